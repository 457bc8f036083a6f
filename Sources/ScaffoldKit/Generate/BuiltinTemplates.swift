/// What the package's EmbedTemplates build plugin compiles in: a generated file makes `EmbeddedResources`
/// conform to this protocol with the contents of `Templates/` and `docs/examples/`.
///
/// The conformance is looked up at run time rather than named, so ScaffoldKit still compiles where the plugin
/// does not run: SwiftPM's native build system builds a package's plugin tools (the `scaffold` tool behind
/// `ScaffoldLintPlugin`) for the host without applying their own build plugins. Such a build lints normally
/// and simply has no built-in templates; the release build and every test run have them (tests check it).
protocol EmbeddedResourceProviding {
  static var templates: [String: String] { get }
  static var examples: [String: String] { get }
}

/// Extended by the generated file.
enum EmbeddedResources {}

private var embedded: (any EmbeddedResourceProviding.Type)? {
  let type: Any.Type = EmbeddedResources.self
  return type as? any EmbeddedResourceProviding.Type
}

/// The template files bundled into the binary from `Templates/`, keyed by path relative to that folder
/// (`mvvm/manifest.json`).
package enum BuiltinTemplates {
  package static var files: [String: String] { embedded?.templates ?? [:] }
}

/// The example specs of `docs/examples`, bundled so `scaffold templates validate` can render every set
/// against them; keyed by file name (`order.json`).
package enum BuiltinExamples {
  package static var files: [String: String] { embedded?.examples ?? [:] }
}

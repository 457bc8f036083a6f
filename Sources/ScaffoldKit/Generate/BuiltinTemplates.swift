// Built-in templates live in Templates/; see EmbeddedTemplates (generated).

/// The template files bundled into the binary from `Templates/`, keyed by path relative to that folder
/// (`mvvm/manifest.json`).
public enum BuiltinTemplates {
  public static var files: [String: String] { EmbeddedTemplates.files }
}

/// The example specs of `docs/examples`, bundled so `scaffold templates validate` can render every set
/// against them; keyed by file name (`order.json`).
public enum BuiltinExamples {
  public static var files: [String: String] { EmbeddedExamples.files }
}

import Foundation
import PackagePlugin

/// Embeds every file under the package's `Templates/` folder (and the `docs/examples` specs) into the
/// target as Swift source, so the built `scaffold` binary needs no resource bundle next to it.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let templates = context.package.directoryURL.appendingPathComponent("Templates")
    // The example specs ride along: `scaffold templates validate` renders every set against them.
    let examples = context.package.directoryURL.appendingPathComponent("docs/examples")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
    var inputs: [URL] = []
    for folder in [templates, examples] {
      guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
      else { continue }
      for case let url as URL in walker {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { inputs.append(url) }
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) template files",
        executable: try context.tool(named: "TemplateEmbedder").url,
        arguments: [templates.path, output.path, examples.path],
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output]
      )
    ]
  }
}

import Foundation
import PackagePlugin

/// Embeds every file under the package's `Templates/` folder into the target as Swift source,
/// so the built `scaffold` binary needs no resource bundle next to it.
@main
struct EmbedTemplates: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let templates = context.package.directoryURL.appendingPathComponent("Templates")
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
    var inputs: [URL] = []
    if let walker = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: [.isRegularFileKey]) {
      for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        inputs.append(url)
      }
    }
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) template files",
        executable: try context.tool(named: "TemplateEmbedder").url,
        arguments: [templates.path, output.path],
        inputFiles: inputs.sorted { $0.path < $1.path },
        outputFiles: [output]
      )
    ]
  }
}

import Foundation
import PackagePlugin

/// Lints a target's Swift sources during `swift build` and Xcode builds. Diagnostics are printed in the
/// compiler's `path:line:col: error: message` form, which Xcode shows inline and `swift build` prints;
/// error-severity violations fail the build (warnings do not, unless `scaffold.json` raises them).
///
/// The command reruns only when a source file of the target changes: its output is a stamp file that
/// `scaffold lint --stamp` writes after a run without violations (a failed run writes none, so the next
/// build lints again).
@main
struct ScaffoldLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
    return try lintCommand(
      tool: context.tool(named: "scaffold").url, targetName: target.name, sources: sources,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}

/// One `scaffold lint` command over `sources`, or none when there is nothing to lint.
func lintCommand(tool: URL, targetName: String, sources: [URL], workDirectory: URL) -> [Command] {
  guard !sources.isEmpty else { return [] }
  // A Swift file holding one comment: build systems compile it, so the command runs before the target's
  // sources are compiled, and no resource bundle appears (any other kind of output would be a resource).
  let stamp = workDirectory.appendingPathComponent("ScaffoldLintStamp.swift")
  // Absolute paths: the build's working directory is not the package's, and Xcode links absolute paths.
  let files = sources.map(\.path).sorted()
  return [
    .buildCommand(
      displayName: "scaffold lint \(targetName) (\(files.count) files)",
      executable: tool,
      arguments: ["lint", "--quiet", "--reporter", "xcode", "--stamp", stamp.path] + files,
      inputFiles: sources,
      outputFiles: [stamp])
  ]
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ScaffoldLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
      return try lintCommand(
        tool: context.tool(named: "scaffold").url, targetName: target.displayName, sources: sources,
        workDirectory: context.pluginWorkDirectoryURL)
    }
  }
#endif

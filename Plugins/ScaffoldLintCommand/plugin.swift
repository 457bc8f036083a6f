import Foundation
import PackagePlugin

/// `swift package scaffold-lint [--target NAME]... [lint options]`: runs `scaffold lint` on the Swift files
/// of the package's targets (or of the named ones), prints its diagnostics and fails when it reports
/// violations.
@main
struct ScaffoldLintCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let root = context.package.directoryURL
    let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
    // The targets' files rather than the package folder, so that `Package.swift` is not linted (and a
    // target's folder URL would need PackageDescription 6.1).
    let paths = targets.flatMap { target in
      (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map { relative($0.url, to: root) } ?? []
    }
    try runLint(
      tool: context.tool(named: "scaffold").url, directory: root, arguments: paths + extractor.remainingArguments)
  }
}

/// The path of `url` relative to `root` when inside it, so diagnostics read like `scaffold lint`'s own.
func relative(_ url: URL, to root: URL) -> String {
  let path = url.standardizedFileURL.path
  let base = root.standardizedFileURL.path
  let prefix = base.hasSuffix("/") ? base : base + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

/// Why the command failed; SwiftPM prints it and exits non-zero.
enum ScaffoldLintError: Error, CustomStringConvertible {
  case failed(status: Int32)

  var description: String {
    switch self {
    case .failed(1): return "scaffold lint found violations"
    case .failed(let status): return "scaffold lint failed (exit status \(status))"
    }
  }
}

/// Runs `scaffold lint ARGUMENTS` in `directory` with this process's output streams.
func runLint(tool: URL, directory: URL, arguments: [String]) throws {
  let process = Process()
  process.executableURL = tool
  process.arguments = ["lint"] + arguments
  process.currentDirectoryURL = directory
  try process.run()
  process.waitUntilExit()
  guard process.terminationReason == .exit, process.terminationStatus == 0 else {
    throw ScaffoldLintError.failed(status: process.terminationStatus)
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ScaffoldLintCommand: XcodeCommandPlugin {
    /// From Xcode's project menu: lints the project folder (the target names are Xcode targets, whose
    /// files may lie anywhere, so the whole folder is linted and `scaffold.json` decides what counts).
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      _ = extractor.extractOption(named: "target")
      try runLint(
        tool: context.tool(named: "scaffold").url, directory: context.xcodeProject.directoryURL,
        arguments: extractor.remainingArguments)
    }
  }
#endif

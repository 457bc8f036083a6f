/// Finds and reads `scaffold.json`.
package enum ConfigurationLoader {
  package static let fileName = "scaffold.json"

  /// The nearest `scaffold.json` in `start` (a file's folder when `start` is a file) or any folder above it.
  /// Returns an absolute path.
  package static func locate(from start: String, fileSystem: any FileAccess) -> String? {
    var directory = fileSystem.absolute(start)
    if fileSystem.kind(of: directory) == .file { directory = Paths.dirname(directory) }
    while true {
      let candidate = Paths.join(directory, fileName)
      if fileSystem.kind(of: candidate) == .file { return candidate }
      let parent = Paths.dirname(directory)
      // The top: "/" for absolute paths, "." or ".." chains for a relative working directory.
      if parent == directory || directory.isEmpty { return nil }
      directory = parent
    }
  }

  /// The configuration for a lint run: `explicitPath` (`--config FILE`) when given, else the `scaffold.json`
  /// found by walking up from the first lint path (or the working directory), else the default preset
  /// rooted at the working directory.
  package static func load(
    explicitPath: String? = nil, lintPaths: [String] = [], fileSystem: any FileAccess
  ) throws(ConfigurationError) -> LintConfiguration {
    let path: String
    if let explicitPath {
      path = fileSystem.absolute(explicitPath)
      guard fileSystem.kind(of: path) == .file else {
        throw .unreadable(
          fileSystem.exists(path) ? .unreadable(explicitPath, reason: "is a directory") : .notFound(explicitPath))
      }
    } else if let found = locate(from: lintPaths.first ?? ".", fileSystem: fileSystem) {
      path = found
    } else {
      return Preset.default.configuration(root: fileSystem.currentDirectory)
    }
    let bytes: [UInt8]
    do {
      bytes = try fileSystem.readData(path)
    } catch {
      throw .unreadable(error)
    }
    let display = Paths.relative(path, to: fileSystem.currentDirectory)
    return try LintConfiguration.parse(bytes, displayPath: display, root: Paths.dirname(path))
  }
}

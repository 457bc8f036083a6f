/// The project as an editor session sees it: every file indexed once from disk, with the open buffers
/// replacing their files' entries as they change, so one buffer is re-checked without re-reading the rest.
struct LintWorkspace {
  let fileSystem: any FileAccess
  let configuration: LintConfiguration
  /// What the configuration was read from, to notice when `scaffold.json` changes.
  let stamp: ConfigurationStamp
  /// Every linted file by display path (relative to the file system's working directory).
  private(set) var files: [String: AnalyzedFile]
  private(set) var table: ProjectTable

  private var linter: Linter { Linter(configuration: configuration, fileSystem: fileSystem) }

  /// The `scaffold.json` that applies to the working directory (its path and bytes), or none.
  struct ConfigurationStamp: Equatable {
    var path: String?
    var bytes: [UInt8]?

    static func current(_ fileSystem: any FileAccess) -> ConfigurationStamp {
      guard let path = ConfigurationLoader.locate(from: ".", fileSystem: fileSystem) else { return .init() }
      return ConfigurationStamp(path: path, bytes: try? fileSystem.readData(path))
    }
  }

  enum LoadError: Error {
    case configuration(ConfigurationError)
    case lint(LintError)
  }

  /// Reads the configuration and indexes the project under its root.
  static func load(_ fileSystem: any FileAccess) -> Result<LintWorkspace, LoadError> {
    let stamp = ConfigurationStamp.current(fileSystem)
    let configuration: LintConfiguration
    do {
      configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
    } catch {
      return .failure(.configuration(error))
    }
    do {
      let analysis = try Linter(configuration: configuration, fileSystem: fileSystem).analyzeProject()
      let files = Dictionary(analysis.files.map { ($0.index.path, $0) }, uniquingKeysWith: { first, _ in first })
      return .success(
        LintWorkspace(
          fileSystem: fileSystem, configuration: configuration, stamp: stamp, files: files, table: analysis.table))
    } catch {
      return .failure(.lint(error))
    }
  }

  /// Whether the configuration lints `path`: a file it indexed, or a new one its patterns include.
  func lints(_ path: String) -> Bool {
    if files[path] != nil { return true }
    let absolute = fileSystem.absolute(path)
    let relative = Paths.relative(absolute, to: configuration.root)
    guard path.hasSuffix(".swift"), !relative.hasPrefix("../"), relative != ".." else { return false }
    // Hidden folders are never linted.
    guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { return false }
    return linter.isIncluded(absolute)
  }

  /// Re-indexes `path` from `bytes` (a buffer's text). False when the configuration does not lint it.
  @discardableResult
  mutating func update(_ path: String, bytes: [UInt8]) -> Bool {
    guard lints(path) else { return false }
    let file = linter.analyze(bytes, path: path)
    table.replace(files[path], with: file)
    files[path] = file
    return true
  }

  /// Re-reads `path` from disk (a closed buffer, a file changed or deleted outside the editor).
  mutating func reload(_ path: String) {
    guard let bytes = try? fileSystem.readData(path), fileSystem.kind(of: path) == .file else {
      table.replace(files[path], with: nil)
      files[path] = nil
      return
    }
    update(path, bytes: bytes)
  }

  /// The diagnostics of one file, sorted; none for a file the configuration does not lint.
  func diagnostics(of path: String) -> [Diagnostic] {
    guard let file = files[path] else { return [] }
    return RuleEngine(configuration: configuration, table: table).check(file).sorted()
  }
}

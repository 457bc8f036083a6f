// Only in debug builds, the ones `swift test` makes: a release build of the package (what pre-commit's
// `swift build -c release` makes of every target) compiles ScaffoldCLI without testing enabled, and the
// `@testable import` below would not compile.
#if DEBUG
  import Foundation
  import ScaffoldKit
  import XCTest

  @testable import ScaffoldCLI

  /// The outcome of one in-process CLI run.
  package struct CLIRun {
    package var code: ExitCode
    package var stdout: String
    package var stderr: String
  }

  /// Runs the CLI in process against `fileSystem`, capturing its streams.
  package func runCLI(
    _ arguments: [String], fileSystem: any FileAccess = InMemoryFileSystem(), variables: [String: String] = [:],
    git: GitRunner = GitRunner { _, _ in GitOutput(status: 128, stdout: "", stderr: "fatal: not a git repository") },
    console: BufferConsole = BufferConsole()
  ) -> CLIRun {
    var environment = CommandEnvironment(fileSystem: fileSystem, console: console, variables: variables)
    // Fixed, so template values from the clock and git do not depend on the machine running the tests.
    environment.now = { testNow }
    environment.gitUserName = { "Test Author" }
    environment.git = git
    let code = CLI.run(arguments, in: environment)
    return CLIRun(code: code, stdout: console.output, stderr: console.errors)
  }

  /// The time CLI tests run at: 2026-03-14 UTC.
  package let testNow = Date(timeIntervalSince1970: 1_773_446_400)

  /// The text files of the fixture folder `relative` (below `Tests/Fixtures`), by their path below `mount`
  /// (`/app/scaffold.json`), in a file system whose working directory is `mount`; files ending in one of
  /// `skipping` (`.expected` goldens) are left out, and so are files that are not UTF-8 (a UTF-16
  /// `Localizable.strings`).
  package func fixtureTree(_ relative: String, at mount: String, skipping: [String] = []) throws -> InMemoryFileSystem {
    let folder = Repository.root.appendingPathComponent("Tests/Fixtures/\(relative)").standardizedFileURL
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = enumerator?.nextObject() as? URL {
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true,
        !skipping.contains(where: url.lastPathComponent.hasSuffix)
      else { continue }
      let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
      if let text = try? String(contentsOf: url, encoding: .utf8) { files["\(mount)/\(path)"] = text }
    }
    return InMemoryFileSystem(currentDirectory: mount, files: files)
  }
#endif

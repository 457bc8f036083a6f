import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Colour only on terminals (and never with `--no-color` or `NO_COLOR`), and the progress line on large trees.
final class ConsoleTests: XCTestCase {
  private let violating = [
    "/work/Modules/Order/View/OrderView.swift": "struct OrderView { let repository: OrderRepository }\n",
    "/work/Modules/Order/Repository/OrderRepository.swift": "protocol OrderRepository {}\n",
  ]

  func testColourPolicy() {
    XCTAssertTrue(TerminalStyle.resolve(isTerminal: true, noColorFlag: false, environment: [:]).isEnabled)
    XCTAssertFalse(TerminalStyle.resolve(isTerminal: false, noColorFlag: false, environment: [:]).isEnabled)
    XCTAssertFalse(TerminalStyle.resolve(isTerminal: true, noColorFlag: true, environment: [:]).isEnabled)
    XCTAssertFalse(
      TerminalStyle.resolve(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1"]).isEnabled)
    XCTAssertTrue(TerminalStyle.resolve(isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": ""]).isEnabled)
    XCTAssertTrue(
      TerminalStyle.resolve(isTerminal: false, noColorFlag: false, environment: ["CLICOLOR_FORCE": "1"]).isEnabled)
    XCTAssertFalse(
      TerminalStyle.resolve(isTerminal: false, noColorFlag: false, environment: ["CLICOLOR_FORCE": "0"]).isEnabled)
    XCTAssertFalse(
      TerminalStyle.resolve(
        isTerminal: true, noColorFlag: false, environment: ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"]
      )
      .isEnabled)
  }

  /// Output a stream cannot take (a full disk, a closed descriptor) fails the run with an error on stderr
  /// (exit 3) instead of stopping the process; the real console, on real descriptors.
  func testOutputThatCannotBeWrittenFailsTheRun() throws {
    let errors = temporaryPath("scaffold-stderr")
    let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
    defer { if full >= 0 { close(full) } }
    // -1: a descriptor that is not open, on every system; /dev/full where there is one.
    for (output, reason) in [(Int32(-1), "Bad file descriptor"), (full, "No space left on device")] where output >= 0 {
      let error = open(errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      XCTAssertGreaterThanOrEqual(error, 0)
      let console = StandardConsole(output: output, error: error)
      let code = CLI.run(
        ["--version"], in: CommandEnvironment(fileSystem: InMemoryFileSystem(), console: console, variables: [:]))
      close(error)
      XCTAssertEqual(code, .failed, reason)
      XCTAssertEqual(
        try String(contentsOfFile: errors, encoding: .utf8), "error: cannot write to standard output: \(reason)\n")
    }
  }

  func testSeverityWordsAreColouredOncePerLine() {
    let style = TerminalStyle(isEnabled: true)
    XCTAssertEqual(
      style.severities(in: "a.swift:1:2: error: says: error: here [r]\nb.swift:3:4: warning: w [r]\n"),
      "a.swift:1:2: \u{1B}[1;31merror\u{1B}[0m: says: error: here [r]\n"
        + "b.swift:3:4: \u{1B}[1;33mwarning\u{1B}[0m: w [r]\n")
    XCTAssertEqual(TerminalStyle.plain.severities(in: "a.swift:1:2: error: x\n"), "a.swift:1:2: error: x\n")
  }

  func testLintColoursOnATerminalOnly() {
    let terminal = BufferConsole(outputIsTerminal: true, errorIsTerminal: true)
    let run = runCLI(["lint"], fileSystem: InMemoryFileSystem(files: violating), console: terminal)
    XCTAssertEqual(run.code, .refused)
    XCTAssertTrue(run.stdout.contains(": \u{1B}[1;31merror\u{1B}[0m: "), run.stdout)
    XCTAssertTrue(run.stderr.hasPrefix("\u{1B}[1;31mLinted 2 files"), run.stderr)

    let piped = runCLI(["lint"], fileSystem: InMemoryFileSystem(files: violating))
    XCTAssertFalse(piped.stdout.contains("\u{1B}"), piped.stdout)
    XCTAssertFalse(piped.stderr.contains("\u{1B}"), piped.stderr)

    for (arguments, variables) in [(["lint", "--no-color"], [:]), (["lint"], ["NO_COLOR": "1"])] {
      let console = BufferConsole(outputIsTerminal: true, errorIsTerminal: true)
      let run = runCLI(
        arguments, fileSystem: InMemoryFileSystem(files: violating), variables: variables, console: console)
      XCTAssertFalse(run.stdout.contains("\u{1B}") || run.stderr.contains("\u{1B}"), "\(arguments) \(variables)")
    }
  }

  func testProgressLineOnLargeTreesOnATerminal() {
    var files: [String: String] = [:]
    for index in 0...ProgressLine.threshold { files["/work/Core/File\(index).swift"] = "struct Type\(index) {}\n" }
    let terminal = BufferConsole(errorIsTerminal: true)
    let run = runCLI(["lint"], fileSystem: InMemoryFileSystem(files: files), console: terminal)
    XCTAssertEqual(run.code, .success)
    let total = ProgressLine.threshold + 1
    XCTAssertTrue(run.stderr.contains("\rLinting \(total)/\(total) files"), run.stderr)
    XCTAssertTrue(run.stderr.contains("\r\u{1B}[K\u{1B}[32mLinted \(total) files"), run.stderr)

    let quiet = runCLI(
      ["lint", "--quiet"], fileSystem: InMemoryFileSystem(files: files), console: BufferConsole(errorIsTerminal: true))
    XCTAssertEqual(quiet.stderr, "")
    let piped = runCLI(["lint"], fileSystem: InMemoryFileSystem(files: files))
    XCTAssertFalse(piped.stderr.contains("\r"), piped.stderr)
  }

  func testNoProgressOnSmallTrees() {
    let line = ProgressLine(console: BufferConsole(errorIsTerminal: true))
    line.update(done: 10, total: 10)
    line.finish()
    let console = BufferConsole(errorIsTerminal: true)
    let run = runCLI(["lint"], fileSystem: InMemoryFileSystem(files: violating), console: console)
    XCTAssertFalse(run.stderr.contains("\r"), run.stderr)
  }

  func testLinterReportsProgressUpToTheTotal() throws {
    var files: [String: String] = [:]
    for index in 0..<250 { files["/work/Core/File\(index).swift"] = "struct Type\(index) {}\n" }
    let fileSystem = InMemoryFileSystem(files: files)
    let configuration = try ConfigurationLoader.load(lintPaths: [], fileSystem: fileSystem)
    let seen = Counts()
    var linter = Linter(configuration: configuration, fileSystem: fileSystem)
    linter.progress = { done, total in seen.record(done, total) }
    _ = try linter.run()
    XCTAssertEqual(seen.last, 250)
    XCTAssertEqual(seen.total, 250)
    XCTAssertLessThanOrEqual(seen.calls, 126, "throttled to about a hundred calls")
  }
}

/// Progress calls seen from worker threads.
private final class Counts: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var last = 0
  private(set) var total = 0
  private(set) var calls = 0

  func record(_ done: Int, _ total: Int) {
    lock.withLock {
      last = max(last, done)
      self.total = total
      calls += 1
    }
  }
}

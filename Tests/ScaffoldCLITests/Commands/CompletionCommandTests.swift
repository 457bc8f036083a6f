import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

final class CompletionCommandTests: XCTestCase {
  func testEveryShellScriptNamesEveryCommandAndOption() {
    for shell in CompletionCommand.Shell.allCases {
      let run = runCLI(["completion", shell.rawValue])
      XCTAssertEqual(run.code, .success, shell.rawValue)
      for command in CLI.commands {
        XCTAssertTrue(run.stdout.contains(command.name), "\(shell) lacks \(command.name)")
        for option in command.options {
          let spelled = shell == .fish ? "-l " + option.name.dropFirst(2) : option.name
          XCTAssertTrue(run.stdout.contains(spelled), "\(shell) lacks \(command.name) \(option.name)")
        }
      }
    }
  }

  /// The shells themselves check the syntax where they are installed.
  func testScriptsParseInTheirShells() throws {
    var checked = 0
    for shell in CompletionCommand.Shell.allCases {
      let candidates = ["/bin/\(shell.rawValue)", "/usr/bin/\(shell.rawValue)"]
      guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        continue
      }
      let script = URL(fileURLWithPath: temporaryPath("scaffold-completion") + ".\(shell)")
      try runCLI(["completion", shell.rawValue]).stdout.write(to: script, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-n", script.path]
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0, "\(shell) rejects its completion script")
      checked += 1
    }
    if checked == 0 { throw XCTSkip("no shell to check with") }
  }

  /// A project folder with two module manifests, another under `sub/`, a spec and a README; the completion script
  /// of `shell` beside them.
  func completionFolder(_ shell: CompletionCommand.Shell) throws -> URL {
    let folder = URL(fileURLWithPath: temporaryPath("scaffold-completion"))
    for manifest in [
      ".scaffold/modules/Cart.json", ".scaffold/modules/Order.json", "sub/.scaffold/modules/Profile.json",
    ] {
      let url = folder.appendingPathComponent(manifest)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "{}\n".write(to: url, atomically: true, encoding: .utf8)
    }
    for file in ["order.json", "README.md"] {
      try "\n".write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }
    try runCLI(["completion", shell.rawValue]).stdout.write(
      to: folder.appendingPathComponent("scaffold.\(shell)"), atomically: true, encoding: .utf8)
    return folder
  }

  /// Runs `executable arguments` in `folder`; its standard output.
  func output(_ executable: String, _ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "\(executable) \(arguments)")
    return String(decoding: data, as: UTF8.self)
  }

  /// bash's completion function, fed a partial command line as bash would (COMP_WORDS, COMP_CWORD), answers
  /// with values: presets, bindings, rule ids, report formats, the modules with a manifest, spec files.
  func testBashCompletesValues() throws {
    guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("no bash") }
    let folder = try completionFolder(.bash)
    func complete(_ line: String...) throws -> [String] {
      let script = """
        source ./scaffold.bash
        COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        _scaffold
        printf '%s\\n' "${COMPREPLY[@]}"
        """
      return try output("/bin/bash", ["-c", script, "bash"] + line, in: folder).split(separator: "\n").map(String.init)
    }
    XCTAssertEqual(try complete("scaffold", "new-app", "Shop", "--preset", ""), Preset.allCases.map(\.rawValue))
    XCTAssertEqual(try complete("scaffold", "new-module", "Cart", "--binding", "c"), ["combine", "closures"])
    XCTAssertEqual(try complete("scaffold", "rules", ""), RuleID.allCases.map(\.rawValue))
    XCTAssertEqual(try complete("scaffold", "explain", "x:1", "--config", "order"), ["order.json"])
    XCTAssertEqual(try complete("scaffold", "lint", "--reporter", "j"), ["json", "junit"])
    XCTAssertEqual(try complete("scaffold", "destroy", ""), ["Cart", "Order"])
    XCTAssertEqual(try complete("scaffold", "update", "O"), ["Order"])
    XCTAssertEqual(try complete("scaffold", "check", "--output", "sub", ""), ["Profile"])
    XCTAssertEqual(Set(try complete("scaffold", "update", "--spec", "")), ["order.json", ".scaffold/", "sub/"])
    XCTAssertEqual(try complete("scaffold", "update", "--con"), ["--conflict"])
  }

  /// fish answers a partial command line itself (`complete -C`).
  func testFishCompletesValues() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else { throw XCTSkip("no fish") }
    let folder = try completionFolder(.fish)
    func complete(_ line: String) throws -> [String] {
      try output("/usr/bin/fish", ["-c", "source scaffold.fish; complete -C '\(line)'"], in: folder)
        .split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
    }
    XCTAssertEqual(try complete("scaffold destroy "), ["Cart", "Order"])
    XCTAssertEqual(try complete("scaffold update --output sub "), ["Profile"])
    XCTAssertEqual(Set(try complete("scaffold new-app Shop --preset ")), Set(Preset.allCases.map(\.rawValue)))
    XCTAssertEqual(Set(try complete("scaffold rules ")), Set(RuleID.allCases.map(\.rawValue)))
  }

  func testUnknownShellSuggests() {
    let run = runCLI(["completion", "bsh"])
    XCTAssertEqual(run.code, .invalidInput)
    XCTAssertTrue(run.stderr.hasPrefix("error: unknown shell 'bsh' (did you mean 'bash'?)"), run.stderr)
  }
}

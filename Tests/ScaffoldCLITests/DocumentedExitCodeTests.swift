import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldCLI

/// Each command's exit codes, three ways: the codes its `--help` lists, the codes its docs page's exit-code
/// table fills in, and a run of each documented case. All three must agree.
final class DocumentedExitCodeTests: XCTestCase {
  /// A documented case: the code it must exit with, and how to make it happen.
  struct Case {
    var code: ExitCode
    var what: String
    var run: () throws -> CLIRun
  }

  static let spec = """
    { "name": "Order", "models": [{ "name": "Order", "fields": [{ "name": "id", "type": "UUID" }] }],
      "operations": [{ "name": "fetchOrders", "returns": "[Order]" }],
      "screens": [{ "name": "OrderList", "kind": "list", "model": "Order", "load": "fetchOrders" }] }
    """
  static let model = "/app/Modules/Order/Model/Order.swift"

  /// An app with the module `Order` generated from `order.json`.
  func generated() -> InMemoryFileSystem {
    let fs = InMemoryFileSystem(currentDirectory: "/app", files: ["/app/order.json": Self.spec])
    XCTAssertEqual(runCLI(["new-module", "--spec", "order.json"], fileSystem: fs).code, .success)
    return fs
  }

  func empty() -> InMemoryFileSystem { InMemoryFileSystem(currentDirectory: "/app") }

  /// The spec with a second field: an update to make.
  func changedSpec(_ fs: InMemoryFileSystem) throws {
    try fs.write(
      Self.spec.replacingOccurrences(
        of: #"{ "name": "id", "type": "UUID" }"#,
        with: #"{ "name": "id", "type": "UUID" }, { "name": "note", "type": "String" }"#),
      to: "/app/order.json")
  }

  var cases: [String: [Case]] {
    [
      "update": [
        Case(code: .success, what: "updated") { runCLI(["update"], fileSystem: self.generated()) },
        Case(code: .refused, what: "unresolved conflict markers") {
          let fs = self.generated()
          try fs.write("<<<<<<< HEAD\nstruct Order {}\n=======\nstruct Order2 {}\n>>>>>>> main\n", to: Self.model)
          return runCLI(["update"], fileSystem: fs)
        },
        Case(code: .invalidInput, what: "no manifest") { runCLI(["update"], fileSystem: self.empty()) },
        Case(code: .failed, what: "a file cannot be written") {
          let fs = self.generated()
          try self.changedSpec(fs)
          fs.failingWrites = [Self.model]
          return runCLI(["update"], fileSystem: fs)
        },
      ],
      "check": [
        Case(code: .success, what: "up to date") { runCLI(["check"], fileSystem: self.generated()) },
        Case(code: .refused, what: "out of date") {
          let fs = self.generated()
          try self.changedSpec(fs)
          return runCLI(["check"], fileSystem: fs)
        },
        Case(code: .invalidInput, what: "no manifest") { runCLI(["check"], fileSystem: self.empty()) },
      ],
      "destroy": [
        Case(code: .success, what: "removed, an edited file kept") {
          let fs = self.generated()
          try fs.write("struct Order { var mine = 1 }\n", to: Self.model)
          let run = runCLI(["destroy", "Order"], fileSystem: fs)
          XCTAssertTrue(fs.exists(Self.model), "the edited file is kept")
          return run
        },
        Case(code: .refused, what: "a folder where a generated file was") {
          let fs = self.generated()
          try fs.remove(Self.model)
          try fs.write("x\n", to: Self.model + "/inside.txt")
          return runCLI(["destroy", "Order"], fileSystem: fs)
        },
        Case(code: .invalidInput, what: "no manifest") { runCLI(["destroy", "Order"], fileSystem: self.empty()) },
        Case(code: .failed, what: "a file cannot be removed") {
          let fs = self.generated()
          fs.failingWrites = ["/app/.scaffold/journal.json"]
          return runCLI(["destroy", "Order"], fileSystem: fs)
        },
      ],
      "new-app": [
        Case(code: .success, what: "generated") { runCLI(["new-app", "Shop"], fileSystem: self.empty()) },
        Case(code: .refused, what: "the folder is not empty") {
          runCLI(
            ["new-app", "Shop"], fileSystem: InMemoryFileSystem(currentDirectory: "/app", files: ["/app/Shop/a": "a"]))
        },
        Case(code: .invalidInput, what: "a bad name") { runCLI(["new-app", "shop-app"], fileSystem: self.empty()) },
        Case(code: .failed, what: "a file cannot be written") {
          let fs = self.empty()
          fs.failingWrites = ["/app/Shop/Package.swift"]
          return runCLI(["new-app", "Shop"], fileSystem: fs)
        },
      ],
      "graph": [
        Case(code: .success, what: "written") { runCLI(["graph"], fileSystem: self.generated()) },
        Case(code: .invalidInput, what: "an unknown --focus") {
          runCLI(["graph", "--focus", "Nothing"], fileSystem: self.generated())
        },
        Case(code: .failed, what: "the output cannot be written") {
          let fs = self.generated()
          fs.failingWrites = ["/app/out.dot"]
          return runCLI(["graph", "--output", "out.dot"], fileSystem: fs)
        },
      ],
    ]
  }

  /// Where each command's exit-code table is.
  static let pages = [
    "update": "docs/update.md", "check": "docs/update.md", "destroy": "docs/update.md", "new-app": "docs/new-app.md",
    "graph": "docs/graph.md",
  ]

  func testEachCommandsHelpDocsAndRunsAgreeOnItsExitCodes() throws {
    for (name, cases) in cases.sorted(by: { $0.key < $1.key }) {
      let command = try XCTUnwrap(CLI.commands.first { $0.name == name }, name)
      let help = Self.helpCodes(command.discussion)
      let page = try XCTUnwrap(Self.pages[name])
      let documented = try Self.tableCodes(of: name, in: Repository.text(page))
      let run = Set(cases.map(\.code.rawValue))
      XCTAssertEqual(help, documented, "\(name): --help lists \(help.sorted()), \(page) \(documented.sorted())")
      XCTAssertEqual(run, documented, "\(name): a case for each documented code")
      for item in cases {
        let result = try item.run()
        XCTAssertEqual(result.code, item.code, "\(name), \(item.what):\n\(result.stdout)\(result.stderr)")
      }
    }
  }

  /// The usage line of each command names exactly the options its help lists (and the parser accepts); one
  /// that ends in `[options]` names some of them.
  func testEachCommandsUsageLineNamesExactlyItsOptions() {
    for command in CLI.commands {
      let usage = Set(
        command.synopsis.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") })
          .filter { $0.hasPrefix("--") }.map(String.init))
      let options = Set(command.options.map(\.name))
      if command.synopsis.hasSuffix("[options]") {
        XCTAssertTrue(usage.isSubset(of: options), "\(command.name): \(command.synopsis)")
      } else {
        XCTAssertEqual(usage, options, "\(command.name): \(command.synopsis)")
      }
    }
  }

  /// The codes after `exit codes:` in a command's help: each digit that starts a phrase (`1 refused`).
  static func helpCodes(_ discussion: String) -> Set<Int32> {
    guard let start = discussion.range(of: "exit codes:") else { return [] }
    let words = discussion[start.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" })
    var codes: Set<Int32> = []
    for (index, word) in words.enumerated() where index + 1 < words.count {
      let digits = word.hasPrefix("(") ? word.dropFirst() : word[...]
      if digits.count == 1, let code = Int32(digits), words[index + 1].first?.isLetter == true { codes.insert(code) }
    }
    return codes
  }

  /// The codes whose cells the command's row fills in, in a table headed `| command | 0 | 1 | 2 | 3 |`.
  static func tableCodes(of command: String, in page: String) throws -> Set<Int32> {
    let lines = page.split(separator: "\n").map(String.init)
    let header = try XCTUnwrap(lines.first { $0.hasPrefix("| command | 0 |") }, "an exit-code table")
    let codes = header.split(separator: "|").dropFirst().map { Int32($0.trimmingCharacters(in: .whitespaces)) }
    let row = try XCTUnwrap(lines.first { $0.hasPrefix("| `\(command)` |") }, "a row for \(command)")
    let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst(2).dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var filled: Set<Int32> = []
    for (code, cell) in zip(codes, cells) where !cell.isEmpty && cell != "—" {
      if let code { filled.insert(code) }
    }
    return filled
  }
}

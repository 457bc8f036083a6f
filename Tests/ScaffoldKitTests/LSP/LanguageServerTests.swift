import Foundation
import XCTest

@testable import ScaffoldKit

/// The Language Server, driven in memory as an editor would drive it.
final class LanguageServerTests: XCTestCase {
  private let root = "/work/app"
  private let viewPath = "/work/app/Modules/Shop/View/CartView.swift"
  private var viewURI: String { FileURI.uri(viewPath) }
  private let cleanView = "struct CartView {\n  let viewModel: CartViewModel\n}\n"
  private let violatingView = "struct CartView {\n  let viewModel: CartViewModel\n  let repository: CartRepository\n}\n"

  private func project() -> InMemoryFileSystem {
    InMemoryFileSystem(
      currentDirectory: root,
      files: [
        "/work/app/scaffold.json": "{\"preset\": \"mvvm\"}\n",
        viewPath: cleanView,
        "/work/app/Modules/Shop/ViewModel/CartViewModel.swift": "final class CartViewModel {}\n",
        "/work/app/Modules/Shop/Repository/CartRepository.swift": "protocol CartRepository {}\n",
      ])
  }

  /// A server and the messages it sent, parsed.
  private struct Client {
    var server: LanguageServer
    var nextID = 1

    init(fileSystem: InMemoryFileSystem, root: String) {
      server = LanguageServer(root: root, fileSystem: { _ in fileSystem })
    }

    mutating func raw(_ bytes: [UInt8]) -> [[String: Any]] {
      var reader = MessageReader()
      reader.append(server.receive(bytes))
      var messages: [[String: Any]] = []
      while case .body(let body)? = reader.next() {
        messages.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
      }
      return messages
    }

    mutating func send(_ message: [String: Any]) -> [[String: Any]] {
      var message = message
      message["jsonrpc"] = "2.0"
      let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
      return raw(MessageReader.frame(String(decoding: body, as: UTF8.self)))
    }

    mutating func request(_ method: String, _ params: [String: Any] = [:]) -> (Any?, [[String: Any]]) {
      let id = nextID
      nextID += 1
      let messages = send(["id": id, "method": method, "params": params])
      let response = messages.first { $0["id"] as? Int == id }
      return (response?["result"] ?? response?["error"], messages)
    }

    mutating func notify(_ method: String, _ params: [String: Any]) -> [[String: Any]] {
      send(["method": method, "params": params])
    }

    mutating func initialize(_ capabilities: [String: Any] = [:]) {
      _ = request("initialize", ["rootUri": FileURI.uri("/work/app"), "capabilities": capabilities])
      _ = notify("initialized", [:])
    }
  }

  private func diagnostics(_ messages: [[String: Any]], uri: String) -> [[String: Any]]? {
    let published = messages.last {
      $0["method"] as? String == "textDocument/publishDiagnostics"
        && ($0["params"] as? [String: Any])?["uri"] as? String == uri
    }
    return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
  }

  private func range(_ diagnostic: [String: Any]) -> [Int] {
    let range = diagnostic["range"] as? [String: [String: Int]] ?? [:]
    return [range["start"]?["line"], range["start"]?["character"], range["end"]?["line"], range["end"]?["character"]]
      .map { $0 ?? -1 }
  }

  private func open(_ client: inout Client, _ text: String) -> [[String: Any]] {
    client.notify(
      "textDocument/didOpen", ["textDocument": ["uri": viewURI, "languageId": "swift", "version": 1, "text": text]])
  }

  private func change(_ client: inout Client, _ text: String, version: Int) -> [[String: Any]] {
    client.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": viewURI, "version": version], "contentChanges": [["text": text]]])
  }

  func testEditingInAViolationPublishesItAtTheTokenAndRemovingItClearsIt() throws {
    var client = Client(fileSystem: project(), root: root)
    client.initialize()
    XCTAssertEqual(diagnostics(open(&client, cleanView), uri: viewURI)?.count, 0)
    let added = try XCTUnwrap(diagnostics(change(&client, violatingView, version: 2), uri: viewURI))
    XCTAssertEqual(added.count, 1)
    XCTAssertEqual(added.first?["code"] as? String, "layer-dependency")
    XCTAssertEqual(added.first.map(range), [2, 18, 2, 32])
    XCTAssertEqual(diagnostics(change(&client, cleanView, version: 3), uri: viewURI)?.count, 0)
  }

  func testIncrementalChangesEditTheBuffer() throws {
    var client = Client(fileSystem: project(), root: root)
    client.initialize()
    _ = open(&client, cleanView)
    let insertion: [String: Any] = [
      "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
      "text": "  let repository: CartRepository\n",
    ]
    let messages = client.notify(
      "textDocument/didChange", ["textDocument": ["uri": viewURI, "version": 2], "contentChanges": [insertion]])
    XCTAssertEqual(try XCTUnwrap(diagnostics(messages, uri: viewURI)).map(range), [[2, 18, 2, 32]])
  }

  func testColumnsAreUTF16UnlessTheClientOffersUTF8() throws {
    let text = "struct CartView {\n  let 🛒 = 1; let r: CartRepository\n}\n"
    var utf16 = Client(fileSystem: project(), root: root)
    utf16.initialize()
    XCTAssertEqual(try XCTUnwrap(diagnostics(open(&utf16, text), uri: viewURI)).map(range), [[1, 21, 1, 35]])
    var utf8 = Client(fileSystem: project(), root: root)
    utf8.initialize(["general": ["positionEncodings": ["utf-8", "utf-16"]]])
    XCTAssertEqual(try XCTUnwrap(diagnostics(open(&utf8, text), uri: viewURI)).map(range), [[1, 23, 1, 37]])
  }

  /// Many findings on one line, after characters of one to four UTF-8 bytes (one or two UTF-16 units): each
  /// range is its token's, counted in UTF-16 from the line's start.
  func testFindingsOfOneLongLineAreAtTheirTokens() throws {
    let fields = (0..<300).map { "let \(["a", "é", "ह", "😀"][$0 % 4])\($0): Cart\($0)Repository; " }
    let line = "struct CartView { " + fields.joined() + "}"
    let fileSystem = project()
    try fileSystem.write(
      (0..<300).map { "protocol Cart\($0)Repository {}\n" }.joined(), to: "/work/app/Modules/Shop/Repository/More.swift"
    )
    var client = Client(fileSystem: fileSystem, root: root)
    client.initialize()
    let found = try XCTUnwrap(diagnostics(open(&client, line + "\n"), uri: viewURI))
    var expected: [[Int]] = []
    var prefix = "struct CartView { "
    for field in fields {
      let start = (prefix + field.prefix { $0 != ":" } + ": ").utf16.count
      expected.append([0, start, 0, start + field.drop { $0 != ":" }.dropFirst(2).prefix { $0 != ";" }.utf16.count])
      prefix += field
    }
    XCTAssertEqual(found.map(range), expected)
  }

  func testHoverGivesTheExplanationAndTheQuickFixInsertsASuppression() throws {
    let fileSystem = project()
    var client = Client(fileSystem: fileSystem, root: root)
    client.initialize()
    _ = open(&client, violatingView)
    let (hover, _) = client.request(
      "textDocument/hover", ["textDocument": ["uri": viewURI], "position": ["line": 2, "character": 20]])
    let value = try XCTUnwrap(((hover as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
    // What `scaffold explain` says about the same text on disk.
    try fileSystem.write(violatingView, to: viewPath)
    let configuration = try ConfigurationLoader.load(fileSystem: fileSystem)
    let diagnostic = try XCTUnwrap(
      Linter(configuration: configuration, fileSystem: fileSystem).run().diagnostics.first)
    XCTAssertEqual(
      value,
      Explainer(configuration: configuration, fileSystem: fileSystem)
        .explain(diagnostic, sourceLine: "  let repository: CartRepository"))
    let (nothing, _) = client.request(
      "textDocument/hover", ["textDocument": ["uri": viewURI], "position": ["line": 2, "character": 4]])
    XCTAssertTrue(nothing is NSNull)

    let (actions, _) = client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": viewURI],
        "range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
        "context": ["diagnostics": []],
      ])
    let action = try XCTUnwrap((actions as? [[String: Any]])?.first)
    XCTAssertEqual(action["title"] as? String, "Suppress layer-dependency on this line")
    let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[viewURI]
    let edit = try XCTUnwrap(edits?.first)
    XCTAssertEqual(
      edit["newText"] as? String, "  // scaffold:ignore layer-dependency -- \(LanguageServer.reasonPlaceholder)\n")
    XCTAssertEqual(range(edit), [2, 0, 2, 0])
    let suppressed = violatingView.replacingOccurrences(
      of: "  let repository", with: (edit["newText"] as? String ?? "") + "  let repository")
    XCTAssertEqual(diagnostics(change(&client, suppressed, version: 2), uri: viewURI)?.count, 0)
  }

  func testAChangedScaffoldJSONIsPickedUpAndAnInvalidOneIsReportedOnIt() throws {
    let fileSystem = project()
    var client = Client(fileSystem: fileSystem, root: root)
    client.initialize()
    XCTAssertEqual(diagnostics(open(&client, violatingView), uri: viewURI)?.count, 1)
    let off = "{\"preset\": \"mvvm\", \"rules\": {\"layer-dependency\": \"off\"}}\n"
    try fileSystem.write(off, to: "scaffold.json")
    let save = ["textDocument": ["uri": viewURI]]
    XCTAssertEqual(diagnostics(client.notify("textDocument/didSave", save), uri: viewURI)?.count, 0)
    let configURI = FileURI.uri("/work/app/scaffold.json")
    try fileSystem.write("{\"preset\": \"mvvm\",\n \"rulez\": 1}\n", to: "scaffold.json")
    let invalid = client.notify("textDocument/didSave", save)
    XCTAssertEqual(try XCTUnwrap(diagnostics(invalid, uri: configURI)).map(range).first?.first, 1)
    XCTAssertEqual(diagnostics(invalid, uri: viewURI)?.count, 0, "the last good configuration stays in use")
    try fileSystem.write(off, to: "scaffold.json")
    XCTAssertEqual(diagnostics(client.notify("textDocument/didSave", save), uri: configURI)?.count, 0)
    try fileSystem.write("{\"preset\": \"mvvm\"}\n", to: "scaffold.json")
    XCTAssertEqual(diagnostics(client.notify("textDocument/didSave", save), uri: viewURI)?.count, 1)
  }

  func testLifecycleAndProtocolErrors() {
    var client = Client(fileSystem: project(), root: root)
    let (early, _) = client.request("textDocument/hover", [:])
    XCTAssertEqual((early as? [String: Any])?["code"] as? Int, -32002)
    client.initialize()
    let (again, _) = client.request("initialize", [:])
    XCTAssertEqual((again as? [String: Any])?["code"] as? Int, -32600)
    let (unknown, _) = client.request("workspace/symbol", [:])
    XCTAssertEqual((unknown as? [String: Any])?["code"] as? Int, -32601)
    let (badParams, _) = client.request("textDocument/hover", ["textDocument": 3])
    XCTAssertEqual((badParams as? [String: Any])?["code"] as? Int, -32602)
    let garbage = client.raw(MessageReader.frame("{\"jsonrpc\": \"2.0\", \"id\": 1,"))
    XCTAssertEqual((garbage.first?["error"] as? [String: Any])?["code"] as? Int, -32700)
    let noLength = client.raw(Array("Content-Type: x\r\n\r\n".utf8))
    XCTAssertEqual((noLength.first?["error"] as? [String: Any])?["code"] as? Int, -32700)
    XCTAssertTrue(client.request("shutdown").0 is NSNull)
    _ = client.notify("exit", [:])
    XCTAssertEqual(client.server.exitCode, 0)
  }

  func testExitWithoutShutdownFails() {
    var client = Client(fileSystem: project(), root: root)
    client.initialize()
    _ = client.notify("exit", [:])
    XCTAssertEqual(client.server.exitCode, 1)
  }

  /// Random bytes, truncated frames, wrong types and out-of-order requests: every one is survived (a trap
  /// would end the test run). The e2e fuzz also checks that each request is answered.
  func testMalformedAndOutOfOrderMessagesNeverStopTheServer() {
    var client = Client(fileSystem: project(), root: root)
    var generator = LexerFuzzTests.Generator(state: 19)
    let bodies = [
      "", "{", "[]", "null", "42", "\"x\"", "{\"id\": [1]}", "{\"id\": 1}", "{\"method\": 3}",
      "{\"id\": 1, \"method\": \"textDocument/hover\", \"params\": {\"position\": {\"line\": -1}}}",
      "{\"method\": \"textDocument/didChange\", \"params\": {\"textDocument\": {\"uri\": \"file:///nope\"}}}",
      "{\"method\": \"textDocument/didOpen\", \"params\": {\"textDocument\": {\"uri\": \"file:///work/app/X.swift\", \"text\": 1}}}",
      "{\"id\": 2, \"method\": \"textDocument/codeAction\", \"params\": {\"range\": {}}}",
      "{\"jsonrpc\": \"1.0\", \"id\": 3, \"method\": \"shutdown\"}", "{\"id\": 1.5, \"method\": \"initialize\"}",
      "{\"method\": \"textDocument/didOpen\", \"params\": {\"textDocument\": {\"uri\": \"\(viewURI)\", \"text\": \"x\"}}}",
      "{\"id\": 4, \"method\": \"textDocument/hover\", \"params\": {\"textDocument\": {\"uri\": \"\(viewURI)\"}, "
        + "\"position\": {\"line\": \(Int.max), \"character\": \(Int.max)}}}",
      "{\"id\": 5, \"method\": \"textDocument/codeAction\", \"params\": {\"textDocument\": {\"uri\": \"\(viewURI)\"}, "
        + "\"range\": {\"start\": {\"line\": 2147483647, \"character\": 0}, \"end\": {\"line\": 0, \"character\": 0}}}}",
      "{\"method\": \"textDocument/didChange\", \"params\": {\"textDocument\": {\"uri\": \"\(viewURI)\"}, "
        + "\"contentChanges\": [{\"range\": {\"start\": {\"line\": 0, \"character\": 2147483647}, "
        + "\"end\": {\"line\": 2147483647, \"character\": 0}}, \"text\": \"let r: CartRepository\"}]}}",
    ]
    for round in 0..<400 {
      if round == 200 { client.initialize() }
      let body = bodies[Int.random(in: 0..<bodies.count, using: &generator)]
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: _ = client.raw(MessageReader.frame(body))
      case 1:
        _ = client.raw(
          (0..<Int.random(in: 1..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) })
      case 2:
        _ = client.raw(Array("Content-Length: \(Int.random(in: -5..<99_999_999, using: &generator))\r\n\r\n".utf8))
      default: _ = client.raw(Array(MessageReader.frame(body).dropLast(Int.random(in: 0..<3, using: &generator))))
      }
    }
    XCTAssertNil(client.server.exitCode)
  }
}

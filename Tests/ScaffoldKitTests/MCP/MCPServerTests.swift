import Foundation
import XCTest

@testable import ScaffoldKit

/// The MCP server, driven in memory as a coding agent's client would drive it.
final class MCPServerTests: XCTestCase {
  private let root = "/work/app"

  private func project(_ extra: [String: String] = [:]) -> InMemoryFileSystem {
    InMemoryFileSystem(
      currentDirectory: root,
      files: [
        "/work/app/scaffold.json": "{\"preset\": \"mvvm\"}\n",
        "/work/app/Modules/Shop/View/CartView.swift":
          "struct CartView {\n  let viewModel: CartViewModel\n  let repository: CartRepository\n}\n",
        "/work/app/Modules/Shop/ViewModel/CartViewModel.swift": "final class CartViewModel {}\n",
        "/work/app/Modules/Shop/Repository/CartRepository.swift": "protocol CartRepository {}\n",
      ].merging(extra) { _, new in new })
  }

  /// A server and its replies, parsed.
  private struct Client {
    var server: MCPServer
    var nextID = 1

    init(_ fileSystem: any FileAccess) {
      server = MCPServer(
        fileSystem: fileSystem, git: GitRunner { _, _ in GitOutput(status: 1, stdout: "", stderr: "no git here") })
    }

    mutating func raw(_ text: String) -> [[String: Any]] {
      var reader = LineReader()
      reader.append(server.receive(Array(text.utf8)))
      var replies: [[String: Any]] = []
      while case .body(let body)? = reader.next() {
        replies.append((try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:])
      }
      return replies
    }

    /// The result, or the error, of one request.
    mutating func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any] {
      let id = nextID
      nextID += 1
      let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
      let body = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
      let reply = raw(String(decoding: body, as: UTF8.self) + "\n").first { $0["id"] as? Int == id }
      return reply?["result"] as? [String: Any] ?? reply?["error"] as? [String: Any] ?? [:]
    }

    mutating func initialize(version: String = "2025-06-18") -> [String: Any] {
      let result = request("initialize", ["protocolVersion": version, "capabilities": [:] as [String: Any]])
      _ = raw("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")
      return result
    }

    /// `structuredContent` of a successful call; fails the test on an error.
    mutating func call(_ tool: String, _ arguments: [String: Any], file: StaticString = #filePath, line: UInt = #line)
      -> [String: Any]
    {
      let result = request("tools/call", ["name": tool, "arguments": arguments])
      XCTAssertEqual(result["isError"] as? Bool, false, "\(result)", file: file, line: line)
      return result["structuredContent"] as? [String: Any] ?? [:]
    }
  }

  func testLineReaderJoinsChunksAndSkipsBlankLines() {
    var reader = LineReader()
    reader.append(Array("{\"a\":".utf8))
    XCTAssertNil(reader.next())
    reader.append(Array("1}\r\n\n  \n[2]\n[3".utf8))
    XCTAssertEqual(reader.next(), .body(Array("{\"a\":1}".utf8)))
    XCTAssertEqual(reader.next(), .body(Array("[2]".utf8)))
    XCTAssertNil(reader.next())
    reader.append([10])
    XCTAssertEqual(reader.next(), .body(Array("[3".utf8)))
  }

  func testHandshakeNegotiatesTheClientsRevisionOrTheNewest() {
    var client = Client(project())
    XCTAssertEqual(client.request("tools/list")["code"] as? Int, -32002)
    XCTAssertEqual(client.initialize(version: "2025-03-26")["protocolVersion"] as? String, "2025-03-26")
    var other = Client(project())
    let result = other.initialize(version: "1999-01-01")
    XCTAssertEqual(result["protocolVersion"] as? String, MCPServer.handshakeVersions[0])
    XCTAssertNotNil((result["capabilities"] as? [String: Any])?["tools"])
    XCTAssertEqual((other.request("tools/list")["tools"] as? [Any])?.count, MCPTool.all.count)
  }

  func testModernRequestsNeedNoHandshakeAndNameTheirRevision() {
    var client = Client(project())
    let discovered = client.request("server/discover", ["_meta": [MCPServer.versionKey: "2026-07-28"]])
    XCTAssertEqual((discovered["supportedVersions"] as? [String])?.first, "2026-07-28")
    XCTAssertEqual(discovered["resultType"] as? String, "complete")
    let listed = client.request("tools/list", ["_meta": [MCPServer.versionKey: "2026-07-28"]])
    XCTAssertEqual((listed["tools"] as? [Any])?.count, MCPTool.all.count)
    XCTAssertEqual(listed["ttlMs"] as? Int, 0)
    let refused = client.request("tools/list", ["_meta": [MCPServer.versionKey: "2030-01-01"]])
    XCTAssertEqual(refused["code"] as? Int, -32022)
  }

  func testPlacementIsWhereNewModuleWritesTheRole() throws {
    let fileSystem = project()
    var client = Client(fileSystem)
    _ = client.initialize()
    let placement = client.call("placement", ["feature": "Order", "role": "viewmodel"])
    let plan = try Scaffold.planModule(ModuleRequest(name: "Order"), fileSystem: fileSystem)
    let planned = plan.plan.entries.map { plan.plan.displayPath($0, relativeTo: root) }
    let paths = placement["paths"] as? [String] ?? []
    XCTAssertEqual(paths, planned.filter { $0.hasPrefix("Modules/Order/ViewModel/") })
    XCTAssertEqual(placement["folder"] as? String, "Modules/Order/ViewModel")
    XCTAssertEqual(placement["layer"] as? String, "ViewModel")
    XCTAssertTrue((placement["forbiddenImports"] as? [String] ?? []).contains("UIKit"))
    let tests = client.call("placement", ["feature": "Order", "role": "test"])
    XCTAssertEqual(tests["paths"] as? [String], planned.filter { $0.hasPrefix("Tests/") && $0.hasSuffix(".swift") })
  }

  func testLintReturnsFindingsWithTheirExplanations() {
    var client = Client(project())
    _ = client.initialize()
    let lint = client.call("lint", ["paths": ["Modules/Shop/View/CartView.swift"]])
    let findings = lint["findings"] as? [[String: Any]] ?? []
    XCTAssertEqual(findings.count, 1)
    XCTAssertEqual(findings.first?["line"] as? Int, 3)
    let explanation = findings.first?["explanation"] as? String ?? ""
    XCTAssertTrue(explanation.contains("token:") && explanation.contains("CartRepository"), explanation)
    XCTAssertTrue(explanation.contains("rule:"), explanation)
  }

  func testArgumentsAreCheckedWithEveryProblemNamed() {
    var client = Client(project())
    _ = client.initialize()
    let error = client.request("tools/call", ["name": "placement", "arguments": ["feature": 3, "rol": "View"]])
    XCTAssertEqual(error["code"] as? Int, -32602)
    let message = error["message"] as? String ?? ""
    for part in [
      "'feature' must be a string, not a number", "unknown argument 'rol' (did you mean 'role'?)",
      "missing required argument 'role'",
    ] {
      XCTAssertTrue(message.contains(part), message)
    }
    let paths = client.request("tools/call", ["name": "which", "arguments": ["paths": ["Modules", "", 3]]])
    XCTAssertEqual(
      paths["message"] as? String, "Invalid params: which: 'paths' must hold non-empty strings; element 1 is empty")
    XCTAssertEqual(client.request("tools/call", ["name": "plna_module"])["code"] as? Int, -32602)
    XCTAssertEqual(
      client.request("tools/call", ["name": "plan_module", "arguments": [:] as [String: Any]])["code"] as? Int, -32602)
    XCTAssertEqual(client.request("tools/call", ["name": "lint", "arguments": ["paths": []]])["code"] as? Int, -32602)
  }

  func testNewModuleWritesThroughThePlanAndRefusesConflicts() {
    let fileSystem = project(["/work/app/Modules/Order/Model/Order.swift": "struct Order { let mine: Int }\n"])
    var client = Client(fileSystem)
    _ = client.initialize()
    let refused = client.request("tools/call", ["name": "new_module", "arguments": ["name": "Order"]])
    XCTAssertEqual(refused["isError"] as? Bool, true)
    let text = ((refused["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    XCTAssertTrue(text.contains("would be overwritten") && text.contains("nothing was written"), text)
    XCTAssertFalse(fileSystem.exists("/work/app/Modules/Order/View/OrderListView.swift"))
    let written = client.call("new_module", ["name": "Order", "force": true])
    XCTAssertEqual(written["written"] as? Bool, true)
    XCTAssertTrue(fileSystem.exists("/work/app/Modules/Order/View/OrderListView.swift"))
  }

  /// Broken and truncated messages: each line gets at most one reply, and the server still answers after.
  func testMalformedLinesNeverStopTheServer() {
    var client = Client(project())
    _ = client.initialize()
    let valid = [
      "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"tools/call\",\"params\":{\"name\":\"which\",\"arguments\":{\"paths\":[\"Modules\"]}}}",
      "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"tools/call\",\"params\":{\"name\":\"layer_rules\"}}",
    ]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<200 {
      var bytes = Array(valid[round % 2].utf8)
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &generator)))
      if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 32...126) }
      let replies = client.raw(String(decoding: bytes.filter { $0 != 10 }, as: UTF8.self) + "\n")
      XCTAssertLessThanOrEqual(replies.count, 1)
    }
    XCTAssertEqual((client.request("tools/list")["tools"] as? [Any])?.count, MCPTool.all.count)
  }
}

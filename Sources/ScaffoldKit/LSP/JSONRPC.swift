/// A JSON-RPC 2.0 error, as a response carries it.
struct RPCError: Error, Equatable {
  var code: Int
  var message: String

  static func parse(_ message: String) -> RPCError { RPCError(code: -32700, message: "Parse error: \(message)") }
  static func invalidRequest(_ message: String) -> RPCError {
    RPCError(code: -32600, message: "Invalid Request: \(message)")
  }
  static func methodNotFound(_ method: String) -> RPCError {
    RPCError(code: -32601, message: "Method not found: \(method)")
  }
  static func invalidParams(_ message: String) -> RPCError {
    RPCError(code: -32602, message: "Invalid params: \(message)")
  }
  static let notInitialized = RPCError(code: -32002, message: "Server not initialized: send 'initialize' first")
}

/// A request id: a number or a string (null only in errors about unreadable requests).
enum RequestID: Equatable {
  case int(Int)
  case string(String)
  case null

  var json: JSONOutput {
    switch self {
    case .int(let value): return .int(value)
    case .string(let value): return .string(value)
    case .null: return .null
    }
  }
}

/// Outgoing messages.
enum RPC {
  static func response(_ id: RequestID, result: JSONOutput) -> JSONOutput {
    .object([("jsonrpc", .string("2.0")), ("id", id.json), ("result", result)])
  }

  static func error(_ id: RequestID, _ error: RPCError) -> JSONOutput {
    .object([
      ("jsonrpc", .string("2.0")), ("id", id.json),
      ("error", .object([("code", .int(error.code)), ("message", .string(error.message))])),
    ])
  }

  static func notification(_ method: String, _ params: JSONOutput) -> JSONOutput {
    .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
  }
}

extension JSONNode {
  var intValue: Int? {
    if case .int(let value) = value { return value }
    return nil
  }

  /// An LSP `Position`: `{line, character}`, both `uinteger`s (0 to 2³¹ − 1).
  var lspPosition: (line: Int, character: Int)? {
    let valid = 0...Int(Int32.max)
    guard let line = self["line"]?.intValue, let character = self["character"]?.intValue, valid.contains(line),
      valid.contains(character)
    else { return nil }
    return (line, character)
  }

  /// An LSP `Range`.
  var lspRange: (start: (Int, Int), end: (Int, Int))? {
    guard let start = self["start"]?.lspPosition, let end = self["end"]?.lspPosition else { return nil }
    return ((start.line, start.character), (end.line, end.character))
  }
}

/// `file://` URIs and paths.
enum FileURI {
  /// The absolute path of a `file://` URI, percent-decoded; nil for other schemes.
  static func path(_ uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Substring(uri.dropFirst("file://".count))
    // `file://localhost/path` names the local host.
    if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
    guard rest.hasPrefix("/") else { return nil }
    var bytes: [UInt8] = []
    var utf8 = Array(rest.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    guard let path = String(validating: bytes, as: UTF8.self) else { return nil }
    return Paths.normalize(path)
  }

  /// The `file://` URI of an absolute path, escaping what RFC 3986 does not allow in a path.
  static func uri(_ path: String) -> String {
    var result = "file://"
    for byte in path.utf8 {
      let allowed =
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        || "-._~/".utf8.contains(byte)
      if allowed {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return result
  }
}

/// One message from a client, read from its body: what both servers (`lsp` and `mcp`) do before they look
/// at the method.
enum RPCIncoming: Equatable {
  case request(RequestID, method: String, params: JSONNode?)
  case notification(method: String, params: JSONNode?)
  /// A response to something the server asked: nothing to do.
  case response
  /// A message that cannot be handled: answer it with this error.
  case invalid(RequestID, RPCError)

  static func read(_ body: [UInt8]) -> RPCIncoming {
    let message: JSONNode
    do {
      message = try JSONParser.parse(body)
    } catch {
      return .invalid(.null, .parse("\(error)"))
    }
    guard message.members != nil else {
      return .invalid(.null, .invalidRequest("a message is a JSON object, not \(message.value.kindDescription)"))
    }
    var id: RequestID?
    if let node = message["id"] {
      switch node.value {
      case .int(let value): id = .int(value)
      case .string(let value): id = .string(value)
      default: return .invalid(.null, .invalidRequest("'id' must be a number or a string"))
      }
    }
    if let version = message["jsonrpc"], version.stringValue != "2.0" {
      return .invalid(id ?? .null, .invalidRequest("'jsonrpc' must be \"2.0\""))
    }
    guard let method = message["method"]?.stringValue else {
      if id != nil, message["result"] != nil || message["error"] != nil { return .response }
      return .invalid(id ?? .null, .invalidRequest("'method' must be a string"))
    }
    guard let id else { return .notification(method: method, params: message["params"]) }
    return .request(id, method: method, params: message["params"])
  }
}

/// `scaffold mcp`: a Model Context Protocol server for coding agents, over the stdio transport (one JSON-RPC
/// message per line). Its tools answer what an agent needs before and after it writes code: where a file
/// of a role goes, what a layer may use, which layer a file is in, the findings of a lint with their
/// explanations, and a module's plan, or the module itself through the same all-or-nothing writer.
///
/// Pure message handling, like `LanguageServer`: bytes in, bytes for the client out. A tool's failure (an
/// invalid spec, a conflict) is a result with `isError`, which the agent reads; a call that does not fit the
/// tool's schema, or names no tool, is a JSON-RPC error.
package struct MCPServer {
  /// The revisions with the `initialize` handshake, newest first; a client asking for another gets the newest.
  static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
  /// The revisions without a handshake (2026-07-28 on): `server/discover`, then each request names its
  /// revision in `_meta`.
  static let modernVersions = ["2026-07-28"]
  static let versionKey = "io.modelcontextprotocol/protocolVersion"

  private let context: ToolContext
  private var reader = LineReader()
  private var initialized = false

  /// `fileSystem` is the project's (its working directory is the project folder); `git` answers `lint`'s
  /// `changedSince`; `environment` is what `new-module` takes from it (author, date).
  package init(
    fileSystem: any FileAccess = DiskFileSystem(), git: GitRunner = .process,
    environment: ProjectSetup.Environment = ProjectSetup.Environment()
  ) {
    context = ToolContext(fileSystem: fileSystem, git: git, environment: environment)
  }

  /// Handles every whole line in `bytes` (and any left from earlier calls) and returns the replies, one
  /// per line. Nothing the client sends makes it trap.
  package mutating func receive(_ bytes: [UInt8]) -> [UInt8] {
    reader.append(bytes)
    var replies: [JSONOutput] = []
    while let frame = reader.next() {
      switch frame {
      case .malformed(let problem): replies.append(RPC.error(.null, .parse(problem)))
      case .body(let body):
        switch RPCIncoming.read(body) {
        case .invalid(let id, let error): replies.append(RPC.error(id, error))
        case .response, .notification: break  // `notifications/initialized`, cancellations: nothing to answer.
        case .request(let id, let method, let params):
          switch request(method, params) {
          case .success(let result) where params?["_meta"]?[Self.versionKey] != nil || method == "server/discover":
            replies.append(RPC.response(id, result: Self.modern(result, method: method)))
          case .success(let result): replies.append(RPC.response(id, result: result))
          case .failure(let error): replies.append(RPC.error(id, error))
          }
        }
      }
    }
    return replies.flatMap(LineReader.frame)
  }

  private mutating func request(_ method: String, _ params: JSONNode?) -> Result<JSONOutput, RPCError> {
    // A modern request carries its revision; it needs no handshake.
    let modern = params?["_meta"]?[Self.versionKey]
    if let modern {
      guard let version = modern.stringValue, Self.modernVersions.contains(version) else {
        return .failure(
          RPCError(
            code: -32022,
            message: "Unsupported protocol version \(modern.stringValue.map { "'\($0)'" } ?? "(not a string)"); "
              + "supported: \((Self.modernVersions + Self.handshakeVersions).joined(separator: ", "))"))
      }
    }
    switch method {
    case "initialize":
      initialized = true
      return .success(initialize(params))
    case "server/discover":
      return .success(discover())
    case "ping":
      return .success(.object([]))
    case _ where !initialized && modern == nil:
      return .failure(.notInitialized)
    case "tools/list":
      return .success(.object([("tools", .array(MCPTool.all.map(\.listing)))]))
    case "tools/call":
      return call(params)
    default:
      return .failure(.methodNotFound(method))
    }
  }

  private func initialize(_ params: JSONNode?) -> JSONOutput {
    let asked = params?["protocolVersion"]?.stringValue ?? ""
    let version = Self.handshakeVersions.contains(asked) ? asked : Self.handshakeVersions[0]
    return .object([
      ("protocolVersion", .string(version)), ("capabilities", Self.capabilities), ("serverInfo", Self.serverInfo),
      ("instructions", .string(Self.instructions)),
    ])
  }

  private func discover() -> JSONOutput {
    .object([
      ("supportedVersions", .array((Self.modernVersions + Self.handshakeVersions).map(JSONOutput.string))),
      ("capabilities", Self.capabilities), ("instructions", .string(Self.instructions)),
      ("_meta", .object([("io.modelcontextprotocol/serverInfo", Self.serverInfo)])),
    ])
  }

  /// A result as the 2026-07-28 revision shapes it: every result says it is complete, and lists say how long
  /// a client may keep them (the tools of a binary do not change while it runs, but they are cheap to ask).
  private static func modern(_ result: JSONOutput, method: String) -> JSONOutput {
    guard case .object(var members) = result else { return result }
    members.append(("resultType", .string("complete")))
    if method == "tools/list" || method == "server/discover" {
      members += [("ttlMs", .int(0)), ("cacheScope", .string("private"))]
    }
    return .object(members)
  }

  private static let capabilities = JSONOutput.object([("tools", .object([("listChanged", .bool(false))]))])
  private static let serverInfo = JSONOutput.object([
    ("name", .string("scaffold")), ("version", .string(ScaffoldVersion.current)),
  ])

  static let instructions = """
    scaffold knows this project's architecture (layers, features, what each layer may use). Before creating \
    a Swift file, call 'placement' with the feature and role to learn its path and what it may import; for a \
    whole feature, 'plan_module' then 'new_module'. After editing, call 'lint' with the changed paths (or \
    changedSince) and fix every finding as its explanation says.
    """

  private func call(_ params: JSONNode?) -> Result<JSONOutput, RPCError> {
    guard let params, params.members != nil else { return .failure(.invalidParams("'params' must be an object")) }
    guard let name = params["name"]?.stringValue else {
      return .failure(.invalidParams("'name' must be the name of a tool"))
    }
    let names = MCPTool.all.map(\.name)
    guard let tool = MCPTool.all.first(where: { $0.name == name }) else {
      return .failure(
        .invalidParams(
          "unknown tool '\(name)'\(Suggestions.didYouMean(name, among: names)); tools: \(names.joined(separator: ", "))"
        ))
    }
    let input: ToolInput
    switch tool.arguments.validate(params["arguments"]) {
    case .success(let valid): input = valid
    case .failure(let problems): return .failure(.invalidParams("\(name): \(problems.text)"))
    }
    do {
      let output = try tool.run(input, context)
      return .success(
        .object([
          ("content", .array([.object([("type", .string("text")), ("text", .string(output.text))])])),
          ("structuredContent", output.structured), ("isError", .bool(false)),
        ]))
    } catch {
      let text = error.problems.map { $0.rendered(severity: "error") }.joined() + error.note
      return .success(
        .object([
          ("content", .array([.object([("type", .string("text")), ("text", .string(text))])])),
          ("isError", .bool(true)),
        ]))
    }
  }
}

/// `scaffold lsp`: a Language Server that lints Swift buffers as they are edited. Pure message handling:
/// bytes from the client in, framed bytes for the client out, so it runs in memory in tests.
///
/// The project is indexed once from disk; each open buffer replaces its file in the project table, so an
/// edit re-indexes one buffer and re-checks the open ones. Diagnostics are published after each batch of
/// messages (a burst of keystrokes is linted once). `scaffold.json` is re-read when its bytes change.
package struct LanguageServer {
  /// The exit status once `exit` has been received: 0 after `shutdown`, 1 without.
  package private(set) var exitCode: Int32?

  private enum Phase {
    case uninitialized, running, shuttingDown
  }

  private let makeFileSystem: @Sendable (String) -> any FileAccess
  private var root: String
  private var reader = MessageReader()
  private var phase = Phase.uninitialized
  private var encoding = PositionEncoding.utf16
  private var workspace: LintWorkspace?
  /// Why the last configuration could not be used; nil when it loaded.
  private var loadFailure: (stamp: LintWorkspace.ConfigurationStamp, published: String?)?
  private var documents: [String: TextDocument] = [:]
  /// Open documents edited, opened or saved since the last flush: published at the next one.
  private var edited = Set<String>()
  /// Open documents to re-check at the next flush: published when their diagnostics changed.
  private var dirty = Set<String>()
  private var published: [String: [Diagnostic]] = [:]
  private var outgoing: [JSONOutput] = []

  /// `root` is the workspace folder used when `initialize` names none; `fileSystem` makes the file system
  /// for a workspace folder (its working directory).
  package init(
    root: String,
    fileSystem: @escaping @Sendable (String) -> any FileAccess = { DiskFileSystem(currentDirectory: $0) }
  ) {
    self.root = Paths.normalize(root)
    self.makeFileSystem = fileSystem
  }

  /// Handles every whole message in `bytes` (and any left from earlier calls) and returns the framed
  /// responses and notifications for the client. Nothing the client sends makes it trap.
  package mutating func receive(_ bytes: [UInt8]) -> [UInt8] {
    reader.append(bytes)
    // A large message arrives in many chunks; only a chunk that completes one has anything to publish.
    var read = false
    while exitCode == nil, let frame = reader.next() {
      read = true
      switch frame {
      case .body(let body): handle(body)
      case .malformed(let problem): outgoing.append(RPC.error(.null, .parse(problem)))
      }
    }
    if exitCode == nil, read { flush() }
    defer { outgoing = [] }
    return outgoing.flatMap { MessageReader.frame($0.rendered()) }
  }

  // MARK: - Dispatch

  private mutating func handle(_ body: [UInt8]) {
    switch RPCIncoming.read(body) {
    case .invalid(let id, let error): outgoing.append(RPC.error(id, error))
    case .response: break
    case .notification(let method, let params): notification(method, params)
    case .request(let id, let method, let params):
      switch request(method, params) {
      case .success(let result): outgoing.append(RPC.response(id, result: result))
      case .failure(let error): outgoing.append(RPC.error(id, error))
      }
    }
  }

  private mutating func request(_ method: String, _ params: JSONNode?) -> Result<JSONOutput, RPCError> {
    switch phase {
    case .uninitialized:
      guard method == "initialize" else { return .failure(.notInitialized) }
      return .success(initialize(params))
    case .shuttingDown:
      return .failure(.invalidRequest("the server is shutting down; only 'exit' is accepted"))
    case .running:
      break
    }
    switch method {
    case "initialize": return .failure(.invalidRequest("'initialize' was already received"))
    case "shutdown":
      phase = .shuttingDown
      return .success(.null)
    case "textDocument/hover":
      flush()
      return hover(params)
    case "textDocument/codeAction":
      flush()
      return codeActions(params)
    default:
      return .failure(.methodNotFound(method))
    }
  }

  private mutating func notification(_ method: String, _ params: JSONNode?) {
    if method == "exit" {
      exitCode = phase == .shuttingDown ? 0 : 1
      return
    }
    guard phase == .running else { return }
    switch method {
    case "initialized": loadWorkspace()
    case "textDocument/didOpen": didOpen(params)
    case "textDocument/didChange": didChange(params)
    case "textDocument/didSave": didSave(params)
    case "textDocument/didClose": didClose(params)
    case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
    default: break  // `$/` notifications and others the server does not use.
    }
  }

  /// Notifications cannot be answered; a bad one is logged for the client's output panel.
  private mutating func log(_ message: String) {
    outgoing.append(
      RPC.notification("window/logMessage", .object([("type", .int(1)), ("message", .string("scaffold: \(message)"))])))
  }

  // MARK: - Lifecycle

  private mutating func initialize(_ params: JSONNode?) -> JSONOutput {
    phase = .running
    let folder = params?["workspaceFolders"]?.elements?.first?["uri"]?.stringValue
    if let uri = params?["rootUri"]?.stringValue ?? folder, let path = FileURI.path(uri) {
      root = path
    } else if let path = params?["rootPath"]?.stringValue, path.hasPrefix("/") {
      root = Paths.normalize(path)
    }
    let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.elements?.compactMap(\.stringValue) ?? []
    encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    return .object([
      (
        "capabilities",
        .object([
          ("positionEncoding", .string(encoding.rawValue)),
          (
            "textDocumentSync",
            .object([
              ("openClose", .bool(true)), ("change", .int(2)),
              ("save", .object([("includeText", .bool(false))])),
            ])
          ),
          ("hoverProvider", .bool(true)),
          ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ])
      ),
      ("serverInfo", .object([("name", .string("scaffold")), ("version", .string(ScaffoldVersion.current))])),
    ])
  }

  /// Indexes the project (again), unless `scaffold.json` is what it was at the last attempt.
  private mutating func loadWorkspace() {
    let fileSystem = workspace?.fileSystem ?? makeFileSystem(root)
    let stamp = LintWorkspace.ConfigurationStamp.current(fileSystem)
    if let workspace, workspace.stamp == stamp {
      // Back to the configuration in use after an invalid edit: its problems are gone.
      if let uri = loadFailure?.published { clear(uri) }
      loadFailure = nil
      return
    }
    if let loadFailure, loadFailure.stamp == stamp { return }
    switch LintWorkspace.load(fileSystem) {
    case .success(var loaded):
      for document in documents.values { loaded.update(document.path, bytes: document.bytes) }
      workspace = loaded
      if let uri = loadFailure?.published { clear(uri) }
      loadFailure = nil
      dirty.formUnion(documents.keys)
    case .failure(.configuration(let error)):
      // The last good configuration (if any) stays in use; the problems show on scaffold.json.
      var uri: String?
      if let path = stamp.path {
        let display = Paths.relative(path, to: fileSystem.currentDirectory)
        let document = TextDocument(
          uri: FileURI.uri(path), path: display, version: nil,
          text: String(decoding: stamp.bytes ?? [], as: UTF8.self))
        var cursor = TextDocument.PositionCursor(encoding: encoding)
        let problems = error.configurationProblems.map {
          lspDiagnostic(
            at: $0.location.position, message: $0.message, severity: .error, rule: nil, in: document, cursor: &cursor)
        }
        outgoing.append(publication(document, problems))
        uri = document.uri
      }
      log("\(error)")
      loadFailure = (stamp, uri ?? loadFailure?.published)
    case .failure(.lint(let error)):
      log("\(error)")
      loadFailure = (stamp, loadFailure?.published)
    }
  }

  // MARK: - Documents

  private func document(_ params: JSONNode?) -> (uri: String, path: String)? {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(uri) else { return nil }
    return (uri, Paths.relative(path, to: root))
  }

  private mutating func didOpen(_ params: JSONNode?) {
    guard let (uri, path) = document(params), let text = params?["textDocument"]?["text"]?.stringValue else {
      return log("didOpen needs textDocument.uri (a file URI) and textDocument.text")
    }
    guard path.hasSuffix(".swift") else { return }
    loadWorkspace()
    let document = TextDocument(
      uri: uri, path: path, version: params?["textDocument"]?["version"]?.intValue, text: text)
    documents[uri] = document
    workspace?.update(path, bytes: document.bytes)
    edited.insert(uri)
    dirty.formUnion(documents.keys)
  }

  private mutating func didChange(_ params: JSONNode?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let changes = params?["contentChanges"]?.elements
    else { return log("didChange needs textDocument.uri and contentChanges") }
    guard var document = documents[uri] else { return }
    for change in changes {
      guard let text = change["text"]?.stringValue else { return log("a content change needs text") }
      let range = change["range"]
      if range != nil && range?.lspRange == nil { return log("invalid range in a content change") }
      guard document.apply(text: text, range: range?.lspRange, encoding: encoding) else {
        return log("a content change's range is outside the document")
      }
    }
    document.version = params?["textDocument"]?["version"]?.intValue ?? document.version
    documents[uri] = document
    workspace?.update(document.path, bytes: document.bytes)
    edited.insert(uri)
    dirty.formUnion(documents.keys)
  }

  private mutating func didSave(_ params: JSONNode?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return log("didSave needs textDocument.uri") }
    if documents[uri] != nil { edited.insert(uri) }
  }

  private mutating func didClose(_ params: JSONNode?) {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return log("didClose needs textDocument.uri") }
    guard let document = documents.removeValue(forKey: uri) else { return }
    workspace?.reload(document.path)
    dirty.remove(uri)
    edited.remove(uri)
    if published.removeValue(forKey: uri) != nil { clear(uri) }
    dirty.formUnion(documents.keys)
  }

  private mutating func didChangeWatchedFiles(_ params: JSONNode?) {
    guard let changes = params?["changes"]?.elements else { return log("didChangeWatchedFiles needs changes") }
    for change in changes {
      guard let uri = change["uri"]?.stringValue, let path = FileURI.path(uri) else { continue }
      let display = Paths.relative(path, to: root)
      // Open buffers win over the disk; scaffold.json is compared at every flush.
      if display.hasSuffix(".swift"), !documents.values.contains(where: { $0.path == display }) {
        workspace?.reload(display)
      }
    }
    dirty.formUnion(documents.keys)
  }

  // MARK: - Diagnostics

  /// Re-reads the configuration if it changed, then publishes the open documents whose diagnostics are
  /// due (always the edited ones; the others when an edit changed what they see).
  private mutating func flush() {
    guard phase == .running, workspace != nil || loadFailure != nil || !documents.isEmpty else { return }
    loadWorkspace()
    for uri in dirty.union(edited).sorted() {
      guard let document = documents[uri] else { continue }
      let diagnostics = workspace?.diagnostics(of: document.path) ?? []
      if published[uri] == diagnostics && !edited.contains(uri) { continue }
      published[uri] = diagnostics
      var cursor = TextDocument.PositionCursor(encoding: encoding)
      outgoing.append(publication(document, diagnostics.map { lspDiagnostic($0, in: document, cursor: &cursor) }))
    }
    dirty = []
    edited = []
  }

  /// Removes what was published for `uri`.
  private mutating func clear(_ uri: String) {
    outgoing.append(
      RPC.notification(
        "textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))])))
  }

  private func publication(_ document: TextDocument, _ diagnostics: [JSONOutput]) -> JSONOutput {
    var params: [(String, JSONOutput)] = [("uri", .string(document.uri))]
    if let version = document.version { params.append(("version", .int(version))) }
    params.append(("diagnostics", .array(diagnostics)))
    return RPC.notification("textDocument/publishDiagnostics", .object(params))
  }

  /// The length in bytes of what a finding covers: its token (the identifier at its column), or one character.
  /// Only the token's bytes are read, so the findings of a long line cost their tokens, not the line each.
  private func tokenLength(at start: SourcePosition, in document: TextDocument) -> Int {
    let length = document.lineBytes(start.line).map { Explainer.tokenLength(in: $0, column: start.column) } ?? 0
    return length > 0 ? length : 1
  }

  /// The range a finding covers.
  private func range(of diagnostic: Diagnostic, in document: TextDocument) -> (SourcePosition, SourcePosition) {
    let start = diagnostic.location.position
    return (start, SourcePosition(line: start.line, column: start.column + tokenLength(at: start, in: document)))
  }

  private func lspRange(
    at start: SourcePosition, in document: TextDocument, cursor: inout TextDocument.PositionCursor
  ) -> JSONOutput {
    let range = cursor.range(at: start, length: tokenLength(at: start, in: document), in: document)
    func position(_ position: (line: Int, character: Int)) -> JSONOutput {
      .object([("line", .int(position.line)), ("character", .int(position.character))])
    }
    return .object([("start", position(range.start)), ("end", position(range.end))])
  }

  private func lspDiagnostic(
    _ diagnostic: Diagnostic, in document: TextDocument, cursor: inout TextDocument.PositionCursor
  ) -> JSONOutput {
    lspDiagnostic(
      at: diagnostic.location.position, message: diagnostic.message, severity: diagnostic.severity,
      rule: diagnostic.rule, in: document, cursor: &cursor)
  }

  private func lspDiagnostic(
    at position: SourcePosition, message: String, severity: Severity, rule: RuleID?, in document: TextDocument,
    cursor: inout TextDocument.PositionCursor
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("range", lspRange(at: position, in: document, cursor: &cursor)),
      ("severity", .int(severity == .error ? 1 : 2)),
      ("source", .string("scaffold")),
    ]
    if let rule {
      members.append(("code", .string(rule.rawValue)))
      let href = "\(ReportContext.defaultDocumentationURL)#\(rule.rawValue)"
      members.append(("codeDescription", .object([("href", .string(href))])))
    }
    members.append(("message", .string(message)))
    return .object(members)
  }

  // MARK: - Hover and code actions

  /// The open document and the position a request names.
  private func target(_ params: JSONNode?) -> Result<(TextDocument, SourcePosition?), RPCError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let position = params?["position"]?.lspPosition
    else { return .failure(.invalidParams("expected textDocument.uri and position {line, character}")) }
    guard let document = documents[uri] else { return .failure(.invalidParams("'\(uri)' is not open")) }
    return .success(
      (document, document.sourcePosition(line: position.line, character: position.character, encoding: encoding)))
  }

  /// The explanation `scaffold explain` prints for the findings under the cursor.
  private func hover(_ params: JSONNode?) -> Result<JSONOutput, RPCError> {
    let document: TextDocument
    let position: SourcePosition?
    switch target(params) {
    case .success(let found): (document, position) = found
    case .failure(let error): return .failure(error)
    }
    guard let position, let workspace else { return .success(.null) }
    let found = (published[document.uri] ?? []).filter { diagnostic in
      let (start, end) = range(of: diagnostic, in: document)
      return start.line == position.line && start.column <= position.column && position.column < end.column
    }
    guard let first = found.first else { return .success(.null) }
    var cursor = TextDocument.PositionCursor(encoding: encoding)
    let explainer = Explainer(configuration: workspace.configuration, fileSystem: workspace.fileSystem)
    let text = found.map { explainer.explain($0, sourceLine: document.line($0.location.line)) }.joined(separator: "\n")
    return .success(
      .object([
        ("contents", .object([("kind", .string("plaintext")), ("value", .string(text))])),
        ("range", lspRange(at: first.location.position, in: document, cursor: &cursor)),
      ]))
  }

  /// One quick fix per suppressible finding on the requested lines: a `scaffold:ignore` comment above the
  /// line, with a reason left to write.
  private func codeActions(_ params: JSONNode?) -> Result<JSONOutput, RPCError> {
    guard let uri = params?["textDocument"]?["uri"]?.stringValue, let range = params?["range"]?.lspRange else {
      return .failure(.invalidParams("expected textDocument.uri and range"))
    }
    guard let document = documents[uri] else { return .failure(.invalidParams("'\(uri)' is not open")) }
    let lines = (range.start.0 + 1)...max(range.start.0 + 1, range.end.0 + 1)
    var actions: [JSONOutput] = []
    var cursor = TextDocument.PositionCursor(encoding: encoding)
    for diagnostic in published[uri] ?? []
    where lines.contains(diagnostic.location.line) && Suppressions.suppressible.contains(diagnostic.rule) {
      let line = diagnostic.location.line
      let indent = String(decoding: (document.lineBytes(line) ?? []).prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
      let comment = "\(indent)// scaffold:ignore \(diagnostic.rule.rawValue) -- \(Self.reasonPlaceholder)\n"
      let at = JSONOutput.object([("line", .int(line - 1)), ("character", .int(0))])
      let edit = JSONOutput.object([("range", .object([("start", at), ("end", at)])), ("newText", .string(comment))])
      actions.append(
        .object([
          ("title", .string("Suppress \(diagnostic.rule.rawValue) on this line")),
          ("kind", .string("quickfix")),
          ("diagnostics", .array([lspDiagnostic(diagnostic, in: document, cursor: &cursor)])),
          ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
        ]))
    }
    return .success(.array(actions))
  }

  /// What the inserted suppression says until its author writes why the dependency is acceptable.
  static let reasonPlaceholder = "TODO: say why this dependency is acceptable"
}

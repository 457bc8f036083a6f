/// The app's `project.xcproj`: the same project as `pbxproj()`, in the JSON5 layout of Apple's printer
/// (apple/xcode-project-format), so that Xcode saving it again changes nothing. Keys come in the printer's order
/// for each kind of object and values equal to the format's defaults are left out.
extension XcodeAppProject {
  /// A JSON5 value as the printer lays it out: on one line (`compact`), or one element per line.
  enum Node {
    case string(String)
    case bool(Bool)
    case object([(String, Node)], compact: Bool = false)
    case array([Node], compact: Bool = false)

    var isMultilineObject: Bool {
      if case .object(_, let compact) = self { return !compact }
      return false
    }
  }

  func xcproj() -> String {
    let model = model
    func settings(_ list: [AppProjectDescription.Setting]) -> Node {
      .object(
        list.sorted { $0.name < $1.name }.map { setting in
          switch setting.value {
          case .string(let text): return (setting.name, .string(text))
          case .list(let items): return (setting.name, .array(items.map(Node.string)))
          }
        })
    }
    func folder(_ path: String, target: String, exceptions: [String]) -> Node {
      // A folder with exceptions is printed one key per line, and so is everything in it.
      let compact = exceptions.isEmpty
      var fields: [(String, Node)] = [
        ("kind", .string("folder")), ("path", .string(path)),
        ("target-membership", .array([.string(target)], compact: compact)),
      ]
      if !compact {
        fields.append(
          (
            "membership-exceptions",
            .array([.object([("target", .string(target)), ("exclusions", .array(exceptions.map(Node.string)))])])
          ))
      }
      return .object(fields, compact: compact)
    }
    let phases: Node = .array(["compile-sources", "frameworks", "resources"].map(Node.string))
    let baseFile: Node = .object(
      [("anchor", .string(model.configuration.folder)), ("relative-path", .string(model.configuration.path))],
      compact: true)
    // The project's Debug-only settings are conditioned on the configuration, as in an xcconfig.
    let projectSettings =
      model.projectSettings + model.debugProjectSettings.map { ("\($0.name)[config=Debug]", $0.value) }
    let project: Node = .object([
      ("default-configuration", .string(model.configurations.last!)),
      ("configurations", .array(model.configurations.map(Node.string))),
      ("localizations", .object([("development", .string("en"))])),
      ("packages", .array([.object([("kind", .string("local")), ("path", .string("."))])])),
      (
        "files",
        .array(
          model.appFolders.map { folder($0, target: model.name, exceptions: model.exceptions($0)) } + [
            .object([
              ("kind", .string("group")), ("path", .string("Tests")),
              ("children", .array([folder(model.testFolder, target: model.tests, exceptions: [])])),
            ]),
            .object([
              ("kind", .string("group")), ("name", .string("Products")),
              (
                "children",
                .array([
                  product("\(model.name).app", type: "wrapper.application"),
                  product("\(model.tests).xctest", type: "wrapper.cfbundle"),
                ])
              ),
            ]),
          ])
      ),
      (
        "targets",
        .array([
          .object([
            ("name", .string(model.name)), ("id", .string(id(0x02))),
            ("product", .string("Products/\(model.name).app")), ("product-type", .string("application")),
            (
              "specialized-configurations",
              .array(
                model.configurations.map { .object([("name", .string($0)), ("file", baseFile)], compact: true) })
            ),
            ("build-phases", phases),
            (
              "package-product-members",
              .array([
                .object([
                  ("product-name", .string(model.product)),
                  ("build-phase", .object([("build-phase", .string("frameworks"))], compact: true)),
                ])
              ])
            ),
            ("build-settings", settings(model.appSettings)),
          ]),
          .object([
            ("name", .string(model.tests)), ("id", .string(id(0x03))),
            ("product", .string("Products/\(model.tests).xctest")), ("product-type", .string("bundle.unit-test")),
            ("test-host-target", .string(model.name)), ("dependencies", .array([.string(model.name)])),
            ("build-phases", phases), ("build-settings", settings(model.testSettings)),
          ]),
        ])
      ),
      ("build-settings", settings(projectSettings)),
      ("last-upgrade", .string(Self.marketingVersion)), ("last-swift-update", .string(Self.marketingVersion)),
    ])
    return print(project, depth: 0) + "\n"
  }

  /// `xcodeVersion` as the format writes a version: `2600` is `26.0`.
  static var marketingVersion: String {
    let number = Int(xcodeVersion) ?? 0
    return "\(number / 100).\(number / 10 % 10)"
  }

  private func product(_ path: String, type: String) -> Node {
    .object(
      [("path", .string("<PRODUCTS>/\(path)")), ("type", .string(type)), ("index", .bool(false))], compact: true)
  }

  private func print(_ node: Node, depth: Int) -> String {
    let indent = String(repeating: "  ", count: depth)
    let inner = indent + "  "
    switch node {
    case .string(let text): return XcprojIntegrator.quoted(text)
    case .bool(let value): return value ? "true" : "false"
    case .object(let fields, true):
      return "{ "
        + fields.map { "\(XcprojIntegrator.quoted($0.0)): \(print($0.1, depth: depth))" }.joined(separator: ", ")
        + " }"
    case .array(let items, true):
      return "[ " + items.map { print($0, depth: depth) }.joined(separator: ", ") + " ]"
    case .object(let fields, false):
      return "{\n"
        + fields.map { "\(inner)\(XcprojIntegrator.quoted($0.0)): \(print($0.1, depth: depth + 1)),\n" }.joined()
        + "\(indent)}"
    case .array(let items, false):
      var text = "[\n"
      var lineStart = true
      for (index, item) in items.enumerated() {
        if lineStart { text += inner }
        text += print(item, depth: depth + 1)
        // Neighbouring multi-line objects share a line: `}, {`.
        let joined = index + 1 < items.count && item.isMultilineObject && items[index + 1].isMultilineObject
        text += joined ? ", " : ",\n"
        lineStart = !joined
      }
      return text + "\(indent)]"
    }
  }
}

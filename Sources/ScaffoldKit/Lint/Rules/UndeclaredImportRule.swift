/// `undeclared-import`: a file imports a module that its target does not declare as a dependency in
/// `Package.swift` or the Xcode project. It builds only by accident of the build graph (another target
/// pulled the module in), and breaks when that target drops it.
enum UndeclaredImportRule: ProjectRule {
  static let id = RuleID.undeclaredImport
  static let metadata = RuleMetadata(
    summary: "A file imports a module its target does not declare as a dependency.",
    explanation: """
      The import compiles only because another target brought the module into the build. Each target's \
      dependencies are read from Package.swift (and, with --xcodeproj, the project's target dependencies, \
      package products and frameworks); SDK modules and those in 'systemModules' need no declaration, and \
      an import inside '#if canImport(X)' is optional.
      """,
    example: """
      Sources/Orders/OrderService.swift:1:8: error: 'Networking' is imported but target 'Orders' does not \
      declare it (Package.swift:9:7); add .target(name: "Networking") to its dependencies [undeclared-import]
      """,
    defaultSeverity: .error)

  static let examples = [
    RuleExample(
      "a target that imports a sibling it does not depend on",
      PackageDependencyExamples.files(
        orders: #"["Models"]"#, service: "import Models\nimport ↓Networking\n\nstruct OrderService {}\n")),
    RuleExample(
      "declared, system and optional imports",
      PackageDependencyExamples.files(
        orders: #"["Models", .target(name: "Networking")]"#,
        service: """
          import Foundation
          import Models
          @testable import Networking
          #if canImport(Analytics)
          import Analytics
          #endif

          struct OrderService {}
          """)),
  ]

  static func check(_ project: ProjectAnalysis, in linter: Linter) -> [Diagnostic] {
    let declared = project.declaredDependencies
    guard linter.configuration.severity(of: id) != .off, !declared.isEmpty,
      declared.owners.count == project.files.count
    else { return [] }
    let importable = declared.importableModules()
    let files = project.files
    let judged = files.indices.filter {
      !files[$0].index.imports.isEmpty && project.requestedPaths.contains(files[$0].index.path)
    }
    // Each file on the next free core: a file with findings is read again for its `#if canImport` guards.
    return Parallel.map(judged) { offset in
      findings(
        of: files[offset].index, owners: declared.owners[offset], in: declared, importable: importable,
        linter: linter)
    }.flatMap { $0 }
  }

  /// The findings of one file compiled by the targets `owners` of `declared` (`importable`: the modules each
  /// target's dependencies make importable, `DeclaredDependencies.importableModules`), its suppressions
  /// applied.
  static func findings(
    of index: FileIndex, owners: [Int], in declared: DeclaredDependencies, importable: [Set<String>],
    linter: Linter
  ) -> [Diagnostic] {
    let severity = linter.configuration.severity(of: id)
    guard severity != .off, !index.imports.isEmpty else { return [] }
    var findings: [Diagnostic] = []
    for owner in owners {
      let target = declared.targets[owner]
      guard target.readsEveryDependency else { continue }
      for declaration in index.imports
      where declaration.module != target.module && !importable[owner].contains(declaration.module)
        && !declared.isSystem(declaration.module)
      {
        findings.append(
          Diagnostic(
            rule: id, severity: severity,
            message: "'\(declaration.module)' is imported but target '\(target.name)' does not declare it "
              + "(\(target.dependenciesLocation)); add \(target.fixIt(declaration.module)) to its dependencies",
            location: SourceLocation(path: index.path, position: declaration.position),
            source: Diagnostic.Endpoint(symbol: target.name, location: target.dependenciesLocation),
            target: Diagnostic.Endpoint(symbol: declaration.module)))
      }
    }
    guard !findings.isEmpty else { return [] }
    let lastLine = findings.map(\.location.line).max() ?? 0
    let optional = ImportGuards.optionalImports(of: index.path, upTo: lastLine, fileSystem: linter.fileSystem)
    findings.removeAll { optional.contains($0.location.position) }
    return Suppressions(comments: index.lineComments).apply(to: findings).kept
  }

  static func configurationFacts(of diagnostic: Diagnostic, in explainer: Explainer) -> [String] {
    guard let target = diagnostic.source?.symbol, let location = diagnostic.source?.location else { return [] }
    return ["\(location): the dependencies of target '\(target)'"]
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    guard let range = diagnostic.message.range(of: "; add ") else { return nil }
    return "add " + diagnostic.message[range.upperBound...]
  }
}

/// The imports of a file that sit inside `#if canImport(X)` for their own module X (optional), or in any branch
/// of an `#if` chain that tests `SWIFT_PACKAGE` (one branch is built by SwiftPM, the other by Xcode): never an
/// undeclared dependency. Read again from the file's bytes, only for a file with a finding.
enum ImportGuards {
  /// The kinds an `import struct Foo.Bar` may name before the module.
  private static let importKinds: Set<String> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]

  /// The optional imports up to line `lastLine`: only the lines up to it are lexed, and none when they hold no
  /// `#if` (most files).
  static func optionalImports(of path: String, upTo lastLine: Int, fileSystem: any FileAccess)
    -> Set<SourcePosition>
  {
    guard let all = try? fileSystem.readData(path) else { return [] }
    var end = 0
    var line = 1
    while end < all.count, line <= lastLine {
      if all[end] == UInt8(ascii: "\n") { line += 1 }
      end += 1
    }
    let bytes = Array(all[..<end])
    let pound = Array("#if".utf8)
    guard bytes.indices.contains(where: { bytes[$0] == pound[0] && bytes[$0...].starts(with: pound) }) else {
      return []
    }
    let tokens = SwiftLexer.tokenize(bytes).filter { !$0.kind.isComment }
    // For each open `#if`, the modules named by `canImport(…)` in its current branch, and whether its chain
    // tests `SWIFT_PACKAGE`.
    var open: [(guarded: Set<String>, testsPackage: Bool)] = []
    var result = Set<SourcePosition>()
    var offset = 0
    while offset < tokens.count {
      let token = tokens[offset]
      if token.kind == .poundDirective {
        let word = token.text(in: bytes)
        var guarded = Set<String>()
        var testsPackage = false
        var next = offset + 1
        while next < tokens.count, tokens[next].line == token.line {
          if tokens[next].text(in: bytes) == "SWIFT_PACKAGE" { testsPackage = true }
          if next + 2 < tokens.count, tokens[next].text(in: bytes) == "canImport", tokens[next + 1].kind == .leftParen {
            guarded.insert(tokens[next + 2].text(in: bytes))
          }
          next += 1
        }
        switch word {
        case "#if": open.append((guarded, testsPackage))
        case "#elseif", "#else":
          if let last = open.popLast() { open.append((guarded, last.testsPackage || testsPackage)) }
        case "#endif": _ = open.popLast()
        default: break
        }
        offset = word == "#if" || word == "#elseif" ? next : offset + 1
        continue
      }
      if token.kind == .keyword, token.text(in: bytes) == "import", offset + 1 < tokens.count {
        var name = offset + 1
        // `import struct Foo.Bar`: the module follows the kind.
        if name + 1 < tokens.count, tokens[name + 1].kind == .identifier,
          Self.importKinds.contains(tokens[name].text(in: bytes))
        {
          name += 1
        }
        let module = tokens[name].text(in: bytes)
        if open.contains(where: { $0.testsPackage || $0.guarded.contains(module) }) {
          result.insert(tokens[name].position)
        }
      }
      offset += 1
    }
    return result
  }
}

/// The project the package rules' examples share: a package with targets Orders, Models and Networking, Orders
/// depending on what `orders` lists, and `service` its one file.
enum PackageDependencyExamples {
  static func files(orders: String, service: String) -> [String: String] {
    [
      "Package.swift": manifest(orders: orders),
      "Sources/Orders/OrderService.swift": service,
      "Sources/Models/Order.swift": "struct Order {}\n",
      "Sources/Networking/Client.swift": "struct Client {}\n",
    ]
  }

  private static func manifest(orders: String) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Orders", dependencies: \(orders)),
        .target(name: "Models"),
        .target(name: "Networking"),
      ]
    )
    """
  }
}

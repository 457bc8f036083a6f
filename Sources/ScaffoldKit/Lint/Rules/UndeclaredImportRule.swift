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
      where !declaration.isOptional && declaration.module != target.module
        && !importable[owner].contains(declaration.module) && !declared.isSystem(declaration.module)
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

/// `unused-dependency`: a target declares a dependency that none of its files imports. It costs build time
/// and hides the real shape of the graph; reported at the dependency in `Package.swift` (or `project.pbxproj`).
enum UnusedDependencyRule: ProjectRule {
  static let id = RuleID.unusedDependency
  static let metadata = RuleMetadata(
    summary: "A target declares a dependency that none of its files imports.",
    explanation: """
      Reported at the dependency in Package.swift (or project.pbxproj) for a target with at least one linted \
      file. Plugins ('plugins:') and resources are not dependencies; SDK modules and those in 'systemModules' \
      are never reported. A '// scaffold:ignore unused-dependency -- <reason>' comment on the dependency's \
      line (or the line above it) in Package.swift silences it: Package.swift is read for this rule even \
      though it is not linted.
      """,
    example: """
      Package.swift:7:44: warning: target 'Orders' declares "Networking" but none of its 1 file imports \
      Networking; remove it [unused-dependency]
      """,
    defaultSeverity: .warning)

  static let examples = [
    RuleExample(
      "a dependency no file of the target imports",
      PackageDependencyExamples.files(
        orders: #"["Models", ↓"Networking"]"#, service: "import Models\n\nstruct OrderService {}\n")),
    RuleExample(
      "every dependency imported, or its line suppressed",
      PackageDependencyExamples.files(
        orders: """
          [
                "Models",
                "Networking",  // scaffold:ignore unused-dependency -- loaded at run time
              ]
          """,
        service: "import Models\n\nstruct OrderService {}\n")),
  ]

  static func check(_ project: ProjectAnalysis, in linter: Linter) -> [Diagnostic] {
    let severity = linter.configuration.severity(of: id)
    let declared = project.declaredDependencies
    guard severity != .off, !declared.isEmpty, declared.owners.count == project.files.count else { return [] }
    // What the files of each target import, and how many files it has.
    var imported = [Set<String>](repeating: [], count: declared.targets.count)
    var fileCounts = [Int](repeating: 0, count: declared.targets.count)
    // By index: a copy of each file would count references on all its arrays.
    for offset in project.files.indices {
      let index = project.files[offset].index
      for owner in declared.owners[offset] {
        fileCounts[owner] += 1
        for declaration in index.imports { imported[owner].insert(declaration.module) }
      }
    }
    var byManifest: [String: [Diagnostic]] = [:]
    for (owner, target) in declared.targets.enumerated() where fileCounts[owner] > 0 {
      for dependency in target.dependencies where !dependency.needsNoImport {
        // A module the dependency re-exports is imported through it.
        let reached = declared.withReexports(dependency.modules)
        guard !reached.contains(where: imported[owner].contains), !dependency.modules.allSatisfy(declared.isSystem)
        else { continue }
        let files = "\(fileCounts[owner]) file\(fileCounts[owner] == 1 ? "" : "s")"
        let exported = reached.subtracting(dependency.modules).sorted()
        byManifest[target.manifest, default: []].append(
          Diagnostic(
            rule: id, severity: severity,
            message: "target '\(target.name)' declares \(dependency.written) but none of its \(files) imports "
              + dependency.modules.joined(separator: ", ")
              + (exported.isEmpty ? "" : " or what it re-exports (\(exported.joined(separator: ", ")))")
              + "; remove it",
            location: SourceLocation(path: target.manifest, position: dependency.position),
            source: Diagnostic.Endpoint(symbol: target.name, location: target.dependenciesLocation),
            target: Diagnostic.Endpoint(symbol: dependency.modules.first)))
      }
    }
    return byManifest.sorted { $0.key < $1.key }.flatMap { manifest, findings in
      Suppressions(comments: declared.comments[manifest] ?? []).apply(to: findings).kept
    }
  }

  static func advice(for diagnostic: Diagnostic, in explainer: Explainer) -> String? {
    "remove the dependency (or suppress it with a reason when it is needed without an import)"
  }
}

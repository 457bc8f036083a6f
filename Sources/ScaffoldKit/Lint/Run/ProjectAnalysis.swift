/// A read, indexed and placed project: what the rules look at, kept for views other than diagnostics
/// (the dependency graph).
package struct ProjectAnalysis: Sendable {
  package let configuration: LintConfiguration
  /// Every file read, in path order: the requested ones and the rest of the project for context.
  package let files: [AnalyzedFile]
  /// Display paths of the files that were asked for (the others only resolve references).
  package let requestedPaths: Set<String>
  /// Type name → declarations, over every file.
  package let table: ProjectTable
  /// The targets `Package.swift` files and the Xcode project declare, for the package rules.
  var declaredDependencies = DeclaredDependencies()
  /// The files' references counted for the `cycle` rule, when the check stage counted them; else the rule
  /// counts them itself.
  var referenceCounts: ReferenceCounts?

  package init(configuration: LintConfiguration, files: [AnalyzedFile], requestedPaths: Set<String>) {
    self.configuration = configuration
    self.files = files
    self.requestedPaths = requestedPaths
    self.table = ProjectTable(files: files)
  }

  /// The files that were asked for.
  /// (`files` itself when every file was asked for, as when linting the whole project: no copy to make.)
  package var requestedFiles: [AnalyzedFile] {
    files.indices.allSatisfy { requestedPaths.contains(files[$0].index.path) }
      ? files : files.filter { requestedPaths.contains($0.index.path) }
  }

  /// The rules over this project: its table, and the modules its files import for `Module.Type`.
  package var engine: RuleEngine {
    // By index: a copy of each file would count references on all its arrays. In slices on all cores: every
    // file imports a module or two, the same few across the project.
    let files = files
    let modules = Parallel.mapSlices(of: files.count, length: 256) { slice in
      var modules = Set<String>()
      for offset in slice {
        for imported in files[offset].index.imports { modules.insert(imported.module) }
      }
      return modules
    }
    return RuleEngine(configuration: configuration, table: table, modules: Set(modules.joined()))
  }

  /// The diagnostics of the requested files, sorted: what `Linter.run` reports for the same paths.
  package func diagnostics() -> [Diagnostic] {
    engine.run(requestedFiles)
  }
}

import Foundation

/// Turns a file's bytes into its index; `SwiftIndexer.index` in production, a stub in some tests. With
/// `readsReferences` false the index may leave out the references (`FileIndex.omitsReferences`).
package typealias IndexFunction = @Sendable (_ bytes: [UInt8], _ path: String, _ readsReferences: Bool) -> FileIndex

/// Lints Swift sources: discovers files, reads and indexes them on all cores, maps them to layers,
/// builds the project table and runs the rules.
package struct Linter: Sendable {
  package let configuration: LintConfiguration
  package let fileSystem: any FileAccess
  package let indexer: IndexFunction
  /// Called from the indexing workers as files are done (throttled); nil costs nothing.
  package var progress: LintProgressHandler?
  /// With an Xcode project's membership, files that no target compiles are skipped.
  package var membership: TargetMembership?
  /// Where indexes of unchanged files are kept between runs; nil reads and indexes every file.
  var cache: IndexCache?

  /// `indexer` defaults to the lexer-based `SwiftIndexer` with the configuration's preview-data names; tests may
  /// pass a stub.
  package init(configuration: LintConfiguration, fileSystem: any FileAccess, indexer: IndexFunction? = nil) {
    self.configuration = configuration
    self.fileSystem = fileSystem
    let previewData = NamePatterns(configuration.previewData)
    self.indexer =
      indexer ?? {
        SwiftIndexer.index($0, path: $1, lowercaseTypes: [], readsReferences: $2, previewData: previewData)
      }
  }

  /// Lints `paths` (files or folders; the working directory when empty). Types are looked up across the
  /// whole project under the configuration root, so linting one folder still sees the layers around it;
  /// diagnostics are reported for the requested files only. With a `cache`, `CachedLintRun` decides which
  /// of these stages need to run at all.
  package func run(paths: [String] = []) throws(LintError) -> LintResult {
    if let cache { return try CachedLintRun(linter: self, cache: cache).run(paths: paths) }
    let clock = LintClock()
    let discovered = try discover(paths)
    var analysis = try analyze(discovered.files, from: ReadingSource(fileSystem: fileSystem, indexer: indexer))
    let files = place(analysis.takeFiles())
    var (result, project) = check(files, of: discovered, byteCount: analysis.byteCount)
    // A project's indexes are millions of small allocations: let go of on another thread.
    Parallel.discard((consume files, consume project))
    result.notes = discovered.notes
    result.seconds = clock.seconds
    return result
  }

  /// The project as the rules see it, without running them: the files under `paths` and the rest of the
  /// project under the configuration root, read, indexed and placed in layers. For `scaffold graph`.
  package func analyzeProject(paths: [String] = []) throws(LintError) -> ProjectAnalysis {
    let discovered = try discover(paths)
    let files: [AnalyzedFile]
    if let cache {
      files = try CachedLintRun(linter: self, cache: cache).placedFiles(discovered.files, readsEveryReference: true)
    } else {
      let source = ReadingSource(fileSystem: fileSystem, indexer: indexer)
      var analysis = try analyze(discovered.files, from: source, readsEveryReference: true)
      files = place(analysis.takeFiles())
    }
    var project = ProjectAnalysis(
      configuration: configuration, files: files, requestedPaths: Set(discovered.requested.map(\.path)))
    // Which imports name the SDK's modules rather than the project's targets.
    project.declaredDependencies = declaredDependencies(discovered.manifests)
    return project
  }

  /// The layer map of this run: the configuration's patterns, with the project's targets when there is one.
  var layerMap: LayerMap { LayerMap(configuration: configuration, membership: membership) }
}

/// Wall-clock seconds since a run began.
struct LintClock {
  let start = ContinuousClock.now

  var seconds: Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

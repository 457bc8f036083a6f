import TemplateEngine

/// Checks template sets the way generation would use them: every template file must parse, and every
/// set must render against every spec, in both layouts. Problems are collected, not thrown.
package enum TemplateValidator {
  package struct Report: Sendable, Equatable {
    package var sets: [String] = []
    /// Template files parsed.
    package var templates = 0
    /// Module renders done (set × spec × layout).
    package var renders = 0
    /// Located problems (at `file:line:col`, with the source line and a caret), without repeats.
    package var problems: [Problem] = []
  }

  /// Validates `sets` as found through `lookup`, rendering each against `specs`.
  package static func validate(
    sets: [String], lookup: TemplateLookup, specs: [ModuleSpec], options: GenerateOptions
  ) -> Report {
    var report = Report(sets: sets)
    func record(_ error: any Error) {
      for problem in Problem.of(error) where !report.problems.contains(problem) { report.problems.append(problem) }
    }
    for name in sets {
      for relative in lookup.files(inSet: name) where relative.hasSuffix(".stencil") {
        do {
          guard let (file, _) = try lookup.resolve("\(name)/\(relative)") else { continue }
          report.templates += 1
          _ = try Template(source: file.text, name: file.displayName)
        } catch {
          record(error)
        }
      }
      let set: TemplateSet
      do {
        set = try TemplateSet(named: name, sources: lookup.sources)
      } catch {
        record(error)
        continue
      }
      for spec in specs {
        for layout in GenerateOptions.Layout.allCases {
          var options = options
          options.layout = layout
          options.use(set: name)
          report.renders += 1
          do {
            _ = try ModuleGenerator.render(context: TemplateContext(spec: spec, options: options), set: set)
          } catch {
            record(error)
          }
        }
      }
    }
    return report
  }

  /// The bundled example specs (`docs/examples`), by file name, plus the built-in default spec.
  package static func exampleSpecs() -> [(name: String, spec: ModuleSpec)] {
    var result: [(String, ModuleSpec)] = []
    for name in BuiltinExamples.files.keys.sorted() {
      // The examples are checked by their own tests; one that fails to load is skipped, not reported.
      if let spec = try? SpecLoader.load(json: BuiltinExamples.files[name] ?? "", path: name) {
        result.append((name, spec))
      }
    }
    if let spec = try? SpecLoader.defaultSpec(name: "Example", ui: .both) { result.append(("default spec", spec)) }
    return result
  }
}

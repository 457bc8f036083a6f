extension XcodeIntegration {
  /// `plan` for a `project.xcproj`: the same choice of targets and the same outcome as for a pbxproj, but a
  /// file that cannot be read (truncated, or requiring capabilities this version does not know) refuses the
  /// run, so that nothing is written for a project whose new files Xcode would not show.
  static func planXcproj(
    files: [(path: String, isTest: Bool)], projectFile: String, bytes: [UInt8], outputFolder: String,
    options: Options, untouched: (String, String?, String?) -> Outcome
  ) throws(Failure) -> Outcome {
    let project: XcprojProject
    do {
      project = try XcprojProject(path: projectFile, bytes: bytes)
    } catch {
      var outcome = untouched("\(error)", nil, nil)
      outcome.untouched = nil
      outcome.conflict = "\(error)"
      return outcome
    }
    var integrator = XcprojIntegrator(project: project, sourceRoot: Paths.dirname(Paths.dirname(projectFile)))
    let app = try integrator.choice.appTarget(options.target, outputFolder: outputFolder)
    let tests = try integrator.choice.testTarget(
      options.testTarget, app: app, needed: files.contains { $0.isTest })
    guard let app else { return untouched("the project has no app target", nil, tests?.name) }
    if let problem = integrator.unsupportedTarget(app) ?? tests.flatMap(integrator.unsupportedTarget) {
      return untouched(problem, app.name, tests?.name)
    }
    var results: [FileResult] = []
    do {
      for file in files {
        guard let target = file.isTest ? tests : app else {
          let reason = "the project has no unit-test target for \(app.name)"
          results.append(FileResult(path: file.path, target: nil, isTest: true, placement: .manual(reason)))
          continue
        }
        let placement = try integrator.place(file.path, in: target)
        results.append(FileResult(path: file.path, target: target.name, isTest: file.isTest, placement: placement))
      }
      var edited: String?
      if !integrator.isEmpty {
        let bytes = XcprojText.apply(try integrator.insertions(), to: project.bytes)
        // The edit is checked by reading it back: a bug here must never reach the user's project.
        guard (try? XcprojProject(path: projectFile, bytes: bytes)) != nil else {
          return untouched("the edited project would not read back", app.name, tests?.name)
        }
        edited = String(decoding: bytes, as: UTF8.self)
      }
      return Outcome(
        projectFile: projectFile, prior: project.text, edited: edited, files: results, untouched: nil, conflict: nil)
    } catch {
      switch error {
      case .unsupported(let message): return untouched(message, app.name, tests?.name)
      case .ambiguous(let message):
        var outcome = untouched(message, app.name, tests?.name)
        outcome.untouched = nil
        outcome.conflict = message
        return outcome
      }
    }
  }
}

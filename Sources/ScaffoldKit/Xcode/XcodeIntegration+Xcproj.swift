extension XcodeIntegration {
  /// `plan` for a `project.xcproj`: the same choice of targets and the same outcome as for a pbxproj, but a
  /// file that cannot be read (truncated, or requiring capabilities this version does not know) refuses the
  /// run, so that nothing is written for a project whose new files Xcode would not show.
  static func planXcproj(
    files: [(path: String, isTest: Bool)], removing: [String], projectFile: String, bytes: [UInt8],
    outputFolder: String, options: Options, untouched: (Reason, String?, String?) -> Outcome
  ) throws(Failure) -> Outcome {
    let prior = String(decoding: bytes, as: UTF8.self)
    let sourceRoot = Paths.dirname(Paths.dirname(projectFile))
    var project: XcprojProject
    var removed: [FileResult] = []
    do {
      project = try XcprojProject(path: projectFile, bytes: bytes)
      // The files `removing` names (gone from disk) leave first, with the groups that held only them; what is
      // added then goes into the project as it is after that.
      let relative = Dictionary(
        removing.map { (Paths.relative($0, to: sourceRoot), $0) }, uniquingKeysWith: { first, _ in first })
      let present = Set(project.references.filter { $0.kind == "file-reference" }.compactMap(\.path))
      if let remaining = try XcprojText.removing(Set(relative.keys), from: project) {
        project = try XcprojProject(path: projectFile, bytes: remaining)
      }
      removed = relative.filter { present.contains($0.key) }.sorted { $0.key < $1.key }.map { _, path in
        FileResult(path: path, target: nil, isTest: isTest(path), placement: .removed)
      }
    } catch {
      let reason = Reason.inProject(error.problem)
      return untouched(reason, nil, nil).refused(reason)
    }
    guard !files.isEmpty else {
      let edited = removed.isEmpty ? nil : project.text
      return Outcome(
        projectFile: projectFile, prior: prior, edited: edited, files: removed, untouched: nil, conflict: nil)
    }
    var integrator = XcprojIntegrator(project: project, sourceRoot: sourceRoot)
    let app = try integrator.choice.appTarget(options.target, outputFolder: outputFolder, files: files)
    let tests = try integrator.choice.testTarget(
      options.testTarget, app: app, needed: files.contains { $0.isTest })
    guard let app else { return untouched(.cannotEdit("the project has no app target"), nil, tests?.name) }
    if let problem = integrator.unsupportedTarget(app) ?? tests.flatMap(integrator.unsupportedTarget) {
      return untouched(problem, app.name, tests?.name)
    }
    var results = removed
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
      var edited = removed.isEmpty ? nil : project.text
      if !integrator.isEmpty {
        let bytes = XcprojText.apply(try integrator.insertions(), to: project.bytes)
        // The edit is checked by reading it back: a bug here must never reach the user's project.
        guard (try? XcprojProject(path: projectFile, bytes: bytes)) != nil else {
          return untouched(.cannotEdit("the edited project would not read back"), app.name, tests?.name)
        }
        edited = String(decoding: bytes, as: UTF8.self)
      }
      return Outcome(
        projectFile: projectFile, prior: prior, edited: edited, files: results, untouched: nil, conflict: nil)
    } catch {
      switch error {
      case .unsupported(let reason): return untouched(reason, app.name, tests?.name)
      case .ambiguous(let message):
        return untouched(.cannotEdit(message), app.name, tests?.name).refused(.cannotEdit(message))
      }
    }
  }
}

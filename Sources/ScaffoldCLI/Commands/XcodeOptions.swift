import ScaffoldKit

/// `--xcodeproj`, `--target`, `--test-target` and `--no-xcodeproj`: the Xcode project a command edits, for
/// `new-module`, `update` and `destroy` alike.
enum XcodeOptions {
  /// The options' help; `verb` says what the command does to the files ("add the files to").
  static func specs(_ verb: String, targets: Bool = true) -> [OptionSpec] {
    [.value("--xcodeproj", "PATH", "Xcode project to \(verb) (default: the one .xcodeproj found).")]
      + (targets
        ? [
          .value("--target", "NAME", "App target that receives new files (default: the one covering the output)."),
          .value(
            "--test-target", "NAME", "Unit-test target that receives new tests (default: the one testing --target)."),
        ] : [])
      + [.flag("--no-xcodeproj", "Leave any Xcode project alone.")]
  }

  /// For a project left as it is: why (an error at its place in the project file, or a warning), then what to
  /// do by hand; nil when the project was edited.
  static func manualSteps(_ outcome: XcodeIntegration.Outcome, display: (String) -> String) -> String? {
    guard let (reason, steps) = outcome.manualSteps(display: display) else { return nil }
    return reason.problem.rendered(severity: reason.severity.rawValue)
      + steps.rendered(severity: Severity.warning.rawValue)
  }

  /// The project the options name: none, this one, or the one found.
  static func choice(_ arguments: ParsedArguments) throws(ScaffoldError) -> ModuleRequest.XcodeChoice {
    let project = arguments.value("--xcodeproj")
    let options = XcodeIntegration.Options(
      target: arguments.value("--target"), testTarget: arguments.value("--test-target"))
    if arguments.flag("--no-xcodeproj") {
      guard project == nil && options == XcodeIntegration.Options() else {
        throw .usage("--no-xcodeproj cannot be combined with --xcodeproj, --target or --test-target")
      }
      return .none
    }
    return project.map { .project($0, options) } ?? .automatic(options)
  }
}

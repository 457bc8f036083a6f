import ScaffoldKit

/// `scaffold explain <path:line[:col]>`: lints the project and explains the findings at one place.
struct ExplainCommand: Command {
  static let name = "explain"
  static let abstract = "Explain the lint findings at one source location."
  static let synopsis = "explain <path:line[:col]> [--config FILE]"
  static let discussion = """
    Lints the file (indexing the whole project around it) and explains each finding on that line, or at
    that column: the token, where the referenced type is declared and in which layer, the rule and the
    configuration that forbid it, and what to do instead. The location is the one printed by
    'scaffold lint' (path:line:col).

    exit codes: 0 explained, 1 no finding at that location, 2 invalid input.
    """
  static let options: [OptionSpec] = [
    .value("--config", "FILE", "Configuration file (default: the nearest scaffold.json above the file).")
  ]

  var path: String
  var line: Int
  var column: Int?
  var configPath: String?

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.count == 1, let location = arguments.positionals.first else {
      throw .usage("expected one location, path:line[:col]")
    }
    var parts = location.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var numbers: [Int] = []
    while numbers.count < 2, parts.count > 1, let last = parts.last, let number = Int(last), number > 0 {
      numbers.insert(number, at: 0)
      parts.removeLast()
    }
    guard let first = numbers.first else { throw .usage("'\(location)' is not path:line[:col]") }
    path = parts.joined(separator: ":")
    line = first
    column = numbers.count == 2 ? numbers[1] : nil
    configPath = arguments.value("--config")
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let configuration: LintConfiguration
    do {
      configuration = try ConfigurationLoader.load(explicitPath: configPath, lintPaths: [path], fileSystem: fileSystem)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let result: LintResult
    do {
      result = try Linter(configuration: configuration, fileSystem: fileSystem).run(paths: [path])
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    let explanations = Explanations(configuration: configuration, fileSystem: fileSystem)
    // A run over one file also reports whole-project findings located elsewhere (in a `Package.swift`).
    let file = fileSystem.absolute(path)
    let onLine = result.diagnostics.filter {
      $0.location.line == line && fileSystem.absolute($0.location.path) == file
    }
    let found = onLine.filter { diagnostic in
      guard let column else { return true }
      let token = explanations.token(of: diagnostic)
      return diagnostic.location.column <= column
        && column < diagnostic.location.column + max(token?.utf8.count ?? 1, 1)
    }
    guard !found.isEmpty else {
      let place = "\(path):\(line)" + (column.map { ":\($0)" } ?? "")
      var message = "\(place): no finding here"
      if !onLine.isEmpty {
        message += "; on this line: " + onLine.map { "column \($0.location.column)" }.joined(separator: ", ")
      }
      environment.console.err(message + "\n")
      return .refused
    }
    environment.console.out(explanations.render(found))
    return .success
  }
}

/// `scaffold rules [ID]`: the rules with their default severity and description, or one rule in full.
struct RulesCommand: Command {
  static let name = "rules"
  static let abstract = "List the lint rules, or explain one."
  static let arguments = ValueCompletion.words(RuleID.allCases.map(\.rawValue))
  static let synopsis = "rules [RULE-ID]"
  static let discussion = """
    Without an argument, lists every rule with its id, default severity and one-line description. With a
    rule id, prints its explanation and an example. Severities are changed in scaffold.json ("rules").
    """
  static let options: [OptionSpec] = []

  var rule: RuleID?

  init(arguments: ParsedArguments) throws(ScaffoldError) {
    guard arguments.positionals.count <= 1 else { throw .usage("expected at most one rule id") }
    guard let name = arguments.positionals.first else { return }
    guard let rule = RuleID(rawValue: name) else {
      let names = RuleID.allCases.map(\.rawValue)
      throw .usage(
        "unknown rule '\(name)'\(Suggestions.didYouMean(name, among: names)); rules: \(names.joined(separator: ", "))")
    }
    self.rule = rule
  }

  func run(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    environment.console.out(rule.map(Self.detail) ?? Self.list())
    return .success
  }

  static func list() -> String {
    let width = RuleID.allCases.map(\.rawValue.count).max() ?? 0
    return RuleID.allCases.map { rule in
      let severity = rule.metadata.defaultSeverity.rawValue
      return rule.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.metadata.summary + "\n"
    }.joined()
  }

  static func detail(_ rule: RuleID) -> String {
    let metadata = rule.metadata
    let example = metadata.example.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
    return """
      \(rule.rawValue) (default: \(metadata.defaultSeverity.rawValue))

      \(metadata.summary)

      \(metadata.explanation)

      Example:
      \(example.joined(separator: "\n"))

      More: \(ReportContext.defaultDocumentationURL)#\(rule.rawValue)

      """
  }
}

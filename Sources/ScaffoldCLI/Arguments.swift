import ScaffoldKit

/// An option a command accepts: a flag (`--force`) or an option with a value (`--spec FILE`).
struct OptionSpec: Sendable {
  var name: String
  /// Placeholder for the value in help (`FILE`); nil for a flag.
  var valueName: String?
  var help: String
  var repeatable = false
  /// A single-dash short form (`-h`).
  var short: String?
  /// What a shell completes for the value.
  var completion: ValueCompletion = .files

  static func flag(_ name: String, short: String? = nil, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, short: short)
  }

  static func value(
    _ name: String, _ valueName: String, _ help: String, repeatable: Bool = false,
    completion: ValueCompletion? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help, repeatable: repeatable,
      completion: completion ?? (valueName == "DIR" ? .directories : .files))
  }

  /// An option whose value is one case of `T` (`--preset mvvm`); shells complete the cases.
  static func choice<T: CaseIterable & RawRepresentable>(
    _ name: String, _ valueName: String, _ help: String, _ type: T.Type
  ) -> OptionSpec where T.RawValue == String {
    .value(name, valueName, help, completion: .words(T.allCases.map(\.rawValue)))
  }
}

/// What a shell completes for an option's value or a command's arguments.
enum ValueCompletion: Sendable, Equatable {
  /// Any file or folder.
  case files
  /// Folders only.
  case directories
  /// Module specs: `.json` files (and folders to reach them).
  case specFiles
  /// The modules with a manifest: the names of `.scaffold/modules/*.json` under the working directory (or the
  /// folder `--output` names on the command line).
  case modules
  /// One of these words.
  case words([String])
}

/// A command line split into positionals, option values and flags, checked against a command's options.
struct ParsedArguments: Sendable {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The value of option `name` as one case of `T` (`--preset clean`); nil when not given.
  func choice<T: CaseIterable & RawRepresentable>(_ name: String, as type: T.Type) throws(ScaffoldError) -> T?
  where T.RawValue == String {
    guard let value = value(name) else { return nil }
    guard let parsed = T(rawValue: value) else {
      let names = T.allCases.map(\.rawValue)
      throw .usage(
        "invalid \(name) '\(value)': expected \(names.joined(separator: ", "))"
          + Suggestions.didYouMean(value, among: names))
    }
    return parsed
  }

  /// Parses `arguments` for a command with `options`. `--` ends option parsing; `--name=value` and
  /// `--name value` are both accepted.
  static func parse(_ arguments: [String], options: [OptionSpec]) throws(ScaffoldError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.name == name || ($0.short.map { "-" + $0 } == name) }) else {
        let known = options.map(\.name) + options.compactMap { $0.short.map { "-" + $0 } }
        throw .usage("unknown option '\(name)'" + Suggestions.didYouMean(name, among: known))
      }
      if option.valueName == nil {
        if inlineValue != nil { throw .usage("option '\(option.name)' takes no value") }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw .usage("option '\(option.name)' needs a value (\(option.valueName ?? "VALUE"))")
      }
      // An empty value (`--spec ""`, `--output=`) is almost always an unset shell variable; never a path.
      if value.isEmpty { throw .usage("option '\(option.name)' needs a value (\(option.valueName ?? "VALUE"))") }
      if !option.repeatable, parsed.values[option.name] != nil {
        throw .usage("option '\(option.name)' given more than once")
      }
      parsed.values[option.name, default: []].append(value)
    }
    return parsed
  }
}

/// The cases of `T` for a synopsis: `swiftui|uikit|both|hosted`.
func choices<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
  T.allCases.map(\.rawValue).joined(separator: "|")
}

/// The cases of `T` for help text: `mvvm, features, clean or none`.
func alternatives<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> String where T.RawValue == String {
  let names = T.allCases.map(\.rawValue)
  guard let last = names.last, names.count > 1 else { return names.joined() }
  return names.dropLast().joined(separator: ", ") + " or " + last
}

/// How a view model publishes its state to the view.
package enum BindingStyle: String, Sendable, Equatable, CaseIterable {
  /// `@Observable` and async/await.
  case observation
  /// `ObservableObject`, `@Published` and `AnyPublisher`.
  case combine
  /// `onUpdate` / `onError` callbacks.
  case closures
}

/// One supported preset × binding pair and the template set that generates it.
package struct ArchitectureChoice: Sendable, Equatable {
  package var preset: Preset
  package var binding: BindingStyle
  /// The template set's folder name (`mvvm-combine`).
  package var templateSet: String
}

/// The one table of which preset × binding pairs exist and which template set renders each. A pair is
/// supported when it is listed here; it is available when its set's manifest can be found.
package enum ArchitectureTable {
  /// The first row of each preset is its default binding.
  package static let choices: [ArchitectureChoice] = [
    ArchitectureChoice(preset: .mvvm, binding: .observation, templateSet: "mvvm"),
    ArchitectureChoice(preset: .mvvm, binding: .combine, templateSet: "mvvm-combine"),
    ArchitectureChoice(preset: .mvvm, binding: .closures, templateSet: "mvvm-closures"),
    ArchitectureChoice(preset: .features, binding: .closures, templateSet: "features"),
    ArchitectureChoice(preset: .clean, binding: .observation, templateSet: "clean"),
    ArchitectureChoice(preset: .clean, binding: .combine, templateSet: "clean-combine"),
  ]

  /// The binding a preset uses when none is given.
  package static func defaultBinding(for preset: Preset) -> BindingStyle {
    choices.first { $0.preset == preset.modulesAs }?.binding ?? .observation
  }

  /// The row for `preset` and `binding` (the preset's default binding when nil), or nil when the pair is
  /// not supported. `none` generates with the rows of the preset it generates modules as.
  package static func choice(preset: Preset, binding: BindingStyle?) -> ArchitectureChoice? {
    let binding = binding ?? defaultBinding(for: preset)
    return choices.first { $0.preset == preset.modulesAs && $0.binding == binding }
  }

  /// The bindings `preset` supports, default first.
  package static func bindings(for preset: Preset) -> [BindingStyle] {
    choices.filter { $0.preset == preset.modulesAs }.map(\.binding)
  }

  /// The row whose set is `templateSet`.
  package static func choice(forSet templateSet: String) -> ArchitectureChoice? {
    choices.first { $0.templateSet == templateSet }
  }

  /// Picks the template set for a pair, checking that it is supported and that `sources` has it.
  package static func resolve(
    preset: Preset, binding: BindingStyle?, sources: TemplateSources
  ) throws(ArchitectureError) -> ArchitectureChoice {
    guard let choice = choice(preset: preset, binding: binding) else {
      throw .unsupported(
        preset: preset, binding: binding ?? defaultBinding(for: preset), supported: bindings(for: preset))
    }
    guard has(choice.templateSet, in: sources) else {
      throw .unavailable(choice, available: choices.filter { has($0.templateSet, in: sources) })
    }
    return choice
  }

  /// Whether `sources` has the set's manifest.
  package static func has(_ set: String, in sources: TemplateSources) -> Bool {
    (try? sources.resolve("\(set)/manifest.json")) != nil
  }
}

/// Why a preset × binding pair cannot be generated.
package enum ArchitectureError: Error, Sendable, Equatable, CustomStringConvertible, ProblemListing {
  /// The preset does not come with that binding style at all.
  case unsupported(preset: Preset, binding: BindingStyle, supported: [BindingStyle])
  /// The pair is supported but no template source has its set.
  case unavailable(ArchitectureChoice, available: [ArchitectureChoice])

  package var problems: [Problem] { [Problem(message)] }

  package var description: String { problemText }

  private var message: String {
    switch self {
    case .unsupported(let preset, let binding, let supported):
      return "preset '\(preset.rawValue)' has no binding '\(binding.rawValue)'; it supports "
        + supported.map(\.rawValue).joined(separator: ", ")
    case .unavailable(let choice, let available):
      let list = available.map { "\($0.templateSet) (\($0.preset.rawValue) × \($0.binding.rawValue))" }
      return "preset '\(choice.preset.rawValue)' with binding '\(choice.binding.rawValue)' needs the template "
        + "set '\(choice.templateSet)', which is not available; available: "
        + (list.isEmpty ? "none" : list.joined(separator: ", "))
    }
  }
}

extension GenerateOptions {
  /// Renders `set`; when the table knows the set, `preset` and `binding` follow it, so a template sees
  /// the values it is generated with.
  package mutating func use(set: String) {
    templateSet = set
    if let choice = ArchitectureTable.choice(forSet: set) {
      project.preset = choice.preset.rawValue
      project.binding = choice.binding.rawValue
    }
  }
}

extension ModuleSpec {
  /// Type names the generated module declares, each with what it is. A model named like one of these would
  /// not compile, so validation refuses it. Keep in step with the templates (Templates/mvvm).
  package var generatedTypeNames: [String: String] {
    var names = moduleTypeNames
    names["\(name)ViewModel"] = "a generated view model"
    names["\(name)View"] = "a generated view"
    names["\(name)ViewController"] = "a generated view controller"
    for screen in screens where !screen.name.isEmpty {
      for (suffix, what) in Self.screenTypeSuffixes {
        names["\(screen.name)\(suffix)"] = "the \(what) of screen '\(screen.name)'"
      }
    }
    return names
  }

  /// The generated types that belong to the module as a whole rather than to one screen.
  package var moduleTypeNames: [String: String] {
    [
      "\(name)Repository": "the module's repository protocol",
      "Default\(name)Repository": "the module's repository",
      "\(name)Error": "the module's error type",
      "\(name)CachePolicy": "the module's cache policy type",
      "\(name)Changes": "the module's change feed",
      "\(name)Previews": "the module's previews",
      "\(name)PreviewController": "the previews' UIKit wrapper",
      "\(name)RootView": "the module's root SwiftUI view",
      "Stub\(name)Repository": "the tests' stub repository",
      "Stub\(name)RemoteDataSource": "the tests' stub remote data source",
      "\(name)RemoteDataSource": "the module's remote data source protocol",
      "\(name)LocalDataSource": "the module's local data source protocol",
      "URLSession\(name)RemoteDataSource": "the module's URLSession data source",
      "InMemory\(name)LocalDataSource": "the module's in-memory data source",
      "\(name)Router": "the module's router",
      "\(name)NavigationController": "the module's UIKit navigation controller",
      "\(name)Route": "the module's route type",
    ]
  }

  /// Types nested in every generated view model: inside it they hide a model of the same name, so a screen
  /// cannot show such a model.
  static let viewModelNestedTypes: Set<String> = ["State", "Navigation", "Field"]

  /// Methods every generated view model has (besides `open<Screen>` per route); an action, which becomes a
  /// method of the same name, cannot take one of these names.
  static let viewModelIntents = ["load", "refresh", "observeChanges", "select", "validate", "submit", "fetch"]

  /// What each screen generates, by type-name suffix.
  static let screenTypeSuffixes: KeyValuePairs<String, String> = [
    "ViewModel": "view model", "View": "SwiftUI view", "ViewController": "view controller", "ViewState": "state type",
  ]

  /// Modules the Swift toolchain (and the Apple SDKs generated code imports) provides: a module of the same
  /// name cannot be built or imported next to them.
  static let toolchainModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "CoreFoundation", "Dispatch", "XCTest", "Testing", "Observation", "Synchronization", "Distributed",
    "RegexBuilder", "Cxx", "SwiftUI", "UIKit", "Combine", "Darwin", "Glibc", "Musl", "WinSDK", "PackageDescription",
    "PackagePlugin", "SwiftOnoneSupport", "StdlibUnittest",
  ]

  /// Swift, Foundation and SwiftUI names that generated code uses unqualified; a model or screen with one of
  /// these names would shadow it.
  static let shadowedNames: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Decimal", "Date", "Data", "URL", "UUID", "Void", "Never",
    "Optional", "Array", "Dictionary", "Set", "Result", "Error", "Task", "Character", "Codable", "Decodable",
    "Encodable", "Equatable", "Hashable", "Identifiable", "Sendable", "Observable", "MainActor", "Foundation",
    "JSONDecoder", "JSONEncoder", "URLSession", "URLRequest", "View", "Text", "List", "Button", "Form", "Section",
    "Image", "Color", "Label", "Toggle", "TextField", "SecureField", "ProgressView", "NavigationStack",
    "ContentUnavailableView", "XCTest", "XCTestCase", "Testing", "SwiftUI", "UIKit",
    // More names generated code uses unqualified.
    "CaseIterable", "DecodingError", "URLError", "URLComponents", "URLQueryItem", "HTTPURLResponse",
    "LabeledContent", "ToolbarItem", "Picker", "DatePicker", "Binding", "ForEach", "Observation",
    "PackageDescription", "HStack", "Spacer",
    // The row type that detail and form screens declare inside themselves.
    "LabeledValue",
  ]
}

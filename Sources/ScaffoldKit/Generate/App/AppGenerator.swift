import TemplateEngine

/// What `scaffold new-app` is asked for.
package struct AppSpec: Sendable, Equatable {
  /// The app's name: its Xcode targets, its SwiftUI `App` type and its package (`Shop`).
  package var name: String
  package var bundleID: String
  package var choice: ArchitectureChoice
  package var ui: UIKind
  /// The module generated with the app, exactly as `new-module` would.
  package var starter: String
  /// The file the `.xcodeproj` keeps its project in: `project.pbxproj` (the default, which every Xcode opens)
  /// or `project.xcproj` (Xcode 27.2 and later).
  package var projectFormat: ProjectFormat

  package init(
    name: String, bundleID: String? = nil, choice: ArchitectureChoice, ui: UIKind, starter: String = "Home",
    projectFormat: ProjectFormat = .pbxproj
  ) {
    self.name = name
    self.bundleID = bundleID ?? "com.example.\(name)"
    self.choice = choice
    self.ui = ui
    self.starter = starter
    self.projectFormat = projectFormat
  }

  /// Every problem with the name and bundle identifier (an Xcode target and a Swift type must both accept the
  /// name; a bundle identifier is reverse-DNS of letters, digits, `-` and `.`).
  package func problems() -> [String] {
    var problems: [String] = []
    if !SwiftNames.isIdentifier(name) || SwiftNames.isKeyword(name) || !SwiftNames.startsUppercase(name) {
      problems.append("invalid app name '\(name)': expected an UpperCamelCase Swift identifier, like Shop")
    } else if ["Core", "DesignSystem", "AppComposition", "App"].contains(name) || name == starter {
      problems.append("invalid app name '\(name)': it names one of the app's own targets")
    }
    let parts = bundleID.split(separator: ".", omittingEmptySubsequences: false)
    let valid =
      parts.count >= 2
      && parts.allSatisfy { part in
        !part.isEmpty && part.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
      }
    if !valid {
      problems.append(
        "invalid bundle id '\(bundleID)': expected reverse-DNS letters, digits and '-' separated by dots, like com.example.Shop"
      )
    }
    return problems
  }
}

/// The files of a new app.
package struct AppFiles: Sendable, Equatable {
  /// The skeleton, what the starter module adds inside the app, and the Xcode project.
  package var app: [GeneratedFile]
  /// The starter module's own files, as `new-module` renders them (and records them for `update`).
  package var module: [GeneratedFile]
  /// The options the module was rendered with.
  package var moduleOptions: GenerateOptions

  package var all: [GeneratedFile] { app + module }
}

/// Renders an app skeleton: the `app` set's files (`Templates/app/app.json`), the starter module as
/// `new-module` renders it inside an app, its registration, and the Xcode project. Pure; nothing is written.
package enum AppGenerator {
  package static func render(
    _ app: AppSpec, starter: ModuleSpec, options: GenerateOptions, templates: TemplateSources = .builtin
  ) throws(TemplateSetError) -> AppFiles {
    let layout = AppLayout.of(app.choice.preset)
    var options = options
    options.use(set: app.choice.templateSet)
    options.sourceRoot = layout.sourceRoot
    options.inApp = true
    let set = try TemplateSet(named: "app", manifest: "app.json", sources: templates)
    var context = TemplateContext(spec: starter, options: options)
    context.values["app"] = values(app, layout: layout, module: starter.name)
    // Every role of any preset is a key, so a template asks `folders.base` of any preset.
    let roles = Set(Preset.allCases.flatMap { AppLayout.of($0).folders.keys })
    context.values["folders"] = .dictionary(
      Dictionary(uniqueKeysWithValues: roles.map { ($0, layout.folders[$0].map(TemplateValue.string) ?? .null) }))
    var files = try ModuleGenerator.render(context: context, set: set)
    files += XcodeAppProject(app: app, layout: layout).files()
    let container = AppModule.containerPath(layout)
    let scheme = XcodeAppProject.schemePath(name: app.name)
    guard let package = files.firstIndex(where: { $0.path == AppModule.packagePath }),
      let root = files.firstIndex(where: { $0.path == container })
    else {
      throw .invalidManifest(
        SourceLocation(path: set.manifestFile.displayName, line: 1, column: 1),
        "the app set must render \(AppModule.packagePath) and \(container)")
    }
    let tests = files.firstIndex { $0.path == AppModule.rootTestsPath }
    let schemeFile = files.firstIndex { $0.path == scheme }
    let module = try ModuleGenerator.render(spec: starter, options: options, templates: templates)
    let registered = try AppModule.register(
      starter, options: options, templates: templates,
      in: AppModule.Sources(
        package: files[package].contents, container: files[root].contents, rootTests: tests.map { files[$0].contents },
        scheme: schemeFile.map { files[$0].contents }))
    files[package].contents = registered.package
    files[root].contents = registered.container
    if let tests, let text = registered.rootTests { files[tests].contents = text }
    if let schemeFile, let text = registered.scheme { files[schemeFile].contents = text }
    files += try AppModule.render(spec: starter, options: options, templates: templates)
    return AppFiles(app: files, module: module, moduleOptions: options)
  }

  /// The `app` values templates read.
  static func values(_ app: AppSpec, layout: AppLayout, module: String) -> TemplateValue {
    var excludes = layout.nestedInEntry(resources: true)
    // The entry follows the navigation: an app hosting SwiftUI screens starts like a UIKit app.
    if app.ui.navigatesInSwiftUI { excludes.append("\(app.name)App.swift") }
    if app.ui.navigatesInUIKit { excludes.append("AppDelegate.swift") }
    if !app.ui.navigatesInSwiftUI { excludes.append("SceneDelegate.swift") }
    return [
      "name": .string(app.name), "bundleId": .string(app.bundleID), "preset": .string(app.choice.preset.rawValue),
      "binding": .string(app.choice.binding.rawValue), "ui": .string(app.ui.rawValue),
      "hasSwiftUI": .bool(app.ui.navigatesInSwiftUI), "hasUIKit": .bool(app.ui.navigatesInUIKit),
      "sourceRoot": layout.sourceRoot.map(TemplateValue.string) ?? .null,
      "starter": .string(app.starter), "starterEntry": .string(layout.entryType(module: app.starter)),
      // What the manifest appends to each module's name to name its target (`Architecture.moduleProduct`).
      "moduleProductSuffix": .string(Architecture.moduleProduct("")),
      "entryExcludes": .array(excludes.sorted().map(TemplateValue.string)),
      "entryType": .string(layout.entryType(module: module)),
      // clean-combine's coordinators are fenced with their Combine view models; so is what builds them.
      "entryFence": app.choice.preset == .clean && app.choice.binding == .combine ? "canImport(Combine)" : .null,
      "remoteDataSource": .string("HTTPClient\(module)RemoteDataSource"),
      // The root that shows every module's tab: clean's is the coordinator of the modules' coordinators.
      "rootType": .string(app.choice.preset == .clean ? "AppCoordinator" : "AppRoot"),
    ]
  }
}

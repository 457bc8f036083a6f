import TemplateEngine

/// A module inside an app that `new-app` made: the files it adds there (its remote data source over Core's
/// HTTP client and that data source's tests, from `Templates/app/module.json`) and its registration in the
/// app's `Package.swift` and composition root, between `// scaffold:begin <region>` and `// scaffold:end <region>`
/// lines.
package enum AppModule {
  package static let packagePath = "Package.swift"
  static let begin = "// scaffold:begin "
  static let end = "// scaffold:end "

  /// The composition root, relative to the app root.
  package static func containerPath(_ layout: AppLayout) -> String {
    Paths.join(layout.folders["entry"] ?? "App", "AppContainer.swift")
  }

  /// The test that the root shows every module; it lists the modules registered, relative to the app root.
  package static let rootTestsPath = "Tests/AppCompositionTests/AppRootTests.swift"

  /// Whether `packageText` is an app's `Package.swift`, with the region modules register in.
  package static func isApp(packageText: String) -> Bool {
    packageText.contains(begin + "modules")
  }

  /// Whether `root` holds an app's `Package.swift`: modules generated there are the app's (`inApp`).
  package static func isApp(root: String, fileSystem: any FileAccess) -> Bool {
    appPackage(root: root, fileSystem: fileSystem) != nil
  }

  /// The text of the app's `Package.swift` at `root`, or nil where `root` holds no app.
  static func appPackage(root: String, fileSystem: any FileAccess) -> String? {
    (try? fileSystem.readText(Paths.join(root, packagePath))).flatMap { isApp(packageText: $0) ? $0 : nil }
  }

  /// `options` for a module of the `modules` layout under `root`: inside an app (`inApp`), with the naming of the
  /// app's module targets.
  static func configure(_ options: inout GenerateOptions, root: String, fileSystem: any FileAccess) {
    guard options.layout == .modules, let package = appPackage(root: root, fileSystem: fileSystem) else {
      options.inApp = false
      return
    }
    options.inApp = true
    options.moduleProductSuffix = moduleProductSuffix(packageText: package)
  }

  /// What the app's `Package.swift` appends to a module's name to name its target. `new-app` writes
  /// `func featureTarget(_ module: String) -> String { module + "Feature" }`; an app it made before names each
  /// module's target after the module (`.target(name: name, …)`), so its modules are imported as `import Cart`,
  /// and a module added later follows the app rather than mixing `Cart` and `OrderFeature`.
  static func moduleProductSuffix(packageText: String) -> String {
    let lines = packageText.split(separator: "\n")
    if let naming = lines.first(where: { $0.contains("func featureTarget(") }),
      let plus = naming.range(of: "module + \""),
      let close = naming[plus.upperBound...].firstIndex(of: "\"")
    {
      return String(naming[plus.upperBound..<close])
    }
    if lines.contains(where: { $0.contains(".target(name: name,") }) { return "" }
    return Architecture.moduleProduct("")
  }

  /// The preset `options` generate for, as an app layout.
  static func layout(_ options: GenerateOptions) -> AppLayout {
    AppLayout.of(Preset(rawValue: options.project.preset) ?? .mvvm)
  }

  /// The module's context with the `app` values added, and the conventions of the module's set.
  static func context(
    _ spec: ModuleSpec, options: GenerateOptions, templates: TemplateSources
  ) throws(TemplateSetError) -> TemplateContext {
    let layout = layout(options)
    var context = TemplateContext(spec: spec, options: options)
    let moduleSet = try TemplateSet(named: options.templateSet, sources: templates)
    context.conventionOverrides = moduleSet.manifest.conventions.merging(context.conventionOverrides) { $1 }
    let binding = BindingStyle(rawValue: options.project.binding) ?? .observation
    let app = AppSpec(
      name: "App",
      choice: ArchitectureChoice(preset: layout.preset, binding: binding, templateSet: options.templateSet),
      ui: spec.ui)
    context.values["app"] = AppGenerator.values(app, layout: layout, module: spec.name)
    return context
  }

  /// The files the module adds inside an app.
  package static func render(
    spec: ModuleSpec, options: GenerateOptions, templates: TemplateSources
  ) throws(TemplateSetError) -> [GeneratedFile] {
    let set = try TemplateSet(named: "app", manifest: "module.json", sources: templates)
    return try ModuleGenerator.render(context: context(spec, options: options, templates: templates), set: set)
  }

  /// The files a module registers in. The root's test and the shared scheme are nil in an app that lacks them
  /// (one made before they existed, or whose team removed them); registration then leaves them out.
  package struct Sources: Sendable, Equatable {
    package var package: String
    package var container: String
    package var rootTests: String?
    package var scheme: String?
  }

  /// `sources` with the module registered: its name in `Package.swift`'s module list, its import, entry point
  /// and tab in the composition root, its name in the root's test, its test target in the shared scheme. What is
  /// there already is left as it is, so registering twice changes nothing. The `tabs` region is optional, for
  /// apps made before the root had tabs.
  package static func register(
    _ spec: ModuleSpec, options: GenerateOptions, templates: TemplateSources, in sources: Sources
  ) throws(TemplateSetError) -> Sources {
    let containerPath = containerPath(layout(options))
    let set = try TemplateSet(named: "app", manifest: "module.json", sources: templates)
    guard let file = try set.file("ModuleEntry.swift.stencil") else {
      throw .missingTemplate(
        SourceLocation(path: set.manifestFile.displayName, line: 1, column: 1), "app/ModuleEntry.swift.stencil")
    }
    let values = try context(spec, options: options, templates: templates).values
    let entry: String
    do {
      entry = try Template(source: file.text, name: file.displayName).render(values)
    } catch {
      throw .template(error)
    }
    let name = spec.name
    let entryType = layout(options).entryType(module: name)
    var result = sources
    result.package = try insert(
      "  \"\(name)\",\n", key: "\"\(name)\"", region: "modules", in: result.package, path: packagePath)
    let product = name + options.moduleProductSuffix
    result.container = try insert(
      "import \(product)\n", key: "import \(product)", region: "imports", in: result.container, path: containerPath)
    result.container = try insert(
      entry, key: "func make\(entryType)(", region: "modules", in: result.container, path: containerPath)
    if result.container.contains(begin + "tabs") {
      result.container = try insert(
        "    tabs.append(make\(name)Tab())\n", key: "make\(name)Tab()", region: "tabs", in: result.container,
        path: containerPath)
    }
    if let tests = result.rootTests {
      result.rootTests = try insert(
        "    \"\(name)\",\n", key: "\"\(name)\"", region: "modules", in: tests, path: rootTestsPath)
    }
    if let scheme = result.scheme {
      result.scheme = insertTestable("\(product)Tests", in: scheme)
    }
    return result
  }

  /// `scheme` with the package's test target `target` run by its test action, before its `</Testables>` line;
  /// unchanged when the scheme names the target already or has no such line.
  static func insertTestable(_ target: String, in scheme: String) -> String {
    guard !scheme.contains("BlueprintName = \"\(target)\""), let end = scheme.range(of: XcodeAppProject.testablesEnd)
    else { return scheme }
    let at = scheme[..<end.lowerBound].lastIndex(of: "\n").map { scheme.index(after: $0) } ?? end.lowerBound
    return String(scheme[..<at]) + XcodeAppProject.packageTestable(target) + String(scheme[at...])
  }

  /// `text` with `lines` added at the end of its `region`, unless a line of the region contains `key`.
  static func insert(
    _ lines: String, key: String, region: String, in text: String, path: String
  ) throws(TemplateSetError) -> String {
    let all = text.split(separator: "\n", omittingEmptySubsequences: false)
    let trimmed = all.map { String($0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " }.reversed()) }
    guard let first = trimmed.firstIndex(of: begin + region),
      let last = trimmed[first...].firstIndex(of: end + region)
    else {
      throw .invalidManifest(
        SourceLocation(path: path, line: 1, column: 1),
        "no '\(begin + region)' … '\(end + region)' lines to register the module between; add them, or add it by hand")
    }
    if all[first..<last].contains(where: { $0.contains(key) }) { return text }
    let before = all[..<last].joined(separator: "\n") + "\n"
    return before + lines + all[last...].joined(separator: "\n")
  }
}

extension AppModule {
  /// `sources` without `module`: its line in each region, its entry point and tab in the composition root, its test
  /// target in the scheme. What does not name it, and what is not there, is left as it is.
  package static func unregister(_ module: String, layout: AppLayout, in sources: Sources) -> Sources {
    var result = sources
    let product = module + moduleProductSuffix(packageText: sources.package)
    result.package = remove(region: "modules", in: result.package) { $0 == "\"\(module)\"," }
    result.container = remove(region: "imports", in: result.container) { $0 == "import \(product)" }
    result.container = remove(region: "tabs", in: result.container) { $0 == "tabs.append(make\(module)Tab())" }
    result.container = removeEntry(module, entryType: layout.entryType(module: module), in: result.container)
    result.rootTests = result.rootTests.map { tests in
      remove(region: "modules", in: tests) { $0 == "\"\(module)\"," }
    }
    result.scheme = result.scheme.map {
      $0.replacingOccurrences(
        of: XcodeAppProject.packageTestable("\(product)Tests"), with: "")
    }
    return result
  }

  /// `text` without the lines of `region` whose trimmed text `matches`.
  static func remove(region: String, in text: String, where matches: (String) -> Bool) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.firstIndex(where: { trim($0) == begin + region }),
      let last = lines[first...].firstIndex(where: { trim($0) == end + region })
    else { return text }
    lines.removeSubrange(first..<last, where: { matches(trim($0)) })
    return lines.joined(separator: "\n")
  }

  /// `text` without the block `ModuleEntry.swift.stencil` rendered for `module`: from its blank line and
  /// documentation through the closing brace of its tab (or, in an app without tabs, of its entry point), with
  /// the fence around them.
  static func removeEntry(_ module: String, entryType: String, in text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard
      let doc = lines.firstIndex(where: {
        trim($0) == "/// The \(module) module's entry point, over the app's HTTP client."
      })
    else { return text }
    let functions = ["public func make\(module)Tab() -> AppTab {", "public func make\(entryType)() -> \(entryType) {"]
    guard let function = functions.lazy.compactMap({ name in lines[doc...].firstIndex { trim($0) == name } }).first,
      var last = lines[function...].firstIndex(of: "  }")
    else { return text }
    var first = doc
    if first > 0, trim(lines[first - 1]).hasPrefix("#if ") {
      first -= 1
      if last + 1 < lines.count, trim(lines[last + 1]) == "#endif" { last += 1 }
    }
    if first > 0, trim(lines[first - 1]).isEmpty { first -= 1 }
    lines.removeSubrange(first...last)
    return lines.joined(separator: "\n")
  }

  private static func trim(_ line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " }.reversed())
  }
}

extension Array {
  fileprivate mutating func removeSubrange(_ range: Range<Int>, where shouldRemove: (Element) -> Bool) {
    let kept = self[range].filter { !shouldRemove($0) }
    replaceSubrange(range, with: kept)
  }
}

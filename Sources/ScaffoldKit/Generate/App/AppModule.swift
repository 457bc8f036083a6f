import TemplateEngine

/// A module inside an app that `new-app` made: the files it adds there (its remote data source over Core's
/// HTTP client and that data source's tests, from `Templates/app/module.json`) and its registration in the
/// app's `Package.swift` and composition root, between `// scaffold:begin <region>` and `// scaffold:end <region>`
/// lines.
public enum AppModule {
  public static let packagePath = "Package.swift"
  static let begin = "// scaffold:begin "
  static let end = "// scaffold:end "

  /// The composition root, relative to the app root.
  public static func containerPath(_ layout: AppLayout) -> String {
    Paths.join(layout.folders["entry"] ?? "App", "AppContainer.swift")
  }

  /// Whether `packageText` is an app's `Package.swift`, with the region modules register in.
  public static func isApp(packageText: String) -> Bool {
    packageText.contains(begin + "modules")
  }

  /// Whether `root` holds an app's `Package.swift`: modules generated there are the app's (`inApp`).
  public static func isApp(root: String, fileSystem: any FileSystem) -> Bool {
    (try? fileSystem.readText(Paths.join(root, packagePath))).map { isApp(packageText: $0) } ?? false
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
  public static func render(
    spec: ModuleSpec, options: GenerateOptions, templates: TemplateSources
  ) throws(TemplateSetError) -> [GeneratedFile] {
    let set = try TemplateSet(named: "app", manifest: "module.json", sources: templates)
    return try ModuleGenerator.render(context: context(spec, options: options, templates: templates), set: set)
  }

  /// The two files a module registers in.
  public struct Sources: Sendable, Equatable {
    public var package: String
    public var container: String

    public init(package: String, container: String) {
      self.package = package
      self.container = container
    }
  }

  /// `sources` with the module registered: its name in `Package.swift`'s module list, its import and entry
  /// point in the composition root. What is there already is left as it is, so registering twice changes nothing.
  public static func register(
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
    result.container = try insert(
      "import \(name)\n", key: "import \(name)", region: "imports", in: result.container, path: containerPath)
    result.container = try insert(
      entry, key: "func make\(entryType)(", region: "modules", in: result.container, path: containerPath)
    return result
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

import ScaffoldKit
import TemplateEngine

extension TemplatesCommand {
  /// A template to render: its text, where it came from, and the set it belongs to when known.
  struct TemplateInput {
    var file: ResolvedTemplateFile
    /// The path inside its set (`ViewModel.swift.stencil`), when the template belongs to one.
    var relative: String?
    var setName: String?
    /// The set's manifest read next to a template on disk.
    var manifest: TemplateManifest?
    /// The template's own folder, searched for partials; nil for a template found through the lookup.
    var folder: String?
  }

  /// `templates render <FILE>`.
  func render(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let fileSystem = environment.fileSystem
    let (_, lookup) = try ProjectSetup.project(templates: overrides.templates, in: environment)
    let input = try locate(operands[0], lookup: lookup, fileSystem: fileSystem)
    let template: Template
    do {
      template = try Template(source: input.file.text, name: input.file.displayName)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    var setName = input.setName
    // A file of shared/ (no set of its own) renders as generation uses it: in the project's set, which takes it
    // from shared/, so its `{% extends %}` of its own path reaches the built-in file below it.
    if setName == TemplateSet.sharedFolder, input.manifest == nil {
      setName = try ProjectSetup.load(overrides, in: environment).options.templateSet
    }
    var set: TemplateSet?
    if let name = setName { set = try? TemplateSet(named: name, sources: lookup.sources) }
    let manifest = input.manifest.flatMap { $0.inheritsFiles ? nil : $0 } ?? set?.manifest
    let values: [String: TemplateValue]
    var style: CodeStyle?
    if let contextPath = arguments.value("--context") {
      values = try readContext(contextPath, fileSystem: fileSystem)
    } else {
      var overrides = self.overrides
      // A template of a known set renders as that set's pair, whatever the project's preset.
      if let name = setName, let choice = ArchitectureTable.choice(forSet: name) {
        overrides.preset = choice.preset
        overrides.binding = choice.binding
      }
      var setup = try ProjectSetup.load(overrides, in: environment)
      if let name = setName { setup.options.use(set: name) }
      let spec = try moduleSpec(environment)
      let context = TemplateContext(spec: spec, options: setup.options)
      style = context.style
      do {
        values = try TemplatePreview.values(
          for: input.file, relative: input.relative ?? "", manifest: manifest, context: context,
          item: arguments.value("--item"))
      } catch {
        throw ScaffoldError(.invalidInput, error)
      }
    }
    let folders = [arguments.value("--partials"), input.folder].compactMap { $0 }
    if let partials = arguments.value("--partials"), fileSystem.kind(of: partials) != .directory {
      throw .error(.invalidInput, "--partials \(partials): no such directory")
    }
    let partials = FolderPartials(folders: folders, fileSystem: fileSystem, fallback: set?.partialLoader)
    let path = input.file.path.hasSuffix(".stencil") ? String(input.file.path.dropLast(8)) : input.file.path
    var rendered: String
    do {
      rendered = try template.render(values, partials: partials)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    if let manifest {
      do {
        rendered = try manifest.addingHeader(
          to: rendered, path: path, template: input.file.displayName, values: values, partials: partials)
      } catch {
        throw ScaffoldError(.invalidInput, error)
      }
    }
    // Fitted to the project's code style as `new-module` fits the file it writes.
    let file = GeneratedFile(path: path, contents: rendered, template: input.file.path)
    environment.console.out(style?.apply(to: file).contents ?? rendered)
    return .success
  }

  /// `templates context`.
  func printContext(in environment: CommandEnvironment) throws(ScaffoldError) -> ExitCode {
    let setup = try ProjectSetup.load(overrides, in: environment)
    let spec = try moduleSpec(environment)
    let context = TemplateContext(spec: spec, options: setup.options)
    environment.console.out(TemplateValue.dictionary(context.values).json() + "\n")
    return .success
  }

  func moduleSpec(_ environment: CommandEnvironment) throws(ScaffoldError) -> ModuleSpec {
    let spec = arguments.value("--spec")
    return try ProjectSetup.loadSpec(
      spec, name: arguments.value("--name") ?? (spec == nil ? "Example" : nil), in: environment)
  }

  /// A path on disk; otherwise `<set>/<file>` as the lookup finds it.
  func locate(_ argument: String, lookup: TemplateLookup, fileSystem: any FileAccess) throws(ScaffoldError)
    -> TemplateInput
  {
    let absolute = fileSystem.absolute(argument)
    let display = Paths.relative(absolute, to: fileSystem.currentDirectory)
    if fileSystem.kind(of: absolute) == .file {
      // Reading a FIFO blocks while a writer holds it open and a device may never end: refused from `stat`.
      if fileSystem.isSpecialFile(absolute) {
        throw .error(
          .invalidInput, "\(display): not a regular file (a FIFO, socket or device); a template must be a file")
      }
      let text: String
      do {
        text = try fileSystem.readText(absolute)
      } catch {
        throw .error(.invalidInput, "\(error)")
      }
      var input = TemplateInput(
        file: ResolvedTemplateFile(path: Paths.basename(absolute), displayName: display, source: "", text: text),
        folder: Paths.dirname(absolute))
      // A file of a template layer belongs to its set there; otherwise the nearest folder above holding
      // a manifest.json is the template's set.
      if let place = lookup.place(ofFile: absolute) {
        input.setName = place.set
        input.relative = place.relative
        input.file.path = "\(place.set)/\(place.relative)"
        input.file.source = place.layer.source.displayName
        return input
      }
      var folder = Paths.dirname(absolute)
      for _ in 0..<3 {
        let manifestPath = Paths.join(folder, "manifest.json")
        if fileSystem.kind(of: manifestPath) == .file {
          let name = Paths.basename(folder)
          let relative = String(absolute.dropFirst(folder.count + 1))
          input.setName = name
          input.relative = relative
          input.file.path = "\(name)/\(relative)"
          input.file.source = Paths.relative(Paths.dirname(folder), to: fileSystem.currentDirectory)
          let manifestText: String
          do {
            manifestText = try fileSystem.readText(manifestPath)
          } catch {
            throw .error(.invalidInput, "\(error)")
          }
          do {
            input.manifest = try TemplateManifest.parse(
              manifestText, name: Paths.relative(manifestPath, to: fileSystem.currentDirectory), set: name)
          } catch {
            throw ScaffoldError(.invalidInput, error)
          }
          break
        }
        if folder == "/" { break }
        folder = Paths.dirname(folder)
      }
      return input
    }
    let parts = argument.split(separator: "/", maxSplits: 1).map(String.init)
    let found: (file: ResolvedTemplateFile, origin: TemplateLookup.Origin)?
    do {
      found = parts.count == 2 ? try lookup.resolve(argument) : nil
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
    guard let found else {
      if fileSystem.kind(of: absolute) == .directory {
        throw .error(
          .invalidInput,
          "\(display): is a directory, not a template file; name a template file, "
            + "or a built-in one as <set>/<file> (e.g. mvvm/ViewModel.swift.stencil)")
      }
      throw .error(.invalidInput, "\(argument): no such file, and no template '\(argument)' in any template source")
    }
    return TemplateInput(file: found.file, relative: parts[1], setName: parts[0])
  }

  func readContext(_ path: String, fileSystem: any FileAccess) throws(ScaffoldError) -> [String: TemplateValue] {
    if fileSystem.isSpecialFile(path) {
      throw .error(.invalidInput, "--context \(path): not a regular file (a FIFO, socket or device)")
    }
    let text: String
    do {
      text = try fileSystem.readText(path)
    } catch {
      throw .error(.invalidInput, "--context \(error)")
    }
    do {
      return try ContextFile.parse(text, path: path)
    } catch {
      throw ScaffoldError(.invalidInput, error)
    }
  }
}

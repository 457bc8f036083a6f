/// Where an existing app keeps each layer's files of a feature, as `layout` path templates for `scaffold.json`,
/// so that `new-module` writes there: for each layer a generated module has, the folder most of the layer's
/// files sit in under the proposed configuration, with `{feature}` for the feature its pattern captured and
/// `{screen}` for a folder named like the start of its file's name (`Flows/Cart/Basket/BasketViewModel.swift`).
/// A clean layer the app keeps app-wide rather than per feature (`ExampleMVVM/Domain/Entities/`) goes to the
/// folder named like the layer (or as apps name it: Data's `Projects/Platform`), its presentation to a feature
/// folder below that. Inside a layer, the folders the templates write (`Entities`, `Repositories`) go where most
/// of the layer's files of that kind are (`Interfaces/Repositories`). A navigation layer without files of its own goes to the feature folder of the
/// View layer, beside the screens it shows. Layers whose folders overlap form one group: `init --detect` keeps
/// a group only when lint places every file of the app as it did without it.
enum LayoutProposal {
  /// One layer's proposal: its path template and, inside it, the folders that differ from the templates'.
  struct Choice {
    var layer: String
    var template: String
    var folders: [String: String] = [:]
    /// False where `{feature}` says where a new module's folder goes but no pattern took the app's folders
    /// there for features (`featureFolders`): lint's patterns for the layer stay as they were.
    var namesFeatures = true
  }

  /// Layer name → path template, in groups of layers whose folders overlap, in the preset's layer order.
  static func groups(_ files: [(path: String, assignment: FileAssignment)], preset: Preset) -> [[Choice]] {
    let architecture = preset.architecture
    let features = Set(files.compactMap(\.assignment.feature))
    let screens = LayoutVocabulary.layer(for: .view, in: preset)
    var chosen: [Choice] = []
    for layer in architecture.layers where layer.isGenerated {
      var votes: [String: Int] = [:]
      var inside: [String: [Placed]] = [:]
      for file in files where file.assignment.role == .layered && file.assignment.layer == layer.name {
        if let (template, rest) = template(
          of: file.path, feature: file.assignment.feature, layer: layer, features: features,
          holdsScreens: layer.name == screens, preset: preset)
        {
          votes[template, default: 0] += 1
          inside[template, default: []].append(Placed(folders: rest, stem: Paths.swiftStem(file.path)))
        }
      }
      // The screens' layer goes where the app keeps a folder per screen when it has such folders, though more
      // of its files may be small views kept together (`Flows/Checkout/Components/`): new modules add screens.
      if layer.name == screens, votes.keys.contains(where: { $0.contains("{screen}") }) {
        votes = votes.filter { $0.key.contains("{screen}") }
      }
      // Most files, then the shorter template, then by name: the same tree gives the same proposal.
      guard
        let most = votes.max(by: {
          ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key)
        })?.key
      else { continue }
      let perFeature = featureFolders(besides: most, among: votes)
      let best = perFeature ?? most
      guard best != defaultTemplate(of: layer, in: architecture) else { continue }
      chosen.append(
        Choice(
          layer: layer.name, template: best,
          folders: best.contains("{screen}")
            ? screenFolders(of: best, inside, layer: layer)
            : folders(inside[best] ?? [], of: layer, perFeature: best.contains("{feature}")),
          namesFeatures: perFeature == nil))
    }
    let views = architecture.layers.first { $0.roles.contains("view") }
    for layer in architecture.layers where layer.isGenerated && layer.roles.contains("navigator") {
      guard !chosen.contains(where: { $0.layer == layer.name }),
        let view = chosen.first(where: { $0.layer == views?.name })?.template,
        let feature = view.split(separator: "/").firstIndex(where: { $0 == "{feature}" })
      else { continue }
      chosen.append(Choice(layer: layer.name, template: view.split(separator: "/")[...feature].joined(separator: "/")))
    }
    var groups: [[Choice]] = []
    for candidate in chosen {
      if let index = groups.firstIndex(where: { $0.contains { overlap($0.template, candidate.template) } }) {
        groups[index].append(candidate)
      } else {
        groups.append([candidate])
      }
    }
    return groups
  }

  /// A folder per feature where the folder most of the layer's files sit in is one of several side by side
  /// (NetNewsWire's screens in `iOS/Settings/`, beside `iOS/Account/`, `iOS/Article/`, `iOS/Add/`…, which no
  /// pattern captured as features): their parent with a folder for each feature (`iOS/{feature}`), so that a
  /// new module gets a folder beside them rather than joining `Settings`. At least three such folders, holding
  /// at least twice the files of `best` between them; folders named for a role (`Views/`), the app's entry
  /// points or structure (`Sources/`) are no features.
  private static func featureFolders(besides best: String, among votes: [String: Int]) -> String? {
    let isFeature = { (name: String) in
      LayoutVocabulary.folders[name] == nil && !LayoutVocabulary.isCompositionRootFolder(name)
        && !LayoutVocabulary.structuralFolders.contains(name)
    }
    guard !best.contains("{"), best.contains("/"), isFeature(Paths.basename(best)) else { return nil }
    let parent = Paths.dirname(best) + "/"
    var features: [String: Int] = [:]
    for (template, count) in votes where template.hasPrefix(parent) && !template.contains("{") {
      let feature = String(template.dropFirst(parent.count).prefix { $0 != "/" })
      if isFeature(feature) { features[feature, default: 0] += count }
    }
    guard features.count >= 3, features.values.reduce(0, +) >= 2 * (votes[best] ?? 0) else { return nil }
    return parent + "{feature}"
  }

  /// A file of a layer: the folders below its layer's template it sits in, and its name without `.swift`.
  struct Placed {
    var folders: [String]
    var stem: String
  }

  /// Where the folders the templates write inside `layer` go, from the folders below the layer's template
  /// that its files sit in (`placed`): for each, the folder most of its files reach through a name an app gives
  /// it (`Interfaces/Repositories`), when that is not the templates' own and the folders on the way are not one
  /// group among several (`MoviesDomain/Gateway` beside
  /// `AnimeDomain/Entities` is one domain's folder, not the layer's). Per feature, only a folder right below the
  /// feature's counts: deeper ones are a screen's. Transfer objects go where the files named like them are
  /// (`Network/Models/MediaDTO.swift`), whatever the folder's name, a folder of them inside another of them
  /// (`Models/HTTP/`) counting for the outer one.
  private static func folders(_ placed: [Placed], of layer: Architecture.Layer, perFeature: Bool) -> [String: String] {
    var reached: [String: [[String]: Int]] = [:]
    for name in layer.folderNames {
      guard let names = LayoutVocabulary.innerFolders[name] else { continue }
      for rest in placed.map(\.folders) {
        guard let index = rest.firstIndex(where: names.contains), !perFeature || index == 0 else { continue }
        reached[name, default: [:]][Array(rest[...index]), default: 0] += 1
      }
    }
    if layer.folderNames.contains("DTOs"), reached["DTOs"] == nil {
      let named = placed.filter {
        isTransferObject($0.stem) && !$0.folders.isEmpty && (!perFeature || $0.folders.count == 1)
      }
      let holders = Set(named.map(\.folders))
      for file in named {
        let outer = (1...file.folders.count).lazy.map { Array(file.folders.prefix($0)) }.first(where: holders.contains)
        if let outer { reached["DTOs", default: [:]][outer, default: 0] += 1 }
      }
    }
    let prefixes = Set(reached.values.flatMap { $0.keys.map { $0.dropLast() } }.filter { !$0.isEmpty })
    var result: [String: String] = [:]
    for (name, paths) in reached {
      // Most files, then the shorter path, then by name.
      guard
        let path = paths.max(by: {
          ($0.value, $1.key.count, $1.key.joined(separator: "/")) < (
            $1.value, $0.key.count, $0.key.joined(separator: "/")
          )
        })?.key, path != [name]
      else { continue }
      let prefix = path.dropLast()
      if prefixes.contains(where: { $0 != prefix && $0.count == prefix.count }) { continue }
      result[name] = path.joined(separator: "/")
    }
    return result
  }

  /// The folder template of one file of `layer` and the folders below it the file is in: its folders with the
  /// feature's replaced by `{feature}` and a screen's by `{screen}`, and for a layer whose module has folders of
  /// its own inside (clean's `ViewModels`) without them; nil when the file says nothing usable (no folder, a
  /// name a path template cannot hold, or a clean layer's file outside any feature and any folder named like
  /// the layer). Where no pattern captured the file's feature, the folder a clean layer's inner folders sit in
  /// is its feature's when another layer's pattern captured that name (`Projects/Domain/Sources/Catalog/
  /// Entities/` beside `Projects/Features/Sources/{feature}`); else a layer kept app-wide is the folder named
  /// like it (`ExampleMVVM/Domain`, `Projects/Domain/Sources`) or, but for the screens' layer, as apps name such
  /// a layer (Data's `Projects/Platform`), and the one holding the screens has a feature folder below that
  /// (`ExampleMVVM/Presentation/{feature}`).
  private static func template(
    of path: String, feature: String?, layer: Architecture.Layer, features: Set<String>, holdsScreens: Bool,
    preset: Preset
  ) -> (template: String, rest: [String])? {
    var folders = path.split(separator: "/").dropLast().map(String.init)
    guard !folders.isEmpty,
      !folders.contains(where: { $0.hasPrefix(".") || $0.contains(where: { "*?[]\\{}".contains($0) }) })
    else { return nil }
    let all = folders
    var feature = feature
    if feature == nil, !layer.folderNames.isEmpty {
      while let last = folders.last, layer.folderNames.contains(last) { folders.removeLast() }
      feature = folders.last.flatMap { features.contains($0) ? $0 : nil }
    }
    guard let feature, let index = folders.lastIndex(of: feature) else {
      if layer.folderNames.isEmpty { return (folders.joined(separator: "/"), []) }
      guard
        var root = all.firstIndex(of: layer.name)
          ?? (holdsScreens ? nil : all.firstIndex { isLayerFolder($0, of: layer, in: preset) })
      else { return nil }
      // Tuist's and SwiftPM's `Domain/Sources/` is the layer's folder.
      while root + 1 < all.count - 1, LayoutVocabulary.structuralFolders.contains(all[root + 1]) { root += 1 }
      // A folder per feature area below it, named like a feature another layer captured with the layer's word
      // after it (`Projects/Domain/MoviesDomain/`, `Projects/Platform/AnimeAPI/`): a module gets its own.
      if !holdsScreens, root + 1 < all.count, let area = areaTemplate(all[root + 1], features: features) {
        return ((all[...root] + [area]).joined(separator: "/"), Array(all[(root + 2)...]))
      }
      if holdsScreens {
        guard root + 1 < all.count else { return nil }
        // A feature's folders other than a screen's (`Movies/View-ViewModel-Coordinator/`) are its own.
        let placed = featureTemplate(path, folders: all, feature: root + 1, layer: layer)
        return placed.template.hasSuffix("{screen}") || !placed.template.contains("{feature}/")
          ? placed : ((all[...root] + ["{feature}"]).joined(separator: "/"), placed.rest)
      }
      return (all[...root].joined(separator: "/"), Array(all[(root + 1)...]))
    }
    return featureTemplate(path, folders: folders, feature: index, layer: layer, all: all)
  }

  /// The template of a file below a feature's folder (`folders[feature]`): `{feature}` for that folder, with the
  /// ending its name has (`MoviesScene`: `{feature}Scene`), then `{screen}` for a folder named like the start of
  /// the file's name (its views and view models maybe in folders of their own: `MoviesList/View/`), else the
  /// folders down to the file's but the templates' own (`ViewModels`); and the folders below the feature's.
  private static func featureTemplate(
    _ path: String, folders: [String], feature index: Int, layer: Architecture.Layer, all: [String]? = nil
  ) -> (template: String, rest: [String]) {
    let all = all ?? folders
    var rest = Array(folders[(index + 1)...])
    let inside = Array(all[(index + 1)...])
    while let last = rest.last, layer.folderNames.contains(last) { rest.removeLast() }
    let inner = { (name: String) in
      layer.folderNames.contains { LayoutVocabulary.innerFolders[$0]?.contains(name) ?? false }
    }
    // A screen's folder is named like the start of its files' names, or like its screen's view controller
    // (`SignInViewController/` holding `SignInViewModel.swift`).
    let stem = Paths.swiftStem(path)
    let screen = LayoutVocabulary.suffixRole(of: stem).map { String(stem.dropLast($0.suffix.count)) } ?? stem
    if let first = rest.first, stem.hasPrefix(first) || first.hasPrefix(screen), rest.count == 1 || inner(rest[1]) {
      rest = ["{screen}"]
    }
    let feature = folders[index]
    let ending = LayoutVocabulary.featureFolderEndings.first { feature.hasSuffix($0) && feature != $0 } ?? ""
    return ((folders[..<index] + ["{feature}" + ending] + rest).joined(separator: "/"), inside)
  }

  /// `{feature}Domain` for a folder `MoviesDomain` when `Movies` is a feature: the start a feature's name, the
  /// rest a capitalised word.
  private static func areaTemplate(_ folder: String, features: Set<String>) -> String? {
    let feature = features.filter { folder.hasPrefix($0) && folder.count > $0.count }.max { $0.count < $1.count }
    guard let feature, folder.dropFirst(feature.count).first?.isUppercase == true else { return nil }
    return "{feature}" + folder.dropFirst(feature.count)
  }

  /// Whether a file name names a transfer object (`MediaDTO`, `MoviesResponseDTO+Mapping`).
  private static func isTransferObject(_ stem: String) -> Bool {
    (stem.split(separator: "+").first ?? "").hasSuffix("DTO")
  }

  /// Inside a template with a folder per screen, where the templates' folders go: a screen's views and view
  /// models to the folder below the screen's most of them are in (`View`, `ViewModel`; "" for the screen's
  /// folder itself), and its navigation to the folder of the feature most navigation files are in (`Flows`).
  private static func screenFolders(
    of template: String, _ placed: [String: [Placed]], layer: Architecture.Layer
  ) -> [String: String] {
    let feature = template.components(separatedBy: "/{screen}")[0]
    var reached: [String: [String: Int]] = [:]
    for (other, files) in placed where other == template || other.hasPrefix(feature + "/") || other == feature {
      for file in files {
        guard
          let (_, role) = LayoutVocabulary.suffixRole(
            of: file.stem.split(separator: "+").first.map(String.init) ?? file.stem),
          let name = ["Views": LayoutVocabulary.Role.view, "ViewModels": .viewModel, "Coordinator": .router]
            .first(where: { $0.value == role })?.key, layer.folderNames.contains(name)
        else { continue }
        if other == template {
          guard role != .router else { continue }
          // The folders below the feature's: the screen's, then the one inside it when it is named for its kind
          // (`View/`); a folder of another name holds one of the screen's parts (`DescriptionView/`).
          let below = file.folders.dropFirst().first.flatMap {
            LayoutVocabulary.innerFolders[name]?.contains($0) == true ? $0 : nil
          }
          reached[name, default: [:]][below ?? "", default: 0] += 1
        } else if role == .router {
          reached[name, default: [:]][file.folders.joined(separator: "/"), default: 0] += 1
        }
      }
    }
    var result: [String: String] = [:]
    for (name, paths) in reached {
      guard let path = paths.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, path != name else { continue }
      result[name] = path
    }
    return result
  }

  /// Whether a folder named `name` holds a whole layer of `preset`, named otherwise than the layer: a layer's
  /// name in the vocabulary of apps (Data's `Platform`, `Infrastructure`), not a folder inside one (`DTOs`).
  private static func isLayerFolder(_ name: String, of layer: Architecture.Layer, in preset: Preset) -> Bool {
    guard let role = LayoutVocabulary.folders[name],
      !LayoutVocabulary.innerFolders.values.contains(where: { $0.contains(name) })
    else { return false }
    return LayoutVocabulary.layer(for: role, in: preset) == layer.name
  }

  /// Where the preset puts `layer`'s files of a module without a `layout`.
  private static func defaultTemplate(of layer: Architecture.Layer, in architecture: Architecture) -> String? {
    guard let folder = layer.moduleFolder else { return nil }
    return folder.isEmpty
      ? "\(architecture.moduleFolder)/{feature}" : "\(architecture.moduleFolder)/{feature}/\(folder)"
  }

  /// Whether one folder template is the other or holds it.
  private static func overlap(_ a: String, _ b: String) -> Bool {
    a == b || a.hasPrefix(b + "/") || b.hasPrefix(a + "/")
  }
}

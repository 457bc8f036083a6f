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
  }

  /// Layer name → path template, in groups of layers whose folders overlap, in the preset's layer order.
  static func groups(_ files: [(path: String, assignment: FileAssignment)], preset: Preset) -> [[Choice]] {
    let architecture = preset.architecture
    let features = Set(files.compactMap(\.assignment.feature))
    let screens = LayoutVocabulary.layer(for: .view, in: preset)
    var chosen: [Choice] = []
    for layer in architecture.layers where layer.isGenerated {
      var votes: [String: Int] = [:]
      var inside: [String: [[String]]] = [:]
      for file in files where file.assignment.role == .layered && file.assignment.layer == layer.name {
        if let (template, rest) = template(
          of: file.path, feature: file.assignment.feature, layer: layer, features: features,
          holdsScreens: layer.name == screens, preset: preset)
        {
          votes[template, default: 0] += 1
          inside[template, default: []].append(rest)
        }
      }
      // The screens' layer goes where the app keeps a folder per screen when it has such folders, though more
      // of its files may be small views kept together (`Flows/Checkout/Components/`): new modules add screens.
      if layer.name == screens, votes.keys.contains(where: { $0.contains("{screen}") }) {
        votes = votes.filter { $0.key.contains("{screen}") }
      }
      // Most files, then the shorter template, then by name: the same tree gives the same proposal.
      guard
        let best = votes.max(by: {
          ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key)
        })?.key, best != defaultTemplate(of: layer, in: architecture)
      else { continue }
      chosen.append(
        Choice(
          layer: layer.name, template: best,
          folders: best.contains("{screen}")
            ? [:] : folders(inside[best] ?? [], of: layer, perFeature: best.contains("{feature}"))))
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

  /// Where the folders the templates write inside `layer` go, from the folders below the layer's template
  /// that its files sit in (`rests`): for each, the folder most of its files reach through a name an app gives
  /// it (`Interfaces/Repositories`), when that is not the templates' own and the folders on the way are not one
  /// group among several (`MoviesDomain/Gateway` beside
  /// `AnimeDomain/Entities` is one domain's folder, not the layer's). Per feature, only a folder right below the
  /// feature's counts: deeper ones are a screen's.
  private static func folders(_ rests: [[String]], of layer: Architecture.Layer, perFeature: Bool) -> [String: String] {
    var reached: [String: [[String]: Int]] = [:]
    for name in layer.folderNames {
      guard let names = LayoutVocabulary.innerFolders[name] else { continue }
      for rest in rests {
        guard let index = rest.firstIndex(where: names.contains), !perFeature || index == 0 else { continue }
        reached[name, default: [:]][Array(rest[...index]), default: 0] += 1
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
      if holdsScreens {
        guard root + 1 < all.count else { return nil }
        return ((all[...root] + ["{feature}"]).joined(separator: "/"), Array(all[(root + 2)...]))
      }
      return (all[...root].joined(separator: "/"), Array(all[(root + 1)...]))
    }
    var rest = Array(folders[(index + 1)...])
    let inside = Array(all[(index + 1)...])
    while let last = rest.last, layer.folderNames.contains(last) { rest.removeLast() }
    if rest.count == 1, Paths.swiftStem(path).hasPrefix(rest[0]) { rest = ["{screen}"] }
    return ((folders[..<index] + ["{feature}"] + rest).joined(separator: "/"), inside)
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

/// Where an existing app keeps each layer's files of a feature, as `layout` path templates for `scaffold.json`,
/// so that `new-module` writes there: for each layer a generated module has, the folder most of the layer's
/// files sit in under the proposed configuration, with `{feature}` for the feature its pattern captured and
/// `{screen}` for a folder named like the start of its file's name (`Flows/Cart/Basket/BasketViewModel.swift`).
/// A navigation layer without files of its own goes to the feature folder of the View layer, beside the
/// screens it shows. Layers whose folders overlap form one group: `init --detect` keeps a group only when lint
/// places every file of the app as it did without it.
enum LayoutProposal {
  /// Layer name → path template, in groups of layers whose folders overlap, in the preset's layer order.
  static func groups(
    _ files: [(path: String, assignment: FileAssignment)], preset: Preset
  ) -> [[(layer: String, template: String)]] {
    let architecture = preset.architecture
    let features = Set(files.compactMap(\.assignment.feature))
    var chosen: [(layer: String, template: String)] = []
    for layer in architecture.layers where layer.isGenerated {
      var votes: [String: Int] = [:]
      for file in files where file.assignment.role == .layered && file.assignment.layer == layer.name {
        if let template = template(of: file.path, feature: file.assignment.feature, layer: layer, features: features) {
          votes[template, default: 0] += 1
        }
      }
      // Most files, then the shorter template, then by name: the same tree gives the same proposal.
      guard
        let best = votes.max(by: {
          ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key)
        })?.key, best != defaultTemplate(of: layer, in: architecture)
      else { continue }
      chosen.append((layer.name, best))
    }
    let views = architecture.layers.first { $0.roles.contains("view") }
    for layer in architecture.layers where layer.isGenerated && layer.roles.contains("navigator") {
      guard !chosen.contains(where: { $0.layer == layer.name }),
        let view = chosen.first(where: { $0.layer == views?.name })?.template,
        let feature = view.split(separator: "/").firstIndex(where: { $0 == "{feature}" })
      else { continue }
      chosen.append((layer.name, view.split(separator: "/")[...feature].joined(separator: "/")))
    }
    var groups: [[(layer: String, template: String)]] = []
    for candidate in chosen {
      if let index = groups.firstIndex(where: { $0.contains { overlap($0.template, candidate.template) } }) {
        groups[index].append(candidate)
      } else {
        groups.append([candidate])
      }
    }
    return groups
  }

  /// The folder template of one file of `layer`: its folders with the feature's replaced by `{feature}` and a
  /// screen's by `{screen}`, and for a layer whose module has folders of its own inside (clean's `ViewModels`)
  /// without them; nil when the file says nothing usable (no folder, a name a path template cannot hold, or a
  /// clean layer's file outside any feature). Where no pattern captured the file's feature, the folder a clean
  /// layer's inner folders sit in is its feature's when another layer's pattern captured that name
  /// (`Projects/Domain/Sources/Catalog/Entities/` beside `Projects/Features/Sources/{feature}`).
  private static func template(
    of path: String, feature: String?, layer: Architecture.Layer, features: Set<String>
  ) -> String? {
    var folders = path.split(separator: "/").dropLast().map(String.init)
    guard !folders.isEmpty,
      !folders.contains(where: { $0.hasPrefix(".") || $0.contains(where: { "*?[]\\{}".contains($0) }) })
    else { return nil }
    var feature = feature
    if feature == nil, !layer.folderNames.isEmpty {
      while let last = folders.last, layer.folderNames.contains(last) { folders.removeLast() }
      feature = folders.last.flatMap { features.contains($0) ? $0 : nil }
    }
    guard let feature, let index = folders.lastIndex(of: feature) else {
      return layer.folderNames.isEmpty ? folders.joined(separator: "/") : nil
    }
    var rest = Array(folders[(index + 1)...])
    while let last = rest.last, layer.folderNames.contains(last) { rest.removeLast() }
    if rest.count == 1, Paths.swiftStem(path).hasPrefix(rest[0]) { rest = ["{screen}"] }
    return (folders[..<index] + ["{feature}"] + rest).joined(separator: "/")
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

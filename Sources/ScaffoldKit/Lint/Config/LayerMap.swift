/// Where a file sits in the architecture.
package struct FileAssignment: Sendable, Hashable {
  /// How the rules treat the file.
  package enum Role: String, Sendable, Hashable {
    /// In a layer: every rule applies.
    case layered
    /// An app entry point or DI container: exempt from layer rules, subject to feature isolation.
    case compositionRoot
    /// A test: exempt from every architecture rule, and its types are invisible to production code.
    case test
    /// In no layer and not exempt: only `unassigned-file` looks at it.
    case unassigned
  }

  package var role: Role
  package var layer: String?
  package var feature: String?
  /// Two layers that match the file equally specifically (the file is then in neither).
  package var ambiguousLayers: [LayerMatch] = []
  /// The file's top-level types that their names place in another layer than the file's (`PlaceByType`).
  package var typePlacements: [TypePlacement] = []
}

/// Which layer pattern placed a file, and how specific it was.
package struct LayerMatch: Sendable, Hashable {
  package var layer: String
  package var feature: String?
  /// The path pattern that matched, as written; nil for a layer given by `suffixes` alone.
  package var pattern: String?
  /// The `suffixes` entry the file name ends with, when the layer has suffixes.
  package var suffix: String?
  /// Folders down to the deepest one the pattern names (see `Glob.Capture.depth`).
  package var depth: Int
  /// The longer of the matched suffix and the pattern's literal file-name ending.
  package var suffixLength: Int

  /// `'**/Modules/{feature}/View/**'`, `suffix 'ViewModel'`, or both.
  package var reason: String {
    var parts: [String] = []
    if let pattern { parts.append("'\(pattern)'") }
    if let suffix { parts.append("suffix '\(suffix)'") }
    return parts.joined(separator: " with ")
  }

  func isMoreSpecific(than other: LayerMatch) -> Bool {
    (depth, suffixLength) > (other.depth, other.suffixLength)
  }
}

/// The full decision about one file: its assignment and every pattern that took part, for the rules,
/// `scaffold which` and messages.
package struct LayerDecision: Sendable, Hashable {
  package var assignment: FileAssignment
  /// The most specific layer match, when one is.
  package var match: LayerMatch?
  /// Another layer's match exactly as specific as `match`: the file's layer is ambiguous.
  package var tie: LayerMatch?
  /// The `exempt.tests` pattern that made the file a test.
  package var testPattern: String?
  /// The `exempt.paths` pattern, or `type <name>` of `exempt.types`, that made the file a composition root.
  package var exemption: String?
  /// The top-level types whose names place them in another layer than the file's path and name do.
  package var byType: [TypeMatch] = []
}

/// Maps file paths to layers and features with the configuration's globs (compiled once). The most
/// specific match wins: the pattern naming the deepest folder of the path, then the longest file-name
/// ending (a `suffixes` entry or the literal end of the pattern); equal matches of two layers are an
/// `ambiguous-layer` error.
///
/// A `target:NAME` pattern matches the files that a target of that name compiles, as `membership` (from
/// `--xcodeproj`) tells; it is the least specific kind of match (any path pattern of another layer that
/// matches the file wins over it), and it matches nothing without a project.
package struct LayerMap: Sendable {
  package let configuration: LintConfiguration
  /// Which targets compile each file, for `target:NAME` patterns.
  package let membership: TargetMembership?
  private let namesTargets: Bool
  /// Whether a layer has `suffixes`.
  private let namesSuffixes: Bool
  /// Every ending a file name can be placed by: the layers' suffixes and the literal endings of their
  /// patterns (`ViewModel` for `**/*ViewModel.swift`). A name ending in none of them is placed by its
  /// folder alone.
  package let nameEndings: [String]

  package init(configuration: LintConfiguration, membership: TargetMembership? = nil) {
    self.configuration = configuration
    self.membership = membership
    namesTargets = membership != nil && configuration.layers.contains { $0.paths.contains(where: \.namesTarget) }
    namesSuffixes = configuration.layers.contains { !$0.suffixes.isEmpty }
    let endings = configuration.layers.flatMap { $0.suffixes + $0.paths.map(\.fileNameEnding) }
    // An ending of `.swift` itself (`**/*swift`) is one every file name has.
    nameEndings =
      endings.contains { !$0.isEmpty && ".swift".hasSuffix($0) } ? [""] : Set(endings.filter { !$0.isEmpty }).sorted()
  }

  /// The assignment of a file. `path` is relative to the configuration root; `declaredTypes` are the
  /// top-level names the file declares (a file declaring only composition-root types is one).
  package func assign(path: String, declaredTypes: [String] = []) -> FileAssignment {
    decide(path: path, declaredTypes: declaredTypes).assignment
  }

  /// The assignment with the patterns that decided it.
  package func decide(path: String, declaredTypes: [String] = []) -> LayerDecision {
    decide(placing(path: path), declaredTypes: declaredTypes)
  }

  /// What a file's path alone decides: the test, exempt and layer patterns it matches. Its declared types
  /// complete the decision (`decide(_:declaredTypes:)`); a linter asks this before it reads the file.
  package struct PathDecision: Sendable {
    fileprivate var testPattern: String?
    fileprivate var match: LayerMatch?
    fileprivate var tie: LayerMatch?
    fileprivate var exemption: String?
    /// The path the decision is about, relative to the configuration root.
    package fileprivate(set) var path = ""

    /// Whether a rule may read the file's type references: a file's references are judged only from a layer
    /// (`layer-dependency`) or a feature (`feature-isolation`), and both come from a layer pattern matching
    /// its path. A test, or a file no layer pattern matches, is read for what it declares and imports only.
    package var mayReadReferences: Bool { testPattern == nil && match != nil }
  }

  /// The decision of `path`'s patterns (see `PathDecision`).
  package func placing(path: String) -> PathDecision {
    let globPath = GlobPath(path)
    if let test = configuration.testPaths.firstMatch(globPath) {
      return PathDecision(testPattern: configuration.testPaths[test].pattern, path: path)
    }
    let (placed, tie) = layer(of: path, globPath)
    let exemption = configuration.exemptPaths.firstMatch(globPath).map { "'\(configuration.exemptPaths[$0].pattern)'" }
    return PathDecision(match: placed, tie: tie, exemption: exemption, path: path)
  }

  /// The assignment of a file whose path decided `placing`, and which declares `declaredTypes` at its top level
  /// (a file declaring only `exempt.types` is a composition root).
  package func decide(_ placing: PathDecision, declaredTypes: [String]) -> LayerDecision {
    if let testPattern = placing.testPattern {
      return LayerDecision(assignment: FileAssignment(role: .test), testPattern: testPattern)
    }
    let (placed, tie) = (placing.match, placing.tie)
    var exemption = placing.exemption
    if exemption == nil, !declaredTypes.isEmpty, declaredTypes.allSatisfy({ configuration.isExemptType($0) }) {
      exemption = "type '\(declaredTypes[0])'"
    }
    var decision = LayerDecision(assignment: FileAssignment(role: .unassigned), match: placed, tie: tie)
    if let exemption {
      decision.exemption = exemption
      decision.assignment = FileAssignment(role: .compositionRoot, layer: placed?.layer, feature: placed?.feature)
    } else if let placed, let tie {
      decision.assignment.ambiguousLayers = [placed, tie]
    } else if let placed {
      decision.assignment = FileAssignment(role: .layered, layer: placed.layer, feature: placed.feature)
    }
    return decision
  }

  /// The most specific layer match, and a match of another layer exactly as specific, if any.
  private func layer(of path: String, _ globPath: GlobPath) -> (LayerMatch?, LayerMatch?) {
    // Only suffixes look at the file name without `.swift`; most configurations have none.
    let stem = namesSuffixes ? Paths.swiftStem(path) : ""
    var best: LayerMatch?
    var tie: LayerMatch?
    var targets: [String] = []
    if namesTargets, let membership {
      targets = membership.targets(of: Paths.normalize(Paths.join(configuration.root, path))).sorted()
    }
    // By index: the configuration is shared by every thread placing files, and copying a layer or a glob out
    // of it would count references on memory all of them touch.
    let layers = configuration.layers
    for layerIndex in layers.indices {
      var suffix: String?
      if !layers[layerIndex].suffixes.isEmpty {
        suffix = layers[layerIndex].suffixes.filter { stem.hasSuffix($0) }.max { $0.utf8.count < $1.utf8.count }
        if suffix == nil { continue }
      }
      let suffixLength = suffix?.utf8.count ?? 0
      var candidate: LayerMatch?
      if layers[layerIndex].paths.isEmpty {
        candidate = LayerMatch(layer: layers[layerIndex].name, suffix: suffix, depth: 0, suffixLength: suffixLength)
      }
      for globIndex in layers[layerIndex].paths.indices {
        let found = layers[layerIndex].paths.withGlob(at: globIndex) { glob -> LayerMatch? in
          if glob.namesTarget {
            guard let capture = targets.lazy.compactMap(glob.matchTarget).first else { return nil }
            return LayerMatch(
              layer: layers[layerIndex].name, feature: capture.feature, pattern: glob.pattern, suffix: suffix,
              depth: 0, suffixLength: suffixLength)
          }
          guard let capture = glob.match(globPath) else { return nil }
          return LayerMatch(
            layer: layers[layerIndex].name, feature: capture.feature, pattern: glob.pattern, suffix: suffix,
            depth: capture.depth, suffixLength: max(suffixLength, glob.fileNameSuffixLength))
        }
        if let found, candidate.map({ found.isMoreSpecific(than: $0) }) ?? true { candidate = found }
      }
      guard let candidate else { continue }
      if let current = best {
        if candidate.isMoreSpecific(than: current) {
          best = candidate
          tie = nil
        } else if !current.isMoreSpecific(than: candidate), tie == nil {
          tie = candidate
        }
      } else {
        best = candidate
      }
    }
    return (best, tie)
  }
}

/// The project-wide table of declared types: name → the files declaring it, with their assignments.
package struct ProjectTable: Sendable {
  /// One declaration of a type name.
  package struct Entry: Sendable, Equatable {
    package var path: String
    package var declaration: TypeDeclaration
    package var assignment: FileAssignment

    package var location: SourceLocation { SourceLocation(path: path, position: declaration.position) }
  }

  /// Declarations of one name that share a layer and a feature: the rules judge them alike, so a name
  /// declared thousands of times costs as many checks per reference as it has distinct places.
  struct Placement {
    var layer: String?
    var feature: String?
    /// The first such declaration in file order.
    var first: Entry
    /// The one with the smallest location.
    var nearest: Entry
  }

  /// Every name declared (or once declared), by number; `entries[n]` are the declarations of name `n` in file
  /// order and `placements[n]` their places (both empty once its declarations are gone).
  private(set) var names = NameTable()
  private var entries: [[Entry]] = []
  private var placements: [[Placement]] = []

  /// Builds the table from every file's index and assignment (`files[i]` goes with `assignments[i]`).
  /// Left out: extensions (they declare nothing new); nested types (elsewhere they are written qualified,
  /// `Outer.Inner`, and the reference is `Outer`, so a bare `Configuration` never means a nested type
  /// of another file); and test files (their types live in another target, invisible to production code).
  package init(files: [FileIndex], assignments: [FileAssignment]) {
    self.init(files: zip(files, assignments).map { AnalyzedFile(index: $0, assignment: $1) })
  }

  /// The table of analysed files, built after every file is read. The entries are made in slices on all
  /// cores, the files looked at in place (a copy of each file's index would count references on all its
  /// arrays); one core then numbers their names and files them by number, and the places of each name are
  /// grouped on all cores again.
  init(files: [AnalyzedFile]) {
    let slices = Parallel.mapSlices(of: files.count, length: 256) { slice in
      var entries: [Entry] = []
      for offset in slice { Self.addEntries(of: files[offset].index, files[offset].assignment, to: &entries) }
      return entries
    }
    let count = slices.reduce(0) { $0 + $1.count }
    names = NameTable(capacity: count)
    entries.reserveCapacity(count)
    for slice in slices {
      for entry in slice { file(entry) }
    }
    placements = Parallel.mapSlices(of: entries.count, length: 1024) { [entries] slice in
      slice.map { Self.placements(of: entries[$0]) }
    }.flatMap { $0 }
  }

  /// Adds `entry` after the declarations of its name already filed.
  private mutating func file(_ entry: Entry) {
    let number = names.add(entry.declaration.name)
    if number == entries.count {
      entries.append([entry])
    } else {
      entries[number].append(entry)
    }
  }

  /// The entries one file contributes.
  private static func entries(of file: FileIndex, _ assignment: FileAssignment) -> [Entry] {
    var entries: [Entry] = []
    addEntries(of: file, assignment, to: &entries)
    return entries
  }

  /// Appends the entries one file contributes: its top-level types, unless it is a test.
  private static func addEntries(of file: FileIndex, _ assignment: FileAssignment, to entries: inout [Entry]) {
    guard assignment.role != .test else { return }
    for declaration in file.declarations where declaration.isTopLevelType {
      entries.append(
        Entry(path: file.path, declaration: declaration, assignment: assignment.assignment(ofType: declaration.name)))
    }
  }

  /// Replaces what `old` contributed with what `new` contributes (either may be nil), keeping the file
  /// order of the other entries; for an editor buffer that changes while the rest of the project does not.
  mutating func replace(_ old: AnalyzedFile?, with new: AnalyzedFile?) {
    var changed = Set<Int>()
    if let old {
      for entry in Self.entries(of: old.index, old.assignment) {
        guard let number = names.number(of: entry.declaration.name) else { continue }
        entries[number].removeAll { $0.path == old.index.path }
        changed.insert(number)
      }
    }
    if let new {
      for entry in Self.entries(of: new.index, new.assignment) {
        let number = names.add(entry.declaration.name)
        if number == entries.count { entries.append([]) }
        let at = entries[number].firstIndex { $0.path > entry.path } ?? entries[number].endIndex
        entries[number].insert(entry, at: at)
        changed.insert(number)
      }
    }
    placements += repeatElement([], count: entries.count - placements.count)
    for number in changed { placements[number] = Self.placements(of: entries[number]) }
  }

  private static func placements(of list: [Entry]) -> [Placement] {
    if list.count == 1 {
      let entry = list[0]
      return [Placement(layer: entry.assignment.layer, feature: entry.assignment.feature, first: entry, nearest: entry)]
    }
    var groups: [Placement] = []
    var groupIndex: [[String?]: Int] = [:]
    for entry in list {
      let layer = entry.assignment.layer
      let feature = entry.assignment.feature
      let at: Int?
      if groups.count <= 8 {
        at = groups.firstIndex { $0.layer == layer && $0.feature == feature }
      } else {
        // Many places (a name declared in many features): look them up instead of scanning.
        if groupIndex.isEmpty {
          for (index, group) in groups.enumerated() { groupIndex[[group.layer, group.feature]] = index }
        }
        at = groupIndex[[layer, feature]]
      }
      if let at {
        if entry.location < groups[at].nearest.location { groups[at].nearest = entry }
      } else {
        if !groupIndex.isEmpty { groupIndex[[layer, feature]] = groups.count }
        groups.append(Placement(layer: layer, feature: feature, first: entry, nearest: entry))
      }
    }
    return groups
  }

  /// Every declaration of `name`, in file order.
  package func declarations(of name: String) -> [Entry] {
    names.number(of: name).map { entries[$0] } ?? []
  }

  /// The distinct places (layer and feature) where `name` is declared, in order of first declaration.
  func placements(of name: String) -> [Placement] {
    names.number(of: name).map { placements[$0] } ?? []
  }

  /// The places of the name numbered `number` in `names`.
  func placements(ofNumber number: Int) -> [Placement] {
    placements[number]
  }

  /// Every declaration by its location.
  func entriesByLocation() -> [SourceLocation: Entry] {
    var result: [SourceLocation: Entry] = [:]
    for list in entries {
      for entry in list { result[entry.location] = entry }
    }
    return result
  }

  /// How many distinct type names the project declares.
  package var count: Int { entries.count { !$0.isEmpty } }
}

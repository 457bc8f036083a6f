/// The one trust boundary for paths that come from files a repository carries (`.scaffold/` journals and
/// manifests, specs, template manifests, `scaffold.json`): a cloned repository or a pull request can hold
/// any of them, so none of their paths may lead scaffold to read, write or delete outside the project.
///
/// A path passes when it is relative, free of `..` (and, for files scaffold writes itself, already
/// normalised), names none of scaffold's own state files, and no symbolic link on its way leads out of the
/// root. docs/writing.md ("What scaffold trusts") lists which files are read and what is refused.
package enum ProjectPath {
  /// Why a path read from a file is not followed.
  package enum Refusal: Sendable, Equatable, CustomStringConvertible {
    case empty
    case absolute
    case climbsOut
    /// `.`, an empty component or a trailing slash in a path scaffold wrote itself in normal form.
    case notNormalized
    case controlCharacter
    /// `.scaffold/lock` or `.scaffold/journal.json`: the writer's own state, never a module's file.
    case writerState
    /// A symbolic link on the way leads outside the root (or nowhere, when `destination` is nil).
    case linkLeadsOut(link: String, destination: String?)
    /// Longer than any path the system opens (`PATH_MAX`): it names nothing, and walking its folders one by
    /// one would be quadratic in its length.
    case tooLong

    package var description: String {
      switch self {
      case .empty: return "is empty"
      case .absolute: return "is absolute; paths in a project's files are relative to the project"
      case .climbsOut: return "climbs out of the project with '..'"
      case .notNormalized: return "is not in normal form ('.', '//' or a trailing '/')"
      case .controlCharacter: return "holds a control character"
      case .writerState: return "names scaffold's own lock or journal"
      case .tooLong: return "is longer than \(ProjectPath.maximumLength) bytes, the longest path the system opens"
      case .linkLeadsOut(let link, let destination):
        return "goes through '\(link)', "
          + (destination.map { "a symbolic link to '\($0)', outside the project" } ?? "a dangling symbolic link")
      }
    }
  }

  /// `PATH_MAX` on Linux (macOS's is 1024): no longer path can be opened, so none can come from a real tree.
  static let maximumLength = 4096

  /// The writer's own state, relative to an output directory: no module, journal entry or spec may name it.
  static let writerState: Set<String> = [".scaffold/lock", ".scaffold/journal.json", ".scaffold/journal.json.next"]

  /// The lexical checks: nil when `path` is relative, has no `..` component and no control character, and
  /// (with `normalized`) is already in normal form.
  package static func refusal(of path: String, requireNormalized: Bool = true) -> Refusal? {
    if path.isEmpty { return .empty }
    if path.utf8.count > maximumLength { return .tooLong }
    if path.hasPrefix("/") { return .absolute }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return .controlCharacter }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") { return .climbsOut }
    let normalized = Paths.normalize(path)
    if requireNormalized && normalized != path { return .notNormalized }
    if normalized == "." { return .empty }
    if writerState.contains(normalized.lowercased()) { return .writerState }
    return nil
  }

  /// `refusal(of:)`, then the symbolic links on the way below `root` (absolute): every existing ancestor
  /// of `root/path`, and the path itself, must really lie inside `root`.
  package static func refusal(
    of path: String, under root: String, requireNormalized: Bool = true, fileSystem: some FileAccess
  ) -> Refusal? {
    if let refusal = refusal(of: path, requireNormalized: requireNormalized) { return refusal }
    var links = LinkContainment(root: root, fileSystem: fileSystem)
    return links.escape(Paths.normalize(path)).map {
      .linkLeadsOut(link: Paths.relative($0.link, to: fileSystem.currentDirectory), destination: $0.destination)
    }
  }
}

/// A path from a file scaffold reads that it refuses to follow, located in that file.
package struct UntrustedPathError: Error, Sendable, Equatable, ProblemListing, CustomStringConvertible {
  /// The file and position the path was read from (`path:line:col`).
  package var location: String
  /// The key it was read from (`files[2].path`, `temporary`), for the message.
  package var field: String
  package var path: String
  package var refusal: ProjectPath.Refusal

  package var problems: [Problem] {
    [Problem(location: location, "\(field) '\(Paths.displayed(path))' \(refusal); scaffold does not follow it")]
  }

  package var description: String { problemText }
}

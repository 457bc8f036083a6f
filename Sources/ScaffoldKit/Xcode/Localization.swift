/// Localized resources as Xcode keeps them: one file per language in `<language>.lproj/`, which the project
/// groups under one variant group named after the file (`Order.strings`), a member of the target's Copy Bundle
/// Resources phase.
enum Localization {
  /// The `.lproj` folder for a project's development region: the region as the project names it, or `en` where
  /// it names none or something that is no language tag (a folder name must never come from arbitrary text).
  static func region(_ value: String?) -> String {
    guard let value, !value.isEmpty, value.count <= 35,
      value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else { return "en" }
    return value
  }

  /// A file in a language's folder, as a variant group holds it.
  struct Variant: Equatable {
    /// The folder holding the `.lproj` folders, relative like the file (`""` for the root).
    var folder: String
    /// The language (`en`), as the file reference's `name`.
    var language: String
    /// The file's name, which names the variant group (`Order.strings`).
    var name: String
    /// The path below `folder`: `en.lproj/Order.strings`.
    var path: String { "\(language).lproj/\(name)" }
  }

  /// `file` (a relative path) as a variant: a file directly inside a `<language>.lproj` folder; nil otherwise.
  static func variant(_ file: String) -> Variant? {
    let lproj = Paths.dirname(file)
    guard lproj != ".", lproj.hasSuffix(".lproj") else { return nil }
    let language = String(Paths.basename(lproj).dropLast(".lproj".count))
    guard !language.isEmpty else { return nil }
    let parent = Paths.dirname(lproj)
    return Variant(folder: parent == "." ? "" : parent, language: language, name: Paths.basename(file))
  }
}

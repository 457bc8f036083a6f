/// SDK names that an app's own declarations shadow in generated code. A module generated into an app
/// compiles inside the app's target, where the app's `protocol View` (or `struct Result`, `class Task`) wins
/// over SwiftUI's `View`: generated code names those SDK types by their module (`SwiftUI.View`) instead.
///
/// Applied to rendered files before they are planned (`new-module`) and when a module is rendered again
/// (`update`), so both write the same text. The rewrite is lexical: a word token with the name, not after a
/// `.`, in a file that imports the name's module (always, for the standard library's).
enum ShadowedNames {
  /// The SDK names generated code uses, with the module each comes from.
  static let modules: [String: String] = [
    "View": "SwiftUI", "Text": "SwiftUI", "Image": "SwiftUI", "Color": "SwiftUI", "List": "SwiftUI",
    "Button": "SwiftUI", "Label": "SwiftUI", "Form": "SwiftUI", "Section": "SwiftUI", "Toggle": "SwiftUI",
    "Picker": "SwiftUI", "State": "SwiftUI", "Binding": "SwiftUI", "Bindable": "SwiftUI", "Environment": "SwiftUI",
    "Result": "Swift", "Task": "Swift", "Error": "Swift",
    "Published": "Combine", "AnyCancellable": "Combine", "Observable": "Observation",
    "Date": "Foundation", "URL": "Foundation", "Data": "Foundation", "UUID": "Foundation", "Decimal": "Foundation",
  ]

  /// Modules whose import brings another's names too (SwiftUI and UIKit re-export Foundation).
  private static let reexports: [String: Set<String>] = [
    "SwiftUI": ["Foundation", "Combine", "Observation"], "UIKit": ["Foundation"], "Combine": [], "Observation": [],
  ]

  /// `files` with every SDK name that `declared` (the app's own top-level names) shadows qualified by its
  /// module. Names the files declare themselves (a spec's `Section` model) are the module's own and stay.
  static func qualify(_ files: [GeneratedFile], declared: Set<String>) -> [GeneratedFile] {
    var own: Set<String> = []
    for file in files where file.path.hasSuffix(".swift") {
      own.formUnion(SwiftIndexer.index(Array(file.contents.utf8), path: file.path).declarations.map(\.name))
    }
    let shadowed = Set(modules.keys).intersection(declared).subtracting(own)
    guard !shadowed.isEmpty else { return files }
    return files.map { file in
      guard file.path.hasSuffix(".swift") else { return file }
      var file = file
      file.contents = qualify(file.contents, names: shadowed)
      return file
    }
  }

  /// `source` with each of `names` qualified where it names the SDK's type.
  static func qualify(_ source: String, names: Set<String>) -> String {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokenize(bytes).filter { !$0.kind.isComment }
    var imported: Set<String> = ["Swift"]
    for (index, token) in tokens.enumerated() where token.kind == .keyword || token.kind == .identifier {
      guard text(of: token, in: bytes) == "import", index + 1 < tokens.count else { continue }
      let module = text(of: tokens[index + 1], in: bytes)
      imported.insert(module)
      imported.formUnion(reexports[module] ?? [])
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 64)
    var copied = 0
    for (index, token) in tokens.enumerated() where token.kind == .identifier {
      let name = text(of: token, in: bytes)
      guard names.contains(name), let module = modules[name], imported.contains(module) else { continue }
      if index > 0, tokens[index - 1].kind == .period || text(of: tokens[index - 1], in: bytes) == "import" {
        continue
      }
      output += bytes[copied..<token.start]
      output += Array((module + "." + name).utf8)
      copied = token.end
    }
    output += bytes[copied...]
    return String(decoding: output, as: UTF8.self)
  }

  private static func text(of token: Token, in bytes: [UInt8]) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }
}

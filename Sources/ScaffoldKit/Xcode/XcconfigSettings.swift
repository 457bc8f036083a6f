/// Build settings an `.xcconfig` file gives, read as Xcode reads them: `KEY = VALUE` lines in order, a later
/// one replacing an earlier, and the files it `#include`s (`#include?` for an optional one) read where they
/// stand. Settings made for one SDK or architecture (`KEY[sdk=iphoneos*] = …`) and values built from other
/// settings are taken as written: the callers want a product or module name.
enum XcconfigSettings {
  /// The values of `keys` that the file at `path` (absolute) and its includes set; missing files set nothing.
  static func read(_ path: String, keys: Set<String>, fileSystem: any FileAccess) -> [String: String] {
    var settings: [String: String] = [:]
    var visited: Set<String> = []
    read(path, keys: keys, into: &settings, visited: &visited, fileSystem: fileSystem)
    return settings
  }

  private static func read(
    _ path: String, keys: Set<String>, into settings: inout [String: String], visited: inout Set<String>,
    fileSystem: any FileAccess
  ) {
    guard visited.insert(path).inserted, let bytes = try? fileSystem.readData(path) else { return }
    for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("#include") {
        guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"")
        else { continue }
        let included = String(line[line.index(after: open)..<close])
        let full = included.hasPrefix("/") ? included : Paths.join(Paths.dirname(path), included)
        read(Paths.normalize(full), keys: keys, into: &settings, visited: &visited, fileSystem: fileSystem)
        continue
      }
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      guard let equals = code.firstIndex(of: "=") else { continue }
      let key = code[..<equals].trimmingCharacters(in: .whitespaces)
      guard keys.contains(key) else { continue }
      settings[key] = code[code.index(after: equals)...].trimmingCharacters(in: .whitespaces)
    }
  }
}

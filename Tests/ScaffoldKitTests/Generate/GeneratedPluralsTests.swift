import Foundation
import ScaffoldKit
import TemplateEngine
import XCTest

/// Generated names use the one inflection: no word of an identifier is a plural made twice (`Serieses`,
/// `Newses`, `Downloadses`) or a wrong plural (`Persons`), neither in any golden module nor in modules
/// named after the nouns that used to go wrong, under every set.
final class GeneratedPluralsTests: XCTestCase {
  /// The words of identifiers in `source` that pluralize a type the source declares the wrong way: with
  /// `s` or `es` added where the plural is another word (`Series` → `Serieses`, `Person` → `Persons`,
  /// `Downloads` → `Downloadses`).
  static func wrongPlurals(in source: String) -> Set<String> {
    let identifiers = source.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) })
    var nouns: Set<String> = []
    for (keyword, name) in zip(identifiers, identifiers.dropFirst())
    where ["struct", "enum", "class", "protocol", "actor"].contains(keyword) {
      if let last = words(String(name)).last, last.count > 2 { nouns.insert(last) }
    }
    var wrong: Set<String> = []
    for noun in nouns {
      for candidate in [noun + "s", noun + "es"] where candidate != Inflection.pluralize(noun) {
        wrong.insert(candidate)
      }
    }
    return Set(identifiers.flatMap { words(String($0)) }.filter(wrong.contains))
  }

  /// `fetchSeriesesList` → `fetch`, `Serieses`, `List`: capitalised words, and a leading lowercase one.
  static func words(_ identifier: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in identifier {
      if character.isUppercase, let last = current.last, last.isLowercase {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  func testTheCheckFindsDoubledAndWrongPlurals() {
    XCTAssertEqual(
      Self.wrongPlurals(
        in: "struct Series {} struct News {} struct Person {} enum Downloads {} "
          + "FetchSeriesesUseCase fetchNewses FetchPersonsUseCase FetchDownloadsesUseCase"),
      ["Serieses", "Newses", "Persons", "Downloadses"])
    XCTAssertEqual(
      Self.wrongPlurals(
        in: "struct Person {} struct Status {} class Response {} fetchPeople statuses Responses FetchSeriesUseCase"),
      [])
  }

  func testNoGoldenModuleHasADoubledPlural() throws {
    let root = SpecFixtures.url("Tests/Fixtures/GenerateGoldenModuleTests")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    XCTAssertGreaterThan(files.count, 50)
    for file in files {
      let relative = String(file.path.dropFirst(root.path.count))
      XCTAssertEqual(
        Self.wrongPlurals(in: try String(contentsOf: file, encoding: .utf8) + " " + relative), [], relative)
    }
  }

  func testModulesNamedAfterTrickyNounsGenerateRightPlurals() throws {
    for name in ["Series", "News", "Person", "Downloads", "Settings", "Status"] {
      let spec = try SpecLoader.defaultSpec(name: name)
      // The sets name operations alike (`fetch<Plural>`, `Fetch<Plural>UseCase`): one of each family.
      for set in ["mvvm", "features", "clean"] {
        let files = try ModuleGenerator.render(spec: spec, options: GenerateOptions(templateSet: set))
        for file in files {
          XCTAssertEqual(Self.wrongPlurals(in: file.contents + " " + file.path), [], "\(set) \(name): \(file.path)")
        }
      }
    }
  }
}

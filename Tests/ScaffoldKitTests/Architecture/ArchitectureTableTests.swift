import Foundation
import ScaffoldTestSupport
import XCTest

@testable import ScaffoldKit

/// The architecture table is consistent, and docs/presets.md shows it as it is.
final class ArchitectureTableTests: XCTestCase {
  func testEveryPresetGeneratesAndNamesOnlyItsOwnLayers() {
    for preset in Preset.allCases {
      let architecture = preset.architecture
      XCTAssertEqual(architecture.preset, preset)
      XCTAssertFalse(ArchitectureTable.bindings(for: preset).isEmpty, "\(preset) generates with no set")
      let names = Set(architecture.layers.map(\.name))
      XCTAssertEqual(names.count, architecture.layers.count, "\(preset) names a layer twice")
      for layer in architecture.layers {
        XCTAssertEqual(Set(layer.mayDependOn).subtracting(names), [], "\(preset).\(layer.name)")
        XCTAssertFalse(architecture.paths(of: layer).isEmpty, "\(preset).\(layer.name) holds no file")
      }
      XCTAssertEqual(Set(architecture.crossFeatureAllow).subtracting(names), [], "\(preset)")
    }
  }

  /// The preset tables of docs/presets.md are generated from the table; `SCAFFOLD_RECORD=1` rewrites them (and
  /// still fails).
  func testPresetsDocumentationShowsTheTable() throws {
    let path = Repository.root.appendingPathComponent("docs/presets.md").path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let expected = ArchitectureDocs.markdown { ArchitectureTable.has($0, in: .builtin) }
    let section = try XCTUnwrap(ArchitectureDocs.section(in: text), "docs/presets.md lacks the generated markers")
    if Golden.isRecording {
      try Golden.record(text.replacingCharacters(in: section.startIndex..<section.endIndex, with: expected), path: path)
      return
    }
    XCTAssertEqual(String(section), expected, "docs/presets.md is out of step with the architecture table")
  }
}

import ScaffoldKit
import XCTest

/// A team overrides one block of a shared template in `.scaffold/templates/`: every set that uses the
/// template changes in that block alone, and keeps the rest of the built-in file.
final class GenerateBlockOverrideTests: XCTestCase {
  private static let root = "/app/.scaffold/templates"
  private static let overrides = [
    "\(root)/shared/ListView.swift.stencil": """
    {% extends "shared/ListView.swift.stencil" %}
    {% block emptyState %}
          ContentUnavailableView("No products yet", systemImage: "cart")
    {% endblock %}

    """,
    "\(root)/shared/ListViewController.swift.stencil": """
    {% extends "shared/ListViewController.swift.stencil" %}
    {% block emptyState %}
          messageLabel.text = "No products yet"
    {% endblock %}

    """,
  ]
  /// Each built-in line the overrides replace, and its replacement.
  private static let replacements = [
    (
      #"      ContentUnavailableView("Nothing here yet", systemImage: "tray")"#,
      #"      ContentUnavailableView("No products yet", systemImage: "cart")"#
    ),
    (#"      messageLabel.text = "Nothing here yet""#, #"      messageLabel.text = "No products yet""#),
  ]

  private var teamSources: TemplateSources {
    let fileSystem = InMemoryFileSystem(files: Self.overrides)
    return TemplateSources([DirectoryTemplateSource(root: Self.root, fileSystem: fileSystem), BuiltinTemplateSource()])
  }

  func testOverridingOneBlockChangesOnlyThatBlockInEverySet() throws {
    for choice in ArchitectureTable.choices {
      var options = GenerateOptions()
      options.use(set: choice.templateSet)
      let builtin = try ModuleGenerator.render(spec: GenerateSpecs.shop, options: options)
      let team = try ModuleGenerator.render(spec: GenerateSpecs.shop, options: options, templates: teamSources)
      XCTAssertEqual(team.map(\.path), builtin.map(\.path), choice.templateSet)
      var changed: [String] = []
      for (before, after) in zip(builtin, team) where before.contents != after.contents {
        changed.append(before.path)
        var expected = before.contents
        for (old, new) in Self.replacements {
          XCTAssertLessThanOrEqual(expected.components(separatedBy: old).count, 2, before.path)
          expected = expected.replacingOccurrences(of: old, with: new)
        }
        XCTAssertEqual(after.contents, expected, "\(choice.templateSet): \(before.path)")
      }
      // The product list's SwiftUI view and UIKit controller; not the detail screen, which shares the
      // SwiftUI empty state's base template.
      XCTAssertEqual(changed.count, 2, "\(choice.templateSet): \(changed)")
      XCTAssertTrue(changed.allSatisfy { $0.contains("ProductList") }, "\(choice.templateSet): \(changed)")
    }
  }

  func testLineageShowsWhereEachBlockComesFrom() throws {
    let set = try TemplateSet(named: "mvvm", sources: teamSources)
    let lineage = try set.lineage(of: "ListView.swift.stencil")
    XCTAssertEqual(
      lineage.map(\.file.displayName),
      [
        "mvvm/ListView.swift.stencil", "\(Self.root)/shared/ListView.swift.stencil", "shared/ListView.swift.stencil",
        "shared/swiftui/ContentScreen.swift.stencil", "shared/swiftui/Screen.swift.stencil",
      ])
    XCTAssertEqual(lineage[1].blocks, ["emptyState"])
    XCTAssertEqual(lineage[1].file.source, Self.root)
  }
}

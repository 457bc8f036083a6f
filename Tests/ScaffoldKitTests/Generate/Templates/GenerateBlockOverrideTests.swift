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
          {% include "shared/swiftui/Unavailable" with titleKey="empty" symbol="cart" failure=false %}
    {% endblock %}

    """,
    "\(root)/shared/ListViewController.swift.stencil": """
    {% extends "shared/ListViewController.swift.stencil" %}
    {% block emptyState %}
          messageLabel.text = "No products yet"
    {% endblock %}

    """,
  ]
  /// Each built-in line the overrides replace, and its replacement (the SwiftUI empty state as
  /// ContentUnavailableView, and with the bindings that run from iOS 16 as the module's unavailable view).
  private static let replacements = [
    (
      #"ContentUnavailableView(ShopStrings.empty, systemImage: "tray")"#,
      #"ContentUnavailableView(ShopStrings.empty, systemImage: "cart")"#
    ),
    (
      #"ShopUnavailableView(title: ShopStrings.empty, systemImage: "tray")"#,
      #"ShopUnavailableView(title: ShopStrings.empty, systemImage: "cart")"#
    ),
    (#"      messageLabel.text = ShopStrings.empty"#, #"      messageLabel.text = "No products yet""#),
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

  func testAnOverrideInASetReachesTheSetsBuiltOnIt() throws {
    // mvvm has no ListView of its own; extending its name still finds the one it uses.
    let fileSystem = InMemoryFileSystem(files: [
      "\(Self.root)/mvvm/ListView.swift.stencil": """
      {% extends "mvvm/ListView.swift.stencil" %}
      {% block emptyState %}
            ContentUnavailableView("No products yet", systemImage: "cart")
      {% endblock %}

      """
    ])
    let sources = TemplateSources([
      DirectoryTemplateSource(root: Self.root, fileSystem: fileSystem), BuiltinTemplateSource(),
    ])
    for (set, changes) in [
      ("mvvm", true), ("mvvm-closures", true), ("mvvm-combine", true), ("features", true), ("clean", false),
    ] {
      var options = GenerateOptions()
      options.use(set: set)
      let builtin = try ModuleGenerator.render(spec: GenerateSpecs.shop, options: options)
      let team = try ModuleGenerator.render(spec: GenerateSpecs.shop, options: options, templates: sources)
      let changed = zip(builtin, team).filter { $0.contents != $1.contents }.map(\.0.path)
      XCTAssertEqual(changed.map { $0.hasSuffix("ProductListView.swift") }, changes ? [true] : [], set)
      if let view = team.first(where: { $0.path.hasSuffix("ProductListView.swift") }) {
        XCTAssertEqual(view.contents.contains(#"systemImage: "cart""#), changes, set)
      }
    }
  }

  func testLineageShowsWhereEachBlockComesFrom() throws {
    let set = try TemplateSet(named: "mvvm", sources: teamSources)
    let lineage = try set.lineage(of: "ListView.swift.stencil")
    XCTAssertEqual(
      lineage.map(\.file.displayName),
      [
        "\(Self.root)/shared/ListView.swift.stencil", "shared/ListView.swift.stencil",
        "shared/swiftui/ContentScreen.swift.stencil", "shared/swiftui/Screen.swift.stencil",
      ])
    // mvvm has no ListView of its own: it uses shared/'s, here the team's override of it.
    XCTAssertEqual(lineage[0].file.path, "mvvm/ListView.swift.stencil")
    XCTAssertEqual(lineage[0].blocks, ["emptyState"])
    XCTAssertEqual(lineage[0].file.source, Self.root)
  }
}

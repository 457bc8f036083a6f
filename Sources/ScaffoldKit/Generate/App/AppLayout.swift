/// Where each part of an app skeleton goes in a preset: the folders of the architecture's tree
/// (docs/new-app.md). The app templates name folders by role (`folders.network`), never by path.
package struct AppLayout: Sendable, Equatable {
  package var preset: Preset
  /// Role → folder relative to the app root. A role a preset lacks (`base` outside mvvm) is absent.
  package var folders: [String: String]
  /// Module sources go below this folder (`scaffold.json`'s `sourceRoot`); nil for the app root.
  package var sourceRoot: String?

  /// The layout of the preset's apps (`none` makes mvvm apps, as it makes mvvm modules).
  package static func of(_ preset: Preset) -> AppLayout {
    switch preset.modulesAs {
    case .mvvm, .none:
      let services = "Core/Services"
      return AppLayout(
        preset: .mvvm,
        folders: [
          "entry": "App", "core": "Core", "base": "Core/Base", "extensions": "Core/Common/Extensions",
          "constants": "Core/Common/Constants", "utils": "Core/Common/Utils", "logger": "Core/Common/Logger",
          "network": "\(services)/Network", "storage": "\(services)/Storage", "location": "\(services)/Location",
          "analytics": "\(services)/Analytics", "colors": "\(services)/Theme", "fonts": "\(services)/Theme",
          "layout": "\(services)/Theme", "components": "\(services)/Theme", "models": "Core/Models",
          "resources": "Resources", "modules": "Modules",
        ])
    case .features:
      return AppLayout(
        preset: preset,
        folders: [
          "entry": "App", "core": "App/Core", "extensions": "App/Core/Extensions", "logger": "App/Core/Logger",
          "network": "App/Core/Network", "storage": "App/Core/Storage", "analytics": "App/Core/Analytics",
          "designSystem": "App/DesignSystem", "colors": "App/DesignSystem/Colors", "fonts": "App/DesignSystem/Fonts",
          "layout": "App/DesignSystem/Layout", "components": "App/DesignSystem/Components",
          "resources": "App/Resources", "modules": "App/Features",
        ],
        sourceRoot: "App")
    case .clean:
      return AppLayout(
        preset: preset,
        folders: [
          "entry": "App", "core": "Core", "extensions": "Core/Extensions", "logger": "Core/Logger",
          "network": "Core/Network", "storage": "Core/Storage", "analytics": "Core/Analytics",
          "colors": "Core/DesignTokens", "fonts": "Core/DesignTokens", "layout": "Core/DesignTokens",
          "components": "Core/DesignTokens", "resources": "Resources", "modules": "Modules",
        ])
    }
  }

  /// Folders inside the composition root's folder that hold other targets' files (features keeps Core, the
  /// design system and features in `App/`), relative to it; with `resources`, also the resources folder.
  package func nestedInEntry(resources: Bool) -> [String] {
    let entry = folders["entry"] ?? "App"
    let roles: [String] = ["core", "designSystem", "modules"] + (resources ? ["resources"] : [])
    let nested: [String] = roles.compactMap { folders[$0] }.filter { $0.hasPrefix(entry + "/") }
    return nested.map { String($0.dropFirst(entry.count + 1)) }.sorted()
  }

  /// The type a module's entry point is (`CartRouter`, `CartCoordinator`).
  package func entryType(module: String) -> String {
    preset == .mvvm ? "\(module)Router" : "\(module)Coordinator"
  }
}

// swift-tools-version:6.0
// A package that uses scaffold's plugins, for the end-to-end check (.ci/e2e-plugins.sh). Its View names a
// Repository type: `swift package scaffold-lint` and `swift build` must both report that line.
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  dependencies: [.package(name: "scaffold", path: "../../..")],
  targets: [
    .target(name: "Shop", plugins: [.plugin(name: "ScaffoldLintPlugin", package: "scaffold")])
  ],
  swiftLanguageModes: [.v6]
)

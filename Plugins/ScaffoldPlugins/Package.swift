// swift-tools-version:6.0
// scaffold's SwiftPM plugins on top of the prebuilt `scaffold` executable, so that a package using them
// never compiles scaffold. The plugins' sources are the main package's (Plugins/ScaffoldLintCommand and
// Plugins/ScaffoldLintPlugin, linked here). `.ci/release/make-artifactbundle.sh` puts the bundle beside this
// file for local use, and writes the manifest to publish, whose binary target names the release's URL and
// checksum instead. See docs/plugins.md.
import PackageDescription

let package = Package(
  name: "ScaffoldPlugins",
  products: [
    .plugin(name: "ScaffoldLintCommand", targets: ["ScaffoldLintCommand"]),
    .plugin(name: "ScaffoldLintPlugin", targets: ["ScaffoldLintPlugin"]),
  ],
  targets: [
    .binaryTarget(name: "scaffold", path: "scaffold.artifactbundle.zip"),
    // `swift package scaffold-lint`: lints the package and fails on violations.
    .plugin(
      name: "ScaffoldLintCommand",
      capability: .command(
        intent: .custom(verb: "scaffold-lint", description: "Lint the package's layers with scaffold lint.")),
      dependencies: ["scaffold"]
    ),
    // Lints each target it is applied to during the build; violations show inline and fail the build.
    .plugin(name: "ScaffoldLintPlugin", capability: .buildTool(), dependencies: ["scaffold"]),
  ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "scaffold",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "scaffold", targets: ["scaffold"]),
    .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    .library(name: "TemplateEngine", targets: ["TemplateEngine"]),
    .library(name: "ArchitectureCheck", targets: ["ArchitectureCheck"]),
    .plugin(name: "ScaffoldLintCommand", targets: ["ScaffoldLintCommand"]),
    .plugin(name: "ScaffoldLintPlugin", targets: ["ScaffoldLintPlugin"]),
  ],
  targets: [
    .executableTarget(name: "scaffold", dependencies: ["ScaffoldCLI"]),
    .target(name: "ScaffoldCLI", dependencies: ["ScaffoldKit"]),
    .target(
      name: "ScaffoldKit",
      dependencies: ["TemplateEngine"],
      plugins: [.plugin(name: "EmbedTemplates")]
    ),
    .target(name: "TemplateEngine"),
    // `try ArchitectureCheck.lint(package: #filePath)` in a team's own tests.
    .target(name: "ArchitectureCheck", dependencies: ["ScaffoldKit"]),
    // Turns Templates/ into Swift source at build time, so the binary carries its templates.
    .executableTarget(name: "TemplateEmbedder", dependencies: ["TemplateEngine"]),
    .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
    // `swift package scaffold-lint`: lints the package and fails on violations.
    .plugin(
      name: "ScaffoldLintCommand",
      capability: .command(
        intent: .custom(verb: "scaffold-lint", description: "Lint the package's layers with scaffold lint.")),
      dependencies: ["scaffold"]
    ),
    // Lints each target it is applied to during the build; violations show inline and fail the build.
    .plugin(name: "ScaffoldLintPlugin", capability: .buildTool(), dependencies: ["scaffold"]),
    // Goldens, fixture paths, markers, `runCLI` and temporary folders for the test targets (no product).
    .target(
      name: "ScaffoldTestSupport", dependencies: ["ScaffoldCLI", "ScaffoldKit"], path: "Tests/ScaffoldTestSupport"),
    .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine"]),
    .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit", "ArchitectureCheck", "ScaffoldTestSupport"]),
    .testTarget(name: "ScaffoldCLITests", dependencies: ["ScaffoldCLI", "scaffold", "ScaffoldTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

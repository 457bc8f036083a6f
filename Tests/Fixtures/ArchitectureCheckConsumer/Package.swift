// swift-tools-version:6.0
// A package whose tests check its architecture with scaffold's ArchitectureCheck library, for the
// end-to-end check (.ci/e2e-archcheck.sh): clean, its tests pass; with a View naming a Repository type,
// they fail at that line.
import PackageDescription

let package = Package(
  name: "ArchitectureCheckConsumer",
  dependencies: [.package(name: "scaffold", path: "../../..")],
  targets: [
    .target(name: "Shop"),
    .testTarget(
      name: "ShopTests", dependencies: ["Shop", .product(name: "ArchitectureCheck", package: "scaffold")]),
  ],
  swiftLanguageModes: [.v6]
)

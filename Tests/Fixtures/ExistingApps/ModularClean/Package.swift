// swift-tools-version:6.0
import PackageDescription

// The Tuist projects' targets as SwiftPM targets, so the layers build and test on any machine.
let package = Package(
  name: "ModularClean",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "Platform", targets: ["Platform"]),
    .library(name: "Features", targets: ["Features"]),
  ],
  targets: [
    .target(name: "Domain", path: "Projects/Domain/Sources"),
    .target(name: "Platform", dependencies: ["Domain"], path: "Projects/Platform/Sources"),
    .target(name: "Features", dependencies: ["Domain"], path: "Projects/Features/Sources"),
    .target(name: "ShopApp", dependencies: ["Domain", "Platform", "Features"], path: "Projects/App/Sources"),
    .testTarget(name: "DomainTests", dependencies: ["Domain"], path: "Projects/Domain/Tests"),
    .testTarget(name: "FeaturesTests", dependencies: ["Features", "Domain"], path: "Projects/Features/Tests"),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Shop",
  dependencies: [
    .package(url: "https://github.com/mxcl/PromiseKit", exact: "8.1.1")
  ],
  targets: [
    // Wraps PromiseKit in one library that everything links (as a dynamic wrapper package does).
    .target(name: "PromiseWrapper", dependencies: [.product(name: "PromiseKit", package: "PromiseKit")]),
    .target(name: "Core", dependencies: ["PromiseWrapper"]),
    .target(name: "Orders", dependencies: ["Core"]),
    .target(name: "Cart", dependencies: ["PromiseWrapper"]),
    .target(name: "Plain", dependencies: [.product(name: "PromiseKit", package: "PromiseKit")]),
    .target(name: "Reports", dependencies: ["Plain"]),
  ]
)

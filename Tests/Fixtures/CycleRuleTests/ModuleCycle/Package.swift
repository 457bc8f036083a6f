// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Shop",
  targets: [
    .target(name: "Catalog", dependencies: ["Checkout"]),
    .target(name: "Checkout", dependencies: ["Account"]),
    .target(name: "Account", dependencies: ["Catalog"]),
  ]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Packages",
  products: [
    .library(name: "Orders", targets: ["Orders"]),
    .library(name: "Models", targets: ["Models"]),
  ],
  dependencies: [
    .package(url: "https://github.com/mxcl/PromiseKit", exact: "8.1.1")
  ],
  targets: [
    .target(name: "Orders", dependencies: [.product(name: "PromiseKit", package: "PromiseKit")]),
    .target(name: "Models"),
  ]
)

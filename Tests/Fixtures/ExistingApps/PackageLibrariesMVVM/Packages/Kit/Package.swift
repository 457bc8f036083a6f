// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Kit",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "Kit", targets: ["ShopCore", "ShopUI", "Payments"])
  ],
  targets: [
    .target(name: "ShopCore"),
    .target(name: "ShopUI", dependencies: ["ShopCore"]),
    .target(name: "Payments", dependencies: ["ShopCore", "ShopUI"]),
  ]
)

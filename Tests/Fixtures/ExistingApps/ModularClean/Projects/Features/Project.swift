import ProjectDescription

let project = Project(
  name: "Features",
  targets: [
    .target(name: "Features", destinations: .iOS, product: .framework, bundleId: "com.example.shop.features",
            sources: ["Sources/**"], dependencies: [.project(target: "Domain", path: "../Domain")]),
    .target(name: "FeaturesTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.shop.features.tests",
            sources: ["Tests/**"], dependencies: [.target(name: "Features")]),
  ]
)

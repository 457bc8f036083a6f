import ProjectDescription

let project = Project(
  name: "Platform",
  targets: [
    .target(name: "Platform", destinations: .iOS, product: .framework, bundleId: "com.example.shop.platform",
            sources: ["Sources/**"], dependencies: [.project(target: "Domain", path: "../Domain")]),
  ]
)

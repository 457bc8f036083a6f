import ProjectDescription

let project = Project(
  name: "ShopApp",
  targets: [
    .target(
      name: "ShopApp", destinations: .iOS, product: .app, bundleId: "com.example.shop",
      infoPlist: .extendingDefault(with: ["UILaunchScreen": [:]]),
      sources: ["Sources/**"], resources: ["Resources/**"],
      dependencies: [
        .project(target: "Features", path: "../Features"),
        .project(target: "Platform", path: "../Platform"),
      ]
    ),
  ]
)

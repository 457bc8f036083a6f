import ProjectDescription

let project = Project(
  name: "Domain",
  targets: [
    .target(name: "Domain", destinations: .iOS, product: .framework, bundleId: "com.example.shop.domain",
            sources: ["Sources/**"]),
    .target(name: "DomainTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.shop.domain.tests",
            sources: ["Tests/**"], dependencies: [.target(name: "Domain")]),
  ]
)

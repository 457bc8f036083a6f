public struct CartViewModel: Sendable {
  let repository: any CartRepository

  public var lines: [String] { repository.items().map { "\($0.quantity) × \($0.name)" } }
}

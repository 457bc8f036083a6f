public protocol PersonDetailsGateway {
  func person(id: Int) async throws -> String
}

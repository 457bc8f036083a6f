protocol CartRepository {
  func items() async throws -> [String]
}

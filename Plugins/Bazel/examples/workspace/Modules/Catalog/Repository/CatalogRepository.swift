protocol CatalogRepository {
  func products() async throws -> [String]
}

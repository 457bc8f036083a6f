final class CatalogViewModel {
  let repository: any CatalogRepository

  init(repository: any CatalogRepository) {
    self.repository = repository
  }
}

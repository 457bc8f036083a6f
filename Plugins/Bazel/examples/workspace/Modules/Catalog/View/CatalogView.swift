struct CatalogView {
  let viewModel: CatalogViewModel
}

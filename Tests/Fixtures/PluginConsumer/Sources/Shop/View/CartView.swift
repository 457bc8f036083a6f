public struct CartView {
  let viewModel: CartViewModel
  // The planted violation: a View must not reach the Repository layer.
  let repository: any CartRepository
}

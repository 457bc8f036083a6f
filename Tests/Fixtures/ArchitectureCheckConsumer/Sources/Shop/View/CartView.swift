public struct CartView {
  let viewModel: CartViewModel
  let title = "Cart"
}

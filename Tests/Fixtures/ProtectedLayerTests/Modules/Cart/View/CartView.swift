struct CartView {
  let viewModel: CartViewModel
  let first: CartItem
  let gateway: PaymentGateway
}

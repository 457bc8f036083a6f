final class CartViewModel {
  let items: [CartItem]
  let gateway: PaymentGateway

  init(items: [CartItem], gateway: PaymentGateway) {
    self.items = items
    self.gateway = gateway
  }
}

struct CartRepository {
  let gateway: PaymentGateway
}

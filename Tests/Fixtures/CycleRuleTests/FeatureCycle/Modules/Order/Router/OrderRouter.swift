struct OrderRouter {
  let payment: PaymentRouter
  let fallback: PaymentRouter
  let back: CartRouter
}

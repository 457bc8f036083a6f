struct PaymentRouter {
  let cart: CartRouter
}

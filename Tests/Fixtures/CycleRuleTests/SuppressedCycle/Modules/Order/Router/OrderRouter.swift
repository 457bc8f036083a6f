struct OrderRouter {
  // scaffold:ignore cycle -- the back button returns to the cart until the flow coordinator lands
  let back: CartRouter
}

struct CartRouter {
  let order: OrderRouter
  func checkout() -> OrderRouter { order }
}

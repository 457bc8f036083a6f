struct CartScreen {
  // UI naming the DI container: a true layer-dependency error.
  let assembly: CartAssembly? = nil
}

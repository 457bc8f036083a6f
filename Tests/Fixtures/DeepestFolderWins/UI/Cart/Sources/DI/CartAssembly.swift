/// Wires the screen: DI may name UI types.
struct CartAssembly {
  func make() -> CartScreen { CartScreen() }
}

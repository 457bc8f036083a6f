struct HomeFlow {
  func start() -> HomeScreen { HomeScreen(flow: self) }
}

struct HomeScreen {
  let flow: HomeFlow
  func next() -> HomeFlow { flow }
}

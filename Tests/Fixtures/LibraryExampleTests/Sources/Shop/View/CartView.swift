/// Recorded in baseline.json: reaches past the view model, as views did before the team adopted the rules.
public struct CartView {
  let viewModel: CartViewModel
  let repository: any CartRepository
}

/// New since the baseline: the one finding a lint with the baseline reports.
public struct CheckoutView {
  let repository: any CartRepository
}

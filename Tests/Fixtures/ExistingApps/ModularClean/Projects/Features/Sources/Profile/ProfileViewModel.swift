import Domain

@MainActor
public final class ProfileViewModel {
  public private(set) var customer: Customer?
  private let loadCustomer: LoadCustomerUseCase

  public init(loadCustomer: LoadCustomerUseCase) {
    self.loadCustomer = loadCustomer
  }

  public var pointsText: String {
    guard let customer else { return "" }
    return customer.loyaltyPoints == 1 ? "1 point" : "\(customer.loyaltyPoints) points"
  }

  public func appear() async {
    customer = try? await loadCustomer()
  }
}

import Account

public struct Basket {
  public let owner: Customer
}

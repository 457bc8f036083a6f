import Account

public struct Payment {
  public let payer: Customer
}

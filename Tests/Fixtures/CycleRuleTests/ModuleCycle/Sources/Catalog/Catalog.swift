import Checkout
import Foundation

public struct Catalog {
  public let basket: Basket
}

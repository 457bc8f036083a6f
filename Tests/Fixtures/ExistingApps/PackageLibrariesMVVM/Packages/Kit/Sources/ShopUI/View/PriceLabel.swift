import ShopCore
import UIKit

public final class PriceLabel: UILabel {
  public func show(_ product: Product) {
    text = product.price.formatted(.currency(code: "EUR"))
  }
}

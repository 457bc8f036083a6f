import ShopCore
import ShopUI
import UIKit

public final class PaymentSheetView: UIView {
  public let total = PriceLabel()
}

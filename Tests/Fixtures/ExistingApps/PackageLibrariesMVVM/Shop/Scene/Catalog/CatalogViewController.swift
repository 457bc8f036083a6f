import ShopCore
import ShopUI
import UIKit

final class CatalogViewController: UIViewController {
  private let viewModel: CatalogViewModel
  private let price = PriceLabel()

  init(viewModel: CatalogViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  func show(_ product: Product) { price.show(product) }
}

import Payments
import ShopUI
import UIKit

final class ProfileViewController: UIViewController {
  private let viewModel: ProfileViewModel
  private let avatar = AvatarView()
  private let payment = PaymentSheetView()

  init(viewModel: ProfileViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

import UIKit

final class ProfileViewController: UIViewController {
    var viewModel: ProfileViewModel?
}

enum ProfileSection {
    case main
}

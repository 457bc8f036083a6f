#if canImport(UIKit)
import UIKit

class ProfileViewController: UIViewController {
    var viewModel = ProfileViewModel()
    private let avatarView = AvatarView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
    private let stack = UIStackView()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        viewModel.reload { [weak self] in
            guard let self else { return }
            self.title = self.viewModel.displayName
            self.navigationItem.prompt = self.viewModel.statsText
            self.avatarView.load(self.viewModel.avatarURL)
        }
    }
}
#endif

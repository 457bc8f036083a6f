import UIKit

/// Shows the app's screens in its navigation controller.
@MainActor
final class SceneCoordinator {
  let navigationController = UINavigationController()

  func showSettings() {
    navigationController.pushViewController(SettingsViewController(), animated: true)
  }

  func showArticle(_ article: Article) {
    navigationController.pushViewController(ArticleViewController(article: article), animated: true)
  }
}

import UIKit

final class ArticleViewController: UIViewController {
  let article: Article

  init(article: Article) {
    self.article = article
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

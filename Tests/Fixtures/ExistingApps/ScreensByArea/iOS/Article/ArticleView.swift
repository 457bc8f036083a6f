import UIKit

final class ArticleView: UIView {}

import UIKit

final class SearchViewController: UIViewController {
    private let query = Observable<String>("")
}

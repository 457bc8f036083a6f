#if canImport(UIKit)
import UIKit

class HomeViewController: UIViewController {
    @IBOutlet weak var collectionView: UICollectionView!
    let viewModel = HomeViewModel()
    let dataSource = HomeDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        collectionView?.dataSource = dataSource
        viewModel.onChange = { [weak self] in
            self?.dataSource.recipes = self?.viewModel.featured ?? []
            self?.collectionView?.reloadData()
        }
        viewModel.fetch()
    }
}
#endif

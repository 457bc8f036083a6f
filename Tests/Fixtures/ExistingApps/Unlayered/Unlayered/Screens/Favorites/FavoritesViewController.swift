#if canImport(UIKit)
import UIKit

class FavoritesViewController: UICollectionViewController {
    var favorites: [Recipe] { FavoritesManager.shared.all }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        favorites.count
    }
}
#endif

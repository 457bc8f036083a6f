#if canImport(UIKit)
import UIKit

class HomeDataSource: NSObject, UICollectionViewDataSource {
    var recipes: [Recipe] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        recipes.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "RecipeTile", for: indexPath)
    }
}
#endif

import Foundation

class HomeViewModel {
    var featured: [Recipe] = []
    var onChange: (() -> Void)?

    func fetch() {
        RecipeService.shared.featured { [weak self] result in
            if case .success(let recipes) = result {
                self?.featured = recipes
                self?.onChange?()
            }
        }
    }
}

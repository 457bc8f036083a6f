import Foundation

protocol RecipeView: AnyObject {
    func show(recipe: Recipe)
    func show(error: String)
}

class RecipePresenter {
    weak var view: RecipeView?
    private(set) var recipe: Recipe?

    init(view: RecipeView) {
        self.view = view
    }

    func load(id: String) {
        RecipeService.shared.recipe(id: id) { [weak self] result in
            switch result {
            case .success(let recipe):
                self?.recipe = recipe
                self?.view?.show(recipe: recipe)
            case .failure(let error):
                self?.view?.show(error: error.userMessage)
            }
        }
    }
}

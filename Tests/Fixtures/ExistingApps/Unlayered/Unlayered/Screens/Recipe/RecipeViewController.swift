#if canImport(UIKit)
import UIKit

class RecipeViewController: UITableViewController, RecipeView {
    var recipeID: String = ""
    lazy var presenter = RecipePresenter(view: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(IngredientCell.self, forCellReuseIdentifier: "ingredient")
        tableView.register(StepCell.self, forCellReuseIdentifier: "step")
        presenter.load(id: recipeID)
    }

    func show(recipe: Recipe) {
        title = recipe.title
        tableView.reloadData()
    }

    func show(error: String) {
        let alert = UIAlertController(title: "Oops", message: error, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
#endif

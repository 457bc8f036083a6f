#if canImport(UIKit)
import UIKit

class IngredientCell: UITableViewCell {
    func configure(_ ingredient: Ingredient, servings: Int) {
        let amount = UnitConverter.scaled(ingredient.amount, from: kDefaultServings, to: servings)
        textLabel?.text = ingredient.name
        detailTextLabel?.text = "\(amount) \(ingredient.unit)"
    }
}
#endif

import Foundation

struct RecipeDraftStore {
    private let folder = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]

    func save(_ recipe: Recipe) throws {
        try JSONEncoder().encode(recipe).write(to: folder.appendingPathComponent("draft-\(recipe.id).json"))
    }
}

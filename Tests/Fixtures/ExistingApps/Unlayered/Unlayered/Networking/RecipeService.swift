import Foundation

class RecipeService {
    static let shared = RecipeService()
    private var cache: [String: Recipe] = [:]

    func featured(completion: @escaping (Result<[Recipe], NetworkError>) -> Void) {
        APIClient.shared.get(.featured, completion: completion)
    }

    func recipe(id: String, completion: @escaping (Result<Recipe, NetworkError>) -> Void) {
        if let cached = cache[id] { return completion(.success(cached)) }
        APIClient.shared.get(.recipe(id)) { [weak self] (result: Result<Recipe, NetworkError>) in
            if case .success(let recipe) = result { self?.cache[id] = recipe }
            completion(result)
        }
    }
}

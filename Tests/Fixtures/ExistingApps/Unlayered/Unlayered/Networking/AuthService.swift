import Foundation

class AuthService {
    static let shared = AuthService()

    func login(email: String, password: String, completion: @escaping (Result<String, NetworkError>) -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            completion(password.isEmpty ? .failure(.server(401)) : .success(UUID().uuidString))
        }
    }

    func me(completion: @escaping (UserProfile?) -> Void) {
        APIClient.shared.get(.me) { (result: Result<UserProfile, NetworkError>) in
            completion(try? result.get())
        }
    }
}

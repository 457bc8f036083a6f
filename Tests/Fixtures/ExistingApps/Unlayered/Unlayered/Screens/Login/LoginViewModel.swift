import Foundation

class LoginViewModel {
    func login(email: String, password: String, completion: @escaping (String?) -> Void) {
        if let problem = LoginValidator.problem(email: email, password: password) {
            completion(problem)
            return
        }
        AuthService.shared.login(email: email, password: password) { result in
            switch result {
            case .success(let token):
                SessionManager.shared.store(token: token)
                completion(nil)
            case .failure(let error):
                completion(error.userMessage)
            }
        }
    }
}

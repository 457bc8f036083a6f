final class AuthService {
    let network = NetworkService()
}

final class Services {
    let network = NetworkService()
    let auth = AuthService()
}

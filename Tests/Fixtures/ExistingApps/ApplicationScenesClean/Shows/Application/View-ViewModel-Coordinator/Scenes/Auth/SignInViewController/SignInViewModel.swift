final class SignInViewModel {
    var email = ""
}

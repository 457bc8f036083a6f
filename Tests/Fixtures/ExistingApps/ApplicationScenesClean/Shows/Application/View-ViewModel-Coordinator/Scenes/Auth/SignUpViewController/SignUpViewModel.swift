final class SignUpViewModel {
    var email = ""
}

enum LoginValidator {
    static func problem(email: String, password: String) -> String? {
        if !Validation.isEmail(email) { return "Please enter a valid email address." }
        if password.count < 8 { return "Passwords have at least 8 characters." }
        return nil
    }
}

/// What a form's text input tells the keyboard and AutoFill, decided from the field's name and type and the
/// form it is on.
enum FormInputs {
  /// The form's kind as far as AutoFill cares: a sign-in offers saved passwords, a sign-up suggests new ones.
  enum Account: Equatable {
    case none, signIn, signUp
  }

  /// Which account form a form is: a sign-up when its screen or submit operation says so (`SignUp`,
  /// `Register`, `CreateAccount`); a sign-in when it has an account password field; otherwise none.
  static func account(screen: String, submit: String?, fields: [FieldSpec], secure: (FieldSpec) -> Bool)
    -> Account
  {
    let names = [screen, submit ?? ""].map { $0.lowercased() }
    if names.contains(where: { name in ["signup", "register", "createaccount"].contains { name.contains($0) } }) {
      return .signUp
    }
    return fields.contains { secure($0) && isAccountPassword($0.name) } ? .signIn : .none
  }

  /// The `UITextContentType` member (`.username`, `.password`…) for a field, or nil for none: a door code
  /// or a generic code must not offer the user's saved passwords or one-time codes.
  static func contentType(_ name: String, secure: Bool, email: Bool, account: Account) -> String? {
    let lower = name.lowercased()
    if secure {
      guard isAccountPassword(name) else { return nil }
      let isNew = account == .signUp || ["new", "confirm"].contains { lower.hasPrefix($0) }
      return isNew ? ".newPassword" : ".password"
    }
    if ["otp", "onetime", "verificationcode", "smscode", "authcode", "totp"].contains(where: lower.contains) {
      return ".oneTimeCode"
    }
    if lower == "username" || lower == "login" { return ".username" }
    if email { return account == .none ? ".emailAddress" : ".username" }
    if lower.contains("phone") { return ".telephoneNumber" }
    return nil
  }

  /// Whether a keyboard (a `keyboardType` member) has no Return key: number and phone pads. The forms put a
  /// Done button above it.
  static func lacksReturnKey(_ keyboardType: String?) -> Bool {
    [".numberPad", ".decimalPad", ".phonePad"].contains(keyboardType)
  }

  /// The `UIKeyboardType` member for a text input, or nil for the default keyboard.
  static func keyboardType(control: String, name: String, email: Bool) -> String? {
    switch control {
    case "integer": return ".numberPad"
    case "decimal": return ".decimalPad"
    case "text" where email: return ".emailAddress"
    case "text" where name.lowercased().contains("phone"): return ".phonePad"
    default: return nil
    }
  }

  /// Whether a password field holds the user's account password (`password`, `newPassword`,
  /// `currentPassword`), not a code for something else (`doorPassword`, `wifiPassword`).
  static func isAccountPassword(_ name: String) -> Bool {
    let lower = name.lowercased()
    guard lower.hasSuffix("password") else { return false }
    let prefix = lower.dropLast("password".count)
    return ["", "new", "confirm", "confirmnew", "current", "old", "account", "user"].contains(String(prefix))
  }

  /// Whether an action destroys or undoes something the user cannot simply get back (`DELETE`, or a name
  /// starting with cancel, delete, remove…): its button is `.destructive` and asks for confirmation.
  static func isDestructive(_ operation: OperationSpec) -> Bool {
    if operation.http?.method == .DELETE { return true }
    let verb = operation.name.prefix { $0.isLowercase }
    return ["cancel", "delete", "remove", "archive", "discard", "revoke", "deactivate", "unsubscribe"]
      .contains(String(verb))
  }
}

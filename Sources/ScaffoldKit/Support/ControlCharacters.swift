extension Unicode.Scalar {
  /// C0 controls and DEL: what must never reach a terminal or a line-based report raw.
  var isControlCharacter: Bool { value < 0x20 || value == 0x7F }
}

extension String {
  /// The text with control characters (NUL, newline, escape, …) written as Swift escapes (`\0`, `\n`,
  /// `\u{1B}`), and with `andQuotes`, `"` and `\` too: for messages that quote user input.
  package func escapingControlCharacters(andQuotes: Bool = false) -> String {
    guard unicodeScalars.contains(where: { $0.isControlCharacter || (andQuotes && ($0 == "\"" || $0 == "\\")) }) else {
      return self
    }
    return unicodeScalars.map { scalar in
      scalar.isControlCharacter || (andQuotes && (scalar == "\"" || scalar == "\\"))
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }
}

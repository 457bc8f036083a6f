/// Escaping for XML 1.0 text and attribute values.
enum XML {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// Text content: `&`, `<`, `>` escaped; characters XML 1.0 cannot hold become U+FFFD.
  static func text(_ value: String) -> String { escape(value, inAttribute: false) }

  /// A double-quoted attribute value; line breaks and tabs are kept as character references.
  static func attribute(_ value: String) -> String { escape(value, inAttribute: true) }

  private static func escape(_ value: String, inAttribute: Bool) -> String {
    var output = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n", "\t": output.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

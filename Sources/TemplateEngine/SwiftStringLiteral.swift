/// The one writer of Swift string literals: generated code's literals and the embedded templates' source.
package enum SwiftStringLiteral {
  /// `text` as a Swift string literal: `"` and `\` escaped, `\n` `\r` `\t` by name, other C0 controls and
  /// DEL as `\u{…}`; everything else as it is.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

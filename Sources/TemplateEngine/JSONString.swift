/// The one JSON string writer of the package: template contexts, module manifests, reports and language
/// server messages all quote text through it, so they escape alike.
package enum JSONString {
  /// `text` as a JSON string literal: `"` and `\` escaped, `\n` `\r` `\t` `\b` `\f` by name, other C0
  /// controls as `\u00XX`; everything else as it is (the output is UTF-8, not ASCII).
  package static func write(_ text: String, to output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

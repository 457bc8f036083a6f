import TemplateEngine

/// A JSON value to write, with object keys in the order given, so reports are stable and readable.
enum JSONOutput: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  /// An object without its nil members.
  static func object(_ members: KeyValuePairs<String, JSONOutput?>) -> JSONOutput {
    .object(members.compactMap { key, value in value.map { (key, $0) } })
  }

  /// Pretty-printed with two-space indentation and a final newline.
  func rendered() -> String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  /// On one line, without spaces: a line-delimited message.
  func renderedOnOneLine() -> String {
    var output = ""
    writeCompact(to: &output)
    return output
  }

  /// On one line, with `<`, `>` and `&` as `\u` escapes so that the text can sit inside an HTML
  /// `<script>` element (no `</script>` or `<!--` can appear in it).
  func renderedForScript() -> String {
    var output = ""
    writeCompact(to: &output)
    var safe = ""
    for scalar in output.unicodeScalars {
      switch scalar {
      case "<": safe += "\\u003c"
      case ">": safe += "\\u003e"
      case "&": safe += "\\u0026"
      case "\u{2028}": safe += "\\u2028"
      case "\u{2029}": safe += "\\u2029"
      default: safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }

  private func writeCompact(to output: inout String) {
    switch self {
    case .null, .bool, .int, .string: write(to: &output, indent: "")
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.writeCompact(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, (key, value)) in members.enumerated() {
        if index > 0 { output += "," }
        JSONString.write(key, to: &output)
        output += ":"
        value.writeCompact(to: &output)
      }
      output += "}"
    }
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .string(let value): JSONString.write(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      let inner = indent + "  "
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indent: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let inner = indent + "  "
      output += "{\n"
      for (index, (key, value)) in members.enumerated() {
        output += inner
        JSONString.write(key, to: &output)
        output += ": "
        value.write(to: &output, indent: inner)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }
}

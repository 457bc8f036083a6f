extension TemplateValue {
  /// The value as JSON with sorted keys, one member per line, indented by `indent` per level: a stable
  /// text for showing a template context to its authors. Non-finite doubles become `null`.
  public func json(indent: String = "  ") -> String {
    var text = ""
    writeJSON(into: &text, indent: indent, level: 0)
    return text
  }

  private func writeJSON(into text: inout String, indent: String, level: Int) {
    switch self {
    case .string(let string): JSONString.write(string, to: &text)
    case .int(let number): text += String(number)
    case .double(let number): text += number.isFinite ? String(number) : "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .null: text += "null"
    case .array(let items):
      guard !items.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (index, item) in items.enumerated() {
        text += String(repeating: indent, count: level + 1)
        item.writeJSON(into: &text, indent: indent, level: level + 1)
        text += index == items.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: indent, count: level) + "]"
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      let keys = entries.keys.sorted()
      for (index, key) in keys.enumerated() {
        text += String(repeating: indent, count: level + 1)
        JSONString.write(key, to: &text)
        text += ": "
        entries[key]!.writeJSON(into: &text, indent: indent, level: level + 1)
        text += index == keys.count - 1 ? "\n" : ",\n"
      }
      text += String(repeating: indent, count: level) + "}"
    }
  }
}

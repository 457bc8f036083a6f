import ScaffoldKit

/// `↓` markers, as rule examples write them: each stands just before where a finding is expected.
package enum Markers {
  /// The files without their `marker`s, and `path:line:col` of each (columns count UTF-8 bytes).
  package static func unmarked(_ files: [String: String], marker: Character = "↓")
    -> (files: [String: String], positions: [String])
  {
    var positions: [String] = []
    var plain: [String: String] = [:]
    for (path, text) in files {
      var output = ""
      var line = 1
      var column = 1
      for character in text {
        if character == marker {
          positions.append("\(path):\(line):\(column)")
          continue
        }
        output.append(character)
        if character == "\n" {
          line += 1
          column = 1
        } else {
          column += character.utf8.count
        }
      }
      plain[path] = output
    }
    return (plain, positions)
  }
}

/// Source text with emoji markers (`1️⃣` ... `9️⃣`, `🔟`) naming positions, as swift-format's tests do.
/// The markers are removed; `position(of:)` gives where each stood, in the text without markers.
package struct MarkedSource {
  package let text: String
  private var markers: [String: SourcePosition] = [:]

  package init(_ marked: String) {
    var output = String.UnicodeScalarView()
    var line = 1
    var column = 1
    let scalars = Array(marked.unicodeScalars)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      if scalar.properties.numericType != nil, scalar.isASCII, i + 2 < scalars.count, scalars[i + 1] == "\u{FE0F}",
        scalars[i + 2] == "\u{20E3}"
      {
        markers[String(String.UnicodeScalarView(scalars[i...(i + 2)]))] = SourcePosition(line: line, column: column)
        i += 3
        continue
      }
      if scalar == "🔟" {
        markers["🔟"] = SourcePosition(line: line, column: column)
        i += 1
        continue
      }
      output.append(scalar)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += String(scalar).utf8.count
      }
      i += 1
    }
    text = String(output)
  }

  package func position(of marker: String) -> SourcePosition {
    guard let position = markers[marker] else { fatalError("no marker \(marker) in the source") }
    return position
  }

  package subscript(marker: String) -> SourcePosition { position(of: marker) }
}

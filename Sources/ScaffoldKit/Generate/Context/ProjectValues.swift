import Foundation
import TemplateEngine

/// Context values that come from the project rather than the spec: `author`, `date`, `year`,
/// `organization`, `preset`, `binding`, and `scaffold.json`'s `custom` values (the spec's win).
package struct ProjectValues: Sendable, Equatable {
  package var author: String
  /// `yyyy-MM-dd`, in UTC.
  package var date: String
  package var year: Int
  package var organization: String
  package var preset: String
  package var binding: String
  package var custom: [String: JSONValue]

  package init(
    author: String = "", now: Date = Date(timeIntervalSince1970: 0), organization: String = "",
    preset: String = "mvvm", binding: String = "observation", custom: [String: JSONValue] = [:]
  ) {
    self.author = author
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    year = parts.year ?? 1970
    date = String(format: "%04d-%02d-%02d", year, parts.month ?? 1, parts.day ?? 1)
    self.organization = organization
    self.preset = preset
    self.binding = binding
    self.custom = custom
  }

  /// `values` with the project's keys added; `custom` keeps the spec's entries over the project's.
  func applied(to values: [String: TemplateValue]) -> [String: TemplateValue] {
    var result = values
    result["author"] = .string(author)
    result["date"] = .string(date)
    result["year"] = .int(year)
    result["organization"] = .string(organization)
    result["preset"] = .string(preset)
    result["binding"] = .string(binding)
    var custom = self.custom.mapValues(TemplateValue.init(json:))
    if case .dictionary(let fromSpec)? = values["custom"] {
      custom.merge(fromSpec) { _, spec in spec }
    }
    result["custom"] = .dictionary(custom)
    return result
  }
}

public enum Category: String, CaseIterable, Sendable {
  case fruit
  case bakery
  case dairy
  case household
}

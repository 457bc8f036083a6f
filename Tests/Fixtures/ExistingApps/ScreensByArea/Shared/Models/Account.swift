import Foundation

struct Account: Identifiable, Equatable {
  let id: UUID
  var name: String
}

import Foundation

struct Article: Identifiable, Equatable {
  let id: UUID
  var title: String
  var isRead: Bool
}

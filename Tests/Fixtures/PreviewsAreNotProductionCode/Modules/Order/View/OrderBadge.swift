import SwiftUI

struct OrderBadge: View {
  // Production code naming a Repository type: a true layer-dependency error.
  let repository: MockOrderRepository
  var body: some View { Text("1") }
}

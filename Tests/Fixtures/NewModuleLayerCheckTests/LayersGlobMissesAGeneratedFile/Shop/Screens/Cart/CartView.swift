import SwiftUI

struct CartView: View {
  var body: some View { Text("Cart") }
}

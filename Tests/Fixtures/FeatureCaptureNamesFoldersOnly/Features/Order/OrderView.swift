import SwiftUI

struct OrderView: View {
  // A feature naming another feature's view: a true feature-isolation error.
  var body: some View { CartView() }
}

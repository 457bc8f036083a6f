import Foundation

@MainActor
final class CartRouter {
  var items: [CartItem] = []
}

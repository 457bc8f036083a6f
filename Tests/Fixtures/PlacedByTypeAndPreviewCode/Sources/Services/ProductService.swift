final class ProductService {
  static let intent = "orders"
  let title = "Products"
}

import Domain

struct ProductDTO: Decodable {
  let sku: String
  let name: String
  let price: Int
  let section: String

  var product: Product {
    Product(id: sku, title: name, priceInCents: price, category: Category(rawValue: section) ?? .household)
  }
}

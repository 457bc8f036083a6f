import Catalog

public struct Customer {
  public let favourites: Catalog
}

import Foundation

enum CatalogFilterState: Equatable {
    case all
    case below(Decimal)
}

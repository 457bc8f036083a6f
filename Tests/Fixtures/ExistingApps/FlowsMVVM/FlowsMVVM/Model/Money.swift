import Foundation

struct Money: Codable, Equatable {
    let amountInCents: Int
    let currencyCode: String

    var formatted: String {
        String(format: "%@ %.2f", currencyCode, Double(amountInCents) / 100)
    }
}

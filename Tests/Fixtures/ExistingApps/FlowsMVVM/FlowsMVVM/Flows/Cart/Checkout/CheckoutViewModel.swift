import Foundation

final class CheckoutViewModel {
    enum Step {
        case address
        case payment
        case review
    }

    private(set) var step: Step = .address
    private(set) var address = ""

    func submit(address: String) -> Bool {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return false }
        self.address = trimmed
        step = .payment
        return true
    }
}

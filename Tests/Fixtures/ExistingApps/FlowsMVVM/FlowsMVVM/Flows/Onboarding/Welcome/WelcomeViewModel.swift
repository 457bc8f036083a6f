import Foundation

final class WelcomeViewModel {
    let title = "Fresh groceries, delivered"
    let subtitle = "Order before noon and get it today."

    var onContinue: (() -> Void)?

    func continueTapped() {
        onContinue?()
    }
}

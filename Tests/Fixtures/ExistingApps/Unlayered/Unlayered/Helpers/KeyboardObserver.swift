#if canImport(UIKit)
import UIKit

class KeyboardObserver {
    var onHeightChange: ((CGFloat) -> Void)?

    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    @objc private func changed(_ note: Notification) {
        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect) ?? .zero
        onHeightChange?(frame.height)
    }
}
#endif

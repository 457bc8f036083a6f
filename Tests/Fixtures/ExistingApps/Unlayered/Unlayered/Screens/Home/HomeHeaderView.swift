#if canImport(UIKit)
import UIKit

class HomeHeaderView: UICollectionReusableView {
    let greetingLabel = UILabel()

    func configure(name: String?) {
        let hour = Calendar.current.component(.hour, from: Date())
        let part = hour < 12 ? "morning" : (hour < 18 ? "afternoon" : "evening")
        greetingLabel.text = "Good \(part)" + (name.map { ", \($0)" } ?? "")
    }
}
#endif

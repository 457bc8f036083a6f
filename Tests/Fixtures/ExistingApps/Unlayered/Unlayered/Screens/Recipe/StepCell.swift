#if canImport(UIKit)
import UIKit

class StepCell: UITableViewCell {
    var onStartTimer: (() -> Void)?

    func configure(_ step: Step) {
        textLabel?.numberOfLines = 0
        textLabel?.text = "\(step.number). \(step.text)"
        accessoryType = step.timerMinutes == nil ? .none : .detailButton
    }
}
#endif

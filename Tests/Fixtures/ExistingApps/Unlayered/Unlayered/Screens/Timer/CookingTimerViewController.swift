#if canImport(UIKit)
import UIKit

class CookingTimerViewController: UIViewController {
    @IBOutlet weak var remainingLabel: UILabel!
    var timer: CookingTimer?

    func start(minutes: Int) {
        timer = CookingTimer(minutes: minutes) { [weak self] remaining in
            self?.remainingLabel.text = String(format: "%02d:%02d", remaining / 60, remaining % 60)
            if remaining == 0 { NotificationManager.shared.timerFinished() }
        }
    }
}
#endif

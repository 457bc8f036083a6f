#if canImport(UIKit)
import UIKit

class NotificationSettingsViewController: UIViewController {
    let toggle = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = SettingsRow.notifications.rawValue
        toggle.isOn = NotificationManager.shared.isEnabled
        toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
        view.addSubview(toggle)
        toggle.pinToCenter()
    }

    @objc func toggled() {
        NotificationManager.shared.isEnabled = toggle.isOn
    }
}
#endif

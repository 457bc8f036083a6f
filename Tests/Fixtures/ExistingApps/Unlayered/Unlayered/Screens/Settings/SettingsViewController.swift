#if canImport(UIKit)
import UIKit

class SettingsViewController: UITableViewController {
    let rows: [SettingsRow] = [.notifications, .units, .privacy, .logout]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch rows[indexPath.row] {
        case .notifications:
            navigationController?.pushViewController(NotificationSettingsViewController(), animated: true)
        case .logout:
            SessionManager.shared.logout()
        case .units, .privacy:
            break
        }
    }
}
#endif

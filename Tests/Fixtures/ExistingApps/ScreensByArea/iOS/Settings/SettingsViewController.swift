import UIKit

final class SettingsViewController: UITableViewController {}

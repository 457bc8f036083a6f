import UIKit

final class SettingsAppearanceViewController: UITableViewController {}

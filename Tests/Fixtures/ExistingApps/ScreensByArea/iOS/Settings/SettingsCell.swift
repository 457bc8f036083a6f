import UIKit

final class SettingsCell: UITableViewCell {}

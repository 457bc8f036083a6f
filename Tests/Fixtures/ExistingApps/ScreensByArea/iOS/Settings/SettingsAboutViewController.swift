import UIKit

final class SettingsAboutViewController: UITableViewController {}

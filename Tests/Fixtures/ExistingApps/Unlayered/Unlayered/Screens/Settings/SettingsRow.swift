enum SettingsRow: String {
    case notifications = "Notifications"
    case units = "Units"
    case privacy = "Privacy"
    case logout = "Log out"
}

import UserNotifications

class NotificationManager {
    static let shared = NotificationManager()
    var isEnabled = true

    func registerCategories() {
        let done = UNNotificationCategory(identifier: "timer", actions: [], intentIdentifiers: [])
        UNUserNotificationCenter.current().setNotificationCategories([done])
    }

    func timerFinished() {
        guard isEnabled else { return }
        let content = UNMutableNotificationContent()
        content.title = "Timer done"
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: "timer", content: content, trigger: nil))
    }
}

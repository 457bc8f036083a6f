import Foundation

struct UserProfile: Codable {
    let name: String
    let joined: Date
    let avatarURL: URL?
}

struct Step: Codable {
    let number: Int
    let text: String
    let timerMinutes: Int?
}

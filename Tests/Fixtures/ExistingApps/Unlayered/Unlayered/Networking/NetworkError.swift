enum NetworkError: Error {
    case badURL
    case offline
    case server(Int)
    case decoding

    var userMessage: String {
        switch self {
        case .offline: return "You appear to be offline."
        case .server(401): return "Please log in again."
        default: return "Please try again later."
        }
    }
}

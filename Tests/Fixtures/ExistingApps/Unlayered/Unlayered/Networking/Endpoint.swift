import Foundation

enum Endpoint {
    case featured
    case recipe(String)
    case search(String)
    case me

    var path: String {
        switch self {
        case .featured: return "/recipes/featured"
        case .recipe(let id): return "/recipes/\(id)"
        case .search(let text): return "/recipes?q=\(text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "")"
        case .me: return "/me"
        }
    }
}

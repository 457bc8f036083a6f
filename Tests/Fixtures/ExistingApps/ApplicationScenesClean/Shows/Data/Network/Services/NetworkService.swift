import Foundation

final class NetworkService {
    let session = URLSession.shared
}

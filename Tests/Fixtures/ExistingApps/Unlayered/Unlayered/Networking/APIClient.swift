import Foundation

class APIClient {
    static let shared = APIClient()
    var token: String?

    func get<T: Decodable>(_ endpoint: Endpoint, completion: @escaping (Result<T, NetworkError>) -> Void) {
        guard let url = URL(string: kAPIBaseURL + endpoint.path) else { return completion(.failure(.badURL)) }
        var request = URLRequest(url: url)
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        URLSession.shared.dataTask(with: request) { data, response, error in
            if error != nil { return completion(.failure(.offline)) }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            guard status < 400, let data else { return completion(.failure(.server(status))) }
            do {
                completion(.success(try JSONDecoder().decode(T.self, from: data)))
            } catch {
                completion(.failure(.decoding))
            }
        }.resume()
    }
}

enum APIEndpoints {
    struct Endpoint {
        let path: String
        let query: [String: String]
    }

    static func searchMovies(query: String, page: Int) -> Endpoint {
        Endpoint(path: "search/movie", query: ["query": query, "page": String(page)])
    }
}

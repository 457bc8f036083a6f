struct ShowHTTPDTO {
    struct Response: Decodable {
        let data: [ShowDTO]
    }
}

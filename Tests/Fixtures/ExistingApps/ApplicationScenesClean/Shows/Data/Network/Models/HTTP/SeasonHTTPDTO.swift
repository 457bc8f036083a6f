struct SeasonHTTPDTO {
    struct Response: Decodable {
        let data: [SeasonDTO]
    }
}

struct Endpoint {
    let path: String
}

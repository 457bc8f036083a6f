struct SeasonDTO: Decodable {
    let number: Int
}

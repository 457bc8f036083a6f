struct ShowDTO: Decodable {
    let id: String
    let title: String

    func toDomain() -> Show { Show(id: id, title: title) }
}

protocol ShowRepository {
    func shows() async throws -> [Show]
}

import Foundation

protocol UserRepository {
    func currentUser() async throws -> User
}

struct RemoteUserRepository: UserRepository {
    let client: APIClient

    func currentUser() async throws -> User {
        try await client.send(.me)
    }
}

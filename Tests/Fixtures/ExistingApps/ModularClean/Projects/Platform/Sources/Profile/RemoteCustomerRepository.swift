import Domain
import Foundation

public struct RemoteCustomerRepository: CustomerRepository {
  private struct Payload: Decodable {
    let id: String
    let name: String
    let points: Int
  }

  private let client: any HTTPClient

  public init(client: any HTTPClient) {
    self.client = client
  }

  public func current() async throws(DomainError) -> Customer {
    do {
      let payload = try JSONDecoder().decode(Payload.self, from: try await client.get("me"))
      return Customer(id: payload.id, displayName: payload.name, loyaltyPoints: payload.points)
    } catch {
      throw DomainError(error)
    }
  }
}

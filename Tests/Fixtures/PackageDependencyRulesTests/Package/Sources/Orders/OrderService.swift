import Foundation
import Models
import Networking

#if canImport(Analytics)
  import Analytics
#endif

public struct OrderService {
  let client: Client
  public func orders() -> [Order] { [] }
}

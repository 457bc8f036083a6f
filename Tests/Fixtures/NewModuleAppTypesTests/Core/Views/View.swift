/// Names the app declares that shadow SDK ones (as a UIKit app's `protocol View` or an app's own `Result`
/// do): generated code names SwiftUI's `View` and the standard library's `Result` by their modules.
public protocol View: AnyObject {
  func render()
}

public struct Result: Sendable {
  public let score: Int
}

import Network

public struct FeedItem {
  public let source: Client?
}

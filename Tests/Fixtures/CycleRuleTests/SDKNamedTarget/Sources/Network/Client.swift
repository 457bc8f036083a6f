import Feed

public struct Client {
  public let feed: FeedItem
}

import CarPlay

public struct Icons {
  public init() {}
}

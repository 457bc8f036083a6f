/// The scaffold release this build belongs to.
public enum ScaffoldVersion {
  public static let current = "0.1.0"
}

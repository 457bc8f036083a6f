import PromiseKit

public struct Plain {}

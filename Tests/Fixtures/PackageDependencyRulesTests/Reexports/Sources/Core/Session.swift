@_exported import PromiseWrapper

public struct Session {}

@_exported import PromiseKit

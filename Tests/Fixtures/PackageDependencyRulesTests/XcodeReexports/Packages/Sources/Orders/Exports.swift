// Every target links Orders, which carries PromiseKit.
@_exported import PromiseKit

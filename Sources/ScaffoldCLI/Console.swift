import Foundation

/// Where command output goes. Results go to `out` (stdout), diagnostics and errors to `err` (stderr).
public protocol Console: AnyObject, Sendable {
  func out(_ text: String)
  func err(_ text: String)
  /// Whether stdout is a terminal (for colour).
  var outputIsTerminal: Bool { get }
  /// Whether stderr is a terminal (for colour and progress).
  var errorIsTerminal: Bool { get }
}

/// The process's standard streams.
public final class StandardConsole: Console {
  public init() {}

  public func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
  public func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
  public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  public var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}

/// Collects output in memory, for tests. The streams count as terminals when a test says so.
public final class BufferConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var stdout = ""
  private var stderr = ""
  public let outputIsTerminal: Bool
  public let errorIsTerminal: Bool

  public init(outputIsTerminal: Bool = false, errorIsTerminal: Bool = false) {
    self.outputIsTerminal = outputIsTerminal
    self.errorIsTerminal = errorIsTerminal
  }

  public func out(_ text: String) { lock.withLock { stdout += text } }
  public func err(_ text: String) { lock.withLock { stderr += text } }
  public var output: String { lock.withLock { stdout } }
  public var errors: String { lock.withLock { stderr } }
}

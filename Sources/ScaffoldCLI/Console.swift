import Foundation

/// Where command output goes. Results go to `out` (stdout), diagnostics and errors to `err` (stderr).
public protocol Console: AnyObject, Sendable {
  func out(_ text: String)
  func err(_ text: String)
  /// Whether stdout is a terminal (for colour).
  var outputIsTerminal: Bool { get }
  /// Whether stderr is a terminal (for colour and progress).
  var errorIsTerminal: Bool { get }
  /// Why output was lost: the first write that failed (a full disk, a closed stream); nil when all of it was
  /// written. The run then fails (`CLI.run`).
  var writeFailure: String? { get }
}

extension Console {
  public var writeFailure: String? { nil }
}

/// The process's standard streams (or the descriptors given), written with `write(2)`. A stream that cannot
/// take the text is reported (`writeFailure`) instead of stopping the process; a closed pipe still ends it with
/// `SIGPIPE`, as it ends `grep`.
public final class StandardConsole: Console, @unchecked Sendable {
  private let output: Int32
  private let error: Int32
  private let lock = NSLock()
  private var failure: String?

  public init(output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
    self.output = output
    self.error = error
  }

  public func out(_ text: String) { send(text, to: output, named: "standard output") }
  public func err(_ text: String) { send(text, to: error, named: "standard error") }
  public var outputIsTerminal: Bool { isatty(output) != 0 }
  public var errorIsTerminal: Bool { isatty(error) != 0 }
  public var writeFailure: String? { lock.withLock { failure } }

  private func send(_ text: String, to descriptor: Int32, named name: String) {
    var text = text
    let code: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
    guard let code else { return }
    lock.withLock {
      if failure == nil { failure = "cannot write to \(name): \(String(cString: strerror(code)))" }
    }
  }
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

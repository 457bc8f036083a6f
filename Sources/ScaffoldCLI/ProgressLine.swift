import Foundation
import ScaffoldKit

/// `Linting 1200/5000 files` on stderr, rewritten in place with `\r`, for large trees on a terminal.
/// Updates are throttled to ten a second; `finish()` clears the line before the summary is printed.
final class ProgressLine: @unchecked Sendable {
  /// Trees with more files than this show progress.
  static let threshold = 500

  private let console: any Console
  private let lock = NSLock()
  private var lastDraw = ContinuousClock.now - .seconds(1)
  private var drawn = false

  init(console: any Console) {
    self.console = console
  }

  /// A handler for `Linter.progress` when progress should show (stderr is a terminal, not quiet), else nil.
  static func handler(console: any Console, quiet: Bool) -> (ProgressLine, LintProgressHandler)? {
    guard !quiet, console.errorIsTerminal else { return nil }
    let line = ProgressLine(console: console)
    return (line, { done, total in line.update(done: done, total: total) })
  }

  func update(done: Int, total: Int) {
    guard total > Self.threshold else { return }
    lock.withLock {
      let now = ContinuousClock.now
      guard done == total || now - lastDraw >= .milliseconds(100) else { return }
      lastDraw = now
      drawn = true
      console.err("\rLinting \(done)/\(total) files")
    }
  }

  /// Clears the line if anything was drawn.
  func finish() {
    lock.withLock {
      if drawn { console.err("\r\u{1B}[K") }
      drawn = false
    }
  }
}

import Foundation

/// Receives `(done, total)` file counts while a lint run reads and indexes files. Called from worker
/// threads, at most about a hundred times per run, and once more with `done == total`.
package typealias LintProgressHandler = @Sendable (_ done: Int, _ total: Int) -> Void

/// Counts finished files across workers and forwards every `step`-th count, so that a large run reports
/// often enough for a progress line and a small one hardly at all.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  private let total: Int
  private let step: Int
  private let report: LintProgressHandler

  init(total: Int, report: @escaping LintProgressHandler) {
    self.total = total
    self.step = max(1, total / 100)
    self.report = report
  }

  func advance() {
    let count = lock.withLock {
      done += 1
      return done
    }
    if count % step == 0 || count == total { report(count, total) }
  }
}

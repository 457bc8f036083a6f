import Foundation

/// The signal that arrived while a deferral was active (0 for none); set from the signal handler, which
/// may run on any thread.
nonisolated(unsafe) private var pendingSignal: Int32 = 0

/// Holds back SIGINT, SIGTERM, SIGHUP and SIGQUIT for the whole process until `release()`: while any
/// deferral is active, a handler (process-wide, so whichever thread the kernel picks) only records the
/// signal; the last release restores the previous handlers and sends the recorded signal again, so its
/// usual effect (normally: exit) happens once the writes or their rollback are complete.
final class SignalDeferral: Sendable {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  private static let state = State()

  private final class State: @unchecked Sendable {
    let lock = NSLock()
    var depth = 0
    var previous: [Int32: sigaction] = [:]
  }

  init() {
    let state = Self.state
    state.lock.withLock {
      state.depth += 1
      guard state.depth == 1 else { return }
      pendingSignal = 0
      for signal in Self.signals {
        var action = sigaction()
        #if os(Linux)
          action.__sigaction_handler.sa_handler = { pendingSignal = $0 }
        #else
          action.__sigaction_u.__sa_handler = { pendingSignal = $0 }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var old = sigaction()
        sigaction(signal, &action, &old)
        state.previous[signal] = old
      }
    }
  }

  func release() {
    let state = Self.state
    let signal: Int32 = state.lock.withLock {
      state.depth -= 1
      guard state.depth == 0 else { return 0 }
      for (signal, old) in state.previous {
        var old = old
        sigaction(signal, &old, nil)
      }
      state.previous = [:]
      defer { pendingSignal = 0 }
      return pendingSignal
    }
    if signal != 0 { kill(getpid(), signal) }
  }
}

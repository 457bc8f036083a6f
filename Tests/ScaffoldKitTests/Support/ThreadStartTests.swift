import Foundation
import ThreadStart
import XCTest

/// `Parallel.start` starts its jobs with `scaffold_start_thread_elsewhere`: a new thread that runs the job
/// once and, on Linux, may run on every core its creator may (it is only started elsewhere).
final class ThreadStartTests: XCTestCase {
  func testTheJobRunsOnceOnAThreadOfItsOwnWithTheCallersCores() throws {
    let seen = Seen()
    let context = Unmanaged.passRetained(seen).toOpaque()
    let started = scaffold_start_thread_elsewhere(
      { context in
        let seen = Unmanaged<Seen>.fromOpaque(context!).takeRetainedValue()
        seen.record(thread: pthread_self(), cores: ThreadStartTests.allowedCores())
      }, context)
    XCTAssertEqual(started, 0)
    let (thread, cores, runs) = seen.wait()
    XCTAssertEqual(runs, 1)
    XCTAssertFalse(pthread_equal(thread, pthread_self()) != 0, "the job ran on the caller's thread")
    XCTAssertEqual(cores, Self.allowedCores(), "the job's thread kept a narrower set of cores")
  }

  /// The cores the calling thread may run on, as Linux lists them; nil elsewhere.
  fileprivate static func allowedCores() -> String? {
    #if os(Linux)
      let status = (try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)) ?? ""
      return status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }.map(String.init)
    #else
      return nil
    #endif
  }
}

/// What the started job saw, for the test thread to wait for.
private final class Seen: @unchecked Sendable {
  private let condition = NSCondition()
  private var thread: pthread_t?
  private var cores: String?
  private var runs = 0

  func record(thread: pthread_t, cores: String?) {
    condition.lock()
    defer { condition.unlock() }
    self.thread = thread
    self.cores = cores
    runs += 1
    condition.broadcast()
  }

  func wait() -> (thread: pthread_t, cores: String?, runs: Int) {
    condition.lock()
    defer { condition.unlock() }
    while runs == 0 { condition.wait() }
    return (thread!, cores, runs)
  }
}

import XCTest

@testable import ScaffoldKit

/// The helpers that spread a lint run over all cores.
final class ParallelTests: XCTestCase {
  /// A tree walk's shape: each item processed may add more, found while other threads are busy with theirs.
  func testDrainProcessesEveryItemOnceIncludingThoseItAdds() {
    // The nodes of a binary tree numbered as a heap (the children of n are 2n and 2n + 1), 4,095 of them;
    // every 64th node sleeps a little, so that the threads really overlap.
    for _ in 0..<5 {
      let states = Parallel.drain([1], state: { [Int]() }) { node, seen in
        seen.append(node)
        if node % 64 == 0 { usleep(50) }
        return node < 2048 ? [2 * node, 2 * node + 1] : []
      }
      XCTAssertEqual(states.count, ProcessInfo.processInfo.activeProcessorCount)
      XCTAssertEqual(states.flatMap { $0 }.sorted(), Array(1...4095))
    }
  }

  func testDrainOfNoItemsEndsWithEmptyStates() {
    let states = Parallel.drain([Int](), state: { 0 }) { _, count in
      count += 1
      return []
    }
    XCTAssertEqual(states, Array(repeating: 0, count: ProcessInfo.processInfo.activeProcessorCount))
  }

  /// Several roots, and items that add nothing: the threads stop when the last one is done.
  func testDrainOfManyRootsWithoutChildren() {
    let states = Parallel.drain(Array(0..<1000), state: { 0 }) { item, sum in
      sum += item
      return []
    }
    XCTAssertEqual(states.reduce(0, +), 499_500)
  }

  /// A batch shared by the caller and a started job: every slice is transformed once, the results come in
  /// the order of the slices (the last one shorter), and the two threads work at once. The first slice taken
  /// waits until another slice is done, which only another thread can do while it waits.
  func testASharedBatchIsWorkedOnByTheCallerAndAJobAtOnce() {
    for _ in 0..<20 {
      let another = DispatchSemaphore(value: 0)
      let first = ManagedCounter()
      let batch = SharedBatch(count: 1000, length: 64) { range -> [Int] in
        if first.increment() == 1 {
          XCTAssertEqual(another.wait(timeout: .now() + 10), .success, "no other thread took a slice")
        } else {
          another.signal()
        }
        return range.map { $0 * 2 }
      }
      let job = Parallel.start { () -> String in
        batch.work()
        return "then its own work"
      }
      XCTAssertEqual(batch.results().flatMap { $0 }, (0..<1000).map { $0 * 2 })
      XCTAssertEqual(batch.results().map(\.count), Array(repeating: 64, count: 15) + [40])
      XCTAssertEqual(first.value, 16, "each slice once")
      XCTAssertEqual(job.value, "then its own work")
    }
  }

  /// With nobody else working on it, the caller does every slice; an empty batch has no result.
  func testASharedBatchAloneOrEmpty() {
    let alone = SharedBatch(count: 5, length: 2) { Array($0) }
    XCTAssertEqual(alone.results(), [[0, 1], [2, 3], [4]])
    let empty = SharedBatch(count: 0, length: 256) { Array($0) }
    empty.work()
    XCTAssertEqual(empty.results(), [])
  }

  /// A started job runs while the caller goes on: it waits here for the caller's signal, which comes only
  /// after `start` returned; `value` then waits for it, and every reader gets the one result.
  func testAStartedJobRunsAlongsideTheCallerAndValueWaitsForIt() {
    let go = DispatchSemaphore(value: 0)
    let pending = Parallel.start { () -> String? in
      go.wait()
      return "done"
    }
    go.signal()
    let values = Parallel.map(Array(0..<4)) { _ in pending.value }
    XCTAssertEqual(values, Array(repeating: "done", count: 4))
    let none = Parallel.start { () -> String? in nil }
    XCTAssertEqual(none.value, String?.none, "a nil result is a result, not a wait")
    XCTAssertNil(Pending<String?>(nil).value)
    XCTAssertEqual(Parallel.start { [1, 2, 3] }.take(), [1, 2, 3])
  }
}

/// A count shared between threads.
private final class ManagedCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The count after adding one.
  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}

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

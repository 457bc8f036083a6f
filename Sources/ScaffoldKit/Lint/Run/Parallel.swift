import Dispatch
import Foundation

/// Data-parallel helpers over all cores.
enum Parallel {
  /// `transform` applied to every element, spread over all cores; results in the order of `elements`.
  /// Workers take interleaved indices, so a run of large files does not land on one core.
  static func map<Element: Sendable, Output: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Output
  ) -> [Output] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Output>(count: elements.count)
    let workers = min(elements.count, ProcessInfo.processInfo.activeProcessorCount * 4)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var index = worker
      while index < elements.count {
        slots[index] = transform(elements[index])
        index += workers
      }
    }
    return slots.values
  }
}

/// Fixed-size storage written concurrently, each slot by exactly one worker, read after all have finished.
private final class Slots<Value>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  subscript(index: Int) -> Value? {
    get { buffer[index] }
    set { buffer[index] = newValue }
  }

  /// Every slot's value; call only after every slot was written.
  var values: [Value] { buffer.map { $0! } }
}

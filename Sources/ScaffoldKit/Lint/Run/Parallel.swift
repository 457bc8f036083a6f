import Dispatch
import Foundation

/// Data-parallel helpers over all cores.
enum Parallel {
  /// `transform` applied to every element, spread over all cores; results in the order of `elements`.
  /// Each element is one iteration that the next free thread takes, so a large file, or a thread the
  /// machine gives to another process, holds up only itself while the other threads go on.
  static func map<Element: Sendable, Output: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Output
  ) -> [Output] {
    guard elements.count > 1 else { return elements.map(transform) }
    let slots = Slots<Output>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
      slots[index] = transform(elements[index])
    }
    return slots.takeValues()
  }

  /// `transform` applied to consecutive ranges of `0..<count`, each `length` long (the last may be shorter),
  /// spread over all cores; results in the order of the ranges. For work too small per element to be an
  /// iteration of its own.
  static func mapSlices<Output: Sendable>(
    of count: Int, length: Int, _ transform: @Sendable (Range<Int>) -> Output
  ) -> [Output] {
    map(Array(stride(from: 0, to: count, by: length))) { start in transform(start..<min(start + length, count)) }
  }

  /// `process` applied to every item of `items` and to every item it returns, on all cores: each thread takes
  /// the next item waiting, so none waits for the others to finish a batch (a tree walk with no pause after
  /// each level). Each thread works on a `State` of its own, made by `state`; the states come back in no
  /// particular order.
  static func drain<Item: Sendable, State: Sendable>(
    _ items: [Item], state: @Sendable () -> State, _ process: @Sendable (Item, inout State) -> [Item]
  ) -> [State] {
    let queue = WorkQueue(items)
    return map(Array(0..<ProcessInfo.processInfo.activeProcessorCount)) { _ in
      var own = state()
      while let item = queue.next() { queue.finish(adding: process(item, &own)) }
      return own
    }
  }

  /// Gets a pool thread going while the caller does serial work (reading its configuration, or a cache that
  /// turns out to hold no record) before its first `map`. A core that has been idle can take most of a
  /// millisecond to run a new thread, which the tree walk that starts a lint run would otherwise wait for.
  static func wake() {
    DispatchQueue.global().async {}
  }

  /// Runs `work` on another thread and returns at once: `Pending.value` waits for its result. For a job the
  /// caller would otherwise wait for while it has work of its own that needs none of its result (saving a
  /// cache while the rules run): the cores left idle by either one's serial parts do the other's.
  static func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
    let pending = Pending<Value>()
    spawn { pending.fulfil(work()) }
    return pending
  }

  /// Lets go of `value` on another thread. A project's indexes are millions of small allocations: freeing
  /// them takes a core for tens of milliseconds that the caller, about to print its findings, need not wait.
  static func discard<Value>(_ value: consuming Value) {
    let box = Discarded(value)
    spawn { box.value = nil }
  }

  /// Runs `job` on a new thread of its own rather than a pool thread, so it never waits for the pool to
  /// have one free while the caller's `map`s keep them busy.
  private static func spawn(_ job: @escaping @Sendable () -> Void) {
    Thread { job() }.start()
  }
}

/// Consecutive slices of `0..<count` that every thread calling `work()` takes one at a time until none is
/// left, results kept in the order of the slices. The caller and a job it starts (`Parallel.start`) share a
/// batch so: the job's thread goes on from its slices to its own work, and the batch never waits for the
/// thread pool to wake a thread that fell idle, which can take milliseconds on a machine whose second core
/// was asleep.
final class SharedBatch<Output: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let length: Int
  private let transform: @Sendable (Range<Int>) -> Output
  /// Where the next slice starts.
  private var next = 0
  private var finished = 0
  private var outputs: [Output?]

  init(count: Int, length: Int, _ transform: @escaping @Sendable (Range<Int>) -> Output) {
    precondition(length > 0)
    self.count = count
    self.length = length
    self.transform = transform
    outputs = Array(repeating: nil, count: (count + length - 1) / length)
  }

  /// Takes slices and transforms them until none is left (others may still be working on theirs).
  func work() {
    while true {
      condition.lock()
      let start = next
      next = min(start + length, count)
      condition.unlock()
      guard start < count else { return }
      let output = transform(start..<min(start + length, count))
      condition.lock()
      outputs[start / length] = output
      finished += 1
      if finished == outputs.count { condition.broadcast() }
      condition.unlock()
    }
  }

  /// Every slice's result, in order: works on the batch, then waits for the slices others took.
  func results() -> [Output] {
    work()
    condition.lock()
    defer { condition.unlock() }
    while finished < outputs.count { condition.wait() }
    return outputs.map { $0! }
  }
}

/// The items `Parallel.drain` has yet to process. A thread that finds it empty waits while another is still
/// processing an item (which may add more) and stops once none is.
private final class WorkQueue<Item: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var items: [Item]
  /// Items taken and not yet finished.
  private var busy = 0

  init(_ items: [Item]) {
    self.items = items
  }

  /// The next item; nil once the queue is empty and no thread is processing an item.
  func next() -> Item? {
    condition.lock()
    defer { condition.unlock() }
    while items.isEmpty && busy > 0 { condition.wait() }
    guard let item = items.popLast() else { return nil }
    busy += 1
    return item
  }

  /// Ends the processing of an item taken with `next()`, queueing what it found.
  func finish(adding found: [Item]) {
    condition.lock()
    defer { condition.unlock() }
    items += found
    busy -= 1
    if !found.isEmpty || busy == 0 { condition.broadcast() }
  }
}

/// The result of a job started with `Parallel.start`, or one given at once.
final class Pending<Value: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: Value?
  private var isDone = false

  fileprivate init() {}

  /// A result known already: nothing to wait for.
  init(_ value: Value) {
    result = value
    isDone = true
  }

  fileprivate func fulfil(_ value: Value) {
    condition.lock()
    defer { condition.unlock() }
    result = value
    isDone = true
    condition.broadcast()
  }

  /// The job's result, once it has finished.
  var value: Value { finished { $0! } }

  /// The job's result, once it has finished, moved out for its one reader: this holds no copy of it after,
  /// so the reader decides when and on which thread it is let go of. Call once.
  func take() -> Value { finished { $0.take()! } }

  /// `read` of the result, once the job has finished.
  private func finished(_ read: (inout Value?) -> Value) -> Value {
    condition.lock()
    defer { condition.unlock() }
    while !isDone { condition.wait() }
    return read(&result)
  }
}

/// What `Parallel.discard` lets go of: only the background closure touches it after it is made.
private final class Discarded<Value>: @unchecked Sendable {
  var value: Value?

  init(_ value: consuming Value) {
    self.value = value
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

  /// Every slot's value, moved out (no copy, no reference counting); call once, after every slot was written.
  func takeValues() -> [Value] {
    Array(unsafeUninitializedCapacity: buffer.count) { values, initialized in
      for index in buffer.indices {
        (values.baseAddress! + index).initialize(to: (buffer.baseAddress! + index).move()!)
        (buffer.baseAddress! + index).initialize(to: nil)
      }
      initialized = buffer.count
    }
  }
}

// A stand-in for Combine with just the API generated modules use (Published, ObservableObject, AnyPublisher,
// sink, combineLatest, Publishers.CombineLatest, receive(on:), AnyCancellable), so their `#if canImport(Combine)`
// code compiles and its tests run on Linux. Not a reimplementation: schedulers deliver at once, and there is no
// demand and no completion.
import Foundation

public final class AnyCancellable: Hashable {
  private let onCancel: () -> Void
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
  public func cancel() { onCancel() }
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

extension Publisher {
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Failure>
  where Other.Failure == Failure {
    AnyPublisher<(Output, Other.Output), Failure> { receive in
      let latest = LatestPair<Output, Other.Output>()
      let first = self.subscribe { value in
        latest.a = value
        if let b = latest.b { receive((value, b)) }
      }
      let second = other.subscribe { value in
        latest.b = value
        if let a = latest.a { receive((a, value)) }
      }
      return AnyCancellable {
        first.cancel()
        second.cancel()
      }
    }
  }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let body: (@escaping (Output) -> Void) -> AnyCancellable
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    body = publisher.subscribe
  }
  init(_ body: @escaping (@escaping (Output) -> Void) -> AnyCancellable) { self.body = body }
  public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { body(receive) }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
  final class Box {
    var value: Value
    var subscribers: [ObjectIdentifier: (Value) -> Void] = [:]
    init(_ value: Value) { self.value = value }
  }
  public struct Publisher: Combine.Publisher {
    public typealias Failure = Never
    let box: Box
    public func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
      let token = Token()
      box.subscribers[ObjectIdentifier(token)] = receive
      receive(box.value)
      return AnyCancellable { [box] in
        _ = token
        box.subscribers[ObjectIdentifier(token)] = nil
      }
    }
  }
  private let box: Box
  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set {
      // Like Combine, subscribers hear of the change before it is made (`willSet`).
      for receive in box.subscribers.values { receive(newValue) }
      box.value = newValue
    }
  }
  public var projectedValue: Publisher { Publisher(box: box) }
}

final class LatestPair<A, B> {
  var a: A?
  var b: B?
  init() {}
}
final class Token { init() {} }

/// Namespace of the publishers that operators return, as in Combine.
public enum Publishers {
  /// Publishes a pair of the latest values of two publishers once both have published.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
      a.combineLatest(b).subscribe(receive)
    }
  }

  /// Delivers the upstream's values on a scheduler. The stand-in delivers them at once, on the caller's thread.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let scheduler: Context
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable { upstream.subscribe(receive) }
  }
}

/// Where a publisher delivers values (Combine's `Scheduler`, reduced to its name and options type).
public protocol Scheduler {
  associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
  public struct SchedulerOptions {}
}

extension RunLoop: Scheduler {
  public struct SchedulerOptions {}
}

extension Publisher {
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
  }
}

import Network

class Reachability {
    static let shared = Reachability()
    private let monitor = NWPathMonitor()
    private(set) var isOnline = true

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in self?.isOnline = path.status == .satisfied }
        monitor.start(queue: .global(qos: .utility))
    }
}

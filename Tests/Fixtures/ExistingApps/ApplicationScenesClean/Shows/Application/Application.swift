final class Application {
    static let app = Application()
    let services = Services()
    let stores = Stores()
}

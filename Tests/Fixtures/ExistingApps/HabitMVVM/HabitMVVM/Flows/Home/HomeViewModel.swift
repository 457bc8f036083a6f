final class HomeViewModel {
    var sections: [HomeSection] = [.main]
    var items: [Item] = []
}

final class CartViewModel {
    var sections: [CartSection] = [.main]
    var items: [Item] = []
}

final class ProfileViewModel {
    var sections: [ProfileSection] = [.main]
    var items: [Item] = []
}

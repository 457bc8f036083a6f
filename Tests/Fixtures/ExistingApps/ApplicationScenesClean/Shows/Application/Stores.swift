final class Stores {
    let shows: [Show] = []
}

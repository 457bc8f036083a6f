final class Observable<Value> {
    private(set) var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A legacy screen that still reads its repository directly.
struct LegacyOrderView {
  let repository: OrderRepository
}

struct CartView {
  let repository: any CartRepository
}

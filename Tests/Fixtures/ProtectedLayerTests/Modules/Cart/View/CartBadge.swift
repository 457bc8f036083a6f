struct CartBadge {
  let item: CartItem  // scaffold:ignore protected-layer -- the badge shows a snapshot, see ADR-12
}

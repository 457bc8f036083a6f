struct OrderView { let cart: CartView }

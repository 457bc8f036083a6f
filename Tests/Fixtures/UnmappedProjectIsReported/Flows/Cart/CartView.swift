struct CartView {}

struct CartItem {}

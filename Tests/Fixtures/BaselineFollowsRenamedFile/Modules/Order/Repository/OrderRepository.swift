struct OrderRepository {}

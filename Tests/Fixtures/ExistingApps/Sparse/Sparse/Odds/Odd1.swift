struct Odd1 {}

struct Odd2 {}

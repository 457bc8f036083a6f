struct Odd3 {}

struct Bit2 {}

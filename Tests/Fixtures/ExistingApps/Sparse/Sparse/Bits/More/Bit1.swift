struct Bit1 {}

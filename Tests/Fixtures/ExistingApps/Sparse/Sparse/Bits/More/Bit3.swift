struct Bit3 {}

#ifndef SCAFFOLD_HEAP_TUNING_H
#define SCAFFOLD_HEAP_TUNING_H

/// Makes glibc's malloc grow each heap by at least `bytes` at a time and keep that much free at its top
/// instead of giving it back (`mallopt(M_TOP_PAD, bytes)`). Returns 1 when set, 0 where the C library has
/// no such setting (macOS, musl). Address space reserved this way costs nothing until it is touched.
int scaffold_pad_heap_growth(int bytes);

#endif

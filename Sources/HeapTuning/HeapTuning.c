#include <stdlib.h>

#include "HeapTuning.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int scaffold_pad_heap_growth(int bytes) {
#if defined(__GLIBC__)
  return mallopt(M_TOP_PAD, bytes);
#else
  (void)bytes;
  return 0;
#endif
}

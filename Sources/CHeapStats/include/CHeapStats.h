#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H
#include <stddef.h>

/// The bytes glibc's malloc has handed out and not had back (mallinfo2's uordblks plus
/// hblkhd: small chunks and mmap'ed blocks), for the benchmark's measured memory figures.
size_t tm_heap_allocated_bytes(void);

#endif

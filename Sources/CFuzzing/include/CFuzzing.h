#ifndef CFUZZING_H
#define CFUZZING_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt, LLVM 11 and later): parses libFuzzer's flags from `argv` and
/// fuzzes `callback`, one input at a time. Linked only into a program built with
/// `-sanitize=fuzzer`; call it only there (`tca-fuzz` does under `#if FUZZING`).
int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif

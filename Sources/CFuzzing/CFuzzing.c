// CFuzzing declares libFuzzer's driver for Swift (include/CFuzzing.h); it defines nothing, so a
// build without -sanitize=fuzzer links no fuzzer. A C target needs one source file: this one.
#include "CFuzzing.h"

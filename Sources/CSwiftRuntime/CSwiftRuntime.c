// The module is its header (include/CSwiftRuntime.h): the functions it declares are the Swift
// runtime's own. SwiftPM builds a C target only when it has a source file.
#include "CSwiftRuntime.h"

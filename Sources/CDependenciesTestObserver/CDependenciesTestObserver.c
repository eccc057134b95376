#include "CDependenciesTestObserver.h"

// Defined in DependenciesTestSupport (XCTestCacheReset.swift); weak, so a link without it
// (none here) still loads.
extern void tca_dependencies_register_test_observer(void) __attribute__((weak));

__attribute__((constructor)) static void tca_dependencies_load(void) {
  if (tca_dependencies_register_test_observer) tca_dependencies_register_test_observer();
}

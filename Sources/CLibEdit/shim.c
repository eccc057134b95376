#include "CLibEdit.h"

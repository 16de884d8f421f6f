#include "bth-error.h"

G_DEFINE_QUARK (bth-error-quark, bth_error)

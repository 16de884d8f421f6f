/* bth-error.h — the one error domain of the core library. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BTH_ERROR (bth_error_quark ())

typedef enum {
  BTH_ERROR_INVALID_DATA,   /* a rules, scenario or map file breaks its format */
  BTH_ERROR_INVALID_INPUT,  /* a user's entry is impossible (names the field) */
  BTH_ERROR_NOT_FOUND,      /* a named table, row or file does not exist */
} BthError;

GQuark bth_error_quark (void);

G_END_DECLS

/* bth-production-private.h — shared between the production modules. */
#pragma once

#include "bth-production.h"

/* The PP one account holds (the producing state's own, or one minor state's: X.J.3.b),
 * by what they may buy, and what the purchases ask of it; all in halves. */
typedef struct {
  char *id;                 /* NULL: the producing state's own */
  int   any;                /* red cities, loans, England's accumulated points */
  int   landwehr;           /* black cities (X.J.2.e) */
  int   naval;              /* white cities and England's naval points (X.J.5.e) */
  int   need_any;
  int   need_landwehr;
  int   need_naval;
} BthProductionAccount;

void     bth_production_violate (BthProductionResult *r, int purchase, const char *rule,
                                 const char *format, ...) G_GNUC_PRINTF (4, 5);
void     bth_production_note    (BthProductionResult *r, const char *format, ...) G_GNUC_PRINTF (2, 3);

/* What the players call state ID ("prussia" → "Prussia"), from the rules data. */
const char *bth_production_name (const BthProductionResult *r, const char *id);

gboolean bth_production_is_iberian (const BthProductionInput *in);
gboolean bth_production_kind_in    (char **kinds, const char *kind);
const BthProductionMinor *bth_production_find_minor (const BthProductionInput *in, const char *id);
const BthProductionCity  *bth_production_find_city  (const BthProductionInput *in, const char *name);
BthProductionAccount     *bth_production_account    (GPtrArray *accounts, const char *id);

char    *bth_production_pool_key (const char *pool, const char *kind, const char *satellite);
int      bth_production_pool_get (GHashTable *pool, const char *owner, const char *kind, const char *satellite);
void     bth_production_pool_add (GHashTable *pool, const char *owner, const char *kind,
                                  const char *satellite, int sp);

/* bth-production-purchases.c */
void     bth_production_check_purchases (const BthProductionRules *r, const BthProductionInput *in,
                                         BthProductionResult *out, GPtrArray *accounts, GHashTable *pool);
void     bth_production_settle          (const BthProductionRules *r, const BthProductionInput *in,
                                         BthProductionResult *out, GPtrArray *accounts);

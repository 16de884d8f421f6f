/* bth-attrition.h — the Attrition Phase (section G): one die for every hex of 3+ SP. */
#pragma once

#include "bth-dice.h"
#include "bth-modifier.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

/* One hex of the active player. The flags follow the Question Box rulings: "unsupplied"
 * is set when ANY SP in the hex is unsupplied; "all_home" and "all_french" only when ALL are. */
typedef struct {
  int      sp;
  int      cavalry;
  gboolean all_french;
  gboolean all_home;
  gboolean unsupplied;
  gboolean winter;
  int      mapboard;       /* 1..4, 0 = not entered */
  int      siege_marker;   /* 0 = not inside a besieged city */
} BthAttritionHex;

typedef struct {
  gboolean checked;        /* FALSE for hexes under 3 SP (G.1) */
  int      modified_die;
  int      column;
  int      loss;           /* SP eliminated (at most the hex's SP) */
  gboolean cavalry_required;
  GArray  *modifiers;      /* BthModifier */
} BthAttritionResult;

void     bth_attrition_result_clear (BthAttritionResult *result);

gboolean bth_attrition_validate_hex (const BthAttritionHex *hex, guint index, GError **error);

/* Resolves one hex for the original DIE (G.2). */
void     bth_attrition_resolve_hex  (BthRuleset *rules, const BthAttritionHex *hex, int die,
                                     BthAttritionResult *out);

G_END_DECLS

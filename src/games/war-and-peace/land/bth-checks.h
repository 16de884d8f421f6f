/* bth-checks.h — the small rolls and checks that have no printed chart:
 * overrun (L), commitment (N.7.b), withdrawal loss (Q.1.h), leader casualty (R),
 * siege check (S.9), alliance roll (H) and weather (optional chart). Their numbers come
 * from the ruleset; each function explains itself through a modifier list. */
#pragma once

#include "bth-modifier.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

/* ---- Overrun (L) ---- */
typedef struct {
  int      moving_sp;
  int      moving_cavalry;
  gboolean moving_supplied;        /* at the start of the Movement Phase (L.2, M.7) */
  int      defender_sp;
  int      defender_cavalry;
  gboolean defender_mountain_or_entrenched;   /* L.1.a */
  gboolean defender_inside_city;              /* L.5, S.4 */
  gboolean defender_in_city_hex;              /* in a city hex, inside the city or not (v1.7) */
} BthOverrun;

typedef struct {
  gboolean allowed;
  int      extra_mp;           /* movement points over the terrain cost */
  char    *odds;               /* the odds needed, e.g. "4:1" */
  GArray  *reasons;            /* BthModifier, value 0: why, with rules */
} BthOverrunResult;

void bth_overrun_check        (BthRuleset *rules, const BthOverrun *overrun, BthOverrunResult *out);
void bth_overrun_result_clear (BthOverrunResult *result);

/* ---- Commitment roll (N.7.b): one die plus one leader, success at 5+ ---- */
gboolean bth_commitment_succeeds (BthRuleset *rules, int die, int leader, int *modified);

/* ---- Withdrawal loss (Q.1.h) ---- */
int bth_withdrawal_loss (BthRuleset *rules, int withdrawing_cavalry, int opposing_cavalry);

/* ---- Leader casualty (R.1) ---- */
typedef enum {
  BTH_LEADER_UNHARMED,
  BTH_LEADER_WOUNDED,          /* off the map for TURNS_OUT turns */
  BTH_LEADER_KILLED,
} BthLeaderFate;

const char   *bth_leader_fate_to_string (BthLeaderFate fate);
gboolean      bth_leader_is_casualty    (BthRuleset *rules, int two_dice);
BthLeaderFate bth_leader_fate           (BthRuleset *rules, int second_die, int *turns_out);

/* ---- Siege check (S.9.b–c) ---- */
gboolean bth_siege_falls (BthRuleset *rules, int marker, int die);
int      bth_siege_next_marker (BthRuleset *rules, int marker);

/* ---- Alliance roll (H.2, H.6) ---- */
typedef struct {
  int french_vp, french_cp, pro_french_powers;
  int anti_vp, anti_cp, anti_french_powers;
} BthAllianceDisplay;

/* Returns the modified roll (0..7) and fills MODIFIERS, capped at ±4. */
int bth_alliance_roll (BthRuleset *rules, const BthAllianceDisplay *display, int die,
                       GArray *extra, GArray *modifiers);

/* ---- Weather (optional chart) ---- */
const char *bth_weather_lookup (BthRuleset *rules, int month, int mapboard, int die,
                                int *row, GArray *modifiers);

G_END_DECLS

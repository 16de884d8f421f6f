/* bth-lga-combat.h — La Grande Armée's skirmish [11] and battle round [12-13], explained.
 *
 * Each resolution is prepared from the input (odds, modifiers with their reasons and the
 * book's rule numbers, the exact chance of every result before the roll) and then applied
 * to the die or dice the players rolled. Nothing here knows the map: the players say what
 * the board shows (terrain, supply, a flank attack), and the rules say what it is worth.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-dice.h"
#include "bth-lga-rules.h"
#include "bth-modifier.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------------------------ */
/* Skirmish [11]                                                                          */

typedef struct {
  int      cavalry_sp;            /* all the cavalry SP in the hex (only 4 fight, 11.13) */
  int      horse_artillery_sp;
  int      leader_combat_bonus;   /* CB of the highest-ranking leader (0: none) */
  gboolean unsupplied;
  gboolean infantry_or_field_artillery;   /* such a stack cannot skirmish (11.0, 11.11) */
  gboolean demoralized;
} BthLgaSkirmishSide;

typedef struct {
  BthLgaSkirmishSide attacker, defender;
  gboolean           repeated;    /* the attackers skirmished already this phase (11.14) */
} BthLgaSkirmishInput;

typedef struct {
  gboolean    allowed;
  char       *refusal;            /* why not, with its rule */
  int         attacker_sp, defender_sp;   /* counted for the odds (at most 4 each) */
  int         column;             /* index of the Skirmish Table's odds column */
  const char *odds;
  GArray     *modifiers;          /* of BthModifier */
  int         drm;
  double      die_probability[6]; /* 1/6 each: the chance of each table row after the DRM */
  int         die, modified_die;  /* 0 before the roll */
  const BthLgaSkirmishResult *result;
  GPtrArray  *notes;
} BthLgaSkirmish;

BthLgaSkirmish *bth_lga_skirmish_prepare (BthLgaRules *rules, const BthLgaSkirmishInput *input,
                                          const BthLgaOptions *options, GError **error);
/* The table row after the DRM, clamped to 1-6, and its result. */
void            bth_lga_skirmish_apply   (BthLgaRules *rules, BthLgaSkirmish *skirmish, int die);
const BthLgaSkirmishResult *bth_lga_skirmish_result_for (BthLgaRules *rules, const BthLgaSkirmish *skirmish, int die);
void            bth_lga_skirmish_free    (BthLgaSkirmish *skirmish);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaSkirmish, bth_lga_skirmish_free)

/* ------------------------------------------------------------------------------------ */
/* Battle [12-13]                                                                         */

typedef enum {
  BTH_LGA_INFANTRY,
  BTH_LGA_CAVALRY,            /* light, Guard, Cossack: cavalry with no type modifier */
  BTH_LGA_HEAVY_CAVALRY,
  BTH_LGA_DRAGOONS,
  BTH_LGA_FIELD_ARTILLERY,
  BTH_LGA_HORSE_ARTILLERY,
} BthLgaUnitType;

typedef struct {
  int            sp;
  BthLgaUnitType type;
  int            morale;      /* the scenario's Morale Rating of its nationality; 0: the side's */
  gboolean       reserve;
  gboolean       demoralized;
  gboolean       brigade;     /* a brigade, not a division (12.91's "3 cavalry brigades") */
  const char    *corps;       /* its corps or corps-equivalent, for Defend the Hex (12.92); NULL: none named */
} BthLgaUnit;

typedef enum {
  BTH_LGA_BRIGADE = 1,
  BTH_LGA_DIVISION,
  BTH_LGA_CORPS,
  BTH_LGA_ARMY,
  BTH_LGA_SUPREME,
} BthLgaRank;

typedef struct {
  const char *name;
  BthLgaRank  rank;
  int         combat_bonus;
  gboolean    cavalry;        /* a cavalry leader (12.41's cavalry clause) */
} BthLgaLeader;

typedef struct {
  BthLgaUnit   *units;
  guint         n_units;
  BthLgaLeader *leaders;
  guint         n_leaders;
  int           morale;       /* for units without their own; 0: none given */
  gboolean      unsupplied;
  gboolean      forced_from_winter_quarters;
} BthLgaBattleSide;

typedef enum {
  BTH_LGA_BATTLE_NORMAL,
  BTH_LGA_BATTLE_WITHDRAWAL,  /* the defender withdraws (12.8) */
  BTH_LGA_BATTLE_ASSAULT,     /* a fortress assault (15.4) */
} BthLgaBattleType;

/* The defender's option in a River Crossing battle, across a minor river or a bridge (12.91);
 * his first option, Withdraw, is a Withdrawal battle (12.8) where the river has no effect. */
typedef enum {
  BTH_LGA_RIVER_NONE,
  BTH_LGA_RIVER_DEFEND_CROSSING,
  BTH_LGA_RIVER_DEFEND_HEX,
} BthLgaRiverOption;

typedef struct {
  BthLgaBattleType   type;
  int                round;               /* 1 for the first */
  gboolean           flank_attack;        /* 12.47's conditions hold */
  gboolean           defender_routed;     /* under a Rout marker (13.27) */
  gboolean           mandatory_limited_zoc;  /* the attack is forced by a limited ZOC (12.14) */
  const char * const *terrain;            /* terrain ids of the defender's hex, NULL-terminated */
  BthLgaBattleSide   attacker, defender;
  BthLgaRiverOption  river;
  int                river_corps_announced;  /* Defend the Hex: the attacker's corps or equivalents (12.91 #3) */
  int                river_corps_allowed;    /* ... and how many the defender allows in the first round */
} BthLgaBattleInput;

/* What one side suffers from a CRT row. */
typedef struct {
  const BthLgaCrtSide *cell;
  int      loss;                /* SP; for an Escalating Exchange the opening bid */
  gboolean loss_is_opening_bid;
  int      max_bid;             /* Escalating Exchange: its SP in the battle */
  gboolean routed, withdraw, eliminated, captured;
  int      loss_if_reserve_routs;   /* Routed: 50% of front line and reserve */
  int      retreat_hexes;
  gboolean morale_check;        /* Withdraw, or a routed side's reserve */
  int      leader_loss;
  int      advance_points;
  int      captured_sp;         /* a River Crossing attacker's Routed front line: what the 50% leaves (12.93 #1) */
  gboolean holds_hex;           /* Defend the Crossing with a reserve: a Withdraw leaves the front line in the hex (12.93 #4) */
  gboolean crosses_river;       /* every defender routed under Defend the Hex: the attackers cross without AP (12.93 #3) */
  const char *river;            /* how the River Crossing rules changed this result, with the rule; NULL: they did not */
} BthLgaSideResult;

typedef struct {
  gboolean   allowed;           /* FALSE: below the minimum odds (12.14) */
  gboolean   automatic;         /* 4:1 or more (12.15), or a routed defender (13.27) */
  char      *verdict;           /* the automatic or refused outcome, with its rule */
  int        attacker_front, defender_front, attacker_reserve, defender_reserve;
  int        defender_counted;  /* the defender's front as counted for the odds (x3 in an assault) */
  char      *odds;              /* "3:5" */
  int        odds_drm;
  GArray    *attacker_modifiers, *defender_modifiers;   /* of BthModifier */
  int        attacker_drm, defender_drm, net_drm;
  int        minimum_loss;
  GPtrArray *leaders_at_risk;   /* names of leaders whose CB was used (12.41) */
  double     row_probability[BTH_LGA_CRT_ROWS];
  GPtrArray *violations;        /* deployment rules broken, with their rules */
  GPtrArray *notes;
  /* after the roll */
  int        dice[2], roll, modified_roll, row;
  BthLgaSideResult attacker, defender;
} BthLgaBattle;

BthLgaBattle *bth_lga_battle_prepare (BthLgaRules *rules, const BthLgaBattleInput *input,
                                      const BthLgaOptions *options, GError **error);
/* What each side suffers on CRT row ROW (0-14); for the automatic outcomes ROW is ignored. */
void          bth_lga_battle_row_results (BthLgaRules *rules, const BthLgaBattle *battle,
                                          const BthLgaBattleInput *input, const BthLgaOptions *options,
                                          int row, BthLgaSideResult *attacker, BthLgaSideResult *defender);
/* Applies the two dice (when allowed and not automatic) and fills the results. */
void          bth_lga_battle_apply   (BthLgaRules *rules, BthLgaBattle *battle, const BthLgaBattleInput *input,
                                      const BthLgaOptions *options, int die1, int die2);
void          bth_lga_battle_free    (BthLgaBattle *battle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaBattle, bth_lga_battle_free)

/* Rounds ATTACKER:DEFENDER in the defender's favour to the largest step not above it;
 * NULL when below the lowest step. */
const BthLgaOdds *bth_lga_round_odds (const BthLgaOdds *steps, guint n, int attacker, int defender);

/* Losses [12.61-12.62, 16.41-16.42]: fills TAKEN (N ints) with the SP each unit loses of LOSS,
 * by the 3:1:1 ratio, the front line first, then the reserve, then demoralized cavalry in the
 * reserve (ATTRITION: one pool, spread as evenly as possible). Returns the SP taken (less than
 * LOSS when the units run out). */
int bth_lga_allocate_losses  (BthLgaRules *rules, const BthLgaUnit *units, guint n, int loss,
                              gboolean attrition, int *taken);
/* Pursuit [12.65]: the enemy SP captured by the pursuing reserve, at most ENEMY_SP. */
int bth_lga_pursuit_captures (BthLgaRules *rules, int infantry_sp, int cavalry_sp, int enemy_sp);

/* Leaders lost to an L-1 or L-2 result [12.55-12.56]: of SIDE's leaders, those named in
 * COMMITTED (the battle's leaders_at_risk) are the committed ones. Returns the names lost (a
 * new array, may be empty). For L-2 with both a corps and an army leader committed, DIE
 * (1-6; 0: not rolled yet) chooses the rank; with several leaders of the rank, CHOICE names
 * the one the owner gives. When DIE or CHOICE is needed and missing, NEEDS says which (and
 * NEEDS_DIE is set for the die), and the corps or army leader is not in the list. REASON explains, with the rules. */
GPtrArray *bth_lga_leaders_lost (BthLgaRules *rules, const BthLgaBattleSide *side, GPtrArray *committed,
                                 int leader_loss, int die, const char *choice, const BthLgaOptions *options,
                                 gboolean *needs_die, char **needs, char **reason);

/* A round fought with the roles reversed, the side that defended the last round attacking
 * [12.77]. FIRST: no counter-attack yet in this battle; then a battle reinforcement of the
 * last round's defender must have joined before that round (the players say the attacker
 * could not form a second front line against it). Later: the new attacker needs Advance
 * Points kept from his own last attack (NEW_ATTACKER_AP). ENDED_BY_RESULT: the last round
 * routed, withdrew or eliminated a side (the two are no longer adjacent). Returns FALSE with
 * the reason in WHY. */
gboolean bth_lga_counter_attack_allowed (gboolean first, gboolean defender_reinforced, int new_attacker_ap,
                                         gboolean ended_by_result, char **why);

/* An Escalating Exchange's bidding settled [12.54]: the side that passed loses the battle,
 * both lose LAST_BID (the other side's last bid; the attacker's opening counts as his),
 * a side that loses all its SP is eliminated with its leaders, the loser retreats. */
typedef struct {
  gboolean   settled;
  char      *refusal;           /* why LAST_BID cannot be the last bid, with the rule */
  gboolean   attacker_won;
  int        attacker_loss, defender_loss;
  gboolean   attacker_eliminated, defender_eliminated;
  int        retreat_hexes;     /* the loser's */
  GPtrArray *lines;             /* the explanation, "text [12.54]" */
} BthLgaExchange;

gboolean bth_lga_exchange_settle (BthLgaRules *rules, const BthLgaBattle *battle, int last_bid, gboolean attacker_passed,
                                  BthLgaExchange *out);
void     bth_lga_exchange_clear  (BthLgaExchange *exchange);
/* A battle reinforcement's Initiative roll: DIE at most RATING passes [12.71]; REASON says
 * what follows, with the rule. */
gboolean bth_lga_initiative_passed (BthLgaRules *rules, int rating, int die, char **reason);

/* A battle side of the battle command's JSON (README: SIDE, an object or the app's force
 * line) read into SIDE, which points into the store returned (NULL with ERROR when refused). */
typedef struct _BthLgaSideStore BthLgaSideStore;
BthLgaSideStore *bth_lga_battle_side_read (JsonObject *root, const char *member, BthLgaBattleSide *side, GError **error);
void             bth_lga_side_store_free  (BthLgaSideStore *store);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthLgaSideStore, bth_lga_side_store_free)

/* JSON in and out (the CLI's skirmish and battle commands; README). */
JsonNode *bth_lga_skirmish_json (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_battle_json   (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);
JsonNode *bth_lga_losses_json   (BthLgaRules *rules, JsonNode *input, BthDice *dice, GError **error);

G_END_DECLS

/* bth-game.h — a game in progress: set-up, dice, and the ordered log of events.
 *
 * The current state is the fold of the log (bth-game-state.h). Players act through
 * "actions": a group of events appended together, which is also one undo step. Undo
 * removes the last action onto a redo stack; redo puts it back unchanged (the same dice).
 * A new action clears the redo stack. Both stacks are saved (bth-game-save.h).
 *
 * bth_war_and_peace_register() comes before the first game is made: it attaches the
 * BthPlayedGame adapter (bth-game-played.h) and registers the optional books.
 *
 * Dice are the game's own BthDice: seedable, and its state is saved, so a reloaded game
 * rolls on identically. Undo does not rewind the generator: undoing a roll and rolling
 * again gives a new roll (players who typed their table dice use bth_dice_set_fixed()).
 */
#pragma once

#include "bth-attrition.h"
#include "bth-checks.h"
#include "bth-dice.h"
#include "bth-event.h"
#include "bth-forced-march.h"
#include "bth-game-state.h"
#include "bth-ruleset.h"
#include "bth-scenario.h"
#include "bth-turn-track.h"

G_BEGIN_DECLS

#define BTH_TYPE_GAME (bth_game_get_type ())
G_DECLARE_FINAL_TYPE (BthGame, bth_game, BTH, GAME, GObject)

/* A new game of SCENARIO, at its first phase. SEQUENCE_ID NULL: the ruleset's default
 * ("campaign" for the Grand Campaign is the caller's choice). OPTIONS: ids of optional
 * rules in play ("weather", …), may be NULL. ALTERNATE_START: an id from the scenario's
 * alternate starts (I.C.3.a), or NULL. */
BthGame *bth_game_new_from_scenario (BthRuleset         *rules,
                                     BthScenario        *scenario,
                                     const char         *sequence_id,
                                     const char * const *options,
                                     const char         *alternate_start,
                                     guint64             seed,
                                     GError            **error);

/* A new game from a set-up object (the payload of a game-created event, see
 * docs/game-format.md); used for tests and synthetic games. POSITION in SETUP may be
 * omitted: the first phase of the start month is filled in. */
BthGame *bth_game_new_from_setup (BthRuleset *rules, JsonNode *setup, guint64 seed, GError **error);

BthRuleset         *bth_game_get_ruleset  (BthGame *self);
/* NULL unless given at creation or with bth_game_set_scenario(). */
BthScenario        *bth_game_get_scenario (BthGame *self);
/* For a loaded game: the scenario it names (needed for what is due and alliance results). */
gboolean            bth_game_set_scenario (BthGame *self, BthScenario *scenario, GError **error);
/* The scenario's name for side SIDE_ID ("French player"), or SIDE_ID without a scenario. */
const char         *bth_game_side_name    (BthGame *self, const char *side_id);
BthDice            *bth_game_get_dice     (BthGame *self);
guint64             bth_game_get_seed     (BthGame *self);
BthTurnTrack       *bth_game_get_turn_track (BthGame *self);
/* Valid until the next change (append, undo, redo): each one replaces the state. */
const BthGameState *bth_game_get_state    (BthGame *self);
/* The current position on the turn track. */
void                bth_game_get_position (BthGame *self, BthTurnPosition *out);

/* Events, oldest first (of BthEvent). Do not modify. */
GPtrArray          *bth_game_get_events   (BthGame *self);
/* Undone actions, each a GPtrArray of BthEvent; the next to redo is the last. */
GPtrArray          *bth_game_get_redo_stack (BthGame *self);

/* Seconds since 1970 stamped on new events; tests fix it for byte-identical saves. */
void                bth_game_set_clock    (BthGame *self, gint64 (*clock) (gpointer), gpointer data);

/* ---- actions ---- */

/* Appends EVENTS (of BthEvent, unstamped) as one player action. On failure nothing
 * changes. Returns the action id (> 0), or 0 with ERROR set. */
guint    bth_game_append_action (BthGame *self, GPtrArray *events, GError **error);

gboolean bth_game_can_undo (BthGame *self);
gboolean bth_game_can_redo (BthGame *self);
gboolean bth_game_undo     (BthGame *self, GError **error);
gboolean bth_game_redo     (BthGame *self, GError **error);
/* What undo or redo would do, for the menu ("Alliance roll"); NULL when it cannot. */
char    *bth_game_describe_undo (BthGame *self);
char    *bth_game_describe_redo (BthGame *self);

/* ---- helpers that build and append one action ---- */

/* Moves to the next held phase (skipping omitted ones, logged in the event). */
gboolean bth_game_advance_phase (BthGame *self, GError **error);

/* Rolls COUNT dice (or takes the fixed ones queued on the game's dice) and returns the
 * dice-rolled event, not yet appended; VALUES gets the faces (COUNT ints). */
BthEvent *bth_game_roll (BthGame *self, guint count, guint sides, const char *purpose,
                         int *values, GError **error);

/* The active side's Alliance Phase roll (H): one die, the display's modifiers through
 * bth_alliance_roll() plus EXTRA (BthModifier, may be NULL), then the scenario's results
 * for a modified 0 or 7, the forces they deploy, and the deletion of the phase.
 * MODIFIED (may be NULL) gets the modified roll. */
gboolean bth_game_alliance_roll (BthGame *self, GArray *extra, int *modified, GError **error);

/* R.1 for one named leader: two dice; on a casualty one more die. FATE gets the result. */
gboolean bth_game_leader_casualty (BthGame *self, const char *leader_id, BthLeaderFate *fate,
                                   GError **error);
/* R.2: a wounded leader back into stack STACK_ID, or a new stack at LOCATION when NULL. */
gboolean bth_game_leader_return (BthGame *self, const char *leader_id, const char *stack_id,
                                 const char *location, GError **error);

/* Units (BthUnitCount) leave a stack for the eliminated pool. */
gboolean bth_game_eliminate_units (BthGame *self, const char *stack_id, GArray *units,
                                   const char *reason, GError **error);
/* Units join a stack, or a new one of SIDE at LOCATION when STACK_ID is NULL;
 * FROM_ELIMINATED takes them from the eliminated pool. */
gboolean bth_game_add_units (BthGame *self, const char *stack_id, const char *side,
                             const char *location, GArray *units, gboolean from_eliminated,
                             GError **error);

/* Sets a field ("stacks.s3.supplied", see bth_game_state_get_field()). With a REASON
 * it is an override of a computed value, shown as such in the log. */
gboolean bth_game_edit (BthGame *self, const char *path, JsonNode *value, const char *reason,
                        GError **error);
/* Sets N fields (PATHS[i] to VALUES[i]) as one action, one undo step: the players' data
 * taken from earlier games. Fields already holding their value are left out; when none
 * changes nothing is appended and TRUE is returned. On failure nothing changes. */
gboolean bth_game_edit_many (BthGame *self, const char * const *paths, JsonNode * const *values,
                             guint n, GError **error);
gboolean bth_game_note (BthGame *self, const char *text, GError **error);
/* Logs a table resolved elsewhere (combat, attrition …) with its dice as one action. */
gboolean bth_game_record_table (BthGame *self, const char *table, const char *rule,
                                JsonNode *inputs, JsonNode *result, GPtrArray *dice_events,
                                GError **error);

/* A battle resolved from the Leader Display, written back as one action (O, P): for each
 * stack, the SP it lost (to the eliminated pool) and its demoralization afterwards. */
typedef struct {
  const char *stack;
  GArray     *losses;           /* of BthUnitCount; may be NULL or empty */
  int         demoralization;   /* D level after the round (P.5) */
} BthBattleStackResult;

/* Appends, as one action: the combat dice (DICE[0..1], FIXED if typed at the table), the
 * table-resolved record (INPUTS: the battle, RESULT: the outcome), the eliminations and
 * the demoralization edits. On failure nothing changes. */
gboolean bth_game_record_battle (BthGame *self, const int dice[2], gboolean fixed,
                                 JsonNode *inputs, JsonNode *result,
                                 const BthBattleStackResult *stacks, guint n_stacks,
                                 GError **error);

/* ---- what is due ---- */

typedef enum {
  BTH_DUE_REINFORCEMENT,
  BTH_DUE_REPLACEMENT,
  BTH_DUE_WITHDRAWAL,
  BTH_DUE_EVENT,
  BTH_DUE_LEADER_RETURN,   /* R.2 */
  BTH_DUE_JANUARY,         /* a January-only step, or Z.6 */
  BTH_DUE_OMITTED_STEP,    /* a step of this phase not done on the first turn */
  BTH_DUE_ALLIANCE,        /* the Alliance Phase roll and what 0 and 7 do */
  /* Grand Campaign (bth-campaign-events.h) */
  BTH_DUE_FOREIGN_WARS,    /* X.G.2.a-c */
  BTH_DUE_WAR_END,         /* X.G.2.d; state */
  BTH_DUE_WAR_FORCES,      /* X.G.2.b-e: forces to the At War box; state */
  BTH_DUE_PRISONERS,       /* X.G.3.b */
  BTH_DUE_NAPOLEON_RETURN, /* X.K.5.d */
  BTH_DUE_VICTORY_CHECK,   /* X.C */
} BthDueKind;

typedef struct {
  BthDueKind  kind;
  char       *text;
  char       *rule;
  char       *side;        /* whose, or NULL */
  const BthScenarioScheduleEntry *entry;   /* schedule items; borrowed from the scenario */
  char       *leader;      /* BTH_DUE_LEADER_RETURN */
  gboolean    done;        /* already logged this month */
  char       *state;       /* campaign items: the state concerned, or NULL */
} BthDueItem;

const char *bth_due_kind_to_string (BthDueKind kind);

/* What the current phase asks for (of BthDueItem, freed with the array). */
GPtrArray *bth_game_get_due (BthGame *self);

/* Applies a schedule item from bth_game_get_due(): the units arrive in stack STACK_ID
 * or a new stack at the entry's place. FORFEIT_REASON non-NULL records it as forfeited
 * (Z.7: no eliminated units to replace; I.F.3: the city is held by the enemy). */
gboolean bth_game_apply_due (BthGame *self, const BthDueItem *item, const char *stack_id,
                             const char *forfeit_reason, GError **error);
/* The same for a withdrawal of "any satellite units" (VIII.F.1.e, g): POWER is the players'
 * choice among bth_scenario_force_power_choices(). bth_game_apply_due() refuses such an
 * item, naming the choice to make; this refuses a power that is not among them. */
gboolean bth_game_apply_due_power (BthGame *self, const BthDueItem *item, const char *stack_id,
                                   const char *forfeit_reason, const char *power, GError **error);
/* SP of one power and kind that leave one stack in a withdrawal (VIII.F.1: the French
 * player chooses the units unless they are named). */
typedef struct {
  const char *stack;   /* stack id */
  const char *power;   /* power id */
  const char *kind;    /* "I", "C" … */
  int         sp;
} BthWithdrawalTake;

/* What the stacks of a withdrawal's side hold of the units it takes, of POWER for an "any
 * satellite units" entry (POWER NULL there: nothing): one BthWithdrawalTake per stack and
 * unit of the entry that the stack holds (SP: all it holds, > 0), in the state's order;
 * strings borrowed from the state and the scenario, valid until the game changes. Empty
 * for other items. */
GArray  *bth_game_withdrawal_holdings (BthGame *self, const BthDueItem *item, const char *power);
/* The leaders a withdrawal names, as the game knows them: ids (owned) of those on the map
 * or wounded, in the entry's order. Those not found (killed, never in play) are left out. */
GPtrArray *bth_game_withdrawal_leaders (BthGame *self, const BthDueItem *item);
/* Applies the withdrawal ITEM with the units leaving the stacks of TAKES (the players'
 * choice; SP: what leaves that stack), which must add up to the units it withdraws, of
 * POWER for "any satellite units"; its leaders (bth_game_withdrawal_leaders()) leave with
 * them. One action; on failure nothing changes. */
gboolean bth_game_apply_withdrawal (BthGame *self, const BthDueItem *item, const char *power,
                                    const BthWithdrawalTake *takes, guint n_takes, GError **error);

/* Signal "changed": the log and the state changed (append, undo, redo). */

/* ---- attrition and forced march from the Leader Display (G, K) ---- */

/* The SP one stack of the Leader Display loses, by power and kind. */
typedef struct {
  const char *stack;
  GArray     *losses;           /* of BthUnitCount; may be NULL or empty */
} BthStackLosses;

/* One hex of an Attrition Phase: the entries it is resolved with, its name as the players
 * see it (may be NULL), and the stacks of the Leader Display in it with what each loses. */
typedef struct {
  const char           *label;
  BthAttritionHex       hex;
  const BthStackLosses *stacks;
  guint                 n_stacks;
} BthAttritionHexLosses;

/* The active player's Attrition Phase written back as one action (G): the die (FIXED if
 * typed at the table), the Attrition Table resolved for every hex with that die, and each
 * stack's losses to the eliminated pool. Each hex's losses must add up to the table's
 * loss (or all its stacks hold, when less) and include a cavalry SP when the result has
 * an asterisk and the stacks have cavalry (G.2). On failure nothing changes. */
gboolean bth_game_record_attrition (BthGame                     *self,
                                    int                          die,
                                    gboolean                     fixed,
                                    const BthAttritionHexLosses *hexes,
                                    guint                        n_hexes,
                                    GError                     **error);

/* A forced march of (part of) stack LOSSES->stack written back as one action (K): the
 * die, the Forced March Table resolved for MARCH's groups, and the SP lost (exactly the
 * table's loss: one SP for the whole force on an asterisk, K.3.c). The groups may not
 * hold more SP than the stack. On failure nothing changes. */
gboolean bth_game_record_forced_march (BthGame              *self,
                                       int                   die,
                                       gboolean              fixed,
                                       const BthForcedMarch *march,
                                       const BthStackLosses *losses,
                                       GError              **error);

G_END_DECLS

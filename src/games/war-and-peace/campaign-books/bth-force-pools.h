/* bth-force-pools.h — the Grand Campaign's Force Pool Display in a game (X.J.1).
 *
 * Each major and minor state has a Force Pool box; a major state also a Prisoners box,
 * England and Russia an "At War" box (X.G.2) and France a "Napoleon in Exile" box (X.K.5.a).
 * The books are part of the game state, changed only by events of the game's log (so they
 * are undone, redone, saved and reloaded like everything else; docs/game-format.md):
 *
 *   force-pools-set-up   the display's states and boxes, from the Campaign Game Card
 *   force-pool-initial   one state's initial (1805) Force Pool (X.J.1.d), once per state
 *   force-pool-moved     units and leaders between a stack of the Leader Display, a box,
 *                        and the counters set aside ("counter mix")
 *
 * and, once the books exist, every units-eliminated event sends its units to the Force
 * Pool of the state holding their power (X.J.1.e, J.6.a). Wounded and killed leaders stay
 * with the leader-casualty event (R; X.J.1.e).
 *
 * Production (X.J.2-J.7) and politics (X.G-X.I) decide what moves when; this module keeps
 * the books and checks that what moves is there.
 */
#pragma once

#include "bth-campaign-card.h"
#include "bth-game.h"
#include "bth-game-state.h"

G_BEGIN_DECLS

#define BTH_BOX_FORCE_POOL        "force_pool"
#define BTH_BOX_PRISONERS         "prisoners"
#define BTH_BOX_AT_WAR            "at_war"
#define BTH_BOX_NAPOLEON_IN_EXILE "napoleon_in_exile"

/* A leader in a box: not on the Leader Display, so not among the state's leaders. */
typedef struct {
  char     *id;
  char     *name;
  char     *power;
  int       value;      /* BTH_GAME_VALUE_UNKNOWN until entered */
  char     *colour;     /* NULL until entered */
  gboolean  named;
} BthPoolLeader;

typedef struct {
  char      *id;        /* BTH_BOX_… */
  GArray    *units;     /* of BthUnitCount: the power is the counter's own */
  GPtrArray *leaders;   /* of BthPoolLeader * */
} BthPoolBox;

typedef struct {
  char      *id;        /* "austria" */
  char      *name;
  gboolean   major;
  char     **powers;    /* whose eliminated units come to this Force Pool */
  GPtrArray *boxes;     /* of BthPoolBox *, in the card's order */
  gboolean   initial_entered;   /* force-pool-initial applied (X.J.1.d) */
} BthPoolState;

typedef struct _BthForcePools BthForcePools;
struct _BthForcePools {
  char      *card;      /* the card's id */
  GPtrArray *states;    /* of BthPoolState * */
};

/* ---- reading the books (NULL-safe: a game without books has none) ---- */

const BthForcePools *bth_game_state_get_force_pools (const BthGameState *state);
/* The display's slot on the state (bth_game_state_register_book). */
extern const BthStateBookClass bth_force_pools_book;
/* A box of the Force Pool Display as the rules name it ("prisoners" → "Prisoners",
 * X.J.1.b-c, X.G.2, X.K.5.a), else BOX itself. */
const char          *bth_force_pools_box_name (const char *box);
const BthPoolState  *bth_force_pools_find_state (const BthForcePools *self, const char *state_id);
const BthPoolBox    *bth_force_pools_find_box   (const BthForcePools *self, const char *state_id,
                                                 const char *box);
/* The state whose Force Pool receives POWER's eliminated units, or NULL. */
const BthPoolState  *bth_force_pools_state_of_power (const BthForcePools *self, const char *power);
/* SP in one box, of POWER and KIND (NULL: any). 0 when there is no such box. */
int                  bth_force_pools_sp (const BthForcePools *self, const char *state_id,
                                         const char *box, const char *power, const char *kind);
/* X.I.2.a: whether the state's Force Pool still holds a land combat unit (any SP other
 * than squadrons and transports). */
gboolean             bth_force_pools_has_land_units (const BthForcePools *self, const char *state_id);
/* Whether ID names a leader already: on the Leader Display (any status) or in a box. */
gboolean             bth_force_pools_leader_id_taken (const BthGameState *state, const char *id);
/* X.J.1.f: SP of POWER's KIND in play — on the Leader Display, in every box, and among
 * the eliminated units — against the counter mix. */
int                  bth_force_pools_counters_in_play (const BthGameState *state, const char *power,
                                                       const char *kind);

/* ---- actions (each one undo step) ---- */

/* Creates the books from CARD: every state with its boxes, and the initial Force Pool of
 * each state whose card value is entered. Refused when the game already has books. */
gboolean bth_game_set_up_force_pools (BthGame *game, const BthCampaignCard *card, GError **error);
/* The card's initial Force Pools entered since (X.J.1.d) for the states still without
 * one, as one action; N_ENTERED (may be NULL) gets how many. TRUE and nothing appended
 * when there is none. */
gboolean bth_game_enter_initial_force_pools (BthGame *game, const BthCampaignCard *card,
                                             guint *n_entered, GError **error);

typedef enum {
  BTH_POOL_PLACE_BOX,          /* STATE's BOX */
  BTH_POOL_PLACE_STACK,        /* an existing stack of the Leader Display */
  BTH_POOL_PLACE_NEW_STACK,    /* a new stack of SIDE at LOCATION */
  BTH_POOL_PLACE_COUNTER_MIX,  /* the counters set aside (X.J.1.d) */
} BthPoolPlaceKind;

typedef struct {
  BthPoolPlaceKind  kind;
  const char       *state;
  const char       *box;
  const char       *stack;
  const char       *side;
  const char       *location;
} BthPoolPlace;

/* Moves UNITS (of BthUnitCount, may be NULL) and LEADERS (ids, NULL-terminated, may be
 * NULL) from FROM to TO, citing RULE, with REASON (may be NULL) for the log. Leaders from
 * the counter mix cannot be named by id: see bth_game_force_pool_add(). */
gboolean bth_game_force_pool_move (BthGame *game, const BthPoolPlace *from, const BthPoolPlace *to,
                                   GArray *units, const char * const *leaders, const char *rule,
                                   const char *reason, GError **error);

/* X.G.3.a: units (and leaders) of stack STACK_ID surrender or are captured, to the
 * Prisoners box of CAPTOR (a state with one). */
gboolean bth_game_capture_units (BthGame *game, const char *stack_id, GArray *units,
                                 const char * const *leaders, const char *captor, GError **error);

/* X.J.2.a, J.2.f: units and leaders of STATE_ID's Force Pool deployed in stack STACK_ID,
 * or a new stack of SIDE at LOCATION when STACK_ID is NULL. REASON (may be NULL) may say
 * what was paid; production checks the cost. */
gboolean bth_game_force_pool_deploy (BthGame *game, const char *state_id, const char *stack_id,
                                     const char *side, const char *location, GArray *units,
                                     const char * const *leaders, const char *reason, GError **error);

/* X.J.1.f: FORCE's units and leaders (a card force: January additions, J.4.b's "if
 * invaded" units, J.7's landwehr …) added from the counter mix to STATE_ID's BOX. When the
 * card gives the counter mix, SP beyond it are ignored (J.1.f) and listed in IGNORED (may
 * be NULL; a new array of BthUnitCount). */
gboolean bth_game_force_pool_add (BthGame *game, const BthCampaignCard *card, const char *state_id,
                                  const char *box, const BthCardForce *force, const char *rule,
                                  const char *reason, GArray **ignored, GError **error);
/* The card's January additions of YEAR for STATE_ID (X.J.1.f); FALSE with an error when the
 * card's additions are still to be entered. TRUE and nothing appended when none is due. */
gboolean bth_game_force_pool_add_january (BthGame *game, const BthCampaignCard *card,
                                          const char *state_id, int year, GError **error);

/* ---- for bth-game-state-fold.c (folding the events) ---- */

BthForcePools *bth_force_pools_copy (const BthForcePools *self);
void           bth_force_pools_free (BthForcePools *self);
JsonNode      *bth_force_pools_to_json (const BthForcePools *self);
gboolean       bth_force_pools_apply_set_up (BthGameState *state, JsonObject *payload,
                                             const char *path, GError **error);
gboolean       bth_force_pools_apply_initial (BthGameState *state, JsonObject *payload,
                                              const char *path, GError **error);
gboolean       bth_force_pools_apply_moved (BthGameState *state, JsonObject *payload,
                                            const char *path, GError **error);
/* One line for the log export (bth_game_export_text), without the newline, with GAME's
 * names for states, boxes and leaders (GAME may be NULL: the ids). */
char          *bth_force_pools_describe_event (BthGame *game, const BthEvent *event);
/* X.J.1.e: an eliminated unit into its state's Force Pool; FALSE when no state holds the
 * power (then it stays with the eliminated units). */
gboolean       bth_force_pools_receive_eliminated (BthForcePools *self, const BthUnitCount *unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthForcePools, bth_force_pools_free)

G_END_DECLS

/* bth-game-state.h — what the log of a game adds up to.
 *
 * BthGameState is the fold of a game's events (bth-game.h): the turn track position, the
 * Alliance Display, the Leader Display (stacks of units with their leaders), leaders on
 * the Turn Record Track, and the pool of eliminated units that replacements come from.
 * The app reads it; only events change it.
 */
#pragma once

#include "bth-bytes.h"
#include "bth-event.h"
#include "bth-game-events.h"
#include "bth-scenario.h"

G_BEGIN_DECLS

typedef struct {
  char *power;     /* power id: "france", "bavaria" */
  char *kind;      /* "I", "GI", "L", "M", "P", "C", "GC", "CC", "S", "T" */
  int   sp;
} BthUnitCount;

typedef enum {
  BTH_LEADER_STATUS_ON_MAP,
  BTH_LEADER_STATUS_WOUNDED,   /* on the Turn Record Track until RETURNS (R.1) */
  BTH_LEADER_STATUS_KILLED,    /* permanently removed (R.1) */
  BTH_LEADER_STATUS_WITHDRAWN, /* removed by a scheduled withdrawal (VIII.F.1) */
} BthLeaderStatus;

const char *bth_leader_status_to_string (BthLeaderStatus status);

#define BTH_GAME_VALUE_UNKNOWN (-1)

typedef struct {
  char            *id;       /* unique in the game: "napoleon", "austria-leader-0-2" */
  char            *name;     /* "Napoleon", "Leader (0)" */
  char            *power;
  char            *side;     /* scenario side id */
  int              value;    /* leadership value; BTH_GAME_VALUE_UNKNOWN until entered */
  char            *colour;   /* counter colour, NULL until entered */
  gboolean         named;    /* R.1 rolls only for named leaders */
  gboolean         nationality_unprinted;   /* POWER is the players' to enter (IV.E.1.b) */
  BthLeaderStatus  status;
  BthMonth         returns;  /* WOUNDED: the month he may return (R.2) */
  char            *stack;    /* ON_MAP: the stack (display box) he commands */
} BthLeaderState;

/* A Leader Display box, or units on the map without a leader. */
typedef struct {
  char      *id;             /* "s1", "s2", … in order of creation */
  char      *side;
  char      *location;       /* free text: "Strasbourg", "within one hex of Ulm" */
  GPtrArray *leaders;        /* of char *, leader ids */
  GArray    *units;          /* of BthUnitCount */
  gboolean   supplied;       /* the players' own value; see supply_overridden */
  gboolean   supply_overridden; /* "supplied" was edited: it overrides the computed supply */
  gboolean   inside_city;    /* inside the city's fortifications in its hex (S, M.4, M.5) */
  gboolean   entrenched;
  int        siege_marker;   /* 0 = none, else 1..5 (S.9) */
  int        demoralization; /* D level */
  char      *landed;         /* "MONTH SEGMENT" of the player segment units last landed in it by
                              * sea (X.F.3.b), else NULL */
} BthStackState;

/* One power's standing on the Alliance Display. */
typedef struct {
  char    *id;
  char    *side;             /* side id, NULL while neutral */
  gboolean permanent;        /* stays as it is for the rest of the game */
} BthPowerState;

/* A book that not every game keeps rides on the state in a slot of its own: its module
 * registers how the state copies, frees and shows it (bth_game_state_register_book), and
 * folds its events itself (bth_game_state_register_fold). The state names no such book. */
#define BTH_STATE_MAX_BOOKS 4

typedef struct {
  const char *name;                          /* its member in bth_game_state_to_json() */
  gpointer  (*copy)    (gconstpointer book);
  void      (*free)    (gpointer book);
  JsonNode *(*to_json) (gconstpointer book);
  /* X.J.1.e: the book may take a unit the state eliminates (TRUE), else it goes to the
   * state's eliminated pool; NULL: it never does. */
  gboolean  (*take_eliminated) (gpointer book, const BthUnitCount *unit);
  /* The name of a leader the book keeps off the map, else NULL; NULL: it keeps none. */
  const char *(*leader_name) (gconstpointer book, const char *id);
  /* X.G.3.a, X.F.3.h: a book that keeps what a power captures (the Force Pool Display's
   * Prisoners boxes): whether CAPTOR has a box in it, and taking captured units and a
   * captured leader into it. NULL: the book keeps no prisoners. */
  gboolean (*has_prisoners_box)    (gconstpointer book, const char *captor);
  void     (*take_prisoner_units)  (gpointer book, const char *captor, const BthUnitCount *unit);
  void     (*take_prisoner_leader) (gpointer book, const char *captor, const BthLeaderState *leader);
  /* The book in the compact form of saved checkpoints (bth-bytes.h), and back: a new
   * book, or NULL when the bytes are not one (the checkpoint is then ignored). NULL: a
   * state holding the book has no saved checkpoint, and is always folded in full. */
  void      (*to_bytes)   (gconstpointer book, GString *out);
  gpointer  (*from_bytes) (BthBytesReader *in);
} BthStateBookClass;

typedef struct {
  /* Set-up */
  char       *scenario;
  char       *scenario_name;
  char       *ruleset;
  char       *sequence;
  char      **options;
  BthMonth    start;
  BthMonth    end;
  GPtrArray  *sides;          /* of char *, side ids, the French side first */

  /* Turn track */
  BthMonth    month;
  char       *segment;        /* segment id, NULL when ended */
  char       *phase;          /* phase id, NULL when ended */
  gboolean    ended;

  /* Alliance Display (H.3) */
  int         french_vp, french_cp, anti_vp, anti_cp;
  int         pro_french_powers, anti_french_powers;
  GPtrArray  *powers;         /* of BthPowerState */
  int         alliance_rolls;
  int         alliance_zeros;   /* modified results of 0 so far */
  int         alliance_sevens;  /* and of 7 */
  gboolean    alliance_deleted; /* the scenario deleted the phase */
  char       *alliance_deleted_rule;

  /* Leader Display */
  GPtrArray  *leaders;        /* of BthLeaderState */
  GPtrArray  *stacks;         /* of BthStackState */
  guint       next_stack;     /* number of the next new stack id */

  /* Units eliminated during the scenario (Z.7): replacements come from here. */
  GArray     *eliminated;     /* of BthUnitCount */

  /* Players' data: what the rulebook text does not give, entered from the board.
   * Winter is a month of the year (G.3.d, K.5.e: "the current turn is a winter month";
   * the Turn Record Track is one year of months with a Game Year marker, Z.3), so one set of
   * twelve answers serves every year of a game. */
  guint       winter_months;  /* bit (m - 1) set when month m (1..12) is winter */
  gboolean    winter_known;   /* FALSE until the players entered them */
  GHashTable *answers;        /* item key (bth_players_data_item_key) → answer text */

  /* Counts, for the log and tests */
  guint       n_events;
  guint       n_dice_rolled;
  guint       n_tables;
  guint       n_notes;
  guint       n_edits;

  /* The books that not every game keeps (the fleets, the Grand Campaign's Force Pool
   * Display and campaign books), each in the slot of its registered BthStateBookClass;
   * NULL until the book's first event. */
  gpointer    books[BTH_STATE_MAX_BOOKS];
} BthGameState;

BthGameState *bth_game_state_new  (void);
BthGameState *bth_game_state_copy (const BthGameState *self);
void          bth_game_state_free (BthGameState *self);

/* Applies one event; on failure the state may be half-changed, so fold into a copy
 * when the result must not be kept. PATH names the event in messages ("$.events[12]"). */
gboolean      bth_game_state_apply (BthGameState *self, const BthEvent *event, const char *path,
                                    GError **error);

/* How a book that is not every game's folds its own kind of event (bth-campaign-books.c):
 * PAYLOAD is the event's payload object, PATH names it in messages. */
typedef gboolean (*BthStateFoldFunc) (BthGameState *state, JsonObject *payload, const char *path,
                                      GError **error);
void          bth_game_state_register_fold (BthEventType type, BthStateFoldFunc fold);

/* Registers a kind of book, once; the state's JSON lists the books in this order. */
void          bth_game_state_register_book (const BthStateBookClass *klass);
/* The book of KLASS that SELF holds, or NULL. */
gpointer      bth_game_state_get_book      (const BthGameState *self, const BthStateBookClass *klass);
/* Puts BOOK (taken; may be NULL) in KLASS's slot, freeing the book that was there. */
void          bth_game_state_set_book      (BthGameState *self, const BthStateBookClass *klass, gpointer book);
/* Offers a unit the state eliminates to its books (X.J.1.e): TRUE when one took it. */
gboolean      bth_game_state_books_take_eliminated (BthGameState *self, const BthUnitCount *unit);
/* Whether a book of SELF keeps prisoners; without one, captured units leave play. */
gboolean      bth_game_state_keeps_prisoners (const BthGameState *self);
/* Whether the book that keeps prisoners has a box for CAPTOR's (X.G.3.a). */
gboolean      bth_game_state_can_take_prisoners (const BthGameState *self, const char *captor);
/* Captured units and leaders into CAPTOR's box (check bth_game_state_can_take_prisoners). */
void          bth_game_state_take_prisoner_units  (BthGameState *self, const char *captor,
                                                   const BthUnitCount *unit);
void          bth_game_state_take_prisoner_leader (BthGameState *self, const char *captor,
                                                   const BthLeaderState *leader);
/* A leader's name as a book keeps him off the map (a Force Pool box), else NULL. */
const char   *bth_game_state_books_leader_name (const BthGameState *self, const char *id);

const BthLeaderState *bth_game_state_find_leader (const BthGameState *self, const char *id);
const BthStackState  *bth_game_state_find_stack  (const BthGameState *self, const char *id);
const BthPowerState  *bth_game_state_find_power  (const BthGameState *self, const char *id);
/* Whether the scenario's dated Alliance modifier M is added this month: within its months,
 * and, when it lasts "until" a power joins a side, while that power has not (V.D.1.c). */
gboolean              bth_game_state_alliance_modifier_applies (const BthGameState *self,
                                                                const BthScenarioAllianceModifier *m);
/* An empty list of BthUnitCount that frees its strings; and one count's strings. */
GArray               *bth_unit_counts_new        (void);
void                  bth_unit_count_clear       (BthUnitCount *unit);
/* SP of one power and kind in a unit list (POWER or KIND NULL: any). */
int                   bth_unit_counts_sp         (GArray *units, const char *power, const char *kind);

/* Whether MONTH is a winter month as the players entered it (calendar.winter_months).
 * KNOWN (may be NULL) is FALSE, and the result FALSE, while they have not entered them. */
gboolean      bth_game_state_month_is_winter (const BthGameState *state, BthMonth month,
                                              gboolean *known);

/* X.F.3.b: "Army units transported by naval movement are automatically considered supplied
 * for the remainder of the player-segment": TRUE when units were landed in STACK by sea in the state's present player segment. */
gboolean      bth_game_state_stack_landed_now (const BthGameState *state, const BthStackState *stack);
/* The key "MONTH SEGMENT" of the state's player segment, as BthStackState.landed holds it. */
char         *bth_game_state_segment_key (const BthGameState *state);

/* The key of a scenario's to_be_entered item under which the players' answer is kept
 * ("answers.KEY"): derived from the item's text, so answers follow the item, not its
 * place in the list. */
char         *bth_players_data_item_key (const char *item);
/* The players' answer to ITEM (a to_be_entered text), or NULL. */
const char   *bth_game_state_get_answer (const BthGameState *self, const char *item);
/* The answer to ITEM, else the answer given to one of its earlier wordings FORMERLY
 * (NULL-terminated, may be NULL); *WAS_FORMER says which. Nothing the players typed is
 * hidden because the item was reworded. */
const char   *bth_game_state_get_answer_or_former (const BthGameState *self, const char *item,
                                                   const char * const *formerly,
                                                   gboolean *was_former);

/* The whole state, its books with it, in the compact form of a saved checkpoint
 * (bth-game-state-bytes.c); NULL when a book it holds cannot be written so. Reading gives
 * the state back exactly, or NULL (with ERROR) for bytes that are not one. */
GBytes       *bth_game_state_to_bytes   (const BthGameState *self);
BthGameState *bth_game_state_from_bytes (GBytes *bytes, GError **error);

/* The state as canonical JSON, for comparing two states and for display. */
JsonNode     *bth_game_state_to_json (const BthGameState *self);
char         *bth_game_state_dump    (const BthGameState *self);

/* Reads the value at an edit path ("stacks.s3.supplied", "alliance.french_vp",
 * "leaders.ney.value", "stacks.s3.units.france.I", "eliminated.austria.I",
 * "calendar.winter_months" (null, or the winter months as increasing numbers 1..12),
 * "answers.KEY" (null or text, see bth_players_data_item_key());
 * NULL with ERROR when the path names nothing. */
JsonNode     *bth_game_state_get_field (const BthGameState *self, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthGameState, bth_game_state_free)

G_END_DECLS

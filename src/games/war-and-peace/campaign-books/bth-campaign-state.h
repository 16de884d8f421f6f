/* bth-campaign-state.h — the Grand Campaign's political and production books in a game
 * (scenario X.D, X.G-X.J).
 *
 * A Grand Campaign game keeps, besides the Force Pool Display (bth-force-pools.h):
 *   - the political status of every major and minor state (X.D.1-2, X.G.1), whether a
 *     minor state is created (X.H) or absorbed (BB 3264), conquest (X.I), foreign wars (X.G.2)
 *     and the PP England lent a state in the last Naval Phase (X.G.1.k);
 *   - the cities the politics and production look at: each production city of the Campaign
 *     Game Card with its symbol, and who controls it (X.G.1.f-i, X.I, X.J.2.b);
 *   - England's accumulated PP and Portsmouth's naval PP (X.J.5.b, e);
 *   - the Production Track: naval units bought on the installment plan (X.J.6.c-d).
 * Victory Points and City Points stay on the Alliance Display of the game state
 * (alliance.anti_vp, alliance.french_cp, alliance.anti_cp, edited like any other field),
 * since the display already holds and shows them.
 *
 * The books change only by two events of the game's log (docs/game-format.md):
 *   campaign-set-up   the whole books, once, at the game's creation (action 1)
 *   campaign-edit     one value: {"path": [...], "old", "new", "rule"?, "reason"?}
 * so they are undone, redone, saved and reloaded with everything else. The actions that
 * append them are in bth-campaign-game.h.
 */
#pragma once

#include "bth-campaign-rules.h"
#include "bth-game-state.h"
#include "bth-production-symbol.h"

G_BEGIN_DECLS

typedef struct _BthCampaignBooks BthCampaignBooks;

/* One major or minor state's standing. */
typedef struct {
  char            *id;              /* "prussia", "saxony" (the Campaign Game Card's state ids) */
  gboolean         major;
  BthPoliticalSide status;          /* X.D.1-2, X.G.1 */
  gboolean         created;         /* minor states: FALSE while unformed (X.D.2.e, X.H) */
  gboolean         absorbed;        /* Hesse, Brunswick while Westphalia stands (BB 3264) */
  gboolean         conquered;       /* X.I.2.a: neutral until its land Force Pool is empty */
  BthPoliticalSide conquered_by;
  int              times_conquered; /* X.C.1.b, X.K.5.i */
  int              lent_pp;         /* PP England lent it in the preceding Naval Phase (X.G.1.k) */
  gboolean         at_war;          /* with the United States / Turkey (X.G.2) */
  int              wars_fought;     /* X.G.2.f */
} BthCampaignStanding;

/* A city the books follow: a production city of the card, or a city the players added
 * (France's three chosen major cities, X.J.2.g; a major city of France, X.G.1.i). */
typedef struct {
  char               *name;
  char               *state;            /* the state it belongs to */
  gboolean            production;       /* a production city of STATE */
  BthProductionSymbol symbol;           /* from the card; NONE while not entered */
  gboolean            major_city;       /* entered by the players from the map */
  gboolean            capital;
  gboolean            port;             /* naval units appear in ports (X.J.6.b) */
  BthPoliticalSide    controller;       /* the faction whose forces control it; neutral: none */
  char               *controller_state; /* whose units ("france", not a satellite, X.H.1 note); may be NULL */
  BthPoliticalSide    supply_source_for;/* a conquest supply source of that faction (X.I.2.c) */
} BthCampaignCity;

/* A naval unit on the Production Track (X.J.6.c-d). Its counter stays in its state's Force
 * Pool box until it is paid in full and deployed; production leaves it out of what can be
 * bought. */
typedef struct {
  char *state;
  char *kind;        /* S or T */
  int   paid;        /* PP paid so far (native PP for Spain and Portugal) */
  char *city;        /* the port it deploys in */
} BthCampaignInstallment;

struct _BthCampaignBooks {
  char      *card;              /* the card's id */
  int        players;           /* 1-6 (X.D.3) */
  GPtrArray *standings;         /* of BthCampaignStanding *, majors then minors */
  GPtrArray *cities;            /* of BthCampaignCity * */
  GPtrArray *track;             /* of BthCampaignInstallment *, oldest first */
  int        england_pp;        /* X.J.5.b: accumulated on the Production Track */
  int        england_naval_pp;  /* X.J.5.e: Portsmouth's naval PP */
  char     **options;           /* optional rules and readings in use (bth-campaign-options.h) */
};

/* ---- reading (NULL-safe: other games have no books) ---- */

const BthCampaignBooks    *bth_game_state_get_campaign (const BthGameState *state);
/* The books' slot on the state (bth_game_state_register_book). */
extern const BthStateBookClass bth_campaign_books_book;
const BthCampaignStanding *bth_campaign_books_standing (const BthCampaignBooks *self, const char *id);
const BthCampaignCity     *bth_campaign_books_city     (const BthCampaignBooks *self, const char *name);
/* The game side id of a faction: the French side (first) for pro-French, the other for
 * anti-French, NULL for neutral (a neutral state's stacks have no side, X.D). */
const char                *bth_campaign_side_id (const BthGameState *state, BthPoliticalSide faction);
/* The faction of a game side id (NULL: neutral). */
BthPoliticalSide           bth_campaign_faction_of_side (const BthGameState *state, const char *side);

/* ---- the books as JSON (the campaign-set-up payload, and the state dump) ---- */

JsonNode         *bth_campaign_books_to_json   (const BthCampaignBooks *self);
BthCampaignBooks *bth_campaign_books_from_json (JsonNode *node, const char *path, GError **error);
BthCampaignBooks *bth_campaign_books_copy      (const BthCampaignBooks *self);
void              bth_campaign_books_free      (BthCampaignBooks *self);

/* The value at an edit path (see campaign-edit in docs/game-format.md), NULL with an error
 * when it names nothing. */
JsonNode         *bth_campaign_books_get (const BthCampaignBooks *self, JsonArray *path, GError **error);

/* ---- for bth-game-state-fold.c (folding the events) ---- */

gboolean bth_campaign_apply_set_up (BthGameState *state, JsonObject *payload, const char *path, GError **error);
gboolean bth_campaign_apply_edit   (BthGameState *state, JsonObject *payload, const char *path, GError **error);
/* One line of the log export for a campaign event: bth_campaign_describe_event(),
 * bth-campaign-game.h (it names the states with the game's names). */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthCampaignBooks, bth_campaign_books_free)

G_END_DECLS

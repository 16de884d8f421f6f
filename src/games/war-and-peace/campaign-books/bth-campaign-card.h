/* bth-campaign-card.h — the Grand Campaign's Campaign Game Card as data (X.B.3, X.J.1).
 *
 * The printed card holds, for each major and minor state, its production cities with
 * their red, black or white symbol, its initial (1805) Force Pool, the units added each
 * January, and (for Spain and Portugal) the units added "if invaded" (X.J.1.b-c, X.J.4.b).
 * The rulebook text does not reproduce it, so the shipped card
 * (data/campaign/war-and-peace-4e-card.json) holds only what the text states; every value
 * the players must take from their own card is NULL here ("to be entered"). A group enters
 * its card once, exports it, and imports it into later games (docs/campaign-card-format.md).
 *
 * Loading is strict: a bad file gives "FILE: $.states[3].production_cities: problem".
 */
#pragma once

#include "bth-game-state.h"
#include "bth-production-symbol.h"

G_BEGIN_DECLS

typedef struct _BthCampaignCard BthCampaignCard;


typedef struct {
  char                *city;
  BthProductionSymbol  symbol;
  char                *rule;     /* may be NULL (the players' own entry) */
  char                *source;   /* "000:2220", or NULL */
  char                *note;
} BthCardCity;

typedef struct {
  char *name;        /* as printed: "Blucher", "Leader (0)" */
  char *power;       /* power id of the counter */
} BthCardLeader;

/* Units and leaders of one or more powers: an initial pool, a January addition, … */
typedef struct {
  int        year;      /* January additions only; 0 otherwise */
  GArray    *units;     /* of BthUnitCount */
  GPtrArray *leaders;   /* of BthCardLeader * */
} BthCardForce;

typedef struct {
  char        *id;              /* "austria" */
  char        *name;
  gboolean     major;
  char       **powers;          /* power ids whose counters this state's boxes hold */
  char       **boxes;           /* "force_pool", "prisoners", "at_war", "napoleon_in_exile" */
  GPtrArray   *cities;          /* of BthCardCity * */
  gboolean     cities_complete; /* FALSE: the card may list more; to be entered */
  /* X.J.2.g: France's choice of COUNT cities of CHOICE_OF besides the listed ones. */
  int          choice_count;    /* 0 when the state has no such choice */
  char        *choice_of;
  char       **choice_excluding;
  char        *choice_rule;
  char        *choice_source;
  GPtrArray   *initial;         /* of BthCardForce *; NULL: to be entered (X.J.1.d) */
  GPtrArray   *january;         /* of BthCardForce *, by year; NULL: to be entered (X.J.1.f) */
  gboolean     has_if_invaded;  /* Spain and Portugal (X.J.4.b) */
  GPtrArray   *if_invaded;      /* of BthCardForce *; NULL: to be entered */
  GArray      *counter_mix;     /* of BthUnitCount (max SP); NULL: to be entered (X.J.1.f) */
  char        *note;
  char        *source;
} BthCardState;

typedef struct {
  char  *id;      /* "western", "italian", "german", "baltic" */
  char  *name;
  char **states;
  char  *rule;
  char  *source;
} BthCardGroup;

#define BTH_CAMPAIGN_CARD_BUILTIN "war-and-peace-4e"

BthCampaignCard *bth_campaign_card_load_builtin  (const char *id, GError **error);
BthCampaignCard *bth_campaign_card_new_from_file (const char *path, GError **error);
/* NAME prefixes error messages (a file name). */
BthCampaignCard *bth_campaign_card_new_from_data (const char *data, gssize length,
                                                  const char *name, GError **error);
void             bth_campaign_card_free          (BthCampaignCard *self);

/* The players' card kept at PATH (a file the app or CLI chooses), or the built-in card
 * named ID when PATH does not exist. A card of another id at PATH is an error. */
BthCampaignCard *bth_campaign_card_load_players  (const char *path, const char *id, GError **error);
/* Canonical JSON (the format read back by the loader) and the file written atomically
 * after copying the previous one to PATH.bak. */
JsonNode        *bth_campaign_card_to_json       (const BthCampaignCard *self);
char            *bth_campaign_card_to_data       (const BthCampaignCard *self);
gboolean         bth_campaign_card_save          (const BthCampaignCard *self, const char *path,
                                                  GError **error);

const char          *bth_campaign_card_get_id     (const BthCampaignCard *self);
const char          *bth_campaign_card_get_name   (const BthCampaignCard *self);
const BthCardState  *bth_campaign_card_get_states (const BthCampaignCard *self, guint *n);
const BthCardState  *bth_campaign_card_find_state (const BthCampaignCard *self, const char *id);
/* Of BthCardGroup *, in card order; owned by the card. */
GPtrArray           *bth_campaign_card_get_groups (const BthCampaignCard *self);
/* The minor group holding STATE_ID, or NULL (a major state). */
const BthCardGroup  *bth_campaign_card_group_of   (const BthCampaignCard *self, const char *state_id);
/* The state whose boxes hold counters of POWER, or NULL. */
const BthCardState  *bth_campaign_card_state_of_power (const BthCampaignCard *self, const char *power);
/* The states listing CITY among their production cities (Brunswick: Brunswick and
 * Westphalia), of const BthCardState *; and the city entry for one state. */
GPtrArray           *bth_campaign_card_city_states (const BthCampaignCard *self, const char *city);
const BthCardCity   *bth_campaign_card_find_city   (const BthCardState *state, const char *city);

/* X.J.2.d, J.6: the cost of one SP of KIND bought by STATE_ID, in half Production Points
 * (landwehr 1, regular infantry 2 …). FALSE when the card gives none. */
gboolean             bth_campaign_card_cost_half_pp (const BthCampaignCard *self, const char *kind,
                                                     const char *state_id, int *half_pp);
/* X.J.1.f: the SP of POWER's KIND the counter sheets hold (from the state holding POWER).
 * FALSE while the players have not entered that state's counter mix, or it lists no such
 * counters (then no addition is possible: LIMIT is 0 and KNOWN TRUE). */
gboolean             bth_campaign_card_counter_limit (const BthCampaignCard *self, const char *power,
                                                      const char *kind, int *limit);

/* What is still to be entered: one line per missing value
 * ("austria: initial Force Pool (X.J.1.d)"), in card order. */
GPtrArray           *bth_campaign_card_missing (const BthCampaignCard *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthCampaignCard, bth_campaign_card_free)

G_END_DECLS

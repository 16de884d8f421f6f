/* bth-campaign-politics.h — the Grand Campaign's politics (scenario X.C–X.I, X.K.5) as
 * mechanisms over a BthPoliticsSituation: statuses, city points, the French and English
 * alliance rolls, minor-state creation, conquest, foreign wars, prisoners and victory.
 * Every answer explains itself with items that name their rule. GTK-free. */
#pragma once

#include "bth-politics-situation.h"

G_BEGIN_DECLS

/* One line of an explanation or one thing the players must do. */
typedef struct {
  char *kind;     /* "city_point", "due", "restriction", "option", "end", … */
  char *state;    /* the state concerned, or NULL */
  char *text;
  char *rule;     /* "X.G.1.h", "BB 3264" */
} BthPoliticsItem;

GPtrArray *bth_politics_items_new (void);
void       bth_politics_items_add (GPtrArray *items, const char *kind, const char *state, const char *rule,
                                   const char *format, ...) G_GNUC_PRINTF (5, 6);
JsonNode  *bth_politics_items_to_json (GPtrArray *items);

/* ---- Who is who (X.D.3) ---- */

/* The player role that controls STATE with STATUS in a game of PLAYERS players:
 * "solitaire", "french", "english", or the state's own id (russia, austria, prussia, spain). */
const char *bth_politics_controller (const BthCampaignRules *rules, int players, const char *state,
                                     BthPoliticalSide status);
/* TRUE when STATE has an individual player of its own (X.G.1.d–e "not controlled by an
 * individual player"): France and England from two players, the X.D.3.c–f states from theirs. */
gboolean    bth_politics_has_own_player (const BthCampaignRules *rules, int players, const char *state);

/* ---- Statuses (X.G.1.f) ---- */

/* A minor state exists when created and not absorbed (X.H, BB 3264). */
gboolean         bth_politics_minor_exists (BthPoliticsSituation *s, const char *minor);
/* The faction whose forces control every production city of MINOR; neutral otherwise. A
 * neutral minor attacked this turn joins the attacker's opponents. WHY may be NULL. */
BthPoliticalSide bth_politics_minor_status (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                            const char *minor, GPtrArray *why);
/* A group counts for a faction only when every member is created and of that faction (BB 3278).
 * A group whose status is unknown (a member's list incomplete, X.G.1.f) counts as no power
 * here, its WHY a "needs" item; bth_politics_group_standing() tells it. */
BthPoliticalSide bth_politics_group_status (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                            const char *group, GPtrArray *why);
/* FALSE while GROUP's status is unknown: every production city entered for its members is
 * held by the faction in *STATUS, but a member's list is incomplete, so the group is that
 * faction's power or none (X.G.1.f: "all of the production cities"); *NEEDS (may be NULL;
 * free it) names what to enter. TRUE with the status when it is known. */
gboolean         bth_politics_group_standing (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                              const char *group, BthPoliticalSide *status, char **needs,
                                              GPtrArray *why);

/* ---- The Alliance Display (X.G.1.a–b, g–j) ---- */
typedef struct {
  int pro_cp, anti_cp;              /* X.G.1.h–i */
  int pro_majors, anti_majors;
  int pro_groups, anti_groups;      /* known powers only */
  int pro_groups_unknown;           /* groups that are a pro-French power or none: lists missing */
  int anti_groups_unknown;
  int anti_vp;                      /* X.G.1.j */
} BthCampaignDisplay;

/* City points of FACTION, one item per city with its reason (X.G.1.h–i). */
int  bth_politics_city_points (const BthCampaignRules *rules, BthPoliticsSituation *s,
                               BthPoliticalSide faction, GPtrArray *items);
void bth_politics_display     (const BthCampaignRules *rules, BthPoliticsSituation *s, BthCampaignDisplay *out);
/* What the display's group counts still need entered, one clause per unknown group, or NULL
 * when every count is known (free it). */
char *bth_politics_display_needs (const BthCampaignRules *rules, BthPoliticsSituation *s);

/* ---- The alliance roll (X.G.1.d–e, g, k–l) ---- */

/* ROLLER is the French player's roll (pro_french) or the English player's (anti_french).
 * FALSE, with WHY, when the rules forbid rolling for TARGET. */
gboolean bth_politics_roll_allowed (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                    BthPoliticalSide roller, const char *target, char **why);

typedef struct {
  int              die;
  int              modified;
  gboolean         changes;          /* 0 or less / 7 or more */
  BthPoliticalSide from, to;
  GArray          *modifiers;        /* BthModifier, capped; the loans after the cap */
  GPtrArray       *consequences;     /* BthPoliticsItem */
  char            *needs;            /* non-NULL: the result is unknown (MODIFIED, CHANGES and
                                      * TO mean nothing), this names what to enter */
} BthPoliticsRoll;

/* Fills OUT (clear it with bth_politics_roll_clear). FALSE with an input error when not allowed. */
gboolean bth_politics_roll (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalSide roller,
                            const char *target, int die, BthPoliticsRoll *out, GError **error);
void     bth_politics_roll_clear (BthPoliticsRoll *roll);
/* The modifiers alone (for showing before the roll); returns their capped sum. */
int      bth_politics_roll_modifiers (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                      BthPoliticalSide roller, const char *target, GArray *modifiers);
/* NULL when the modifiers' capped total is known; else (free it) why it is unknown and what to
 * enter: a minor state group that may or may not be a power (X.G.1.f, g) changes it. */
char    *bth_politics_roll_needs     (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                      BthPoliticalSide roller, const char *target);

/* What the Alliance Phase of FACTION's segment offers: announcements, majority votes,
 * the roll's eligible targets (X.G.1.c–e, BB 3358, 3362), sue-for-peace (X.I.2.g). */
void bth_politics_alliance_phase (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                  BthPoliticalSide faction, GPtrArray *items);

/* ---- Minor-state creation (X.H) ---- */
void bth_politics_creations (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items);

/* ---- Conquest (X.I) ---- */

/* States conquered at this moment, each with its consequences as items (kind "conquest"
 * first, then "restriction", "due", "option", "end"). */
void bth_politics_conquests (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items);
/* The faction that conquers STATE when bth_politics_conquests() lists its conquest: the
 * anti-French for France (X.I.1.a), else the faction holding most of its cities against it. */
BthPoliticalSide bth_politics_conqueror (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state);

/* ---- Consequences within one answer ---- */

/* Applies the situation's consequences to S until nothing more changes: an attacked or
 * invaded state joins the faction opposed to the attacker (X.J.4.a note, X.D.3.b, X.J.4.b,
 * X.G.1.m; reading invasion_joins_two_players_only), a conquered major becomes neutral
 * (X.I.2.a), all Victory Points are forfeited (X.G.1.j) and its prisoners go home (X.G.3.c),
 * X.I.2.h's switch and return, minor statuses follow their production cities (X.G.1.f), minor
 * conquests and creations are recorded (X.I.3, X.H). STEPS (may be NULL) gets one item per
 * change (kind "applied", with its rule) and the notes of what could not be applied ("needs",
 * "status"); CONQUEST_ITEMS and CREATION_ITEMS (may be NULL) get every item
 * bth_politics_conquests() and bth_politics_creations() listed on the way, each once.
 * Majors conquered here have conquered_now set. Returns the number of items added to STEPS. */
guint bth_politics_settle (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps,
                           GPtrArray *conquest_items, GPtrArray *creation_items);

/* X.I.3.b: TRUE when the minor's units on the map are replaced in place (die ≥ 4). */
gboolean bth_politics_minor_conquest_on_map (const BthCampaignRules *rules, int die);

/* ---- January (X.G.2–3) ---- */
void bth_politics_january (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *items);
/* X.G.2.b–c: does the January roll ROLL (1 = first) of DIE start a war? NULL if none may. */
const BthCampaignWar *bth_politics_foreign_war_roll (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                                     int roll, int die);
gboolean bth_politics_foreign_war_ends (const BthCampaignRules *rules, int dice_total);

/* ---- Victory (X.C, X.K.5) ---- */
typedef struct {
  gboolean   game_ends;
  gboolean   french_automatic;
  char      *winner;          /* a player role, "joint" (several), or NULL while the game goes on */
  GPtrArray *items;
} BthPoliticsVictory;

void bth_politics_victory       (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticsVictory *out);
void bth_politics_victory_clear (BthPoliticsVictory *victory);

/* X.K.5.d: the return roll; FALSE (with WHY) before the third turn of exile. */
gboolean bth_politics_napoleon_return (const BthCampaignRules *rules, BthPoliticsSituation *s, int die,
                                       int *modified, gboolean *returns, GArray *modifiers, char **why);
/* X.K.5.e: a larger French force met on the march: "joins", "retreats" or "shot". */
const char *bth_politics_napoleon_march (const BthCampaignRules *rules, int die);

/* ---- Everything at once, for berthier-cli politics ---- */
JsonNode *bth_politics_derive_json (BthRuleset *rules, JsonNode *input, GError **error);
/* The same, with PREPARE run on the situation read before anything is derived: it may
 * complete it (from a Campaign Game Card: cities_needed, symbols), add WARNINGS (char *,
 * the output's "warnings") or refuse the input. */
typedef gboolean (*BthPoliticsPrepareFunc) (const BthCampaignRules *rules, BthPoliticsSituation *s,
                                            GPtrArray *warnings, gpointer data, GError **error);
JsonNode *bth_politics_derive_json_full (BthRuleset *rules, JsonNode *input, BthPoliticsPrepareFunc prepare,
                                         gpointer data, GError **error);

G_END_DECLS

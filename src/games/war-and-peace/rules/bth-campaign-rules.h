/* bth-campaign-rules.h — the Grand Campaign's political numbers (scenario X, sections C, D,
 * G, H, I and K.5), read from the ruleset's "campaign_politics" section (docs/rules-format.md).
 * Each value carries the rulebook line it was transcribed from. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The ruleset (bth-ruleset.h) holds this part, so this header does not include it. */
typedef struct _BthRuleset BthRuleset;

/* A faction, or a state's political status (X.D.1, X.G.1.b): neutral is "no faction". */
typedef enum {
  BTH_SIDE_NEUTRAL,
  BTH_SIDE_PRO_FRENCH,
  BTH_SIDE_ANTI_FRENCH,
} BthPoliticalSide;

const char *bth_political_side_to_string   (BthPoliticalSide side);  /* "neutral", "pro_french", … */
gboolean    bth_political_side_from_string (const char *text, BthPoliticalSide *out);
const char *bth_political_side_label       (BthPoliticalSide side);  /* "Neutral", "Pro-French", … */
BthPoliticalSide bth_political_side_opposite (BthPoliticalSide side);

typedef struct {
  char            *id;
  char            *name;
  BthPoliticalSide initial;   /* X.D.1 */
  int              line;
} BthCampaignMajor;

typedef struct {
  char *id, *name;
  int   line;
} BthCampaignGroup;

typedef struct {
  char    *id;
  char    *name;
  char    *group;           /* X.G.1.a */
  gboolean formed;          /* X.D.2.e: unformed until created (X.H) */
  char    *satellite_of;    /* X.D.2.a–c, or NULL (neutral, X.D.2.d) */
  char    *controlled_by;   /* Hanover: "unformed and controlled by France" (X.H.5) */
  char    *joins_when_attacked;  /* Sweden: the rule (X.H.3) by which it joins the coalition opposing an
                                  * attacker whatever its status, or NULL (X.G.1.f: only while neutral) */
  int      joins_when_attacked_line;
  int      line;
} BthCampaignMinor;

typedef struct {
  char            *minor;
  char           **cities;      /* all must be occupied */
  BthPoliticalSide by;
  char           **absorbs;     /* BB 3264: Westphalia absorbs Hesse and Brunswick */
  char            *production_city;  /* Holland's moves to Brussels (X.H.2) */
  gboolean         satellite_only;   /* produces only French satellite units (X.H.1 note) */
  char            *rule;
  int              line;
} BthCampaignCreation;

typedef struct {
  char *id;                 /* "england-united-states" */
  char *state;
  int   roll;               /* which of the January rolls (1st, 2nd) */
  int   war_on;             /* the die that starts it */
  char *forces;             /* as printed */
  int   max_wars;           /* 0 = unlimited */
  char *suspends_production_city;
  char *rule, *max_rule;
  int   line, max_line;
} BthCampaignWar;

typedef struct {
  int      from;            /* the player count from which … */
  char    *state;           /* … this state has its own player (X.D.3.c–f) */
  char    *rule;
  int      line;
} BthCampaignPlayerRole;

typedef struct {
  char            *source;
  BthCampaignMajor *majors;     guint n_majors;
  struct { char *state; BthPoliticalSide status; int line; char *rule; } permanent[2];
  guint            n_permanent;
  char            *never_neutral_state;  int never_neutral_line;  char *never_neutral_rule;
  BthCampaignGroup *groups;     guint n_groups;
  BthCampaignMinor *minors;     guint n_minors;

  /* X.G.1.g–l */
  char *alliance_rule; int alliance_line; int drm_cap;
  int   per_city_point, per_major_state, per_minor_group;
  int   modifier_lines[2];
  char *french_roll_rule;  int french_roll_line;  int french_success_at_most;   char **french_excluded;
  char *english_roll_rule; int english_roll_line; int english_success_at_least; char **english_excluded;
  char *loans_rule; int loans_line; int loans_per_pp;
  char *spain_rule; int spain_line; char *spain_state; int spain_mapboard; int spain_french_sp_more_than;
  char *vp_rule; int vp_line; int vp_napoleon_withdraws; int vp_per_point;

  /* X.G.1.h–i */
  char *pro_cp_rule;  int pro_cp_line;  int pro_cp_points;
  char *anti_cp_rule; int anti_cp_line; int anti_cp_points; char *anti_cp_major_cities_of;

  /* X.H */
  BthCampaignCreation *creations; guint n_creations;
  char *creation_state; char *creation_state_rule; int creation_state_line; int satellite_only_line;

  /* X.I */
  char **every_city_states; char *every_city_rule; int every_city_line;
  char  *capital_state, *capital_city, *capital_rule; int capital_line;
  char  *minor_die_rule; int minor_die_line; int minor_die_on_map_at_least;
  char **never_removed; char *never_removed_rule; int never_removed_line;
  char  *pressburg_state; BthPoliticalSide pressburg_by; char *pressburg_rule; int pressburg_line;
  struct { char *city; char **to; } *cessions; guint n_cessions;

  /* X.G.2–3 */
  int   wars_month; char *wars_rule; int wars_line;
  BthCampaignWar *wars; guint n_wars;
  int   war_end_dice, war_end_on; char *war_end_rule; int war_end_line;
  int   prisoners_month; char *prisoners_rule; int prisoners_line;

  /* X.C */
  char *auto_rule; int auto_line; int auto_min_cities; char **auto_conquer_any_of; char **auto_symbols;
  char *paris_rule; int paris_line; char *paris_city; int paris_min_sp;
  char *most_rule; int most_line; char **most_symbols;
  char *spain_double_rule; int spain_double_line; char *spain_double_state; int spain_double_players; int spain_double_value;
  char *killed_rule; int killed_line; int killed_months;
  char *exiled_rule; int exiled_line; int exiled_months;

  /* X.K.5 */
  char *exile_rule; int exile_line; int exile_min_turns; int exile_per_power; int exile_months_per_step;
  int   exile_success_at_most;
  char *march_rule; int march_line; int march_outcome_line; int march_ma, march_join_at_most, march_retreat_on, march_retreat_mp, march_shot_on;
  int   exile_ends_months; char *exile_ends_rule; int exile_ends_line;

  /* X.D.3 */
  BthCampaignPlayerRole *players; guint n_players;
} BthCampaignRules;

/* Reads OBJ (the "campaign_politics" object at PATH) strictly; NULL with an error naming the path. */
BthCampaignRules *bth_campaign_rules_load (JsonObject *obj, const char *path, GError **error);
void              bth_campaign_rules_free (BthCampaignRules *rules);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthCampaignRules, bth_campaign_rules_free)

/* The ruleset's campaign section, or NULL when it has none (with an error saying so). */
const BthCampaignRules *bth_ruleset_get_campaign (BthRuleset *rules, GError **error);

const BthCampaignMajor *bth_campaign_rules_find_major (const BthCampaignRules *rules, const char *id);
const BthCampaignMinor *bth_campaign_rules_find_minor (const BthCampaignRules *rules, const char *id);
const BthCampaignGroup *bth_campaign_rules_find_group (const BthCampaignRules *rules, const char *id);
gboolean                bth_strv_has (char **strv, const char *value);

/* What the players call a Grand Campaign state. */
/* The state's name, or ID itself when the data name no such state (or RULES is NULL). */
const char *bth_campaign_rules_state_name (const BthCampaignRules *rules, const char *id);

/* The same, from a ruleset (NULL-safe, no error when it has no campaign section). */
const char *bth_ruleset_state_name        (BthRuleset *rules, const char *id);

G_END_DECLS

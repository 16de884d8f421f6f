/* bth-digital-rules.h — what only the digital edition's rules v1.7 have (seed 003).
 *
 * The ruleset "digital-1.7" carries a "digital" section: the rules v1.7 adds or words
 * differently from the 4th edition, each with its 003 line. The 4th-edition ruleset has
 * none, so bth_ruleset_get_digital() returns NULL there and every mechanism keeps its
 * 4th-edition behaviour. The parts v1.7 does not state are played by the 4th edition's
 * rule its "falls_back" list names (bth_ruleset_get_fallbacks), never silently.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _BthRuleset BthRuleset;

typedef struct {
  char *rule;      /* the heading as v1.7 writes it: "Forced March" */
  char *source;    /* "003:469", behind Sources */
} BthDigitalRef;

typedef struct {
  BthDigitalRef movement;                 /* Land Movement */
  int  infantry_mp, cavalry_mp;
  int  leader_mp, leader_mp_best;         /* 10, 12 with the best leadership */
  int  leader_sp, leader_sp_best;         /* SP a leader moves: 10, 12 */
  int  best_leadership;                   /* 3 */
  BthDigitalRef forced_march_ends_movement;
  BthDigitalRef overrun_never_in_city;
  BthDigitalRef unsupplied_halved_when_attacking;
  BthDigitalRef counter_attack;
  BthDigitalRef cavalry_loss_every_result;
  int  cavalry_loss_more_than;
  BthDigitalRef cavalry_charge;
  int  cavalry_charge_drm;
  BthDigitalRef rear_manoeuvre;
  int  rear_manoeuvre_drm, rear_manoeuvre_at_least, rear_manoeuvre_wellington;
  BthDigitalRef sea_attrition;
  int  sea_attrition_natural, sea_attrition_fleet_at_least;
  char *sea_attrition_damaged_lost;       /* why the damaged-units count is unknown */
  BthDigitalRef typhus;
  int  typhus_dice, typhus_on, typhus_area_4, typhus_area_3;
} BthDigitalRules;

/* A part of the ruleset v1.7 does not state, and the 4th-edition rule played instead. */
typedef struct {
  char *part;      /* "attrition.rows" */
  char *rule;      /* "4th edition Attrition Table (G.3)" */
  char *why;
  char *source;
} BthFallback;

BthDigitalRules *bth_digital_rules_load (JsonObject *section, const char *path, GError **error);
void             bth_digital_rules_free (BthDigitalRules *rules);

/* NULL under the 4th edition. */
const BthDigitalRules *bth_ruleset_get_digital   (BthRuleset *rules);
/* The parts played by another ruleset's rules; N is set (0 under the 4th edition). */
const BthFallback     *bth_ruleset_get_fallbacks (BthRuleset *rules, guint *n);
/* The fallback that covers PART ("attrition.rows", or "attrition" for all of it), or NULL. */
const BthFallback     *bth_ruleset_find_fallback (BthRuleset *rules, const char *part);

/* Copies into ROOT every part its "falls_back" list names from the ruleset it names
 * (DIRECTORY's file when DIRECTORY is not NULL and holds one, else the built-in one under
 * RESOURCE_PREFIX), refusing a part the document states itself or the other ruleset lacks.
 * Fills FALLBACKS (BthFallback, cleared with bth_fallback_clear). */
gboolean bth_ruleset_fill_fallbacks (JsonObject *root, const char *directory, const char *resource_prefix,
                                     GArray *fallbacks, GError **error);
void     bth_fallback_clear         (gpointer fallback);

G_END_DECLS

/* bth-ruleset-load-private.h — what the ruleset's chart loaders share: the strict readers
 * of cells and modifiers (bth-ruleset-load.c) and each chart's loader (the combat charts in
 * bth-ruleset-load-combat.c, the other charts in bth-ruleset-load-charts.c).
 */
#pragma once

#include "bth-ruleset-private.h"

G_BEGIN_DECLS

char *bth_rules_member_path (const char *path, const char *member);
gboolean bth_rules_parse_int (const char *text, int *out);
gboolean bth_rules_load_string (JsonObject *obj, const char *path, const char *member, char **out, GError **error);
gboolean bth_rules_load_clamp (JsonObject *obj, const char *path, const char *member, int lo, int hi, BthClamp *out, GError **error);
gboolean bth_rules_load_ratio (JsonObject *obj, const char *path, const char *member, BthRatio *out, GError **error);
gboolean bth_rules_load_modifiers (JsonObject *obj, const char *path, BthModifierDef **out, guint *n_out, GError **error);
gboolean bth_rules_parse_result (const char *text, const char *path, BthResult *out, GError **error);
gboolean bth_rules_load_die_rows (JsonObject *obj, const char *path, guint n_columns, int cell_max, int *die_min, int *die_max, BthStarCell **cells, GError **error);
gboolean bth_rules_load_int_list (JsonObject *obj, const char *path, const char *member, int lo, int hi, GError **error);

/* The charts, one loader each (SECTION: its JSON object, PATH its path). */
gboolean bth_rules_load_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_gc_crt (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_combat_loss (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_tactics (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_combat_rules (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_morale (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_attrition (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_forced_march (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_terrain (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_weather (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_naval_results (BthRuleset *self, JsonObject *obj, const char *path, GError **error);
gboolean bth_rules_load_naval_damage (BthRuleset *self, JsonObject *obj, const char *path, GError **error);

G_END_DECLS

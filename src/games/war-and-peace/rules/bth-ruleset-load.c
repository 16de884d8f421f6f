/* bth-ruleset-load.c — turning a ruleset document into tables, validating every value.
 *
 * This file reads the document section by section and holds the strict readers every
 * chart's loader shares; the loaders are in bth-ruleset-load-combat.c (the combat charts)
 * and bth-ruleset-load-charts.c (the others). Cells are kept in the chart's printed
 * notation in the file ("2*", "11+", "(NC)") and parsed there, so a typo in the data fails
 * loudly with the JSON path of the cell. The format is documented in docs/rules-format.md.
 */
#include "bth-ruleset-load-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

char *
bth_rules_member_path (const char *path, const char *member)
{
  return g_strdup_printf ("%s.%s", path, member);
}

/* Parses a whole decimal number with an optional sign; refuses anything else. */
gboolean
bth_rules_parse_int (const char *text, int *out)
{
  char *end = NULL;
  long value;

  if (text == NULL || *text == '\0' || g_ascii_isspace (*text))
    return FALSE;
  value = strtol (text, &end, 10);
  if (*end != '\0' || value < G_MININT || value > G_MAXINT)
    return FALSE;
  *out = (int) value;
  return TRUE;
}

gboolean
bth_rules_load_string (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  const char *value = bth_json_member_string (obj, path, member, error);

  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

gboolean
bth_rules_load_clamp (JsonObject *obj, const char *path, const char *member, int lo, int hi,
            BthClamp *out, GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonObject *clamp = bth_json_member_object (obj, path, member, error);

  if (clamp == NULL ||
      !bth_json_check_keys (clamp, p, BTH_JSON_KEYS ("min", "max"), NULL, error) ||
      !bth_json_member_int (clamp, p, "min", lo, hi, &out->min, error) ||
      !bth_json_member_int (clamp, p, "max", lo, hi, &out->max, error))
    return FALSE;
  if (out->min > out->max)
    return bth_json_fail (error, p, "min %d is above max %d", out->min, out->max);
  return TRUE;
}

gboolean
bth_rules_load_ratio (JsonObject *obj, const char *path, const char *member, BthRatio *out, GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonArray *pair = bth_json_member_array (obj, path, member, 2, 2, error);

  return pair != NULL &&
         bth_json_element_int (pair, p, 0, 1, 100, &out->num, error) &&
         bth_json_element_int (pair, p, 1, 1, 100, &out->den, error);
}

gboolean
bth_rules_load_modifiers (JsonObject *obj, const char *path, BthModifierDef **out, guint *n_out,
                GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, "modifiers");
  JsonArray *array = bth_json_member_array (obj, path, "modifiers", 1, 32, error);

  if (array == NULL)
    return FALSE;
  *n_out = json_array_get_length (array);
  *out = g_new0 (BthModifierDef, *n_out);
  for (guint i = 0; i < *n_out; i++)
    {
      g_autofree char *mp = g_strdup_printf ("%s[%u]", p, i);
      JsonObject *m = bth_json_element_object (array, p, i, error);
      BthModifierDef *def = &(*out)[i];

      if (m == NULL ||
          !bth_json_check_keys (m, mp, BTH_JSON_KEYS ("id", "value", "reason", "rule"), BTH_JSON_KEYS ("mapboards"), error) ||
          !bth_rules_load_string (m, mp, "id", &def->id, error) ||
          !bth_json_member_int (m, mp, "value", -6, 6, &def->value, error) ||
          !bth_rules_load_string (m, mp, "reason", &def->reason, error) ||
          !bth_rules_load_string (m, mp, "rule", &def->rule, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal ((*out)[j].id, def->id))
          return bth_json_fail (error, mp, "modifier id \"%s\" is used twice", def->id);
      if (json_object_has_member (m, "mapboards"))
        {
          g_autofree char *bp = bth_rules_member_path (mp, "mapboards");
          JsonArray *boards = bth_json_member_array (m, mp, "mapboards", 1, 4, error);
          if (boards == NULL)
            return FALSE;
          def->n_mapboards = json_array_get_length (boards);
          for (guint j = 0; j < def->n_mapboards; j++)
            if (!bth_json_element_int (boards, bp, j, 1, 4, &def->mapboards[j], error))
              return FALSE;
        }
    }
  return TRUE;
}

/* "2*" → {2, TRUE}; "0" → {0, FALSE}. */
static gboolean
parse_star_cell (const char *text, const char *path, int max, BthStarCell *out, GError **error)
{
  g_autofree char *digits = g_strdup (text);
  gsize len = strlen (digits);

  out->starred = len > 0 && digits[len - 1] == '*';
  if (out->starred)
    digits[len - 1] = '\0';
  if (!bth_rules_parse_int (digits, &out->value) || out->value < 0 || out->value > max || digits[0] == '+')
    return bth_json_fail (error, path, "\"%s\" is not a table cell (a number, optionally followed by *)", text);
  return TRUE;
}

gboolean
bth_rules_parse_result (const char *text, const char *path, BthResult *out, GError **error)
{
  if (!bth_result_from_string (text, out))
    return bth_json_fail (error, path, "\"%s\" is not a combat result (0, 1, D1, D2 or D3)", text);
  return TRUE;
}

/* Rows of star cells keyed by die: shared by attrition and forced march. */
gboolean
bth_rules_load_die_rows (JsonObject *obj, const char *path, guint n_columns, int cell_max,
               int *die_min, int *die_max, BthStarCell **cells, GError **error)
{
  g_autofree char *rp = bth_rules_member_path (path, "rows");
  JsonArray *rows = bth_json_member_array (obj, path, "rows", 1, 12, error);
  guint n_rows;

  if (rows == NULL)
    return FALSE;
  n_rows = json_array_get_length (rows);
  *cells = g_new0 (BthStarCell, n_rows * n_columns);
  for (guint r = 0; r < n_rows; r++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", rp, r);
      g_autofree char *cp = bth_rules_member_path (p, "cells");
      JsonObject *row = bth_json_element_object (rows, rp, r, error);
      JsonArray *row_cells;
      int die;

      if (row == NULL ||
          !bth_json_check_keys (row, p, BTH_JSON_KEYS ("die", "cells"), NULL, error) ||
          !bth_json_member_int (row, p, "die", -2, 12, &die, error))
        return FALSE;
      if (r == 0)
        *die_min = die;
      else if (die != *die_min + (int) r)
        return bth_json_fail (error, p, "die %d is out of order (expected %d)", die, *die_min + (int) r);
      *die_max = die;
      row_cells = bth_json_member_array (row, p, "cells", n_columns, n_columns, error);
      if (row_cells == NULL)
        return FALSE;
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *cellp = g_strdup_printf ("%s[%u]", cp, c);
          const char *text = bth_json_element_string (row_cells, cp, c, error);
          if (text == NULL ||
              !parse_star_cell (text, cellp, cell_max, &(*cells)[r * n_columns + c], error))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
bth_rules_load_int_list (JsonObject *obj, const char *path, const char *member, int lo, int hi, GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 0, 16, error);
  int value;

  if (array == NULL)
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!bth_json_element_int (array, p, i, lo, hi, &value, error))
      return FALSE;
  return TRUE;
}

static gboolean
load_single_list_value (JsonObject *obj, const char *path, const char *member, int lo, int hi,
                        int *out, GError **error)
{
  g_autofree char *p = bth_rules_member_path (path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 1, 1, error);

  return array != NULL && bth_json_element_int (array, p, 0, lo, hi, out, error);
}

static gboolean
load_prose (BthRuleset *self, JsonObject *root, GError **error)
{
  BthProseRules *t = &self->prose;
  JsonObject *o;
  int value;
  gboolean flag;

  if ((o = bth_json_member_object (root, "$", "leader_casualty", error)) == NULL ||
      !bth_json_check_keys (o, "$.leader_casualty", BTH_JSON_KEYS ("rule", "dice", "casualty_on", "second_die",
                                                          "turns_out_max", "killed_on"), NULL, error) ||
      !bth_rules_load_string (o, "$.leader_casualty", "rule", &t->leader_casualty_rule, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "dice", 1, 3, &t->leader_casualty_dice, error) ||
      !load_single_list_value (o, "$.leader_casualty", "casualty_on", 2, 18, &t->leader_casualty_on, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "second_die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.leader_casualty", "turns_out_max", 1, 6, &t->leader_turns_out_max, error) ||
      !load_single_list_value (o, "$.leader_casualty", "killed_on", 1, 6, &t->leader_killed_on, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "siege", error)) == NULL ||
      !bth_json_check_keys (o, "$.siege", BTH_JSON_KEYS ("rule", "die", "falls_if_at_most_marker", "max_marker"), NULL, error) ||
      !bth_rules_load_string (o, "$.siege", "rule", &t->siege_rule, error) ||
      !bth_json_member_int (o, "$.siege", "die", 1, 1, &value, error) ||
      !bth_json_member_bool (o, "$.siege", "falls_if_at_most_marker", &flag, error) ||
      !bth_json_member_int (o, "$.siege", "max_marker", 1, 6, &t->siege_max_marker, error))
    return FALSE;
  if (!flag)
    return bth_json_fail (error, "$.siege.falls_if_at_most_marker", "only the rule \"die ≤ marker\" is implemented");

  if ((o = bth_json_member_object (root, "$", "commitment", error)) == NULL ||
      !bth_json_check_keys (o, "$.commitment", BTH_JSON_KEYS ("rule", "die", "success_at_least"), NULL, error) ||
      !bth_rules_load_string (o, "$.commitment", "rule", &t->commitment_rule, error) ||
      !bth_json_member_int (o, "$.commitment", "die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.commitment", "success_at_least", 1, 12, &t->commitment_at_least, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "alliance", error)) == NULL ||
      !bth_json_check_keys (o, "$.alliance", BTH_JSON_KEYS ("rule", "die", "drm_cap", "clamp"), NULL, error) ||
      !bth_rules_load_string (o, "$.alliance", "rule", &t->alliance_rule, error) ||
      !bth_json_member_int (o, "$.alliance", "die", 1, 1, &value, error) ||
      !bth_json_member_int (o, "$.alliance", "drm_cap", 0, 12, &t->alliance_drm_cap, error) ||
      !bth_rules_load_clamp (o, "$.alliance", "clamp", -6, 12, &t->alliance_clamp, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "overrun", error)) == NULL ||
      !bth_json_check_keys (o, "$.overrun", BTH_JSON_KEYS ("rule", "odds", "difficult_odds", "free_odds",
                                                  "extra_mp", "max_sp"), NULL, error) ||
      !bth_rules_load_string (o, "$.overrun", "rule", &t->overrun_rule, error) ||
      !bth_rules_load_ratio (o, "$.overrun", "odds", &t->overrun_odds, error) ||
      !bth_rules_load_ratio (o, "$.overrun", "difficult_odds", &t->overrun_difficult_odds, error) ||
      !bth_rules_load_ratio (o, "$.overrun", "free_odds", &t->overrun_free_odds, error) ||
      !bth_json_member_int (o, "$.overrun", "extra_mp", 0, 6, &t->overrun_extra_mp, error) ||
      !bth_json_member_int (o, "$.overrun", "max_sp", 1, 99, &t->overrun_max_sp, error))
    return FALSE;

  if ((o = bth_json_member_object (root, "$", "withdrawal", error)) == NULL ||
      !bth_json_check_keys (o, "$.withdrawal", BTH_JSON_KEYS ("rule", "loss"), NULL, error) ||
      !bth_rules_load_string (o, "$.withdrawal", "rule", &t->withdrawal_rule, error) ||
      !bth_json_member_int (o, "$.withdrawal", "loss", 0, 9, &t->withdrawal_loss, error))
    return FALSE;
  return TRUE;
}

typedef gboolean (*SectionLoader) (BthRuleset *, JsonObject *, const char *, GError **);

gboolean
bth_ruleset_load_document (BthRuleset *self, JsonNode *root_node, GError **error)
{
  static const struct { const char *key; SectionLoader load; } sections[] = {
    { "attrition", bth_rules_load_attrition },
    { "combat_results", bth_rules_load_crt },
    { "grand_campaign_crt", bth_rules_load_gc_crt },
    { "combat_loss", bth_rules_load_combat_loss },
    { "forced_march", bth_rules_load_forced_march },
    { "tactical_matrix", bth_rules_load_tactics },
    { "terrain_effects", bth_rules_load_terrain },
    { "weather", bth_rules_load_weather },
    { "naval_results", bth_rules_load_naval_results },
    { "naval_damage", bth_rules_load_naval_damage },
    { "combat_modifiers", bth_rules_load_combat_rules },
    { "morale", bth_rules_load_morale },
  };
  JsonObject *root;
  const char *format;
  int version;

  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    return bth_json_fail (error, "$", "expected an object");
  root = json_node_get_object (root_node);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "id", "name", "sources",
                                             "attrition", "combat_results", "grand_campaign_crt",
                                             "combat_loss", "forced_march", "tactical_matrix",
                                             "terrain_effects", "weather", "naval_results",
                                             "naval_damage", "combat_modifiers", "morale",
                                             "leader_casualty", "siege", "commitment", "alliance",
                                             "overrun", "withdrawal", "sequences_of_play", "naval"),
                            BTH_JSON_KEYS ("campaign_politics", "production", "falls_back", "digital"), error) ||
      (format = bth_json_member_string (root, "$", "format", error)) == NULL)
    return FALSE;
  if (!g_str_equal (format, "berthier-ruleset"))
    return bth_json_fail (error, "$.format", "\"%s\" is not \"berthier-ruleset\"", format);
  if (!bth_json_member_int (root, "$", "format_version", 1, G_MAXINT, &version, error))
    return FALSE;
  if (version != 1)
    return bth_json_fail (error, "$.format_version", "version %d is newer than this Berthier understands (1)", version);
  if (!bth_rules_load_string (root, "$", "id", &self->id, error) ||
      !bth_rules_load_string (root, "$", "name", &self->name, error) ||
      bth_json_member_object (root, "$", "sources", error) == NULL)
    return FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      g_autofree char *path = bth_rules_member_path ("$", sections[i].key);
      JsonObject *section = bth_json_member_object (root, "$", sections[i].key, error);
      if (section == NULL || !sections[i].load (self, section, path, error))
        return FALSE;
    }
  if (!load_prose (self, root, error))
    return FALSE;
  if (json_object_has_member (root, "campaign_politics"))
    {
      JsonObject *campaign = bth_json_member_object (root, "$", "campaign_politics", error);
      if (campaign == NULL ||
          (self->campaign = bth_campaign_rules_load (campaign, "$.campaign_politics", error)) == NULL)
        return FALSE;
    }
  /* The naval tables and X.F numbers, parsed by their own module. */
  if ((self->naval = bth_naval_rules_load (root, error)) == NULL)
    return FALSE;
  /* The Grand Campaign's production numbers (X.J), loaded by bth-production-rules.c. */
  if (json_object_has_member (root, "production"))
    {
      JsonObject *production = bth_json_member_object (root, "$", "production", error);
      if (production == NULL ||
          (self->production = bth_production_rules_load (production, "$.production", error)) == NULL)
        return FALSE;
    }
  /* The digital edition's own rules (bth-digital-rules.c); the 4th edition has none. */
  if (json_object_has_member (root, "digital"))
    {
      JsonObject *digital = bth_json_member_object (root, "$", "digital", error);
      if (digital == NULL || (self->digital = bth_digital_rules_load (digital, "$.digital", error)) == NULL)
        return FALSE;
    }
  {
    JsonObject *sequences = bth_json_member_object (root, "$", "sequences_of_play", error);
    return sequences != NULL &&
           (self->sequences = bth_sequence_set_load (sequences, "$.sequences_of_play", error)) != NULL;
  }
}

static void
free_modifiers (BthModifierDef *defs, guint n)
{
  for (guint i = 0; defs != NULL && i < n; i++)
    {
      g_free (defs[i].id);
      g_free (defs[i].reason);
      g_free (defs[i].rule);
    }
  g_free (defs);
}

void
bth_ruleset_free_tables (BthRuleset *self)
{
  BthProseRules *p = &self->prose;

  for (guint i = 0; i < self->attrition.n_columns && self->attrition.columns; i++)
    g_free (self->attrition.columns[i].label);
  g_free (self->attrition.columns);
  g_free (self->attrition.cells);
  free_modifiers (self->attrition.modifiers, self->attrition.n_modifiers);
  g_free (self->attrition.siege_marker_rule);
  g_free (self->attrition.source);

  g_free (self->forced_march.cells);
  free_modifiers (self->forced_march.modifiers, self->forced_march.n_modifiers);
  g_free (self->forced_march.source);

  for (guint i = 0; i < self->crt.n_rows && self->crt.rows; i++)
    g_free (self->crt.rows[i].odds);
  g_free (self->crt.rows);
  for (guint i = 0; i < self->crt.n_bands && self->crt.bands; i++)
    g_free (self->crt.bands[i].odds);
  g_free (self->crt.bands);
  g_free (self->crt.odds_rule);
  g_free (self->crt.automatic_rule);
  g_free (self->crt.cap_rule);
  g_free (self->crt.source);

  for (guint i = 0; i < self->gc_crt.n_rows && self->gc_crt.rows; i++)
    g_free (self->gc_crt.rows[i].odds);
  g_free (self->gc_crt.rows);
  g_free (self->gc_crt.automatic_note);
  g_free (self->gc_crt.source);

  g_free (self->combat_loss.source);

  for (guint i = 0; i < BTH_TACTIC_COUNT; i++)
    {
      g_free (self->tactics.tactics[i]);
      g_free (self->tactics.labels[i]);
    }
  g_free (self->tactics.source);

  for (guint i = 0; i < self->terrain.n_terrain; i++)
    {
      g_free (self->terrain.terrain[i].id);
      g_free (self->terrain.terrain[i].label);
      g_free (self->terrain.terrain[i].movement_cost);
    }
  g_free (self->terrain.terrain);
  g_free (self->terrain.source);

  for (guint i = 0; i < 12; i++)
    g_free (self->weather.months[i]);
  for (guint i = 0; i < self->weather.n_cells; i++)
    g_free (self->weather.cells[i]);
  g_free (self->weather.cells);
  free_modifiers (self->weather.modifiers, self->weather.n_modifiers);
  g_free (self->weather.source);

  g_free (self->combat.entrenchment_rule);
  g_free (self->combat.fortress_rule);
  g_free (self->combat.unsupplied_rule);
  g_free (self->morale.rule);
  g_free (self->morale.inside_city_rule);
  g_free (self->morale.imperial_guard_rule);
  g_free (self->morale.patriotism_rule);
  g_free (self->morale.patriotism_color);
  g_free (self->morale.patriotism_minor_symbol);
  g_strfreev (self->morale.counter_colors);
  g_strfreev (self->morale.counter_colors_powers);
  g_free (self->morale.counter_colors_rule);
  g_free (p->leader_casualty_rule);
  g_free (p->siege_rule);
  g_free (p->commitment_rule);
  g_free (p->alliance_rule);
  g_free (p->overrun_rule);
  g_free (p->withdrawal_rule);
  g_clear_pointer (&self->sequences, bth_sequence_set_free);
  g_clear_pointer (&self->campaign, bth_campaign_rules_free);
  g_clear_pointer (&self->naval, bth_naval_rules_free);
  g_clear_pointer (&self->production, bth_production_rules_free);
  g_clear_pointer (&self->digital, bth_digital_rules_free);
  g_clear_pointer (&self->fallbacks, g_array_unref);
}

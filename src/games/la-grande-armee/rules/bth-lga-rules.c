/* bth-lga-rules.c — loading La Grande Armée's ruleset file strictly, and its lookups. */
#include "bth-lga-rules.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <gio/gio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct _BthLgaRules {
  GObject      parent_instance;
  JsonNode    *document;
  BthLgaTables tables;
};

G_DEFINE_FINAL_TYPE (BthLgaRules, bth_lga_rules, G_TYPE_OBJECT)

static void
modifier_def_clear (BthLgaModifierDef *def)
{
  g_free (def->id);
  g_free (def->per);
  g_free (def->rule);
}

static void
crt_side_clear (BthLgaCrtSide *side)
{
  g_free (side->text);
}

static void
bth_lga_rules_finalize (GObject *object)
{
  BthLgaRules *self = BTH_LGA_RULES (object);
  BthLgaTables *t = &self->tables;

  g_clear_pointer (&self->document, json_node_unref);
  for (guint i = 0; i < t->n_skirmish_columns; i++)
    {
      g_free (t->skirmish_columns[i].label);
      for (guint d = 0; d < 6; d++)
        g_free (t->skirmish[d][i].code);
    }
  for (guint i = 0; i < t->n_odds; i++)
    g_free (t->odds[i].label);
  g_free (t->odds_map_b.label);
  g_free (t->odds_map_b_replaces);
  g_free (t->odds_minimum.label);
  g_free (t->odds_automatic.label);
  for (guint i = 0; i < BTH_LGA_CRT_ROWS; i++)
    {
      g_free (t->crt[i].label);
      crt_side_clear (&t->crt[i].attacker);
      crt_side_clear (&t->crt[i].defender);
    }
  g_strfreev (t->assault_excluded);
  for (guint i = 0; i < t->n_normal; i++)
    g_free (t->normal[i].label);
  for (guint i = 0; i < t->n_forced; i++)
    g_free (t->forced[i].label);
  for (guint i = 0; i < t->n_terrain; i++)
    {
      g_free (t->terrain[i].id);
      g_free (t->terrain[i].terrain);
      g_free (t->terrain[i].movement);
      g_free (t->terrain[i].combat);
    }
  g_clear_pointer (&t->skirmish_modifiers, g_array_unref);
  g_clear_pointer (&t->battle_modifiers, g_array_unref);
  g_clear_pointer (&t->attrition_modifiers, g_array_unref);
  G_OBJECT_CLASS (bth_lga_rules_parent_class)->finalize (object);
}

static void
bth_lga_rules_class_init (BthLgaRulesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_lga_rules_finalize;
}

static void
bth_lga_rules_init (BthLgaRules *self)
{
}

/* ---------------------------------------------------------------------------------- */
/* Parsing the seed's notation                                                         */

static gboolean
parse_odds (const char *text, const char *path, BthLgaOdds *out, GError **error)
{
  int num, den;
  char extra;

  if (text == NULL || sscanf (text, "%d:%d%c", &num, &den, &extra) != 2 || num < 1 || den < 1 || num > 99 || den > 99)
    return bth_json_fail (error, path, "\"%s\" is not odds such as 3:5", text ? text : "");
  out->label = g_strdup (text);
  out->num = num;
  out->den = den;
  return TRUE;
}

static gboolean
parse_int_text (const char *text, int *out)
{
  char *end;
  long value;

  if (text == NULL || *text == '\0')
    return FALSE;
  value = strtol (text, &end, 10);
  if (*end != '\0' || value < -99 || value > 99)
    return FALSE;
  *out = (int) value;
  return TRUE;
}

/* "3, WITHDRAW, L-2", "1, 3 Advance Points", "Escalating Exchange", "ROUTED, L-2", "-". */
static gboolean
parse_crt_side (const char *text, const char *path, BthLgaCrtSide *out, GError **error)
{
  g_auto (GStrv) parts = NULL;

  out->text = g_strdup (text);
  if (g_str_equal (text, "-"))
    return TRUE;
  parts = g_strsplit (text, ", ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *p = parts[i];
      int n;

      if (g_str_equal (p, "ROUTED"))
        out->routed = TRUE;
      else if (g_str_equal (p, "WITHDRAW"))
        out->withdraw = TRUE;
      else if (g_str_equal (p, "Escalating Exchange"))
        out->escalating_exchange = TRUE;
      else if (g_str_equal (p, "L-1") || g_str_equal (p, "L-2"))
        out->leader_loss = p[2] - '0';
      else if (g_str_has_suffix (p, " Advance Points"))
        {
          g_autofree char *number = g_strndup (p, strlen (p) - strlen (" Advance Points"));
          if (!parse_int_text (number, &n) || n < 1)
            return bth_json_fail (error, path, "\"%s\": bad Advance Points", text);
          out->advance_points = n;
        }
      else if (parse_int_text (p, &n) && n >= 1 && i == 0)
        out->number = n;
      else
        return bth_json_fail (error, path, "\"%s\": \"%s\" is not a CRT result", text, p);
    }
  return TRUE;
}

static gboolean
parse_skirmish_result (const char *code, const char *path, BthLgaSkirmishResult *out, GError **error)
{
  const char *p = code;

  out->code = g_strdup (code);
  if (*p != 'A' && *p != 'D')
    return bth_json_fail (error, path, "\"%s\" is not a skirmish result (AE, AR, A1R, DR, D1R, DE, with * )", code);
  out->attacker = *p++ == 'A';
  if (*p == '1')
    out->loss = 1, p++;
  if (*p == 'R')
    out->retreat = TRUE;
  else if (*p == 'E' && out->loss == 0)
    out->eliminated = TRUE;
  else
    return bth_json_fail (error, path, "\"%s\" is not a skirmish result (AE, AR, A1R, DR, D1R, DE, with * )", code);
  p++;
  if (*p == '*')
    out->demoralized = TRUE, p++;
  if (*p != '\0')
    return bth_json_fail (error, path, "\"%s\" is not a skirmish result", code);
  return TRUE;
}

static gboolean
parse_attrition_cell (const char *text, const char *path, int *out, GError **error)
{
  if (g_str_equal (text, "-"))
    {
      *out = 0;
      return TRUE;
    }
  if (!parse_int_text (text, out) || *out < 1)
    return bth_json_fail (error, path, "\"%s\" is neither \"-\" nor a loss in SP", text);
  return TRUE;
}

/* "+2" → 2, "None" → 0, "NA", "Special". */
static gboolean
parse_terrain_combat (const char *text, const char *path, BthLgaTerrain *out, GError **error)
{
  if (g_str_equal (text, "None"))
    out->drm = 0;
  else if (g_str_equal (text, "NA"))
    out->not_allowed = TRUE;
  else if (g_str_equal (text, "Special"))
    out->special = TRUE;
  else if (text[0] != '+' || !parse_int_text (text + 1, &out->drm))
    return bth_json_fail (error, path, "\"%s\" is not a combat modifier (+N, None, NA, Special)", text);
  return TRUE;
}

/* ---------------------------------------------------------------------------------- */
/* The document                                                                         */

static GArray *
read_modifiers (JsonArray *array, const char *path, gboolean with_chart, GError **error)
{
  g_autoptr(GArray) list = g_array_new (FALSE, TRUE, sizeof (BthLgaModifierDef));

  g_array_set_clear_func (list, (GDestroyNotify) modifier_def_clear);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", path, i);
      JsonObject *o = bth_json_element_object (array, path, i, error);
      BthLgaModifierDef def = { 0 };
      const char *id, *rule, *per = "once";

      if (o == NULL
          || !bth_json_check_keys (o, p, BTH_JSON_KEYS ("id", "value", "rule"),
                                   with_chart ? BTH_JSON_KEYS ("per", "chart") : BTH_JSON_KEYS ("per"), error)
          || (id = bth_json_member_string (o, p, "id", error)) == NULL
          || (rule = bth_json_member_string (o, p, "rule", error)) == NULL
          || !bth_json_member_int (o, p, "value", -9, 9, &def.value, error))
        return NULL;
      if (json_object_has_member (o, "per") && (per = bth_json_member_string (o, p, "per", error)) == NULL)
        return NULL;
      if (!g_strv_contains (BTH_JSON_KEYS ("once", "sp", "2sp", "combat_bonus"), per))
        {
          bth_json_fail (error, p, "per: \"%s\" is not once, sp, 2sp or combat_bonus", per);
          return NULL;
        }
      def.id = g_strdup (id);
      def.rule = g_strdup (rule);
      def.per = g_strdup (per);
      g_array_append_val (list, def);
    }
  return g_steal_pointer (&list);
}

static gboolean
has_modifiers (GArray *list, const char *path, const char * const *ids, GError **error)
{
  for (guint k = 0; ids[k] != NULL; k++)
    {
      gboolean found = FALSE;
      for (guint i = 0; i < list->len && !found; i++)
        found = g_str_equal (g_array_index (list, BthLgaModifierDef, i).id, ids[k]);
      if (!found)
        return bth_json_fail (error, path, "the modifier \"%s\" is missing", ids[k]);
    }
  return TRUE;
}

static gboolean
read_rule_value (JsonObject *obj, const char *path, const char *member, int min, int max, int *out, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonObject *o = bth_json_member_object (obj, path, member, error);

  return o != NULL && bth_json_check_keys (o, p, BTH_JSON_KEYS ("value", "rule"), NULL, error)
         && bth_json_member_int (o, p, "value", min, max, out, error)
         && bth_json_member_string (o, p, "rule", error) != NULL;
}

static gboolean
load_skirmish (BthLgaTables *t, JsonObject *root, GError **error)
{
  const char *path = "$.skirmish";
  JsonObject *s = bth_json_member_object (root, "$", "skirmish", error), *clamp, *results;
  JsonArray *columns, *rows, *mods;

  if (s == NULL
      || !bth_json_check_keys (s, path, BTH_JSON_KEYS ("rule", "max_cavalry_sp", "columns", "rows", "clamp",
                                                       "retreat_hexes", "results", "modifiers"), NULL, error)
      || !read_rule_value (s, path, "max_cavalry_sp", 1, 99, &t->skirmish_max_sp, error)
      || !read_rule_value (s, path, "retreat_hexes", 1, 9, &t->skirmish_retreat, error)
      || (columns = bth_json_member_array (s, path, "columns", 1, 8, error)) == NULL
      || (rows = bth_json_member_array (s, path, "rows", 6, 6, error)) == NULL
      || (clamp = bth_json_member_object (s, path, "clamp", error)) == NULL
      || !bth_json_check_keys (clamp, "$.skirmish.clamp", BTH_JSON_KEYS ("min", "max"), NULL, error)
      || !bth_json_member_int (clamp, "$.skirmish.clamp", "min", 1, 6, &t->skirmish_clamp_min, error)
      || !bth_json_member_int (clamp, "$.skirmish.clamp", "max", 1, 6, &t->skirmish_clamp_max, error)
      || (results = bth_json_member_object (s, path, "results", error)) == NULL
      || (mods = bth_json_member_array (s, path, "modifiers", 1, 16, error)) == NULL)
    return FALSE;
  t->n_skirmish_columns = json_array_get_length (columns);
  for (guint c = 0; c < t->n_skirmish_columns; c++)
    {
      g_autofree char *p = g_strdup_printf ("%s.columns[%u]", path, c);
      const char *label = bth_json_element_string (columns, "$.skirmish.columns", c, error);
      if (label == NULL || !parse_odds (label, p, &t->skirmish_columns[c], error))
        return FALSE;
      if (c > 0 && t->skirmish_columns[c].num * t->skirmish_columns[c - 1].den
                   <= t->skirmish_columns[c - 1].num * t->skirmish_columns[c].den)
        return bth_json_fail (error, p, "the odds columns must rise");
    }
  for (guint d = 0; d < 6; d++)
    {
      g_autofree char *p = g_strdup_printf ("%s.rows[%u]", path, d);
      JsonObject *row = bth_json_element_object (rows, "$.skirmish.rows", d, error);
      JsonArray *cells;
      int die;

      if (row == NULL || !bth_json_check_keys (row, p, BTH_JSON_KEYS ("die", "results"), NULL, error)
          || !bth_json_member_int (row, p, "die", (int) d + 1, (int) d + 1, &die, error)
          || (cells = bth_json_member_array (row, p, "results", t->n_skirmish_columns, t->n_skirmish_columns, error)) == NULL)
        return FALSE;
      for (guint c = 0; c < t->n_skirmish_columns; c++)
        {
          g_autofree char *ap = g_strdup_printf ("%s.results", p), *cp = g_strdup_printf ("%s[%u]", ap, c);
          const char *code = bth_json_element_string (cells, ap, c, error);
          if (code == NULL || !parse_skirmish_result (code, cp, &t->skirmish[d][c], error))
            return FALSE;
        }
    }
  t->skirmish_modifiers = read_modifiers (mods, "$.skirmish.modifiers", TRUE, error);
  return t->skirmish_modifiers != NULL
         && has_modifiers (t->skirmish_modifiers, "$.skirmish.modifiers",
                           BTH_JSON_KEYS ("attacker_horse_artillery", "defender_horse_artillery", "attacker_leader",
                                          "defender_leader", "attacker_unsupplied", "defender_unsupplied"), error);
}

static gboolean
load_odds (BthLgaTables *t, JsonObject *root, GError **error)
{
  const char *path = "$.battle_odds";
  JsonObject *o = bth_json_member_object (root, "$", "battle_odds", error), *min, *aut, *readings, *mapb;
  JsonArray *steps;
  const char *label;

  if (o == NULL
      || !bth_json_check_keys (o, path, BTH_JSON_KEYS ("rule", "rounding", "steps", "minimum", "automatic", "readings"), NULL, error)
      || (steps = bth_json_member_array (o, path, "steps", 1, 12, error)) == NULL
      || (min = bth_json_member_object (o, path, "minimum", error)) == NULL
      || !bth_json_check_keys (min, "$.battle_odds.minimum", BTH_JSON_KEYS ("odds", "rule"), NULL, error)
      || (label = bth_json_member_string (min, "$.battle_odds.minimum", "odds", error)) == NULL
      || !parse_odds (label, "$.battle_odds.minimum.odds", &t->odds_minimum, error)
      || (aut = bth_json_member_object (o, path, "automatic", error)) == NULL
      || !bth_json_check_keys (aut, "$.battle_odds.automatic", BTH_JSON_KEYS ("odds", "advance_points", "rule"), NULL, error)
      || (label = bth_json_member_string (aut, "$.battle_odds.automatic", "odds", error)) == NULL
      || !parse_odds (label, "$.battle_odds.automatic.odds", &t->odds_automatic, error)
      || !bth_json_member_int (aut, "$.battle_odds.automatic", "advance_points", 0, 9, &t->automatic_advance_points, error)
      || (readings = bth_json_member_object (o, path, "readings", error)) == NULL
      || !bth_json_check_keys (readings, "$.battle_odds.readings", BTH_JSON_KEYS ("odds_map_b_1_3"), NULL, error)
      || (mapb = bth_json_member_object (readings, "$.battle_odds.readings", "odds_map_b_1_3", error)) == NULL
      || !bth_json_check_keys (mapb, "$.battle_odds.readings.odds_map_b_1_3", BTH_JSON_KEYS ("replaces", "odds", "drm"), NULL, error)
      || (label = bth_json_member_string (mapb, "$.battle_odds.readings.odds_map_b_1_3", "odds", error)) == NULL
      || !parse_odds (label, "$.battle_odds.readings.odds_map_b_1_3.odds", &t->odds_map_b, error)
      || !bth_json_member_int (mapb, "$.battle_odds.readings.odds_map_b_1_3", "drm", -9, 9, &t->odds_map_b.drm, error)
      || (label = bth_json_member_string (mapb, "$.battle_odds.readings.odds_map_b_1_3", "replaces", error)) == NULL)
    return FALSE;
  t->odds_map_b_replaces = g_strdup (label);
  t->n_odds = json_array_get_length (steps);
  for (guint i = 0; i < t->n_odds; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.steps[%u]", path, i);
      JsonObject *step = bth_json_element_object (steps, "$.battle_odds.steps", i, error);
      if (step == NULL || !bth_json_check_keys (step, p, BTH_JSON_KEYS ("odds", "drm"), NULL, error)
          || (label = bth_json_member_string (step, p, "odds", error)) == NULL
          || !parse_odds (label, p, &t->odds[i], error)
          || !bth_json_member_int (step, p, "drm", -9, 9, &t->odds[i].drm, error))
        return FALSE;
      if (i > 0 && t->odds[i].num * t->odds[i - 1].den <= t->odds[i - 1].num * t->odds[i].den)
        return bth_json_fail (error, p, "the odds steps must rise");
    }
  return TRUE;
}

static gboolean
load_battle (BthLgaTables *t, JsonObject *root, GError **error)
{
  JsonArray *mods = bth_json_member_array (root, "$", "battle_modifiers", 1, 16, error), *rows, *bands, *excluded;
  JsonObject *leaders, *crt, *clamp, *ml, *above, *rout, *wd, *wb, *assault, *none, *ap;

  if (mods == NULL || (t->battle_modifiers = read_modifiers (mods, "$.battle_modifiers", FALSE, error)) == NULL
      || !has_modifiers (t->battle_modifiers, "$.battle_modifiers",
                         BTH_JSON_KEYS ("combined_arms", "artillery", "heavy_cavalry", "dragoons", "defender_stands",
                                        "flank_attack", "unsupplied", "winter_quarters"), error)
      || (leaders = bth_json_member_object (root, "$", "leaders", error)) == NULL
      || !bth_json_check_keys (leaders, "$.leaders", BTH_JSON_KEYS ("rule", "subordinates", "cavalry_sp_per_leader"), NULL, error)
      || !bth_json_member_int (leaders, "$.leaders", "cavalry_sp_per_leader", 1, 9, &t->cavalry_sp_per_leader, error)
      || bth_json_member_array (leaders, "$.leaders", "subordinates", 3, 3, error) == NULL
      || (crt = bth_json_member_object (root, "$", "combat_results", error)) == NULL
      || !bth_json_check_keys (crt, "$.combat_results", BTH_JSON_KEYS ("rule", "dice", "clamp", "rows"), NULL, error)
      || (clamp = bth_json_member_object (crt, "$.combat_results", "clamp", error)) == NULL
      || !bth_json_check_keys (clamp, "$.combat_results.clamp", BTH_JSON_KEYS ("min", "max"), NULL, error)
      || !bth_json_member_int (clamp, "$.combat_results.clamp", "min", 0, 0, &t->crt_min, error)
      || !bth_json_member_int (clamp, "$.combat_results.clamp", "max", BTH_LGA_CRT_ROWS - 1, BTH_LGA_CRT_ROWS - 1, &t->crt_max, error)
      || (rows = bth_json_member_array (crt, "$.combat_results", "rows", BTH_LGA_CRT_ROWS, BTH_LGA_CRT_ROWS, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < BTH_LGA_CRT_ROWS; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.combat_results.rows[%u]", i);
      g_autofree char *pa = g_strdup_printf ("%s.attacker", p), *pd = g_strdup_printf ("%s.defender", p);
      JsonObject *row = bth_json_element_object (rows, "$.combat_results.rows", i, error);
      const char *label, *a, *d;
      int roll;

      if (row == NULL || !bth_json_check_keys (row, p, BTH_JSON_KEYS ("roll", "label", "attacker", "defender"), NULL, error)
          || !bth_json_member_int (row, p, "roll", (int) i, (int) i, &roll, error)
          || (label = bth_json_member_string (row, p, "label", error)) == NULL
          || (a = bth_json_member_string (row, p, "attacker", error)) == NULL
          || (d = bth_json_member_string (row, p, "defender", error)) == NULL
          || !parse_crt_side (a, pa, &t->crt[i].attacker, error)
          || !parse_crt_side (d, pd, &t->crt[i].defender, error))
        return FALSE;
      t->crt[i].label = g_strdup (label);
    }
  if ((ml = bth_json_member_object (root, "$", "minimum_loss", error)) == NULL
      || !bth_json_check_keys (ml, "$.minimum_loss", BTH_JSON_KEYS ("rule", "bands", "above"), NULL, error)
      || (bands = bth_json_member_array (ml, "$.minimum_loss", "bands", 1, 16, error)) == NULL
      || (above = bth_json_member_object (ml, "$.minimum_loss", "above", error)) == NULL
      || !bth_json_check_keys (above, "$.minimum_loss.above", BTH_JSON_KEYS ("over", "percent", "rounding"), NULL, error)
      || !bth_json_member_int (above, "$.minimum_loss.above", "over", 1, 999, &t->min_loss_above, error)
      || !bth_json_member_int (above, "$.minimum_loss.above", "percent", 1, 100, &t->min_loss_percent, error))
    return FALSE;
  t->n_min_loss = json_array_get_length (bands);
  for (guint i = 0; i < t->n_min_loss; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.minimum_loss.bands[%u]", i);
      JsonObject *band = bth_json_element_object (bands, "$.minimum_loss.bands", i, error);
      if (band == NULL || !bth_json_check_keys (band, p, BTH_JSON_KEYS ("min", "max", "loss"), NULL, error)
          || !bth_json_member_int (band, p, "min", 1, 999, &t->min_loss_min[i], error)
          || !bth_json_member_int (band, p, "max", t->min_loss_min[i], 999, &t->min_loss_max[i], error)
          || !bth_json_member_int (band, p, "loss", 1, 99, &t->min_loss[i], error))
        return FALSE;
      if ((i == 0 && t->min_loss_min[0] != 1) || (i > 0 && t->min_loss_min[i] != t->min_loss_max[i - 1] + 1))
        return bth_json_fail (error, p, "the bands must follow each other from 1");
    }
  if (t->min_loss_max[t->n_min_loss - 1] != t->min_loss_above)
    return bth_json_fail (error, "$.minimum_loss.above.over", "must be the last band's max");
  if ((rout = bth_json_member_object (root, "$", "rout", error)) == NULL
      || !bth_json_check_keys (rout, "$.rout", BTH_JSON_KEYS ("loss_percent", "rounding", "rule", "retreat_hexes"), NULL, error)
      || !bth_json_member_int (rout, "$.rout", "loss_percent", 1, 100, &t->rout_percent, error)
      || !read_rule_value (rout, "$.rout", "retreat_hexes", 1, 9, &t->rout_retreat, error)
      || (wd = bth_json_member_object (root, "$", "withdraw", error)) == NULL
      || !bth_json_check_keys (wd, "$.withdraw", BTH_JSON_KEYS ("retreat_hexes", "rule"), NULL, error)
      || !bth_json_member_int (wd, "$.withdraw", "retreat_hexes", 1, 9, &t->withdraw_retreat, error)
      || (wb = bth_json_member_object (root, "$", "withdrawal_battle", error)) == NULL
      || !bth_json_check_keys (wb, "$.withdrawal_battle", BTH_JSON_KEYS ("front_line_infantry_max", "rule", "minimum_advance_points"), NULL, error)
      || !read_rule_value (wb, "$.withdrawal_battle", "minimum_advance_points", 0, 9, &t->withdrawal_min_ap, error)
      || bth_json_member_object (root, "$", "deployment", error) == NULL
      || (assault = bth_json_member_object (root, "$", "assault", error)) == NULL
      || !bth_json_check_keys (assault, "$.assault", BTH_JSON_KEYS ("defender_multiplier", "rule", "no_modifiers"), NULL, error)
      || !bth_json_member_int (assault, "$.assault", "defender_multiplier", 1, 9, &t->assault_multiplier, error)
      || (none = bth_json_member_object (assault, "$.assault", "no_modifiers", error)) == NULL
      || (excluded = bth_json_member_array (none, "$.assault.no_modifiers", "ids", 0, 16, error)) == NULL
      || (ap = bth_json_member_object (root, "$", "advance_points", error)) == NULL
      || !bth_json_check_keys (ap, "$.advance_points", BTH_JSON_KEYS ("max_per_phase", "max_battles", "rule"), NULL, error)
      || !bth_json_member_int (ap, "$.advance_points", "max_per_phase", 1, 9, &t->max_ap, error)
      || bth_json_member_object (root, "$", "morale", error) == NULL)
    return FALSE;
  t->assault_excluded = g_new0 (char *, json_array_get_length (excluded) + 1);
  for (guint i = 0; i < json_array_get_length (excluded); i++)
    {
      const char *id = bth_json_element_string (excluded, "$.assault.no_modifiers.ids", i, error);
      if (id == NULL)
        return FALSE;
      t->assault_excluded[i] = g_strdup (id);
    }
  return TRUE;
}

static gboolean
load_attrition_rows (JsonObject *table, const char *path, guint n_columns, BthLgaAttritionRow *rows, guint *n, GError **error)
{
  JsonArray *array;

  if (!bth_json_check_keys (table, path, BTH_JSON_KEYS ("rule", "rows"), NULL, error)
      || (array = bth_json_member_array (table, path, "rows", 1, 8, error)) == NULL)
    return FALSE;
  *n = json_array_get_length (array);
  for (guint i = 0; i < *n; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.rows[%u]", path, i);
      g_autofree char *rows_path = g_strdup_printf ("%s.rows", path);
      JsonObject *row = bth_json_element_object (array, rows_path, i, error);
      JsonArray *cells;
      const char *label;

      if (row == NULL || !bth_json_check_keys (row, p, BTH_JSON_KEYS ("label", "min", "max", "cavalry_only", "cells"), NULL, error)
          || (label = bth_json_member_string (row, p, "label", error)) == NULL
          || !bth_json_member_int (row, p, "min", 1, 99, &rows[i].min, error)
          || !bth_json_member_int (row, p, "max", rows[i].min, 99, &rows[i].max, error)
          || !bth_json_member_bool (row, p, "cavalry_only", &rows[i].cavalry_only, error)
          || (cells = bth_json_member_array (row, p, "cells", n_columns, n_columns, error)) == NULL)
        return FALSE;
      rows[i].label = g_strdup (label);
      for (guint c = 0; c < n_columns; c++)
        {
          g_autofree char *ap = g_strdup_printf ("%s.cells", p), *cp = g_strdup_printf ("%s[%u]", ap, c);
          const char *text = bth_json_element_string (cells, ap, c, error);
          if (text == NULL || !parse_attrition_cell (text, cp, &rows[i].cells[c], error))
            return FALSE;
        }
    }
  return TRUE;
}

static gboolean
load_attrition (BthLgaTables *t, JsonObject *root, GError **error)
{
  JsonObject *a = bth_json_member_object (root, "$", "attrition", error), *normal, *forced, *readings, *r610, *larger, *clamp, *fm, *dfm, *trains;
  JsonArray *columns, *mods, *cells;

  if (a == NULL
      || !bth_json_check_keys (a, "$.attrition", BTH_JSON_KEYS ("rule", "columns", "normal_march", "forced_march", "readings",
                                                                "larger_forces", "clamp", "modifiers"), NULL, error)
      || (columns = bth_json_member_array (a, "$.attrition", "columns", 11, 11, error)) == NULL
      || (normal = bth_json_member_object (a, "$.attrition", "normal_march", error)) == NULL
      || !load_attrition_rows (normal, "$.attrition.normal_march", 11, t->normal, &t->n_normal, error)
      || (forced = bth_json_member_object (a, "$.attrition", "forced_march", error)) == NULL
      || !load_attrition_rows (forced, "$.attrition.forced_march", 11, t->forced, &t->n_forced, error)
      || (readings = bth_json_member_object (a, "$.attrition", "readings", error)) == NULL
      || !bth_json_check_keys (readings, "$.attrition.readings", BTH_JSON_KEYS ("normal_march_6_10_map_a"), NULL, error)
      || (r610 = bth_json_member_object (readings, "$.attrition.readings", "normal_march_6_10_map_a", error)) == NULL
      || !bth_json_check_keys (r610, "$.attrition.readings.normal_march_6_10_map_a", BTH_JSON_KEYS ("table", "row", "cells"), NULL, error)
      || (cells = bth_json_member_array (r610, "$.attrition.readings.normal_march_6_10_map_a", "cells", 11, 11, error)) == NULL
      || (larger = bth_json_member_object (a, "$.attrition", "larger_forces", error)) == NULL
      || !bth_json_check_keys (larger, "$.attrition.larger_forces", BTH_JSON_KEYS ("chunk", "rule"), NULL, error)
      || !bth_json_member_int (larger, "$.attrition.larger_forces", "chunk", 1, 99, &t->attrition_chunk, error)
      || (clamp = bth_json_member_object (a, "$.attrition", "clamp", error)) == NULL
      || !bth_json_check_keys (clamp, "$.attrition.clamp", BTH_JSON_KEYS ("no_loss_at_or_below", "max"), NULL, error)
      || !bth_json_member_int (clamp, "$.attrition.clamp", "max", 10, 10, &t->attrition_max, error)
      || (mods = bth_json_member_array (a, "$.attrition", "modifiers", 1, 16, error)) == NULL
      || (t->attrition_modifiers = read_modifiers (mods, "$.attrition.modifiers", TRUE, error)) == NULL
      || !has_modifiers (t->attrition_modifiers, "$.attrition.modifiers",
                         BTH_JSON_KEYS ("mud", "snow", "unsupplied", "double_force_march", "french", "cossack_zoc"), error))
    return FALSE;
  if (t->attrition_chunk != t->normal[t->n_normal - 1].max || t->attrition_chunk != t->forced[t->n_forced - 1].max)
    return bth_json_fail (error, "$.attrition.larger_forces.chunk", "must be the tables' largest force size");
  for (guint c = 0; c < 11; c++)
    {
      g_autofree char *cp = g_strdup_printf ("$.attrition.readings.normal_march_6_10_map_a.cells[%u]", c);
      const char *text = bth_json_element_string (cells, "$.attrition.readings.normal_march_6_10_map_a.cells", c, error);
      if (text == NULL || !parse_attrition_cell (text, cp, &t->normal_6_10_map_a[c], error))
        return FALSE;
    }
  if ((fm = bth_json_member_object (root, "$", "force_march", error)) == NULL
      || !bth_json_check_keys (fm, "$.force_march", BTH_JSON_KEYS ("rule", "max_extra_mp", "double", "trains"), NULL, error)
      || !bth_json_member_int (fm, "$.force_march", "max_extra_mp", 1, 9, &t->fm_max_extra, error)
      || (dfm = bth_json_member_object (fm, "$.force_march", "double", error)) == NULL
      || !bth_json_check_keys (dfm, "$.force_march.double", BTH_JSON_KEYS ("rule", "french_leaders_cavalry_horse_artillery_extra_mp"), NULL, error)
      || !bth_json_member_int (dfm, "$.force_march.double", "french_leaders_cavalry_horse_artillery_extra_mp", 0, 9, &t->dfm_limited_extra, error)
      || (trains = bth_json_member_object (fm, "$.force_march", "trains", error)) == NULL
      || !bth_json_check_keys (trains, "$.force_march.trains", BTH_JSON_KEYS ("rule", "stop_at_or_below", "extra_mp"), NULL, error)
      || !bth_json_member_int (trains, "$.force_march.trains", "stop_at_or_below", 0, 6, &t->train_stop_max, error)
      || !bth_json_member_int (trains, "$.force_march.trains", "extra_mp", 0, 9, &t->train_extra, error))
    return FALSE;
  return TRUE;
}

static gboolean
read_weather_row (JsonArray *months, const char *path, char *out, GError **error)
{
  for (guint m = 0; m < 12; m++)
    {
      const char *code = bth_json_element_string (months, path, m, error);
      if (code == NULL)
        return FALSE;
      if (!g_strv_contains (BTH_JSON_KEYS ("C", "M", "S"), code))
        {
          g_autofree char *p = g_strdup_printf ("%s[%u]", path, m);
          return bth_json_fail (error, p, "\"%s\" is not C, M or S", code);
        }
      out[m] = code[0];
    }
  return TRUE;
}

static gboolean
load_weather_terrain (BthLgaTables *t, JsonObject *root, GError **error)
{
  JsonObject *w = bth_json_member_object (root, "$", "weather", error), *readings, *r6, *te;
  JsonArray *rows, *months, *trows;

  if (w == NULL
      || !bth_json_check_keys (w, "$.weather", BTH_JSON_KEYS ("rule", "columns", "rows", "codes", "readings"), NULL, error)
      || bth_json_member_array (w, "$.weather", "columns", 12, 12, error) == NULL
      || (rows = bth_json_member_array (w, "$.weather", "rows", 6, 6, error)) == NULL
      || (readings = bth_json_member_object (w, "$.weather", "readings", error)) == NULL
      || !bth_json_check_keys (readings, "$.weather.readings", BTH_JSON_KEYS ("weather_map_a_row_6"), NULL, error)
      || (r6 = bth_json_member_object (readings, "$.weather.readings", "weather_map_a_row_6", error)) == NULL
      || (months = bth_json_member_array (r6, "$.weather.readings.weather_map_a_row_6", "months", 12, 12, error)) == NULL
      || !read_weather_row (months, "$.weather.readings.weather_map_a_row_6.months", t->weather_map_a_6, error))
    return FALSE;
  for (guint d = 0; d < 6; d++)
    {
      g_autofree char *p = g_strdup_printf ("$.weather.rows[%u]", d);
      g_autofree char *mp = g_strdup_printf ("%s.months", p);
      JsonObject *row = bth_json_element_object (rows, "$.weather.rows", d, error);
      int die;
      if (row == NULL || !bth_json_check_keys (row, p, BTH_JSON_KEYS ("die", "months"), NULL, error)
          || !bth_json_member_int (row, p, "die", (int) d + 1, (int) d + 1, &die, error)
          || (months = bth_json_member_array (row, p, "months", 12, 12, error)) == NULL
          || !read_weather_row (months, mp, t->weather[d], error))
        return FALSE;
    }
  if ((te = bth_json_member_object (root, "$", "terrain_effects", error)) == NULL
      || !bth_json_check_keys (te, "$.terrain_effects", BTH_JSON_KEYS ("rule", "rows"), NULL, error)
      || (trows = bth_json_member_array (te, "$.terrain_effects", "rows", 1, G_N_ELEMENTS (t->terrain), error)) == NULL)
    return FALSE;
  t->n_terrain = json_array_get_length (trows);
  for (guint i = 0; i < t->n_terrain; i++)
    {
      g_autofree char *p = g_strdup_printf ("$.terrain_effects.rows[%u]", i);
      JsonObject *row = bth_json_element_object (trows, "$.terrain_effects.rows", i, error);
      const char *id, *name, *move, *combat;
      if (row == NULL || !bth_json_check_keys (row, p, BTH_JSON_KEYS ("id", "terrain", "movement", "combat"), NULL, error)
          || (id = bth_json_member_string (row, p, "id", error)) == NULL
          || (name = bth_json_member_string (row, p, "terrain", error)) == NULL
          || (move = bth_json_member_string (row, p, "movement", error)) == NULL
          || (combat = bth_json_member_string (row, p, "combat", error)) == NULL
          || !parse_terrain_combat (combat, p, &t->terrain[i], error))
        return FALSE;
      t->terrain[i].id = g_strdup (id);
      t->terrain[i].terrain = g_strdup (name);
      t->terrain[i].movement = g_strdup (move);
      t->terrain[i].combat = g_strdup (combat);
    }
  return TRUE;
}

/* Battle losses and pursuit (12.62, 12.65), battle reinforcements (12.71), foraging
 * (14.43-14.44) and sieges (15.2, 15.52). */
static gboolean
load_losses_supply (BthLgaTables *t, JsonObject *root, GError **error)
{
  JsonObject *bl, *ratio, *even, *pursuit, *br, *fo, *si, *trains;
  const char *unlimited;

  if ((bl = bth_json_member_object (root, "$", "battle_losses", error)) == NULL
      || !bth_json_check_keys (bl, "$.battle_losses", BTH_JSON_KEYS ("ratio", "attrition_spread_evenly", "pursuit"), NULL, error)
      || (ratio = bth_json_member_object (bl, "$.battle_losses", "ratio", error)) == NULL
      || !bth_json_check_keys (ratio, "$.battle_losses.ratio", BTH_JSON_KEYS ("infantry", "cavalry", "artillery", "rule"), NULL, error)
      || !bth_json_member_int (ratio, "$.battle_losses.ratio", "infantry", 0, 9, &t->loss_ratio[0], error)
      || !bth_json_member_int (ratio, "$.battle_losses.ratio", "cavalry", 0, 9, &t->loss_ratio[1], error)
      || !bth_json_member_int (ratio, "$.battle_losses.ratio", "artillery", 0, 9, &t->loss_ratio[2], error)
      || (even = bth_json_member_object (bl, "$.battle_losses", "attrition_spread_evenly", error)) == NULL
      || !bth_json_check_keys (even, "$.battle_losses.attrition_spread_evenly", BTH_JSON_KEYS ("rule"), NULL, error)
      || (pursuit = bth_json_member_object (bl, "$.battle_losses", "pursuit", error)) == NULL
      || !bth_json_check_keys (pursuit, "$.battle_losses.pursuit", BTH_JSON_KEYS ("per_infantry_sp", "per_cavalry_sp", "rule"), NULL, error)
      || !bth_json_member_int (pursuit, "$.battle_losses.pursuit", "per_infantry_sp", 0, 9, &t->pursuit_infantry, error)
      || !bth_json_member_int (pursuit, "$.battle_losses.pursuit", "per_cavalry_sp", 0, 9, &t->pursuit_cavalry, error)
      || (br = bth_json_member_object (root, "$", "battle_reinforcements", error)) == NULL
      || !bth_json_check_keys (br, "$.battle_reinforcements", BTH_JSON_KEYS ("range_hexes", "movement_points", "movement_points_now", "rule"), NULL, error)
      || !bth_json_member_int (br, "$.battle_reinforcements", "range_hexes", 1, 9, &t->reinforcement_range, error)
      || !bth_json_member_int (br, "$.battle_reinforcements", "movement_points", 1, 9, &t->reinforcement_mp, error)
      || !bth_json_member_int (br, "$.battle_reinforcements", "movement_points_now", 1, 9, &t->reinforcement_mp_now, error)
      || (fo = bth_json_member_object (root, "$", "foraging", error)) == NULL
      || !bth_json_check_keys (fo, "$.foraging", BTH_JSON_KEYS ("range_hexes", "town_corps", "city_corps", "depot_city", "rule"), NULL, error)
      || !bth_json_member_int (fo, "$.foraging", "range_hexes", 1, 9, &t->forage_range, error)
      || !bth_json_member_int (fo, "$.foraging", "town_corps", 1, 9, &t->forage_town, error)
      || !bth_json_member_int (fo, "$.foraging", "city_corps", 1, 9, &t->forage_city, error)
      || (unlimited = bth_json_member_string (fo, "$.foraging", "depot_city", error)) == NULL
      || (!g_str_equal (unlimited, "unlimited") && !bth_json_fail (error, "$.foraging.depot_city", "expected \"unlimited\""))
      || (si = bth_json_member_object (root, "$", "siege", error)) == NULL
      || !bth_json_check_keys (si, "$.siege", BTH_JSON_KEYS ("major_fortress_sp", "minor_fortress_sp", "depot_trains"), NULL, error)
      || !read_rule_value (si, "$.siege", "major_fortress_sp", 1, 99, &t->fortress_major_sp, error)
      || !read_rule_value (si, "$.siege", "minor_fortress_sp", 1, 99, &t->fortress_minor_sp, error)
      || (trains = bth_json_member_object (si, "$.siege", "depot_trains", error)) == NULL
      || !bth_json_check_keys (trains, "$.siege.depot_trains", BTH_JSON_KEYS ("die", "plus", "rule"), NULL, error)
      || !bth_json_member_int (trains, "$.siege.depot_trains", "plus", 0, 9, &t->siege_trains_plus, error))
    return FALSE;
  return TRUE;
}

/* River Crossing battles (12.91-12.93) and the L-2 die (12.56). */
static gboolean
load_river_leaders (BthLgaTables *t, JsonObject *root, GError **error)
{
  const char *rp = "$.river_crossing";
  JsonObject *rc, *fl, *ce, *first, *ll, *corps, *army;
  const char *fraction;
  int corps_min, army_min, army_max;

  if ((rc = bth_json_member_object (root, "$", "river_crossing", error)) == NULL
      || !bth_json_check_keys (rc, rp, BTH_JSON_KEYS ("rule", "front_line_max", "corps_equivalent", "first_round_corps",
                                                      "corps_per_later_round", "max_rounds", "attacker_withdraw_number_plus"), NULL, error)
      || (fl = bth_json_member_object (rc, rp, "front_line_max", error)) == NULL
      || !bth_json_check_keys (fl, "$.river_crossing.front_line_max", BTH_JSON_KEYS ("infantry_divisions", "cavalry_divisions",
                               "cavalry_brigades", "field_artillery_sp", "horse_artillery_sp", "rule"), NULL, error)
      || !bth_json_member_int (fl, "$.river_crossing.front_line_max", "infantry_divisions", 0, 9, &t->river_front_infantry, error)
      || !bth_json_member_int (fl, "$.river_crossing.front_line_max", "cavalry_divisions", 0, 9, &t->river_front_cavalry_divisions, error)
      || !bth_json_member_int (fl, "$.river_crossing.front_line_max", "cavalry_brigades", 0, 9, &t->river_front_cavalry_brigades, error)
      || !bth_json_member_int (fl, "$.river_crossing.front_line_max", "field_artillery_sp", 0, 9, &t->river_front_fa, error)
      || !bth_json_member_int (fl, "$.river_crossing.front_line_max", "horse_artillery_sp", 0, 9, &t->river_front_ha, error)
      || (ce = bth_json_member_object (rc, rp, "corps_equivalent", error)) == NULL
      || !bth_json_check_keys (ce, "$.river_crossing.corps_equivalent", BTH_JSON_KEYS ("infantry_divisions", "cavalry_divisions",
                               "field_artillery_sp", "horse_artillery_sp", "rule"), NULL, error)
      || !bth_json_member_int (ce, "$.river_crossing.corps_equivalent", "infantry_divisions", 0, 9, &t->corps_equivalent[0], error)
      || !bth_json_member_int (ce, "$.river_crossing.corps_equivalent", "cavalry_divisions", 0, 9, &t->corps_equivalent[1], error)
      || !bth_json_member_int (ce, "$.river_crossing.corps_equivalent", "field_artillery_sp", 0, 9, &t->corps_equivalent[2], error)
      || !bth_json_member_int (ce, "$.river_crossing.corps_equivalent", "horse_artillery_sp", 0, 9, &t->corps_equivalent[3], error)
      || (first = bth_json_member_object (rc, rp, "first_round_corps", error)) == NULL
      || !bth_json_check_keys (first, "$.river_crossing.first_round_corps", BTH_JSON_KEYS ("fraction", "rule"), NULL, error)
      || (fraction = bth_json_member_string (first, "$.river_crossing.first_round_corps", "fraction", error)) == NULL
      || ((!g_str_has_prefix (fraction, "1/") || (t->river_first_round_den = atoi (fraction + 2)) < 1)
          && !bth_json_fail (error, "$.river_crossing.first_round_corps.fraction", "expected \"1/N\""))
      || !read_rule_value (rc, rp, "corps_per_later_round", 0, 9, &t->river_corps_per_round, error)
      || !read_rule_value (rc, rp, "max_rounds", 1, 9, &t->river_max_rounds, error)
      || !read_rule_value (rc, rp, "attacker_withdraw_number_plus", 0, 9, &t->river_withdraw_plus, error)
      || (ll = bth_json_member_object (root, "$", "leader_loss", error)) == NULL
      || !bth_json_check_keys (ll, "$.leader_loss", BTH_JSON_KEYS ("rule", "corps_leader_die", "army_leader_die"), NULL, error)
      || (corps = bth_json_member_object (ll, "$.leader_loss", "corps_leader_die", error)) == NULL
      || !bth_json_check_keys (corps, "$.leader_loss.corps_leader_die", BTH_JSON_KEYS ("min", "max"), NULL, error)
      || !bth_json_member_int (corps, "$.leader_loss.corps_leader_die", "min", 1, 6, &corps_min, error)
      || !bth_json_member_int (corps, "$.leader_loss.corps_leader_die", "max", 1, 6, &t->l2_corps_die_max, error)
      || (army = bth_json_member_object (ll, "$.leader_loss", "army_leader_die", error)) == NULL
      || !bth_json_check_keys (army, "$.leader_loss.army_leader_die", BTH_JSON_KEYS ("min", "max"), NULL, error)
      || !bth_json_member_int (army, "$.leader_loss.army_leader_die", "min", 1, 6, &army_min, error)
      || !bth_json_member_int (army, "$.leader_loss.army_leader_die", "max", 1, 6, &army_max, error))
    return FALSE;
  if (corps_min != 1 || army_min != t->l2_corps_die_max + 1 || army_max != 6)
    return bth_json_fail (error, "$.leader_loss", "the corps and army leader's faces must share the die 1-6 between them");
  return TRUE;
}

BthLgaRules *
bth_lga_rules_new_from_data (const char *text, gssize length, const char *origin, GError **error)
{
  g_autoptr(BthLgaRules) self = g_object_new (BTH_TYPE_LGA_RULES, NULL);
  g_autoptr(GError) local = NULL;
  JsonObject *root;
  const char *format;
  int version;

  self->document = bth_json_parse_strict (text, length, &local);
  if (self->document == NULL || !JSON_NODE_HOLDS_OBJECT (self->document))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", origin,
                   local ? local->message : "$: expected an object");
      return NULL;
    }
  root = json_node_get_object (self->document);
  if (!bth_json_check_keys (root, "$", BTH_JSON_KEYS ("format", "format_version", "id", "name", "sources", "skirmish",
                                                      "battle_odds", "battle_modifiers", "leaders", "combat_results",
                                                      "minimum_loss", "rout", "withdraw", "withdrawal_battle", "deployment",
                                                      "assault", "morale", "advance_points", "attrition", "force_march",
                                                      "weather", "terrain_effects", "battle_losses",
                                                      "battle_reinforcements", "foraging", "siege", "river_crossing",
                                                      "leader_loss"), NULL, &local)
      || (format = bth_json_member_string (root, "$", "format", &local)) == NULL
      || (!g_str_equal (format, "berthier-lga-ruleset") && !bth_json_fail (&local, "$.format", "expected \"berthier-lga-ruleset\""))
      || !bth_json_member_int (root, "$", "format_version", 1, 1, &version, &local)
      || bth_json_member_string (root, "$", "id", &local) == NULL
      || !load_skirmish (&self->tables, root, &local)
      || !load_odds (&self->tables, root, &local)
      || !load_battle (&self->tables, root, &local)
      || !load_attrition (&self->tables, root, &local)
      || !load_weather_terrain (&self->tables, root, &local)
      || !load_losses_supply (&self->tables, root, &local)
      || !load_river_leaders (&self->tables, root, &local))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s", origin, local->message);
      return NULL;
    }
  return g_steal_pointer (&self);
}

BthLgaRules *
bth_lga_rules_new_default (GError **error)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (BTH_LGA_RULES_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize size;
  const char *data;

  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return bth_lga_rules_new_from_data (data, (gssize) size, BTH_LGA_RULES_FILE, error);
}

BthLgaRules *
bth_lga_rules_new_from_file (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  return bth_lga_rules_new_from_data (text, (gssize) length, path, error);
}

JsonNode *
bth_lga_rules_get_document (BthLgaRules *self)
{
  return self->document;
}

const BthLgaTables *
bth_lga_rules_get_tables (BthLgaRules *self)
{
  return &self->tables;
}

const BthLgaModifierDef *
bth_lga_rules_modifier (BthLgaRules *self, const char *group, const char *id)
{
  GArray *list = g_str_equal (group, "skirmish") ? self->tables.skirmish_modifiers
                 : g_str_equal (group, "battle") ? self->tables.battle_modifiers
                 : self->tables.attrition_modifiers;

  for (guint i = 0; i < list->len; i++)
    if (g_str_equal (g_array_index (list, BthLgaModifierDef, i).id, id))
      return &g_array_index (list, BthLgaModifierDef, i);
  g_error ("La Grande Armée's rules have no %s modifier \"%s\"", group, id);
}

int
bth_lga_rules_minimum_loss (BthLgaRules *self, int sp)
{
  const BthLgaTables *t = &self->tables;

  if (sp <= 0)
    return 0;
  if (sp > t->min_loss_above)
    return (sp * t->min_loss_percent + 50) / 100;   /* fractions of 0.5 or above rounded up */
  for (guint i = 0; i < t->n_min_loss; i++)
    if (sp >= t->min_loss_min[i] && sp <= t->min_loss_max[i])
      return t->min_loss[i];
  g_assert_not_reached ();
}

const BthLgaOdds *
bth_lga_rules_odds_steps (BthLgaRules *self, const BthLgaOptions *options, guint *n, BthLgaOdds *buffer)
{
  const BthLgaTables *t = &self->tables;

  *n = t->n_odds;
  if (!options->odds_map_b_1_3)
    return t->odds;
  /* The Map B copy: its step replaces the named one, kept in rising order. */
  {
    guint k = 0;
    gboolean placed = FALSE;
    for (guint i = 0; i < t->n_odds; i++)
      {
        if (g_str_equal (t->odds[i].label, t->odds_map_b_replaces))
          continue;
        if (!placed && t->odds_map_b.num * t->odds[i].den < t->odds[i].num * t->odds_map_b.den)
          buffer[k++] = t->odds_map_b, placed = TRUE;
        buffer[k++] = t->odds[i];
      }
    if (!placed)
      buffer[k++] = t->odds_map_b;
    *n = k;
  }
  return buffer;
}

char
bth_lga_rules_weather (BthLgaRules *self, const BthLgaOptions *options, int month, int die)
{
  g_return_val_if_fail (month >= 1 && month <= 12 && die >= 1 && die <= 6, 0);
  if (die == 6 && options->weather_map_a_row_6)
    return self->tables.weather_map_a_6[month - 1];
  return self->tables.weather[die - 1][month - 1];
}

const BthLgaTerrain *
bth_lga_rules_terrain (BthLgaRules *self, const char *id)
{
  for (guint i = 0; i < self->tables.n_terrain; i++)
    if (g_str_equal (self->tables.terrain[i].id, id))
      return &self->tables.terrain[i];
  return NULL;
}

/* ---------------------------------------------------------------------------------- */
/* Options                                                                              */

#define OPTION_NAMES "odds_map_b_1_3", "normal_march_6_10_map_a", "weather_map_a_row_6", "leaders_top_only", \
  "cavalry_leaders_multiply", "skirmish_below_1_2_not_allowed", "french_modifier_all_only", \
  "dfm_chart_net_plus_2", "limited_zoc_worse_than_1_2", "river_crossing_defender_retreats", \
  "l2_spares_supreme_commander"

static gboolean *
option_field (BthLgaOptions *o, guint i)
{
  gboolean *fields[] = { &o->odds_map_b_1_3, &o->normal_march_6_10_map_a, &o->weather_map_a_row_6,
                         &o->leaders_top_only, &o->cavalry_leaders_multiply, &o->skirmish_below_1_2_not_allowed,
                         &o->french_modifier_all_only, &o->dfm_chart_net_plus_2, &o->limited_zoc_worse_than_1_2,
                         &o->river_crossing_defender_retreats, &o->l2_spares_supreme_commander };
  return fields[i];
}

gboolean
bth_lga_options_from_json (JsonObject *obj, const char *path, BthLgaOptions *out, GError **error)
{
  static const char * const names[] = { OPTION_NAMES, NULL };

  memset (out, 0, sizeof *out);
  if (obj == NULL)
    return TRUE;
  if (!bth_json_check_keys (obj, path, NULL, names, error))
    return FALSE;
  for (guint i = 0; names[i] != NULL; i++)
    if (!bth_json_optional_bool (obj, path, names[i], FALSE, option_field (out, i), error))
      return FALSE;
  return TRUE;
}

JsonNode *
bth_lga_options_to_json (const BthLgaOptions *options)
{
  static const char * const names[] = { OPTION_NAMES, NULL };
  BthLgaOptions copy = *options;
  JsonArray *array = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; names[i] != NULL; i++)
    if (*option_field (&copy, i))
      json_array_add_string_element (array, names[i]);
  json_node_take_array (node, array);
  return node;
}

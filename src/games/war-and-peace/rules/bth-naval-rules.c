/* bth-naval-rules.c — parsing the naval charts (004:89-142) and the "naval" section.
 *
 * Cells stay in the chart's printed notation in the file ("2K 0", "F*") and are parsed
 * here, so a typo fails the ruleset load with the JSON path of the cell.
 */
#include "bth-naval-rules.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <stdio.h>
#include <string.h>

static const char *const result_names[BTH_NAVAL_RESULT_COUNT] = { "0", "D", "R", "K", "C", "2K", "2C" };
static const char *const check_names[] = { "-", "F*", "F", "E", "I", "C", "K" };

const char *
bth_naval_result_to_string (BthNavalResult result)
{
  return result < BTH_NAVAL_RESULT_COUNT ? result_names[result] : "?";
}

gboolean
bth_naval_result_from_string (const char *text, BthNavalResult *out)
{
  for (guint i = 0; i < BTH_NAVAL_RESULT_COUNT; i++)
    if (g_strcmp0 (text, result_names[i]) == 0)
      {
        *out = (BthNavalResult) i;
        return TRUE;
      }
  return FALSE;
}

int
bth_naval_result_sunk (BthNavalResult result)
{
  return result == BTH_NAVAL_SUNK ? 1 : result == BTH_NAVAL_SUNK_2 ? 2 : 0;
}

int
bth_naval_result_captured (BthNavalResult result)
{
  return result == BTH_NAVAL_CAPTURED ? 1 : result == BTH_NAVAL_CAPTURED_2 ? 2 : 0;
}

const char *
bth_naval_check_to_string (BthNavalCheck check)
{
  return check_names[check];
}

static gboolean
fail (GError **error, const char *path, const char *message, const char *value)
{
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s \"%s\"", path, message, value);
  return FALSE;
}

static gboolean
parse_ratio (const char *text, const char *path, BthRatio *out, GError **error)
{
  int num, den;
  char extra;

  if (text == NULL || sscanf (text, "%d:%d%c", &num, &den, &extra) != 2 || num < 1 || den < 1)
    return fail (error, path, "expected a ratio such as 3:2, not", text ? text : "");
  out->num = num;
  out->den = den;
  return TRUE;
}

static gboolean
take_string (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  const char *value = bth_json_member_string (obj, path, member, error);

  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

/* ---- Naval Results Table ----------------------------------------------------------- */

static gboolean
load_results (BthNavalRules *t, JsonObject *obj, GError **error)
{
  const char *path = "$.naval_results";
  JsonArray *rolls, *rows, *special;
  guint n;

  /* bth-ruleset-load.c has checked the keys and shapes; here the cells get their meaning. */
  rolls = json_object_get_array_member (obj, "rolls");
  n = json_array_get_length (rolls);
  if (n > BTH_NAVAL_MAX_ROLLS)
    return fail (error, path, "too many roll columns:", "rolls");
  t->n_rolls = n;
  for (guint i = 0; i < n; i++)
    t->rolls[i] = (int) json_array_get_int_element (rolls, i);
  for (guint i = 1; i < n; i++)
    if (t->rolls[i] != t->rolls[i - 1] + 1)
      return fail (error, path, "rolls must be consecutive at", "rolls");
  t->results_source = g_strdup (json_object_get_string_member (obj, "source"));

  rows = json_object_get_array_member (obj, "rows");
  t->n_rows = json_array_get_length (rows);
  t->rows = g_new0 (BthNavalCrtRow, t->n_rows);
  for (guint r = 0; r < t->n_rows; r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      JsonArray *cells = json_object_get_array_member (row, "cells");
      BthNavalCrtRow *out = &t->rows[r];
      g_autofree char *rp = g_strdup_printf ("%s.rows[%u].odds", path, r);

      out->odds = g_strdup (json_object_get_string_member (row, "odds"));
      if (!parse_ratio (out->odds, rp, &out->at_least, error))
        return FALSE;
      for (guint c = 0; c < n; c++)
        {
          g_autofree char *cp = g_strdup_printf ("%s.rows[%u].cells[%u]", path, r, c);
          const char *cell = json_array_get_string_element (cells, c);
          g_auto (GStrv) parts = g_strsplit (cell, " ", -1);
          if (g_strv_length (parts) != 2 ||
              !bth_naval_result_from_string (parts[0], &out->larger[c]) ||
              !bth_naval_result_from_string (parts[1], &out->smaller[c]))
            return fail (error, cp, "expected \"LARGER SMALLER\" results such as \"R D\", not", cell);
        }
    }

  special = json_object_get_array_member (obj, "special_rows");
  for (guint k = 0; k < BTH_NAVAL_ROW_COUNT; k++)
    {
      static const char *const ids[] = { "blockade", "pursuit", "transport" };
      /* Which letters each row may hold (004:121-128). */
      static const char *const allowed[] = { "-,F*,F,E", "-,F,I", "-,C,K,E" };
      gboolean found = FALSE;
      for (guint r = 0; r < json_array_get_length (special); r++)
        {
          JsonObject *row = json_array_get_object_element (special, r);
          JsonArray *cells;
          if (!g_str_equal (json_object_get_string_member (row, "id"), ids[k]))
            continue;
          found = TRUE;
          cells = json_object_get_array_member (row, "cells");
          for (guint c = 0; c < n; c++)
            {
              g_autofree char *cp = g_strdup_printf ("%s.special_rows[%u].cells[%u]", path, r, c);
              g_auto (GStrv) ok = g_strsplit (allowed[k], ",", -1);
              const char *cell = json_array_get_string_element (cells, c);
              guint i;
              if (!g_strv_contains ((const char * const *) ok, cell))
                return fail (error, cp, "not a letter of this row:", cell);
              for (i = 0; i < G_N_ELEMENTS (check_names) && !g_str_equal (check_names[i], cell); i++)
                ;
              /* "F" on the Pursuit row is a plain failure, as on the Blockade row. */
              t->checks[k][c] = (BthNavalCheck) i;
            }
        }
      if (!found)
        return fail (error, path, "special_rows lacks the row", ids[k]);
    }
  return TRUE;
}

/* ---- Naval Damage Table ------------------------------------------------------------- */

static gboolean
load_damage (BthNavalRules *t, JsonObject *obj, GError **error)
{
  const char *path = "$.naval_damage";
  JsonArray *columns = json_object_get_array_member (obj, "columns");
  JsonArray *rows = json_object_get_array_member (obj, "rows");
  gboolean seen[BTH_NAVAL_RESULT_COUNT] = { FALSE };
  guint n = json_array_get_length (columns);

  if (n > G_N_ELEMENTS (t->damage_attrition))
    return fail (error, path, "too many columns:", "columns");
  for (guint c = 0; c < n; c++)
    if (json_array_get_int_element (columns, c) != (gint64) c + 1)
      return fail (error, path, "columns must count strength points 1, 2, 3 …", "columns");
  t->damage_columns = (int) n;
  t->damage_source = g_strdup (json_object_get_string_member (obj, "source"));
  seen[BTH_NAVAL_NONE] = TRUE;
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      JsonArray *cells = json_object_get_array_member (row, "cells");
      const char *name = json_object_get_string_member (row, "result");
      g_autofree char *rp = g_strdup_printf ("%s.rows[%u].result", path, r);
      BthNavalResult result;
      int *slot;

      if (g_str_equal (name, "Attrition Table"))
        slot = t->damage_attrition;
      else if (bth_naval_result_from_string (name, &result) && !seen[result])
        {
          seen[result] = TRUE;
          slot = t->damage[result];
        }
      else
        return fail (error, rp, "not a naval result or listed twice:", name);
      for (guint c = 0; c < n; c++)
        slot[c] = (int) json_array_get_int_element (cells, c);
    }
  for (guint i = 0; i < BTH_NAVAL_RESULT_COUNT; i++)
    if (!seen[i])
      return fail (error, path, "rows lack the result", result_names[i]);
  return TRUE;
}

/* ---- the "naval" section ------------------------------------------------------------- */

static gboolean
load_zones (BthNavalRules *t, JsonObject *obj, const char *path, GError **error)
{
  g_autofree char *zp = g_strdup_printf ("%s.zones", path);
  g_autofree char *bp = g_strdup_printf ("%s.boundary_ports", path);
  JsonArray *zones, *ports;

  if (!bth_json_check_keys (obj, path, BTH_JSON_KEYS ("count", "european_count", "rule", "zones", "boundary_ports"),
                            NULL, error) ||
      !bth_json_member_int (obj, path, "count", 1, 99, &t->zone_count, error) ||
      !bth_json_member_int (obj, path, "european_count", 1, 99, &t->european_zone_count, error) ||
      !take_string (obj, path, "rule", &t->zones_rule, error) ||
      (zones = bth_json_member_array (obj, path, "zones", 1, 99, error)) == NULL ||
      (ports = bth_json_member_array (obj, path, "boundary_ports", 0, 99, error)) == NULL)
    return FALSE;
  t->n_zones = json_array_get_length (zones);
  if (t->n_zones > (guint) t->zone_count)
    return fail (error, zp, "more zones than the count", "count");
  t->zones = g_new0 (BthSeaZoneDef, t->n_zones);
  for (guint i = 0; i < t->n_zones; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", zp, i);
      JsonObject *zone = bth_json_element_object (zones, zp, i, error);
      BthSeaZoneDef *z = &t->zones[i];
      if (zone == NULL ||
          !bth_json_check_keys (zone, p, BTH_JSON_KEYS ("name", "european", "mp", "im", "mt", "source"), NULL, error) ||
          !take_string (zone, p, "name", &z->name, error) ||
          !bth_json_member_bool (zone, p, "european", &z->european, error) ||
          !bth_json_member_int_or_null (zone, p, "mp", 0, 9, -1, &z->mp, error) ||
          !bth_json_member_int_or_null (zone, p, "im", -6, 6, BTH_NAVAL_UNKNOWN, &z->im, error) ||
          !bth_json_member_int_or_null (zone, p, "mt", -6, 6, BTH_NAVAL_UNKNOWN, &z->mt, error) ||
          !take_string (zone, p, "source", &z->source, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        if (g_str_equal (t->zones[j].name, z->name))
          return fail (error, p, "zone listed twice:", z->name);
    }
  t->n_boundary_ports = json_array_get_length (ports);
  t->boundary_ports = g_new0 (char *, t->n_boundary_ports + 1);
  t->boundary_zones = g_new0 (char **, t->n_boundary_ports + 1);
  for (guint i = 0; i < t->n_boundary_ports; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s[%u]", bp, i);
      g_autofree char *zlp = g_strdup_printf ("%s.zones", p);
      JsonObject *port = bth_json_element_object (ports, bp, i, error);
      JsonArray *list;
      if (port == NULL ||
          !bth_json_check_keys (port, p, BTH_JSON_KEYS ("port", "zones"), NULL, error) ||
          !take_string (port, p, "port", &t->boundary_ports[i], error) ||
          (list = bth_json_member_array (port, p, "zones", 2, 4, error)) == NULL)
        return FALSE;
      t->boundary_zones[i] = g_new0 (char *, json_array_get_length (list) + 1);
      for (guint j = 0; j < json_array_get_length (list); j++)
        {
          const char *name = bth_json_element_string (list, zlp, j, error);
          if (name == NULL)
            return FALSE;
          if (bth_naval_find_zone (t, name) == NULL)
            return fail (error, zlp, "no such sea zone:", name);
          t->boundary_zones[i][j] = g_strdup (name);
        }
    }
  return TRUE;
}

static gboolean
load_section (BthNavalRules *t, JsonObject *naval, GError **error)
{
  const char *path = "$.naval";
  JsonObject *o;

  if (!bth_json_check_keys (naval, path, BTH_JSON_KEYS ("source", "squadron", "movement", "sea_zones", "transport",
                                               "combat", "interception", "pursuit", "nelson", "prizes",
                                               "battle_damage"), NULL, error) ||
      bth_json_member_string (naval, path, "source", error) == NULL)
    return FALSE;

#define SUB(name, ...)                                                                   \
  ((o = bth_json_member_object (naval, path, name, error)) != NULL &&                     \
   bth_json_check_keys (o, "$.naval." name, BTH_JSON_KEYS (__VA_ARGS__), NULL, error))
#define INT(name, member, lo, hi, out)  bth_json_member_int (o, "$.naval." name, member, lo, hi, out, error)
#define STR(name, member, out)          take_string (o, "$.naval." name, member, out, error)

  if (!SUB ("squadron", "strength", "morale", "english_morale", "english", "rule") ||
      !INT ("squadron", "strength", 1, 9, &t->squadron_strength) ||
      !INT ("squadron", "morale", 0, 3, &t->squadron_morale) ||
      !INT ("squadron", "english_morale", 0, 3, &t->english_morale) ||
      !STR ("squadron", "english", &t->english) ||
      !STR ("squadron", "rule", &t->squadron_rule))
    return FALSE;
  if (!SUB ("movement", "allowance", "allowance_rule", "port_hex", "coastal_hex", "same_name_zone", "cost_rule") ||
      !INT ("movement", "allowance", 1, 20, &t->movement_allowance) ||
      !STR ("movement", "allowance_rule", &t->allowance_rule) ||
      !INT ("movement", "port_hex", 0, 9, &t->port_hex_cost) ||
      !INT ("movement", "coastal_hex", 0, 9, &t->coastal_hex_cost) ||
      !INT ("movement", "same_name_zone", 0, 9, &t->same_name_zone_cost) ||
      !STR ("movement", "cost_rule", &t->cost_rule))
    return FALSE;
  if ((o = bth_json_member_object (naval, path, "sea_zones", error)) == NULL ||
      !load_zones (t, o, "$.naval.sea_zones", error))
    return FALSE;
  if (!SUB ("transport", "points", "infantry", "cavalry", "mixed_points", "mixed_infantry", "rule") ||
      !INT ("transport", "points", 0, 99, &t->transport_points) ||
      !INT ("transport", "infantry", 0, 99, &t->transport_infantry) ||
      !INT ("transport", "cavalry", 0, 99, &t->transport_cavalry) ||
      !INT ("transport", "mixed_points", 0, 99, &t->transport_mixed_points) ||
      !INT ("transport", "mixed_infantry", 0, 99, &t->transport_mixed_infantry) ||
      !STR ("transport", "rule", &t->transport_rule))
    return FALSE;
  if (!SUB ("combat", "die", "odds_rule", "morale_rule", "retreat_after_lost_rounds", "nelson_larger",
            "nelson_smaller", "nelson_rule", "odds") ||
      !INT ("combat", "retreat_after_lost_rounds", 1, 9, &t->retreat_after_lost_rounds) ||
      !INT ("combat", "die", 1, 1, &t->combat_die) ||
      !STR ("combat", "odds_rule", &t->odds_rule) ||
      !STR ("combat", "morale_rule", &t->morale_rule) ||
      !INT ("combat", "nelson_larger", -3, 3, &t->nelson_larger) ||
      !INT ("combat", "nelson_smaller", -3, 3, &t->nelson_smaller) ||
      !STR ("combat", "nelson_rule", &t->nelson_combat_rule))
    return FALSE;
  {
    /* The odds bands must be the rows of the Naval Results Table, highest first. */
    JsonArray *bands = bth_json_member_array (o, "$.naval.combat", "odds", t->n_rows, t->n_rows, error);
    if (bands == NULL)
      return FALSE;
    for (guint i = 0; i < t->n_rows; i++)
      {
        g_autofree char *p = g_strdup_printf ("$.naval.combat.odds[%u]", i);
        g_autofree char *ap = g_strconcat (p, ".at_least", NULL);
        JsonObject *band = bth_json_element_object (bands, "$.naval.combat.odds", i, error);
        const char *odds, *at_least;
        BthRatio ratio;
        BthNavalCrtRow *row = NULL;
        if (band == NULL || !bth_json_check_keys (band, p, BTH_JSON_KEYS ("odds", "at_least"), NULL, error) ||
            (odds = bth_json_member_string (band, p, "odds", error)) == NULL ||
            (at_least = bth_json_member_string (band, p, "at_least", error)) == NULL ||
            !parse_ratio (at_least, ap, &ratio, error))
          return FALSE;
        for (guint r = 0; r < t->n_rows; r++)
          if (g_str_equal (t->rows[r].odds, odds))
            row = &t->rows[r];
        if (row == NULL)
          return fail (error, p, "no Naval Results row for odds", odds);
        row->at_least = ratio;
        if (i > 0)
          {
            BthRatio prev = t->rows[i - 1].at_least;
            if ((gint64) ratio.num * prev.den >= (gint64) prev.num * ratio.den)
              return fail (error, p, "bands must go from the highest odds down, at", odds);
          }
        /* Keep the rows in band order so row i is band i. */
        if (row != &t->rows[i])
          {
            BthNavalCrtRow tmp = t->rows[i];
            t->rows[i] = *row;
            *row = tmp;
          }
      }
  }
  if (!SUB ("interception", "die", "at_sea", "at_sea_rule", "nelson", "nelson_rule", "second_turn", "second_turn_rule") ||
      !INT ("interception", "die", 1, 1, &t->intercept_die) ||
      !INT ("interception", "at_sea", -3, 3, &t->intercept_at_sea) ||
      !STR ("interception", "at_sea_rule", &t->intercept_at_sea_rule) ||
      !INT ("interception", "nelson", -3, 3, &t->intercept_nelson) ||
      !STR ("interception", "nelson_rule", &t->intercept_nelson_rule) ||
      !INT ("interception", "second_turn", -3, 3, &t->intercept_second_turn) ||
      !STR ("interception", "second_turn_rule", &t->intercept_second_turn_rule))
    return FALSE;
  if (!SUB ("pursuit", "at_sea", "at_sea_source", "nelson", "nelson_rule") ||
      !INT ("pursuit", "at_sea", -3, 3, &t->pursuit_at_sea) ||
      !STR ("pursuit", "at_sea_source", &t->pursuit_at_sea_source) ||
      !INT ("pursuit", "nelson", -3, 3, &t->pursuit_nelson) ||
      !STR ("pursuit", "nelson_rule", &t->pursuit_nelson_rule))
    return FALSE;
  if (!SUB ("nelson", "unharmed_below", "rule") ||
      !INT ("nelson", "unharmed_below", 2, 13, &t->nelson_unharmed_below) ||
      !STR ("nelson", "rule", &t->nelson_casualty_rule))
    return FALSE;
  if (!SUB ("prizes", "squadron_cost", "squadron_months", "transport_cost", "transport_months",
            "max_segments_at_sea", "tow_limit", "morale_penalty", "rule") ||
      !INT ("prizes", "squadron_cost", 0, 99, &t->prize_squadron_cost) ||
      !INT ("prizes", "squadron_months", 0, 99, &t->prize_squadron_months) ||
      !INT ("prizes", "transport_cost", 0, 99, &t->prize_transport_cost) ||
      !INT ("prizes", "transport_months", 0, 99, &t->prize_transport_months) ||
      !INT ("prizes", "max_segments_at_sea", 0, 99, &t->prize_max_segments_at_sea) ||
      !INT ("prizes", "tow_limit", 1, 9, &t->prize_tow_limit) ||
      !INT ("prizes", "morale_penalty", 0, 3, &t->prize_morale_penalty) ||
      !STR ("prizes", "rule", &t->prize_rule))
    return FALSE;
  if (!SUB ("battle_damage", "repair_cost", "repair_turns", "english_repair_morale_penalty", "rule") ||
      !INT ("battle_damage", "repair_cost", 0, 99, &t->damage_repair_cost) ||
      !INT ("battle_damage", "repair_turns", 0, 99, &t->damage_repair_turns) ||
      !INT ("battle_damage", "english_repair_morale_penalty", 0, 3, &t->english_repair_morale_penalty) ||
      !STR ("battle_damage", "rule", &t->damage_rule))
    return FALSE;
#undef SUB
#undef INT
#undef STR
  return TRUE;
}

BthNavalRules *
bth_naval_rules_load (JsonObject *root, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  BthNavalRules *t = g_new0 (BthNavalRules, 1);
  JsonObject *naval;

  if (!load_results (t, json_object_get_object_member (root, "naval_results"), &local_error) ||
      !load_damage (t, json_object_get_object_member (root, "naval_damage"), &local_error) ||
      (naval = bth_json_member_object (root, "$", "naval", &local_error)) == NULL ||
      !load_section (t, naval, &local_error))
    {
      bth_naval_rules_free (t);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return t;
}

void
bth_naval_rules_free (BthNavalRules *t)
{
  if (t == NULL)
    return;
  for (guint i = 0; t->rows && i < t->n_rows; i++)
    g_free (t->rows[i].odds);
  g_free (t->rows);
  g_free (t->results_source);
  g_free (t->damage_source);
  g_free (t->english);
  g_free (t->squadron_rule);
  g_free (t->allowance_rule);
  g_free (t->cost_rule);
  for (guint i = 0; t->zones && i < t->n_zones; i++)
    {
      g_free (t->zones[i].name);
      g_free (t->zones[i].source);
    }
  g_free (t->zones);
  g_free (t->zones_rule);
  g_strfreev (t->boundary_ports);
  for (guint i = 0; t->boundary_zones && i < t->n_boundary_ports; i++)
    g_strfreev (t->boundary_zones[i]);
  g_free (t->boundary_zones);
  g_free (t->transport_rule);
  g_free (t->odds_rule);
  g_free (t->morale_rule);
  g_free (t->nelson_combat_rule);
  g_free (t->intercept_at_sea_rule);
  g_free (t->intercept_nelson_rule);
  g_free (t->intercept_second_turn_rule);
  g_free (t->pursuit_at_sea_source);
  g_free (t->pursuit_nelson_rule);
  g_free (t->nelson_casualty_rule);
  g_free (t->prize_rule);
  g_free (t->damage_rule);
  g_free (t);
}

const BthSeaZoneDef *
bth_naval_find_zone (const BthNavalRules *naval, const char *name)
{
  for (guint i = 0; i < naval->n_zones; i++)
    if (g_ascii_strcasecmp (naval->zones[i].name, name) == 0)
      return &naval->zones[i];
  return NULL;
}

int
bth_naval_roll_column (const BthNavalRules *naval, int roll)
{
  if (naval->n_rolls == 0 || roll < naval->rolls[0] || roll > naval->rolls[naval->n_rolls - 1])
    return -1;
  return roll - naval->rolls[0];
}

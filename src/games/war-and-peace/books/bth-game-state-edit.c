/* bth-game-state-edit.c — edit paths: a path names one field of the state (stacks.s3.location,
 * alliance.french_vp, calendar.winter_months …); edit and override events set it, checking
 * that the "old" value is what the state holds. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

#include <string.h>

/* ---- edits: a path names one field of the state -------------------------------------- */

typedef enum { FIELD_INT, FIELD_INT_OR_NULL, FIELD_BOOL, FIELD_STRING, FIELD_STRING_OR_NULL, FIELD_SP, FIELD_SIDE,
               FIELD_POWER, FIELD_MONTHS, FIELD_ANSWER } FieldType;

typedef struct {
  FieldType type;
  int      *i;
  gboolean *b;
  char    **s;
  GArray   *units;      /* FIELD_SP */
  const char *power, *kind;
  guint    *months;     /* FIELD_MONTHS, with .b for "known" */
  GHashTable *answers;  /* FIELD_ANSWER, key in .kind */
  int       min, max;
} Field;

static gboolean
resolve_field (const BthGameState *self, const char *path, char **parts, Field *f, GError **error)
{
  static const char *const alliance_fields[] = { "french_vp", "french_cp", "anti_vp", "anti_cp",
                                                 "pro_french_powers", "anti_french_powers" };
  guint n = g_strv_length (parts);
  BthGameState *state = (BthGameState *) self;   /* the caller decides whether to write */
  int *alliance_values[] = { &state->french_vp, &state->french_cp, &state->anti_vp, &state->anti_cp,
                             &state->pro_french_powers, &state->anti_french_powers };

  memset (f, 0, sizeof *f);
  if (n == 2 && g_str_equal (parts[0], "alliance"))
    for (guint i = 0; i < G_N_ELEMENTS (alliance_fields); i++)
      if (g_str_equal (parts[1], alliance_fields[i]))
        {
          *f = (Field) { FIELD_INT, .i = alliance_values[i], .min = 0, .max = 999 };
          return TRUE;
        }
  if (n == 3 && g_str_equal (parts[0], "powers"))
    {
      BthPowerState *power = bth_state_find_power (self, parts[1]);
      if (power != NULL && g_str_equal (parts[2], "side"))
        {
          *f = (Field) { FIELD_SIDE, .s = &power->side };
          return TRUE;
        }
    }
  if (n >= 3 && g_str_equal (parts[0], "stacks"))
    {
      BthStackState *stack = bth_state_find_stack (self, parts[1], NULL);
      if (stack != NULL && n == 3)
        {
          if (g_str_equal (parts[2], "location"))
            *f = (Field) { FIELD_STRING, .s = &stack->location };
          else if (g_str_equal (parts[2], "supplied"))
            *f = (Field) { FIELD_BOOL, .b = &stack->supplied };
          else if (g_str_equal (parts[2], "supply_overridden"))
            *f = (Field) { FIELD_BOOL, .b = &stack->supply_overridden };
          else if (g_str_equal (parts[2], "inside_city"))
            *f = (Field) { FIELD_BOOL, .b = &stack->inside_city };
          else if (g_str_equal (parts[2], "entrenched"))
            *f = (Field) { FIELD_BOOL, .b = &stack->entrenched };
          else if (g_str_equal (parts[2], "siege_marker"))
            *f = (Field) { FIELD_INT, .i = &stack->siege_marker, .min = 0, .max = 5 };
          else if (g_str_equal (parts[2], "demoralization"))
            *f = (Field) { FIELD_INT, .i = &stack->demoralization, .min = 0, .max = 9 };
          else if (g_str_equal (parts[2], "side"))   /* null: neutral (X.D, X.G) */
            *f = (Field) { FIELD_SIDE, .s = &stack->side };
          if (f->i || f->b || f->s)
            return TRUE;
        }
      if (stack != NULL && n == 5 && g_str_equal (parts[2], "units"))
        {
          *f = (Field) { FIELD_SP, .units = stack->units, .power = parts[3], .kind = parts[4], .min = 0, .max = 999 };
          return TRUE;
        }
    }
  if (n == 3 && g_str_equal (parts[0], "leaders"))
    {
      BthLeaderState *leader = bth_state_find_leader (self, parts[1]);
      if (leader != NULL && g_str_equal (parts[2], "value"))
        *f = (Field) { FIELD_INT_OR_NULL, .i = &leader->value, .min = 0, .max = 9 };
      else if (leader != NULL && g_str_equal (parts[2], "colour"))
        *f = (Field) { FIELD_STRING_OR_NULL, .s = &leader->colour };
      else if (leader != NULL && g_str_equal (parts[2], "name"))
        *f = (Field) { FIELD_STRING, .s = &leader->name };
      else if (leader != NULL && g_str_equal (parts[2], "side"))   /* null: neutral (X.D, X.G) */
        *f = (Field) { FIELD_SIDE, .s = &leader->side };
      else if (leader != NULL && g_str_equal (parts[2], "power"))   /* his nationality, where not printed (IV.E.1.b) */
        *f = (Field) { FIELD_POWER, .s = &leader->power };
      if (f->i || f->s)
        return TRUE;
    }
  if (n == 2 && g_str_equal (parts[0], "calendar") && g_str_equal (parts[1], "winter_months"))
    {
      *f = (Field) { FIELD_MONTHS, .months = &state->winter_months, .b = &state->winter_known };
      return TRUE;
    }
  if (n == 2 && g_str_equal (parts[0], "answers") && *parts[1] != '\0')
    {
      *f = (Field) { FIELD_ANSWER, .answers = state->answers, .kind = parts[1] };
      return TRUE;
    }
  if (n == 3 && g_str_equal (parts[0], "eliminated"))
    {
      *f = (Field) { FIELD_SP, .units = state->eliminated, .power = parts[1], .kind = parts[2], .min = 0, .max = 999 };
      return TRUE;
    }
  {
    g_autofree char *joined = g_strjoinv (".", parts);
    return bth_json_fail (error, path, "\"%s\" names no field that can be edited", joined);
  }
}

static JsonNode *
field_get (const Field *f)
{
  JsonNode *node = json_node_alloc ();

  switch (f->type)
    {
    case FIELD_INT:
      return json_node_init_int (node, *f->i);
    case FIELD_INT_OR_NULL:
      return *f->i == BTH_GAME_VALUE_UNKNOWN ? json_node_init_null (node) : json_node_init_int (node, *f->i);
    case FIELD_BOOL:
      return json_node_init_boolean (node, *f->b);
    case FIELD_STRING:
    case FIELD_STRING_OR_NULL:
    case FIELD_SIDE:
    case FIELD_POWER:
      return *f->s == NULL ? json_node_init_null (node) : json_node_init_string (node, *f->s);
    case FIELD_SP:
      return json_node_init_int (node, bth_unit_counts_sp (f->units, f->power, f->kind));
    case FIELD_MONTHS:
      {
        JsonArray *months;
        if (!*f->b)
          return json_node_init_null (node);
        months = json_array_new ();
        for (int m = 1; m <= 12; m++)
          if (*f->months & (1u << (m - 1)))
            json_array_add_int_element (months, m);
        json_node_init_array (node, months);   /* takes its own reference */
        json_array_unref (months);
        return node;
      }
    case FIELD_ANSWER:
      {
        const char *answer = g_hash_table_lookup (f->answers, f->kind);
        return answer == NULL ? json_node_init_null (node) : json_node_init_string (node, answer);
      }
    default:
      g_assert_not_reached ();
    }
}

/* Winter months: null (not entered), or months 1..12 in increasing order, so that the
 * list has one spelling and an edit's "old" compares exactly. An empty list is an answer:
 * no month is winter. */
static gboolean
set_months (const Field *f, JsonNode *value, const char *path, GError **error)
{
  JsonArray *array;
  guint months = 0;
  int last = 0;

  if (JSON_NODE_HOLDS_NULL (value))
    {
      *f->months = 0;
      *f->b = FALSE;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (value))
    return bth_json_fail (error, path, "expected the winter months as a list of month numbers 1-12, or null");
  array = json_node_get_array (value);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", path, i);
      int m;
      if (!bth_json_node_int (json_array_get_element (array, i), ep, 1, 12, &m, error))
        return FALSE;
      if (m <= last)
        return bth_json_fail (error, ep, "month %d: the winter months must be listed once each, in order", m);
      last = m;
      months |= 1u << (m - 1);
    }
  *f->months = months;
  *f->b = TRUE;
  return TRUE;
}

static gboolean
field_set (BthGameState *self, const Field *f, JsonNode *value, const char *path, GError **error)
{
  gboolean is_null = JSON_NODE_HOLDS_NULL (value);
  gboolean is_string = JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_STRING;
  int i = 0;

  switch (f->type)
    {
    case FIELD_INT_OR_NULL:
      if (is_null)
        {
          *f->i = BTH_GAME_VALUE_UNKNOWN;
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case FIELD_INT:
    case FIELD_SP:
      if (!bth_json_node_int (value, path, f->min, f->max, &i, error))
        return FALSE;
      if (f->type == FIELD_SP)
        {
          BthScenarioKind kind;
          if (!bth_scenario_kind_from_string (f->kind, &kind))
            return bth_json_fail (error, path, "\"%s\" is not a unit kind", f->kind);
          bth_state_units_set (f->units, f->power, f->kind, i);
        }
      else
        *f->i = i;
      return TRUE;
    case FIELD_BOOL:
      if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_BOOLEAN)
        return bth_json_fail (error, path, "expected true or false");
      *f->b = json_node_get_boolean (value);
      return TRUE;
    case FIELD_POWER:
      if (!is_string || bth_state_find_power (self, json_node_get_string (value)) == NULL)
        return bth_json_fail (error, path, "expected a power of the game");
      g_free (*f->s);
      *f->s = g_strdup (json_node_get_string (value));
      return TRUE;
    case FIELD_SIDE:
      if (is_string && !bth_state_has_side (self, json_node_get_string (value)))
        return bth_json_fail (error, path, "unknown side \"%s\"", json_node_get_string (value));
      G_GNUC_FALLTHROUGH;
    case FIELD_STRING_OR_NULL:
      if (is_null)
        {
          g_clear_pointer (f->s, g_free);
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case FIELD_STRING:
      if (!is_string)
        return bth_json_fail (error, path, "expected a string");
      g_free (*f->s);
      *f->s = g_strdup (json_node_get_string (value));
      return TRUE;
    case FIELD_MONTHS:
      return set_months (f, value, path, error);
    case FIELD_ANSWER:
      if (is_null)
        g_hash_table_remove (f->answers, f->kind);
      else if (!is_string)
        return bth_json_fail (error, path, "expected the players' answer as text, or null");
      else
        g_hash_table_insert (f->answers, g_strdup (f->kind), g_strdup (json_node_get_string (value)));
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

JsonNode *
bth_game_state_get_field (const BthGameState *self, const char *path, GError **error)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  Field f;

  if (!resolve_field (self, "path", parts, &f, error))
    return NULL;
  return field_get (&f);
}

/* The winter months as the edit path calendar.winter_months reads them, for the state's
 * JSON (bth-game-state-json.c). */
JsonNode *
bth_state_winter_months_to_json (const BthGameState *self)
{
  Field winter = { FIELD_MONTHS, .months = (guint *) &self->winter_months, .b = (gboolean *) &self->winter_known };
  return field_get (&winter);
}

gboolean
bth_state_apply_edit (BthGameState *self, JsonObject *p, const char *path, gboolean override, GError **error)
{
  g_autofree char *fp = g_strdup_printf ("%s.path", path);
  g_autofree char *np = g_strdup_printf ("%s.new", path);
  g_auto(GStrv) parts = NULL;
  g_autoptr(JsonNode) current = NULL;
  const char *field, *reason = NULL;
  JsonNode *old, *new_value;
  Field f;

  if (!bth_state_check_keys (p, path, override ? BTH_JSON_KEYS ("path", "old", "new", "reason")
                                                : BTH_JSON_KEYS ("path", "old", "new"),
                             BTH_JSON_KEYS ("reason"), error) ||
      (field = bth_json_member_string (p, path, "path", error)) == NULL ||
      (json_object_has_member (p, "reason") &&
       (reason = bth_json_member_string (p, path, "reason", error)) == NULL))
    return FALSE;
  if (override && *reason == '\0')
    return bth_json_fail (error, path, "an override needs a reason");
  parts = g_strsplit (field, ".", -1);
  if (!resolve_field (self, fp, parts, &f, error))
    return FALSE;
  old = json_object_get_member (p, "old");
  new_value = json_object_get_member (p, "new");
  current = field_get (&f);
  if (!json_node_equal (current, old))
    {
      g_autofree char *have = json_to_string (current, FALSE);
      g_autofree char *said = json_to_string (old, FALSE);
      return bth_json_fail (error, path, "\"%s\" is %s, not %s as the edit says", field, have, said);
    }
  if (!field_set (self, &f, new_value, np, error))
    return FALSE;
  /* Setting a stack's supply is the players' word over the computed one (bth-game-supply.h). */
  if (f.b != NULL && g_strv_length (parts) == 3 && g_str_equal (parts[0], "stacks") &&
      g_str_equal (parts[2], "supplied"))
    bth_state_find_stack (self, parts[1], NULL)->supply_overridden = TRUE;
  self->n_edits++;
  return TRUE;
}

/* bth-unit-counts.c — lists of units by power and kind (a stack's units, the eliminated
 * ones): their SP, and the checked moves between lists that events make. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

void
bth_unit_count_clear (BthUnitCount *u)
{
  g_free (u->power);
  g_free (u->kind);
}

GArray *
bth_unit_counts_new (void)
{
  GArray *units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  g_array_set_clear_func (units, (GDestroyNotify) bth_unit_count_clear);
  return units;
}

GArray *
bth_state_units_copy (GArray *from)
{
  GArray *units = bth_unit_counts_new ();

  for (guint i = 0; i < from->len; i++)
    {
      BthUnitCount *u = &g_array_index (from, BthUnitCount, i);
      BthUnitCount copy = { g_strdup (u->power), g_strdup (u->kind), u->sp };
      g_array_append_val (units, copy);
    }
  return units;
}

/* ---- unit lists ---------------------------------------------------------------------- */

static BthUnitCount *
units_find (GArray *units, const char *power, const char *kind, guint *index)
{
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (g_str_equal (u->power, power) && g_str_equal (u->kind, kind))
        {
          if (index)
            *index = i;
          return u;
        }
    }
  return NULL;
}

int
bth_unit_counts_sp (GArray *units, const char *power, const char *kind)
{
  int total = 0;

  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if ((power == NULL || g_str_equal (u->power, power)) && (kind == NULL || g_str_equal (u->kind, kind)))
        total += u->sp;
    }
  return total;
}

void
bth_state_units_set (GArray *units, const char *power, const char *kind, int sp)
{
  guint index;
  BthUnitCount *u = units_find (units, power, kind, &index);

  if (u != NULL && sp == 0)
    g_array_remove_index (units, index);
  else if (u != NULL)
    u->sp = sp;
  else if (sp > 0)
    {
      BthUnitCount add = { g_strdup (power), g_strdup (kind), sp };
      g_array_append_val (units, add);
    }
}

gboolean
bth_state_units_take (GArray *units, const BthUnitCount *take, const char *where, const char *path, GError **error)
{
  int have = bth_unit_counts_sp (units, take->power, take->kind);

  if (have < take->sp)
    return bth_json_fail (error, path, "%d SP %s of %s needed but %s holds %d", take->sp, take->kind,
                take->power, where, have);
  bth_state_units_set (units, take->power, take->kind, have - take->sp);
  return TRUE;
}

void
bth_state_units_give (GArray *units, const BthUnitCount *give)
{
  bth_state_units_set (units, give->power, give->kind, bth_unit_counts_sp (units, give->power, give->kind) + give->sp);
}

/* [{"power": "france", "kind": "I", "sp": 8}, …] */
GArray *
bth_state_read_units (JsonObject *obj, const char *path, const char *member, GError **error)
{
  g_autofree char *p = g_strdup_printf ("%s.%s", path, member);
  JsonArray *array = bth_json_member_array (obj, path, member, 0, 256, error);
  g_autoptr(GArray) units = NULL;

  if (array == NULL)
    return NULL;
  units = bth_unit_counts_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *up = g_strdup_printf ("%s[%u]", p, i);
      JsonObject *u = bth_json_element_object (array, p, i, error);
      BthUnitCount count = { NULL, NULL, 0 };
      const char *power, *kind;
      BthScenarioKind k;

      if (u == NULL ||
          !bth_state_check_keys (u, up, BTH_JSON_KEYS ("power", "kind", "sp"), NULL, error) ||
          (power = bth_json_member_string (u, up, "power", error)) == NULL ||
          (kind = bth_json_member_string (u, up, "kind", error)) == NULL ||
          !bth_json_member_int (u, up, "sp", 1, 999, &count.sp, error))
        return NULL;
      if (!bth_scenario_kind_from_string (kind, &k))
        {
          bth_json_fail (error, up, "\"%s\" is not a unit kind (Z.5.b-d)", kind);
          return NULL;
        }
      count.power = g_strdup (power);
      count.kind = g_strdup (kind);
      g_array_append_val (units, count);
    }
  return g_steal_pointer (&units);
}

/* bth-scenario.c — loading entry points and accessors of BthScenario. */
#include "bth-scenario-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <gio/gio.h>
#include <string.h>

G_DEFINE_FINAL_TYPE (BthScenario, bth_scenario, G_TYPE_OBJECT)

/* ---- Kinds ---- */

static const char *kind_names[BTH_SCENARIO_N_KINDS] = {
  "I", "GI", "L", "M", "P", "C", "GC", "CC", "S", "T",
};

const char *
bth_scenario_kind_to_string (BthScenarioKind kind)
{
  g_return_val_if_fail (kind < BTH_SCENARIO_N_KINDS, NULL);
  return kind_names[kind];
}

gboolean
bth_scenario_kind_from_string (const char *text, BthScenarioKind *out)
{
  for (guint i = 0; i < BTH_SCENARIO_N_KINDS; i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *out = (BthScenarioKind) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
bth_scenario_kind_is_naval (BthScenarioKind kind)
{
  return kind == BTH_SCENARIO_KIND_S || kind == BTH_SCENARIO_KIND_T;
}

const char *
bth_schedule_kind_to_string (BthScheduleKind kind)
{
  switch (kind)
    {
    case BTH_SCHEDULE_REINFORCEMENT: return "reinforcement";
    case BTH_SCHEDULE_REPLACEMENT: return "replacement";
    case BTH_SCHEDULE_WITHDRAWAL: return "withdrawal";
    case BTH_SCHEDULE_EVENT: return "event";
    default: g_return_val_if_reached (NULL);
    }
}

int
bth_scenario_force_total_sp (const BthScenarioForce *force)
{
  int total = 0;

  for (guint i = 0; i < force->n_units; i++)
    total += force->units[i].sp;
  return total;
}

gboolean
bth_schedule_entry_applies (const BthScenarioScheduleEntry *entry, BthMonth month)
{
  return month >= entry->first && month <= entry->last &&
         (month - entry->first) % MAX (entry->interval, 1) == 0;
}

/* ---- Object ---- */

static void
bth_scenario_finalize (GObject *object)
{
  BthScenario *self = BTH_SCENARIO (object);

  g_clear_pointer (&self->allocations, g_ptr_array_unref);
  g_clear_pointer (&self->document, json_node_unref);
  G_OBJECT_CLASS (bth_scenario_parent_class)->finalize (object);
}

static void
bth_scenario_class_init (BthScenarioClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_scenario_finalize;
}

static void
bth_scenario_init (BthScenario *self)
{
  self->allocations = g_ptr_array_new_with_free_func (g_free);
}

BthScenario *
bth_scenario_new_from_data (const char *text, gssize length, const char *name, GError **error)
{
  g_autoptr(BthScenario) self = g_object_new (BTH_TYPE_SCENARIO, NULL);
  g_autoptr(GError) local_error = NULL;

  self->document = bth_json_parse_strict (text, length, &local_error);
  if (self->document == NULL || !bth_scenario_load_document (self, self->document, &local_error))
    {
      /* Every message reads FILE: PATH: problem. */
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s",
                   name ? name : "(scenario)", local_error->message);
      return NULL;
    }
  return g_steal_pointer (&self);
}

BthScenario *
bth_scenario_new_from_file (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  gsize length = 0;

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  return bth_scenario_new_from_data (text, length, basename, error);
}

/* Built-in files are named NN-ID.json, NN giving the rulebook order. */
static char *
builtin_id (const char *filename)
{
  const char *dash = strchr (filename, '-');

  if (dash == NULL || !g_str_has_suffix (filename, ".json") || dash == filename)
    return NULL;
  for (const char *c = filename; c < dash; c++)
    if (!g_ascii_isdigit (*c))
      return NULL;
  return g_strndup (dash + 1, strlen (dash + 1) - strlen (".json"));
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

char **
bth_scenario_list_builtin (void)
{
  g_auto(GStrv) files = g_resources_enumerate_children (BTH_SCENARIO_RESOURCE_PREFIX,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();

  if (files != NULL)
    {
      qsort (files, g_strv_length (files), sizeof (char *), compare_strings);
      for (guint i = 0; files[i] != NULL; i++)
        {
          char *id = builtin_id (files[i]);
          if (id != NULL)
            g_ptr_array_add (ids, id);
        }
    }
  g_ptr_array_add (ids, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
}

BthScenario *
bth_scenario_load_builtin (const char *id, GError **error)
{
  g_auto(GStrv) files = g_resources_enumerate_children (BTH_SCENARIO_RESOURCE_PREFIX,
                                                        G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    {
      g_autofree char *file_id = builtin_id (files[i]);
      g_autofree char *path = NULL;
      g_autoptr(GBytes) bytes = NULL;
      BthScenario *self;
      gsize length;
      const char *data;

      if (file_id == NULL || !g_str_equal (file_id, id))
        continue;
      path = g_strconcat (BTH_SCENARIO_RESOURCE_PREFIX, files[i], NULL);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      if (bytes == NULL)
        return NULL;
      data = g_bytes_get_data (bytes, &length);
      self = bth_scenario_new_from_data (data, length, files[i], error);
      if (self != NULL && !g_str_equal (self->id, id))
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                       "%s: $.id: \"%s\" does not match the file name", files[i], self->id);
          g_object_unref (self);
          return NULL;
        }
      return self;
    }
  g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "no scenario \"%s\"", id);
  return NULL;
}

/* ---- Accessors ---- */

const char *bth_scenario_get_id (BthScenario *self) { return self->id; }
const char *bth_scenario_get_number (BthScenario *self) { return self->number; }
int bth_scenario_get_index (BthScenario *self) { return self->index; }
const char *bth_scenario_get_name (BthScenario *self) { return self->name; }
BthMonth bth_scenario_get_start (BthScenario *self) { return self->start; }
BthMonth bth_scenario_get_end (BthScenario *self) { return self->end; }
int bth_scenario_get_turns (BthScenario *self) { return self->turns; }
const char *bth_scenario_get_source (BthScenario *self) { return self->source; }
JsonNode *bth_scenario_get_document (BthScenario *self) { return self->document; }
const BthScenarioAlliance *bth_scenario_get_alliance (BthScenario *self) { return &self->alliance; }
const char * const *bth_scenario_get_to_be_entered (BthScenario *self) { return self->to_be_entered; }

const char * const *
bth_scenario_get_item_formerly (BthScenario *self, const char *item)
{
  for (guint i = 0; self->to_be_entered != NULL && self->to_be_entered[i] != NULL; i++)
    if (g_str_equal (self->to_be_entered[i], item))
      return (const char * const *) self->to_be_entered_formerly[i];
  return NULL;
}

#define ARRAY_ACCESSOR(type, name, field)                       \
  const type *                                                  \
  bth_scenario_get_##name (BthScenario *self, guint *n)         \
  {                                                             \
    if (n != NULL)                                              \
      *n = self->n_##field;                                     \
    return self->field;                                         \
  }

ARRAY_ACCESSOR (int, mapboards, mapboards)
ARRAY_ACCESSOR (BthScenarioSide, sides, sides)
ARRAY_ACCESSOR (BthScenarioNeutral, neutrals, neutrals)
ARRAY_ACCESSOR (BthScenarioForce, deployment, deployment)
ARRAY_ACCESSOR (BthScenarioScheduleEntry, schedule, schedule)
ARRAY_ACCESSOR (BthScenarioVictory, victory, victory)
ARRAY_ACCESSOR (BthScenarioRule, rules, rules)
ARRAY_ACCESSOR (BthScenarioAlternateStart, alternate_starts, alternate_starts)

const BthScenarioSide *
bth_scenario_find_side (BthScenario *self, const char *id)
{
  for (guint i = 0; i < self->n_sides; i++)
    if (g_strcmp0 (self->sides[i].id, id) == 0)
      return &self->sides[i];
  return NULL;
}

const BthScenarioPower *
bth_scenario_find_power (BthScenario *self, const char *id, const char **side)
{
  for (guint i = 0; i < self->n_sides; i++)
    for (guint j = 0; j < self->sides[i].n_powers; j++)
      if (g_strcmp0 (self->sides[i].powers[j].id, id) == 0)
        {
          if (side != NULL)
            *side = self->sides[i].id;
          return &self->sides[i].powers[j];
        }
  for (guint i = 0; i < self->n_neutrals; i++)
    if (g_strcmp0 (self->neutrals[i].power.id, id) == 0)
      {
        if (side != NULL)
          *side = NULL;
        return &self->neutrals[i].power;
      }
  return NULL;
}

/* The sides' and powers' ids of every built-in scenario; kept for the process. */
typedef struct {
  GHashTable *sides, *powers;
  GPtrArray  *side_list;   /* in first-seen order, for messages */
} BuiltinNames;

static const BuiltinNames *
builtin_names (void)
{
  static BuiltinNames names;
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_auto(GStrv) ids = bth_scenario_list_builtin ();

      names.sides = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      names.powers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      names.side_list = g_ptr_array_new ();
      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (ids[i], &error);

          if (scenario == NULL)
            g_error ("built-in scenario %s: %s", ids[i], error->message);   /* a build fault */
          for (guint s = 0; s < scenario->n_sides; s++)
            {
              if (!g_hash_table_contains (names.sides, scenario->sides[s].id))
                {
                  char *id = g_strdup (scenario->sides[s].id);
                  g_hash_table_add (names.sides, id);
                  g_ptr_array_add (names.side_list, id);
                }
              for (guint j = 0; j < scenario->sides[s].n_powers; j++)
                g_hash_table_add (names.powers, g_strdup (scenario->sides[s].powers[j].id));
            }
          for (guint n = 0; n < scenario->n_neutrals; n++)
            g_hash_table_add (names.powers, g_strdup (scenario->neutrals[n].power.id));
        }
      g_once_init_leave (&once, 1);
    }
  return &names;
}

gboolean
bth_scenario_builtin_has_side (const char *id)
{
  return id != NULL && g_hash_table_contains (builtin_names ()->sides, id);
}

gboolean
bth_scenario_builtin_has_power (const char *id)
{
  return id != NULL && g_hash_table_contains (builtin_names ()->powers, id);
}

char *
bth_scenario_builtin_sides_text (void)
{
  const GPtrArray *list = builtin_names ()->side_list;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    g_string_append_printf (text, "%s\"%s\"", i == 0 ? "" : i + 1 == list->len ? " or " : ", ",
                            (const char *) g_ptr_array_index (list, i));
  return g_string_free (text, FALSE);
}

const BthScenarioRule *
bth_scenario_find_rule (BthScenario *self, const char *id)
{
  for (guint i = 0; i < self->n_rules; i++)
    if (g_str_equal (self->rules[i].id, id))
      return &self->rules[i];
  return NULL;
}

gboolean
bth_scenario_alliance_phase_in_month (BthScenario *self, BthMonth month)
{
  const BthScenarioAlliance *a = &self->alliance;

  /* H.9: never on the first turn of the scenario. */
  return a->in_force && month != self->start && month >= a->first && month <= a->last &&
         month >= self->start && month <= self->end;
}

int
bth_scenario_deployment_sp (BthScenario *self, const char *side, const char *power)
{
  int total = 0;

  for (guint i = 0; i < self->n_deployment; i++)
    {
      const BthScenarioForce *f = &self->deployment[i];
      if (side != NULL && g_strcmp0 (f->side, side) != 0)
        continue;
      for (guint j = 0; j < f->n_units; j++)
        if (power == NULL || g_str_equal (f->units[j].power, power))
          total += f->units[j].sp;
    }
  return total;
}

GPtrArray *
bth_scenario_schedule_for_month (BthScenario *self, BthMonth month)
{
  GPtrArray *entries = g_ptr_array_new ();

  for (guint i = 0; i < self->n_schedule; i++)
    if (bth_schedule_entry_applies (&self->schedule[i], month))
      g_ptr_array_add (entries, &self->schedule[i]);
  return entries;
}

gboolean
bth_scenario_alternate_start_is_neutral (const BthScenarioAlternateStart *start, const char *power)
{
  for (guint i = 0; start != NULL && start->neutral != NULL && start->neutral[i] != NULL; i++)
    if (g_strcmp0 (start->neutral[i], power) == 0)
      return TRUE;
  return FALSE;
}

const char **
bth_scenario_force_power_choices (BthScenario *self, const BthScenarioForce *force)
{
  GPtrArray *ids;

  if (force == NULL || force->power_choice_of == NULL)
    return NULL;
  ids = g_ptr_array_new ();
  for (guint i = 0; i < self->n_sides; i++)
    for (guint j = 0; j < self->sides[i].n_powers; j++)
      if (g_strcmp0 (self->sides[i].powers[j].satellite_of, force->power_choice_of) == 0 &&
          (force->side == NULL || g_strcmp0 (self->sides[i].id, force->side) == 0))
        g_ptr_array_add (ids, (gpointer) self->sides[i].powers[j].id);
  g_ptr_array_add (ids, NULL);
  return (const char **) g_ptr_array_free (ids, FALSE);
}

gboolean
bth_scenario_is_grand_campaign (BthScenario *scenario)
{
  guint n = 0;
  const BthScenarioRule *rules = scenario != NULL ? bth_scenario_get_rules (scenario, &n) : NULL;

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (rules[i].id, "campaign-game-card") == 0)   /* X.B.3 */
      return TRUE;
  return FALSE;
}

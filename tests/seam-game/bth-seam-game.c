/* bth-seam-game.c — the seam test's module, its event kinds and its ruleset. */
#include "bth-seam-game.h"

#include "bth-error.h"
#include "bth-event.h"
#include "bth-game-module.h"
#include "bth-json-strict.h"
#include "bth-seam-books.h"

#include <gio/gio.h>

struct _BthSeamRules
{
  GObject parent_instance;
  char   *id;
  char   *name;
  int     die;
  int     goal;
};

G_DEFINE_FINAL_TYPE (BthSeamRules, bth_seam_rules, G_TYPE_OBJECT)

static void
bth_seam_rules_finalize (GObject *object)
{
  BthSeamRules *self = BTH_SEAM_RULES (object);

  g_free (self->id);
  g_free (self->name);
  G_OBJECT_CLASS (bth_seam_rules_parent_class)->finalize (object);
}

static void
bth_seam_rules_class_init (BthSeamRulesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_seam_rules_finalize;
}

static void
bth_seam_rules_init (BthSeamRules *self)
{
}

/* The three lines: format and version, id and name, the die and the goal. */
static BthSeamRules *
rules_from_data (const char *data, gsize length, const char *name, GError **error)
{
  g_autoptr(JsonNode) root = bth_json_parse_strict (data, (gssize) length, error);
  g_autoptr(BthSeamRules) rules = g_object_new (BTH_TYPE_SEAM_RULES, NULL);
  JsonObject *obj;
  const char *format, *id, *title;
  int version;

  if (root == NULL)
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $: expected an object", name);
      return NULL;
    }
  obj = json_node_get_object (root);
  if (!bth_json_check_keys (obj, "$", BTH_JSON_KEYS ("format", "format_version", "id", "name", "die", "goal"),
                            NULL, error) ||
      (format = bth_json_member_string (obj, "$", "format", error)) == NULL ||
      !bth_json_member_int (obj, "$", "format_version", 1, 1, &version, error) ||
      (id = bth_json_member_string (obj, "$", "id", error)) == NULL ||
      (title = bth_json_member_string (obj, "$", "name", error)) == NULL ||
      !bth_json_member_int (obj, "$", "die", 2, 20, &rules->die, error) ||
      !bth_json_member_int (obj, "$", "goal", 1, 1000, &rules->goal, error))
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  if (g_strcmp0 (format, "berthier-seam-rules") != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.format: \"%s\" is not \"berthier-seam-rules\"", name, format);
      return NULL;
    }
  rules->id = g_strdup (id);
  rules->name = g_strdup (title);
  return g_steal_pointer (&rules);
}

BthSeamRules *
bth_seam_rules_load (const char *dir, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (dir == NULL)
    {
      bytes = g_resources_lookup_data ("/io/github/berthier/Berthier/seam-test/rules.json",
                                       G_RESOURCE_LOOKUP_FLAGS_NONE, error);
      if (bytes == NULL)
        return NULL;
      return rules_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                              "seam-rules.json", error);
    }
  path = g_build_filename (dir, "seam-rules.json", NULL);
  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return rules_from_data (data, length, path, error);
}

const char *bth_seam_rules_get_id (BthSeamRules *self) { return self->id; }
const char *bth_seam_rules_get_name (BthSeamRules *self) { return self->name; }
int bth_seam_rules_get_die (BthSeamRules *self) { return self->die; }
int bth_seam_rules_get_goal (BthSeamRules *self) { return self->goal; }

/* ---- the module ---------------------------------------------------------------------- */

static const BthRulesetInfo seam_rulesets[] = {
  { "seam-test-1", "The seam test's rules" },
};

static gpointer
load_rules (const char *ruleset_id, const char *dir, GError **error)
{
  if (ruleset_id != NULL && g_strcmp0 (ruleset_id, seam_rulesets[0].id) != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "no ruleset \"%s\" for the seam test", ruleset_id);
      return NULL;
    }
  return bth_seam_rules_load (dir, error);
}

static const char *
rules_name (gpointer rules)
{
  return bth_seam_rules_get_name (rules);
}

static gpointer
new_game (gpointer rules, const char *scenario_id, guint64 seed, GError **error)
{
  return bth_seam_books_new (rules, scenario_id, seed, error);
}

static gpointer
load_game (gpointer rules, GFile *file, GError **error)
{
  return bth_seam_books_load (rules, file, error);
}

static const BthGameModule seam_module = {
  .id = BTH_SEAM_GAME_ID,
  .name = "Seam Test",
  .summary = "the smallest game on the kernel and the shell (a test)",
  .rulesets = seam_rulesets,
  .n_rulesets = G_N_ELEMENTS (seam_rulesets),
  .load_rules = load_rules,
  .rules_name = rules_name,
  .default_scenario = BTH_SEAM_SCENARIO_ID,
  .new_game = new_game,
  .load_game = load_game,
};

static const GEnumValue seam_event_kinds[] = {
  { BTH_SEAM_EVENT_STARTED, "BTH_SEAM_EVENT_STARTED", "seam-started" },
  { BTH_SEAM_EVENT_SCORED, "BTH_SEAM_EVENT_SCORED", "seam-scored" },
  { 0, NULL, NULL },
};

void
bth_seam_game_register (void)
{
  if (bth_game_module_find (BTH_SEAM_GAME_ID) != NULL)
    return;
  bth_game_module_register (&seam_module);
  bth_event_kinds_register (seam_event_kinds);
}

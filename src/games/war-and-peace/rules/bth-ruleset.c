/* bth-ruleset.c — loading entry points and accessors of BthRuleset. */
#include "bth-ruleset-private.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <gio/gio.h>

G_DEFINE_FINAL_TYPE (BthRuleset, bth_ruleset, G_TYPE_OBJECT)

static void
bth_ruleset_finalize (GObject *object)
{
  BthRuleset *self = BTH_RULESET (object);

  bth_ruleset_free_tables (self);
  g_free (self->id);
  g_free (self->name);
  g_clear_pointer (&self->document, json_node_unref);
  G_OBJECT_CLASS (bth_ruleset_parent_class)->finalize (object);
}

static void
bth_ruleset_class_init (BthRulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_ruleset_finalize;
}

static void
bth_ruleset_init (BthRuleset *self)
{
}

/* DIRECTORY, when not NULL, is where a ruleset it falls back to is looked for first. */
static BthRuleset *
new_from_data_in (const char *text, gssize length, const char *filename, const char *directory,
                  GError **error)
{
  g_autoptr(BthRuleset) self = g_object_new (BTH_TYPE_RULESET, NULL);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) root = bth_json_parse_strict (text, length, &local_error);

  self->fallbacks = g_array_new (FALSE, TRUE, sizeof (BthFallback));
  g_array_set_clear_func (self->fallbacks, bth_fallback_clear);
  if (root == NULL ||
      (JSON_NODE_HOLDS_OBJECT (root) &&
       !bth_ruleset_fill_fallbacks (json_node_get_object (root), directory, BTH_RULESET_RESOURCE_PREFIX,
                                    self->fallbacks, &local_error)) ||
      !bth_ruleset_load_document (self, root, &local_error))
    {
      /* Every message reads FILE: PATH: problem. */
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: %s",
                   filename ? filename : "(rules)", local_error->message);
      return NULL;
    }
  self->document = g_steal_pointer (&root);
  return g_steal_pointer (&self);
}

BthRuleset *
bth_ruleset_new_from_data (const char *text, gssize length, const char *filename, GError **error)
{
  return new_from_data_in (text, length, filename, NULL, error);
}

BthRuleset *
bth_ruleset_new_from_file (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  gsize length = 0;

  g_autofree char *directory = g_path_get_dirname (path);

  if (!g_file_get_contents (path, &text, &length, error))
    return NULL;
  return new_from_data_in (text, length, basename, directory, error);
}

BthRuleset *
bth_ruleset_new_from_directory (const char *directory, const char *id, GError **error)
{
  g_autofree char *filename = g_strconcat (id ? id : BTH_RULESET_DEFAULT_ID, ".json", NULL);
  g_autofree char *path = g_build_filename (directory, filename, NULL);

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                   "%s: no ruleset file \"%s\" in this directory", directory, filename);
      return NULL;
    }
  return bth_ruleset_new_from_file (path, error);
}

BthRuleset *
bth_ruleset_new_builtin (const char *id, GError **error)
{
  g_autofree char *filename = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_strconcat (BTH_RULESET_RESOURCE_PREFIX, filename, NULL);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length = 0;
  const char *text;

  if (bytes == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "War and Peace has no ruleset \"%s\"", id);
      return NULL;
    }
  text = g_bytes_get_data (bytes, &length);
  return bth_ruleset_new_from_data (text, length, filename, error);
}

BthRuleset *
bth_ruleset_new_default (GError **error)
{
  return bth_ruleset_new_builtin (BTH_RULESET_DEFAULT_ID, error);
}

const char *bth_ruleset_get_id (BthRuleset *self) { return self->id; }
const char *bth_ruleset_get_name (BthRuleset *self) { return self->name; }
JsonNode *bth_ruleset_get_document (BthRuleset *self) { return self->document; }

const BthAttritionTable *bth_ruleset_get_attrition (BthRuleset *self) { return &self->attrition; }
const BthForcedMarchTable *bth_ruleset_get_forced_march (BthRuleset *self) { return &self->forced_march; }
const BthCrtTable *bth_ruleset_get_crt (BthRuleset *self) { return &self->crt; }
const BthGcCrtTable *bth_ruleset_get_gc_crt (BthRuleset *self) { return &self->gc_crt; }
const BthCombatLossTable *bth_ruleset_get_combat_loss (BthRuleset *self) { return &self->combat_loss; }
const BthTacticalMatrix *bth_ruleset_get_tactical_matrix (BthRuleset *self) { return &self->tactics; }
const BthTerrainTable *bth_ruleset_get_terrain (BthRuleset *self) { return &self->terrain; }
const BthWeatherTable *bth_ruleset_get_weather (BthRuleset *self) { return &self->weather; }
const BthCombatRules *bth_ruleset_get_combat_rules (BthRuleset *self) { return &self->combat; }
const BthMoraleRules *bth_ruleset_get_morale (BthRuleset *self) { return &self->morale; }
const BthProseRules *bth_ruleset_get_prose (BthRuleset *self) { return &self->prose; }

const BthTerrainEffects *
bth_ruleset_find_terrain (BthRuleset *self, const char *id)
{
  for (guint i = 0; i < self->terrain.n_terrain; i++)
    if (g_str_equal (self->terrain.terrain[i].id, id))
      return &self->terrain.terrain[i];
  return NULL;
}

const BthModifierDef *
bth_modifier_find (const BthModifierDef *defs, guint n_defs, const char *id)
{
  for (guint i = 0; i < n_defs; i++)
    if (g_str_equal (defs[i].id, id))
      return &defs[i];
  return NULL;
}

/* ---- combat results -------------------------------------------------------------- */

static const char *const result_names[] = { "0", "1", "D1", "D2", "D3" };

const char *
bth_result_to_string (BthResult result)
{
  return result_names[result];
}

gboolean
bth_result_from_string (const char *text, BthResult *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (result_names); i++)
    if (g_strcmp0 (text, result_names[i]) == 0)
      {
        *out = (BthResult) i;
        return TRUE;
      }
  return FALSE;
}

int
bth_result_demoralization (BthResult result)
{
  return result >= BTH_RESULT_D1 ? (int) result - BTH_RESULT_D1 + 1 : 0;
}

/* ---- the parts the ruleset holds: each part's header declares its accessor ---- */

const BthCampaignRules *
bth_ruleset_get_campaign (BthRuleset *rules, GError **error)
{
  if (rules->campaign == NULL)
    g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                 "the ruleset \"%s\" has no campaign_politics section", rules->id);
  return rules->campaign;
}

const BthNavalRules *
bth_ruleset_get_naval (BthRuleset *rules)
{
  return rules->naval;
}

const BthProductionRules *
bth_ruleset_get_production (BthRuleset *self, GError **error)
{
  if (self->production == NULL)
    g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                 "the ruleset \"%s\" has no \"production\" section (X.J)", self->id);
  return self->production;
}

const BthSequence *
bth_ruleset_get_sequence (BthRuleset *rules, const char *id)
{
  BthSequenceSet *set = rules->sequences;

  if (set == NULL)
    return NULL;
  if (id == NULL)
    id = set->default_id;
  for (guint i = 0; i < set->n_sequences; i++)
    if (g_str_equal (set->sequences[i].id, id))
      return &set->sequences[i];
  return NULL;
}

/* ---- the digital edition's rules (bth-digital-rules.h) ---------------------------- */

const BthDigitalRules *
bth_ruleset_get_digital (BthRuleset *rules)
{
  return rules->digital;
}

const BthFallback *
bth_ruleset_get_fallbacks (BthRuleset *rules, guint *n)
{
  *n = rules->fallbacks != NULL ? rules->fallbacks->len : 0;
  return rules->fallbacks != NULL ? (const BthFallback *) rules->fallbacks->data : NULL;
}

const BthFallback *
bth_ruleset_find_fallback (BthRuleset *rules, const char *part)
{
  guint n;
  const BthFallback *fallbacks = bth_ruleset_get_fallbacks (rules, &n);

  for (guint i = 0; i < n; i++)
    if (g_str_equal (fallbacks[i].part, part))
      return &fallbacks[i];
  return NULL;
}

/* bth-digital-rules.c — loading the digital edition's own rules and its named fallbacks. */
#include "bth-digital-rules.h"
#include "bth-json-strict.h"
#include "bth-error.h"

#include <gio/gio.h>
#include <string.h>

static char *
member_path (const char *path, const char *member)
{
  return g_strdup_printf ("%s.%s", path, member);
}

static gboolean
load_string (JsonObject *obj, const char *path, const char *member, char **out, GError **error)
{
  const char *value = bth_json_member_string (obj, path, member, error);

  if (value == NULL)
    return FALSE;
  *out = g_strdup (value);
  return TRUE;
}

static gboolean
load_ref (JsonObject *section, const char *path, const char *member, const char * const *numbers,
          BthDigitalRef *ref, JsonObject **out, GError **error)
{
  g_autofree char *p = member_path (path, member);
  JsonObject *o = bth_json_member_object (section, path, member, error);
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();

  if (o == NULL)
    return FALSE;
  g_ptr_array_add (keys, (gpointer) "rule");
  g_ptr_array_add (keys, (gpointer) "source");
  for (guint i = 0; numbers != NULL && numbers[i] != NULL; i++)
    g_ptr_array_add (keys, (gpointer) numbers[i]);
  g_ptr_array_add (keys, NULL);
  if (!bth_json_check_keys (o, p, (const char * const *) keys->pdata, NULL, error) ||
      !load_string (o, p, "rule", &ref->rule, error) ||
      !load_string (o, p, "source", &ref->source, error))
    return FALSE;
  if (out != NULL)
    *out = o;
  return TRUE;
}

#define INT(o, path, member, lo, hi, out) \
  bth_json_member_int (o, path, member, lo, hi, out, error)

BthDigitalRules *
bth_digital_rules_load (JsonObject *section, const char *path, GError **error)
{
  g_autoptr(GString) p = g_string_new (NULL);
  BthDigitalRules *d = g_new0 (BthDigitalRules, 1);
  JsonObject *o;

#define AT(member) (g_string_printf (p, "%s.%s", path, member), p->str)
  if (!bth_json_check_keys (section, path,
                            BTH_JSON_KEYS ("source", "movement", "forced_march_ends_movement",
                                           "overrun_never_in_city", "unsupplied_halved_when_attacking",
                                           "counter_attack", "cavalry_loss_every_result", "cavalry_charge",
                                           "rear_manoeuvre", "sea_attrition", "typhus"), NULL, error) ||
      !load_ref (section, path, "movement",
                 BTH_JSON_KEYS ("infantry_mp", "cavalry_mp", "leader_mp", "leader_mp_best", "leader_sp",
                                "leader_sp_best", "best_leadership"), &d->movement, &o, error) ||
      !INT (o, AT ("movement"), "infantry_mp", 1, 20, &d->infantry_mp) ||
      !INT (o, p->str, "cavalry_mp", 1, 20, &d->cavalry_mp) ||
      !INT (o, p->str, "leader_mp", 1, 30, &d->leader_mp) ||
      !INT (o, p->str, "leader_mp_best", 1, 30, &d->leader_mp_best) ||
      !INT (o, p->str, "leader_sp", 1, 99, &d->leader_sp) ||
      !INT (o, p->str, "leader_sp_best", 1, 99, &d->leader_sp_best) ||
      !INT (o, p->str, "best_leadership", 0, 3, &d->best_leadership) ||
      !load_ref (section, path, "forced_march_ends_movement", NULL, &d->forced_march_ends_movement, NULL, error) ||
      !load_ref (section, path, "overrun_never_in_city", NULL, &d->overrun_never_in_city, NULL, error) ||
      !load_ref (section, path, "unsupplied_halved_when_attacking", NULL,
                 &d->unsupplied_halved_when_attacking, NULL, error) ||
      !load_ref (section, path, "counter_attack", NULL, &d->counter_attack, NULL, error) ||
      !load_ref (section, path, "cavalry_loss_every_result", BTH_JSON_KEYS ("more_than"),
                 &d->cavalry_loss_every_result, &o, error) ||
      !INT (o, AT ("cavalry_loss_every_result"), "more_than", 0, 9, &d->cavalry_loss_more_than) ||
      !load_ref (section, path, "cavalry_charge", BTH_JSON_KEYS ("drm"), &d->cavalry_charge, &o, error) ||
      !INT (o, AT ("cavalry_charge"), "drm", 0, 6, &d->cavalry_charge_drm) ||
      !load_ref (section, path, "rear_manoeuvre", BTH_JSON_KEYS ("drm", "success_at_least", "against_wellington"),
                 &d->rear_manoeuvre, &o, error) ||
      !INT (o, AT ("rear_manoeuvre"), "drm", 0, 6, &d->rear_manoeuvre_drm) ||
      !INT (o, p->str, "success_at_least", 1, 12, &d->rear_manoeuvre_at_least) ||
      !INT (o, p->str, "against_wellington", -6, 6, &d->rear_manoeuvre_wellington) ||
      !load_ref (section, path, "sea_attrition", BTH_JSON_KEYS ("natural", "fleet_die_at_least", "damaged_units_lost"),
                 &d->sea_attrition, &o, error) ||
      !INT (o, AT ("sea_attrition"), "natural", 1, 6, &d->sea_attrition_natural) ||
      !INT (o, p->str, "fleet_die_at_least", 1, 6, &d->sea_attrition_fleet_at_least) ||
      !load_string (o, p->str, "damaged_units_lost", &d->sea_attrition_damaged_lost, error) ||
      !load_ref (section, path, "typhus", BTH_JSON_KEYS ("dice", "outbreak_on", "map_area_4", "map_area_3"),
                 &d->typhus, &o, error) ||
      !INT (o, AT ("typhus"), "dice", 1, 3, &d->typhus_dice) ||
      !INT (o, p->str, "outbreak_on", 1, 18, &d->typhus_on) ||
      !INT (o, p->str, "map_area_4", -6, 6, &d->typhus_area_4) ||
      !INT (o, p->str, "map_area_3", -6, 6, &d->typhus_area_3))
    {
      bth_digital_rules_free (d);
      return NULL;
    }
#undef AT
  return d;
}

static void
clear_ref (BthDigitalRef *ref)
{
  g_free (ref->rule);
  g_free (ref->source);
}

void
bth_digital_rules_free (BthDigitalRules *d)
{
  if (d == NULL)
    return;
  clear_ref (&d->movement);
  clear_ref (&d->forced_march_ends_movement);
  clear_ref (&d->overrun_never_in_city);
  clear_ref (&d->unsupplied_halved_when_attacking);
  clear_ref (&d->counter_attack);
  clear_ref (&d->cavalry_loss_every_result);
  clear_ref (&d->cavalry_charge);
  clear_ref (&d->rear_manoeuvre);
  clear_ref (&d->sea_attrition);
  g_free (d->sea_attrition_damaged_lost);
  clear_ref (&d->typhus);
  g_free (d);
}

/* ---- falls_back ------------------------------------------------------------------- */

static JsonNode *
base_document (const char *ruleset, const char *directory, const char *resource_prefix, GError **error)
{
  g_autofree char *filename = g_strconcat (ruleset, ".json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  gsize length = 0;
  g_autofree char *path = directory != NULL ? g_build_filename (directory, filename, NULL) : NULL;

  if (path != NULL && g_file_test (path, G_FILE_TEST_EXISTS))
    {
      if (!g_file_get_contents (path, &text, &length, error))
        return NULL;
      return bth_json_parse_strict (text, length, error);
    }
  {
    g_autofree char *resource = g_strconcat (resource_prefix, filename, NULL);
    bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  }
  if (bytes == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "no ruleset \"%s\" to fall back to", ruleset);
      return NULL;
    }
  return bth_json_parse_strict (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
}

/* The object holding PART's last member in ROOT ("attrition.rows" → ROOT.attrition), and
 * that member's name; NULL when a step is missing. */
static JsonObject *
parent_of (JsonObject *root, const char *part, const char **member)
{
  const char *dot = strrchr (part, '.');
  g_autofree char *head = dot != NULL ? g_strndup (part, dot - part) : NULL;

  *member = dot != NULL ? dot + 1 : part;
  if (head == NULL)
    return root;
  if (strchr (head, '.') != NULL || !json_object_has_member (root, head))
    return NULL;   /* parts are a section or one member of it */
  {
    JsonNode *node = json_object_get_member (root, head);
    return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  }
}

gboolean
bth_ruleset_fill_fallbacks (JsonObject *root, const char *directory, const char *resource_prefix,
                            GArray *fallbacks, GError **error)
{
  JsonObject *falls_back, *base;
  JsonArray *parts;
  g_autoptr(JsonNode) base_node = NULL;
  const char *ruleset;

  if (!json_object_has_member (root, "falls_back"))
    return TRUE;
  if ((falls_back = bth_json_member_object (root, "$", "falls_back", error)) == NULL ||
      !bth_json_check_keys (falls_back, "$.falls_back", BTH_JSON_KEYS ("ruleset", "parts"), NULL, error) ||
      (ruleset = bth_json_member_string (falls_back, "$.falls_back", "ruleset", error)) == NULL ||
      (parts = bth_json_member_array (falls_back, "$.falls_back", "parts", 1, 64, error)) == NULL)
    return FALSE;
  if ((base_node = base_document (ruleset, directory, resource_prefix, error)) == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_OBJECT (base_node))
    return bth_json_fail (error, "$.falls_back.ruleset", "\"%s\" is not a ruleset", ruleset);
  base = json_node_get_object (base_node);
  for (guint i = 0; i < json_array_get_length (parts); i++)
    {
      g_autofree char *p = g_strdup_printf ("$.falls_back.parts[%u]", i);
      JsonObject *entry = bth_json_element_object (parts, "$.falls_back.parts", i, error);
      BthFallback fallback = { 0 };
      JsonObject *into, *from;
      const char *member, *base_member;

      if (entry == NULL ||
          !bth_json_check_keys (entry, p, BTH_JSON_KEYS ("part", "rule", "source", "why"), NULL, error) ||
          !load_string (entry, p, "part", &fallback.part, error))
        return FALSE;
      g_array_append_val (fallbacks, fallback);   /* freed with the ruleset from here on */
      {
        BthFallback *kept = &g_array_index (fallbacks, BthFallback, fallbacks->len - 1);
        if (!load_string (entry, p, "rule", &kept->rule, error) ||
            !load_string (entry, p, "source", &kept->source, error) ||
            !load_string (entry, p, "why", &kept->why, error))
          return FALSE;
      }
      into = parent_of (root, fallback.part, &member);
      from = parent_of (base, fallback.part, &base_member);
      if (into == NULL)
        return bth_json_fail (error, p, "\"%s\": the section it belongs to is missing", fallback.part);
      if (json_object_has_member (into, member))
        return bth_json_fail (error, p, "\"%s\" is stated by this ruleset: it cannot also fall back",
                              fallback.part);
      if (from == NULL || !json_object_has_member (from, base_member))
        return bth_json_fail (error, p, "\"%s\" is not in the ruleset \"%s\"", fallback.part, ruleset);
      json_object_set_member (into, member, json_node_copy (json_object_get_member (from, base_member)));
    }
  return TRUE;
}

void
bth_fallback_clear (gpointer data)
{
  BthFallback *f = data;

  g_free (f->part);
  g_free (f->rule);
  g_free (f->why);
  g_free (f->source);
}

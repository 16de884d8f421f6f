/* bth-politics-situation-facts.c — the facts the players enter for the politics (the states'
 * facts and the Peace of Pressburg's cessions, bth-politics-situation.h): kept in the
 * situation, read strictly from its JSON. */
#include "bth-politics-situation.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static void
state_facts_free (BthStateFacts *f)
{
  g_free (f->state);
  g_free (f->conquering_state);
  g_free (f->invaded_where);
  g_free (f);
}

BthStateFacts *
bth_politics_facts_lookup (BthPoliticsSituation *s, const char *state)
{
  return s->state_facts != NULL && state != NULL ? g_hash_table_lookup (s->state_facts, state) : NULL;
}

BthStateFacts *
bth_politics_facts_state (BthPoliticsSituation *s, const char *state)
{
  BthStateFacts *f;

  if (s->state_facts == NULL)
    s->state_facts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) state_facts_free);
  if ((f = g_hash_table_lookup (s->state_facts, state)) != NULL)
    return f;
  f = g_new0 (BthStateFacts, 1);
  f->state = g_strdup (state);
  f->sp_outside_borders = f->pool_sp = f->sp_on_map = -1;
  g_hash_table_insert (s->state_facts, f->state, f);
  return f;
}

const char *
bth_politics_facts_cession (BthPoliticsSituation *s, const char *city)
{
  return s->cession_to != NULL && city != NULL ? g_hash_table_lookup (s->cession_to, city) : NULL;
}

void
bth_politics_facts_set_cession (BthPoliticsSituation *s, const char *city, const char *to)
{
  if (s->cession_to == NULL)
    s->cession_to = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_hash_table_replace (s->cession_to, g_strdup (city), g_strdup (to));
}

void
bth_politics_facts_free (BthPoliticsSituation *s)
{
  g_clear_pointer (&s->state_facts, g_hash_table_unref);
  g_clear_pointer (&s->cession_to, g_hash_table_unref);
}

static gboolean
fail (GError **error, const char *path, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (GError **error, const char *path, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s", path, message);
  return FALSE;
}

static gboolean
read_fact (JsonObject *o, const char *path, const char *member, BthFact *out, GError **error)
{
  gboolean value;

  if (!json_object_has_member (o, member))
    return TRUE;
  if (!bth_json_member_bool (o, path, member, &value, error))
    return FALSE;
  *out = value ? BTH_FACT_YES : BTH_FACT_NO;
  return TRUE;
}

static gboolean
is_iberian (const BthCampaignRules *rules, const char *state)
{
  return g_strcmp0 (state, rules->spain_state) == 0 || g_strcmp0 (state, "portugal") == 0;
}

gboolean
bth_politics_facts_read_state (const BthCampaignRules *rules, BthPoliticsSituation *s, const char *state,
                               JsonObject *o, const char *p, GError **error)
{
  static const char *const keys[] = { BTH_POLITICS_FACT_KEYS, NULL };
  gboolean major = bth_campaign_rules_find_major (rules, state) != NULL;
  BthStateFacts *f;
  gboolean any = FALSE;

  for (guint i = 0; keys[i]; i++)
    any |= json_object_has_member (o, keys[i]);
  if (!any)
    return TRUE;
  f = bth_politics_facts_state (s, state);
  if (!bth_json_optional_int (o, p, "sp_outside_borders", 0, 999, -1, &f->sp_outside_borders, error) ||
      !read_fact (o, p, "invaded", &f->invaded, error) ||
      !read_fact (o, p, "war_units_placed", &f->war_units_placed, error) ||
      !read_fact (o, p, "war_units_available", &f->war_units_available, error) ||
      !bth_json_optional_int (o, p, "pool_sp", 0, 999, -1, &f->pool_sp, error) ||
      !bth_json_optional_int (o, p, "sp_on_map", 0, 999, -1, &f->sp_on_map, error) ||
      !bth_json_optional_int (o, p, "conquest_die", 1, 6, 0, &f->conquest_die, error) ||
      !bth_json_optional_string (o, p, "conquering_state", &f->conquering_state, error))
    return FALSE;
  if (json_object_has_member (o, "invaded") && !is_iberian (rules, state))
    return fail (error, p, "invaded: only Spain and Portugal are \"invaded\" (X.J.4.b)");
  if (!major && (json_object_has_member (o, "sp_outside_borders") || json_object_has_member (o, "war_units_placed") ||
                 json_object_has_member (o, "war_units_available")))
    return fail (error, p, "sp_outside_borders and war_units_* are a major state's (X.I.2.b, X.G.2.e)");
  if (major && (f->pool_sp >= 0 || f->sp_on_map >= 0 || f->conquest_die > 0 || f->conquering_state != NULL))
    return fail (error, p, "pool_sp, sp_on_map, conquest_die and conquering_state are a minor state's (X.I.3)");
  if (f->conquering_state != NULL && bth_campaign_rules_find_major (rules, f->conquering_state) == NULL)
    return fail (error, p, "conquering_state \"%s\" is not a major state (X.I.3.a: \"the new, conquering state\")",
                 f->conquering_state);
  return TRUE;
}

gboolean
bth_politics_facts_read_root (const BthCampaignRules *rules, BthPoliticsSituation *s, JsonObject *root,
                              GError **error)
{
  JsonObject *o;
  g_autoptr(GList) members = NULL;

  if (!json_object_has_member (root, "pressburg_cessions"))
    return TRUE;
  if ((o = bth_json_member_object (root, "$", "pressburg_cessions", error)) == NULL)
    return FALSE;
  members = json_object_get_members (o);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *city = l->data;
      g_autofree char *path = g_strdup_printf ("$.pressburg_cessions.%s", city);
      const char *to;
      guint i;

      for (i = 0; i < rules->n_cessions; i++)
        if (g_str_equal (rules->cessions[i].city, city))
          break;
      if (i == rules->n_cessions)
        return fail (error, path, "the Peace of Pressburg cedes no city \"%s\" (X.I.2.i)", city);
      if ((to = bth_json_member_string (o, "$.pressburg_cessions", city, error)) == NULL)
        return FALSE;
      if (!g_strv_contains ((const char * const *) rules->cessions[i].to, to))
        return fail (error, path, "%s is ceded to %s, not \"%s\" (X.I.2.i)", city,
                     rules->cessions[i].to[1] ? "one of the treaty's two states" : rules->cessions[i].to[0], to);
      bth_politics_facts_set_cession (s, city, to);
    }
  return TRUE;
}

/* ---- X.J.4.b: invaded ---- */

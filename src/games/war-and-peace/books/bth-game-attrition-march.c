/* bth-game-attrition-march.c — attrition (G) and forced march (K) recorded from the Leader
 * Display: the losses checked against the table, then written as one action. */
#include "bth-game-names.h"
#include "bth-game-internal.h"
#include "bth-attrition-json.h"
#include "bth-force.h"
#include "bth-forced-march-json.h"
#include "bth-json-strict.h"

/* The dice-rolled event of one die typed or rolled for PURPOSE. */
static BthEvent *
one_die_event (int die, gboolean fixed, const char *purpose)
{
  JsonObject *p = bth_game_payload_new ();
  JsonArray *faces = json_array_new ();

  json_array_add_int_element (faces, die);
  json_object_set_string_member (p, "purpose", purpose);
  json_object_set_int_member (p, "sides", 6);
  json_object_set_array_member (p, "dice", faces);
  json_object_set_int_member (p, "total", die);
  json_object_set_boolean_member (p, "fixed", fixed);
  return bth_game_event_take (BTH_EVENT_DICE_ROLLED, p);
}

/* Land SP of a stack (naval squadrons and transports neither suffer attrition nor march),
 * and of its cavalry. */
static int
stack_land_sp (const BthStackState *stack, gboolean cavalry_only)
{
  int sp = 0;

  for (guint i = 0; i < stack->units->len; i++)
    {
      const BthUnitCount *u = &g_array_index (stack->units, BthUnitCount, i);
      BthUnitKind kind;

      if (u->sp > 0 && bth_unit_kind_from_string (u->kind, &kind) &&
          (!cavalry_only || bth_unit_kind_is_cavalry (kind)))
        sp += u->sp;
    }
  return sp;
}

/* Checks that STACK holds every loss in LOSSES (duplicates added up); adds the SP lost to
 * TOTAL and the cavalry SP lost to CAVALRY. */
static gboolean
check_stack_losses (BthGame *game, const BthStackState *stack, GArray *losses, int *total, int *cavalry,
                    GError **error)
{
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; losses != NULL && i < losses->len; i++)
    {
      const BthUnitCount *u = &g_array_index (losses, BthUnitCount, i);
      g_autofree char *key = NULL;
      BthUnitKind kind;
      int have, before;

      if (u->power == NULL || u->kind == NULL || u->sp <= 0)
        return bth_game_fail (error, "stack %s: a loss needs a power, a kind and at least one SP", stack->id);
      key = g_strdup_printf ("%s/%s", u->power, u->kind);
      before = GPOINTER_TO_INT (g_hash_table_lookup (taken, key));
      have = bth_unit_counts_sp (stack->units, u->power, u->kind);
      if (before + u->sp > have)
        return bth_game_fail (error, "stack %s holds %d SP %s of %s, it cannot lose %d", stack->id, have,
                              u->kind, bth_game_power_name (game, u->power), before + u->sp);
      g_hash_table_insert (taken, g_steal_pointer (&key), GINT_TO_POINTER (before + u->sp));
      *total += u->sp;
      if (bth_unit_kind_from_string (u->kind, &kind) && bth_unit_kind_is_cavalry (kind))
        *cavalry += u->sp;
    }
  return TRUE;
}

static void
add_elimination (GPtrArray *events, const BthStackLosses *loss, const char *reason)
{
  JsonObject *p;

  if (loss->losses == NULL || loss->losses->len == 0)
    return;
  p = bth_game_payload_new ();
  json_object_set_string_member (p, "stack", loss->stack);
  json_object_set_array_member (p, "units", bth_game_units_json (loss->losses));
  json_object_set_string_member (p, "reason", reason);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_UNITS_ELIMINATED, p));
}

static JsonObject *
attrition_hex_json (const BthAttritionHexLosses *h)
{
  JsonObject *o = json_object_new ();

  if (h->label != NULL)
    json_object_set_string_member (o, "label", h->label);
  json_object_set_int_member (o, "sp", h->hex.sp);
  json_object_set_int_member (o, "cavalry", h->hex.cavalry);
  json_object_set_boolean_member (o, "all_french", h->hex.all_french);
  json_object_set_boolean_member (o, "all_home", h->hex.all_home);
  json_object_set_boolean_member (o, "unsupplied", h->hex.unsupplied);
  json_object_set_boolean_member (o, "winter", h->hex.winter);
  json_object_set_int_member (o, "mapboard", h->hex.mapboard);
  json_object_set_int_member (o, "siege_marker", h->hex.siege_marker);
  return o;
}

gboolean
bth_game_record_attrition (BthGame *self, int die, gboolean fixed, const BthAttritionHexLosses *hexes,
                           guint n_hexes, GError **error)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (self->rules);
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(JsonNode) inputs = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonObject *in = json_object_new ();
  JsonArray *in_hexes = json_array_new ();
  JsonArray *out_hexes;
  const char *side = NULL;
  JsonObject *p;

  json_node_take_object (inputs, in);
  json_object_set_int_member (in, "die", die);
  json_object_set_array_member (in, "hexes", in_hexes);
  if (die < t->die_min || die > t->die_max)
    return bth_game_fail (error, "the attrition die must be %d to %d, not %d", t->die_min, t->die_max, die);
  if (n_hexes == 0)
    return bth_game_fail (error, "an Attrition Phase needs at least one hex");

  for (guint h = 0; h < n_hexes; h++)
    {
      const BthAttritionHexLosses *hex = &hexes[h];
      const char *name = hex->label != NULL ? hex->label : "";
      BthAttritionResult r;
      int held = 0, held_cavalry = 0, lost = 0, lost_cavalry = 0, due;

      if (!bth_attrition_validate_hex (&hex->hex, h, error))
        return FALSE;
      for (guint i = 0; i < hex->n_stacks; i++)
        {
          const BthStackState *stack = bth_game_state_find_stack (self->state, hex->stacks[i].stack);

          if (stack == NULL)
            return bth_game_fail (error, "hex %u (%s): there is no stack \"%s\" on the Leader Display", h + 1,
                                  name, hex->stacks[i].stack);
          if (g_hash_table_contains (seen, stack->id))
            return bth_game_fail (error, "stack %s is listed in two hexes", stack->id);
          g_hash_table_add (seen, stack->id);
          /* G.5: only the active player's units take attrition. */
          if (side != NULL && g_strcmp0 (side, stack->side) != 0)
            return bth_game_fail (error, "stack %s is not of the same player as the other stacks (G.5)", stack->id);
          side = stack->side;
          held += stack_land_sp (stack, FALSE);
          held_cavalry += stack_land_sp (stack, TRUE);
          if (!check_stack_losses (self, stack, hex->stacks[i].losses, &lost, &lost_cavalry, error))
            return FALSE;
        }
      json_array_add_object_element (in_hexes, attrition_hex_json (hex));

      bth_attrition_resolve_hex (self->rules, &hex->hex, die, &r);
      due = MIN (r.loss, held);
      if (lost != due)
        {
          bth_attrition_result_clear (&r);
          return bth_game_fail (error, "hex %u (%s): the Attrition Table calls for %d SP, not %d (G.2)", h + 1,
                                name, due, lost);
        }
      if (r.cavalry_required && held_cavalry > 0 && lost_cavalry == 0)
        {
          bth_attrition_result_clear (&r);
          return bth_game_fail (error, "hex %u (%s): one of the SP lost must be cavalry (G.2)", h + 1, name);
        }
      bth_attrition_result_clear (&r);
    }

  /* The record is the CLI's answer for the same entries, so it can be replayed. */
  result = bth_attrition_resolve_json (self->rules, inputs, NULL, error);
  if (result == NULL)
    return FALSE;
  out_hexes = json_object_get_array_member (json_node_get_object (result), "hexes");
  for (guint h = 0; h < n_hexes; h++)
    {
      JsonArray *ids = json_array_new ();

      for (guint i = 0; i < hexes[h].n_stacks; i++)
        json_array_add_string_element (ids, hexes[h].stacks[i].stack);
      json_object_set_array_member (json_array_get_object_element (out_hexes, h), "stacks", ids);
    }

  g_ptr_array_add (events, one_die_event (die, fixed, "Attrition (G.1)"));
  p = bth_game_payload_new ();
  json_object_set_string_member (p, "table", "attrition");
  json_object_set_string_member (p, "rule", "G");
  json_object_set_member (p, "inputs", json_node_copy (inputs));
  json_object_set_member (p, "result", json_node_copy (result));
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_TABLE_RESOLVED, p));
  for (guint h = 0; h < n_hexes; h++)
    for (guint i = 0; i < hexes[h].n_stacks; i++)
      add_elimination (events, &hexes[h].stacks[i], "attrition (G.2)");
  return bth_game_append (self, events, error);
}

static const char *
march_class_to_string (BthMarchClass klass)
{
  static const char *const names[] = { "french_guard", "french", "other" };

  return klass <= BTH_MARCH_OTHER ? names[klass] : "other";
}

gboolean
bth_game_record_forced_march (BthGame *self, int die, gboolean fixed, const BthForcedMarch *march,
                              const BthStackLosses *losses, GError **error)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (self->rules);
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  g_autoptr(JsonNode) inputs = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) result = NULL;
  JsonObject *in = json_object_new ();
  JsonArray *groups = json_array_new ();
  const BthStackState *stack;
  int marching = 0, lost = 0, lost_cavalry = 0, due;
  JsonObject *p;

  json_node_take_object (inputs, in);
  if (die < t->die_min || die > t->die_max)
    return bth_game_fail (error, "the forced march die must be %d to %d, not %d", t->die_min, t->die_max, die);
  if (losses == NULL || losses->stack == NULL)
    return bth_game_fail (error, "a forced march needs the stack that marches");
  if ((stack = bth_game_state_find_stack (self->state, losses->stack)) == NULL)
    return bth_game_fail (error, "there is no stack \"%s\" on the Leader Display", losses->stack);
  if (!bth_forced_march_validate (march, error))
    {
      bth_json_as_input_error (error ? *error : NULL);
      return FALSE;
    }
  for (guint i = 0; i < march->n_groups; i++)
    marching += march->groups[i].sp;
  if (marching > stack_land_sp (stack, FALSE))
    return bth_game_fail (error, "the groups hold %d SP but stack %s has %d", marching, stack->id,
                          stack_land_sp (stack, FALSE));
  if (!check_stack_losses (self, stack, losses->losses, &lost, &lost_cavalry, error))
    return FALSE;

  json_object_set_int_member (in, "die", die);
  json_object_set_int_member (in, "extra_mp", march->extra_mp);
  json_object_set_boolean_member (in, "unsupplied", march->unsupplied);
  json_object_set_boolean_member (in, "winter", march->winter);
  json_object_set_int_member (in, "mapboard", march->mapboard);
  for (guint i = 0; i < march->n_groups; i++)
    {
      JsonObject *g = json_object_new ();
      json_object_set_int_member (g, "sp", march->groups[i].sp);
      json_object_set_string_member (g, "class", march_class_to_string (march->groups[i].klass));
      json_array_add_object_element (groups, g);
    }
  json_object_set_array_member (in, "groups", groups);
  result = bth_forced_march_resolve_json (self->rules, inputs, NULL, error);
  if (result == NULL)
    return FALSE;
  due = json_object_get_int_member (json_node_get_object (result), "loss");
  if (lost != due)
    return bth_game_fail (error, "the Forced March Table calls for %d SP lost, not %d (K.3.c)", due, lost);
  json_object_set_string_member (json_node_get_object (result), "stack", stack->id);

  g_ptr_array_add (events, one_die_event (die, fixed, "Forced march (K.3)"));
  p = bth_game_payload_new ();
  json_object_set_string_member (p, "table", "forced_march");
  json_object_set_string_member (p, "rule", "K");
  json_object_set_member (p, "inputs", json_node_copy (inputs));
  json_object_set_member (p, "result", json_node_copy (result));
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_TABLE_RESOLVED, p));
  add_elimination (events, losses, "forced march (K.3.c)");
  return bth_game_append (self, events, error);
}

/* bth-game-state-json.c — the state as canonical JSON (bth_game_state_to_json), as the CLI
 * prints it and the tests compare it. */
#include "bth-game-state-internal.h"

#include <string.h>

/* ---- canonical JSON ------------------------------------------------------------------ */

static void
add_units (JsonBuilder *b, const char *member, GArray *units)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "power");
      json_builder_add_string_value (b, u->power);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, u->kind);
      json_builder_set_member_name (b, "sp");
      json_builder_add_int_value (b, u->sp);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_string (JsonBuilder *b, const char *member, const char *value)
{
  json_builder_set_member_name (b, member);
  if (value == NULL)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, value);
}

static void
add_int (JsonBuilder *b, const char *member, gint64 value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_int_value (b, value);
}

static void
add_bool (JsonBuilder *b, const char *member, gboolean value)
{
  json_builder_set_member_name (b, member);
  json_builder_add_boolean_value (b, value);
}

static void
add_month (JsonBuilder *b, const char *member, BthMonth month)
{
  g_autofree char *text = bth_month_to_string (month);
  add_string (b, member, text);
}

JsonNode *
bth_game_state_to_json (const BthGameState *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_string (b, "scenario", self->scenario);
  add_string (b, "scenario_name", self->scenario_name);
  add_string (b, "ruleset", self->ruleset);
  add_string (b, "sequence", self->sequence);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; self->options && self->options[i]; i++)
    json_builder_add_string_value (b, self->options[i]);
  json_builder_end_array (b);
  add_month (b, "start", self->start);
  add_month (b, "end", self->end);

  json_builder_set_member_name (b, "turn");
  json_builder_begin_object (b);
  add_month (b, "month", self->month);
  add_string (b, "segment", self->segment);
  add_string (b, "phase", self->phase);
  add_bool (b, "ended", self->ended);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "alliance");
  json_builder_begin_object (b);
  add_int (b, "french_vp", self->french_vp);
  add_int (b, "french_cp", self->french_cp);
  add_int (b, "anti_vp", self->anti_vp);
  add_int (b, "anti_cp", self->anti_cp);
  add_int (b, "pro_french_powers", self->pro_french_powers);
  add_int (b, "anti_french_powers", self->anti_french_powers);
  add_int (b, "rolls", self->alliance_rolls);
  add_int (b, "zeros", self->alliance_zeros);
  add_int (b, "sevens", self->alliance_sevens);
  add_bool (b, "deleted", self->alliance_deleted);
  add_string (b, "deleted_rule", self->alliance_deleted_rule);
  json_builder_set_member_name (b, "powers");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->powers->len; i++)
    {
      BthPowerState *p = g_ptr_array_index (self->powers, i);
      json_builder_begin_object (b);
      add_string (b, "id", p->id);
      add_string (b, "side", p->side);
      add_bool (b, "permanent", p->permanent);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "leaders");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->leaders->len; i++)
    {
      BthLeaderState *l = g_ptr_array_index (self->leaders, i);
      json_builder_begin_object (b);
      add_string (b, "id", l->id);
      add_string (b, "name", l->name);
      add_string (b, "power", l->power);
      add_string (b, "side", l->side);
      json_builder_set_member_name (b, "value");
      if (l->value == BTH_GAME_VALUE_UNKNOWN)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, l->value);
      add_string (b, "colour", l->colour);
      add_bool (b, "named", l->named);
      if (l->nationality_unprinted)
        add_bool (b, "nationality_unprinted", TRUE);
      add_string (b, "status", bth_leader_status_to_string (l->status));
      if (l->status == BTH_LEADER_STATUS_WOUNDED)
        add_month (b, "returns", l->returns);
      add_string (b, "stack", l->stack);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "stacks");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->stacks->len; i++)
    {
      BthStackState *s = g_ptr_array_index (self->stacks, i);
      json_builder_begin_object (b);
      add_string (b, "id", s->id);
      add_string (b, "side", s->side);
      add_string (b, "location", s->location);
      json_builder_set_member_name (b, "leaders");
      json_builder_begin_array (b);
      for (guint j = 0; j < s->leaders->len; j++)
        json_builder_add_string_value (b, g_ptr_array_index (s->leaders, j));
      json_builder_end_array (b);
      add_units (b, "units", s->units);
      add_bool (b, "supplied", s->supplied);
      add_bool (b, "supply_overridden", s->supply_overridden);
      add_bool (b, "inside_city", s->inside_city);
      add_bool (b, "entrenched", s->entrenched);
      add_int (b, "siege_marker", s->siege_marker);
      add_int (b, "demoralization", s->demoralization);
      if (s->landed != NULL)       /* only when set: older states compare unchanged */
        add_string (b, "landed", s->landed);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  add_int (b, "next_stack", self->next_stack);
  add_units (b, "eliminated", self->eliminated);

  json_builder_set_member_name (b, "players_data");
  json_builder_begin_object (b);
  {
    g_autoptr(GList) keys = g_list_sort (g_hash_table_get_keys (self->answers), (GCompareFunc) strcmp);
    json_builder_set_member_name (b, "winter_months");
    json_builder_add_value (b, bth_state_winter_months_to_json (self));
    json_builder_set_member_name (b, "answers");
    json_builder_begin_object (b);
    for (GList *k = keys; k != NULL; k = k->next)
      add_string (b, k->data, g_hash_table_lookup (self->answers, k->data));
    json_builder_end_object (b);
  }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "counts");
  json_builder_begin_object (b);
  add_int (b, "events", self->n_events);
  add_int (b, "dice_rolled", self->n_dice_rolled);
  add_int (b, "tables", self->n_tables);
  add_int (b, "notes", self->n_notes);
  add_int (b, "edits", self->n_edits);
  json_builder_end_object (b);
  bth_game_state_books_to_json (self, b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

char *
bth_game_state_dump (const BthGameState *self)
{
  g_autoptr(JsonNode) node = bth_game_state_to_json (self);
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

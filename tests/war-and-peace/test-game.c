/* test-game.c — the event log, its fold, undo/redo, the turn track and what is due. */
#include "bth-game.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;   /* 2025-05-01T10:00:00Z */
}

/* A small two-side game: one French stack (Ney, 5I 1C) and one Austrian (2I). */
static BthGame *
small_game (const char *sequence, const char *start, const char *end, const char *options_json)
{
  g_autofree char *text = g_strdup_printf (
    "{\"scenario\": \"test\", \"name\": \"Test\", \"ruleset\": \"war-and-peace-4e\","
    " \"sequence\": \"%s\", \"options\": %s, \"start\": \"%s\", \"end\": \"%s\","
    " \"sides\": [\"french\", \"non-french\"],"
    " \"powers\": [{\"id\": \"france\", \"side\": \"french\"}, {\"id\": \"austria\", \"side\": \"non-french\"},"
    "              {\"id\": \"prussia\", \"side\": null}],"
    " \"alliance\": {\"french_vp\": 0, \"french_cp\": 0, \"anti_vp\": 0, \"anti_cp\": 0,"
    "               \"pro_french_powers\": 0, \"anti_french_powers\": 0},"
    " \"stacks\": [{\"stack\": \"s1\", \"create\": true, \"side\": \"french\", \"location\": \"Ulm\","
    "               \"leaders\": [{\"id\": \"ney\", \"name\": \"Ney\", \"power\": \"france\", \"side\": \"french\","
    "                            \"value\": null, \"colour\": null, \"named\": true}],"
    "               \"units\": [{\"power\": \"france\", \"kind\": \"I\", \"sp\": 5},"
    "                         {\"power\": \"france\", \"kind\": \"C\", \"sp\": 1}]},"
    "              {\"stack\": \"s2\", \"create\": true, \"side\": \"non-french\", \"location\": \"Vienna\","
    "               \"leaders\": [], \"units\": [{\"power\": \"austria\", \"kind\": \"I\", \"sp\": 2}]}]}",
    sequence, options_json ? options_json : "[]", start, end);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) setup = bth_json_parse_strict (text, -1, &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_setup (rules, setup, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

static char *
where (BthGame *game)
{
  const BthGameState *s = bth_game_get_state (game);
  g_autofree char *month = bth_month_to_string (s->month);

  return s->ended ? g_strdup_printf ("%s end", month) : g_strdup_printf ("%s %s/%s", month, s->segment, s->phase);
}

static void
advance (BthGame *game)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_game_advance_phase (game, &error));
  g_assert_no_error (error);
}

static GArray *
units (const char *power, const char *kind, int sp)
{
  GArray *list = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount u = { (char *) power, (char *) kind, sp };

  g_array_append_val (list, u);
  return list;
}

/* ---- events ------------------------------------------------------------------------- */

static void
test_event_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) payload = json_from_string ("{\"text\": \"hello\"}", NULL);
  g_autoptr(BthEvent) event = bth_event_new (BTH_EVENT_NOTE, g_steal_pointer (&payload));
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(BthEvent) back = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) bad = NULL;

  event->action = 3;
  event->time = 1746093600;
  node = bth_event_to_json (event);
  text = json_to_string (node, FALSE);
  /* The type is its nick, the time ISO 8601 UTC. */
  g_assert_nonnull (strstr (text, "\"type\":\"note\""));
  g_assert_nonnull (strstr (text, "\"time\":\"2025-05-01T10:00:00Z\""));
  back = bth_event_from_json (node, "$.events[0]", &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->type, ==, BTH_EVENT_NOTE);
  g_assert_cmpuint (back->action, ==, 3);
  g_assert_cmpint (back->time, ==, event->time);

  bad = json_from_string ("{\"type\": 12, \"action\": 1, \"time\": \"2025-05-01T10:00:00Z\", \"payload\": {}}", NULL);
  g_assert_null (bth_event_from_json (bad, "$.events[4]", &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, "$.events[4].type"));
  g_clear_error (&error);
  g_clear_pointer (&bad, json_node_unref);
  bad = json_from_string ("{\"type\": \"dice-thrown\", \"action\": 1, \"time\": \"2025-05-01T10:00:00Z\", \"payload\": {}}", NULL);
  g_assert_null (bth_event_from_json (bad, "$.events[4]", &error));
  g_assert_nonnull (strstr (error->message, "unknown event type \"dice-thrown\""));
  g_clear_error (&error);
  g_clear_pointer (&bad, json_node_unref);
  bad = json_from_string ("{\"type\": \"note\", \"action\": 1, \"time\": \"2025-02-30T10:00:00Z\", \"payload\": {}}", NULL);
  g_assert_null (bth_event_from_json (bad, "$.events[4]", &error));
  g_assert_nonnull (strstr (error->message, "$.events[4].time"));
}

static void
test_event_nicks (void)
{
  static const char *const nicks[] = {
    "game-created", "phase-advanced", "dice-rolled", "table-resolved", "edit", "override",
    "alliance-roll-applied", "leader-casualty", "leader-returned", "units-eliminated",
    "units-added", "reinforcement-arrived", "note",
  };

  for (guint i = 0; i < G_N_ELEMENTS (nicks); i++)
    {
      BthEventType type;
      g_assert_true (bth_event_type_from_nick (nicks[i], &type));
      g_assert_cmpstr (bth_event_type_to_nick (type), ==, nicks[i]);
    }
  /* Registered as a GEnum so the nicks are the GType's too. */
  {
    g_autoptr(GEnumClass) klass = g_type_class_ref (BTH_TYPE_EVENT_TYPE);
    g_assert_cmpstr (g_enum_get_value (klass, BTH_EVENT_ALLIANCE_ROLL_APPLIED)->value_nick, ==,
                     "alliance-roll-applied");
  }
}

/* ---- fold ---------------------------------------------------------------------------- */

static void
test_fold_units (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) two = units ("france", "I", 2);
  g_autoptr(GArray) one = units ("france", "I", 1);
  const BthGameState *s;

  g_assert_true (bth_game_eliminate_units (game, "s1", two, "combat", &error));
  g_assert_no_error (error);
  s = bth_game_get_state (game);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (s, "s1")->units, "france", "I"), ==, 3);
  g_assert_cmpint (bth_unit_counts_sp (s->eliminated, "france", "I"), ==, 2);
  /* Back from the eliminated pool into a new stack. */
  g_assert_true (bth_game_add_units (game, NULL, "french", "Munich", one, TRUE, &error));
  g_assert_no_error (error);
  s = bth_game_get_state (game);
  g_assert_cmpint (bth_unit_counts_sp (s->eliminated, "france", "I"), ==, 1);
  g_assert_nonnull (bth_game_state_find_stack (s, "s3"));
  g_assert_cmpstr (bth_game_state_find_stack (s, "s3")->location, ==, "Munich");
  g_assert_cmpuint (s->n_events, ==, 3);
}

/* A battle from the Leader Display (O.3's result shape: L=1 for one, D1 for the other)
 * writes back as one action: dice, the table record, losses and demoralization. */
static void
test_record_battle (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) french_loss = units ("france", "I", 2);
  g_autoptr(GArray) austrian_loss = units ("austria", "I", 1);
  g_autoptr(JsonNode) inputs = json_from_string ("{\"type\": \"field\"}", NULL);
  g_autoptr(JsonNode) result = json_from_string ("{\"attacker\": \"L\", \"defender\": \"D1\"}", NULL);
  BthBattleStackResult stacks[] = {
    { "s1", french_loss, 0 },
    { "s2", austrian_loss, 1 },
  };
  BthBattleStackResult missing[] = { { "s9", NULL, 0 } };
  const BthGameState *s;
  guint events_before = bth_game_get_events (game)->len;
  const int dice[2] = { 4, 4 };

  g_assert_true (bth_game_record_battle (game, dice, TRUE, inputs, result, stacks, 2, &error));
  g_assert_no_error (error);
  s = bth_game_get_state (game);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (s, "s1")->units, "france", "I"), ==, 3);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (s, "s2")->units, "austria", "I"), ==, 1);
  g_assert_cmpint (bth_game_state_find_stack (s, "s2")->demoralization, ==, 1);
  g_assert_cmpint (bth_unit_counts_sp (s->eliminated, "austria", "I"), ==, 1);
  /* dice, table, two eliminations, one demoralization edit (s1 stays at 0) */
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events_before + 5);

  /* One undo takes the whole battle back. */
  g_assert_true (bth_game_undo (game, &error));
  s = bth_game_get_state (game);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (s, "s1")->units, "france", "I"), ==, 5);
  g_assert_cmpint (bth_game_state_find_stack (s, "s2")->demoralization, ==, 0);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events_before);

  /* A stack that is not on the display: refused, nothing changes. */
  g_assert_false (bth_game_record_battle (game, dice, FALSE, inputs, result, missing, 1, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events_before);
}

static void
test_fold_rejects_and_keeps_state (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) too_many = units ("austria", "I", 3);
  g_autofree char *before = bth_game_state_dump (bth_game_get_state (game));
  g_autofree char *after = NULL;
  g_autoptr(JsonNode) yes = json_from_string ("true", NULL);
  guint n_events = bth_game_get_events (game)->len;

  g_assert_false (bth_game_eliminate_units (game, "s2", too_many, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "3 SP I of austria needed but Vienna holds 2"));
  g_clear_error (&error);
  /* Replacements only from eliminated units (Z.7). */
  g_assert_false (bth_game_add_units (game, "s2", NULL, NULL, too_many, TRUE, &error));
  g_clear_error (&error);
  g_assert_false (bth_game_edit (game, "stacks.s9.supplied", yes, NULL, &error));
  g_assert_nonnull (strstr (error->message, "names no field"));
  g_clear_error (&error);
  after = bth_game_state_dump (bth_game_get_state (game));
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, n_events);
}

/* V.D.1.c: "+3 … until Austria declares war": a dated Alliance modifier that lasts until a
 * power joins a side stops once it has, and comes back when that is undone. */
static void
test_alliance_modifier_until_power_joins (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) joins = json_from_string ("\"non-french\"", NULL);
  BthMonth now = bth_game_get_state (game)->month;
  BthScenarioAllianceModifier dated = { .first = now, .last = now, .value = 3 };
  BthScenarioAllianceModifier until = { .first = now, .last = now, .until_joins = "prussia", .value = 3 };
  BthScenarioAllianceModifier later = { .first = now + 1, .last = now + 4, .until_joins = "prussia", .value = 3 };

  g_assert_true (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &dated));
  g_assert_true (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &until));
  g_assert_false (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &later));

  g_assert_true (bth_game_edit (game, "powers.prussia.side", joins, "Prussia declares war", &error));
  g_assert_no_error (error);
  g_assert_true (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &dated));
  g_assert_false (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &until));

  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_state_alliance_modifier_applies (bth_game_get_state (game), &until));
}

static void
test_edit_and_override (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) no = json_from_string ("false", NULL);
  g_autoptr(JsonNode) three = json_from_string ("3", NULL);
  g_autoptr(JsonNode) blue = json_from_string ("\"blue\"", NULL);
  GPtrArray *events;
  BthEvent *last;

  g_assert_true (bth_game_edit (game, "stacks.s1.supplied", no, NULL, &error));
  g_assert_true (bth_game_edit (game, "leaders.ney.value", three, NULL, &error));
  g_assert_true (bth_game_edit (game, "leaders.ney.colour", blue, NULL, &error));
  g_assert_true (bth_game_edit (game, "stacks.s1.units.france.GI", three, "Guard joined at the table", &error));
  g_assert_no_error (error);
  g_assert_false (bth_game_state_find_stack (bth_game_get_state (game), "s1")->supplied);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "ney")->value, ==, 3);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                       "france", "GI"), ==, 3);
  events = bth_game_get_events (game);
  last = g_ptr_array_index (events, events->len - 1);
  g_assert_cmpint (last->type, ==, BTH_EVENT_OVERRIDE);
  {
    g_autoptr(JsonObject) p = bth_event_dup_payload (last);
    g_assert_cmpstr (json_object_get_string_member (p, "reason"), ==, "Guard joined at the table");
  }
  /* The edit records the old value. */
  last = g_ptr_array_index (events, events->len - 4);
  {
    g_autoptr(JsonObject) p = bth_event_dup_payload (last);
    g_assert_true (json_object_get_boolean_member (p, "old"));
  }

  /* An edit whose "old" is not the state's is refused when folded. */
  {
    g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
    JsonNode *payload = json_from_string ("{\"path\": \"alliance.french_vp\", \"old\": 5, \"new\": 6}", NULL);
    g_ptr_array_add (list, bth_event_new (BTH_EVENT_EDIT, payload));
    g_assert_cmpuint (bth_game_append_action (game, list, &error), ==, 0);
    g_assert_nonnull (strstr (error->message, "\"alliance.french_vp\" is 0, not 5"));
    g_clear_error (&error);
  }
  /* An override must give its reason. */
  {
    g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
    JsonNode *payload = json_from_string ("{\"path\": \"alliance.french_vp\", \"old\": 0, \"new\": 6}", NULL);
    g_ptr_array_add (list, bth_event_new (BTH_EVENT_OVERRIDE, payload));
    g_assert_cmpuint (bth_game_append_action (game, list, &error), ==, 0);
    g_assert_nonnull (strstr (error->message, "reason"));
  }
}

/* ---- undo and redo ------------------------------------------------------------------- */

static void
test_undo_redo (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1806-03", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) dumps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) one = units ("austria", "I", 1);
  g_autoptr(JsonNode) four = json_from_string ("4", NULL);
  g_autofree char *undo_label = NULL;

  g_ptr_array_add (dumps, bth_game_state_dump (bth_game_get_state (game)));
  g_assert_false (bth_game_can_undo (game));       /* the set-up is not undone */
  for (guint i = 0; i < 10; i++)
    {
      switch (i % 4)
        {
        case 0: advance (game); break;
        case 1: g_assert_true (bth_game_note (game, "a note", &error)); break;
        case 2: g_assert_true (bth_game_add_units (game, "s2", NULL, NULL, one, FALSE, &error)); break;
        case 3: g_assert_true (bth_game_edit (game, "alliance.anti_vp", four, NULL, &error));
                g_clear_pointer (&four, json_node_unref);
                four = json_from_string (i == 3 ? "5" : "6", NULL);
                break;
        }
      g_assert_no_error (error);
      g_ptr_array_add (dumps, bth_game_state_dump (bth_game_get_state (game)));
    }
  undo_label = bth_game_describe_undo (game);
  g_assert_cmpstr (undo_label, ==, "Note");
  for (guint i = 10; i > 0; i--)
    {
      g_autofree char *now = NULL;
      g_assert_true (bth_game_undo (game, &error));
      g_assert_no_error (error);
      now = bth_game_state_dump (bth_game_get_state (game));
      g_assert_cmpstr (now, ==, g_ptr_array_index (dumps, i - 1));
    }
  g_assert_false (bth_game_can_undo (game));
  g_assert_false (bth_game_undo (game, &error));
  g_clear_error (&error);
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *now = NULL;
      g_assert_true (bth_game_redo (game, &error));
      g_assert_no_error (error);
      now = bth_game_state_dump (bth_game_get_state (game));
      g_assert_cmpstr (now, ==, g_ptr_array_index (dumps, i));
    }
  g_assert_false (bth_game_can_redo (game));
  /* A new action after an undo drops the redo stack. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_true (bth_game_can_redo (game));
  g_assert_true (bth_game_note (game, "instead", &error));
  g_assert_false (bth_game_can_redo (game));
}

/* Undo and redo with nothing to take back fail quietly when the caller passes no error
 * (the Grand Campaign's set-up does): they used to write through the NULL error. */
static void
test_undo_redo_without_error (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1806-03", NULL);

  g_assert_false (bth_game_can_undo (game));
  g_assert_false (bth_game_undo (game, NULL));
  g_assert_false (bth_game_can_redo (game));
  g_assert_false (bth_game_redo (game, NULL));
}

/* ---- turn track ---------------------------------------------------------------------- */

static void
test_turn_standard_order (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-09", NULL);
  static const char *const expected[] = {
    /* First turn: the Alliance Phase is omitted for each player (H.9). */
    "1805-08 french/attrition", "1805-08 french/reinforcement", "1805-08 french/movement",
    "1805-08 french/combat", "1805-08 anti_french/attrition", "1805-08 anti_french/reinforcement",
    "1805-08 anti_french/movement", "1805-08 anti_french/combat",
    "1805-09 french/attrition", "1805-09 french/alliance", "1805-09 french/reinforcement",
    "1805-09 french/movement", "1805-09 french/combat", "1805-09 anti_french/attrition",
    "1805-09 anti_french/alliance", "1805-09 anti_french/reinforcement",
    "1805-09 anti_french/movement", "1805-09 anti_french/combat", "1805-09 end",
  };
  g_autoptr(GError) error = NULL;
  GPtrArray *events;
  g_autoptr(JsonObject) payload = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *here = where (game);
      g_assert_cmpstr (here, ==, expected[i]);
      if (i + 1 < G_N_ELEMENTS (expected))
        advance (game);
    }
  /* The skipped Alliance Phase is written in the log with its rule. */
  events = bth_game_get_events (game);
  payload = bth_event_dup_payload (g_ptr_array_index (events, 1));
  g_assert_true (json_object_has_member (payload, "skipped"));
  g_assert_nonnull (strstr (json_array_get_string_element (json_object_get_array_member (payload, "skipped"), 0),
                            "(H.9)"));
  /* After the end month, no more phases (Z.3). */
  g_assert_false (bth_game_advance_phase (game, &error));
  g_assert_nonnull (strstr (error->message, "ended"));
}

static void
test_turn_first_turn_attrition_step (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-09", NULL);
  g_autoptr(GPtrArray) due = bth_game_get_due (game);
  gboolean found = FALSE;

  /* Turn 1's Attrition Phase keeps its supply step but not the roll (G.7). */
  for (guint i = 0; i < due->len; i++)
    {
      BthDueItem *item = g_ptr_array_index (due, i);
      if (item->kind == BTH_DUE_OMITTED_STEP)
        {
          g_assert_cmpstr (item->rule, ==, "G.7");
          found = TRUE;
        }
    }
  g_assert_true (found);
}

static void
test_turn_year_rollover (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-11", "1806-02", NULL);
  BthTurnTrack *track = bth_game_get_turn_track (game);
  BthTurnPosition pos, prev;
  int turns = 0;

  while (!bth_game_get_state (game)->ended)
    {
      bth_game_get_position (game, &pos);
      if (pos.segment == 0 && pos.phase == 0)
        turns++;
      advance (game);
    }
  g_assert_cmpint (turns, ==, 4);   /* Nov, Dec, Jan, Feb */
  g_assert_cmpint (bth_month_year (bth_game_get_state (game)->month), ==, 1806);
  /* Previous from the end goes back to February's last phase, then across the year. */
  bth_game_get_position (game, &pos);
  g_assert_true (bth_turn_track_previous (track, &pos, &prev));
  g_assert_cmpint (bth_month_month (prev.month), ==, 2);
  g_assert_cmpstr (bth_turn_track_phase (track, &prev)->id, ==, "combat");
  pos = (BthTurnPosition) { .month = bth_month_make (1806, 1) };
  g_assert_true (bth_turn_track_previous (track, &pos, &prev));
  g_assert_cmpint (bth_month_year (prev.month), ==, 1805);
  g_assert_cmpint (bth_month_month (prev.month), ==, 12);
  g_assert_cmpstr (bth_turn_track_segment (track, &prev)->id, ==, "anti_french");
  g_assert_cmpint (bth_turn_track_turn_number (track, &pos), ==, 3);
  /* Nothing before the first phase of the scenario. */
  bth_turn_track_first (track, &pos);
  g_assert_false (bth_turn_track_previous (track, &pos, &prev));
}

static void
test_turn_campaign_and_expanded (void)
{
  g_autoptr(BthGame) campaign = small_game ("campaign", "1805-09", "1805-10", NULL);
  g_autoptr(BthGame) weather = small_game ("expanded", "1805-09", "1805-10", "[\"weather\"]");
  g_autoptr(BthGame) no_weather = small_game ("expanded", "1805-09", "1805-10", NULL);
  g_autofree char *c0 = where (campaign);
  g_autofree char *w0 = where (weather);
  g_autofree char *n0 = where (no_weather);

  /* X.E: the neutral players' segment comes first, with its Naval Phase. */
  g_assert_cmpstr (c0, ==, "1805-09 neutral/naval");
  /* Weather is optional and ignored on turn 1. */
  g_assert_cmpstr (w0, ==, "1805-09 neutral/naval");
  g_assert_cmpstr (n0, ==, "1805-09 neutral/naval");
  for (guint i = 0; i < 4; i++)
    advance (campaign);
  {
    /* Pro-French: naval, attrition, then production: alliance omitted on turn 1. */
    g_autofree char *here = where (campaign);
    g_assert_cmpstr (here, ==, "1805-09 pro_french/naval");
  }
  advance (campaign);
  advance (campaign);
  {
    g_autofree char *here = where (campaign);
    g_assert_cmpstr (here, ==, "1805-09 pro_french/production");
  }
  /* Turn 2 starts with the weather only when that option is on. */
  while (bth_month_month (bth_game_get_state (weather)->month) == 9)
    advance (weather);
  while (bth_month_month (bth_game_get_state (no_weather)->month) == 9)
    advance (no_weather);
  {
    g_autofree char *w1 = where (weather);
    g_autofree char *n1 = where (no_weather);
    g_assert_cmpstr (w1, ==, "1805-10 weather/weather");
    g_assert_cmpstr (n1, ==, "1805-10 neutral/naval");
  }
}

static void
test_january_tasks (void)
{
  g_autoptr(BthGame) game = small_game ("expanded", "1805-12", "1806-01", NULL);
  gboolean pows = FALSE;

  while (bth_month_month (bth_game_get_state (game)->month) == 12)
    advance (game);
  while (g_strcmp0 (bth_game_get_state (game)->phase, "alliance") != 0 ||
         g_strcmp0 (bth_game_get_state (game)->segment, "pro_french") != 0)
    advance (game);
  {
    g_autoptr(GPtrArray) due = bth_game_get_due (game);
    for (guint i = 0; i < due->len; i++)
      {
        BthDueItem *item = g_ptr_array_index (due, i);
        if (item->kind == BTH_DUE_JANUARY && strstr (item->text, "Exchange of POWs"))
          pows = TRUE;
      }
  }
  g_assert_true (pows);
}

/* ---- leaders ------------------------------------------------------------------------- */

static void
test_leader_casualty (void)
{
  g_autoptr(BthGame) game = small_game ("standard", "1805-08", "1805-12", NULL);
  g_autoptr(GError) error = NULL;
  BthLeaderFate fate;
  const BthLeaderState *ney;
  const int dice[] = { 6, 6, 2 };
  gboolean due_found = FALSE;

  bth_dice_set_fixed (bth_game_get_dice (game), dice, 3);
  g_assert_true (bth_game_leader_casualty (game, "ney", &fate, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fate, ==, BTH_LEADER_WOUNDED);
  ney = bth_game_state_find_leader (bth_game_get_state (game), "ney");
  g_assert_cmpint (ney->status, ==, BTH_LEADER_STATUS_WOUNDED);
  g_assert_cmpint (ney->returns, ==, bth_month_make (1805, 10));   /* "2": two turns on (R.1) */
  g_assert_null (ney->stack);
  /* His units stay where they were. */
  g_assert_cmpuint (bth_game_state_find_stack (bth_game_get_state (game), "s1")->leaders->len, ==, 0);
  g_assert_cmpint (bth_unit_counts_sp (bth_game_state_find_stack (bth_game_get_state (game), "s1")->units,
                                       NULL, NULL), ==, 6);
  /* He may come back in the French Reinforcement Phase of October (R.2). */
  while (bth_game_get_state (game)->month < bth_month_make (1805, 10) ||
         g_strcmp0 (bth_game_get_state (game)->phase, "reinforcement") != 0)
    advance (game);
  {
    g_autoptr(GPtrArray) due = bth_game_get_due (game);
    for (guint i = 0; i < due->len; i++)
      {
        BthDueItem *item = g_ptr_array_index (due, i);
        if (item->kind == BTH_DUE_LEADER_RETURN)
          {
            due_found = TRUE;
            g_assert_true (bth_game_apply_due (game, item, "s1", NULL, &error));
            g_assert_no_error (error);
          }
      }
  }
  g_assert_true (due_found);
  ney = bth_game_state_find_leader (bth_game_get_state (game), "ney");
  g_assert_cmpint (ney->status, ==, BTH_LEADER_STATUS_ON_MAP);
  g_assert_cmpstr (ney->stack, ==, "s1");

  /* A 12 and a 6: killed, for good. */
  bth_dice_set_fixed (bth_game_get_dice (game), (const int[]) { 6, 6, 6 }, 3);
  g_assert_true (bth_game_leader_casualty (game, "ney", &fate, &error));
  g_assert_cmpint (fate, ==, BTH_LEADER_KILLED);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "ney")->status, ==,
                   BTH_LEADER_STATUS_KILLED);
  g_assert_false (bth_game_leader_casualty (game, "ney", &fate, &error));
}

/* XIV.G.5: the alternate start sets up its own deployment — "All French Forces start in
 * Toulon", "The forces of Egypt are considered neutral … Add one sp of Mameluke cavalry in
 * Alexandria, 1C(Im)" — and begins in June 1798; the standard start is unchanged. */
static void
test_alternate_start_setup (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) egypt = bth_scenario_load_builtin ("egypt-1798", &error);
  g_autoptr(BthGame) toulon = NULL;
  g_autoptr(BthGame) standard = NULL;
  const BthGameState *s;
  int french_toulon = 0, french_other = 0, alexandria_im = 0, standard_toulon = 0;

  g_assert_no_error (error);
  toulon = bth_game_new_from_scenario (rules, egypt, NULL, NULL, "toulon-start", 1798, &error);
  g_assert_no_error (error);
  s = bth_game_get_state (toulon);
  g_assert_cmpint (s->month, ==, bth_month_make (1798, 6));
  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      int french = bth_unit_counts_sp (st->units, "france", NULL);

      /* The location is the place, then the force's note: "Toulon (Desaix: use …)". */
      if (g_str_has_prefix (st->location, "Toulon"))
        french_toulon += french;
      else
        french_other += french;
      if (bth_unit_counts_sp (st->units, "mamelukes-ibrahim", NULL) > 0 ||
          bth_unit_counts_sp (st->units, "mamelukes-murad", NULL) > 0)
        g_assert_null (st->side);
      if (g_str_has_prefix (st->location, "Alexandria"))
        alexandria_im += bth_unit_counts_sp (st->units, "mamelukes-ibrahim", "C");
    }
  g_assert_cmpint (french_toulon, ==, 28);
  g_assert_cmpint (french_other, ==, 0);
  g_assert_cmpint (alexandria_im, ==, 1);
  g_assert_null (bth_game_state_find_power (s, "mamelukes-ibrahim")->side);
  g_assert_null (bth_game_state_find_power (s, "mamelukes-hassan")->side);
  g_assert_cmpstr (bth_game_state_find_power (s, "england")->side, ==, "non-french");
  g_assert_cmpstr (bth_game_state_find_leader (s, "napoleon")->side, ==, "french");

  standard = bth_game_new_from_scenario (rules, egypt, NULL, NULL, NULL, 1798, &error);
  g_assert_no_error (error);
  s = bth_game_get_state (standard);
  g_assert_cmpint (s->month, ==, bth_month_make (1798, 7));
  for (guint i = 0; i < s->stacks->len; i++)
    {
      const BthStackState *st = g_ptr_array_index (s->stacks, i);
      if (g_str_has_prefix (st->location, "Toulon"))
        standard_toulon++;
    }
  g_assert_cmpint (standard_toulon, ==, 0);
  g_assert_cmpstr (bth_game_state_find_power (s, "mamelukes-ibrahim")->side, ==, "non-french");
}

/* IV.E.1.b: "In Prussia, within one hex of Warsaw: Jerome, Leader (0), 6I (Po), 3I (S),
 * 3I (W) …" — Jerome's nationality is not printed (he is French in VII.E.1.a): the players
 * enter it (leaders.ID.power), a power of the game; undone like any edit. */
static void
test_leader_nationality (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) russia = bth_scenario_load_builtin ("russia-1812", &error);
  g_autoptr(BthGame) game = NULL;
  g_autoptr(JsonNode) france = json_node_init_string (json_node_alloc (), "france");
  g_autoptr(JsonNode) atlantis = json_node_init_string (json_node_alloc (), "atlantis");
  const BthLeaderState *jerome;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, russia, NULL, NULL, NULL, 1812, &error);
  g_assert_no_error (error);
  jerome = bth_game_state_find_leader (bth_game_get_state (game), "jerome");
  g_assert_nonnull (jerome);
  g_assert_cmpstr (jerome->power, ==, "poland");   /* the stack's first power until entered */
  g_assert_true (jerome->nationality_unprinted);
  g_assert_false (bth_game_state_find_leader (bth_game_get_state (game), "davout")->nationality_unprinted);
  g_assert_true (bth_game_edit (game, "leaders.jerome.power", france, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), "jerome")->power, ==, "france");
  g_assert_false (bth_game_edit (game, "leaders.jerome.power", atlantis, NULL, &error));
  g_assert_nonnull (strstr (error->message, "a power of the game"));
  g_clear_error (&error);
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), "jerome")->power, ==, "poland");
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  /* War and Peace registers its event kinds with the kernel before any log is read. */
  bth_game_events_ensure ();
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/game/event/json", test_event_json);
  g_test_add_func ("/game/event/nicks", test_event_nicks);
  g_test_add_func ("/game/fold/units", test_fold_units);
  g_test_add_func ("/game/fold/rejected-action-keeps-state", test_fold_rejects_and_keeps_state);
  g_test_add_func ("/game/fold/record-battle", test_record_battle);
  g_test_add_func ("/game/fold/edit-and-override", test_edit_and_override);
  g_test_add_func ("/game/alliance/modifier-until-power-joins", test_alliance_modifier_until_power_joins);
  g_test_add_func ("/game/undo-redo/ten", test_undo_redo);
  g_test_add_func ("/game/undo-redo/nothing-without-error", test_undo_redo_without_error);
  g_test_add_func ("/game/turn-track/standard-order", test_turn_standard_order);
  g_test_add_func ("/game/turn-track/first-turn-attrition-step", test_turn_first_turn_attrition_step);
  g_test_add_func ("/game/turn-track/year-rollover", test_turn_year_rollover);
  g_test_add_func ("/game/turn-track/campaign-and-expanded", test_turn_campaign_and_expanded);
  g_test_add_func ("/game/turn-track/january", test_january_tasks);
  g_test_add_func ("/game/leaders/casualty", test_leader_casualty);
  g_test_add_func ("/game/scenario/alternate-start-setup", test_alternate_start_setup);
  g_test_add_func ("/game/leaders/nationality", test_leader_nationality);

  status = g_test_run ();
  g_object_unref (rules);
  return status;
}

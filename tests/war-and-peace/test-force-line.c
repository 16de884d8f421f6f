/* test-force-line.c — a force typed in one line (bth-force-line.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-combat.h"
#include "bth-combat-json.h"
#include "bth-force-line.h"

#include <string.h>

static BthRuleset *rules;

static char *
force_json (const BthForceLine *line)
{
  return json_to_string (line->force, FALSE);
}

static const BthForceToken *
token (const BthForceLine *line,
       guint               i)
{
  g_assert_cmpuint (i, <, line->tokens->len);
  return g_ptr_array_index (line->tokens, i);
}

/* Section O.3's French force, as the rulebook's example gives it (tests/cli/example-o3.json):
 * Napoleon (3), 5 I and 3 C of morale 2, 5 Bavarian I. */
static void
test_o3_attacker (void)
{
  g_autoptr(BthForceLine) line = bth_force_line_parse (rules, "Napoleon (3) Blue 5I/2, 3C/2, 5I (B)");
  g_autofree char *json = force_json (line);

  g_assert_cmpuint (line->n_unknown, ==, 0);
  g_assert_cmpuint (line->tokens->len, ==, 5);
  g_assert_cmpint (token (line, 0)->kind, ==, BTH_FORCE_TOKEN_LEADER);
  g_assert_cmpstr (token (line, 0)->text, ==, "Napoleon (3)");
  g_assert_cmpstr (token (line, 0)->meaning, ==, "leader Napoleon, value 3");
  g_assert_cmpint (token (line, 1)->kind, ==, BTH_FORCE_TOKEN_COLOR);
  g_assert_cmpstr (token (line, 1)->meaning, ==, "counter colour blue (D.4)");
  g_assert_cmpstr (token (line, 2)->meaning, ==, "5 SP of infantry · morale 2");
  g_assert_cmpstr (token (line, 4)->text, ==, "5I (B)");
  g_assert_cmpuint (token (line, 4)->start, ==, 30);
  g_assert_cmpstr (token (line, 4)->meaning, ==, "5 SP of infantry · yellow symbol (a minor power's unit: D.5)");
  g_assert_cmpstr (json, ==,
                   "{\"leader\":3,\"leader_color\":\"blue\",\"leader_name\":\"Napoleon\",\"supplied\":true,"
                   "\"entrenched\":false,\"units\":["
                   "{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"morale\":2},"
                   "{\"sp\":3,\"kind\":\"C\",\"color\":\"blue\",\"morale\":2},"
                   "{\"sp\":5,\"kind\":\"I\",\"color\":\"blue\",\"symbol\":\"yellow\"}]}");
}

/* The defender, short: "(2)w" leader and colour, symbols as suffixes, terrain by prefix. */
static void
test_o3_defender_short (void)
{
  g_autoptr(BthForceLine) line = bth_force_line_parse (rules, "(2)w 7ib 3cb 11l low");
  g_autofree char *json = force_json (line);

  g_assert_cmpuint (line->n_unknown, ==, 0);
  g_assert_cmpstr (token (line, 5)->meaning, ==, "in a Low Mountain Hex");
  g_assert_cmpstr (token (line, 2)->meaning, ==, "7 SP of infantry · black symbol");
  g_assert_cmpstr (token (line, 4)->meaning, ==, "11 SP of landwehr");
  g_assert_cmpstr (json, ==,
                   "{\"leader\":2,\"leader_color\":\"white\",\"supplied\":true,\"terrain\":\"low_mountain\","
                   "\"entrenched\":false,\"units\":["
                   "{\"sp\":7,\"kind\":\"I\",\"color\":\"white\",\"symbol\":\"black\"},"
                   "{\"sp\":3,\"kind\":\"C\",\"color\":\"white\",\"symbol\":\"black\"},"
                   "{\"sp\":11,\"kind\":\"L\",\"color\":\"white\"}]}");
}

/* The two lines make the rulebook's battle: 3:2, DRM +1, and 4+4 gives L = 1, S = D1. */
static void
test_o3_resolves (void)
{
  g_autoptr(BthForceLine) attacker = bth_force_line_parse (rules, "Napoleon (3) Blue 5I/2, 3C/2, 5I (B)");
  g_autoptr(BthForceLine) defender = bth_force_line_parse (rules, "Charles (2) white 7Ib 3Cb 11L low mountain");
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) battle_json = NULL;
  g_autoptr(GError) error = NULL;
  BthBattle battle = { 0 };
  BthCombatSetup *setup;
  BthCombatOutcome outcome = { 0 };

  g_assert_cmpuint (defender->n_unknown, ==, 0);
  g_assert_cmpuint (defender->tokens->len, ==, 6);       /* "low mountain" is one token */
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "field");
  json_builder_set_member_name (b, "active");
  json_builder_add_string_value (b, "attacker");
  json_builder_set_member_name (b, "attack_from_river");
  json_builder_add_boolean_value (b, TRUE);
  json_builder_set_member_name (b, "attacker");
  json_builder_add_value (b, json_node_copy (attacker->force));
  json_builder_set_member_name (b, "defender");
  json_builder_add_value (b, json_node_copy (defender->force));
  json_builder_end_object (b);
  battle_json = json_builder_get_root (b);

  g_assert_true (bth_battle_from_json (battle_json, &battle, &error));
  g_assert_no_error (error);
  setup = bth_combat_setup (rules, &battle, &error);
  g_assert_no_error (error);
  g_assert_nonnull (setup);
  g_assert_cmpint (setup->drm, ==, 1);
  bth_combat_outcome_for_roll (rules, &battle, setup, 8, &outcome);
  g_assert_cmpstr (bth_result_to_string (outcome.result[setup->larger]), ==, "1");
  g_assert_cmpstr (bth_result_to_string (outcome.result[1 - setup->larger]), ==, "D1");
  bth_combat_outcome_clear (&outcome);
  bth_combat_setup_free (setup);
  bth_battle_clear (&battle);
}

/* Unknown tokens are marked where they stand; the others still count. */
static void
test_unknown_marked (void)
{
  g_autoptr(BthForceLine) line = bth_force_line_parse (rules, "g 5X, blue 4I (7) zz(B)");

  g_assert_cmpuint (line->n_unknown, ==, 5);
  g_assert_cmpint (token (line, 0)->kind, ==, BTH_FORCE_TOKEN_UNKNOWN);
  g_assert_cmpstr (token (line, 0)->meaning, ==, "which: grey, green?");
  g_assert_cmpint (token (line, 1)->kind, ==, BTH_FORCE_TOKEN_UNKNOWN);
  g_assert_cmpuint (token (line, 1)->start, ==, 2);
  g_assert_cmpuint (token (line, 1)->end, ==, 4);
  g_assert_cmpint (token (line, 3)->kind, ==, BTH_FORCE_TOKEN_UNIT);
  g_assert_cmpstr (token (line, 3)->meaning, ==, "4 SP of infantry · its symbol colour? (w, b or y after the kind: D.7)");
  g_assert_cmpstr (token (line, 4)->meaning, ==, "a leader's value is 0 to 3 (D.3)");
  g_assert_cmpint (token (line, 5)->kind, ==, BTH_FORCE_TOKEN_UNKNOWN);     /* zz */
  g_assert_cmpint (token (line, 6)->kind, ==, BTH_FORCE_TOKEN_UNKNOWN);     /* (B) after no unit */
}

/* Colours change for the units after them; entrenched and out of supply are words too. */
static void
test_colours_and_keywords (void)
{
  g_autoptr(BthForceLine) line = bth_force_line_parse (rules, "2I gree 4Cw WHITE 3Lb e u forest");
  JsonObject *force = json_node_get_object (line->force);
  JsonArray *units = json_object_get_array_member (force, "units");

  g_assert_cmpuint (line->n_unknown, ==, 0);
  g_assert_false (json_object_has_member (force, "leader_color"));   /* no leader typed */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (units, 0), "color"), ==, "green");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (units, 1), "color"), ==, "green");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (units, 2), "color"), ==, "white");
  g_assert_true (json_object_get_boolean_member (force, "entrenched"));
  g_assert_false (json_object_get_boolean_member (force, "supplied"));
  g_assert_cmpstr (json_object_get_string_member (force, "terrain"), ==, "forest");
}

/* What the row editor holds, written as a line, reads back to the same force. */
static void
test_format_round_trip (void)
{
  const char *lines[] = {
    "Napoleon (3) blue 5I/2, 3C/2, 5Iy",
    "(2) white 7Ib, 3Cb, 11L low mountain entrenched unsupplied",
    "(0) green 2CC, 4Iw red 1GI",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autoptr(BthForceLine) line = bth_force_line_parse (rules, lines[i]);
      g_autofree char *text = bth_force_line_format (rules, json_node_get_object (line->force));
      g_autoptr(BthForceLine) again = bth_force_line_parse (rules, text);
      g_autofree char *a = force_json (line);
      g_autofree char *b = force_json (again);

      g_assert_cmpuint (line->n_unknown, ==, 0);
      g_assert_cmpstr (text, ==, lines[i]);
      g_assert_cmpstr (a, ==, b);
    }
}

/* A battle brought from the Leader Display names Davout before the players have entered his
 * value (the link leaves "leader" out): the line says his value is not entered, never "(0)",
 * and reads back to a force without "leader" — unknown, not 0 (D.3: "may range from zero
 * (poorest) up to three (best)"). */
static void
test_leader_value_not_entered (void)
{
  g_autoptr(JsonNode) linked = json_from_string ("{\"leader_name\": \"Davout\", \"leader_color\": \"blue\","
                                                 " \"units\": [{\"sp\": 5, \"kind\": \"I\"}]}", NULL);
  g_autofree char *text = bth_force_line_format (rules, json_node_get_object (linked));
  g_autoptr(BthForceLine) line = bth_force_line_parse (rules, text);
  JsonObject *force = json_node_get_object (line->force);

  g_assert_cmpstr (text, ==, "Davout (leadership value not entered) blue 5I");
  g_assert_cmpuint (line->n_unknown, ==, 0);
  g_assert_cmpint (token (line, 0)->kind, ==, BTH_FORCE_TOKEN_LEADER);
  g_assert_cmpstr (token (line, 0)->text, ==, "Davout (leadership value not entered)");
  g_assert_nonnull (strstr (token (line, 0)->meaning, "leadership value not entered"));
  g_assert_false (json_object_has_member (force, "leader"));
  g_assert_cmpstr (json_object_get_string_member (force, "leader_name"), ==, "Davout");
  g_assert_cmpstr (json_object_get_string_member (force, "leader_color"), ==, "blue");

  /* Typed over with his value, he is a leader of that value. */
  {
    g_autoptr(BthForceLine) typed = bth_force_line_parse (rules, "Davout (2) blue 5I");
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (typed->force), "leader"), ==, 2);
  }
  /* A second leader is still refused after one not entered. */
  {
    g_autoptr(BthForceLine) two = bth_force_line_parse (rules, "Davout (leadership value not entered) (2) 5I");
    g_assert_cmpuint (two->n_unknown, ==, 1);
  }
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);

  g_test_add_func ("/force-line/o3-attacker", test_o3_attacker);
  g_test_add_func ("/force-line/o3-defender-short", test_o3_defender_short);
  g_test_add_func ("/force-line/o3-resolves", test_o3_resolves);
  g_test_add_func ("/force-line/unknown-marked", test_unknown_marked);
  g_test_add_func ("/force-line/colours-and-keywords", test_colours_and_keywords);
  g_test_add_func ("/force-line/format-round-trip", test_format_round_trip);
  g_test_add_func ("/force-line/leader-value-not-entered", test_leader_value_not_entered);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}

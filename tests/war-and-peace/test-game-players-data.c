/* test-game-players-data.c — what the players enter from their board: the winter months
 * (calendar.winter_months), answers to a scenario's to_be_entered items (answers.KEY),
 * several edits as one action, and saves before and after. */
#include "bth-game-save.h"
#include "bth-war-and-peace.h"
#include "bth-error.h"
#include "bth-json-strict.h"
#include "bth-players-memory.h"

#include <glib/gstdio.h>

#include <string.h>

static BthRuleset *rules;

static gint64
fixed_clock (gpointer data)
{
  return 1746093600;
}

static BthGame *
austerlitz (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("austerlitz-1805", &error);
  BthGame *game;

  g_assert_no_error (error);
  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1805, &error);
  g_assert_no_error (error);
  bth_game_set_clock (game, fixed_clock, NULL);
  return game;
}

static gboolean
winter (BthGame *game, int year, int month, gboolean *known)
{
  return bth_game_state_month_is_winter (bth_game_get_state (game), bth_month_make (year, month), known);
}

static gboolean
edit_json (BthGame *game, const char *path, const char *json, GError **error)
{
  g_autoptr(JsonNode) value = json_from_string (json, NULL);
  g_assert_nonnull (value);
  return bth_game_edit (game, path, value, NULL, error);
}

/* Unknown until entered; entered months hold for every year; undo and redo. */
static void
test_winter_months (void)
{
  g_autoptr(BthGame) game = austerlitz ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) field = NULL;
  gboolean known = TRUE;

  g_assert_false (winter (game, 1805, 12, &known));
  g_assert_false (known);
  field = bth_game_state_get_field (bth_game_get_state (game), "calendar.winter_months", &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_NULL (field));

  g_assert_true (edit_json (game, "calendar.winter_months", "[1, 2, 12]", &error));
  g_assert_no_error (error);
  g_assert_true (winter (game, 1805, 12, &known));
  g_assert_true (known);
  g_assert_true (winter (game, 1806, 1, NULL));
  g_assert_true (winter (game, 1807, 2, NULL));
  g_assert_false (winter (game, 1805, 11, &known));
  g_assert_true (known);
  g_assert_false (winter (game, 1806, 3, NULL));
  g_assert_cmpuint (bth_game_get_state (game)->n_edits, ==, 1);

  /* One undo step; redo puts it back. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_false (winter (game, 1805, 12, &known));
  g_assert_false (known);
  g_assert_true (bth_game_redo (game, &error));
  g_assert_true (winter (game, 1805, 12, &known));
  g_assert_true (known);

  /* A change keeps the old list in the event, so undo restores it. */
  g_assert_true (edit_json (game, "calendar.winter_months", "[11, 12]", &error));
  g_assert_true (winter (game, 1805, 11, NULL));
  g_assert_false (winter (game, 1806, 1, NULL));
  g_assert_true (bth_game_undo (game, &error));
  g_assert_false (winter (game, 1805, 11, NULL));
  g_assert_true (winter (game, 1806, 1, NULL));

  /* An empty list is an answer: no month is winter, and that is known. */
  g_assert_true (edit_json (game, "calendar.winter_months", "[]", &error));
  g_assert_false (winter (game, 1805, 12, &known));
  g_assert_true (known);
  /* null takes the answer back. */
  g_assert_true (edit_json (game, "calendar.winter_months", "null", &error));
  g_assert_false (winter (game, 1805, 12, &known));
  g_assert_false (known);
  g_assert_no_error (error);
}

/* Bad lists are refused with a message naming the problem, and change nothing. */
static void
test_winter_months_bad (void)
{
  static const struct { const char *json, *message; } bad[] = {
    { "[12, 1]", "once each, in order" },
    { "[1, 1]", "once each, in order" },
    { "[0]", "[0]" },
    { "[13]", "[0]" },
    { "\"December\"", "list of month numbers" },
    { "[\"12\"]", "[0]" },
    { "true", "list of month numbers" },
  };
  g_autoptr(BthGame) game = austerlitz ();

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean known = TRUE;

      g_assert_false (edit_json (game, "calendar.winter_months", bad[i].json, &error));
      g_assert_nonnull (error);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("%s: message \"%s\" lacks \"%s\"", bad[i].json, error->message, bad[i].message);
      g_assert_nonnull (strstr (error->message, "new"));
      winter (game, 1805, 12, &known);
      g_assert_false (known);
      g_assert_false (bth_game_can_undo (game));
    }
}

/* Answers to to_be_entered items: keyed by the item's text; text or null. */
static void
test_answers (void)
{
  g_autoptr(BthGame) game = austerlitz ();
  g_autoptr(GError) error = NULL;
  const char * const *items = bth_scenario_get_to_be_entered (bth_game_get_scenario (game));
  const char *item = items[2];   /* Prussian territory … from the map */
  g_autofree char *key = bth_players_data_item_key (item);
  g_autofree char *key_again = bth_players_data_item_key (item);
  g_autofree char *other = bth_players_data_item_key (items[0]);
  g_autofree char *path = g_strdup_printf ("answers.%s", key);
  g_autoptr(JsonNode) answer = json_node_init_string (json_node_alloc (), "Ansbach, Bayreuth: Prussian");
  g_autoptr(JsonNode) number = json_from_string ("3", NULL);

  g_assert_cmpstr (key, ==, key_again);
  g_assert_cmpstr (key, !=, other);
  g_assert_null (strchr (key, '.'));
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), item));

  g_assert_true (bth_game_edit (game, path, answer, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bth_game_state_get_answer (bth_game_get_state (game), item), ==, "Ansbach, Bayreuth: Prussian");
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), items[0]));

  g_assert_false (bth_game_edit (game, path, number, NULL, &error));
  g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT);
  g_assert_nonnull (strstr (error->message, "answer as text"));
  g_clear_error (&error);
  g_assert_false (bth_game_edit (game, "answers.", answer, NULL, &error));
  g_assert_nonnull (strstr (error->message, "names no field"));
  g_clear_error (&error);

  g_assert_true (bth_game_undo (game, &error));
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), item));
  g_assert_true (bth_game_redo (game, &error));
  g_assert_nonnull (bth_game_state_get_answer (bth_game_get_state (game), item));
  g_assert_true (edit_json (game, path, "null", &error));
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), item));
  g_assert_no_error (error);
}

/* An item reworded in the data keeps its earlier wordings ("formerly"): the answer the
 * players gave to the old wording is still found, and never shown as "not entered". The
 * IV item's earlier wording is the one Berthier shipped before the Leader Display took the
 * nationality. */
static void
test_answer_to_earlier_wording (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin ("russia-1812", &error);
  g_autoptr(BthGame) game = NULL;
  const char * const *items;
  const char *item = NULL;
  const char * const *formerly = NULL;
  g_autofree char *old_key = NULL;
  g_autofree char *old_path = NULL;
  g_autoptr(JsonNode) answer = json_node_init_string (json_node_alloc (), "Jerome: Westphalian");
  gboolean former = FALSE;

  g_assert_no_error (error);
  items = bth_scenario_get_to_be_entered (scenario);
  for (guint i = 0; items[i] != NULL && formerly == NULL; i++)
    if ((formerly = bth_scenario_get_item_formerly (scenario, items[i])) != NULL)
      item = items[i];
  g_assert_nonnull (item);
  g_assert_nonnull (strstr (item, "Leader Display (Nationality)"));
  g_assert_true (g_str_has_suffix (formerly[0], "until the players enter it."));

  game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1812, &error);
  g_assert_no_error (error);
  old_key = bth_players_data_item_key (formerly[0]);
  old_path = g_strdup_printf ("answers.%s", old_key);
  g_assert_true (bth_game_edit (game, old_path, answer, NULL, &error));
  g_assert_null (bth_game_state_get_answer (bth_game_get_state (game), item));
  g_assert_cmpstr (bth_game_state_get_answer_or_former (bth_game_get_state (game), item, formerly, &former),
                   ==, "Jerome: Westphalian");
  g_assert_true (former);
  g_assert_null (bth_game_state_get_answer_or_former (bth_game_get_state (game), items[0], NULL, &former));
  g_assert_false (former);

  /* The players' memory learnt the answer under the earlier wording in an earlier game: a
   * new game is offered it under the item's present wording. */
  {
    g_autoptr(BthPlayersMemory) memory = bth_players_memory_new ();
    g_autoptr(BthGame) second = bth_game_new_from_scenario (rules, scenario, NULL, NULL, NULL, 1812, &error);
    g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
    g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
    g_autofree char *new_key = bth_players_data_item_key (item);
    g_autofree char *new_path = g_strdup_printf ("answers.%s", new_key);

    g_assert_no_error (error);
    g_assert_true (bth_players_memory_learn (memory, bth_game_get_state (game), formerly));
    g_assert_cmpuint (bth_players_memory_offer (memory, bth_game_get_state (second), items, paths, values), ==, 0);
    g_assert_cmpuint (bth_players_memory_offer_reworded (memory, bth_game_get_state (second), item, formerly,
                                                         paths, values), ==, 1);
    g_assert_cmpstr (g_ptr_array_index (paths, 0), ==, new_path);
    g_assert_cmpstr (json_node_get_string (g_ptr_array_index (values, 0)), ==, "Jerome: Westphalian");
    /* Nothing is offered over an answer the game already has, under either wording. */
    g_ptr_array_set_size (paths, 0);
    g_ptr_array_set_size (values, 0);
    g_assert_cmpuint (bth_players_memory_offer_reworded (memory, bth_game_get_state (game), item, formerly,
                                                         paths, values), ==, 0);
  }
}

/* Several edits as one action: one undo step; unchanged fields left out; all or nothing. */
static void
test_edit_many (void)
{
  g_autoptr(BthGame) game = austerlitz ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) months = json_from_string ("[1, 2, 12]", NULL);
  g_autoptr(JsonNode) value = json_from_string ("5", NULL);
  g_autoptr(JsonNode) colour = json_from_string ("\"blue\"", NULL);
  g_autoptr(JsonNode) bad_value = json_from_string ("12", NULL);
  const char *paths[] = { "calendar.winter_months", "leaders.napoleon.value", "leaders.napoleon.colour" };
  JsonNode *values[] = { months, value, colour };
  const char *bad_paths[] = { "leaders.napoleon.value", "leaders.napoleon.value" };
  JsonNode *bad_values[] = { value, bad_value };
  guint events;

  g_assert_true (bth_game_edit_many (game, paths, values, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->value, ==, 5);
  g_assert_cmpstr (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->colour, ==, "blue");
  g_assert_true (winter (game, 1805, 12, NULL));
  g_assert_cmpuint (bth_game_get_state (game)->n_edits, ==, 3);

  /* Nothing left to change: no action. */
  events = bth_game_get_events (game)->len;
  g_assert_true (bth_game_edit_many (game, paths, values, 3, &error));
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);

  /* One undo takes all three back. */
  g_assert_true (bth_game_undo (game, &error));
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->value, ==, BTH_GAME_VALUE_UNKNOWN);
  g_assert_null (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->colour);
  g_assert_false (winter (game, 1805, 12, NULL));
  g_assert_false (bth_game_can_undo (game) && bth_game_get_state (game)->n_edits > 0);

  /* A value out of range: nothing changes, the message names it. */
  events = bth_game_get_events (game)->len;
  g_assert_false (bth_game_edit_many (game, bad_paths, bad_values, 2, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (bth_game_get_events (game)->len, ==, events);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (game), "napoleon")->value, ==, BTH_GAME_VALUE_UNKNOWN);
}

/* The players' data is saved as edit events of the same format version, reloads, and a
 * save made before any was entered still loads with nothing known. */
static void
test_save (void)
{
  g_autoptr(BthGame) game = austerlitz ();
  g_autoptr(BthGame) loaded = NULL;
  g_autoptr(BthGame) old_loaded = NULL;
  g_autoptr(GError) error = NULL;
  const char *item = bth_scenario_get_to_be_entered (bth_game_get_scenario (game))[2];
  g_autofree char *path = NULL;
  g_autofree char *old_save = NULL, *save = NULL, *again = NULL, *tampered = NULL;
  g_autofree char *dump1 = NULL, *dump2 = NULL;
  gsize len;
  gboolean known = TRUE;

  old_save = bth_game_save_to_data (game, &len);
  g_assert_true (edit_json (game, "calendar.winter_months", "[1, 2, 12]", &error));
  {
    g_autofree char *key = bth_players_data_item_key (item);
    path = g_strdup_printf ("answers.%s", key);
  }
  g_assert_true (edit_json (game, path, "\"Ansbach and Bayreuth\"", &error));
  g_assert_no_error (error);
  save = bth_game_save_to_data (game, &len);
  g_assert_nonnull (strstr (save, "\"format_version\": 1,"));
  g_assert_nonnull (strstr (save, "\"path\":\"calendar.winter_months\",\"old\":null,\"new\":[1,2,12]"));

  loaded = bth_game_load_from_data (rules, save, len, "players.json", &error);
  g_assert_no_error (error);
  again = bth_game_save_to_data (loaded, &len);
  g_assert_cmpstr (save, ==, again);
  dump1 = bth_game_state_dump (bth_game_get_state (game));
  dump2 = bth_game_state_dump (bth_game_get_state (loaded));
  g_assert_cmpstr (dump1, ==, dump2);
  g_assert_nonnull (strstr (dump1, "\"winter_months\" : [\n      1,\n      2,\n      12\n    ]"));
  g_assert_true (winter (loaded, 1805, 12, &known));
  g_assert_true (known);
  g_assert_cmpstr (bth_game_state_get_answer (bth_game_get_state (loaded), item), ==, "Ansbach and Bayreuth");

  /* An earlier save, without players' data, loads and knows no winter. */
  old_loaded = bth_game_load_from_data (rules, old_save, -1, "old.json", &error);
  g_assert_no_error (error);
  winter (old_loaded, 1805, 12, &known);
  g_assert_false (known);

  /* An edit whose old list is not the state's is refused on loading, naming the event. */
  tampered = g_strdup (save);
  {
    char *at = strstr (tampered, "\"old\":null,\"new\":[1,2,12]");
    g_autoptr(BthGame) bad = NULL;
    memcpy (at + strlen ("\"old\":"), "[ 3]", 4);   /* as long as "null" */
    bad = bth_game_load_from_data (rules, tampered, -1, "tampered.json", &error);
    g_assert_null (bad);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "tampered.json"));
    g_assert_nonnull (strstr (error->message, "calendar.winter_months"));
  }
}

/* The memory learns a game's players' data and offers it to the next game, where it is
 * applied as one action; unnamed leaders and values a scenario prints are left alone. */
static void
test_memory_learn_and_offer (void)
{
  g_autoptr(BthGame) first = austerlitz ();
  g_autoptr(BthGame) second = austerlitz ();
  g_autoptr(BthPlayersMemory) memory = bth_players_memory_new ();
  g_autoptr(BthPlayersMemory) reread = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;
  const char * const *items = bth_scenario_get_to_be_entered (bth_game_get_scenario (first));
  g_autofree char *answer_path = NULL;
  g_autofree char *data = NULL, *data2 = NULL;
  const BthGameState *state;
  g_autofree char *unnamed = NULL;   /* a copy: each edit replaces the state */
  guint months = 0;

  {
    g_autofree char *key = bth_players_data_item_key (items[2]);
    answer_path = g_strdup_printf ("answers.%s", key);
  }
  state = bth_game_get_state (first);
  for (guint i = 0; i < state->leaders->len && unnamed == NULL; i++)
    if (!((BthLeaderState *) g_ptr_array_index (state->leaders, i))->named)
      unnamed = g_strdup (((BthLeaderState *) g_ptr_array_index (state->leaders, i))->id);

  /* Nothing entered: nothing learnt, nothing offered. */
  g_assert_false (bth_players_memory_learn (memory, bth_game_get_state (first), items));
  g_assert_cmpuint (bth_players_memory_offer (memory, bth_game_get_state (second), items, paths, values), ==, 0);

  g_assert_true (edit_json (first, "calendar.winter_months", "[1, 2, 12]", &error));
  g_assert_true (edit_json (first, "leaders.napoleon.value", "5", &error));
  g_assert_true (edit_json (first, "leaders.napoleon.colour", "\"blue\"", &error));
  g_assert_true (edit_json (first, "leaders.ney.value", "3", &error));
  g_assert_true (edit_json (first, answer_path, "\"Ansbach, Bayreuth\"", &error));
  g_assert_nonnull (unnamed);
    {
      g_autofree char *path = g_strdup_printf ("leaders.%s.colour", unnamed);
      g_assert_true (edit_json (first, path, "\"green\"", &error));
    }
  g_assert_no_error (error);
  g_assert_true (bth_players_memory_learn (memory, bth_game_get_state (first), items));
  g_assert_false (bth_players_memory_learn (memory, bth_game_get_state (first), items));
  g_assert_true (bth_players_memory_get_winter (memory, &months));
  g_assert_cmpuint (months, ==, (1u << 0) | (1u << 1) | (1u << 11));

  /* Through the file format and back. */
  data = bth_players_memory_to_data (memory);
  g_assert_nonnull (strstr (data, "\"napoleon\""));
  g_assert_null (strstr (data, unnamed));
  reread = bth_players_memory_from_data (data, "players-data.json", &error);
  g_assert_no_error (error);
  data2 = bth_players_memory_to_data (reread);
  g_assert_cmpstr (data, ==, data2);
  {
    g_autoptr(BthPlayersMemory) copy = bth_players_memory_copy (memory);
    g_autofree char *data3 = bth_players_memory_to_data (copy);
    g_assert_cmpstr (data, ==, data3);
    g_assert_true (copy != memory);
  }

  /* Offered to the second game: winter, Napoleon's value and colour, Ney's value,
   * the answer: five edits, applied as one action. */
  g_assert_true (edit_json (second, "leaders.ney.value", "2", &error));   /* entered already */
  g_assert_cmpuint (bth_players_memory_offer (reread, bth_game_get_state (second), items, paths, values), ==, 4);
  g_assert_cmpstr (g_ptr_array_index (paths, 0), ==, "calendar.winter_months");
  g_assert_true (bth_game_edit_many (second, (const char * const *) paths->pdata,
                                     (JsonNode * const *) values->pdata, paths->len, &error));
  g_assert_no_error (error);
  state = bth_game_get_state (second);
  g_assert_true (bth_game_state_month_is_winter (state, bth_month_make (1805, 12), NULL));
  g_assert_cmpint (bth_game_state_find_leader (state, "napoleon")->value, ==, 5);
  g_assert_cmpstr (bth_game_state_find_leader (state, "napoleon")->colour, ==, "blue");
  g_assert_cmpint (bth_game_state_find_leader (state, "ney")->value, ==, 2);
  g_assert_cmpstr (bth_game_state_get_answer (state, items[2]), ==, "Ansbach, Bayreuth");
  g_assert_null (bth_game_state_find_leader (state, unnamed)->colour);
  g_ptr_array_set_size (paths, 0);
  g_ptr_array_set_size (values, 0);
  g_assert_cmpuint (bth_players_memory_offer (reread, state, items, paths, values), ==, 0);
  /* One undo step takes all of it back. */
  g_assert_true (bth_game_undo (second, &error));
  g_assert_false (bth_game_state_month_is_winter (bth_game_get_state (second), bth_month_make (1805, 12), NULL));
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (second), "napoleon")->value, ==, BTH_GAME_VALUE_UNKNOWN);
  g_assert_cmpint (bth_game_state_find_leader (bth_game_get_state (second), "ney")->value, ==, 2);
}

/* The file: missing is empty, malformed is refused with its name and JSON path and left
 * in place, a save keeps the previous file as .bak. */
static void
test_memory_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("berthier-players-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "players-data.json", NULL);
  g_autofree char *bak = g_strconcat (path, ".bak", NULL);
  g_autoptr(BthPlayersMemory) memory = NULL;
  g_autoptr(BthGame) game = austerlitz ();
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL, *backup = NULL, *kept = NULL;
  static const struct { const char *text, *message; } bad[] = {
    { "{", "players-data.json" },
    { "[]", "$: expected an object" },
    { "{\"format\": \"berthier-game\", \"format_version\": 1, \"winter_months\": null, \"leaders\": {}, \"answers\": {}}",
      "$.format" },
    { "{\"format\": \"berthier-players-data\", \"format_version\": 2, \"winter_months\": null, \"leaders\": {}, \"answers\": {}}",
      "format_version" },
    { "{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": [12, 1], \"leaders\": {}, \"answers\": {}}",
      "$.winter_months[1]" },
    { "{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": null,"
      " \"leaders\": {\"ney\": {\"name\": \"Ney\", \"value\": 12, \"colour\": null}}, \"answers\": {}}",
      "$.leaders.ney.value" },
    { "{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": null,"
      " \"leaders\": {}, \"answers\": {\"abc\": {\"item\": \"x\", \"answer\": \"y\"}}}",
      "$.answers.abc" },
    { "{\"format\": \"berthier-players-data\", \"format_version\": 1, \"winter_months\": null, \"leaders\": {}}",
      "answers" },
  };

  memory = bth_players_memory_load (path, &error);
  g_assert_no_error (error);
  g_assert_false (bth_players_memory_get_winter (memory, NULL));
  g_assert_true (edit_json (game, "calendar.winter_months", "[12]", &error));
  g_assert_true (bth_players_memory_learn (memory, bth_game_get_state (game), NULL));
  g_assert_true (bth_players_memory_save (memory, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (bak, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (path, &first, NULL, NULL));
  g_assert_true (edit_json (game, "calendar.winter_months", "[1, 12]", &error));
  g_assert_true (bth_players_memory_learn (memory, bth_game_get_state (game), NULL));
  g_assert_true (bth_players_memory_save (memory, path, &error));
  g_assert_true (g_file_get_contents (bak, &backup, NULL, NULL));
  g_assert_cmpstr (backup, ==, first);
  g_clear_pointer (&memory, bth_players_memory_free);
  memory = bth_players_memory_load (path, &error);
  g_assert_no_error (error);
  {
    guint months;
    g_assert_true (bth_players_memory_get_winter (memory, &months));
    g_assert_cmpuint (months, ==, 1u | (1u << 11));
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(BthPlayersMemory) refused = NULL;

      g_assert_true (g_file_set_contents (path, bad[i].text, -1, NULL));
      refused = bth_players_memory_load (path, &error);
      g_assert_null (refused);
      g_assert_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (error->message, path));
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("%s: message \"%s\" lacks \"%s\"", bad[i].text, error->message, bad[i].message);
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, bad[i].text);
      g_clear_pointer (&kept, g_free);
    }
  g_remove (path);
  g_remove (bak);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/players-data/winter-months", test_winter_months);
  g_test_add_func ("/players-data/winter-months-bad", test_winter_months_bad);
  g_test_add_func ("/players-data/answers", test_answers);
  g_test_add_func ("/players-data/answer-to-earlier-wording", test_answer_to_earlier_wording);
  g_test_add_func ("/players-data/edit-many", test_edit_many);
  g_test_add_func ("/players-data/save", test_save);
  g_test_add_func ("/players-data/memory-learn-and-offer", test_memory_learn_and_offer);
  g_test_add_func ("/players-data/memory-file", test_memory_file);
  status = g_test_run ();
  g_object_unref (rules);
  return status;
}

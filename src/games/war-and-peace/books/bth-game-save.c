/* bth-game-save.c — writing and reading save files; the text export of a log. */
#include "bth-game-save.h"
#include "bth-game-names.h"
#include "bth-game-books.h"
#include "bth-game-fleets.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-private.h"
#include "bth-atomic-file.h"
#include "bth-books-checkpoint.h"
#include "bth-books-save.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <string.h>

/* What War and Peace's saves are, for the kernel's envelope (bth-books-save.h). */
static BthBooksSaveKind
save_kind (BthRuleset *rules)
{
  BthBooksSaveKind kind = { BTH_GAME_FORMAT, BTH_GAME_FORMAT_VERSION, BTH_GAME_ID, "War and Peace",
                            bth_ruleset_get_id (rules) };
  return kind;
}

char *
bth_game_save_to_data (BthGame *self, gsize *length)
{
  BthBooksSaveKind kind = save_kind (bth_game_get_ruleset (self));
  g_autofree char *dice_state = bth_dice_save_state (bth_game_get_dice (self));

  return bth_books_save_to_data (&kind, bth_game_get_state (self)->scenario, bth_game_get_seed (self), dice_state,
                                 bth_game_get_events (self), bth_game_get_redo_stack (self), length);
}

static BthGame *load_from_data (BthRuleset *rules, const char *data, gsize length, const char *name,
                                gboolean use_checkpoint, GError **error);

/* The checkpoint of the save DATA, when checkpoints are kept (bth-books-checkpoint.h). A
 * cache: failing to write one costs the next opening a full fold, nothing else. */
static void
write_checkpoint (BthGame *self, const char *data, gsize length)
{
  const char *dir = bth_books_checkpoint_get_dir ();
  g_autoptr(GError) local = NULL;

  if (dir != NULL && !bth_game_write_checkpoint (self, dir, data, length, &local) && local != NULL)
    g_debug ("no checkpoint written: %s", local->message);
}

gboolean
bth_game_save (BthGame *self, GFile *file, GError **error)
{
  gsize length;
  g_autofree char *data = bth_game_save_to_data (self, &length);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *bak_path = g_strconcat (path, ".bak", NULL);
  g_autoptr(GFile) bak = g_file_new_for_path (bak_path);
  g_autoptr(GError) local = NULL;
  g_autoptr(BthGame) check = NULL;

  /* Never write what could not be read back: folded in full, no checkpoint trusted. */
  check = load_from_data (bth_game_get_ruleset (self), data, length, path, FALSE, &local);
  if (check == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: not saved, the game would not load back: %s", path, local->message);
      return FALSE;
    }
  /* Keep the previous save as FILE.bak; then replace FILE atomically. A local file goes
   * through a temporary file of our own naming, so that what a killed save left beside it
   * is recognised and removed here, or when the game is next opened (issue 17). */
  if (path != NULL)
    {
      if (!bth_atomic_file_write (path, data, length, TRUE, error))
        return FALSE;
    }
  else if ((g_file_query_exists (file, NULL) &&
            !g_file_copy (file, bak, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, error)) ||
           !g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                     NULL, NULL, error))
    return FALSE;
  write_checkpoint (self, data, length);
  return TRUE;
}

static gboolean
prefix_error (GError **error, const char *name)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, "%s: ", name);
  return FALSE;
}

/* Folds the log of CONTENTS into GAME: from the save's checkpoint when USE_CHECKPOINT and
 * there is one to trust, else (or when that fails: a checkpoint is never the only way)
 * from the first event. *FOLDED_IN_FULL says which. */
static gboolean
fold_log (BthGame *game, BthBooksSaveContents *contents, const char *data, gsize length,
          gboolean use_checkpoint, gboolean *folded_in_full, GError **error)
{
  const char *dir = use_checkpoint ? bth_books_checkpoint_get_dir () : NULL;
  BthGameState *state = NULL;
  guint n_trusted = 0;

  *folded_in_full = TRUE;
  if (dir != NULL && (state = bth_game_read_checkpoint (dir, data, length, &n_trusted)) != NULL)
    {
      if (n_trusted <= contents->events->len &&
          bth_game_replace_log_from (game, contents->events, contents->redo, state, n_trusted, NULL))
        {
          *folded_in_full = FALSE;
          return TRUE;
        }
      if (n_trusted > contents->events->len)
        bth_game_state_free (state);
    }
  return bth_game_replace_log (game, contents->events, contents->redo, error);
}

BthGame *
bth_game_load_from_data (BthRuleset *rules, const char *data, gssize length, const char *name,
                         GError **error)
{
  return load_from_data (rules, data, length < 0 ? strlen (data) : (gsize) length, name, TRUE, error);
}

static BthGame *
load_from_data (BthRuleset *rules, const char *data, gsize len, const char *name, gboolean use_checkpoint,
                GError **error)
{
  g_auto(BthBooksSaveContents) contents = { NULL };
  g_autoptr(BthGame) game = NULL;
  BthBooksSaveKind kind = save_kind (rules);
  JsonNode *scenario;
  gboolean folded_in_full = TRUE;

  bth_game_events_ensure ();

  /* The envelope and the log: the kernel's (bth-books-save.c). */
  if (!bth_books_save_read (&kind, data, len, name, &contents, error))
    return NULL;
  game = bth_game_new_empty (rules, contents.seed);
  if (!bth_dice_restore_state (bth_game_get_dice (game), contents.dice_state, error))
    {
      g_prefix_error (error, "%s: $.dice.state: ", name);
      return NULL;
    }
  if (contents.events->len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.events: the log is empty", name);
      return NULL;
    }
  if (((BthEvent *) g_ptr_array_index (contents.events, 0))->type != BTH_EVENT_GAME_CREATED)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.events[0]: the log must begin with game-created", name);
      return NULL;
    }
  if (!fold_log (game, &contents, data, len, use_checkpoint, &folded_in_full, error) ||
      !bth_game_setup_track (game, error))
    {
      if (error != NULL && *error != NULL)
        (*error)->code = BTH_ERROR_INVALID_DATA;
      return prefix_error (error, name), NULL;
    }
  scenario = contents.scenario;
  if (!JSON_NODE_HOLDS_VALUE (scenario) || json_node_get_value_type (scenario) != G_TYPE_STRING ||
      !g_str_equal (json_node_get_string (scenario), bth_game_get_state (game)->scenario))
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
                   "%s: $.scenario: does not match the scenario of the game-created event", name);
      return NULL;
    }
  /* Opened without a checkpoint: the next opening need not fold it all again. */
  if (use_checkpoint && folded_in_full)
    write_checkpoint (game, data, len);
  return g_steal_pointer (&game);
}

BthGame *
bth_game_load (BthRuleset *rules, GFile *file, GError **error)
{
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_parse_name (file);
  g_autofree char *path = g_file_get_path (file);
  gsize length;

  if (path != NULL)
    bth_atomic_file_clean (path);
  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  return bth_game_load_from_data (rules, data, length, name, error);
}

BthRuleset *
bth_game_saved_ruleset (BthRuleset *rules, GFile *file, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GRegex) member = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *id = NULL;
  char head[4096] = { 0 };
  gsize read = 0;

  if (path != NULL)
    bth_atomic_file_clean (path);
  stream = g_file_read (file, NULL, NULL);
  /* The "ruleset" member comes third, right after "format" and "format_version". */
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head - 1, &read, NULL, NULL))
    return g_object_ref (rules);
  member = g_regex_new ("\"ruleset\"\\s*:\\s*\"([^\"]{1,64})\"", 0, 0, NULL);
  if (!g_regex_match (member, head, 0, &match))
    return g_object_ref (rules);
  id = g_match_info_fetch (match, 1);
  if (g_str_equal (id, bth_ruleset_get_id (rules)) ||
      (!g_str_equal (id, BTH_RULESET_DEFAULT_ID) && !g_str_equal (id, BTH_RULESET_DIGITAL_ID)))
    return g_object_ref (rules);
  return bth_ruleset_new_builtin (id, error);
}

/* ---- text export --------------------------------------------------------------------- */

static const char *
str (JsonObject *p, const char *member)
{
  JsonNode *node = json_object_get_member (p, member);
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING
         ? json_node_get_string (node) : NULL;
}

static char *
units_text (BthGame *game, JsonObject *p)
{
  GString *out = g_string_new (NULL);
  JsonArray *units = json_object_has_member (p, "units") ? json_object_get_array_member (p, "units") : NULL;

  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *u = json_array_get_object_element (units, i);
      g_string_append_printf (out, "%s%" G_GINT64_FORMAT "%s (%s)", i ? ", " : "",
                              json_object_get_int_member (u, "sp"), str (u, "kind"),
                              bth_game_power_name (game, str (u, "power")));
    }
  if (out->len == 0)
    g_string_append (out, "no units");
  return g_string_free (out, FALSE);
}

static char *
node_text (JsonNode *node)
{
  return node ? json_to_string (node, FALSE) : g_strdup ("null");
}

static void
export_event (GString *out, BthGame *game, BthTurnTrack *track, BthEvent *e)
{
  g_autoptr(JsonObject) p = bth_event_dup_payload (e);
  g_autofree char *units = NULL;

  g_string_append_printf (out, "  [%u] ", e->action);
  switch (e->type)
    {
    case BTH_EVENT_GAME_CREATED:
      g_string_append_printf (out, "Set-up of %s: %u stacks on the map\n", str (p, "name"),
                              json_array_get_length (json_object_get_array_member (p, "stacks")));
      break;
    case BTH_EVENT_PHASE_ADVANCED:
      break;   /* written as a heading by the caller */
    case BTH_EVENT_DICE_ROLLED:
      {
        g_autofree char *dice = node_text (json_object_get_member (p, "dice"));
        g_string_append_printf (out, "Rolled %s = %" G_GINT64_FORMAT " for %s%s\n", dice,
                                json_object_get_int_member (p, "total"), str (p, "purpose"),
                                json_object_get_boolean_member (p, "fixed") ? " (dice rolled at the table)" : "");
      }
      break;
    case BTH_EVENT_TABLE_RESOLVED:
      {
        g_autofree char *inputs = node_text (json_object_get_member (p, "inputs"));
        g_autofree char *result = node_text (json_object_get_member (p, "result"));
        g_string_append_printf (out, "Table %s%s%s%s: %s -> %s\n", str (p, "table"),
                                str (p, "rule") ? " (" : "", str (p, "rule") ? str (p, "rule") : "",
                                str (p, "rule") ? ")" : "", inputs, result);
      }
      break;
    case BTH_EVENT_EDIT:
    case BTH_EVENT_OVERRIDE:
      {
        g_autofree char *old = node_text (json_object_get_member (p, "old"));
        g_autofree char *new_value = node_text (json_object_get_member (p, "new"));
        g_string_append_printf (out, "%s %s: %s -> %s%s%s\n", e->type == BTH_EVENT_OVERRIDE ? "Override" : "Edit",
                                str (p, "path"), old, new_value, str (p, "reason") ? ", because: " : "",
                                str (p, "reason") ? str (p, "reason") : "");
      }
      break;
    case BTH_EVENT_ALLIANCE_ROLL_APPLIED:
      {
        JsonArray *results = json_object_get_array_member (p, "results");
        g_string_append_printf (out, "Alliance roll (%s): die %" G_GINT64_FORMAT ", modified %" G_GINT64_FORMAT "\n",
                                str (p, "side"), json_object_get_int_member (p, "die"),
                                json_object_get_int_member (p, "modified"));
        for (guint i = 0; i < json_array_get_length (results); i++)
          {
            JsonObject *r = json_array_get_object_element (results, i);
            g_string_append_printf (out, "      %s (%s)\n", str (r, "text"), str (r, "rule"));
          }
        if (json_object_get_boolean_member (p, "phase_deleted"))
          g_string_append_printf (out, "      The Alliance Phase is deleted for the rest of the game (%s)\n",
                                  str (p, "deleted_rule") ? str (p, "deleted_rule") : "scenario rules");
      }
      break;
    case BTH_EVENT_LEADER_CASUALTY:
      if (g_strcmp0 (str (p, "fate"), "killed") == 0)
        g_string_append_printf (out, "Leader %s killed (%s)\n", bth_game_leader_name (game, str (p, "leader")),
                                str (p, "rule"));
      else
        g_string_append_printf (out, "Leader %s wounded, on the Turn Record Track until %s (%s)\n",
                                bth_game_leader_name (game, str (p, "leader")), str (p, "returns"), str (p, "rule"));
      break;
    case BTH_EVENT_LEADER_RETURNED:
      g_string_append_printf (out, "Leader %s returns to stack %s\n", bth_game_leader_name (game, str (p, "leader")),
                              str (p, "stack"));
      break;
    case BTH_EVENT_UNITS_ELIMINATED:
      units = units_text (game, p);
      g_string_append_printf (out, "Eliminated from %s: %s%s%s\n", str (p, "stack"), units,
                              str (p, "reason") ? " — " : "", str (p, "reason") ? str (p, "reason") : "");
      break;
    case BTH_EVENT_UNITS_ADDED:
      units = units_text (game, p);
      g_string_append_printf (out, "Added to %s%s%s: %s (from %s units)\n", str (p, "stack"),
                              str (p, "location") ? " at " : "", str (p, "location") ? str (p, "location") : "",
                              units, str (p, "from"));
      break;
    case BTH_EVENT_REINFORCEMENT_ARRIVED:
      units = units_text (game, p);
      if (json_object_get_boolean_member (p, "forfeited"))
        g_string_append_printf (out, "Forfeited %s: %s (%s)%s%s\n", str (p, "kind"), str (p, "text"), str (p, "rule"),
                                str (p, "forfeit_reason") ? " — " : "",
                                str (p, "forfeit_reason") ? str (p, "forfeit_reason") : "");
      else if (g_strcmp0 (str (p, "kind"), "withdrawal") == 0)
        {
          /* The stack (or stacks, "from") the units leave. */
          GString *stacks = g_string_new (str (p, "stack"));
          JsonArray *from = json_object_has_member (p, "from") ? json_object_get_array_member (p, "from") : NULL;

          JsonArray *leaders = json_object_has_member (p, "leaders_withdrawn")
                               ? json_object_get_array_member (p, "leaders_withdrawn") : NULL;

          if (from != NULL)
            g_string_truncate (stacks, 0);
          for (guint i = 0; from != NULL && i < json_array_get_length (from); i++)
            g_string_append_printf (stacks, "%s%s", i == 0 ? "" : ", ",
                                    json_object_get_string_member (json_array_get_object_element (from, i), "stack"));
          g_string_append_printf (out, "Withdrawal: %s%s%s", units, stacks->len > 0 ? " from " : "", stacks->str);
          for (guint i = 0; leaders != NULL && i < json_array_get_length (leaders); i++)
            g_string_append_printf (out, "%s%s", i == 0 ? ", with " : ", ",
                                    bth_game_leader_name (game, json_array_get_string_element (leaders, i)));
          g_string_append_printf (out, " (%s)\n", str (p, "rule"));
          g_string_free (stacks, TRUE);
        }
      else
        g_string_append_printf (out, "%c%s: %s into %s (%s)\n", g_ascii_toupper (str (p, "kind")[0]),
                                str (p, "kind") + 1, units, str (p, "stack"), str (p, "rule"));
      break;
    case BTH_EVENT_NOTE:
      g_string_append_printf (out, "Note: %s\n", str (p, "text"));
      break;
    case BTH_EVENT_FLEET_SET:
      {
        g_autofree char *line = bth_game_fleets_describe_event (game, e);
        g_string_append_printf (out, "%s\n", line);
      }
      break;
    case BTH_EVENT_FLEET_CARGO:
      {
        g_autofree char *line = bth_fleet_cargo_describe_event (game, e);
        g_string_append_printf (out, "%s\n", line);
      }
      break;
    default:
      {
        /* The Grand Campaign's events, by its registered book (bth-game-books.h). */
        g_autofree char *line = bth_game_books_describe_event (game, e);
        if (line != NULL)
          g_string_append_printf (out, "%s\n", line);
      }
      break;
    }
}

char *
bth_game_export_text (BthGame *self)
{
  GString *out = g_string_new (NULL);
  GPtrArray *events = bth_game_get_events (self);
  const BthGameState *state = bth_game_get_state (self);
  BthTurnTrack *track = bth_game_get_turn_track (self);
  const BthSequence *sequence = bth_turn_track_get_sequence (track);
  g_autofree char *start = bth_month_describe (state->start);
  g_autofree char *end = bth_month_describe (state->end);
  BthMonth month = -1;

  g_string_append_printf (out, "%s (%s), %s to %s\nRuleset %s, %s\n", state->scenario_name, state->scenario,
                          start, end, state->ruleset, sequence->name);
  for (guint i = 0; i < events->len; i++)
    {
      BthEvent *e = g_ptr_array_index (events, i);
      g_autoptr(JsonObject) p = bth_event_dup_payload (e);
      BthMonth now = month;
      const char *segment = NULL, *phase = NULL;

      if (e->type == BTH_EVENT_GAME_CREATED)
        {
          JsonObject *pos = json_object_get_object_member (p, "position");
          bth_month_parse (str (pos, "month"), &now);
          segment = str (pos, "segment");
          phase = str (pos, "phase");
        }
      else if (e->type == BTH_EVENT_PHASE_ADVANCED)
        {
          JsonArray *skipped = json_object_has_member (p, "skipped") ? json_object_get_array_member (p, "skipped") : NULL;
          bth_month_parse (str (p, "month"), &now);
          segment = str (p, "segment");
          phase = str (p, "phase");
          for (guint s = 0; skipped != NULL && s < json_array_get_length (skipped); s++)
            g_string_append_printf (out, "  (%s)\n", json_array_get_string_element (skipped, s));
        }
      if (now != month && (segment != NULL || e->type != BTH_EVENT_PHASE_ADVANCED))
        {
          g_autofree char *name = bth_month_describe (now);
          g_string_append_printf (out, "\n== %s (turn %d) ==\n", name, now - state->start + 1);
          month = now;
        }
      if (segment != NULL)
        {
          guint si, pi;
          if (bth_sequence_find_phase (sequence, segment, phase, &si, &pi))
            g_string_append_printf (out, "-- %s: %s\n", sequence->segments[si].label,
                                    sequence->segments[si].phases[pi].label);
        }
      else if (e->type == BTH_EVENT_PHASE_ADVANCED)
        g_string_append (out, "\n== The scenario has ended ==\n");
      if (e->type != BTH_EVENT_PHASE_ADVANCED)
        export_event (out, self, track, e);
    }
  return g_string_free (out, FALSE);
}

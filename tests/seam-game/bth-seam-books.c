/* bth-seam-books.c — the seam test's fold, and its game as the shell plays it, on the
 * kernel's books engine. */
#include "bth-seam-books.h"

#include "bth-atomic-file.h"
#include "bth-books.h"
#include "bth-books-save.h"
#include "bth-dice.h"
#include "bth-error.h"
#include "bth-json-strict.h"

/* ---- the fold: what the two kinds of event do ---------------------------------------- */

typedef struct {
  gboolean started;
  int      goal;
  int      points;
  guint    scores;
} SeamState;

static gpointer seam_state_new (void) { return g_new0 (SeamState, 1); }
static gpointer seam_state_copy (gconstpointer state) { return g_memdup2 (state, sizeof (SeamState)); }
static void seam_state_free (gpointer state) { g_free (state); }

static gboolean
seam_apply (gpointer state, const BthEvent *event, const char *path, GError **error)
{
  SeamState *s = state;
  g_autoptr(JsonObject) payload = bth_event_dup_payload (event);
  g_autofree char *where = g_strconcat (path, ".payload", NULL);
  int n;

  switch (event->type)
    {
    case BTH_SEAM_EVENT_STARTED:
      if (s->started)
        return bth_json_fail (error, path, "the game has started already");
      if (!bth_json_check_keys (payload, where, BTH_JSON_KEYS ("goal"), NULL, error) ||
          !bth_json_member_int (payload, where, "goal", 1, 1000, &n, error))
        return FALSE;
      s->started = TRUE;
      s->goal = n;
      return TRUE;
    case BTH_SEAM_EVENT_SCORED:
      if (!s->started)
        return bth_json_fail (error, path, "the log must begin with seam-started");
      if (!bth_json_check_keys (payload, where, BTH_JSON_KEYS ("points"), NULL, error) ||
          !bth_json_member_int (payload, where, "points", 1, 20, &n, error))
        return FALSE;
      s->points += n;
      s->scores++;
      return TRUE;
    default:
      return bth_json_fail (error, path, "%s is not an event of the seam test",
                            bth_event_type_to_nick (event->type));
    }
}

static const BthBooksFold seam_fold = {
  .state_new = seam_state_new,
  .state_copy = seam_state_copy,
  .state_free = seam_state_free,
  .apply = seam_apply,
};

/* ---- the game ------------------------------------------------------------------------ */

struct _BthSeamBooks
{
  GObject           parent_instance;
  BthSeamRules     *rules;
  BthBooks         *books;
  BthDice          *dice;
  guint64           seed;
  BthBooksSaveKind  save_kind;   /* its "ruleset" is the rules' id */
};

static void played_game_iface_init (BthPlayedGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BthSeamBooks, bth_seam_books, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BTH_TYPE_PLAYED_GAME, played_game_iface_init))

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
bth_seam_books_dispose (GObject *object)
{
  BthSeamBooks *self = BTH_SEAM_BOOKS (object);

  g_clear_object (&self->books);
  g_clear_object (&self->dice);
  g_clear_object (&self->rules);
  G_OBJECT_CLASS (bth_seam_books_parent_class)->dispose (object);
}

static void
bth_seam_books_class_init (BthSeamBooksClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bth_seam_books_dispose;
  /* What the shell's pages and session follow: after every action, undo or redo. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bth_seam_books_init (BthSeamBooks *self)
{
}

static void
on_books_changed (BthSeamBooks *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Empty books of RULES, with dice from SEED. */
static BthSeamBooks *
seam_books_new (BthSeamRules *rules, guint64 seed)
{
  BthSeamBooks *self = g_object_new (BTH_TYPE_SEAM_BOOKS, NULL);

  self->rules = g_object_ref (rules);
  self->books = bth_books_new (&seam_fold, 1);   /* the set-up is never undone */
  self->dice = bth_dice_new (seed);
  self->seed = seed;
  self->save_kind = (BthBooksSaveKind) { "berthier-game", 1, BTH_SEAM_GAME_ID, "the Seam Test",
                                         bth_seam_rules_get_id (rules) };
  g_signal_connect_object (self->books, "changed", G_CALLBACK (on_books_changed), self, G_CONNECT_SWAPPED);
  return self;
}

/* Appends one action of one event. */
static gboolean
append_one (BthSeamBooks *self, BthEventType type, const char *member, int value, GError **error)
{
  g_autoptr(GPtrArray) events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  JsonObject *payload = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (payload, member, value);
  json_node_take_object (node, payload);
  g_ptr_array_add (events, bth_event_new (type, node));
  return bth_books_append_action (self->books, events, g_get_real_time () / G_USEC_PER_SEC, error) != 0;
}

BthSeamBooks *
bth_seam_books_new (BthSeamRules *rules, const char *scenario_id, guint64 seed, GError **error)
{
  g_autoptr(BthSeamBooks) self = NULL;

  if (g_strcmp0 (scenario_id, BTH_SEAM_SCENARIO_ID) != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND, "the seam test has no scenario \"%s\"", scenario_id);
      return NULL;
    }
  self = seam_books_new (rules, seed);
  if (!append_one (self, BTH_SEAM_EVENT_STARTED, "goal", bth_seam_rules_get_goal (rules), error))
    return NULL;
  return g_steal_pointer (&self);
}

BthSeamBooks *
bth_seam_books_load (BthSeamRules *rules, GFile *file, GError **error)
{
  g_autoptr(BthSeamBooks) self = NULL;
  g_auto(BthBooksSaveContents) contents = { 0 };
  g_autofree char *data = NULL;
  g_autofree char *name = g_file_get_basename (file);
  gsize length;

  if (!g_file_load_contents (file, NULL, &data, &length, NULL, error))
    return NULL;
  self = seam_books_new (rules, 0);
  /* The kernel checks the envelope (format, game, ruleset) and reads the log. */
  if (!bth_books_save_read (&self->save_kind, data, length, name, &contents, error))
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (contents.scenario) ||
      g_strcmp0 (json_node_get_string (contents.scenario), BTH_SEAM_SCENARIO_ID) != 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA, "%s: $.scenario: expected \"%s\"", name,
                   BTH_SEAM_SCENARIO_ID);
      return NULL;
    }
  self->seed = contents.seed;
  if (!bth_dice_restore_state (self->dice, contents.dice_state, error) ||
      /* … and folds it: what each event means is this game's fold. */
      !bth_books_replace_log (self->books, contents.events, contents.redo, NULL, 0, error))
    {
      g_prefix_error (error, "%s: ", name);
      return NULL;
    }
  return g_steal_pointer (&self);
}

gboolean
bth_seam_books_score (BthSeamBooks *self, int points, GError **error)
{
  int die = bth_seam_rules_get_die (self->rules);

  g_return_val_if_fail (BTH_IS_SEAM_BOOKS (self), FALSE);
  if (points < 1 || points > die)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "points: %d is not a face of a %d-sided die",
                   points, die);
      return FALSE;
    }
  return append_one (self, BTH_SEAM_EVENT_SCORED, "points", points, error);
}

static const SeamState *
state_of (BthSeamBooks *self)
{
  return bth_books_get_state (self->books);
}

int bth_seam_books_get_points (BthSeamBooks *self) { return state_of (self)->points; }
int bth_seam_books_get_goal (BthSeamBooks *self) { return state_of (self)->goal; }
guint bth_seam_books_count_scores (BthSeamBooks *self) { return state_of (self)->scores; }

/* ---- as the shell plays it ----------------------------------------------------------- */

static gboolean
seam_can_undo (BthPlayedGame *game)
{
  return bth_books_can_undo (BTH_SEAM_BOOKS (game)->books);
}

static gboolean
seam_can_redo (BthPlayedGame *game)
{
  return bth_books_can_redo (BTH_SEAM_BOOKS (game)->books);
}

static gboolean
seam_undo (BthPlayedGame *game, GError **error)
{
  return bth_books_undo (BTH_SEAM_BOOKS (game)->books, error);
}

static gboolean
seam_redo (BthPlayedGame *game, GError **error)
{
  return bth_books_redo (BTH_SEAM_BOOKS (game)->books, error);
}

static int
points_of (const BthEvent *event)
{
  g_autoptr(JsonObject) payload = bth_event_dup_payload (event);

  return (int) json_object_get_int_member (payload, "points");
}

static char *
seam_describe_undo (BthPlayedGame *game)
{
  BthSeamBooks *self = BTH_SEAM_BOOKS (game);
  GPtrArray *events = bth_books_get_events (self->books);

  if (!bth_books_can_undo (self->books))
    return NULL;
  return g_strdup_printf ("Score %d", points_of (g_ptr_array_index (events, events->len - 1)));
}

static gboolean
seam_save (BthPlayedGame *game, GFile *file, GError **error)
{
  BthSeamBooks *self = BTH_SEAM_BOOKS (game);
  g_autofree char *dice_state = bth_dice_save_state (self->dice);
  g_autofree char *data = NULL;
  gsize length;

  data = bth_books_save_to_data (&self->save_kind, BTH_SEAM_SCENARIO_ID, self->seed, dice_state,
                                 bth_books_get_events (self->books), bth_books_get_redo_stack (self->books),
                                 &length);
  return bth_atomic_file_replace (file, data, length, TRUE, error);
}

static char *
seam_export_text (BthPlayedGame *game)
{
  BthSeamBooks *self = BTH_SEAM_BOOKS (game);
  GPtrArray *events = bth_books_get_events (self->books);
  GString *text = g_string_new (NULL);
  int total = 0;

  g_string_append_printf (text, "Seam test (%s), goal %d\n", bth_seam_rules_get_name (self->rules),
                          bth_seam_books_get_goal (self));
  for (guint i = 0; i < events->len; i++)
    {
      const BthEvent *event = g_ptr_array_index (events, i);
      if (event->type != BTH_SEAM_EVENT_SCORED)
        continue;
      total += points_of (event);
      g_string_append_printf (text, "%u. scored %d (total %d)\n", event->action - 1, points_of (event), total);
    }
  return g_string_free (text, FALSE);
}

static const char *
seam_get_title (BthPlayedGame *game)
{
  return "Seam test";
}

static const char *
seam_get_scenario_id (BthPlayedGame *game)
{
  return BTH_SEAM_SCENARIO_ID;
}

static void
played_game_iface_init (BthPlayedGameInterface *iface)
{
  iface->can_undo = seam_can_undo;
  iface->can_redo = seam_can_redo;
  iface->undo = seam_undo;
  iface->redo = seam_redo;
  iface->describe_undo = seam_describe_undo;
  iface->save = seam_save;
  iface->export_text = seam_export_text;
  iface->get_title = seam_get_title;
  iface->get_scenario_id = seam_get_scenario_id;
}

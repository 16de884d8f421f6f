/* bth-session.c — rules, dice, dice log and undo history shared by the screens.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-session.h"


typedef struct {
  gpointer        owner;
  BthRestoreFunc  restore;
  char           *state;
  char           *merge_key;
  GPtrArray      *rolls;      /* of BthRollRecord, or NULL */
} UndoStep;

struct _BthSession
{
  GObject     parent_instance;

  const BthGameModule *module;
  GObject    *ruleset;
  GSettings  *settings;
  BthDice    *dice;
  GListStore *rolls;
  guint       roll_mark;      /* dice log length when the current roll began */
  GPtrArray  *undo;           /* of UndoStep, oldest first */
  guint       undo_serial;    /* counts bth_session_push_undo() calls, merged ones too */

  /* The game whose books are kept, or NULL (the tools work without one). */
  BthPlayedGame *game;
  GFile      *game_file;      /* where it is saved after every action */
  char       *save_error;     /* the last autosave failure, NULL after a good save */

  BthMapStore *map_store;     /* made on first use, so launching does not read the map */
};

G_DEFINE_FINAL_TYPE (BthSession, bth_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CAN_UNDO,
  PROP_GAME,
  PROP_GAME_FILE,
  PROP_SAVE_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_ROLLS_ATTACHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Enough history for an evening; the oldest steps go first. */
#define MAX_UNDO_STEPS 500

static void
undo_step_free (gpointer data)
{
  UndoStep *step = data;

  g_free (step->state);
  g_free (step->merge_key);
  g_clear_pointer (&step->rolls, g_ptr_array_unref);
  g_free (step);
}

static void
bth_session_finalize (GObject *object)
{
  BthSession *self = BTH_SESSION (object);

  g_clear_object (&self->ruleset);
  g_clear_object (&self->settings);
  g_clear_object (&self->dice);
  g_clear_object (&self->rolls);
  g_ptr_array_unref (self->undo);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->game_file);
  g_free (self->save_error);
  g_clear_object (&self->map_store);

  G_OBJECT_CLASS (bth_session_parent_class)->finalize (object);
}

static void
bth_session_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  BthSession *self = BTH_SESSION (object);

  switch (prop_id)
    {
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bth_session_can_undo (self));
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_GAME_FILE:
      g_value_set_object (value, self->game_file);
      break;
    case PROP_SAVE_ERROR:
      g_value_set_string (value, self->save_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bth_session_class_init (BthSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bth_session_finalize;
  object_class->get_property = bth_session_get_property;

  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, BTH_TYPE_PLAYED_GAME,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME_FILE] = g_param_spec_object ("game-file", NULL, NULL, G_TYPE_FILE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVE_ERROR] = g_param_spec_string ("save-error", NULL, NULL, NULL,
                                                     G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BthSession::rolls-attached:
   * @owner: the owner of the undo step the rolls belong to (the page that rolled)
   * @rolls: (element-type BthRollRecord): the records of the roll
   *
   * Emitted by bth_session_attach_rolls(): OWNER rolled, and what its roll depends on
   * must not change silently from now on (bth-page.h).
   */
  signals[SIGNAL_ROLLS_ATTACHED] =
    g_signal_new ("rolls-attached", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_PTR_ARRAY);
}

static void
bth_session_init (BthSession *self)
{
  self->dice = bth_dice_new_random ();
  self->rolls = g_list_store_new (BTH_TYPE_ROLL_RECORD);
  self->undo = g_ptr_array_new_with_free_func (undo_step_free);
}

BthSession *
bth_session_new (const BthGameModule *game,
                 gpointer             ruleset,
                 GSettings           *settings)
{
  BthSession *self = g_object_new (BTH_TYPE_SESSION, NULL);

  self->module = game;
  g_set_object (&self->ruleset, ruleset);
  g_set_object (&self->settings, settings);

  return self;
}

const BthGameModule *
bth_session_get_module (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->module;
}

gpointer
bth_session_get_ruleset (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->ruleset;
}

GSettings *
bth_session_get_settings (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->settings;
}

BthDice *
bth_session_get_dice (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->dice;
}

GListModel *
bth_session_get_rolls (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->rolls);
}

gboolean
bth_session_roll_begin (BthSession *self,
                        const char *typed,
                        GError    **error)
{
  g_autoptr(GArray) values = NULL;
  g_autofree char *trimmed = g_strstrip (g_strdup (typed != NULL ? typed : ""));

  g_return_val_if_fail (BTH_IS_SESSION (self), FALSE);

  bth_dice_set_fixed (self->dice, NULL, 0);
  self->roll_mark = bth_dice_get_log (self->dice)->len;

  if (*trimmed == '\0')
    return TRUE;

  if (!bth_dice_parse_list (typed, &values, error))
    return FALSE;
  for (guint i = 0; i < values->len; i++)
    {
      int face = g_array_index (values, int, i);
      if (face < 1 || face > 6)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("A die shows 1 to 6, not %d"), face);
          return FALSE;
        }
    }
  bth_dice_set_fixed (self->dice, (const int *) (gpointer) values->data, values->len);
  return TRUE;
}

static char *
format_faces (const BthRoll *roll)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < roll->count; i++)
    g_string_append_printf (text, i == 0 ? "%d" : " + %d", roll->values[i]);
  return g_string_free (text, FALSE);
}

GPtrArray *
bth_session_roll_end (BthSession *self,
                      const char *page)
{
  GPtrArray *log;
  GPtrArray *records = g_ptr_array_new_with_free_func (g_object_unref);

  g_return_val_if_fail (BTH_IS_SESSION (self), records);

  log = bth_dice_get_log (self->dice);
  for (guint i = self->roll_mark; i < log->len; i++)
    {
      const BthRoll *roll = g_ptr_array_index (log, i);
      g_autofree char *faces = format_faces (roll);
      BthRollRecord *record = bth_roll_record_new (page, roll->purpose, faces,
                                                   roll->total, roll->fixed);

      g_list_store_append (self->rolls, record);
      g_ptr_array_add (records, record);
    }
  self->roll_mark = log->len;
  bth_dice_set_fixed (self->dice, NULL, 0);

  return records;
}

void
bth_session_roll_cancel (BthSession *self)
{
  g_return_if_fail (BTH_IS_SESSION (self));

  bth_dice_set_fixed (self->dice, NULL, 0);
  self->roll_mark = bth_dice_get_log (self->dice)->len;
}

void
bth_session_push_undo (BthSession     *self,
                       gpointer        owner,
                       BthRestoreFunc  restore,
                       const char     *state,
                       const char     *merge_key)
{
  UndoStep *step;
  gboolean could_undo;

  g_return_if_fail (BTH_IS_SESSION (self));
  g_return_if_fail (restore != NULL);

  self->undo_serial++;
  if (merge_key != NULL && self->undo->len > 0)
    {
      UndoStep *last = g_ptr_array_index (self->undo, self->undo->len - 1);

      /* The earlier state is the one to go back to; keep it. */
      if (last->owner == owner && g_strcmp0 (last->merge_key, merge_key) == 0
          && last->rolls == NULL)
        return;
    }

  could_undo = bth_session_can_undo (self);
  step = g_new0 (UndoStep, 1);
  step->owner = owner;
  step->restore = restore;
  step->state = g_strdup (state);
  step->merge_key = g_strdup (merge_key);
  g_ptr_array_add (self->undo, step);
  if (self->undo->len > MAX_UNDO_STEPS)
    g_ptr_array_remove_index (self->undo, 0);

  if (!could_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

void
bth_session_attach_rolls (BthSession *self,
                          GPtrArray  *rolls)
{
  UndoStep *last;

  g_return_if_fail (BTH_IS_SESSION (self));
  g_return_if_fail (rolls != NULL);

  if (self->undo->len == 0)
    return;
  last = g_ptr_array_index (self->undo, self->undo->len - 1);
  if (last->rolls == NULL)
    last->rolls = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < rolls->len; i++)
    g_ptr_array_add (last->rolls, g_object_ref (g_ptr_array_index (rolls, i)));
  g_signal_emit (self, signals[SIGNAL_ROLLS_ATTACHED], 0, last->owner, rolls);
}

guint
bth_session_get_undo_serial (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), 0);
  return self->undo_serial;
}

gboolean
bth_session_can_undo (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), FALSE);
  return self->undo->len > 0;
}

gboolean
bth_session_undo (BthSession *self)
{
  UndoStep *step;

  g_return_val_if_fail (BTH_IS_SESSION (self), FALSE);

  if (self->undo->len == 0)
    return FALSE;

  step = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  for (guint i = 0; step->rolls != NULL && i < step->rolls->len; i++)
    bth_roll_record_set_undone (g_ptr_array_index (step->rolls, i), TRUE);
  step->restore (step->owner, step->state);
  undo_step_free (step);

  if (self->undo->len == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  return TRUE;
}

void
bth_session_forget_owner (BthSession *self,
                          gpointer    owner)
{
  gboolean could_undo;

  g_return_if_fail (BTH_IS_SESSION (self));

  could_undo = bth_session_can_undo (self);
  for (guint i = self->undo->len; i > 0; i--)
    {
      UndoStep *step = g_ptr_array_index (self->undo, i - 1);
      if (step->owner == owner)
        g_ptr_array_remove_index (self->undo, i - 1);
    }
  if (could_undo != bth_session_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
}

/* ---- the game ------------------------------------------------------------------------- */

gpointer
bth_session_get_game (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->game;
}

GFile *
bth_session_get_game_file (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->game_file;
}

const char *
bth_session_get_save_error (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);
  return self->save_error;
}

static void
set_save_error (BthSession *self,
                const char *message)
{
  if (g_strcmp0 (self->save_error, message) == 0)
    return;
  g_free (self->save_error);
  self->save_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_ERROR]);
}

gboolean
bth_session_save_game (BthSession *self,
                       GError    **error)
{
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (BTH_IS_SESSION (self), FALSE);

  if (self->game == NULL || self->game_file == NULL)
    return TRUE;
  if (!bth_played_game_save (self->game, self->game_file, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (self->game_file);
      /* Translators: %s is a file name, then the reason */
      g_autofree char *message = g_strdup_printf (_("The game could not be saved to %s: %s"),
                                                  name, local_error->message);

      /* The game stays in memory, whole; the message stays up until a save succeeds. */
      set_save_error (self, message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  set_save_error (self, NULL);
  return TRUE;
}

/* Autosave: every action (and every undo or redo) is on disk before the next. */
static void
on_game_changed (BthSession *self)
{
  bth_session_save_game (self, NULL);
}

void
bth_session_set_game (BthSession *self,
                      gpointer    game,
                      GFile      *file)
{
  g_return_if_fail (BTH_IS_SESSION (self));
  g_return_if_fail (game == NULL || BTH_IS_PLAYED_GAME (game));

  if (self->game != game)
    {
      if (self->game != NULL)
        g_signal_handlers_disconnect_by_data (self->game, self);
      g_set_object (&self->game, game);
      if (game != NULL)
        g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
    }
  if (g_set_object (&self->game_file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_FILE]);
  set_save_error (self, NULL);
}

BthMapStore *
bth_session_get_map_store (BthSession *self)
{
  g_return_val_if_fail (BTH_IS_SESSION (self), NULL);

  /* A game without a map (no map_id) has no store. */
  if (self->map_store == NULL && self->module != NULL && self->module->map_id != NULL)
    {
      self->map_store = bth_map_store_new (self->module->map_id, self->module->map_resource, NULL);
      bth_map_store_set_default (self->map_store);
    }
  return self->map_store;
}

BthMap *
bth_session_get_map (BthSession *self)
{
  BthMapStore *store = bth_session_get_map_store (self);

  return store != NULL ? bth_map_store_get_map (store) : NULL;
}

/* bth-page.c — the base of every screen: session, undo, Enter to act, toasts.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "bth-page.h"
#include "bth-focus-reach.h"
#include "bth-page-memory.h"
#include "bth-roll-inputs.h"
#include "bth-roll-record.h"

/* How long after a change the page's entries are written to its file: typing a number is
 * one write, and a crash loses at most this much. */
#define MEMORY_SAVE_DELAY_MS 1000

/* One roll of the page: the entries it depended on, which roll it was, and what it gave as
 * a restored state said (this sitting's rolls are looked up); its stale mark. */
typedef struct
{
  char         *name;        /* NULL: the page's one roll */
  BthRollInputs roll;        /* no inputs before the first roll */
  GtkWidget    *mark;        /* owned until the page places it */
  GtkLabel     *label;
  gboolean      stale;       /* the roll is stale (bth_page_roll_is_stale()) */
} RollSlot;

static void
roll_slot_free (RollSlot *slot)
{
  g_free (slot->name);
  bth_roll_inputs_clear (&slot->roll);
  g_clear_object (&slot->mark);
  g_free (slot);
}

typedef struct
{
  BthSession *session;
  gboolean    restoring;
  char       *last_state;    /* the state the next change starts from */
  /* Kept across launches (bth-page-memory.h) once the window names the page. */
  char       *memory_name;
  char       *memory_empty;  /* the state of the page just built: no file needed */
  char       *memory_saved;  /* the state the file holds */
  gboolean    memory_loaded;
  guint       memory_source; /* a queued write */
  GtkWidget  *first_input;   /* weak: where the keyboard starts (bth_page_set_first_input) */
  /* The last roll (bth_page_roll_is_stale()), and the last of each roll named on a page
   * with several (bth_page_roll_slot_begin()): what it depended on, its stale mark. */
  const char * const *roll_members;
  RollSlot    roll;
  GPtrArray  *slots;         /* of RollSlot, by name */
  RollSlot   *rolling;       /* the slot the next roll attached is for (NULL: roll) */
  char       *rolling_inputs;
  guint       next_serial;
  GHashTable *roll_records;  /* serial → GPtrArray of BthRollRecord */
} BthPagePrivate;


G_DEFINE_TYPE_WITH_PRIVATE (BthPage, bth_page, ADW_TYPE_BIN)

static void
bth_page_dispose (GObject *object)
{
  BthPage *self = BTH_PAGE (object);
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  if (priv->session != NULL)
    bth_session_forget_owner (priv->session, self);
  g_clear_object (&priv->session);
  g_clear_weak_pointer (&priv->first_input);
  g_clear_pointer (&priv->last_state, g_free);
  g_clear_handle_id (&priv->memory_source, g_source_remove);
  g_clear_pointer (&priv->roll_records, g_hash_table_unref);
  g_clear_object (&priv->roll.mark);
  g_clear_pointer (&priv->slots, g_ptr_array_unref);

  G_OBJECT_CLASS (bth_page_parent_class)->dispose (object);
}

static void
bth_page_finalize (GObject *object)
{
  BthPagePrivate *priv = bth_page_get_instance_private (BTH_PAGE (object));

  g_free (priv->memory_name);
  g_free (priv->memory_empty);
  g_free (priv->memory_saved);
  bth_roll_inputs_clear (&priv->roll.roll);
  g_free (priv->rolling_inputs);

  G_OBJECT_CLASS (bth_page_parent_class)->finalize (object);
}

/* The page leaves its window (the window closes): what it holds is written now, while its
 * widgets are all still there. */
static void
bth_page_unroot (GtkWidget *widget)
{
  bth_page_save_memory (BTH_PAGE (widget));

  GTK_WIDGET_CLASS (bth_page_parent_class)->unroot (widget);
}

static void
bth_page_class_init (BthPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_page_dispose;
  object_class->finalize = bth_page_finalize;
  widget_class->unroot = bth_page_unroot;
}

static void
bth_page_init (BthPage *self)
{
}

static gboolean can_save (BthPage *self);
static void restore_memory (BthPage *self);
static void queue_memory_save (BthPage *self);
static char *page_state (BthPage *self);
static void restore_page_state (BthPage *self, const char *state);
static void on_rolls_attached (BthSession *session, gpointer owner, GPtrArray *rolls, BthPage *self);

BthSession *
bth_page_get_session (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_val_if_fail (BTH_IS_PAGE (self), NULL);
  return priv->session;
}

void
bth_page_set_session (BthPage    *self,
                      BthSession *session)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (BTH_IS_SESSION (session));

  if (priv->session != NULL)
    {
      bth_session_forget_owner (priv->session, self);
      g_signal_handlers_disconnect_by_func (priv->session, on_rolls_attached, self);
    }
  if (!g_set_object (&priv->session, session))
    return;
  g_signal_connect_object (session, "rolls-attached", G_CALLBACK (on_rolls_attached), self, 0);
  /* Whatever the page does to fill itself in is where undo starts, not a step. */
  g_clear_pointer (&priv->last_state, g_free);
  if (BTH_PAGE_GET_CLASS (self)->session_set != NULL)
    BTH_PAGE_GET_CLASS (self)->session_set (self, session);
  restore_memory (self);
  bth_page_reset_baseline (self);
}

static void
restore_page (gpointer    owner,
              const char *state)
{
  BthPage *self = owner;

  restore_page_state (self, state);
  bth_page_reset_baseline (self);
  queue_memory_save (self);   /* an undo is a change the file must follow too */
}

static gboolean
can_save (BthPage *self)
{
  return BTH_PAGE_GET_CLASS (self)->save_state != NULL
         && BTH_PAGE_GET_CLASS (self)->restore_state != NULL;
}

void
bth_page_reset_baseline (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));

  g_clear_pointer (&priv->last_state, g_free);
  if (can_save (self))
    priv->last_state = page_state (self);
}

void
bth_page_commit_change (BthPage    *self,
                        const char *merge_key)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = NULL;

  g_return_if_fail (BTH_IS_PAGE (self));

  if (priv->session == NULL || priv->restoring || !can_save (self))
    return;

  state = page_state (self);
  if (priv->last_state != NULL && g_strcmp0 (priv->last_state, state) != 0)
    bth_session_push_undo (priv->session, self, restore_page, priv->last_state, merge_key);
  g_free (priv->last_state);
  priv->last_state = g_steal_pointer (&state);
  queue_memory_save (self);
}

void
bth_page_remember (BthPage    *self,
                   const char *merge_key)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = NULL;

  g_return_if_fail (BTH_IS_PAGE (self));

  if (priv->session == NULL || priv->restoring
      || BTH_PAGE_GET_CLASS (self)->save_state == NULL
      || BTH_PAGE_GET_CLASS (self)->restore_state == NULL)
    return;

  state = page_state (self);
  bth_session_push_undo (priv->session, self, restore_page, state, merge_key);
  g_free (priv->last_state);
  priv->last_state = g_steal_pointer (&state);
  /* Called before the change: the write, after the delay, takes the state after it. */
  queue_memory_save (self);
}

gboolean
bth_page_is_restoring (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_val_if_fail (BTH_IS_PAGE (self), FALSE);
  return priv->restoring;
}

typedef struct {
  BthPage *page;
  char    *action_name;
} EnterAction;

static void
enter_action_free (gpointer data, GClosure *closure)
{
  EnterAction *enter = data;

  g_free (enter->action_name);
  g_free (enter);
}

static void
on_editable_activate (GtkWidget   *editable,
                      EnterAction *enter)
{
  /* A spin button commits the typed text first, so the action sees the new value. */
  if (GTK_IS_SPIN_BUTTON (editable))
    gtk_spin_button_update (GTK_SPIN_BUTTON (editable));
  gtk_widget_activate_action (GTK_WIDGET (enter->page), enter->action_name, NULL);
  /* The next roll is typed where this one was: the focus stays in the entry (the page may
   * have hidden or rebuilt what held it). */
  if (gtk_widget_get_mapped (editable) && gtk_widget_is_sensitive (editable)
      && !gtk_widget_has_focus (editable))
    gtk_widget_grab_focus (editable);
}

/* Escape empties the entry (and does nothing else while it has text). */
static gboolean
on_editable_key (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkWidget             *editable)
{
  if (keyval != GDK_KEY_Escape
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || *gtk_editable_get_text (GTK_EDITABLE (editable)) == '\0')
    return GDK_EVENT_PROPAGATE;
  gtk_editable_set_text (GTK_EDITABLE (editable), "");
  return GDK_EVENT_STOP;
}

void
bth_page_activate_on_enter (BthPage    *self,
                            GtkWidget  *editable,
                            const char *action_name)
{
  EnterAction *enter;
  GtkEventController *keys;

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (editable));

  enter = g_new0 (EnterAction, 1);
  enter->page = self;
  enter->action_name = g_strdup (action_name);
  /* An AdwEntryRow (libadwaita 1.2) emits no "activate" when Enter is pressed in its text:
   * it emits "entry-activated". */
  g_signal_connect_data (editable, ADW_IS_ENTRY_ROW (editable) ? "entry-activated" : "activate",
                         G_CALLBACK (on_editable_activate), enter, enter_action_free, 0);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_editable_key), editable);
  gtk_widget_add_controller (editable, keys);
}

typedef struct {
  GtkWidget *widget;     /* the top of what must be in view */
  GtkWidget *last;       /* and its bottom */
  int        ticks;
} Reveal;

static void
reveal_free (gpointer data)
{
  Reveal *reveal = data;

  g_object_unref (reveal->widget);
  g_object_unref (reveal->last);
  g_free (reveal);
}

static gboolean
reveal_tick (GtkWidget     *page,
             GdkFrameClock *clock,
             gpointer       data)
{
  Reveal *reveal = data;
  GtkWidget *scroller = gtk_widget_get_ancestor (reveal->widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content;
  GtkAdjustment *adjustment;
  graphene_rect_t bounds, last;
  double top, bottom, value, page_size;

  /* A tick comes before the frame's layout: the widget just shown has its place from the
   * second tick on. */
  if (reveal->ticks++ < 1)
    return G_SOURCE_CONTINUE;
  if (scroller == NULL || !gtk_widget_get_mapped (reveal->widget))
    return G_SOURCE_REMOVE;
  content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  if (content == NULL || !gtk_widget_compute_bounds (reveal->widget, content, &bounds)
      || !gtk_widget_compute_bounds (reveal->last, content, &last)
      || bounds.size.height <= 0 || last.size.height <= 0)
    return reveal->ticks < 10 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;

  /* A table's own sideways scroller (the CRT at 360 px) shows the last widget whole. */
  for (GtkWidget *inner = gtk_widget_get_ancestor (reveal->last, GTK_TYPE_SCROLLED_WINDOW);
       inner != NULL && inner != scroller;
       inner = gtk_widget_get_ancestor (gtk_widget_get_parent (inner), GTK_TYPE_SCROLLED_WINDOW))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (inner));
      GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (inner));
      graphene_rect_t cell;
      double left, right, x = gtk_adjustment_get_value (h), width = gtk_adjustment_get_page_size (h);

      if (GTK_IS_VIEWPORT (child))
        child = gtk_viewport_get_child (GTK_VIEWPORT (child));
      if (child == NULL || !gtk_widget_compute_bounds (reveal->last, child, &cell))
        continue;
      left = cell.origin.x - 2;
      right = cell.origin.x + cell.size.width + 2;
      if (right > x + width)
        x = right - width;
      if (left < x)
        x = left;
      gtk_adjustment_set_value (h, x);
    }

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page_size = gtk_adjustment_get_page_size (adjustment);
  top = bounds.origin.y - 12;
  bottom = MAX (bounds.origin.y + bounds.size.height, last.origin.y + last.size.height) + 12;
  /* Its bottom in view, and its top when it is taller than the window. */
  if (bottom > value + page_size)
    value = bottom - page_size;
  if (top < value)
    value = top;
  gtk_adjustment_set_value (adjustment, value);
  bth_focus_reach_yield (page);
  return G_SOURCE_REMOVE;
}

void
bth_page_reveal (BthPage   *self,
                 GtkWidget *widget)
{
  bth_page_reveal_span (self, widget, widget);
}

void
bth_page_reveal_span (BthPage   *self,
                      GtkWidget *first,
                      GtkWidget *last)
{
  Reveal *reveal;

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (first));
  g_return_if_fail (GTK_IS_WIDGET (last));

  reveal = g_new0 (Reveal, 1);
  reveal->widget = g_object_ref (first);
  reveal->last = g_object_ref (last);
  gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_tick, reveal, reveal_free);
}

void
bth_page_toast (BthPage    *self,
                const char *message)
{
  GtkWidget *overlay;

  g_return_if_fail (BTH_IS_PAGE (self));

  overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (message));
  else
    g_message ("%s", message);
}

/* ---- kept across launches (bth-page-memory.h) ------------------------------------------ */

/* The message and DETAIL (the system's words, with the files' full paths) are kept for
 * bth_page_get_memory_problem() and shown by the toast's Details button; the toast itself
 * has room for a few words at 360 px. It stays until dismissed: the players must learn
 * that their entries are gone. */
static void
show_memory_problem (AdwToast *toast,
                     BthPage  *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  const char *message = g_object_get_data (G_OBJECT (self), "bth-page-memory-message");
  const char *detail = g_object_get_data (G_OBJECT (self), "bth-page-memory-problem");
  g_autofree char *body = g_strdup_printf ("%s\n\n%s", message, detail);
  GtkWidget *dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              _("Saved Entries Unreadable"), body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
memory_problem (BthPage    *self,
                const char *message,
                const char *detail)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  g_object_set_data_full (G_OBJECT (self), "bth-page-memory-problem", g_strdup (detail), g_free);
  g_object_set_data_full (G_OBJECT (self), "bth-page-memory-message", g_strdup (message), g_free);
  g_message ("%s: %s", message, detail);
  if (overlay != NULL)
    {
      AdwToast *toast = adw_toast_new (_("Unreadable file"));

      adw_toast_set_button_label (toast, _("_Details"));
      g_signal_connect_object (toast, "button-clicked", G_CALLBACK (show_memory_problem), self, 0);
      adw_toast_set_timeout (toast, 0);
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
    }
}

void
bth_page_memory_unreadable (BthPage      *self,
                            const char   *name,
                            const GError *error)
{
  g_autofree char *path = bth_page_memory_path (name);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *file = g_path_get_basename (path);
  g_autofree char *aside_file = g_path_get_basename (aside);
  g_autofree char *message = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS) && g_file_test (aside, G_FILE_TEST_EXISTS))
    message = g_strdup_printf (_("%s could not be read; kept as %s"), file, aside_file);
  else
    message = g_strdup_printf (_("%s could not be read; the page starts empty"), file);
  memory_problem (self, message, error->message);
}

/* Once, when the page has its session (and so its rules): the entries of the last launch
 * come back as they were, dice and all, without becoming an undo step. */
static void
restore_memory (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = NULL;
  g_autoptr(GError) error = NULL;

  if (priv->memory_name == NULL || priv->memory_loaded || priv->session == NULL || !can_save (self))
    return;
  priv->memory_loaded = TRUE;

  priv->memory_empty = page_state (self);
  if (!bth_page_memory_load (priv->memory_name, priv->memory_empty, &state, &error))
    bth_page_memory_unreadable (self, priv->memory_name, error);
  else if (state != NULL)
    restore_page_state (self, state);
  priv->memory_saved = page_state (self);
}

static gboolean
on_memory_save_due (gpointer data)
{
  BthPage *self = data;
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  priv->memory_source = 0;
  bth_page_save_memory (self);
  return G_SOURCE_REMOVE;
}

static void
queue_memory_save (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  if (!priv->memory_loaded)
    return;
  /* Each change pushes the write back: one write when the typing stops. */
  g_clear_handle_id (&priv->memory_source, g_source_remove);
  priv->memory_source = g_timeout_add_full (G_PRIORITY_LOW, MEMORY_SAVE_DELAY_MS,
                                            on_memory_save_due, self, NULL);
}

void
bth_page_set_memory_name (BthPage    *self,
                          const char *name)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (name != NULL && !priv->memory_loaded);

  g_free (priv->memory_name);
  priv->memory_name = g_strdup (name);
  restore_memory (self);
  if (priv->memory_loaded)
    bth_page_reset_baseline (self);
}

static gboolean
is_empty_page (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = BTH_PAGE_GET_CLASS (self)->save_state (self);

  return g_strcmp0 (state, priv->memory_empty) == 0;
}

void
bth_page_save_memory (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = NULL;
  g_autoptr(GError) error = NULL;
  gboolean saved;

  g_return_if_fail (BTH_IS_PAGE (self));

  g_clear_handle_id (&priv->memory_source, g_source_remove);
  if (BTH_PAGE_GET_CLASS (self)->save_memory != NULL)
    BTH_PAGE_GET_CLASS (self)->save_memory (self);
  if (!priv->memory_loaded || priv->restoring)
    return;
  state = page_state (self);
  if (g_strcmp0 (state, priv->memory_saved) == 0)
    return;
  /* Cleared (New Battle…) back to how the page starts: nothing left to keep (whatever roll
   * the entries belonged to before). */
  if (is_empty_page (self))
    saved = bth_page_memory_forget (priv->memory_name, &error);
  else
    saved = bth_page_memory_save (priv->memory_name, state, &error);
  if (!saved)
    {
      g_autofree char *message = g_strdup_printf (_("This page’s entries could not be kept for the next launch: %s"),
                                                  error->message);

      memory_problem (self, _("This page’s entries could not be saved"), message);
      return;   /* tried again after the next change */
    }
  g_free (priv->memory_saved);
  priv->memory_saved = g_steal_pointer (&state);
}

const char *
bth_page_get_memory_problem (BthPage *self)
{
  g_return_val_if_fail (BTH_IS_PAGE (self), NULL);

  return g_object_get_data (G_OBJECT (self), "bth-page-memory-problem");
}

void
bth_bin_dispose_template (GtkWidget *bin,
                          GType      type)
{
  g_return_if_fail (ADW_IS_BIN (bin));

  adw_bin_set_child (ADW_BIN (bin), NULL);
  gtk_widget_dispose_template (bin, type);
}

void
bth_page_set_first_input (BthPage   *self,
                          GtkWidget *widget)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (widget == NULL || GTK_IS_WIDGET (widget));

  g_set_weak_pointer (&priv->first_input, widget);
}

void
bth_page_focus_start (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));

  if (priv->first_input != NULL && gtk_widget_is_visible (priv->first_input)
      && gtk_widget_is_sensitive (priv->first_input) && gtk_widget_grab_focus (priv->first_input))
    return;
  /* The first input, past a banner ("Not a Production Phase") at the top. */
  while (gtk_widget_child_focus (GTK_WIDGET (self), GTK_DIR_TAB_FORWARD))
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      if (focus == NULL || !bth_focus_reach_is_read_only (focus))
        break;
      gtk_widget_set_focusable (focus, FALSE);
    }
}

/* ---- a roll's inputs: nothing a result depends on changes silently --------------------- */

static const char * const default_roll_members[] = { "die", "die_typed", "typed_die", NULL };

void
bth_page_set_roll_members (BthPage            *self,
                           const char * const *members)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));

  priv->roll_members = members;
}

/* The page's entries a roll depends on (bth-roll-inputs.h). */
static char *
page_inputs (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *state = BTH_PAGE_GET_CLASS (self)->save_state (self);

  return bth_roll_inputs_of (state, priv->roll_members != NULL ? priv->roll_members : default_roll_members);
}

/* What SLOT's roll gave, as the Dice Log says it ("Hex 1: 3 SP"), or "". */
static char *
roll_outcome (BthPage  *self,
              RollSlot *slot)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  GPtrArray *records = priv->roll_records != NULL
                       ? g_hash_table_lookup (priv->roll_records, GUINT_TO_POINTER (slot->roll.serial))
                       : NULL;
  g_autoptr(GString) text = NULL;

  if (records == NULL)
    return g_strdup (slot->roll.outcome != NULL ? slot->roll.outcome : "");
  text = g_string_new (NULL);
  for (guint i = 0; i < records->len; i++)
    {
      const char *result = bth_roll_record_get_result (g_ptr_array_index (records, i));

      /* The dice of one roll share its result: say it once. */
      if (result == NULL || *result == '\0' || strstr (text->str, result) != NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append (text, result);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* STATE (taken) with SLOT's roll, as bth-roll-inputs.h keeps it. */
static char *
with_slot (BthPage  *self,
           RollSlot *slot,
           char     *state)
{
  g_autofree char *outcome = NULL;
  BthRollInputs roll;

  if (slot->roll.inputs == NULL)
    return bth_roll_inputs_attach_slot (state, slot->name, NULL);
  outcome = roll_outcome (self, slot);
  roll = (BthRollInputs) { slot->roll.inputs, slot->roll.serial, outcome };
  return bth_roll_inputs_attach_slot (state, slot->name, &roll);
}

/* STATE (the page's, taken) with the rolls its entries belong to, so undo and the next
 * launch put back each roll with its die. */
static char *
with_roll (BthPage *self,
           char    *state)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  if (priv->roll.roll.inputs != NULL)
    state = with_slot (self, &priv->roll, state);
  for (guint i = 0; priv->slots != NULL && i < priv->slots->len; i++)
    state = with_slot (self, g_ptr_array_index (priv->slots, i), state);
  return state;
}

static char *
page_state (BthPage *self)
{
  return with_roll (self, BTH_PAGE_GET_CLASS (self)->save_state (self));
}

/* The roll named NAME (NULL: the page's one roll), made when missing. */
static RollSlot *
find_slot (BthPage    *self,
           const char *name)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  RollSlot *slot;

  if (name == NULL)
    return &priv->roll;
  if (priv->slots == NULL)
    priv->slots = g_ptr_array_new_with_free_func ((GDestroyNotify) roll_slot_free);
  for (guint i = 0; i < priv->slots->len; i++)
    if (g_str_equal (((RollSlot *) g_ptr_array_index (priv->slots, i))->name, name))
      return g_ptr_array_index (priv->slots, i);
  slot = g_new0 (RollSlot, 1);
  slot->name = g_strdup (name);
  g_ptr_array_add (priv->slots, slot);
  return slot;
}

/* SLOT's roll from STATE; TRUE when it holds one. */
static gboolean
read_slot (BthPage    *self,
           RollSlot   *slot,
           const char *state)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  if (!bth_roll_inputs_read_slot (state, slot->name, &slot->roll))
    return FALSE;
  /* A roll of an earlier launch: the next one of this sitting is another. */
  priv->next_serial = MAX (priv->next_serial, slot->roll.serial);
  return TRUE;
}

/* The rolls come back before the page's entries: the page's refresh asks whether they are
 * stale. A state without one (from before any roll) holds no roll to go stale. */
static void
restore_page_state (BthPage    *self,
                    const char *state)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autoptr(JsonNode) node = state != NULL ? json_from_string (state, NULL) : NULL;
  JsonObject *named = NULL;

  read_slot (self, &priv->roll, state);
  /* The named rolls the state keeps (made if this sitting has not rolled them yet), and
   * none for those it does not. */
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonNode *member = json_object_get_member (json_node_get_object (node), BTH_ROLL_SLOTS_MEMBER);

      /* A damaged member (a hand-edited file) holds no roll. */
      if (member != NULL && JSON_NODE_HOLDS_OBJECT (member))
        named = json_node_get_object (member);
    }
  if (named != NULL)
    {
      g_autoptr(GList) names = json_object_get_members (named);

      for (GList *l = names; l != NULL; l = l->next)
        find_slot (self, l->data);
    }
  for (guint i = 0; priv->slots != NULL && i < priv->slots->len; i++)
    read_slot (self, g_ptr_array_index (priv->slots, i), state);
  priv->restoring = TRUE;
  BTH_PAGE_GET_CLASS (self)->restore_state (self, state);
  priv->restoring = FALSE;
}

static void
hide_mark (RollSlot *slot)
{
  slot->stale = FALSE;
  if (slot->mark != NULL)
    gtk_widget_set_visible (slot->mark, FALSE);
}

static void
on_rolls_attached (BthSession *session,
                   gpointer    owner,
                   GPtrArray  *rolls,
                   BthPage    *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  RollSlot *slot = priv->rolling != NULL ? priv->rolling : &priv->roll;
  GPtrArray *records;

  if (owner != self || !can_save (self))
    return;
  if (priv->roll_records == NULL)
    priv->roll_records = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  records = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < rolls->len; i++)
    g_ptr_array_add (records, g_object_ref (g_ptr_array_index (rolls, i)));
  bth_roll_inputs_clear (&slot->roll);
  slot->roll.inputs = priv->rolling != NULL ? g_steal_pointer (&priv->rolling_inputs) : page_inputs (self);
  slot->roll.serial = ++priv->next_serial;
  priv->rolling = NULL;
  g_hash_table_insert (priv->roll_records, GUINT_TO_POINTER (slot->roll.serial), records);
  /* A new roll is never stale: the mark of the last one goes. */
  hide_mark (slot);
  /* The state the next change starts from is the one after this roll (the entries do not
   * change while the dice fall: only the die and what it gave). */
  if (priv->last_state != NULL)
    priv->last_state = with_roll (self, priv->last_state);
}

static void
ensure_stale_mark (RollSlot *slot)
{
  GtkWidget *icon;
  g_autofree char *name = NULL;

  if (slot->mark != NULL)
    return;
  slot->mark = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8));
  /* "stale_mark", or "stale_mark-intercept" for a page's roll named so. */
  name = slot->name != NULL ? g_strconcat ("stale_mark-", slot->name, NULL) : g_strdup ("stale_mark");
  gtk_widget_set_name (slot->mark, name);
  gtk_widget_add_css_class (slot->mark, "warning");
  icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (slot->mark), icon);
  slot->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (slot->label, TRUE);
  gtk_label_set_xalign (slot->label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (slot->label), TRUE);
  gtk_box_append (GTK_BOX (slot->mark), GTK_WIDGET (slot->label));
  gtk_widget_set_visible (slot->mark, FALSE);
}

static void
place_mark (RollSlot  *slot,
            GtkWidget *sibling)
{
  GtkWidget *parent = gtk_widget_get_parent (sibling);

  g_return_if_fail (GTK_IS_BOX (parent));

  ensure_stale_mark (slot);
  gtk_box_insert_child_after (GTK_BOX (parent), slot->mark, gtk_widget_get_prev_sibling (sibling));
}

GtkWidget *
bth_page_get_stale_mark (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_val_if_fail (BTH_IS_PAGE (self), NULL);

  ensure_stale_mark (&priv->roll);
  return priv->roll.mark;
}

void
bth_page_place_stale_mark (BthPage   *self,
                           GtkWidget *sibling)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));

  place_mark (&priv->roll, sibling);
}

void
bth_page_forget_roll (BthPage *self)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));

  bth_roll_inputs_clear (&priv->roll.roll);
  hide_mark (&priv->roll);
}

/* Whether SLOT's roll is stale with INPUTS (the entries it depends on now), its mark shown
 * or hidden to say so. */
static gboolean
slot_is_stale (BthPage    *self,
               RollSlot   *slot,
               const char *inputs,
               gboolean    holds_roll)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  gboolean stale = holds_roll && slot->roll.inputs != NULL && g_strcmp0 (inputs, slot->roll.inputs) != 0;

  if (slot->mark != NULL)
    {
      if (stale)
        {
          g_autofree char *outcome = roll_outcome (self, slot);
          g_autofree char *text = NULL;

          if (*outcome != '\0')
            /* Translators: %s is what the roll gave, as the Dice Log says it ("Hex 1: 3 SP") */
            text = g_strdup_printf (_("The entries changed after the roll, which gave: %s. Roll again, or Ctrl+Z to go back."),
                                    outcome);
          else
            text = g_strdup (_("The entries changed after the roll. Roll again, or Ctrl+Z to go back."));
          gtk_label_set_text (slot->label, text);
        }
      gtk_widget_set_visible (slot->mark, stale);
    }
  /* The mark is where the result was, often below the entry being edited: the moment the
   * roll goes stale is said where the players look (not when undo or a launch brings back
   * a stale page: they see that page as they left it). */
  if (stale && !slot->stale && !priv->restoring)
    /* A toast is one line (libadwaita 1.2): at a phone's width only the first words fit,
     * and the mark says the rest. */
    bth_page_toast (self, gtk_widget_get_width (GTK_WIDGET (self)) < 600
                          ? _("Changed after the roll")
                          : _("Changed after the roll: roll again, or Ctrl+Z to go back"));
  slot->stale = stale;
  return stale;
}

gboolean
bth_page_roll_is_stale (BthPage  *self,
                        gboolean  holds_roll)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);
  g_autofree char *inputs = NULL;

  g_return_val_if_fail (BTH_IS_PAGE (self), FALSE);

  if (holds_roll && priv->roll.roll.inputs != NULL && can_save (self))
    inputs = page_inputs (self);
  return slot_is_stale (self, &priv->roll, inputs, inputs != NULL);
}

/* ---- several rolls on one page ------------------------------------------------------- */

void
bth_page_roll_slot_begin (BthPage    *self,
                          const char *slot,
                          const char *inputs)
{
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (slot != NULL && inputs != NULL);

  priv->rolling = find_slot (self, slot);
  g_free (priv->rolling_inputs);
  priv->rolling_inputs = g_strdup (inputs);
}

gboolean
bth_page_roll_slot_is_stale (BthPage    *self,
                             const char *slot,
                             const char *inputs,
                             gboolean    holds_roll)
{
  g_return_val_if_fail (BTH_IS_PAGE (self), FALSE);
  g_return_val_if_fail (slot != NULL, FALSE);

  return slot_is_stale (self, find_slot (self, slot), inputs, holds_roll && inputs != NULL);
}

void
bth_page_place_roll_slot_mark (BthPage    *self,
                               const char *slot,
                               GtkWidget  *sibling)
{
  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (slot != NULL);

  place_mark (find_slot (self, slot), sibling);
}

void
bth_page_forget_roll_slot (BthPage    *self,
                           const char *slot)
{
  RollSlot *found;

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (slot != NULL);

  found = find_slot (self, slot);
  bth_roll_inputs_clear (&found->roll);
  hide_mark (found);
}

/* bth-undo-keys.c — what Ctrl+Z means where the keyboard focus is.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-undo-keys.h"

#include "bth-page.h"

/* Where the players last typed into an editable: the session's undo serial before the key,
 * plus one (0 is "never"). */
#define TYPED_AT_KEY "bth-window-typed-at"

/* The players' typing in FOCUS is the latest thing they did only when no undo step was
 * recorded since their last key in it (typed dice, which a page keeps out of its steps
 * until the roll). */
static gboolean
typing_is_latest (BthSession *session,
                  GtkWidget  *focus)
{
  gpointer typed_at = g_object_get_data (G_OBJECT (focus), TYPED_AT_KEY);

  return typed_at != NULL
         && GPOINTER_TO_UINT (typed_at) - 1 == bth_session_get_undo_serial (session)
         && *gtk_editable_get_text (GTK_EDITABLE (focus)) != '\0';
}

/* A key that types into an entry (a character, Backspace, Delete, Ctrl+V or Ctrl+X), not
 * one that moves or only holds a modifier. */
static gboolean
key_edits_text (guint           keyval,
                GdkModifierType state)
{
  if ((state & GDK_ALT_MASK) != 0)
    return FALSE;
  if ((state & GDK_CONTROL_MASK) != 0)
    return keyval == GDK_KEY_v || keyval == GDK_KEY_V || keyval == GDK_KEY_x || keyval == GDK_KEY_X;
  return keyval == GDK_KEY_BackSpace || keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete
         || g_unichar_isprint (gdk_keyval_to_unicode (keyval));
}

#define TOOL_AREA_KEY "bth-undo-keys-tool-area"

void
bth_undo_keys_mark_tool_area (GtkWidget *area)
{
  g_return_if_fail (GTK_IS_WIDGET (area));

  g_object_set_data (G_OBJECT (area), TOOL_AREA_KEY, GINT_TO_POINTER (1));
}

gboolean
bth_undo_keys_in_tool_area (GtkWidget *focus)
{
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), TOOL_AREA_KEY) != NULL)
      return TRUE;
  return FALSE;
}

static gboolean
on_tool_page (GtkWidget *focus)
{
  GtkWidget *page = gtk_widget_get_ancestor (focus, BTH_TYPE_PAGE);

  return page != NULL
         && BTH_PAGE_GET_CLASS (page)->save_state != NULL
         && BTH_PAGE_GET_CLASS (page)->restore_state != NULL;
}

gboolean
bth_undo_keys_take (BthSession      *session,
                    GtkWidget       *focus,
                    guint            keyval,
                    GdkModifierType  state,
                    gboolean         tools_undo)
{
  /* A GtkText inside an entry holds the focus: the editable is what the page knows. */
  if (focus != NULL && GTK_IS_TEXT (focus) && GTK_IS_EDITABLE (gtk_widget_get_parent (focus)))
    focus = gtk_widget_get_parent (focus);
  if ((keyval != GDK_KEY_z && keyval != GDK_KEY_Z)
      || (state & (GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK)) != GDK_CONTROL_MASK)
    {
      if (focus != NULL && GTK_IS_EDITABLE (focus) && session != NULL && key_edits_text (keyval, state))
        g_object_set_data (G_OBJECT (focus), TYPED_AT_KEY,
                           GUINT_TO_POINTER (bth_session_get_undo_serial (session) + 1));
      return FALSE;
    }
  if (focus != NULL && GTK_IS_EDITABLE (focus) && session != NULL
      && (tools_undo || bth_undo_keys_in_tool_area (focus)) && on_tool_page (focus)
      && !typing_is_latest (session, focus))
    return TRUE;
  return focus != NULL && GTK_IS_EDITABLE (focus) && *gtk_editable_get_text (GTK_EDITABLE (focus)) == '\0';
}

static gboolean
on_key_capture (GtkEventControllerKey *keys,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BthSession            *session)
{
  GtkWidget *window = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys));
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  if (!bth_undo_keys_take (session, focus, keyval, state, TRUE))
    return GDK_EVENT_PROPAGATE;
  bth_session_undo (session);
  return GDK_EVENT_STOP;
}

static gboolean
undo_shortcut (GtkWidget *widget,
               GVariant  *args,
               gpointer   session)
{
  bth_session_undo (session);
  return TRUE;
}

void
bth_undo_keys_install (GtkWindow  *window,
                       BthSession *session)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (BTH_IS_SESSION (session));

  /* In an entry: before the entry's own undo sees the key. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_data (keys, "key-pressed", G_CALLBACK (on_key_capture), g_object_ref (session),
                         (GClosureNotify) (void (*) (void)) g_object_unref, 0);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
  /* Anywhere else (a switch, a button): the session's undo too. */
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK),
                                                          gtk_callback_action_new (undo_shortcut,
                                                                                   g_object_ref (session),
                                                                                   g_object_unref)));
  gtk_widget_add_controller (GTK_WIDGET (window), shortcuts);
}

/* bth-page.c — the base of every screen: session, undo, Enter to act, toasts.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-page.h"

typedef struct
{
  BthSession *session;
  gboolean    restoring;
  char       *last_state;    /* the state the next change starts from */
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
  g_clear_pointer (&priv->last_state, g_free);

  G_OBJECT_CLASS (bth_page_parent_class)->dispose (object);
}

static void
bth_page_class_init (BthPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bth_page_dispose;
}

static void
bth_page_init (BthPage *self)
{
}

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
    bth_session_forget_owner (priv->session, self);
  if (!g_set_object (&priv->session, session))
    return;
  /* Whatever the page does to fill itself in is where undo starts, not a step. */
  g_clear_pointer (&priv->last_state, g_free);
  if (BTH_PAGE_GET_CLASS (self)->session_set != NULL)
    BTH_PAGE_GET_CLASS (self)->session_set (self, session);
  bth_page_reset_baseline (self);
}

static void
restore_page (gpointer    owner,
              const char *state)
{
  BthPage *self = owner;
  BthPagePrivate *priv = bth_page_get_instance_private (self);

  priv->restoring = TRUE;
  BTH_PAGE_GET_CLASS (self)->restore_state (self, state);
  priv->restoring = FALSE;
  bth_page_reset_baseline (self);
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
    priv->last_state = BTH_PAGE_GET_CLASS (self)->save_state (self);
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

  state = BTH_PAGE_GET_CLASS (self)->save_state (self);
  if (priv->last_state != NULL && g_strcmp0 (priv->last_state, state) != 0)
    bth_session_push_undo (priv->session, self, restore_page, priv->last_state, merge_key);
  g_free (priv->last_state);
  priv->last_state = g_steal_pointer (&state);
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

  state = BTH_PAGE_GET_CLASS (self)->save_state (self);
  bth_session_push_undo (priv->session, self, restore_page, state, merge_key);
  g_free (priv->last_state);
  priv->last_state = g_steal_pointer (&state);
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
}

void
bth_page_activate_on_enter (BthPage    *self,
                            GtkWidget  *editable,
                            const char *action_name)
{
  EnterAction *enter;

  g_return_if_fail (BTH_IS_PAGE (self));
  g_return_if_fail (GTK_IS_WIDGET (editable));

  enter = g_new0 (EnterAction, 1);
  enter->page = self;
  enter->action_name = g_strdup (action_name);
  g_signal_connect_data (editable, "activate", G_CALLBACK (on_editable_activate),
                         enter, enter_action_free, 0);
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

/* bth-typed-die.c — the one die a tool page rolls, or that the players type in.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-session.h"
#include "bth-typed-die.h"

void
bth_typed_die_clear (BthTypedDie *self)
{
  g_clear_pointer (&self->error, g_free);
}

static void
check_text (BthTypedDie *self,
            const char  *text)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->error, g_free);
  if (!bth_form_check_typed_die (text, &error))
    self->error = g_strdup (error->message);
}

void
bth_typed_die_check (BthTypedDie *self)
{
  check_text (self, gtk_editable_get_text (GTK_EDITABLE (self->row)));
}

void
bth_typed_die_forget (BthTypedDie *self)
{
  g_clear_pointer (&self->error, g_free);
  self->die = 0;
  self->typed = FALSE;
}

void
bth_typed_die_show_error (BthTypedDie *self)
{
  if (self->error != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->row), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->row), "error");
}

const char *
bth_typed_die_caption (BthTypedDie *self)
{
  return self->typed ? _("Die typed at the table") : _("Die rolled by Berthier");
}

GPtrArray *
bth_typed_die_roll (BthTypedDie *self,
                    BthPage     *page,
                    const char  *purpose,
                    const char  *log_title,
                    gboolean    *updating)
{
  BthSession *session = bth_page_get_session (page);
  g_autofree char *typed = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *records;
  int die;

  if (session == NULL || self->error != NULL)
    return NULL;

  typed = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->row)));
  if (!bth_session_roll_begin (session, typed, &error))
    {
      self->error = g_strdup (error->message);
      return NULL;
    }
  die = bth_dice_roll (bth_session_get_dice (session), 1, 6, purpose, NULL, &error);
  if (die < 0)
    {
      bth_session_roll_cancel (session);
      bth_page_toast (page, error->message);
      return NULL;
    }
  records = bth_session_roll_end (session, log_title);
  bth_page_remember (page, NULL);
  bth_session_attach_rolls (session, records);

  self->die = die;
  self->typed = *g_strstrip (typed) != '\0';
  /* The typed die is used up; the next roll is the app's unless the players type again. */
  *updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->row), "");
  *updating = FALSE;
  return records;
}

void
bth_typed_die_save (BthTypedDie *self,
                    JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "typed_die");
  json_builder_add_string_value (builder, gtk_editable_get_text (GTK_EDITABLE (self->row)));
  json_builder_set_member_name (builder, "die");
  json_builder_add_int_value (builder, self->die);
  json_builder_set_member_name (builder, "die_typed");
  json_builder_add_boolean_value (builder, self->typed);
}

void
bth_typed_die_restore (BthTypedDie *self,
                       JsonObject  *root)
{
  const char *text = bth_form_json_string (root, "typed_die");

  gtk_editable_set_text (GTK_EDITABLE (self->row), text);
  check_text (self, text);
  self->die = bth_form_json_int (root, "die", 0);
  self->typed = bth_form_json_bool (root, "die_typed", FALSE);
}

/* test-ui-dice-log.c — the Dice Log screen: empty state, rolls newest first with their
 * outcome, typed and rolled dice, an undone roll struck through, and Copy Log.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "bth-ui-test.h"

/* Rolls COUNT dice for PURPOSE on screen PAGE, as a screen does; TYPED may be NULL. */
static GPtrArray *
roll (const char *page,
      const char *purpose,
      guint       count,
      const char *typed)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  g_autoptr(GError) error = NULL;
  GPtrArray *records;

  g_assert_true (bth_session_roll_begin (session, typed, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bth_dice_roll (bth_session_get_dice (session), count, 6, purpose, NULL, &error),
                   >=, (int) count);
  g_assert_no_error (error);
  records = bth_session_roll_end (session, page);
  g_assert_cmpuint (records->len, ==, 1);
  return records;
}

static GtkWidget *
row_at (GtkWidget *page,
        int        index)
{
  GtkListBox *list = GTK_LIST_BOX (bth_ui_find (page, "roll_list"));
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  return GTK_WIDGET (row);
}

static int
n_rows (GtkWidget *page)
{
  GtkListBox *list = GTK_LIST_BOX (bth_ui_find (page, "roll_list"));
  int n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

static gboolean
is_struck (GtkWidget *label)
{
  PangoAttrList *attrs = gtk_label_get_attributes (GTK_LABEL (label));
  g_autoptr(PangoAttrIterator) iter = NULL;
  PangoAttribute *attr;

  if (attrs == NULL)
    return FALSE;
  iter = pango_attr_list_get_iterator (attrs);
  attr = pango_attr_iterator_get (iter, PANGO_ATTR_STRIKETHROUGH);
  return attr != NULL && ((PangoAttrInt *) attr)->value;
}

static void
test_empty (void)
{
  GtkWidget *page = bth_ui_show_page ("dice-log");
  GtkStack *stack = GTK_STACK (bth_ui_find (page, "stack"));
  GtkWidget *empty = bth_ui_find (page, "empty_page");

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (empty)), ==, "No Rolls Yet");
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "copy_button")));
  bth_ui_snap ("dice-log-empty");
}

static void
test_rolls_newest_first (void)
{
  GtkWidget *page = bth_ui_show_page ("dice-log");
  GtkStack *stack = GTK_STACK (bth_ui_find (page, "stack"));
  BthSession *session = bth_window_get_session (bth_ui_window ());
  g_autoptr(GPtrArray) combat = NULL;
  g_autoptr(GPtrArray) attrition = NULL;
  g_autoptr(GPtrArray) weather = NULL;
  GtkWidget *row;

  /* O.3: the players roll 4 and 4 at the table and type them. */
  combat = roll ("Battle", "Combat (O.1.c)", 2, "4 4");
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "log");
  g_assert_cmpint (n_rows (page), ==, 1);
  row = row_at (page, 0);
  g_assert_cmpstr (bth_ui_get_text (row, "roll_purpose"), ==, "Combat (O.1.c)");
  g_assert_cmpstr (bth_ui_get_text (row, "roll_total"), ==, "8");
  g_assert_cmpstr (bth_ui_get_text (row, "roll_source"), ==, "Battle · typed 4 + 4");
  g_assert_false (gtk_widget_get_visible (bth_ui_find (row, "roll_outcome")));
  g_assert_cmpuint (strlen (bth_ui_get_text (row, "roll_time")), ==, 8);  /* 14:02:31 */

  /* The screen fills in the outcome after the roll: the row follows. */
  bth_roll_record_set_outcome (g_ptr_array_index (combat, 0), "9", "L=1, S=D1");
  bth_ui_settle ();
  g_assert_true (gtk_widget_get_visible (bth_ui_find (row, "roll_outcome")));
  g_assert_cmpstr (bth_ui_get_text (row, "roll_outcome"), ==, "Modified 9 · L=1, S=D1");

  /* A random roll, then another: newest at the top. */
  attrition = roll ("Attrition", "Attrition (G.1)", 1, NULL);
  bth_roll_record_set_outcome (g_ptr_array_index (attrition, 0), "5", "2 SP");
  weather = roll ("Weather", "Weather", 1, "3");
  bth_ui_settle ();
  g_assert_cmpint (n_rows (page), ==, 3);
  g_assert_cmpstr (bth_ui_get_text (row_at (page, 0), "roll_purpose"), ==, "Weather");
  g_assert_cmpstr (bth_ui_get_text (row_at (page, 0), "roll_total"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (row_at (page, 1), "roll_purpose"), ==, "Attrition (G.1)");
  g_assert_true (g_str_has_prefix (bth_ui_get_text (row_at (page, 1), "roll_source"),
                                   "Attrition · rolled "));
  g_assert_cmpstr (bth_ui_get_text (row_at (page, 1), "roll_outcome"), ==, "Modified 5 · 2 SP");
  g_assert_cmpstr (bth_ui_get_text (row_at (page, 2), "roll_purpose"), ==, "Combat (O.1.c)");
  g_assert_cmpstr (bth_ui_get_text (page, "count_label"), ==, "3 rolls this session");
  g_assert_cmpuint (g_list_model_get_n_items (bth_session_get_rolls (session)), ==, 3);
}

static void
restore_nothing (gpointer    owner,
                 const char *state)
{
}

static void
test_undone_roll (void)
{
  GtkWidget *page = bth_ui_show_page ("dice-log");
  BthSession *session = bth_window_get_session (bth_ui_window ());
  static int owner;
  g_autoptr(GPtrArray) siege = NULL;
  GtkWidget *row;

  /* A roll taken back with Ctrl+Z stays in the log, struck through and marked. */
  bth_session_push_undo (session, &owner, restore_nothing, "", NULL);
  siege = roll ("Siege", "Siege (S.9.c)", 1, "2");
  bth_roll_record_set_outcome (g_ptr_array_index (siege, 0), "2", "The city falls");
  bth_session_attach_rolls (session, siege);
  bth_ui_settle ();
  row = row_at (page, 0);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (row, "roll_undone")));
  g_assert_false (is_struck (bth_ui_find (row, "roll_purpose")));

  g_assert_true (bth_session_undo (session));
  bth_ui_settle ();
  g_assert_cmpint (n_rows (page), ==, 4);
  row = row_at (page, 0);
  g_assert_cmpstr (bth_ui_get_text (row, "roll_purpose"), ==, "Siege (S.9.c)");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (row, "roll_undone")));
  g_assert_cmpstr (bth_ui_get_text (row, "roll_undone"), ==, "Undone");
  g_assert_true (is_struck (bth_ui_find (row, "roll_purpose")));
  g_assert_true (is_struck (bth_ui_find (row, "roll_total")));
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (row, "roll_content"), "dim-label"));
  /* The others are not. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (row_at (page, 1), "roll_undone")));
  g_assert_false (is_struck (bth_ui_find (row_at (page, 1), "roll_purpose")));
  bth_ui_snap ("dice-log");
}

static void
test_copy_log (void)
{
  GtkWidget *page = bth_ui_show_page ("dice-log");
  GdkClipboard *clipboard = gtk_widget_get_clipboard (page);
  GdkContentProvider *content;
  g_auto(GValue) value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;

  bth_ui_click (page, "copy_button");
  content = gdk_clipboard_get_content (clipboard);
  g_assert_nonnull (content);
  g_value_init (&value, G_TYPE_STRING);
  g_assert_true (gdk_content_provider_get_value (content, &value, &error));
  g_assert_no_error (error);

  /* Oldest first, one line per roll, the undone one marked. */
  lines = g_strsplit (g_value_get_string (&value), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 5);   /* four lines and the final newline */
  g_assert_nonnull (strstr (lines[0], "Combat (O.1.c) — Battle · typed 4 + 4 = 8 — Modified 9 · L=1, S=D1"));
  g_assert_nonnull (strstr (lines[1], "Attrition (G.1) — Attrition · rolled "));
  g_assert_nonnull (strstr (lines[2], "Weather — Weather · typed 3 = 3"));
  g_assert_true (g_str_has_suffix (lines[3], "Siege (S.9.c) — Siege · typed 2 = 2 — Modified 2 · The city falls (undone)"));
  g_assert_cmpstr (lines[4], ==, "");
}

/* BTH_UI_SIZE is applied when the tests start, which is too late once the window is on
 * screen; the saved window size (memory settings backend) is read before it is shown. */
static void
size_window_from_environment (void)
{
  const char *size = g_getenv ("BTH_UI_SIZE");
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  int width, height;

  if (size == NULL || sscanf (size, "%dx%d", &width, &height) != 2 || source == NULL
      || (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)) == NULL)
    return;
  settings = g_settings_new (APP_ID);
  g_settings_set_int (settings, "window-width", width);
  g_settings_set_int (settings, "window-height", height);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  size_window_from_environment ();
  g_test_add_func ("/ui/dice-log/empty", test_empty);
  g_test_add_func ("/ui/dice-log/newest-first", test_rolls_newest_first);
  g_test_add_func ("/ui/dice-log/undone", test_undone_roll);
  g_test_add_func ("/ui/dice-log/copy", test_copy_log);
  return bth_ui_test_run ();
}

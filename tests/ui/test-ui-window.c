/* test-ui-window.c — the window's frame: tools in the sidebar, Alt+N, undo, narrow width.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

static void
test_every_tool_opens (void)
{
  const char *names[] = { "battle", "attrition", "forced-march", "overrun", "siege",
                          "weather", "dice-log", "lookup" };
  BthWindow *window = bth_ui_window ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *page = bth_ui_show_page (names[i]);
      GtkStack *stack = GTK_STACK (bth_ui_find (GTK_WIDGET (window), "stack"));

      g_assert_true (gtk_stack_get_visible_child (stack) == page);
      g_assert_true (BTH_IS_PAGE (page));
      g_assert_nonnull (bth_page_get_session (BTH_PAGE (page)));
    }
  g_assert_false (bth_window_show_page (window, "no-such-tool"));
}

static void
test_alt_number_shortcuts (void)
{
  BthWindow *window = bth_ui_window ();
  GtkStack *stack = GTK_STACK (bth_ui_find (GTK_WIDGET (window), "stack"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "weather"));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "weather");
  g_assert_cmpstr (bth_ui_get_text (GTK_WIDGET (window), "content_title"), ==, "Weather");
}

static void
test_undo_starts_disabled (void)
{
  BthWindow *window = bth_ui_window ();

  /* Nothing entered yet: nothing to undo, and Ctrl+Z does nothing harmful. */
  g_assert_false (bth_session_can_undo (bth_window_get_session (window)));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (GTK_WIDGET (window), "undo_button")));
}

static void
test_shortcuts_window_opens (void)
{
  BthWindow *window = bth_ui_window ();
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  GtkShortcutsWindow *overlay;

  /* Built on first use (not at launch), then shown. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "shortcuts", NULL);
  bth_ui_settle ();
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/window/every-tool-opens", test_every_tool_opens);
  g_test_add_func ("/ui/window/alt-number", test_alt_number_shortcuts);
  g_test_add_func ("/ui/window/undo-starts-disabled", test_undo_starts_disabled);
  g_test_add_func ("/ui/window/shortcuts-window", test_shortcuts_window_opens);
  return bth_ui_test_run ();
}

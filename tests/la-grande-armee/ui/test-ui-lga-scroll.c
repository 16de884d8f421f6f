/* test-ui-lga-scroll.c — what La Grande Armée's pages scroll into view, with real key events:
 *
 *   Skirmish: after a roll (the die typed at the table, Enter) the "Roll" group stands whole
 *   in view — its heading not cut at the top — with the result below it.
 *   Forage (no die: the answer follows the entries): after each change the verdict is in
 *   view, and so is the input changed; the top of the view falls between two rows.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

static void
settle_keys (void)
{
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
}

static void
type_into (GtkWidget *page, const char *id, const char *text)
{
  gtk_widget_grab_focus (bth_ui_find (page, id));
  bth_ui_settle ();
  bth_ui_keys ("ctrl+a");
  bth_ui_type (text);
  settle_keys ();
  bth_ui_keys ("Tab");
  settle_keys ();
}

/* The widgets under ROOT of TYPE, depth first. */
static void
collect (GtkWidget *root, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_get_mapped (root))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect (c, type, out);
}

/* No row and no group heading is cut by the top edge of PAGE's scrolled column. */
static void
assert_top_between_rows (GtkWidget *page, GtkWidget *inside)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (inside, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  double top = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  if (GTK_IS_VIEWPORT (content))
    content = gtk_viewport_get_child (GTK_VIEWPORT (content));
  collect (content, ADW_TYPE_PREFERENCES_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    {
      graphene_rect_t b;
      g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (rows, i), content, &b));
      if (b.origin.y < top - 0.5 && b.origin.y + b.size.height > top + 0.5)
        g_error ("the top of the view (%.0f) cuts the row \"%s\" (%.0f-%.0f)", top,
                 adw_preferences_row_get_title (ADW_PREFERENCES_ROW (g_ptr_array_index (rows, i))),
                 b.origin.y, b.origin.y + b.size.height);
    }
}

static void
test_skirmish_roll_heading (void)
{
  GtkWidget *page;

  bth_ui_apply_requested_size ();
  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  settle_keys ();
  bth_ui_new_game ("la-grande-armee");
  settle_keys ();
  page = bth_ui_show_page ("lga-skirmish");
  type_into (page, "attacker-cavalry", "6");
  type_into (page, "attacker-horse-artillery", "1");
  type_into (page, "attacker-leader", "1");
  type_into (page, "defender-cavalry", "3");
  gtk_widget_grab_focus (bth_ui_find (page, "typed_die_row"));
  bth_ui_settle ();
  bth_ui_type ("4");
  bth_ui_keys ("Return");
  settle_keys ();
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "D1R");
  /* The "Roll" group whole (its heading too), and the result below it. */
  bth_ui_assert_in_view (page, "roll_group");
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("lga-skirmish-rolled");
}

static void
test_forage_follows (void)
{
  GtkWidget *page = bth_ui_show_page ("lga-forage");

  settle_keys ();
  /* Two corps at a friendly town 2 hexes away, marked Foraged. */
  type_into (page, "corps_spin", "2");
  gtk_widget_grab_focus (bth_ui_find (page, "marker_row"));
  settle_keys ();
  bth_ui_type ("f");
  settle_keys ();
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_assert_in_view (page, "marker_row");
  type_into (page, "distance_spin", "2");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Supplied by foraging");
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_assert_in_view (page, "caption_label");
  assert_top_between_rows (page, bth_ui_find (page, "verdict_label"));

  /* Back at the top of the page: the input changed stays in view (the keyboard is there),
   * the view's top still between rows; the answer comes as near as the window allows —
   * in view when the window is tall enough for both (BTH_UI_SIZE=1280x800 and more). */
  gtk_widget_grab_focus (bth_ui_find (page, "forager_row"));
  settle_keys ();
  bth_ui_type ("r");
  settle_keys ();
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (bth_ui_find (page, "forager_row"))), ==, 2);
  bth_ui_assert_focus_in (page, "forager_row");
  bth_ui_assert_in_view (page, "forager_row");
  assert_top_between_rows (page, bth_ui_find (page, "verdict_label"));
  bth_ui_snap ("lga-forage-follows");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/lga/scroll-skirmish-roll", test_skirmish_roll_heading);
  g_test_add_func ("/ui/lga/scroll-forage-follows", test_forage_follows);
  return bth_ui_test_run ();
}

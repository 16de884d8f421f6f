/* test-ui-campaign-events.c — the Grand Campaign's events run from the Game page's due items
 * (bth-campaign-events.h): the victory check at the end of a Combat Phase (X.C.1.a) and
 * January's foreign-war rolls (X.G.2.a) each get a button; the row then shows the result
 * the action noted; Ctrl+Z takes it back. The prisoner exchange (X.G.3.b) needs the players'
 * choice: listed, without a button while a faction holds prisoners to choose from.
 *
 * Seed lines: the rulebook (000_…): X.C.1.a line 1779, X.G.2.a-c lines 2078-2082.
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-campaign-events.h"

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static void
go (const char *month, const char *segment, const char *phase)
{
  BthMonth m;

  g_assert_true (bth_month_parse (month, &m));
  for (guint n = 0; n < 200; n++)
    {
      const BthGameState *s = bth_game_get_state (game ());
      if (s->month == m && g_strcmp0 (s->segment, segment) == 0 && g_strcmp0 (s->phase, phase) == 0)
        {
          bth_ui_settle ();
          return;
        }
      g_assert_true (bth_game_advance_phase (game (), NULL));
    }
  g_assert_not_reached ();
}

/* The index of the due item of KIND on the Game page, or -1. */
static int
due_index (BthDueKind kind)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game ());

  for (guint i = 0; i < due->len; i++)
    if (((const BthDueItem *) g_ptr_array_index (due, i))->kind == kind)
      return (int) i;
  return -1;
}

static const char *
row_title (GtkWidget *page, int index)
{
  g_autofree char *id = g_strdup_printf ("due-%d", index);
  return adw_preferences_row_get_title (ADW_PREFERENCES_ROW (bth_ui_find (page, id)));
}

static void
test_due_items (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  g_autofree char *button = NULL;
  int i;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.new-game", NULL));
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();

  /* X.C.1.a: at the end of the pro-French Combat Phase, the Check button. */
  go ("1805-09", "pro_french", "combat");
  page = bth_ui_show_page ("game");
  i = due_index (BTH_DUE_VICTORY_CHECK);
  g_assert_cmpint (i, >=, 0);
  button = g_strdup_printf ("due-%d-apply", i);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, button))), ==, "_Check");
  bth_ui_snap ("campaign-events-victory-due");
  bth_ui_click (page, button);
  bth_ui_settle ();
  /* Nobody has conquered England, Spain or Russia: play goes on, and the row says so. */
  g_assert_nonnull (strstr (row_title (page, i), "no victory, play goes on"));
  g_assert_null (bth_ui_try_find (page, button));
  bth_ui_snap ("campaign-events-victory-done");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_nonnull (bth_ui_try_find (page, button));

  /* X.G.2.a: January, the French Alliance Phase: the Roll button rolls both dice (queued
   * here: 1 and 1, England and Russia both at war). */
  go ("1806-01", "pro_french", "alliance");
  page = bth_ui_show_page ("game");
  i = due_index (BTH_DUE_FOREIGN_WARS);
  g_assert_cmpint (i, >=, 0);
  g_clear_pointer (&button, g_free);
  button = g_strdup_printf ("due-%d-apply", i);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, button))), ==, "_Roll");
  {
    const int ones[] = { 1, 1 };
    bth_dice_set_fixed (bth_game_get_dice (game ()), ones, 2);
  }
  bth_ui_click (page, button);
  bth_ui_settle ();
  g_assert_nonnull (strstr (row_title (page, i), "Foreign wars: 1 for England, at war; 1 for Russia, at war"));
  g_assert_true (bth_campaign_books_standing (bth_game_get_state (game ())->campaign, "russia")->at_war);
  /* The prisoner exchange is listed; nobody holds prisoners, so it is only a line. */
  i = due_index (BTH_DUE_PRISONERS);
  g_assert_cmpint (i, >=, 0);
  bth_ui_snap ("campaign-events-january");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/events", test_due_items);
  return bth_ui_test_run ();
}

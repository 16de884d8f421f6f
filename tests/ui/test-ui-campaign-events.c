/* test-ui-campaign-events.c — the Grand Campaign's events run from the Game page's due items
 * (bth-campaign-events.h): the victory check at the end of a Combat Phase (X.C.1.a) and
 * January's foreign-war rolls (X.G.2.a) each get a button; the row then shows the result
 * the action noted; Ctrl+Z takes it back. The prisoner exchange (X.G.3.b) needs the players'
 * choice: its Exchange… button opens a dialog (bth-prisoner-exchange-dialog.h) where the
 * core's refusals show inline and an equal exchange is recorded as one undoable action.
 *
 * Seed lines: the rulebook (000_…): X.C.1.a line 1779, X.G.2.a-c lines 2078-2082,
 * X.G.3.a-b lines 2098-2100.
 */
#include <string.h>

#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-events.h"
#include "bth-force-pools.h"

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
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

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();

  /* X.C.1.a: at the end of the pro-French Combat Phase, the Check button. */
  bth_ui_go_to_phase ("1805-09", "pro_french", "combat");
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
  bth_ui_go_to_phase ("1806-01", "pro_french", "alliance");
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
  g_assert_true (bth_campaign_books_standing (bth_game_state_get_campaign (bth_game_get_state (game ())), "russia")->at_war);
  /* The prisoner exchange is listed, with the button that opens its dialog. */
  i = due_index (BTH_DUE_PRISONERS);
  g_assert_cmpint (i, >=, 0);
  bth_ui_snap ("campaign-events-january");
}

/* ---- X.G.3.b: the prisoner exchange dialog ------------------------------------------- */

static GtkWidget *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (window), name) == 0 && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

/* X.G.3.a: the players' capture, as the core records it: SP of POWER's infantry from a stack
 * on the map into CAPTOR's Prisoners box. */
static void
capture (const char *power, int sp, const char *captor)
{
  const BthGameState *state = bth_game_get_state (game ());
  g_autoptr(GArray) units = g_array_new (FALSE, TRUE, sizeof (BthUnitCount));
  BthUnitCount unit = { (char *) power, (char *) "I", sp };
  g_autoptr(GError) error = NULL;
  const char *stack = NULL;

  for (guint i = 0; i < state->stacks->len && stack == NULL; i++)
    {
      const BthStackState *s = g_ptr_array_index (state->stacks, i);
      if (bth_unit_counts_sp (s->units, power, "I") >= sp)
        stack = s->id;
    }
  g_assert_nonnull (stack);
  g_array_append_val (units, unit);
  g_assert_true (bth_game_capture_units (game (), stack, units, NULL, captor, &error));
  g_assert_no_error (error);
}

static int
prisoners_sp (const char *state, const char *box, const char *power)
{
  return bth_force_pools_sp (bth_game_state_get_force_pools (bth_game_get_state (game ())), state, box, power, NULL);
}

static GtkWidget *
open_exchange (GtkWidget *page)
{
  g_autofree char *button = g_strdup_printf ("due-%d-apply", due_index (BTH_DUE_PRISONERS));
  GtkWidget *dialog;

  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (bth_ui_find (page, button))), ==, "_Exchange…");
  bth_ui_click (page, button);
  bth_ui_settle ();
  dialog = find_toplevel ("prisoner-exchange-dialog");
  g_assert_nonnull (dialog);
  return dialog;
}

static void
test_prisoner_exchange (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *dialog;
  const char *error;
  int minimum;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  /* X.G.3.a: Austria (anti-French) takes 3 French SP, France (pro-French) 2 Austrian SP. */
  capture ("france", 3, "austria");
  capture ("austria", 2, "france");
  bth_ui_go_to_phase ("1806-01", "neutral", "naval");
  page = bth_ui_show_page ("game");
  g_assert_nonnull (strstr (row_title (page, due_index (BTH_DUE_PRISONERS)), "2 SP of each"));

  dialog = open_exchange (page);
  /* The rule asks 2 SP of each: the smaller holding. */
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "prisoners-totals"), "the rule asks 2 SP of each"));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (dialog, "prisoners-error")));

  /* 2 Austrian for 3 French: refused inline, naming the rule; the dialog stays. */
  bth_ui_set_value (dialog, "prisoners-france-0", 2);
  bth_ui_set_value (dialog, "prisoners-austria-0", 3);
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "prisoners-totals"), "Pro-French release 2 SP, anti-French 3 SP"));
  bth_ui_click (dialog, "prisoners-exchange");
  bth_ui_settle ();
  g_assert_true (find_toplevel ("prisoner-exchange-dialog") == dialog);
  g_assert_true (gtk_widget_get_visible (bth_ui_find (dialog, "prisoners-error")));
  error = bth_ui_get_text (dialog, "prisoners-error");
  g_assert_nonnull (strstr (error, "unequal"));
  g_assert_nonnull (strstr (error, "X.G.3.b"));
  g_assert_cmpint (prisoners_sp ("austria", BTH_BOX_PRISONERS, "france"), ==, 3);
  bth_ui_snap_window (GTK_WINDOW (dialog), "prisoner-exchange-refused");

  /* 1 for 1 is equal but not "as completely as possible". */
  bth_ui_set_value (dialog, "prisoners-france-0", 1);
  bth_ui_set_value (dialog, "prisoners-austria-0", 1);
  g_assert_false (gtk_widget_get_visible (bth_ui_find (dialog, "prisoners-error")));
  bth_ui_click (dialog, "prisoners-exchange");
  bth_ui_settle ();
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "prisoners-error"), "incomplete"));

  /* The dialog fits the smallest phone. */
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);

  /* 2 for 2: recorded, the dialog closes, each unit is home; Austria keeps 1 French SP. */
  bth_ui_set_value (dialog, "prisoners-france-0", 2);
  bth_ui_set_value (dialog, "prisoners-austria-0", 2);
  bth_ui_snap_window (GTK_WINDOW (dialog), "prisoner-exchange");
  bth_ui_click (dialog, "prisoners-exchange");
  bth_ui_settle ();
  g_assert_null (find_toplevel ("prisoner-exchange-dialog"));
  g_assert_cmpint (prisoners_sp ("austria", BTH_BOX_PRISONERS, "france"), ==, 1);
  g_assert_cmpint (prisoners_sp ("france", BTH_BOX_PRISONERS, NULL), ==, 0);
  g_assert_cmpint (prisoners_sp ("france", BTH_BOX_FORCE_POOL, "france"), ==, 2);
  g_assert_cmpint (prisoners_sp ("austria", BTH_BOX_FORCE_POOL, "austria"), ==, 2);
  page = bth_ui_show_page ("game");
  g_assert_nonnull (strstr (row_title (page, due_index (BTH_DUE_PRISONERS)), "Prisoner exchange: 2 SP released"));
  bth_ui_snap ("prisoner-exchange-done");

  /* Ctrl+Z: one action, all of it taken back; the button is offered again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (prisoners_sp ("austria", BTH_BOX_PRISONERS, "france"), ==, 3);
  g_assert_cmpint (prisoners_sp ("france", BTH_BOX_PRISONERS, "austria"), ==, 2);
  g_assert_cmpint (prisoners_sp ("france", BTH_BOX_FORCE_POOL, "france"), ==, 0);
  page = bth_ui_show_page ("game");
  dialog = open_exchange (page);
  gtk_window_destroy (GTK_WINDOW (dialog));
  bth_ui_settle ();
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/events", test_due_items);
  g_test_add_func ("/ui/campaign/prisoner-exchange", test_prisoner_exchange);
  return bth_ui_test_run ();
}

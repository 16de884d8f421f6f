/* test-ui-naval-checks.c — the Naval Checks window of the Navies page (X.F.3–7, X.K.6–7):
 * an interception, a blockade run and a transport's capacity, each entered through the
 * widgets and read back against the result worked out by hand from the rulebook.
 *
 * The Naval Results Table's special rows (004:100-102), modified die roll −1 … 8:
 *   Blockade   -  -  F* F  F  F  F  E  -  -
 *   Pursuit    -  -  F  F  F  F  I  I  -  -
 *   Transport  -  -  C  C  K  K  E  E  -  -
 * so a modified 1 is the first letter and a modified 6 the last.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

#include "bth-navies-page.h"
#include "bth-roll-record.h"
#include "bth-naval-checks-page.h"
#include "bth-sea-zone-entries.h"

static BthSession *
session (void)
{
  return bth_window_get_session (bth_ui_window ());
}

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

static const char *
value_of (GtkWidget *root, const char *row)
{
  g_autofree char *id = g_strconcat (row, "-value", NULL);

  return gtk_label_get_text (GTK_LABEL (bth_ui_find (root, id)));
}

/* The rolls in the Dice Log that stand (an undone roll stays, marked as taken back). */
static guint
rolls (void)
{
  GListModel *log = bth_session_get_rolls (session ());
  guint standing = 0;

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(BthRollRecord) record = g_list_model_get_item (log, i);
      standing += !bth_roll_record_get_undone (record);
    }
  return standing;
}

/* Enter in the typed die's entry row, as the player's keyboard sends it (a real key event). */
static void
press_enter (GtkWidget *root, const char *id)
{
  bth_ui_press_enter (root, id);
}

static void
assert_dialog_fits (GtkWidget *dialog)
{
  int minimum;

  bth_ui_settle ();
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 360);
}

/* The players entered the North Sea's Interception Modifier, −1, under Sea Zones: the
 * rulebook text prints no IM (000:1952 says it is printed in the zone on the map). */
static void
enter_north_sea_im (void)
{
  g_autofree char *path = bth_navies_sea_zones_path ();
  g_autoptr(GArray) entries = bth_sea_zone_entries_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (bth_sea_zone_entries_set (entries, "North Sea", -1, -1, BTH_NAVAL_UNKNOWN, &error));
  g_assert_no_error (error);
  g_assert_true (bth_sea_zone_entries_save (entries, path, &error));
  g_assert_no_error (error);
}

static GtkWidget *
open_checks (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *dialog;

  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  g_assert_nonnull (bth_session_get_game (session ()));

  page = bth_ui_show_page ("navies");
  /* The one row the Navies page has for the checks, at its top. */
  bth_ui_scroll_to (page, "navies-checks");
  bth_ui_assert_fits_width (360);
  bth_ui_snap ("naval-checks-link");
  g_assert_true (gtk_widget_activate (bth_ui_find (page, "navies-checks")));
  bth_ui_settle ();
  dialog = find_toplevel ("naval-checks-window");
  g_assert_nonnull (dialog);
  return dialog;
}

static void
test_interception (GtkWidget *dialog)
{
  guint before = rolls ();

  /* X.F.4.c (000:1952): +1 when the interceptors are already at sea in the zone, the zone's
   * IM (the players' −1 for the North Sea), and Nelson (X.F.8.b, 000:2014): +1.
   * Die modifier: +1 − 1 + 1 = +1. On the Pursuit row an "I" is a modified 5 or 6, and a
   * modified 7 reads the nearest letter (default reading, docs/readings.md), also "I":
   * dice 4, 5 and 6 intercept — 3 in 6. The die 4 typed at the table: modified 5, "I". */
  bth_ui_select (dialog, "naval-checks-intercept-zone", "North Sea");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-intercept-im"), ==, "-1");
  bth_ui_set_active (dialog, "naval-checks-intercept-at-sea", TRUE);
  bth_ui_set_active (dialog, "naval-checks-intercept-nelson", TRUE);
  g_assert_cmpstr (value_of (dialog, "naval-checks-intercept-drm"), ==, "+1");
  g_assert_cmpstr (value_of (dialog, "naval-checks-intercept-target"), ==, "4 or more (3 in 6)");
  /* The modifiers with their rules: at sea, the zone's IM, Nelson. */
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (dialog, "naval-checks-intercept-modifier-0"))),
                   ==, "X.F.4.c");
  g_assert_cmpstr (value_of (dialog, "naval-checks-intercept-modifier-1"), ==, "−1");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (bth_ui_find (dialog, "naval-checks-intercept-modifier-2"))),
                   ==, "X.F.8.b");

  bth_ui_set_text (dialog, "naval-checks-intercept-die", "4");
  press_enter (dialog, "naval-checks-intercept-die");
  g_assert_cmpuint (rolls (), ==, before + 1);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-intercept-verdict"), ==, "I — Intercepted");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-intercept-reason"), "X.F.4.c"));
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-intercept-die"), ==, "");
  bth_ui_scroll_to (dialog, "naval-checks-section-intercept");
  assert_dialog_fits (dialog);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-interception");
  bth_ui_scroll_to (dialog, "naval-checks-intercept-modifier-0");
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-interception-result");

  /* The roll is a step of the tools' undo (the Navies page itself has the game's): Ctrl+Z
   * on the Dice Log takes it back — marked as taken back in the log, the typed die back in its entry, no
   * result — and Enter rolls it again. */
  bth_ui_show_page ("dice-log");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  bth_ui_show_page ("navies");
  g_assert_cmpuint (rolls (), ==, before);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-intercept-verdict"));
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-intercept-die"), ==, "4");
  press_enter (dialog, "naval-checks-intercept-die");
  g_assert_cmpuint (rolls (), ==, before + 1);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-intercept-verdict"), ==, "I — Intercepted");

  /* The reading "off the chart fails": the die 6 (modified 7, "-") no longer intercepts. */
  bth_ui_set_active (dialog, "naval-checks-reading-off-chart", TRUE);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-intercept-verdict"));
  g_assert_cmpstr (value_of (dialog, "naval-checks-intercept-target"), ==, "4 to 5 (2 in 6)");
  bth_ui_set_active (dialog, "naval-checks-reading-off-chart", FALSE);

  /* X.F.4.d: a squadron inside a blockaded port may never attempt interception. */
  bth_ui_set_active (dialog, "naval-checks-intercept-blockaded", TRUE);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-intercept-target-value"));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-intercept-roll")));
  bth_ui_set_active (dialog, "naval-checks-intercept-blockaded", FALSE);
}

static void
test_pursuit (GtkWidget *dialog)
{
  /* X.F.5.b with the chart note (004:130): the victor's units at sea, +1; Nelson with them
   * (X.F.8.b), +1. Die modifier +2: a modified 5 or 6 is "I", a 7 or 8 reads the nearest
   * letter, "I" — dice 3 to 6, 4 in 6. */
  bth_ui_set_active (dialog, "naval-checks-pursuit-nelson", TRUE);
  g_assert_cmpstr (value_of (dialog, "naval-checks-pursuit-drm"), ==, "+2");
  g_assert_cmpstr (value_of (dialog, "naval-checks-pursuit-target"), ==, "3 or more (4 in 6)");
  /* X.F.7.c: only the side unaffected by the round may pursue. */
  bth_ui_set_active (dialog, "naval-checks-pursuit-victor", FALSE);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-pursuit-target-value"));
  bth_ui_set_active (dialog, "naval-checks-pursuit-victor", TRUE);
}

static void
test_blockade_run (GtkWidget *dialog)
{
  guint before = rolls ();

  /* X.F.6.c (000:1976): in the owner's Naval Phase, first try (X.F.6.d): no modifier. On
   * the Blockade row only a modified 6 is "E" (1 in 6). The die 1 typed at the table:
   * "F*", the blockading force may immediately initiate one round of naval combat. */
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-drm"), ==, "0");
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-target"), ==, "6 or more (1 in 6)");
  bth_ui_set_text (dialog, "naval-checks-run-die", "1");
  press_enter (dialog, "naval-checks-run-die");
  g_assert_cmpuint (rolls (), ==, before + 1);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-run-verdict"), ==, "F* — Fail, may be attacked");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-run-reason"), "blockading force may immediately"));
  bth_ui_scroll_to (dialog, "naval-checks-run-drm");
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-blockade-run-result");

  /* A relief fleet attacks while the fleet runs the blockade (X.F.6.i, 000:1990): one
   * battle at a time; by default the active player orders them (BB 19-5, the Question
   * Box's precedence); the reading of X.F.6.i gives the choice to the blockader. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (dialog, "naval-checks-run-relief-more")), TRUE);
  bth_ui_set_active (dialog, "naval-checks-run-relief", TRUE);
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-plan-how"), ==, "One battle at a time");
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-plan-order"), ==, "The active player");
  /* A relief input is not the roll's: the result stays. */
  g_assert_nonnull (bth_ui_try_find (dialog, "naval-checks-run-verdict"));
  bth_ui_set_active (dialog, "naval-checks-run-relief-order", TRUE);
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-plan-order"), ==, "The blockading player");
  /* X.F.6.i: if the blockader lets both join, one battle at sea. */
  bth_ui_set_active (dialog, "naval-checks-run-join", TRUE);
  g_assert_cmpstr (value_of (dialog, "naval-checks-run-plan-how"), ==, "Together, at sea in the zone");
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-run-plan-order"));
  bth_ui_set_active (dialog, "naval-checks-run-join", FALSE);
  bth_ui_scroll_to (dialog, "naval-checks-section-run");
  assert_dialog_fits (dialog);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-blockade-run");

  /* X.F.6.d: not twice in one Naval Phase: the result goes, the roll is refused. */
  bth_ui_set_active (dialog, "naval-checks-run-already-tried", TRUE);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-run-verdict"));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-run-roll")));
  bth_ui_set_active (dialog, "naval-checks-run-already-tried", FALSE);

  /* X.F.6.a-b: 2 blockaders against 3 in port may not blockade, and would not hold. */
  bth_ui_set_value (dialog, "naval-checks-blockade-blockaders", 2);
  bth_ui_set_value (dialog, "naval-checks-blockade-in-port", 3);
  g_assert_cmpstr (value_of (dialog, "naval-checks-blockade-can"), ==, "No");
  g_assert_cmpstr (value_of (dialog, "naval-checks-blockade-holds"), ==, "No");
  bth_ui_set_value (dialog, "naval-checks-blockade-blockaders", 3);
  g_assert_cmpstr (value_of (dialog, "naval-checks-blockade-can"), ==, "Yes");
  g_assert_cmpstr (value_of (dialog, "naval-checks-blockade-holds"), ==, "Yes");
}

static void
test_transport (GtkWidget *dialog)
{
  guint before = rolls ();

  /* X.F.3.d (000:1934): a transport carries two infantry SP, or two supply points with one
   * infantry SP. 3 infantry SP and 2 supply points: one transport with 2 points + 1 SP,
   * one with 2 SP — two transports, one of them mixed. One transport cannot carry it.
   * (Supply needs a port the player controls, infantry a leader: both given.) */
  bth_ui_select (dialog, "naval-checks-transport-nation", "England");
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (dialog, "naval-checks-transport-cargo")), TRUE);
  bth_ui_set_value (dialog, "naval-checks-transport-transports", 1);
  bth_ui_set_value (dialog, "naval-checks-transport-infantry", 3);
  bth_ui_set_value (dialog, "naval-checks-transport-supply", 2);
  bth_ui_set_active (dialog, "naval-checks-transport-controlled-port", TRUE);
  bth_ui_set_active (dialog, "naval-checks-transport-leader", TRUE);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-transport-verdict"), ==, "Cannot carry it");
  g_assert_cmpstr (value_of (dialog, "naval-checks-transport-needed"), ==, "2");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-transport-reason"),
                            "The cargo needs 2 transports; the fleet has 1"));
  bth_ui_set_value (dialog, "naval-checks-transport-transports", 2);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-transport-verdict"), ==, "Can carry it");
  g_assert_cmpstr (value_of (dialog, "naval-checks-transport-needed"), ==, "2");
  bth_ui_scroll_to (dialog, "naval-checks-section-transport");
  assert_dialog_fits (dialog);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-transport");

  /* X.F.7.e (000:2006): an unescorted transport attacked: the Transport row with no
   * modifier; the die 5 is "E", and with a friendly port in the zone it escapes there. */
  g_assert_cmpstr (value_of (dialog, "naval-checks-transport-attack-target"), ==, "5 or more (2 in 6)");
  bth_ui_set_text (dialog, "naval-checks-transport-attack-die", "5");
  press_enter (dialog, "naval-checks-transport-attack-die");
  g_assert_cmpuint (rolls (), ==, before + 1);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-transport-attack-verdict"), ==, "E — Transport escapes");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-transport-attack-reason"), "friendly port"));
  /* Without a friendly or neutral port in the zone the escape is no escape: sunk. */
  bth_ui_set_active (dialog, "naval-checks-transport-attack-friendly-port", FALSE);
  g_assert_null (bth_ui_try_find (dialog, "naval-checks-transport-attack-verdict"));
  bth_ui_set_text (dialog, "naval-checks-transport-attack-die", "6");
  bth_ui_click (dialog, "naval-checks-transport-attack-roll");
  g_assert_nonnull (strstr (bth_ui_get_text (dialog, "naval-checks-transport-attack-reason"), "is sunk"));
  bth_ui_scroll_to (dialog, "naval-checks-transport-verdict");
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-transport-result");
}

static void
test_nelson (GtkWidget *dialog)
{
  guint before = rolls ();

  /* X.F.8.d (000:2018): "the dice roll must be less than 11 for him to be unharmed". With 3
   * units, 1 sunk, the dice 5 and 6 typed at the table total 11: not unharmed, a casualty
   * roll as for any leader follows. */
  bth_ui_set_value (dialog, "naval-checks-nelson-units", 3);
  bth_ui_set_value (dialog, "naval-checks-nelson-sunk", 1);
  bth_ui_set_text (dialog, "naval-checks-nelson-dice", "5 6");
  press_enter (dialog, "naval-checks-nelson-dice");
  g_assert_cmpuint (rolls (), ==, before + 1);    /* one roll of two dice */
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-nelson-verdict"), ==, "Nelson may be a casualty");
  bth_ui_scroll_to (dialog, "naval-checks-section-nelson");
  assert_dialog_fits (dialog);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-nelson");
  /* The dice 5 and 5, 10: unharmed. */
  bth_ui_set_text (dialog, "naval-checks-nelson-dice", "5 5");
  press_enter (dialog, "naval-checks-nelson-dice");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-nelson-verdict"), ==, "Nelson unharmed");
  /* X.F.8.c: all 3 units with him sunk: killed, no dice. */
  bth_ui_set_value (dialog, "naval-checks-nelson-sunk", 3);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-nelson-verdict"), ==, "Nelson killed");
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-nelson-roll")));
  /* One die is not the two the rule needs. */
  bth_ui_set_value (dialog, "naval-checks-nelson-sunk", 0);
  bth_ui_set_text (dialog, "naval-checks-nelson-dice", "5");
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (dialog, "naval-checks-nelson-roll")));
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (dialog, "naval-checks-nelson-dice"), "error"));
  bth_ui_set_text (dialog, "naval-checks-nelson-dice", "");
}

static void
test_prizes_and_repairs (GtkWidget *dialog)
{
  /* X.K.6.d (000:2366): two captured squadrons and a transport: 3 + 3 + 1 = 7 PP and
   * 3 + 3 + 1 = 7 months, one prize at a time. */
  bth_ui_set_value (dialog, "naval-checks-prizes-squadrons", 2);
  bth_ui_set_value (dialog, "naval-checks-prizes-transports", 1);
  g_assert_cmpstr (value_of (dialog, "naval-checks-prizes-total"), ==, "7 PP, 7 months");
  /* X.K.6.b: more than two consecutive segments at sea: lost. */
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (bth_ui_find (dialog, "naval-checks-prizes-more")), TRUE);
  bth_ui_set_value (dialog, "naval-checks-prizes-segments", 2);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-prizes-loss-verdict"), ==, "Prize kept");
  bth_ui_set_value (dialog, "naval-checks-prizes-segments", 3);
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-prizes-loss-verdict"), ==, "Prize lost");
  /* "A combat unit may tow only one prize": one squadron, two prizes. */
  bth_ui_set_value (dialog, "naval-checks-prizes-towed", 2);
  g_assert_cmpstr (value_of (dialog, "naval-checks-prizes-can-tow"), ==, "No");
  bth_ui_scroll_to (dialog, "naval-checks-section-prizes");
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-prizes");

  /* X.K.7.c (000:2386): 1 PP per unit, one turn; English squadrons may repair at sea,
   * the French only in a friendly port. */
  bth_ui_set_value (dialog, "naval-checks-repairs-damaged", 3);
  g_assert_cmpstr (value_of (dialog, "naval-checks-repairs-cost"), ==, "3 PP, 1 turn");
  bth_ui_select (dialog, "naval-checks-repairs-nation", "England");
  bth_ui_select (dialog, "naval-checks-repairs-place", "At sea");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-repairs-where-verdict"), ==, "May repair here");
  bth_ui_select (dialog, "naval-checks-repairs-nation", "France");
  g_assert_cmpstr (bth_ui_get_text (dialog, "naval-checks-repairs-where-verdict"), ==, "May not repair here");
  bth_ui_scroll_to (dialog, "naval-checks-section-repairs");
  assert_dialog_fits (dialog);
  bth_ui_snap_window (GTK_WINDOW (dialog), "naval-checks-repairs");
}

static void
test_naval_checks (void)
{
  GtkWidget *dialog;

  enter_north_sea_im ();
  dialog = open_checks ();
  test_interception (dialog);
  test_pursuit (dialog);
  test_blockade_run (dialog);
  test_transport (dialog);
  test_nelson (dialog);
  test_prizes_and_repairs (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  bth_ui_settle ();
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/naval-checks", test_naval_checks);
  return bth_ui_test_run ();
}

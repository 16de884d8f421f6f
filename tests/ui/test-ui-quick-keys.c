/* test-ui-quick-keys.c — the quick lookups at the table, by keyboard alone: real key
 * events (xdotool on the test's X display) from each tool's empty form to its result, counted
 * and held to a budget, with the result in view afterwards.
 *
 * Each flow starts with the tool open and the keyboard focus on its first entry, the way a
 * player finds it; every key pressed from there is counted, a shifted character or a chord
 * (Alt+N) as one. The budgets are issue 15's: the printed chart takes a player 20–30 s.
 *
 *   O.3, the rulebook's combat example, dice 4 + 4 (tests/cli/example-o3.json): ≤ 50
 *   G.4's attrition, one hex, die 3 (tests/cli/example-g4.json): ≤ 20
 *   K.5's forced march, die 5 (tests/cli/example-k5.json): ≤ 20
 *   a Grand Campaign production die with one purchase: ≤ 25 — Prussia, neutral, in
 *   September 1805's Production Phase, on the players' test card (bth-ui-players-card.c:
 *   Berlin and Königsberg are its cities). Die 6: "two Production Points for each
 *   production city which is not controlled by an enemy force" (X.J.2.b): 4 PP; one
 *   purchase of 2 I at Berlin (X.J.2.d: 1 PP each): 2 PP spent, 2 PP forfeited (X.J.2.h).
 *   La Grande Armée's battle round, the README's battle-b1 (tests/cli/la-grande-armee/
 *   battle-b1.json), dice 3 + 4, each force in one line (bth-lga-force-line.h): ≤ 40 (it
 *   took 124 keys through the rows, 66 with the terrain typed first, issue 32)
 *   La Grande Armée's skirmish, 6 cavalry, 1 horse artillery and a leader of Combat Bonus 1
 *   against 3 cavalry, die 4: ≤ 18
 *
 * The program runs at the size BTH_UI_SIZE asks for (1280x800 and 360x760 in meson.build);
 * each flow prints "keys: FLOW N" for bench/bench-keys.sh.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include <glib/gstdio.h>

#include "bth-battle-page.h"
#include "bth-force-editor.h"
#include "bth-page-registry.h"
#include "bth-table-view.h"
#include "bth-ui-test.h"
#include "bth-ui-players-card.h"

#include "bth-campaign-game.h"

/* With BTH_QUICK_KEYS_DEBUG set: where the focus is after each step. */
static void
note (const char *step)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
  GString *s;

  if (g_getenv ("BTH_QUICK_KEYS_DEBUG") == NULL)
    return;
  s = g_string_new (NULL);
  for (GtkWidget *w = focus; w != NULL && !BTH_IS_PAGE (w); w = gtk_widget_get_parent (w))
    {
      const char *id = GTK_IS_BUILDABLE (w) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (w)) : NULL;

      if (id != NULL && !g_str_has_prefix (id, "___"))
        g_string_append_printf (s, " < %s", id);
      else if (!g_str_has_prefix (gtk_widget_get_name (w), "Gtk") && !g_str_has_prefix (gtk_widget_get_name (w), "Adw"))
        g_string_append_printf (s, " < %s", gtk_widget_get_name (w));
    }
  g_test_message ("after %s: %s%s", step, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "(none)", s->str);
  g_string_free (s, TRUE);
}

static void
keys (const char *k)
{
  bth_ui_keys (k);
  note (k);
}

static void
type (const char *text)
{
  bth_ui_type (text);
  note (text);
}

static GtkWidget *
start_flow (const char *page_name,
            const char *first_entry)
{
  GtkWidget *page = bth_ui_show_page (page_name);

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, first_entry));
  bth_ui_settle ();
  bth_ui_key_count_reset ();
  return page;
}

static void
end_flow (const char *flow,
          guint       budget)
{
  guint keys = bth_ui_key_count ();

  /* Read by bench/bench-keys.sh. */
  g_test_message ("keys: %s %u (budget %u)", flow, keys, budget);
  g_assert_cmpuint (keys, <=, budget);
}

/* O.3: Napoleon (3) with 5 I and 3 C of morale 2 and 5 Bavarian I attacks across a river
 * Charles (2) with 7 I, 3 C and 11 landwehr in a low mountain hex; the dice are 4 and 4:
 * 3:2, DRM +1, 9: L = 1, S = D1. Each force is typed in one line (bth-force-line.h). */
static void
test_o3 (void)
{
  GtkWidget *page = start_flow ("battle", "new_battle");
  GtkWidget *cell;

  keys ("alt+n");                       /* New Battle: the focus goes to the attacker's line */
  bth_ui_snap ("quick-keys-battle-empty");
  /* An empty form is no mistake: nothing red before anything is typed. */
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "setup_error")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "attacker-unit-0-error")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "defender-unit-0-error")));
  g_assert_false (gtk_widget_get_visible (bth_ui_find (page, "attacker-error")));
  type ("(3)b 5i/2 3c/2 5i(B)");
  keys ("Return");                      /* on to the defender's line */
  type ("(2)w 7ib 3cb 11l low");
  keys ("Return");                      /* on to the dice */
  keys ("alt+v");                       /* attack across a river */
  type ("4 4");
  bth_ui_snap ("quick-keys-battle-before");
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      /* The forces as typed, each token read beside its line (for the pictures only: the
       * flow itself does not scroll). */
      bth_ui_scroll_to (page, "forces_box");
      bth_ui_snap ("quick-keys-battle-forces");
    }
  keys ("Return");                      /* roll */
  end_flow ("o3", 50);

  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_value"), ==, "+1");
  g_assert_cmpstr (bth_ui_get_text (page, "roll_summary"), ==, "Rolled 4 + 4 = 8, modified +1 → 9");
  g_assert_cmpstr (bth_ui_get_text (page, "result_larger"), ==, "L = 1");
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D1");

  /* The result, and the CRT's cell, came into view by themselves. */
  bth_ui_assert_in_view (page, "result_grid");
  cell = bth_table_view_get_highlighted_cell (BTH_TABLE_VIEW (bth_ui_find (page, "crt_view")));
  g_assert_nonnull (cell);
  bth_ui_assert_widget_in_view (cell, "the CRT's highlighted cell");
  bth_ui_assert_focus_in (page, "typed_dice");
  /* What L, S and D1 mean, beside the result, in the chart's own words (its key). */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "crt_legend")));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "crt_legend"), "L = Larger Force · S = Smaller Force"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "crt_legend"), "D1 = Consult Loss Chart and reduce morale by one"));
  bth_ui_snap ("quick-keys-battle");

  /* Alt+D swaps the sides: Charles's force attacks Napoleon's; the odds stay 3:2 (the
   * larger force is the larger force), the side headings change. */
  g_assert_cmpstr (bth_ui_get_text (page, "larger_heading"), ==, "Larger force · Defender");
  keys ("alt+d");
  {
    g_autoptr(JsonNode) attacker = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "attacker_editor")));
    g_autoptr(JsonNode) defender = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "defender_editor")));

    g_assert_cmpint (json_object_get_int_member (json_node_get_object (attacker), "leader"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (defender), "leader"), ==, 3);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (attacker), "terrain"), ==, "low_mountain");
  }
  g_assert_cmpstr (bth_ui_get_text (page, "odds_value"), ==, "3:2");
  bth_ui_snap ("quick-keys-battle-swapped");
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      /* The button beside New Battle (for the pictures only). */
      bth_ui_scroll_to (page, "new_battle");
      bth_ui_snap ("quick-keys-battle-swap-button");
    }
  /* Undo puts them back, as they were: one step (in the dice entry Ctrl+Z is the
   * entry's own, so the window's Undo is asked for here). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bth_ui_window ()), "win.undo", NULL));
  bth_ui_settle ();
  {
    g_autoptr(JsonNode) attacker = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "attacker_editor")));
    g_assert_cmpint (json_object_get_int_member (json_node_get_object (attacker), "leader"), ==, 3);
  }
}

/* Opening Battle by its Alt+digit from another page, the keyboard is in the attacker's
 * force line: the players type the force at once, without tabbing past the page's header
 * buttons and options first. */
static void
test_opening_battle (void)
{
  GtkWidget *sidebar = bth_ui_find (GTK_WIDGET (bth_ui_window ()), "sidebar_list");
  guint n_pages, shown = 0, battle = 0;
  const BthPageInfo *pages = bth_page_registry_get (&n_pages);
  g_autofree char *chord = NULL;
  GtkWidget *page;

  bth_ui_show_page ("game");
  for (guint i = 0; i < n_pages && battle == 0; i++)
    if (gtk_widget_get_visible (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (sidebar), (int) i))))
      {
        shown++;
        if (g_str_equal (pages[i].name, "battle"))
          battle = shown;
      }
  g_assert_cmpuint (battle, >=, 1);
  g_assert_cmpuint (battle, <=, 9);
  chord = g_strdup_printf ("alt+%u", battle);
  keys (chord);
  page = gtk_stack_get_visible_child (GTK_STACK (bth_ui_find (GTK_WIDGET (bth_ui_window ()), "stack")));
  g_assert_true (BTH_IS_BATTLE_PAGE (page));
  bth_ui_assert_focus_in (page, "attacker_editor");
  type ("5i");
  {
    g_autoptr(JsonNode) attacker = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "attacker_editor")));
    JsonArray *units = json_object_get_array_member (json_node_get_object (attacker), "units");

    g_assert_cmpuint (json_array_get_length (units), ==, 1);
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (units, 0), "sp"), ==, 5);
  }
  keys ("alt+n");                       /* leave the form empty for the flows after */
}

/* The shortcuts window lists the swap (Ctrl+? shows it). */
static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/berthier/Berthier/ui/help-overlay.ui");
  GSList *all = gtk_builder_get_objects (builder);
  gboolean found = FALSE;

  for (GSList *l = all; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *title = NULL, *accel = NULL;
        g_object_get (l->data, "title", &title, "accelerator", &accel, NULL);
        if (g_strcmp0 (title, "Swap Attacker and Defender") == 0 && g_strcmp0 (accel, "<Alt>d") == 0)
          found = TRUE;
      }
  g_slist_free (all);
  g_assert_true (found);
}

/* G.4: ten Russian SP, two of them cavalry, unsupplied in Russia (mapboard 4), at home, in
 * December (winter); die 3, modified to 5: two SP lost, one of them cavalry. */
static void
test_g4 (void)
{
  GtkWidget *page = start_flow ("attrition", "winter_switch");
  GtkWidget *hex;

  keys ("space");                       /* winter turn */
  keys ("Tab Tab Tab Tab");             /* Add Hex, the hex, its name, its SP */
  type ("10");
  keys ("Tab");
  type ("2");                           /* cavalry SP */
  keys ("Tab Tab space");               /* (not French) all at home */
  keys ("Tab space");                   /* unsupplied */
  keys ("Tab");
  type ("4");                           /* mapboard 4, typed into the choice */
  keys ("Tab Tab");                     /* (siege marker) the die */
  type ("3");
  bth_ui_snap ("quick-keys-attrition-before");
  /* Before the roll, each face of the die and what it gives the hex, as the core resolves
   * it: DRM +2 (G.3.b −1, G.3.c, G.3.d, G.3.e +1 each), modified dice no more than 6; the
   * Attrition Table's 6–10 column: 3 and 4 give 1 SP, 5 and 6 give 2* (one of them
   * cavalry). No face is highlighted yet. */
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "faces_group")));
  {
    const char *faces[] = { "1\n3", "1\n4", "2 C\n5", "2 C\n6", "2 C\n6", "2 C\n6" };

    for (int face = 1; face <= 6; face++)
      {
        g_autofree char *name = g_strdup_printf ("face-1-%d", face);

        g_assert_cmpstr (bth_ui_get_text (page, name), ==, faces[face - 1]);
        g_assert_false (gtk_widget_has_css_class (bth_ui_find (page, name), "highlight"));
      }
  }
  keys ("Return");
  end_flow ("g4", 20);
  /* After it, the rolled face is highlighted, and only it. */
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "face-1-3"), "highlight"));
  g_assert_true (gtk_widget_has_css_class (bth_ui_find (page, "face-die-3"), "highlight-header"));
  g_assert_false (gtk_widget_has_css_class (bth_ui_find (page, "face-1-4"), "highlight"));

  hex = bth_ui_find (page, "hex-1");
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (hex, "modified_label"), ==, "5");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
  bth_ui_assert_in_view (page, "die_box");
  bth_ui_assert_focus_in (page, "typed_die_row");
  bth_ui_snap ("quick-keys-attrition");
}

/* K.5: two extra movement points; three French Guard SP, two French, one other; die 5:
 * modified 3, 4 and 5; one French SP lost (the 4's asterisk). */
static void
test_k5 (void)
{
  GtkWidget *page = start_flow ("forced-march", "extra_mp_row");
  const char *modified[] = { "3", "4", "5" };

  type ("2");                           /* two extra MP, typed into the choice */
  keys ("Tab Tab Tab Tab Tab Tab");     /* unsupplied, winter, mapboard, Add Group, group 1, its units */
  type ("f");                           /* French Guard */
  keys ("Tab");
  type ("3");
  keys ("alt+a");                       /* Add Group: the focus goes to its units */
  type ("ff");                          /* French */
  keys ("Tab");
  type ("2");
  keys ("alt+a");                       /* Others, one SP: as a new group starts */
  keys ("Tab Tab");                     /* its SP, the die */
  type ("5");
  bth_ui_snap ("quick-keys-forced-march-before");
  keys ("Return");
  end_flow ("k5", 20);

  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), ==, "5");
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("group-%u", i + 1);

      g_assert_cmpstr (bth_ui_get_text (bth_ui_find (page, name), "modified_label"), ==, modified[i]);
    }
  g_assert_cmpstr (bth_ui_get_text (page, "loss_label"), ==, "1");
  bth_ui_assert_in_view (page, "result_box");
  bth_ui_assert_focus_in (page, "typed_die_row");
  bth_ui_snap ("quick-keys-forced-march");
}

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

/* The Grand Campaign on the players' card, moved to September 1805's neutral Production
 * Phase with the core's Next Phase (the set-up of the flow, not counted). */
static void
start_grand_campaign (void)
{
  bth_ui_start_grand_campaign ();
  bth_ui_go_to_phase ("1805-09", "neutral", "production");
  g_assert_cmpstr (bth_game_get_state (game ())->phase, ==, "production");
}

/* A production die typed with one purchase: Prussia's die 6 gives 4 PP (X.J.2.b); 2 I at
 * Berlin cost 2 PP (X.J.2.d); the other 2 PP are forfeited (X.J.2.h). Recorded in the game. */
static void
test_production (void)
{
  GtkWidget *page;
  GtkAdjustment *sp;

  start_grand_campaign ();
  page = start_flow ("production", "production-die");
  g_assert_null (bth_ui_try_find (page, "production-total"));   /* no PP before the die */
  bth_ui_snap ("quick-keys-production-empty");
  type ("6");
  keys ("Return");                      /* logs the die: the focus goes on to Add Purchase */
  g_assert_cmpstr (bth_ui_get_text (page, "production-die-value"), ==, "6");
  g_assert_cmpstr (bth_ui_get_text (page, "production-total"), ==, "4 PP");
  bth_ui_assert_in_view (page, "production-total");
  bth_ui_assert_focus_in (page, "production-add-purchase");
  keys ("Return");                      /* Add Purchase: the focus goes to its SP */
  type ("2");                           /* 2 SP of infantry (the first kind) at Berlin */
  keys ("Return");
  sp = gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (bth_ui_find (page, "purchase-0-sp")));
  g_assert_cmpint ((int) gtk_adjustment_get_value (sp), ==, 2);
  g_assert_cmpstr (bth_ui_get_text (page, "production-spent"), ==, "2 PP");
  g_assert_cmpstr (bth_ui_get_text (page, "production-forfeited"), ==, "2 PP");
  bth_ui_snap ("quick-keys-production-before");
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "production-record")));
  keys ("alt+g");                       /* Record in Game */
  end_flow ("production", 25);
  /* Recording writes the game: the page shows it a few frames later (no key is pressed). */
  for (guint i = 0; i < 40 && bth_ui_try_find (page, "production-done") == NULL; i++)
    bth_ui_settle ();

  g_assert_nonnull (bth_ui_find (page, "production-done"));
  g_assert_cmpstr (bth_ui_get_text (page, "production-recorded"), ==,
                   "Prussia: 2 PP spent, 2 PP forfeited; 1 purchase placed on the map. Ctrl+Z takes the phase back.");
  bth_ui_assert_in_view (page, "production-recorded");
  bth_ui_snap ("quick-keys-production");
}

/* battle-b1: Soult (Corps Leader, Combat Bonus 2) and a Division Leader (CB 1) with 14
 * infantry, 1 cavalry and 1 field artillery SP of Morale 3 attack 10 infantry SP of Morale 2
 * in a town; dice 3 + 4. Odds 16:10 → 4:3; attacker +10, defender +3, net +7: 7 + 7 = 14,
 * row 14+: the attacker "4 Advance Points", the defender "ROUTED, L-2" (as the CLI's
 * tests/cli/readme-output/09.txt). */
static void
test_lga_battle_b1 (void)
{
  GtkWidget *page;

  bth_ui_new_game ("la-grande-armee");
  page = start_flow ("lga-battle", "attacker-line");
  bth_ui_snap ("quick-keys-lga-battle-empty");
  type ("14i 1c 1a m3 xxx+2 xx+1");      /* the attacker's line */
  keys ("Return");                        /* on to the defender's line */
  type ("10i m2 to");                     /* ... in a town */
  keys ("Return");                        /* on to the dice */
  type ("3 4");
  bth_ui_snap ("quick-keys-lga-battle-before");
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      /* The forces as typed, each part read under its line (for the pictures only: the
       * flow itself does not scroll). */
      bth_ui_scroll_to (page, "attacker-line");
      bth_ui_snap ("quick-keys-lga-battle-forces");
      gtk_widget_grab_focus (bth_ui_find (page, "typed_dice"));
    }
  keys ("Return");                        /* roll */
  end_flow ("lga-battle", 40);

  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "4:3");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_drm_label"), ==, "+10");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_drm_label"), ==, "+3");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "14+");
  g_assert_cmpstr (bth_ui_get_text (page, "attacker_cell"), ==, "4 Advance Points");
  g_assert_cmpstr (bth_ui_get_text (page, "defender_cell"), ==, "ROUTED, L-2");
  /* Every part of each line read under it, Soult's rank and Combat Bonus among them. */
  g_assert_nonnull (strstr (bth_ui_get_text (page, "attacker-line-meaning"), "Corps Leader, Combat Bonus 2 [12.41]"));
  g_assert_nonnull (strstr (bth_ui_get_text (page, "defender-line-meaning"), "Town, the defender’s terrain [12.43]"));
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("quick-keys-lga-battle");
}

/* La Grande Armée's skirmish [11]: 6 cavalry, 1 horse artillery and a leader of Combat Bonus
 * 1 against 3 cavalry: 4 SP count [11.13], 4:3 → the 1:1 column, DRM +2; die 4 → 6: D1R. */
static void
test_lga_skirmish (void)
{
  GtkWidget *page;

  if (!g_str_equal (bth_window_get_game_module (bth_ui_window ())->id, "la-grande-armee"))
    bth_ui_new_game ("la-grande-armee");
  page = start_flow ("lga-skirmish", "attacker-line");
  type ("6c 1ha x+1");                    /* the attacking stack */
  keys ("Return");                        /* on to the defending stack */
  type ("3c");
  keys ("Return");                        /* on to the die */
  type ("4");
  bth_ui_snap ("quick-keys-lga-skirmish-before");
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      bth_ui_scroll_to (page, "attacker-line");
      bth_ui_snap ("quick-keys-lga-skirmish-forces");
      gtk_widget_grab_focus (bth_ui_find (page, "typed_die_row"));
    }
  keys ("Return");                        /* roll */
  end_flow ("lga-skirmish", 18);

  g_assert_cmpstr (bth_ui_get_text (page, "odds_label"), ==, "1:1");
  g_assert_cmpstr (bth_ui_get_text (page, "drm_label"), ==, "+2");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "D1R");
  bth_ui_assert_in_view (page, "verdict_label");
  bth_ui_snap ("quick-keys-lga-skirmish");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/quick-keys/opening-battle", test_opening_battle);
  g_test_add_func ("/ui/quick-keys/o3", test_o3);
  g_test_add_func ("/ui/quick-keys/g4", test_g4);
  g_test_add_func ("/ui/quick-keys/k5", test_k5);
  g_test_add_func ("/ui/quick-keys/production", test_production);
  g_test_add_func ("/ui/quick-keys/shortcuts-window", test_shortcuts_window);
  /* La Grande Armée's last: they change the game the window plays. */
  g_test_add_func ("/ui/quick-keys/lga-battle-b1", test_lga_battle_b1);
  g_test_add_func ("/ui/quick-keys/lga-skirmish", test_lga_skirmish);
  return bth_ui_test_run ();
}

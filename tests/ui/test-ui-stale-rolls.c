/* test-ui-stale-rolls.c — nothing a roll depends on changes silently (issue 32), with real
 * key events (xdotool on the test's display):
 *
 *   War and Peace's Battle, the rulebook's O.3 (dice 4 and 4: L = 1, S = D1): after the
 *   roll, the attacker's force edited in its line marks the roll stale (the result is not
 *   worked out again with the new force, nor gone without a word: the mark quotes what the
 *   Dice Log says the roll gave). Ctrl+Z in the force line takes the edit back (the result
 *   again, the roll live in the Dice Log); Ctrl+Z again takes the roll back (marked so in
 *   the Dice Log, no result on the page), not the typing from before the roll: the line
 *   still holds 5i(B).
 *
 *   War and Peace's Attrition, G.4 (10 SP, 2 of them cavalry, winter, unsupplied at home in
 *   Russia; die 3: 2 SP lost, one of them cavalry): the hex's SP changed to 9 after the roll
 *   shows the stale mark, never the old die worked out again for 9 SP; Ctrl+Z brings the
 *   roll's own result back.
 *
 *   La Grande Armée's Morale (6 SP of rating 3, die 5: Failed): the SP changed after the
 *   roll hide the verdict and show the stale mark.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-battle-page.h"
#include "bth-force-editor.h"
#include "bth-roll-record.h"
#include "bth-session.h"
#include "bth-ui-test.h"

/* Real keys, then time for GTK to read the events the X server delivers asynchronously. */
static void
settle_input (void)
{
  for (int i = 0; i < 10; i++)
    {
      g_usleep (10000);
      bth_ui_settle ();
    }
}

static void
press (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  settle_input ();
}

static void
type (const char *text)
{
  bth_ui_settle ();
  bth_ui_type (text);
  settle_input ();
}

static GListModel *
rolls (GtkWidget *page)
{
  return bth_session_get_rolls (bth_page_get_session (BTH_PAGE (page)));
}

static BthRollRecord *
last_roll (GtkWidget *page)
{
  guint n = g_list_model_get_n_items (rolls (page));

  g_assert_cmpuint (n, >, 0);
  return g_list_model_get_item (rolls (page), n - 1);
}

static gboolean
shown (GtkWidget *page, const char *id)
{
  return gtk_widget_is_drawable (bth_ui_find (page, id));
}

/* The stale mark is up and quotes the roll's result as the Dice Log has it. */
static void
assert_stale (GtkWidget *page, BthRollRecord *roll)
{
  const char *mark;

  g_assert_true (shown (page, "stale_mark"));
  mark = gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (bth_ui_find (page, "stale_mark"))));
  if (strstr (mark, "changed after the roll") == NULL || strstr (mark, "Ctrl+Z") == NULL
      || strstr (mark, bth_roll_record_get_result (roll)) == NULL)
    g_error ("the stale mark reads \"%s\", not the Dice Log's \"%s\"", mark, bth_roll_record_get_result (roll));
}

static char *
attacker_line (GtkWidget *page)
{
  GtkWidget *editor = bth_ui_find (page, "attacker_editor");

  return g_strdup (gtk_editable_get_text (GTK_EDITABLE (bth_force_editor_get_line (BTH_FORCE_EDITOR (editor)))));
}

/* The attacker's units as the page reads them. */
static guint
attacker_units (GtkWidget *page)
{
  g_autoptr(JsonNode) force = bth_force_editor_to_json (BTH_FORCE_EDITOR (bth_ui_find (page, "attacker_editor")));

  return json_array_get_length (json_object_get_array_member (json_node_get_object (force), "units"));
}

static void
test_battle (void)
{
  GtkWidget *page = bth_ui_show_page ("battle");
  GtkWidget *editor = bth_ui_find (page, "attacker_editor");
  g_autoptr(BthRollRecord) roll = NULL;
  g_autofree char *line = NULL;
  guint before;

  gtk_window_present (GTK_WINDOW (bth_ui_window ()));
  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "new_battle"));
  press ("alt+n");
  type ("(3)b 5i/2 3c/2 5i(B)");
  press ("Return");
  type ("(2)w 7ib 3cb 11l low");
  press ("Return");
  press ("alt+v");
  type ("4 4");
  before = g_list_model_get_n_items (rolls (page));
  press ("Return");
  g_assert_cmpuint (g_list_model_get_n_items (rolls (page)), ==, before + 1);
  roll = last_roll (page);
  g_assert_true (g_str_has_prefix (bth_roll_record_get_result (roll), "L=1, S=D1"));
  g_assert_cmpstr (bth_ui_get_text (page, "result_larger"), ==, "L = 1");
  g_assert_false (shown (page, "stale_mark"));
  bth_ui_snap ("stale-rolls-battle-rolled");

  /* Back in the attacker's line (as Ctrl+1 leaves the players), one more unit typed. */
  gtk_widget_grab_focus (bth_force_editor_get_line (BTH_FORCE_EDITOR (editor)));
  bth_ui_settle ();
  press ("End");
  type (" 4i");
  line = attacker_line (page);
  g_assert_cmpstr (line, ==, "(3)b 5i/2 3c/2 5i(B) 4i");
  g_assert_cmpuint (attacker_units (page), ==, 4);
  /* The roll is stale: no result worked out with the new force, the mark quotes the log. */
  assert_stale (page, roll);
  g_assert_false (shown (page, "result_group"));
  g_assert_false (bth_roll_record_get_undone (roll));
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      bth_ui_snap ("stale-rolls-battle-stale-editing");
      bth_ui_scroll_to (page, "stale_mark");
    }
  bth_ui_snap ("stale-rolls-battle-stale");

  /* Ctrl+Z in the force line: the edit is taken back, the roll's result again. */
  press ("ctrl+z");
  g_clear_pointer (&line, g_free);
  line = attacker_line (page);
  g_test_message ("the attacker's line after Ctrl+Z: %s", line);
  g_assert_cmpuint (attacker_units (page), ==, 3);
  g_assert_false (shown (page, "stale_mark"));
  g_assert_true (shown (page, "result_group"));
  g_assert_cmpstr (bth_ui_get_text (page, "result_larger"), ==, "L = 1");
  g_assert_cmpstr (bth_ui_get_text (page, "result_smaller"), ==, "S = D1");
  g_assert_false (bth_roll_record_get_undone (roll));

  /* Ctrl+Z again, still in the line: the roll goes (the Dice Log says so), not the typing
   * from before it. */
  press ("ctrl+z");
  g_assert_true (bth_roll_record_get_undone (roll));
  g_assert_false (shown (page, "result_group"));
  g_assert_false (shown (page, "stale_mark"));
  g_clear_pointer (&line, g_free);
  g_assert_cmpuint (attacker_units (page), ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (rolls (page)), ==, before + 1);
  press ("alt+n");                      /* leave the form empty */
}

static void
test_attrition (void)
{
  GtkWidget *page = bth_ui_show_page ("attrition");
  GtkWidget *hex;
  g_autoptr(BthRollRecord) roll = NULL;

  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "winter_switch"));
  bth_ui_settle ();
  press ("space");                      /* winter turn */
  press ("Tab Tab Tab Tab");            /* Add Hex, the hex, its name, its SP */
  type ("10");
  press ("Tab");
  type ("2");                           /* cavalry SP */
  press ("Tab Tab space");              /* (not French) all at home */
  press ("Tab space");                  /* unsupplied */
  press ("Tab");
  type ("4");                           /* mapboard 4 */
  press ("Tab Tab");                    /* (siege marker) the die */
  type ("3");
  press ("Return");
  hex = bth_ui_find (page, "hex-1");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
  roll = last_roll (page);
  g_assert_false (shown (page, "stale_mark"));

  /* 9 SP instead of 10, after the roll: stale, not the old die worked out for 9 SP. */
  gtk_widget_grab_focus (bth_ui_find (hex, "sp_spin"));
  bth_ui_settle ();
  press ("ctrl+a");
  type ("9");
  press ("Tab");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (hex, "sp_spin"))), ==, 9);
  assert_stale (page, roll);
  g_assert_false (shown (page, "die_box"));
  g_assert_false (shown (hex, "loss_label"));
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      bth_ui_snap ("stale-rolls-attrition-stale-editing");
      bth_ui_scroll_to (page, "stale_mark");
    }
  bth_ui_snap ("stale-rolls-attrition-stale");

  /* Ctrl+Z: 10 SP and the roll's own result again, the roll still live. */
  press ("ctrl+z");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (hex, "sp_spin"))), ==, 10);
  g_assert_false (shown (page, "stale_mark"));
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");
  g_assert_false (bth_roll_record_get_undone (roll));
}

static void
test_lga_morale (void)
{
  GtkWidget *page;
  g_autoptr(BthRollRecord) roll = NULL;

  bth_ui_new_game ("la-grande-armee");
  page = bth_ui_show_page ("lga-morale");
  bth_ui_apply_requested_size ();
  gtk_widget_grab_focus (bth_ui_find (page, "sp_rating_3"));
  bth_ui_settle ();
  type ("6");
  press ("Tab Tab Tab Tab Tab Tab");    /* ratings 2 and 1, bonus, leader, occasion, the die */
  bth_ui_assert_focus_in (page, "typed_die_row");
  type ("5");
  press ("Return");
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Failed");
  roll = last_roll (page);
  g_assert_false (shown (page, "stale_mark"));

  gtk_widget_grab_focus (bth_ui_find (page, "sp_rating_3"));
  bth_ui_settle ();
  press ("ctrl+a");
  type ("2");
  press ("Tab");
  assert_stale (page, roll);
  g_assert_false (shown (page, "verdict_label"));
  if (g_getenv ("BTH_UI_SCREENSHOT_DIR") != NULL)
    {
      bth_ui_snap ("stale-rolls-lga-morale-stale-editing");
      bth_ui_scroll_to (page, "stale_mark");
    }
  bth_ui_snap ("stale-rolls-lga-morale-stale");

  press ("ctrl+z");
  g_assert_false (shown (page, "stale_mark"));
  g_assert_cmpstr (bth_ui_get_text (page, "verdict_label"), ==, "Failed");
  g_assert_true (shown (page, "verdict_label"));
  g_assert_false (bth_roll_record_get_undone (roll));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/stale-rolls/battle", test_battle);
  g_test_add_func ("/ui/stale-rolls/attrition", test_attrition);
  g_test_add_func ("/ui/stale-rolls/lga-morale", test_lga_morale);
  return bth_ui_test_run ();
}

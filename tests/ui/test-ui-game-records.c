/* test-ui-game-records.c — attrition, a forced march and the alliance roll kept in the
 * game's books through the window: started from the Leader Display with the game's forces,
 * the dice typed at the table, the losses written back as one action, and Ctrl+Z.
 *
 * The first launch starts Austerlitz 1805 in the French Attrition Phase.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-ui-test.h"

#include "bth-game.h"

#include <string.h>

static BthGame *
wait_for_game (void)
{
  BthSession *session = bth_window_get_session (bth_ui_window ());
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

  while (bth_session_get_game (session) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (bth_session_get_game (session));
  bth_ui_settle ();
  return bth_session_get_game (session);
}

static BthGame *
game (void)
{
  return bth_session_get_game (bth_window_get_session (bth_ui_window ()));
}

static char *
state_dump (void)
{
  return bth_game_state_dump (bth_game_get_state (game ()));
}

static int
stack_sp (const char *id,
          const char *power,
          const char *kind)
{
  const BthStackState *stack = bth_game_state_find_stack (bth_game_get_state (game ()), id);

  return stack != NULL ? bth_unit_counts_sp (stack->units, power, kind) : 0;
}

static int
eliminated_sp (const char *power,
               const char *kind)
{
  return bth_unit_counts_sp (bth_game_get_state (game ())->eliminated, power, kind);
}

/* The hex row on the Attrition page whose title is TITLE. */
static GtkWidget *
find_hex (GtkWidget  *page,
          const char *title,
          guint      *number)
{
  for (guint n = 1; ; n++)
    {
      g_autofree char *name = g_strdup_printf ("hex-%u", n);
      GtkWidget *row = bth_ui_try_find (page, name);

      if (row == NULL)
        break;
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), title) == 0)
        {
          *number = n;
          return row;
        }
    }
  g_error ("no hex “%s” on the Attrition page", title);
}

static int
spin_value (GtkWidget  *root,
            const char *id)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bth_ui_find (root, id)));
}

/* G.4's arithmetic on the game's forces: Massena (France 3I 1C) and the Italians (4I 1C)
 * share Milan, 9 SP on the 6-10 column. The die 3 is modified -1 (all French or French
 * satellite, from the units' powers), +1 unsupplied (Massena's stack, entered on the
 * Leaders page), +1 winter and +1 mapboard 4 (entered on the row): 5, as in G.4, which
 * calls for 2 SP, one of them cavalry. */
static void
test_attrition_from_leader_display (void)
{
  BthWindow *window = bth_ui_window ();
  GtkWidget *leaders, *page, *hex, *picker;
  const BthGameState *state = bth_game_get_state (wait_for_game ());
  g_autoptr(GPtrArray) milan = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *supplied = NULL;
  g_autofree char *before = NULL;
  g_autofree char *picker_name = NULL;
  g_autofree char *spin0 = NULL, *spin1 = NULL;
  int french_before = 0, french_after = 0, milan_before = 0, milan_after = 0;
  int milan_cavalry_before, milan_cavalry_after, eliminated_before;
  const char *massena = NULL;
  guint number = 0;

  g_assert_cmpstr (state->scenario, ==, "austerlitz-1805");
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      if (g_strcmp0 (stack->location, "Milan") == 0)
        g_ptr_array_add (milan, g_strdup (stack->id));
    }
  g_assert_cmpuint (milan->len, ==, 2);
  massena = g_ptr_array_index (milan, 0);
  g_assert_cmpint (stack_sp (massena, "france", "I"), ==, 3);
  g_assert_cmpint (stack_sp (g_ptr_array_index (milan, 1), "italy", "I"), ==, 4);

  /* Massena's stack is out of supply: the players' entry (an edit of the game). */
  leaders = bth_ui_show_page ("leaders");
  supplied = g_strdup_printf ("stacks.%s.supplied", massena);
  {
    g_autoptr(JsonNode) value = json_node_new (JSON_NODE_VALUE);
    g_autoptr(GError) error = NULL;

    json_node_set_boolean (value, FALSE);
    g_assert_true (bth_game_edit (game (), supplied, value, NULL, &error));
    g_assert_no_error (error);
  }
  bth_ui_settle ();
  g_assert_false (bth_game_state_find_stack (bth_game_get_state (game ()), massena)->supplied);
  bth_ui_snap ("leaders-records");

  bth_ui_click (leaders, "attrition-from-leaders-button");
  bth_ui_settle ();
  page = bth_window_get_page (window, "attrition");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "game_link_group")));

  /* The row's entries came from the two stacks. */
  hex = find_hex (page, "Milan", &number);
  g_assert_cmpint (spin_value (hex, "sp_spin"), ==, 9);
  g_assert_cmpint (spin_value (hex, "cavalry_spin"), ==, 2);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (hex, "french_switch"))));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (hex, "unsupplied_switch"))));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (hex, "home_switch"))));
  /* Hanover's single SP is not checked (G.1): no row for it. */
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));

  /* What the location cannot tell: winter (August is not, but the players say so here to
   * follow G.4) and the mapboard. */
  bth_ui_set_active (page, "winter_switch", TRUE);
  bth_ui_select (hex, "mapboard_row", "4");

  state = bth_game_get_state (game ());
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      if (g_strcmp0 (stack->side, "french") == 0)
        french_before += bth_unit_counts_sp (stack->units, NULL, NULL);
    }
  for (guint i = 0; i < milan->len; i++)
    milan_before += stack_sp (g_ptr_array_index (milan, i), NULL, NULL);
  milan_cavalry_before = stack_sp (massena, "france", "C") + stack_sp (g_ptr_array_index (milan, 1), "italy", "C");
  eliminated_before = eliminated_sp (NULL, NULL);
  before = state_dump ();

  bth_ui_set_text (page, "typed_die_row", "3");
  bth_ui_click (page, "roll_button");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (hex, "modified_label"), ==, "5");
  g_assert_cmpstr (bth_ui_get_text (hex, "loss_label"), ==, "2");

  /* The suggestion: a cavalry SP first (G.2), then the most plentiful kind. Lines: Massena's
   * France I, France C, then the Italians' I and C. */
  picker_name = g_strdup_printf ("attrition-losses-%u", number);
  picker = bth_ui_find (page, picker_name);
  spin0 = g_strdup_printf ("%s-0", picker_name);
  spin1 = g_strdup_printf ("%s-1", picker_name);
  g_assert_cmpint (spin_value (picker, spin1), ==, 1);
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));

  /* Two infantry and no cavalry is not a legal choice: nothing can be recorded. */
  bth_ui_set_value (picker, spin1, 0);
  bth_ui_set_value (picker, spin0, 1);
  bth_ui_settle ();
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (picker)), "cavalry"));
  bth_ui_set_value (picker, spin0, 0);
  bth_ui_set_value (picker, spin1, 1);
  bth_ui_settle ();
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));
  bth_ui_scroll_to (page, picker_name);
  bth_ui_snap ("attrition-from-game");

  bth_ui_click (page, "record_button");
  bth_ui_settle ();
  g_assert_false (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));

  /* Milan lost 2 SP, one of them cavalry; every SP the French lost is in the pool. */
  state = bth_game_get_state (game ());
  for (guint i = 0; i < milan->len; i++)
    milan_after += stack_sp (g_ptr_array_index (milan, i), NULL, NULL);
  milan_cavalry_after = stack_sp (massena, "france", "C") + stack_sp (g_ptr_array_index (milan, 1), "italy", "C");
  g_assert_cmpint (milan_before - milan_after, ==, 2);
  g_assert_cmpint (milan_cavalry_before - milan_cavalry_after, ==, 1);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      if (g_strcmp0 (stack->side, "french") == 0)
        french_after += bth_unit_counts_sp (stack->units, NULL, NULL);
    }
  g_assert_cmpint (french_before - french_after, >=, 2);
  g_assert_cmpint (eliminated_sp (NULL, NULL) - eliminated_before, ==, french_before - french_after);

  /* Ctrl+Z on the Leaders page takes the whole phase back, in one step. */
  leaders = bth_ui_show_page ("leaders");
  bth_ui_snap ("leaders-after-attrition");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  {
    g_autofree char *after_undo = state_dump ();
    g_assert_cmpstr (after_undo, ==, before);
  }
}

/* K.5's example on the game's forces: Napoleon's stack (France 8I, 2GI, 4C) marches as a
 * French Guard group (2 SP) and a French group (12 SP), two extra MP, die 5: modified 3 and
 * 4, and the 4 has an asterisk, so the French lose one SP of regular infantry. */
static void
test_forced_march_from_leader_display (void)
{
  BthWindow *window = bth_ui_window ();
  const BthGameState *state = bth_game_get_state (game ());
  GtkWidget *leaders = bth_ui_show_page ("leaders");
  GtkWidget *page, *group1, *group2;
  g_autofree char *napoleon = NULL;
  g_autofree char *before = NULL;
  guint index = 0;

  for (guint i = 0; i < state->stacks->len && napoleon == NULL; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);

      for (guint l = 0; l < stack->leaders->len; l++)
        if (g_str_equal (g_ptr_array_index (stack->leaders, l), "napoleon"))
          napoleon = g_strdup (stack->id);
      if (napoleon == NULL && bth_unit_counts_sp (stack->units, NULL, NULL) > 0)
        index++;
    }
  g_assert_nonnull (napoleon);
  g_assert_cmpint (stack_sp (napoleon, "france", "I"), ==, 8);
  g_assert_cmpint (stack_sp (napoleon, "france", "GI"), ==, 2);

  adw_combo_row_set_selected (ADW_COMBO_ROW (bth_ui_find (leaders, "march-stack")), index);
  bth_ui_click (leaders, "march-from-leaders-button");
  bth_ui_settle ();
  page = bth_window_get_page (window, "forced-march");
  g_assert_true (gtk_widget_get_visible (bth_ui_find (page, "game_link_group")));

  group1 = bth_ui_find (page, "group-1");
  group2 = bth_ui_find (page, "group-2");
  g_assert_null (bth_ui_try_find (page, "group-3"));
  g_assert_cmpint (spin_value (group1, "sp_spin"), ==, 2);
  g_assert_cmpint (spin_value (group2, "sp_spin"), ==, 12);

  before = state_dump ();
  bth_ui_select (page, "extra_mp_row", "2");
  bth_ui_set_text (page, "typed_die_row", "5");
  bth_ui_click (page, "roll_button");
  bth_ui_settle ();
  g_assert_cmpstr (bth_ui_get_text (group1, "modified_label"), ==, "3");
  g_assert_cmpstr (bth_ui_get_text (group2, "modified_label"), ==, "4");
  g_assert_cmpstr (bth_ui_get_text (page, "loss_label"), ==, "1");
  /* The suggestion comes from the group with the asterisk: France I (the stack's first line). */
  g_assert_cmpint (spin_value (page, "march-losses-0"), ==, 1);
  g_assert_true (gtk_widget_is_sensitive (bth_ui_find (page, "record_button")));
  bth_ui_scroll_to (page, "march-losses");
  bth_ui_snap ("forced-march-from-game");

  bth_ui_click (page, "record_button");
  bth_ui_settle ();
  g_assert_cmpint (stack_sp (napoleon, "france", "I"), ==, 7);
  g_assert_cmpint (stack_sp (napoleon, "france", "GI"), ==, 2);
  g_assert_cmpint (eliminated_sp ("france", "I"), ==, 1);

  bth_ui_show_page ("leaders");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  bth_ui_settle ();
  {
    g_autofree char *after_undo = state_dump ();
    g_assert_cmpstr (after_undo, ==, before);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  bth_ui_settle ();
  g_assert_cmpint (stack_sp (napoleon, "france", "I"), ==, 7);
}

static GtkWidget *
find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();   /* the toolkit's, not ours */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_strcmp0 (gtk_widget_get_name (window), name) == 0 && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

/* bth_ui_snap() for a dialog: BTH_UI_SCREENSHOT_DIR/NAME-<scheme>-<size>.png. */
static void
snap_window (GtkWidget  *window,
             const char *name)
{
  const char *dir = g_getenv ("BTH_UI_SCREENSHOT_DIR");
  const char *size = g_getenv ("BTH_UI_SIZE");
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  int width, height;

  if (dir == NULL || *dir == '\0')
    return;
  bth_ui_settle ();
  g_usleep (300 * 1000);
  bth_ui_settle ();
  paintable = gtk_widget_paintable_new (window);
  width = gdk_paintable_get_intrinsic_width (paintable);
  height = gdk_paintable_get_intrinsic_height (paintable);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  file = g_strdup_printf ("%s-%s-%s.png", name,
                          adw_style_manager_get_dark (adw_style_manager_get_default ()) ? "dark" : "light",
                          size != NULL ? size : "default");
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* The due alliance item's index on the Game page, or -1. */
static int
alliance_due (void)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (game ());

  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *item = g_ptr_array_index (due, i);

      if (item->kind == BTH_DUE_ALLIANCE && !item->done)
        return i;
    }
  return -1;
}

/* H: the die typed at the table (3) and an extra modifier of +2 with its reason; the
 * Alliance Display at the start of Austerlitz adds nothing, so the roll is 5. */
static void
test_alliance_roll_extra_modifier (void)
{
  GtkWidget *page = bth_ui_show_page ("game");
  GtkWidget *dialog;
  g_autofree char *button = NULL;
  GPtrArray *events;
  const BthEvent *last;
  g_autoptr(JsonObject) p = NULL;
  JsonArray *modifiers;
  int due = -1, others = 0;
  gboolean found = FALSE;

  for (int i = 0; i < 60 && (due = alliance_due ()) < 0; i++)
    {
      bth_ui_click (page, "next-phase-button");
      bth_ui_settle ();
    }
  g_assert_cmpint (due, >=, 0);
  button = g_strdup_printf ("due-%d-apply", due);
  bth_ui_click (page, button);
  bth_ui_settle ();
  dialog = find_toplevel ("alliance-roll-dialog");
  g_assert_nonnull (dialog);

  /* A value without its reason cannot be rolled. */
  bth_ui_set_value (dialog, "alliance-extra-0-value", 2);
  g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "roll"));
  bth_ui_set_text (dialog, "alliance-extra-0-reason", "Special rule read at the table");
  g_assert_true (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (dialog), "roll"));
  bth_ui_set_text (dialog, "alliance-typed-die", "3");
  snap_window (dialog, "alliance-roll-dialog");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "roll");
  bth_ui_settle ();

  events = bth_game_get_events (game ());
  last = NULL;
  for (guint i = events->len; i > 0 && last == NULL; i--)
    if (((BthEvent *) g_ptr_array_index (events, i - 1))->type == BTH_EVENT_ALLIANCE_ROLL_APPLIED)
      last = g_ptr_array_index (events, i - 1);
  g_assert_nonnull (last);
  p = bth_event_dup_payload (last);
  g_assert_cmpint (json_object_get_int_member (p, "die"), ==, 3);
  modifiers = json_object_get_array_member (p, "modifiers");
  for (guint i = 0; i < json_array_get_length (modifiers); i++)
    {
      JsonObject *m = json_array_get_object_element (modifiers, i);

      if (g_strcmp0 (json_object_get_string_member (m, "reason"), "Special rule read at the table") == 0)
        {
          g_assert_cmpint (json_object_get_int_member (m, "value"), ==, 2);
          found = TRUE;
        }
      else
        others += json_object_get_int_member (m, "value");
    }
  g_assert_true (found);
  g_assert_cmpint (others, ==, 0);
  g_assert_cmpint (json_object_get_int_member (p, "modified"), ==, 5);
  /* The Game page shows the modified roll. */
  g_assert_cmpstr (bth_ui_get_text (page, "alliance-last-roll-value"), ==, "5");
  bth_ui_scroll_to (page, "alliance-last-roll");
  bth_ui_snap ("game-alliance-roll");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game-records/attrition", test_attrition_from_leader_display);
  g_test_add_func ("/ui/game-records/forced-march", test_forced_march_from_leader_display);
  g_test_add_func ("/ui/game-records/alliance-roll", test_alliance_roll_extra_modifier);
  return bth_ui_test_run ();
}

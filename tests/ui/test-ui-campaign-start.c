/* test-ui-campaign-start.c — the Grand Campaign started from the Game page: the neutral
 * powers' forces (X.D.1.c, X.D.2.c-d) have no side, and the Game, Leaders and Map pages show
 * them without a warning (the suite runs with fatal warnings); screenshots of each page.
 */
#include "bth-ui-test.h"

#include "bth-campaign-game.h"

/* Presses KEYS with real key events (xdotool) and returns the page then shown. */
static const char *
page_after_keys (const char *keys)
{
  bth_ui_settle ();
  bth_ui_keys (keys);
  /* bth_ui_settle() waits for the window to be still: its events read, drawn. */
  bth_ui_settle ();
  return gtk_stack_get_visible_child_name (GTK_STACK (bth_ui_find (GTK_WIDGET (bth_ui_window ()), "stack")));
}

/* Ctrl+1 … Ctrl+9 open the tools by the same keys whether or not the Grand Campaign's books
 * are in the sidebar above them (issue 15: Battle was Alt+4 in Austerlitz, Alt+8 in the
 * Grand Campaign, and five tools had no key there). */
static void
check_tool_keys (void)
{
  g_assert_cmpstr (page_after_keys ("ctrl+1"), ==, "battle");
  g_assert_cmpstr (page_after_keys ("ctrl+2"), ==, "attrition");
  g_assert_cmpstr (page_after_keys ("ctrl+5"), ==, "siege");
  g_assert_cmpstr (page_after_keys ("ctrl+6"), ==, "weather");
  g_assert_cmpstr (page_after_keys ("ctrl+7"), ==, "dice-log");
  g_assert_cmpstr (page_after_keys ("ctrl+8"), ==, "lookup");
}

static void
test_start_grand_campaign (void)
{
  BthWindow *window = bth_ui_window ();
  GtkWidget *page = bth_ui_show_page ("game");
  BthGame *game;
  const BthGameState *state;
  guint neutral = 0;

  check_tool_keys ();                      /* Austerlitz: no campaign books */
  page = bth_ui_show_page ("game");
  bth_ui_new_game ("war-and-peace");
  bth_ui_settle ();
  bth_ui_click (page, "start-grand-campaign-1805");
  bth_ui_settle ();
  game = bth_session_get_game (bth_window_get_session (window));
  state = bth_game_get_state (game);
  g_assert_cmpstr (state->scenario, ==, "grand-campaign-1805");
  g_assert_nonnull (bth_game_state_get_campaign (state));
  for (guint i = 0; i < state->stacks->len; i++)
    neutral += ((BthStackState *) g_ptr_array_index (state->stacks, i))->side == NULL;
  g_assert_cmpuint (neutral, ==, 15);   /* X.L.5.a-b, X.L.7: Prussia 7, Saxony, Brunswick, Hesse, Denmark 2, Sweden 3 */
  bth_ui_snap ("campaign-game");
  /* The campaign's own books join the sidebar: Alt+3 is now Force Pools. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-nth-page", "i", 3));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (bth_ui_find (GTK_WIDGET (window), "stack"))),
                   ==, "force-pools");
  check_tool_keys ();                      /* the same keys with the campaign's books shown */
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  bth_ui_scroll_to (page, "neutral-states-group");   /* the neutral states' forces, after the sides */
  bth_ui_settle ();
  bth_ui_snap ("campaign-leaders");
  bth_ui_show_page ("map");
  bth_ui_settle ();
  bth_ui_snap ("campaign-map");
  /* A neutral state joins a faction (X.E.1.d): the pages follow the new sides. */
  g_assert_true (bth_game_campaign_set_status (game, "prussia", BTH_SIDE_ANTI_FRENCH, "X.E.1.d", NULL, NULL));
  bth_ui_settle ();
  page = bth_ui_show_page ("leaders");
  bth_ui_settle ();
  bth_ui_scroll_to (page, "neutral-states-group");   /* now without Prussia's */
  bth_ui_settle ();
  bth_ui_snap ("campaign-leaders-prussia-joined");
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/campaign/start", test_start_grand_campaign);
  return bth_ui_test_run ();
}

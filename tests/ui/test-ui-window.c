/* test-ui-window.c — the window's frame: tools in the sidebar, Alt+N, undo, narrow width.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "bth-ui-test.h"

/* The launch skips GTK's default theme (bth-application.c); libadwaita's stylesheet must
 * still style everything, in light and dark: an "accent" label takes its accent colour,
 * which no rule gives a label without libadwaita's stylesheet. */
static void
label_colour (GtkWidget *label,
              GdkRGBA   *colour)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (label), colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
test_adwaita_stylesheet_in_effect (void)
{
  AdwStyleManager *styles = adw_style_manager_get_default ();
  GtkWidget *plain = g_object_ref_sink (gtk_label_new ("plain"));
  GtkWidget *accent = g_object_ref_sink (gtk_label_new ("accent"));
  GdkRGBA plain_colour, accent_colour, dark_accent_colour;
  g_autofree char *theme = NULL;

  bth_ui_window ();
  g_assert_null (g_getenv ("GTK_THEME"));
  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &theme, NULL);
  g_assert_cmpstr (theme, ==, "Adwaita-empty");

  gtk_widget_add_css_class (accent, "accent");
  adw_style_manager_set_color_scheme (styles, ADW_COLOR_SCHEME_FORCE_LIGHT);
  label_colour (plain, &plain_colour);
  label_colour (accent, &accent_colour);
  g_assert_false (gdk_rgba_equal (&plain_colour, &accent_colour));
  /* Libadwaita 1.2's light accent is #1c71d8 and its dark one #78aeed. */
  g_assert_cmpint ((int) (accent_colour.blue * 255 + 0.5), ==, 0xd8);
  adw_style_manager_set_color_scheme (styles, ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_widget_remove_css_class (accent, "accent");
  gtk_widget_add_css_class (accent, "accent");
  label_colour (accent, &dark_accent_colour);
  g_assert_cmpint ((int) (dark_accent_colour.blue * 255 + 0.5), ==, 0xed);
  adw_style_manager_set_color_scheme (styles, ADW_COLOR_SCHEME_DEFAULT);
  g_object_unref (plain);
  g_object_unref (accent);
}

/* F11 and the main menu's Full Screen item ask for the window full screen. Xvfb runs no
 * window manager, which is what grants it, so only the wiring is checked here. */
static void
test_fullscreen_wiring (void)
{
  BthWindow *window = bth_ui_window ();
  GMenuModel *menu = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), BTH_TYPE_WINDOW,
                                                                  "primary_menu"));
  gboolean listed = FALSE;

  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      GMenuModel *section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);
      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL;
          if (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
            listed |= g_strcmp0 (action, "win.fullscreen") == 0;
        }
      g_clear_object (&section);
    }
  g_assert_true (listed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  bth_ui_settle ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.fullscreen", NULL));
  bth_ui_settle ();
}
#include "bth-preferences-window.h"

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

/* Every screen, as it first opens, fits the narrowest window the app promises (360 px):
 * a wide page the players are not looking at does not count either. */
static void
test_every_page_fits_360 (void)
{
  const char *names[] = { "game", "leaders", "production", "alliances", "map", "battle", "attrition", "forced-march",
                          "overrun", "siege", "weather", "dice-log", "lookup" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_test_message ("page %s", names[i]);
      bth_ui_show_page (names[i]);
      bth_ui_assert_fits_width (360);
    }
}

/* The Preferences open no wider than the window they belong to, and fit its narrowest,
 * 360 px (they used to open 520 px wide whatever the window). */
static void
test_preferences_fit_360 (void)
{
  GSettings *settings = bth_session_get_settings (bth_window_get_session (bth_ui_window ()));
  GtkWindow *narrow = GTK_WINDOW (gtk_window_new ());
  GtkWindow *preferences;
  int width, height;

  gtk_window_set_default_size (narrow, 360, 640);
  gtk_window_present (narrow);
  bth_ui_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (narrow)), ==, 360);

  preferences = bth_preferences_window_new (narrow, settings);
  gtk_window_get_default_size (preferences, &width, &height);
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (height, <=, 640);
  gtk_window_present (preferences);
  bth_ui_settle ();
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (preferences)), <=, 360);
  bth_ui_assert_window_fits_width (preferences, 360);
  bth_ui_snap_window (preferences, "preferences-360");
  gtk_window_destroy (preferences);

  /* Beside a wide window they keep their own size. */
  preferences = bth_preferences_window_new (GTK_WINDOW (bth_ui_window ()), settings);
  gtk_window_get_default_size (preferences, &width, &height);
  g_assert_cmpint (width, ==, MIN (520, gtk_widget_get_width (GTK_WIDGET (bth_ui_window ()))));
  gtk_window_destroy (preferences);
  gtk_window_destroy (narrow);
  bth_ui_settle ();
}

/* Alt+N opens the Nth page the sidebar shows: without the Grand Campaign its own pages
 * (Force Pools, Production, Alliances) are not in the sidebar, so Alt+4 is Battle. */
static void
test_alt_number_shortcuts (void)
{
  BthWindow *window = bth_ui_window ();
  GtkStack *stack = GTK_STACK (bth_ui_find (GTK_WIDGET (window), "stack"));
  GtkListBox *list = GTK_LIST_BOX (bth_ui_find (GTK_WIDGET (window), "sidebar_list"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-page", "s", "weather"));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "weather");
  g_assert_cmpstr (bth_ui_get_text (GTK_WIDGET (window), "content_title"), ==, "Weather");

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 2))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-nth-page", "i", 4));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "battle");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-nth-page", "i", 9));
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "weather");
}

static void
test_undo_starts_disabled (void)
{
  BthWindow *window = bth_ui_window ();

  /* Nothing entered yet: nothing to undo, and Ctrl+Z does nothing harmful. */
  g_assert_false (bth_session_can_undo (bth_window_get_session (window)));
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (GTK_WIDGET (window), "undo_button")));
}

/* The icon is set after the first frame (bth-window.c says why); it must still be set. */
static void
test_window_icon_is_set (void)
{
  BthWindow *window = bth_ui_window ();

  bth_ui_settle ();
  g_assert_cmpstr (gtk_window_get_icon_name (GTK_WINDOW (window)), ==, "io.github.berthier.Berthier");
  g_assert_cmpstr (gtk_window_get_default_icon_name (), ==, "io.github.berthier.Berthier");
}

/* Rules that cannot be read: the window says why on a status page built for the purpose,
 * and the tools, which cannot answer without rules, are out of reach. Runs last: the
 * window has no rules afterwards. */
static void
test_rules_load_error_is_shown (void)
{
  BthWindow *window = bth_ui_window ();
  g_autoptr(GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                                                 "rules.json: “tables” is missing");
  GtkWidget *stack = bth_ui_find (GTK_WIDGET (window), "stack");
  GtkWidget *status;

  bth_window_set_load_error (window, error);
  bth_ui_settle ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "status");
  status = gtk_stack_get_visible_child (GTK_STACK (stack));
  g_assert_true (ADW_IS_STATUS_PAGE (status));
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (status)), ==,
                   "The Rules Could Not Be Loaded");
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (status)), ==,
                   "rules.json: “tables” is missing");
  g_assert_false (gtk_widget_get_sensitive (bth_ui_find (GTK_WIDGET (window), "sidebar_list")));
  /* No ruleset's name under the title any more. */
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (bth_ui_find (GTK_WIDGET (window), "content_title"))),
                   ==, "");
  bth_ui_snap ("window-rules-error");
}

/* The sidebar's two headings sit above Game and above the first tool (after Game, Leaders,
 * Force Pools, Production, Alliances, Navies and Map), once each. */
static void
test_sidebar_headings (void)
{
  GtkListBox *list = GTK_LIST_BOX (bth_ui_find (GTK_WIDGET (bth_ui_window ()), "sidebar_list"));
  guint headings = 0;

  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (list, 0)))),
                   ==, "Game");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (list, 7)))),
                   ==, "Tools");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (list, 7)))),
                   ==, "Battle");
  for (int i = 0; gtk_list_box_get_row_at_index (list, i) != NULL; i++)
    if (gtk_list_box_row_get_header (gtk_list_box_get_row_at_index (list, i)) != NULL)
      headings++;
  g_assert_cmpuint (headings, ==, 2);
}

/* TRUE when a shortcut under WIDGET has the ACCELERATOR. */
static gboolean
lists_accelerator (GtkWidget  *widget,
                   const char *accelerator)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;

      g_object_get (widget, "accelerator", &accel, NULL);
      if (g_strcmp0 (accel, accelerator) == 0)
        return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (lists_accelerator (child, accelerator))
      return TRUE;
  return FALSE;
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
  /* The map's painting keys are listed */
  for (const char *const *k = (const char *const[]) { "p", "c f m h s l d a w", "r", "x", "g", "v", "b", NULL };
       *k != NULL; k++)
    if (!lists_accelerator (GTK_WIDGET (overlay), *k))
      g_error ("the shortcuts window does not list “%s”", *k);
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
}

/* Waits up to TIMEOUT_MS for the dice flash to hide; FALSE if it is still showing. */
static gboolean
wait_for_flash_to_end (BthDiceFlash *flash,
                       guint         timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * 1000;

  while (gtk_widget_get_visible (GTK_WIDGET (flash)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return !gtk_widget_get_visible (GTK_WIDGET (flash));
}

/* Preferences (Ctrl+,): "Animate Dice" is the GSettings key, and it decides whether the
 * dice tumble over the window after the app rolls; typed dice never tumble. */
static void
test_preferences_and_dice_flash (void)
{
  BthWindow *window = bth_ui_window ();
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWindow *preferences = NULL;
  GtkWidget *page;
  BthDiceFlash *flash;
  g_autoptr(GList) windows = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  bth_ui_settle ();
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), "BthPreferencesWindow"))
      preferences = l->data;
  g_assert_nonnull (preferences);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (preferences)));

  /* The harness starts with the animation off; the switch shows it and turns it on. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (GTK_WIDGET (preferences), "dice_animation"))));
  bth_ui_set_active (GTK_WIDGET (preferences), "dice_animation", TRUE);
  g_assert_true (g_settings_get_boolean (settings, "dice-animation"));
  bth_ui_snap_window (preferences, "preferences");
  gtk_window_destroy (preferences);

  /* The app rolls the siege die: it tumbles, then shows the die that fell, then goes. */
  page = bth_ui_show_page ("siege");
  bth_ui_set_text (page, "typed_die_row", "");
  bth_ui_click (page, "roll_button");
  flash = bth_window_get_dice_flash (window);
  g_assert_nonnull (flash);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (flash)));
  g_assert_cmpstr (bth_dice_flash_get_text (flash), !=, "");
  bth_ui_snap ("dice-flash");
  g_assert_true (wait_for_flash_to_end (flash, 4000));
  /* Before it hid, it showed the die the page shows. */
  g_assert_cmpstr (bth_ui_get_text (page, "die_label"), !=, "");

  /* Dice typed at the table are not animated. */
  bth_ui_set_text (page, "typed_die_row", "4");
  bth_ui_click (page, "roll_button");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (flash)));

  /* Nor anything once the preference is off. */
  g_settings_set_boolean (settings, "dice-animation", FALSE);
  bth_ui_set_text (page, "typed_die_row", "");
  bth_ui_click (page, "roll_button");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (flash)));
}

/* The toplevel of TYPE_NAME, once it is shown: waits up to 5 s (the window manager maps
 * it when it will); NULL if none showed. */
static GtkWindow *
wait_for_toplevel (const char *type_name)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  do
    {
      g_autoptr(GList) windows = gtk_window_list_toplevels ();

      for (GList *l = windows; l != NULL; l = l->next)
        if (g_str_equal (G_OBJECT_TYPE_NAME (l->data), type_name) && gtk_widget_get_mapped (l->data))
          return l->data;
      g_main_context_iteration (NULL, FALSE);
    }
  while (g_get_monotonic_time () < end);
  return NULL;
}

/* Waits up to 5 s for the window *WATCHED (a weak pointer, set before the key that closes
 * it: it may be gone once the key is handled) to be closed; FALSE if it is still shown. */
static gboolean
wait_for_close (GtkWidget **watched)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  gboolean closed;

  while (*watched != NULL && gtk_widget_get_mapped (*watched) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  closed = *watched == NULL || !gtk_widget_get_mapped (*watched);
  g_clear_weak_pointer (watched);
  return closed;
}

static GSettings *
game_settings (const char *schema_id)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (source, schema_id, TRUE);

  g_assert_nonnull (schema);
  return g_settings_new (schema_id);
}

/* Preferences (Ctrl+,, a real key): after the shell's own switches, each installed game's
 * group under the game's name, in the order the games are installed; each switch is the
 * game's own setting (its schema, not the app's), flipped here with Space as a player
 * would. War and Peace's optional rules are the Battle page's switches too. */
static void
test_preferences_show_each_game (void)
{
  g_autoptr(GSettings) wap = game_settings ("io.github.berthier.Berthier.war-and-peace");
  g_autoptr(GSettings) lga = game_settings ("io.github.berthier.Berthier.la-grande-armee");
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) app_schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  GtkWidget *battle = bth_ui_show_page ("battle");
  GtkWindow *preferences;
  GtkWidget *wap_group, *lga_group;
  GtkWidget *watched = NULL;
  g_auto(GStrv) readings = NULL;

  /* The app's schema keeps the shell's keys; the games' keys are the games'. */
  g_assert_true (g_settings_schema_has_key (app_schema, "dice-animation"));
  g_assert_false (g_settings_schema_has_key (app_schema, "tactical-matrix"));
  g_assert_false (g_settings_schema_has_key (app_schema, "lga-readings"));

  bth_ui_keys ("ctrl+comma");
  preferences = wait_for_toplevel ("BthPreferencesWindow");
  g_assert_nonnull (preferences);

  wap_group = bth_ui_find (GTK_WIDGET (preferences), "preferences-war-and-peace");
  lga_group = bth_ui_find (GTK_WIDGET (preferences), "preferences-la-grande-armee");
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (wap_group)), ==, "War and Peace");
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (lga_group)), ==, "La Grande Armée");
  /* The shell's Dice group first, then the games in the order installed. */
  g_assert_true (gtk_widget_get_parent (wap_group) == gtk_widget_get_parent (lga_group));
  g_assert_true (gtk_widget_get_next_sibling (wap_group) == lga_group);
  bth_ui_snap_window (preferences, "preferences-games");

  /* War and Peace: Tactical Matrix (U) by Space on its switch; the Battle page's follows. */
  g_assert_false (g_settings_get_boolean (wap, "tactical-matrix"));
  bth_ui_focus_keys (wap_group, "tactical-matrix", "space");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (wap_group, "tactical-matrix"))));
  g_assert_true (g_settings_get_boolean (wap, "tactical-matrix"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (battle, "opt_tactical_matrix"))));
  bth_ui_focus_keys (wap_group, "tactical-matrix", "space");
  g_assert_false (g_settings_get_boolean (wap, "tactical-matrix"));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (bth_ui_find (battle, "opt_tactical_matrix"))));

  /* La Grande Armée: its readings, the switches of its Tables page. */
  bth_ui_scroll_to (GTK_WIDGET (preferences), "preferences-la-grande-armee");
  bth_ui_snap_window (preferences, "preferences-games-readings");
  bth_ui_scroll_to (lga_group, "reading-odds_map_b_1_3");
  bth_ui_focus_keys (lga_group, "reading-odds_map_b_1_3", "space");
  readings = g_settings_get_strv (lga, "lga-readings");
  g_assert_cmpuint (g_strv_length (readings), ==, 1);
  g_assert_cmpstr (readings[0], ==, "odds_map_b_1_3");
  bth_ui_focus_keys (lga_group, "reading-odds_map_b_1_3", "space");
  g_clear_pointer (&readings, g_strfreev);
  readings = g_settings_get_strv (lga, "lga-readings");
  g_assert_cmpuint (g_strv_length (readings), ==, 0);

  /* Escape closes them. */
  g_set_weak_pointer (&watched, GTK_WIDGET (preferences));
  bth_ui_keys_to (preferences, "Escape");
  g_assert_true (wait_for_close (&watched));
}

/* The shown AdwPreferencesRow titled TITLE under ROOT, or NULL. */
static GtkWidget *
find_row (GtkWidget *root, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (root) && gtk_widget_get_mapped (root))
    {
      /* "_Details": the mnemonic's underscore is not shown. */
      g_autoptr(GString) shown = g_string_new (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)));

      g_string_replace (shown, "_", "", 0);
      if (g_str_equal (shown->str, title))
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* About: what Berthier is, then each installed game under its name with its own words;
 * no game's words are the shell's. */
static void
test_about_names_each_game (void)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (bth_ui_window ()));
  GtkWindow *about;
  const char *comments;
  const char *wap, *lga;
  GtkWidget *watched = NULL;
  GtkWidget *details;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = wait_for_toplevel ("AdwAboutWindow");
  g_assert_nonnull (about);
  comments = adw_about_window_get_comments (ADW_ABOUT_WINDOW (about));
  g_assert_true (g_str_has_prefix (comments, "A staff officer for face-to-face board games."));
  wap = strstr (comments, "<b>War and Peace</b>: Avalon Hill’s War and Peace");
  lga = strstr (comments, "<b>La Grande Armée</b>: SPI/TSR’s La Grande Armée");
  g_assert_nonnull (wap);
  g_assert_nonnull (lga);
  g_assert_true (wap < lga);
  bth_ui_snap_window (about, "about");
  /* Its Details page shows them: Return on its row, as a player would. */
  details = find_row (GTK_WIDGET (about), "Details");
  g_assert_nonnull (details);
  g_assert_true (gtk_widget_grab_focus (details));
  bth_ui_keys_to (about, "Return");
  bth_ui_snap_window (about, "about-details");
  g_set_weak_pointer (&watched, GTK_WIDGET (about));
  gtk_window_close (about);
  g_assert_true (wait_for_close (&watched));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/window/adwaita-stylesheet", test_adwaita_stylesheet_in_effect);
  g_test_add_func ("/ui/window/every-tool-opens", test_every_tool_opens);
  g_test_add_func ("/ui/window/fullscreen", test_fullscreen_wiring);
  g_test_add_func ("/ui/window/every-page-fits-360", test_every_page_fits_360);
  g_test_add_func ("/ui/window/preferences-fit-360", test_preferences_fit_360);
  g_test_add_func ("/ui/window/alt-number", test_alt_number_shortcuts);
  g_test_add_func ("/ui/window/undo-starts-disabled", test_undo_starts_disabled);
  g_test_add_func ("/ui/window/icon", test_window_icon_is_set);
  g_test_add_func ("/ui/window/sidebar-headings", test_sidebar_headings);
  g_test_add_func ("/ui/window/shortcuts-window", test_shortcuts_window_opens);
  g_test_add_func ("/ui/window/preferences-and-dice-flash", test_preferences_and_dice_flash);
  g_test_add_func ("/ui/window/preferences-show-each-game", test_preferences_show_each_game);
  g_test_add_func ("/ui/window/about-names-each-game", test_about_names_each_game);
  g_test_add_func ("/ui/window/rules-load-error", test_rules_load_error_is_shown);
  return bth_ui_test_run ();
}

/* bth-game-page.c — the Game page: where the game stands and what is due.
 *
 * With a game: the turn track (month, turn, segment and phase, Next Phase), what this
 * phase asks for (reinforcements, replacements, withdrawals, leaders returning, scheduled
 * events, the alliance roll) with a button for each, and the Alliance Display. Without a
 * game, or after New Game: the built-in scenarios, each with a Start button.
 *
 * Everything shown is read from the game's state; every button appends one action to the
 * game's log (undoable with Ctrl+Z here, and saved at once by the session).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-game-page.h"
#include "bth-game-module.h"
#include "bth-war-and-peace.h"
#include "bth-game-watch.h"

#include "bth-campaign-events.h"
#include "bth-alliance-roll-dialog.h"
#include "bth-leader-return-dialog.h"
#include "bth-prisoner-exchange-dialog.h"
#include "bth-withdrawal-dialog.h"
#include "bth-players-data-group.h"
#include "bth-scenario-rolls-group.h"
#include "bth-window.h"
#include "bth-game-store.h"
#include "bth-played-game.h"
#include "bth-ruleset.h"

struct _BthGamePage
{
  BthPage     parent_instance;

  /* Template widgets */
  GtkBox     *content_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */
  gboolean    choosing;      /* the scenario list is shown although a game is open */
  GtkWidget  *players_data;  /* BthPlayersDataGroup, kept across rebuilds (owned) */
  GtkWidget  *rolls;         /* the scenario's rules and rolls (XIV.G.2-3), kept across rebuilds (owned) */
  GtkWidget  *rulesets_row;  /* New Game's choice of rules (weak: rebuilt with the list) */
};

G_DEFINE_FINAL_TYPE (BthGamePage, bth_game_page, BTH_TYPE_PAGE)

static void rebuild (BthGamePage *self);
static gboolean use_chosen_rules (BthGamePage *self, BthWindow *window, GError **error);

static BthWindow *
window_of (BthGamePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return BTH_IS_WINDOW (root) ? BTH_WINDOW (root) : NULL;
}

static void
report (BthGamePage  *self,
        const GError *error)
{
  bth_page_toast (BTH_PAGE (self), error->message);
}

/* ---- building blocks ------------------------------------------------------------------ */

static GtkWidget *
add_group (BthGamePage *self,
           const char  *title,
           const char  *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->content_box, group);
  return group;
}

static GtkWidget *
add_row (GtkWidget  *group,
         const char *name,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (name != NULL)
    gtk_widget_set_name (row, name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static GtkWidget *
row_button (GtkWidget  *row,
            const char *name,
            const char *label,
            const char *accessible_label)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  return button;
}

static GtkWidget *
value_label (GtkWidget  *row,
             const char *name,
             int         value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, "title-3");
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return label;
}

/* ---- the scenarios -------------------------------------------------------------------- */

static void
on_start_clicked (GtkButton   *button,
                  BthGamePage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "scenario");
  g_autoptr(GError) error = NULL;
  BthWindow *window = window_of (self);

  if (window == NULL)
    return;
  self->choosing = FALSE;
  if (!use_chosen_rules (self, window, &error) || !bth_window_start_scenario (window, id, &error))
    {
      report (self, error);
      rebuild (self);
    }
}

/* A scenario's alternate start (I.C.3.a, XIV.G.5): its month, and for XIV its own set-up,
 * applied when the game is created (bth_game_new_from_scenario). */
static gboolean
start_alternate (BthWindow *window, const char *scenario_id, const char *alternate, GError **error)
{
  g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (scenario_id, error);
  gpointer rules = bth_window_get_ruleset (window);
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();
  g_autoptr(BthGame) game = NULL;
  g_autoptr(GFile) file = NULL;

  if (scenario == NULL)
    return FALSE;
  if (rules == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The rules are not loaded."));
      return FALSE;
    }
  if ((game = bth_game_new_from_scenario (rules, scenario, NULL, NULL, alternate, seed, error)) == NULL ||
      (file = bth_game_store_new_file (scenario_id, error)) == NULL ||
      !bth_played_game_save (BTH_PLAYED_GAME (game), file, error))
    return FALSE;
  bth_window_set_game (window, game, file);
  return TRUE;
}

static void
on_start_alternate_clicked (GtkButton   *button,
                            BthGamePage *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "scenario");
  const char *alternate = g_object_get_data (G_OBJECT (button), "alternate");
  g_autoptr(GError) error = NULL;
  BthWindow *window = window_of (self);

  if (window == NULL)
    return;
  self->choosing = FALSE;
  if (!use_chosen_rules (self, window, &error) || !start_alternate (window, id, alternate, &error))
    {
      report (self, error);
      rebuild (self);
    }
}

static void
on_back_to_game_clicked (BthGamePage *self)
{
  self->choosing = FALSE;
  rebuild (self);
}

/* The game's rulesets, before its scenarios (New Game lists the games, then the rulesets,
 * then the scenarios): the 4th edition, or the digital edition's rules v1.7 (issue 26).
 * The choice is the rules the window shows; a scenario started takes the one chosen. */
static void
add_rulesets_row (BthGamePage *self, GtkWidget *group)
{
  const BthGameModule *game = bth_game_module_find (BTH_WAR_AND_PEACE_ID);
  BthWindow *window = window_of (self);
  GObject *rules = window != NULL ? bth_window_get_ruleset (window) : NULL;
  const char *current = BTH_IS_RULESET (rules) ? bth_ruleset_get_id (BTH_RULESET (rules)) : NULL;
  GtkWidget *row;

  if (game != NULL && game->n_rulesets > 1)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

      row = adw_combo_row_new ();
      for (guint i = 0; i < game->n_rulesets; i++)
        gtk_string_list_append (names, game->rulesets[i].name);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
      for (guint i = 0; i < game->n_rulesets; i++)
        if (g_strcmp0 (current, game->rulesets[i].id) == 0)
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      if (self->rulesets_row != NULL)
        g_object_remove_weak_pointer (G_OBJECT (self->rulesets_row), (gpointer *) &self->rulesets_row);
      self->rulesets_row = row;
      g_object_add_weak_pointer (G_OBJECT (row), (gpointer *) &self->rulesets_row);
    }
  else
    {
      row = adw_action_row_new ();
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), game != NULL ? game->rulesets[0].name : "");
      gtk_widget_add_css_class (row, "property");
      /* Read-only: no Tab stop. */
      gtk_widget_set_focusable (row, FALSE);
    }
  gtk_widget_set_name (row, "new-game-rulesets");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Rules"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* The rules chosen on New Game, loaded and shown by the window (subtitle, Tables) when they
 * are not the ones it shows already. */
static gboolean
use_chosen_rules (BthGamePage *self, BthWindow *window, GError **error)
{
  const BthGameModule *game = bth_game_module_find (BTH_WAR_AND_PEACE_ID);
  GObject *rules = bth_window_get_ruleset (window);
  g_autoptr(GObject) chosen = NULL;
  guint index;

  if (self->rulesets_row == NULL || game == NULL)
    return TRUE;
  index = adw_combo_row_get_selected (ADW_COMBO_ROW (self->rulesets_row));
  if (index >= game->n_rulesets ||
      (BTH_IS_RULESET (rules) && g_str_equal (bth_ruleset_get_id (BTH_RULESET (rules)), game->rulesets[index].id)))
    return TRUE;
  chosen = game->load_rules (game->rulesets[index].id, NULL, error);
  if (chosen == NULL)
    return FALSE;
  bth_window_set_ruleset (window, chosen);
  return TRUE;
}

/* Type-ahead in the scenario list: the first row whose title ("X. Grand Campaign 1805")
 * or name ("Grand Campaign 1805") begins with what was typed takes the focus, so
 * Ctrl+N, Enter, X, Enter starts scenario X. A pause of a second starts a new search. */
#define TYPE_AHEAD_PAUSE_US (G_USEC_PER_SEC)

static void
free_string (gpointer string)
{
  g_string_free (string, TRUE);
}

static gboolean
title_begins_with (const char *title,
                   const char *typed)
{
  g_autofree char *folded = g_utf8_casefold (title, -1);
  const char *name = strstr (folded, ". ");

  return g_str_has_prefix (folded, typed) || (name != NULL && g_str_has_prefix (name + 2, typed));
}

static gboolean
on_scenarios_key_pressed (GtkEventControllerKey *keys,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          GtkWidget             *group)
{
  GString *typed = g_object_get_data (G_OBJECT (group), "typed");
  GPtrArray *rows = g_object_get_data (G_OBJECT (group), "scenario-rows");
  gint64 now = g_get_monotonic_time ();
  gint64 last = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (group), "typed-at"));
  gunichar c = gdk_keyval_to_unicode (keyval);
  g_autofree char *folded = NULL;
  char utf8[8] = { 0 };

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 || !g_unichar_isalnum (c))
    return GDK_EVENT_PROPAGATE;
  if (now - last > TYPE_AHEAD_PAUSE_US)
    g_string_truncate (typed, 0);
  g_object_set_data (G_OBJECT (group), "typed-at", GSIZE_TO_POINTER ((gsize) now));
  g_unichar_to_utf8 (c, utf8);
  g_string_append (typed, utf8);
  folded = g_utf8_casefold (typed->str, -1);
  for (guint i = 0; i < rows->len; i++)
    if (title_begins_with (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), folded))
      {
        gtk_widget_grab_focus (g_ptr_array_index (rows, i));
        break;
      }
  return GDK_EVENT_STOP;
}

static void
build_scenarios (BthGamePage *self)
{
  g_auto(GStrv) ids = bth_scenario_list_builtin ();
  BthWindow *window = window_of (self);
  GtkWidget *group;
  GPtrArray *rows;

  if (self->watch.game == NULL && window != NULL && bth_window_is_loading_game (window))
    {
      /* This is the launch's first frame, shown for a fraction of a second: one label in
       * the body font. A status page (large bold title, scrolled clamp) or a spinner (an
       * SVG icon, so librsvg) cost a tenth of the time to that frame (bench-launch). */
      GtkWidget *status = gtk_label_new (_("Opening the Game…"));

      gtk_widget_add_css_class (status, "dim-label");
      gtk_widget_set_margin_top (status, 48);
      gtk_box_append (self->content_box, status);
      return;
    }

  group = add_group (self, _("New Game"),
                     _("Start a scenario. Berthier keeps its turn track, Alliance Display and "
                       "Leader Display; the counters stay on your board."));
  if (self->watch.game != NULL)
    {
      GtkWidget *back = gtk_button_new_with_mnemonic (_("_Back to the Game"));

      gtk_widget_set_name (back, "back-to-game-button");
      gtk_widget_add_css_class (back, "flat");
      g_signal_connect_swapped (back, "clicked", G_CALLBACK (on_back_to_game_clicked), self);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), back);
    }
  add_rulesets_row (self, group);
  /* The list is typed into (on_scenarios_key_pressed); its rows start their scenario by
   * Enter, the first takes the focus when the page opens. */
  rows = g_ptr_array_new ();
  g_object_set_data_full (G_OBJECT (group), "scenario-rows", rows, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (group), "typed", g_string_new (NULL), free_string);
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_scenarios_key_pressed), group);
    gtk_widget_add_controller (group, keys);
  }
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      g_autoptr(BthScenario) scenario = bth_scenario_load_builtin (ids[i], NULL);
      g_autofree char *title = NULL, *subtitle = NULL, *name = NULL, *start = NULL, *end = NULL;
      g_autofree char *accessible = NULL;
      GtkWidget *row, *button;

      if (scenario == NULL)
        continue;
      /* Translators: a scenario's roman numeral and name, "IV. Russia 1812" */
      title = g_strdup_printf (_("%s. %s"), bth_scenario_get_number (scenario),
                               bth_scenario_get_name (scenario));
      start = bth_month_describe (bth_scenario_get_start (scenario));
      end = bth_month_describe (bth_scenario_get_end (scenario));
      /* Translators: first month, last month, number of monthly turns */
      subtitle = g_strdup_printf (ngettext ("%s to %s, %d turn", "%s to %s, %d turns",
                                            bth_scenario_get_turns (scenario)),
                                  start, end, bth_scenario_get_turns (scenario));
      row = add_row (group, NULL, title, subtitle);
      name = g_strdup_printf ("start-%s", ids[i]);
      /* Translators: %s is a scenario's name */
      accessible = g_strdup_printf (_("Start %s"), bth_scenario_get_name (scenario));
      button = row_button (row, name, _("_Start"), accessible);
      g_object_set_data_full (G_OBJECT (button), "scenario", g_strdup (ids[i]), g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_start_clicked), self);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      g_ptr_array_add (rows, row);
      {
        guint n_alts;
        const BthScenarioAlternateStart *alts = bth_scenario_get_alternate_starts (scenario, &n_alts);

        for (guint j = 0; j < n_alts; j++)
          {
            g_autofree char *alt_title = NULL, *alt_name = NULL, *alt_accessible = NULL;

            /* Translators: a scenario's roman numeral, the rule of its alternate start,
             * "XIV. Alternate start (XIV.G.5.d)" */
            alt_title = g_strdup_printf (_("%s. Alternate start (%s)"), bth_scenario_get_number (scenario),
                                         alts[j].rule);
            row = add_row (group, NULL, alt_title, alts[j].text);
            alt_name = g_strdup_printf ("start-%s-%s", ids[i], alts[j].id);
            /* Translators: %s is a scenario's name */
            alt_accessible = g_strdup_printf (_("Start %s with its alternate start"), bth_scenario_get_name (scenario));
            button = row_button (row, alt_name, _("S_tart"), alt_accessible);
            g_object_set_data_full (G_OBJECT (button), "scenario", g_strdup (ids[i]), g_free);
            g_object_set_data_full (G_OBJECT (button), "alternate", g_strdup (alts[j].id), g_free);
            g_signal_connect (button, "clicked", G_CALLBACK (on_start_alternate_clicked), self);
            adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
            g_ptr_array_add (rows, row);
          }
      }
    }
  if (rows->len > 0)
    bth_page_set_first_input (BTH_PAGE (self), g_ptr_array_index (rows, 0));
}

/* ---- the turn track ------------------------------------------------------------------- */

static void
on_next_phase_clicked (BthGamePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->watch.game != NULL && !bth_game_advance_phase (self->watch.game, &error))
    report (self, error);
}

static void
build_turn (BthGamePage *self)
{
  const BthGameState *state = bth_game_get_state (self->watch.game);
  BthTurnTrack *track = bth_game_get_turn_track (self->watch.game);
  BthTurnPosition here;
  g_autofree char *month = bth_month_describe (state->month);
  g_autofree char *where = NULL, *turn = NULL;
  GtkWidget *group, *box, *label, *button;

  bth_game_get_position (self->watch.game, &here);
  /* The month is the heading above; this line is the segment and the phase. */
  where = here.ended ? g_strdup (_("The scenario has ended"))
          : g_strdup_printf ("%s — %s", bth_turn_track_segment (track, &here)->label,
                             bth_turn_track_phase (track, &here)->label);
  /* Translators: turn N of the scenario's M */
  turn = g_strdup_printf (_("Turn %d of %d"), bth_turn_track_turn_number (track, &here),
                          (int) (bth_turn_track_get_end (track) - bth_turn_track_get_start (track) + 1));

  group = add_group (self, state->scenario_name, NULL);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  label = gtk_label_new (state->ended ? _("The Game Has Ended") : month);
  gtk_widget_set_name (label, "game-month");
  gtk_widget_add_css_class (label, "title-1");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (turn);
  gtk_widget_set_name (label, "game-turn");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);

  label = gtk_label_new (where);
  gtk_widget_set_name (label, "game-phase");
  gtk_widget_add_css_class (label, "title-4");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);

  button = gtk_button_new_with_mnemonic (_("_Next Phase"));
  gtk_widget_set_name (button, "next-phase-button");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_margin_top (button, 6);
  gtk_widget_set_sensitive (button, !state->ended);
  gtk_widget_set_tooltip_text (button, _("Move the turn track to the next phase (Ctrl+Z goes back)"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_next_phase_clicked), self);
  gtk_box_append (GTK_BOX (box), button);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), box);
}

/* ---- what is due ---------------------------------------------------------------------- */

typedef struct {
  BthGamePage *page;
  guint        index;
} DueRef;

static void
on_due_apply_clicked (GtkButton *button,
                      DueRef    *ref)
{
  BthGamePage *self = ref->page;
  g_autoptr(GPtrArray) due = bth_game_get_due (self->watch.game);
  g_autoptr(GError) error = NULL;
  const BthDueItem *item;

  if (ref->index >= due->len)
    return;
  item = g_ptr_array_index (due, ref->index);
  if (item->kind == BTH_DUE_ALLIANCE)
    {
      /* H: the players may add the scenario's other modifiers and type the die. */
      bth_alliance_roll_dialog_present (GTK_WIDGET (self), self->watch.game);
      return;
    }
  if (item->kind == BTH_DUE_LEADER_RETURN)
    {
      /* R.2: the players say where he is deployed. */
      bth_leader_return_dialog_present (GTK_WIDGET (self), self->watch.game, item->leader);
      return;
    }
  if (item->kind == BTH_DUE_PRISONERS)
    {
      /* X.G.3.b: the players choose the units exchanged. */
      bth_prisoner_exchange_dialog_present (GTK_WIDGET (self), self->watch.game);
      return;
    }
  if (item->kind == BTH_DUE_WITHDRAWAL && item->entry != NULL && item->entry->force != NULL)
    {
      /* VIII.F.1: the players say the stack the units leave (and, for "any satellite
       * units", whose). */
      bth_withdrawal_dialog_present (GTK_WIDGET (self), self->watch.game, item);
      return;
    }
  if (!bth_game_apply_due (self->watch.game, item, NULL, NULL, &error))
    report (self, error);
}

static gboolean
due_has_button (const BthDueItem *item)
{
  return !item->done && (item->entry != NULL || item->kind == BTH_DUE_ALLIANCE
                         || item->kind == BTH_DUE_LEADER_RETURN
                         || item->kind == BTH_DUE_PRISONERS          /* X.G.3.b: a dialog */
                         || bth_campaign_due_runs_alone (item));   /* X.C, X.G.2, X.K.5.d */
}

static const char *
due_button_label (const BthDueItem *item)
{
  if (item->kind == BTH_DUE_VICTORY_CHECK)
    return _("_Check");
  if (item->kind == BTH_DUE_PRISONERS)
    return _("_Exchange…");
  if (item->kind == BTH_DUE_WITHDRAWAL && item->entry != NULL && item->entry->force != NULL)
    return _("_Withdraw…");
  if (item->kind == BTH_DUE_ALLIANCE || bth_due_kind_is_campaign (item->kind))
    return _("_Roll");
  return _("_Apply");
}

static void
build_due (BthGamePage *self)
{
  g_autoptr(GPtrArray) due = bth_game_get_due (self->watch.game);
  GtkWidget *group = add_group (self, _("Due This Phase"), NULL);

  if (due->len == 0)
    {
      add_row (group, "due-none", _("Nothing is due in this phase"), NULL);
      return;
    }
  for (guint i = 0; i < due->len; i++)
    {
      const BthDueItem *item = g_ptr_array_index (due, i);
      g_autofree char *name = g_strdup_printf ("due-%u", i);
      g_autofree char *button_name = g_strdup_printf ("due-%u-apply", i);
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      subtitle = item->side != NULL
                 ? g_strdup_printf ("%s · %s", bth_game_side_name (self->watch.game, item->side), item->rule ? item->rule : "")
                 : g_strdup (item->rule);
      row = add_row (group, name, item->text, subtitle);
      gtk_widget_add_css_class (row, "property");
      if (item->done)
        {
          GtkWidget *done = gtk_image_new_from_icon_name ("object-select-symbolic");

          gtk_accessible_update_property (GTK_ACCESSIBLE (done), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Done"), -1);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), done);
        }
      else if (due_has_button (item))
        {
          DueRef *ref = g_new0 (DueRef, 1);
          GtkWidget *button;

          ref->page = self;
          ref->index = i;
          button = row_button (row, button_name,
                               due_button_label (item),
                               item->text);
          g_signal_connect_data (button, "clicked", G_CALLBACK (on_due_apply_clicked), ref,
                                 (GClosureNotify) (void (*) (void)) g_free, 0);
        }
    }
}

/* ---- the Alliance Display ------------------------------------------------------------- */

static void
build_alliance (BthGamePage *self)
{
  const BthGameState *state = bth_game_get_state (self->watch.game);
  GtkWidget *group = add_group (self, _("Alliance Display"), _("Victory points and city points (H.3)"));
  const char *french = state->sides->len > 0 ? g_ptr_array_index (state->sides, 0) : NULL;
  const char *anti = state->sides->len > 1 ? g_ptr_array_index (state->sides, 1) : NULL;
  g_autofree char *french_vp = NULL, *french_cp = NULL, *anti_vp = NULL, *anti_cp = NULL;
  g_autofree char *rolls = NULL;
  GtkWidget *last_roll;

  /* Translators: %s is a side, "French" */
  french_vp = g_strdup_printf (_("%s: Victory Points"), french ? bth_game_side_name (self->watch.game, french) : _("French"));
  french_cp = g_strdup_printf (_("%s: City Points"), french ? bth_game_side_name (self->watch.game, french) : _("French"));
  anti_vp = g_strdup_printf (_("%s: Victory Points"), anti ? bth_game_side_name (self->watch.game, anti) : _("Anti-French"));
  anti_cp = g_strdup_printf (_("%s: City Points"), anti ? bth_game_side_name (self->watch.game, anti) : _("Anti-French"));
  value_label (add_row (group, "alliance-french-vp", french_vp, NULL), "alliance-french-vp-value", state->french_vp);
  value_label (add_row (group, "alliance-french-cp", french_cp, NULL), "alliance-french-cp-value", state->french_cp);
  value_label (add_row (group, "alliance-anti-vp", anti_vp, NULL), "alliance-anti-vp-value", state->anti_vp);
  value_label (add_row (group, "alliance-anti-cp", anti_cp, NULL), "alliance-anti-cp-value", state->anti_cp);

  rolls = state->alliance_deleted
          ? g_strdup_printf (_("Deleted for the rest of the game (%s)"),
                             state->alliance_deleted_rule ? state->alliance_deleted_rule : "H")
          : g_strdup_printf (ngettext ("%d roll so far", "%d rolls so far", state->alliance_rolls),
                             state->alliance_rolls);
  add_row (group, "alliance-phase", _("Alliance Phase"), rolls);
  /* The last roll's modified value and its modifiers (bth-alliance-roll-dialog.c). */
  if ((last_roll = bth_alliance_last_roll_row (self->watch.game)) != NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), last_roll);

  for (guint i = 0; i < state->powers->len; i++)
    {
      const BthPowerState *power = g_ptr_array_index (state->powers, i);
      BthScenario *scenario = bth_game_get_scenario (self->watch.game);
      const BthScenarioPower *info = scenario ? bth_scenario_find_power (scenario, power->id, NULL) : NULL;
      g_autofree char *name = g_strdup_printf ("power-%s", power->id);
      const char *status = power->side != NULL ? bth_game_side_name (self->watch.game, power->side) : _("Neutral");
      g_autofree char *subtitle = power->permanent
                                  ? g_strdup_printf (_("%s, for the rest of the game"), status)
                                  : g_strdup (status);

      add_row (group, name, info != NULL ? info->name : power->id, subtitle);
    }
}

/* ---- the page ------------------------------------------------------------------------- */

static void
rebuild (BthGamePage *self)
{
  GtkWidget *child;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);

  if (self->watch.game == NULL || self->choosing)
    {
      build_scenarios (self);
      return;
    }
  build_turn (self);
  build_due (self);
  bth_scenario_rolls_group_set_scenario (self->rolls, bth_game_get_scenario (self->watch.game));
  gtk_box_append (self->content_box, self->rolls);
  gtk_box_append (self->content_box, self->players_data);
  build_alliance (self);
}

static void
queue_rebuild (BthGamePage *self)
{
  bth_game_watch_queue (&self->watch);
}

/* Another game is open: the players' data group follows it, and the scenario chooser closes. */
static void
game_replaced (BthPage *page)
{
  BthGamePage *self = BTH_GAME_PAGE (page);

  bth_players_data_group_set_game (BTH_PLAYERS_DATA_GROUP (self->players_data), self->watch.game);
  self->choosing = FALSE;
  queue_rebuild (self);
}

static void
rebuild_page (BthPage *page)
{
  rebuild (BTH_GAME_PAGE (page));
}

static void
bth_game_page_session_set (BthPage    *page,
                           BthSession *session)
{
  BthGamePage *self = BTH_GAME_PAGE (page);

  bth_game_watch_follow (&self->watch, session);
}

static void
on_root_notify (BthGamePage *self)
{
  BthWindow *window = window_of (self);

  if (window != NULL)
    g_signal_connect_object (window, "notify::loading-game", G_CALLBACK (queue_rebuild), self,
                             G_CONNECT_SWAPPED);
  queue_rebuild (self);
}

void
bth_game_page_choose_scenario (BthGamePage *self)
{
  g_return_if_fail (BTH_IS_GAME_PAGE (self));

  self->choosing = TRUE;
  rebuild (self);
  /* New Game: the keyboard starts in the scenario list. */
  bth_page_focus_start (BTH_PAGE (self));
}

static void
bth_game_page_dispose (GObject *object)
{
  BthGamePage *self = BTH_GAME_PAGE (object);

  if (self->rulesets_row != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->rulesets_row), (gpointer *) &self->rulesets_row);

  bth_game_watch_clear (&self->watch);
  if (self->players_data != NULL && gtk_widget_get_parent (self->players_data) != NULL)
    gtk_box_remove (self->content_box, self->players_data);
  g_clear_object (&self->players_data);
  if (self->rolls != NULL && gtk_widget_get_parent (self->rolls) != NULL)
    gtk_box_remove (self->content_box, self->rolls);
  g_clear_object (&self->rolls);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_GAME_PAGE);

  G_OBJECT_CLASS (bth_game_page_parent_class)->dispose (object);
}

static void
bth_game_page_class_init (BthGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_game_page_dispose;
  page_class->session_set = bth_game_page_session_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthGamePage, content_box);
}

static void
bth_game_page_init (BthGamePage *self)
{
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->players_data = g_object_ref_sink (bth_players_data_group_new ());
  self->rolls = g_object_ref_sink (bth_scenario_rolls_group_new ());
  g_signal_connect (self, "notify::root", G_CALLBACK (on_root_notify), NULL);
}

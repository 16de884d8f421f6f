/* bth-players-data-group.c — the Game page's "Players' Data" group.
 *
 * The group outlives the Game page's rebuilds (the page re-appends it), so it keeps the
 * players' memory, which rows are open and the winter toggles being set.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-players-data-group.h"
#include "bth-atomic-file.h"
#include "bth-error.h"

#include "bth-card-file.h"
#include "bth-force-pools-page.h"
#include "bth-page.h"
#include "bth-window.h"
#include "bth-wrap-row.h"

typedef enum {
  ITEM_TEXT,      /* answered with text */
  ITEM_WINTER,    /* answered with the twelve months */
  ITEM_LEADERS,   /* answered on the Leader Display */
  ITEM_CARD,      /* answered in the Campaign Game Card editor (issue 6) */
} ItemKind;

struct _BthPlayersDataGroup
{
  AdwBin            parent_instance;

  /* Template widgets */
  GtkBox           *box;

  BthGame          *game;
  BthPlayersMemory *memory;
  BthPlayersMemory *remembered_before;   /* the file when this game was opened */
  char             *memory_message;   /* why the file could not be read, or NULL */
  GHashTable       *expanded;         /* item indices (GUINT_TO_POINTER (i + 1)) open */
  guint             winter_draft;     /* toggles set but not yet saved */
  gboolean          winter_dirty;
  guint             rebuild_source;
};

G_DEFINE_FINAL_TYPE (BthPlayersDataGroup, bth_players_data_group, ADW_TYPE_BIN)

static void queue_rebuild (BthPlayersDataGroup *self);

/* ---- the players' data file ------------------------------------------------------------ */

char *
bth_players_data_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "berthier", "players-data.json", NULL);
}

BthPlayersMemory *
bth_players_data_load (char **message)
{
  g_autofree char *path = bth_players_data_path ();
  g_autofree char *bak = NULL, *aside = NULL, *restored = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) aside_error = NULL;
  g_autoptr(BthPlayersMemory) previous = NULL;
  BthPlayersMemory *memory = bth_players_memory_load (path, &error);

  if (message != NULL)
    *message = NULL;
  if (memory != NULL)
    return memory;
  if (!g_error_matches (error, BTH_ERROR, BTH_ERROR_INVALID_DATA))
    {
      /* Not damaged but not readable (its permissions, the disk): left where it is. */
      if (message != NULL)
        /* Translators: %s is the system's message, naming the file */
        *message = g_strdup_printf (_("Your players' data from earlier games could not be read: %s. "
                                      "Until it can, Berthier starts from what you enter."), error->message);
      return bth_players_memory_new ();
    }
  /* Damaged: renamed aside, never deleted, so that nothing the players entered is lost and
   * the next save writes a new file; the copy before the last save is used when it loads. */
  aside = bth_atomic_file_set_aside (path, &aside_error);
  bak = g_strconcat (path, ".bak", NULL);
  if (aside != NULL && g_file_test (bak, G_FILE_TEST_IS_REGULAR) &&
      (previous = bth_players_memory_load (bak, NULL)) != NULL)
    {
      restored = bth_players_memory_to_data (previous);
      if (!bth_atomic_file_write (path, restored, strlen (restored), FALSE, NULL))
        g_clear_pointer (&restored, g_free);
    }
  if (message != NULL)
    {
      if (aside == NULL)
        /* Translators: the first %s is the problem (it names the file), the second the system's message */
        *message = g_strdup_printf (_("Your players' data from earlier games could not be read (%s), nor "
                                      "set aside (%s). It is left as it is; Berthier starts again from "
                                      "what you enter."), error->message, aside_error->message);
      else if (restored != NULL)
        /* Translators: the problem (it names the file), where the file is kept, the copy used */
        *message = g_strdup_printf (_("Your players' data from earlier games could not be read (%s). "
                                      "It is kept as %s; the copy from before its last change, %s, is "
                                      "used instead."), error->message, aside, bak);
      else
        /* Translators: the first %s is the problem (it names the file), the second a file */
        *message = g_strdup_printf (_("Your players' data from earlier games could not be read (%s). "
                                      "It is kept as %s; Berthier starts again from what you enter."),
                                    error->message, aside);
    }
  if (restored != NULL)
    return g_steal_pointer (&previous);
  return bth_players_memory_new ();
}

GStrv
bth_players_data_known_colours (const BthGameState *state,
                                BthRuleset         *rules)
{
  /* Only read: setting an unreadable file aside is the Players' Data group's job (it is
   * the one that saves), not something to repeat on every Leader Display rebuild. */
  g_autofree char *path = bth_players_data_path ();
  g_autoptr(BthPlayersMemory) memory = bth_players_memory_load (path, NULL);
  g_auto(GStrv) remembered = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GList) sorted = NULL;

  for (guint i = 0; state != NULL && i < state->leaders->len; i++)
    {
      const BthLeaderState *leader = g_ptr_array_index (state->leaders, i);
      if (leader->colour != NULL && *leader->colour != '\0')
        g_hash_table_add (seen, g_strdup (leader->colour));
    }
  if (memory != NULL)
    remembered = bth_players_memory_get_colours (memory);
  for (guint i = 0; remembered != NULL && remembered[i] != NULL; i++)
    g_hash_table_add (seen, g_strdup (remembered[i]));
  if (rules != NULL && bth_ruleset_get_morale (rules)->patriotism_color != NULL)
    g_hash_table_add (seen, g_strdup (bth_ruleset_get_morale (rules)->patriotism_color));
  sorted = g_list_sort (g_hash_table_get_keys (seen), (GCompareFunc) g_utf8_collate);
  for (GList *l = sorted; l != NULL; l = l->next)
    g_strv_builder_add (builder, l->data);
  return g_strv_builder_end (builder);
}

/* Takes what the players entered in the game into the file, so the next game is offered it.
 * The game's entries are learned over the file as it was when the game was opened, so an
 * entry undone here is forgotten again (or the earlier games' value comes back). */
static void
learn (BthPlayersDataGroup *self)
{
  BthScenario *scenario;
  g_autoptr(BthPlayersMemory) learned = NULL;
  g_autofree char *path = NULL, *before = NULL, *after = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL || self->remembered_before == NULL)
    return;
  scenario = bth_game_get_scenario (self->game);
  learned = bth_players_memory_copy (self->remembered_before);
  bth_players_memory_learn (learned, bth_game_get_state (self->game),
                            scenario != NULL ? bth_scenario_get_to_be_entered (scenario) : NULL);
  before = bth_players_memory_to_data (self->memory);
  after = bth_players_memory_to_data (learned);
  if (g_str_equal (before, after))
    return;
  bth_players_memory_free (self->memory);
  self->memory = g_steal_pointer (&learned);
  path = bth_players_data_path ();
  {
    g_autofree char *dir = g_path_get_dirname (path);
    g_mkdir_with_parents (dir, 0700);
  }
  if (!bth_players_memory_save (self->memory, path, &error))
    {
      g_free (self->memory_message);
      /* Translators: %s is the system's message, naming the file */
      self->memory_message = g_strdup_printf (_("Your players' data could not be kept for the next "
                                                "games: %s. It is still in this game."), error->message);
    }
}

/* ---- items ------------------------------------------------------------------------------- */

static ItemKind
item_kind (const char *item)
{
  /* The scenario files spell these two items this way (docs/scenario-format.md). */
  if (g_str_has_prefix (item, "Winter months"))
    return ITEM_WINTER;
  if (g_str_has_prefix (item, "Leader ratings") || strstr (item, "leadership value") != NULL)
    return ITEM_LEADERS;
  if (g_str_has_prefix (item, "The Campaign Game Card (X.B.3"))
    return ITEM_CARD;
  return ITEM_TEXT;
}

static char *
month_name (int month, gboolean abbreviated)
{
  g_autoptr(GDateTime) date = g_date_time_new_utc (2001, month, 1, 0, 0, 0);
  return g_date_time_format (date, abbreviated ? "%b" : "%B");
}

static char *
describe_months (guint months)
{
  GString *text = g_string_new (NULL);

  if (months == 0)
    return g_string_free (g_string_append (text, _("No month is winter")), FALSE);
  for (int m = 1; m <= 12; m++)
    if (months & (1u << (m - 1)))
      {
        g_autofree char *name = month_name (m, FALSE);
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, name);
      }
  return g_string_free (text, FALSE);
}

static void
report (BthPlayersDataGroup *self,
        const GError        *error)
{
  GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self), BTH_TYPE_PAGE);

  if (page != NULL)
    bth_page_toast (BTH_PAGE (page), error->message);
}

static void
edit (BthPlayersDataGroup *self,
      const char          *path,
      JsonNode            *value)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) old = bth_game_state_get_field (bth_game_get_state (self->game), path, NULL);

  if (old != NULL && json_node_equal (old, value))
    return;
  if (!bth_game_edit (self->game, path, value, NULL, &error))
    {
      report (self, error);
      queue_rebuild (self);
    }
}

static void
on_answer_apply (AdwEntryRow         *row,
                 BthPlayersDataGroup *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  g_autoptr(JsonNode) value = *text == '\0' ? json_node_new (JSON_NODE_NULL)
                                            : json_node_init_string (json_node_alloc (), text);

  edit (self, g_object_get_data (G_OBJECT (row), "path"), value);
}

static void
on_month_toggled (GtkToggleButton     *button,
                  BthPlayersDataGroup *self)
{
  guint bit = 1u << (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "month")) - 1);

  if (gtk_toggle_button_get_active (button))
    self->winter_draft |= bit;
  else
    self->winter_draft &= ~bit;
  self->winter_dirty = TRUE;
}

static void
on_winter_save (BthPlayersDataGroup *self)
{
  g_autoptr(JsonNode) value = json_node_new (JSON_NODE_ARRAY);
  JsonArray *months = json_array_new ();

  for (int m = 1; m <= 12; m++)
    if (self->winter_draft & (1u << (m - 1)))
      json_array_add_int_element (months, m);
  json_node_take_array (value, months);
  self->winter_dirty = FALSE;
  edit (self, "calendar.winter_months", value);
}

static void
on_show_leaders (GtkButton *button)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));

  if (BTH_IS_WINDOW (root))
    bth_window_show_page (BTH_WINDOW (root), "leaders");
}

static void
on_expanded_notify (AdwExpanderRow      *row,
                    GParamSpec          *pspec,
                    BthPlayersDataGroup *self)
{
  gpointer key = g_object_get_data (G_OBJECT (row), "index");

  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (self->expanded, key);
  else
    g_hash_table_remove (self->expanded, key);
}

static void
mark_answered (GtkWidget *row,
               gboolean   answered)
{
  GtkWidget *icon = gtk_image_new_from_icon_name (answered ? "object-select-symbolic"
                                                           : "dialog-question-symbolic");

  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  answered ? _("Answered") : _("Not entered yet"), -1);
  if (!answered)
    gtk_widget_add_css_class (icon, "warning");
  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row), icon);
  else
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
}

/* What an expander holds, made when it first opens (fill_when_open). */
typedef void (*FillFunc) (BthPlayersDataGroup *self,
                          GtkWidget           *row);

static void
on_open_fill (AdwExpanderRow      *row,
              GParamSpec          *pspec,
              BthPlayersDataGroup *self)
{
  FillFunc fill = (FillFunc) g_object_get_data (G_OBJECT (row), "bth-fill");

  if (!adw_expander_row_get_expanded (row) || fill == NULL)
    return;
  g_object_set_data (G_OBJECT (row), "bth-fill", NULL);
  fill (self, GTK_WIDGET (row));
}

/* An expander's rows are made when it first opens (at once when it is open already): a
 * closed expander's rows are still measured and their text laid out, which was a good part
 * of the Game page's work at launch (bench/bench-launch.sh). */
static void
fill_when_open (BthPlayersDataGroup *self,
                GtkWidget           *row,
                FillFunc             fill)
{
  if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)))
    {
      fill (self, row);
      return;
    }
  g_object_set_data (G_OBJECT (row), "bth-fill", (gpointer) fill);
  g_signal_connect (row, "notify::expanded", G_CALLBACK (on_open_fill), self);
}

static GtkWidget *
expander_for (BthPlayersDataGroup *self,
              guint                index,
              const char          *item,
              const char          *status)
{
  GtkWidget *row = adw_expander_row_new ();
  g_autofree char *name = g_strdup_printf ("players-data-item-%u", index);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), item);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), status);
  gtk_widget_set_name (row, name);
  g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (index + 1));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row),
                                 g_hash_table_contains (self->expanded, GUINT_TO_POINTER (index + 1)));
  g_signal_connect (row, "notify::expanded", G_CALLBACK (on_expanded_notify), self);
  return row;
}

static void fill_winter (BthPlayersDataGroup *self, GtkWidget *row);
static void fill_answer (BthPlayersDataGroup *self, GtkWidget *row);

static GtkWidget *
winter_row (BthPlayersDataGroup *self,
            guint                index,
            const char          *item)
{
  const BthGameState *state = bth_game_get_state (self->game);
  g_autofree char *status = state->winter_known
                            ? describe_months (state->winter_months)
                            : g_strdup (_("Not entered yet: mark them from your Turn Record Track"));
  GtkWidget *row = expander_for (self, index, item, status);

  if (!self->winter_dirty)
    self->winter_draft = state->winter_known ? state->winter_months : 0;
  fill_when_open (self, row, fill_winter);
  mark_answered (row, state->winter_known);
  return row;
}

/* The twelve months to mark (the draft kept across rebuilds) and the button that saves them. */
static void
fill_winter (BthPlayersDataGroup *self,
             GtkWidget           *row)
{
  GtkWidget *flow = gtk_flow_box_new ();
  GtkWidget *save_row = adw_action_row_new ();
  GtkWidget *save = gtk_button_new_with_mnemonic (_("_Save Winter Months"));

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  /* Three months a line at the least: four "September"s are wider than a 360 px window. */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 3);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_widget_set_margin_top (flow, 12);
  gtk_widget_set_margin_bottom (flow, 12);
  gtk_widget_set_margin_start (flow, 12);
  gtk_widget_set_margin_end (flow, 12);
  gtk_widget_set_name (flow, "winter-months");
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Winter months"), -1);
  for (int m = 1; m <= 12; m++)
    {
      g_autofree char *label = month_name (m, TRUE);
      g_autofree char *full = month_name (m, FALSE);
      g_autofree char *name = g_strdup_printf ("winter-month-%d", m);
      /* Translators: %s is a month, "December"; the toggle marks it as a winter month */
      g_autofree char *accessible = g_strdup_printf (_("%s is a winter month"), full);
      GtkWidget *toggle = gtk_toggle_button_new_with_label (label);

      gtk_widget_set_name (toggle, name);
      gtk_widget_set_tooltip_text (toggle, full);
      gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), (self->winter_draft & (1u << (m - 1))) != 0);
      g_object_set_data (G_OBJECT (toggle), "month", GINT_TO_POINTER (m));
      g_signal_connect (toggle, "toggled", G_CALLBACK (on_month_toggled), self);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), toggle);
    }
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), flow);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (save_row), _("The marked months are winter"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (save_row), _("With none marked, no month is winter"));
  gtk_widget_set_name (save, "winter-months-save");
  gtk_widget_set_valign (save, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (save, "suggested-action");
  g_signal_connect_swapped (save, "clicked", G_CALLBACK (on_winter_save), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (save_row), save);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), save_row);
}

static GtkWidget *
leaders_row (BthPlayersDataGroup *self,
             guint                index,
             const char          *item)
{
  const BthGameState *state = bth_game_get_state (self->game);
  GtkWidget *row = adw_action_row_new ();
  /* An arrow, not a worded button: on a 360 px window a wide button leaves the item's
   * text a narrow column. The whole row opens the Leader Display. */
  GtkWidget *button = gtk_button_new_from_icon_name ("go-next-symbolic");
  g_autofree char *name = g_strdup_printf ("players-data-item-%u", index);
  g_autofree char *button_name = g_strdup_printf ("players-data-item-%u-leaders", index);
  g_autofree char *status = NULL;
  guint known = 0;

  for (guint i = 0; i < state->leaders->len; i++)
    if (((BthLeaderState *) g_ptr_array_index (state->leaders, i))->value != BTH_GAME_VALUE_UNKNOWN)
      known++;
  /* Translators: leaders whose value is entered, of all the game's leaders */
  status = g_strdup_printf (ngettext ("%u of %u leader's value entered on the Leader Display",
                                      "%u of %u leaders' values entered on the Leader Display",
                                      state->leaders->len), known, state->leaders->len);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), item);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
  gtk_widget_set_name (row, name);
  gtk_widget_set_name (button, button_name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Leader Display"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Enter the leaders' values on the Leader Display"), -1);
  g_signal_connect (button, "clicked", G_CALLBACK (on_show_leaders), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  mark_answered (row, known == state->leaders->len);
  return row;
}

static void
on_edit_card (GtkButton *button)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));

  if (BTH_IS_WINDOW (root))
    bth_force_pools_page_edit_card (BTH_FORCE_POOLS_PAGE (bth_window_get_page (BTH_WINDOW (root), "force-pools")));
}

/* The Grand Campaign's card is the players' data of every campaign (bth-card-file.h). */
static GtkWidget *
card_row (guint       index,
          const char *item)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Campaign Game _Card…"));
  g_autofree char *name = g_strdup_printf ("players-data-item-%u", index);
  g_autofree char *button_name = g_strdup_printf ("players-data-item-%u-card", index);
  g_autoptr(BthCampaignCard) card = bth_card_file_load (NULL, NULL);
  g_autoptr(GPtrArray) missing = card != NULL ? bth_campaign_card_missing (card) : NULL;
  g_autofree char *status = missing != NULL
    ? g_strdup_printf (ngettext ("%u value still to be entered from your card",
                                 "%u values still to be entered from your card", missing->len), missing->len)
    : g_strdup (_("The card could not be read"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), item);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
  gtk_widget_set_name (row, name);
  gtk_widget_set_name (button, button_name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Edit the Campaign Game Card"), -1);
  g_signal_connect (button, "clicked", G_CALLBACK (on_edit_card), NULL);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  /* The item is a long sentence: at 360 px the button goes under it. */
  bth_wrap_row_install (ADW_ACTION_ROW (row));
  mark_answered (row, missing != NULL && missing->len == 0);
  return row;
}

static GtkWidget *
text_row (BthPlayersDataGroup *self,
          guint                index,
          const char          *item)
{
  BthScenario *scenario = bth_game_get_scenario (self->game);
  gboolean former = FALSE;
  const char *answer = bth_game_state_get_answer_or_former (bth_game_get_state (self->game), item,
                                                            scenario != NULL ? bth_scenario_get_item_formerly (scenario, item) : NULL,
                                                            &former);
  g_autofree char *key = bth_players_data_item_key (item);
  g_autofree char *status = answer == NULL ? g_strdup (_("Not entered yet"))
                            /* Translators: %s is what the players typed, to an earlier wording of this item */
                            : former ? g_strdup_printf (_("Your answer to this item’s earlier wording: %s (Apply keeps it)"), answer)
                            /* Translators: %s is what the players typed */
                            : g_strdup_printf (_("Your answer: %s"), answer);
  GtkWidget *row = expander_for (self, index, item, status);

  g_object_set_data_full (G_OBJECT (row), "answer", g_strdup (answer), g_free);
  g_object_set_data_full (G_OBJECT (row), "key", g_steal_pointer (&key), g_free);
  fill_when_open (self, row, fill_answer);
  mark_answered (row, answer != NULL);
  return row;
}

/* The entry for the item's answer, with the answer so far. */
static void
fill_answer (BthPlayersDataGroup *self,
             GtkWidget           *row)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")) - 1;
  const char *answer = g_object_get_data (G_OBJECT (row), "answer");
  const char *key = g_object_get_data (G_OBJECT (row), "key");
  GtkWidget *entry = adw_entry_row_new ();
  g_autofree char *name = g_strdup_printf ("players-data-item-%u-answer", index);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry), _("Your answer (empty: none)"));
  gtk_editable_set_text (GTK_EDITABLE (entry), answer != NULL ? answer : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (entry), TRUE);
  gtk_widget_set_name (entry, name);
  g_object_set_data_full (G_OBJECT (entry), "path", g_strdup_printf ("answers.%s", key), g_free);
  g_signal_connect (entry, "apply", G_CALLBACK (on_answer_apply), self);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry);
}

/* ---- what earlier games offer ------------------------------------------------------------ */

/* What the players' memory can fill in, including answers remembered under an item's
 * earlier wording (bth_scenario_get_item_formerly). */
static guint
offer_from_memory (BthPlayersDataGroup *self,
                   GPtrArray           *paths,
                   GPtrArray           *values)
{
  BthScenario *scenario = bth_game_get_scenario (self->game);
  const char * const *items = scenario != NULL ? bth_scenario_get_to_be_entered (scenario) : NULL;
  guint n = bth_players_memory_offer (self->memory, bth_game_get_state (self->game), items, paths, values);

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    n += bth_players_memory_offer_reworded (self->memory, bth_game_get_state (self->game), items[i],
                                            bth_scenario_get_item_formerly (scenario, items[i]), paths, values);
  return n;
}

static void
on_apply_offer (BthPlayersDataGroup *self)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;

  offer_from_memory (self, paths, values);
  if (!bth_game_edit_many (self->game, (const char * const *) paths->pdata,
                           (JsonNode * const *) values->pdata, paths->len, &error))
    report (self, error);
}

static void
append_part (GString    *text,
             guint       n,
             const char *format)
{
  if (n == 0)
    return;
  if (text->len > 0)
    g_string_append (text, ", ");
  g_string_append_printf (text, format, n);
}

static char *
describe_offer (GPtrArray *paths)
{
  guint winter = 0, values = 0, colours = 0, answers = 0;
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);

      if (g_str_has_prefix (path, "calendar."))
        winter++;
      else if (g_str_has_prefix (path, "answers."))
        answers++;
      else if (g_str_has_suffix (path, ".value"))
        values++;
      else
        colours++;
    }
  if (winter > 0)
    g_string_append (text, _("the winter months"));
  append_part (text, values, ngettext ("%u leader's value", "%u leaders' values", values));
  append_part (text, colours, ngettext ("%u leader's colour", "%u leaders' colours", colours));
  append_part (text, answers, ngettext ("%u answer", "%u answers", answers));
  return g_string_free (text, FALSE);
}

static void
add_offer_row (BthPlayersDataGroup *self,
               GtkWidget           *group)
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autofree char *what = NULL, *subtitle = NULL;
  GtkWidget *row, *button;

  if (self->memory == NULL || offer_from_memory (self, paths, values) == 0)
    return;
  what = describe_offer (paths);
  /* Translators: %s lists what is offered: "the winter months, 12 leaders' values" */
  subtitle = g_strdup_printf (_("Entered in your earlier games: %s. Apply fills them in here as one "
                                "action (Ctrl+Z takes it back)."), what);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("From Your Earlier Games"));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_name (row, "players-data-offer");
  button = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_set_name (button, "players-data-apply");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Apply the players' data from your earlier games"), -1);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_apply_offer), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* ---- the group ---------------------------------------------------------------------------- */

static void
rebuild (BthPlayersDataGroup *self)
{
  GtkWidget *child, *group;
  BthScenario *scenario;
  const char * const *items;
  gboolean any = FALSE;

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->box))) != NULL)
    gtk_box_remove (self->box, child);
  if (self->game == NULL)
    return;
  scenario = bth_game_get_scenario (self->game);
  items = scenario != NULL ? bth_scenario_get_to_be_entered (scenario) : NULL;

  group = adw_preferences_group_new ();
  gtk_widget_set_name (group, "players-data-group");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Players' Data"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("To enter from your board: what the rulebook text does not give. "
                                           "Entered once, it is kept in this game and offered to your next games."));
  if (self->memory_message != NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Earlier Games"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), self->memory_message);
      gtk_widget_set_name (row, "players-data-memory-error");
      {
        GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
        gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Warning"), -1);
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  add_offer_row (self, group);
  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      GtkWidget *row;

      switch (item_kind (items[i]))
        {
        case ITEM_WINTER:  row = winter_row (self, i, items[i]); break;
        case ITEM_LEADERS: row = leaders_row (self, i, items[i]); break;
        case ITEM_CARD:    row = card_row (i, items[i]); break;
        case ITEM_TEXT:
        default:           row = text_row (self, i, items[i]); break;
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      any = TRUE;
    }
  if (!any)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Nothing to enter for this game"));
      gtk_widget_set_name (row, "players-data-none");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_box_append (self->box, group);
}

static gboolean
rebuild_idle (gpointer data)
{
  BthPlayersDataGroup *self = data;

  self->rebuild_source = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
queue_rebuild (BthPlayersDataGroup *self)
{
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_idle, self, NULL);
}

static void
on_game_changed (BthPlayersDataGroup *self)
{
  learn (self);
  queue_rebuild (self);
}

void
bth_players_data_group_set_game (BthPlayersDataGroup *self,
                                 BthGame             *game)
{
  g_return_if_fail (BTH_IS_PLAYERS_DATA_GROUP (self));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_hash_table_remove_all (self->expanded);
  self->winter_dirty = FALSE;
  /* Read the file again: another window, or the last game, may have added to it. */
  g_clear_pointer (&self->memory, bth_players_memory_free);
  g_clear_pointer (&self->remembered_before, bth_players_memory_free);
  g_clear_pointer (&self->memory_message, g_free);
  if (game != NULL)
    {
      self->memory = bth_players_data_load (&self->memory_message);
      self->remembered_before = bth_players_memory_copy (self->memory);
      g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
      learn (self);
    }
  rebuild (self);
}

GtkWidget *
bth_players_data_group_new (void)
{
  return g_object_new (BTH_TYPE_PLAYERS_DATA_GROUP, NULL);
}

static void
bth_players_data_group_dispose (GObject *object)
{
  BthPlayersDataGroup *self = BTH_PLAYERS_DATA_GROUP (object);

  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->memory, bth_players_memory_free);
  g_clear_pointer (&self->remembered_before, bth_players_memory_free);
  g_clear_pointer (&self->memory_message, g_free);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_PLAYERS_DATA_GROUP);

  G_OBJECT_CLASS (bth_players_data_group_parent_class)->dispose (object);
}

static void
bth_players_data_group_class_init (BthPlayersDataGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_players_data_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-players-data-group.ui");
  gtk_widget_class_bind_template_child (widget_class, BthPlayersDataGroup, box);
}

static void
bth_players_data_group_init (BthPlayersDataGroup *self)
{
  self->expanded = g_hash_table_new (g_direct_hash, g_direct_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
}

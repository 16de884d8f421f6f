/* bth-force-pools-page.c — the Force Pools page: the Grand Campaign's Force Pool Display.
 *
 * Each state's boxes (X.J.1.b-c, X.G.2, X.K.5.a) readable across the table, the moves the
 * players make between the Leader Display and the boxes (bth-pool-move-group.c), the
 * January additions (X.J.1.f), and the Campaign Game Card they come from (its editor,
 * bth-card-editor.c). Every change is one action of the game's log (Ctrl+Z takes it back).
 * A game of another scenario has no books, and the page says so.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-force-pools-page.h"
#include "bth-game-watch.h"

#include "bth-card-editor.h"
#include "bth-card-file.h"
#include "bth-pool-boxes.h"
#include "bth-pool-move-group.h"
#include "bth-leader-exchange-group.h"

struct _BthForcePoolsPage
{
  BthPage          parent_instance;

  /* Template widgets */
  GtkBox          *content_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */
  BthCampaignCard *card;          /* the players' card, or the built-in one */
  char            *card_message;  /* why the players' card could not be read, or NULL */
  GtkWidget       *move_group;    /* kept across rebuilds: its choices stay */
  char            *january_state; /* the January form's choices, kept across rebuilds */
  int              january_year;
  char            *january_error;
};

G_DEFINE_FINAL_TYPE (BthForcePoolsPage, bth_force_pools_page, BTH_TYPE_PAGE)

static void rebuild (BthForcePoolsPage *self);

static void
queue_rebuild (BthForcePoolsPage *self)
{
  bth_game_watch_queue (&self->watch);
}

static void
load_card (BthForcePoolsPage *self)
{
  bth_card_file_reload (&self->card, &self->card_message);
}

/* ---- the card ------------------------------------------------------------------------- */

static void
on_card_saved (BthForcePoolsPage *self)
{
  load_card (self);
  queue_rebuild (self);
}

GtkWindow *
bth_force_pools_page_edit_card (BthForcePoolsPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWindow *editor;

  g_return_val_if_fail (BTH_IS_FORCE_POOLS_PAGE (self), NULL);

  editor = bth_card_editor_new (bth_page_get_session (BTH_PAGE (self)), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);
  g_signal_connect_object (editor, "saved", G_CALLBACK (on_card_saved), self, G_CONNECT_SWAPPED);
  gtk_window_present (editor);
  return editor;
}

static void
on_enter_initial_clicked (BthForcePoolsPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->watch.game != NULL && self->card != NULL
      && !bth_game_enter_initial_force_pools (self->watch.game, self->card, NULL, &error))
    bth_page_toast (BTH_PAGE (self), error->message);
}

static GtkWidget *
card_button (const char *name, const char *label, const char *accessible)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  return button;
}

/* The card's state: what is still to be entered, and its initial pools the game lacks. */
static GtkWidget *
card_group (BthForcePoolsPage *self, const BthForcePools *pools)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = card_button ("pools-edit-card", _("_Edit Card…"), _("Edit the Campaign Game Card"));
  g_autoptr(GPtrArray) missing = self->card != NULL ? bth_campaign_card_missing (self->card) : NULL;
  g_autofree char *status = NULL;
  guint lacking = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Campaign Game Card"));
  if (self->card_message != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), self->card_message);
  if (missing == NULL)
    status = g_strdup (_("Not available"));
  else if (missing->len == 0)
    status = g_strdup (_("Everything entered"));
  else
    /* Translators: values of the printed card not yet typed in */
    status = g_strdup_printf (ngettext ("%u value still to be entered from your card",
                                        "%u values still to be entered from your card", missing->len),
                              missing->len);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your Card"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), status);
  gtk_widget_set_name (row, "pools-card-status");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (bth_force_pools_page_edit_card), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  for (guint i = 0; pools != NULL && self->card != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      const BthCardState *cs = bth_campaign_card_find_state (self->card, ps->id);
      if (!ps->initial_entered && cs != NULL && cs->initial != NULL)
        lacking++;
    }
  if (lacking > 0)
    {
      g_autofree char *title = g_strdup_printf (ngettext ("The card has %u initial Force Pool this game lacks",
                                                          "The card has %u initial Force Pools this game lacks",
                                                          lacking), lacking);
      row = adw_action_row_new ();
      button = card_button ("pools-enter-initial", _("_Add"), _("Add the initial Force Pools from the card"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("X.J.1.d"));
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_enter_initial_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* ---- the January additions (X.J.1.f) --------------------------------------------------- */

static void
on_january_add_clicked (GtkButton *button, BthForcePoolsPage *self)
{
  AdwComboRow *state_row = g_object_get_data (G_OBJECT (button), "state-row");
  GtkSpinButton *year = g_object_get_data (G_OBJECT (button), "year");
  const BthForcePools *pools = bth_game_state_get_force_pools (bth_game_get_state (self->watch.game));
  guint index = adw_combo_row_get_selected (state_row);
  const BthPoolState *ps;
  g_autoptr(GError) error = NULL;

  if (index >= pools->states->len || self->card == NULL)
    return;
  ps = g_ptr_array_index (pools->states, index);
  g_free (self->january_state);
  self->january_state = g_strdup (ps->id);
  self->january_year = gtk_spin_button_get_value_as_int (year);
  g_clear_pointer (&self->january_error, g_free);
  if (!bth_game_force_pool_add_january (self->watch.game, self->card, ps->id, self->january_year, &error))
    /* Translators: %s is why the additions could not be made */
    self->january_error = g_strdup_printf (_("Not added: %s"), error->message);
  queue_rebuild (self);
}

static GtkWidget *
january_group (BthForcePoolsPage *self, const BthGameState *state)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *state_row = adw_combo_row_new ();
  GtkWidget *year_row = adw_action_row_new ();
  GtkWidget *year = gtk_spin_button_new_with_range (1806, 1815, 1);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("Add _January Additions"));
  guint chosen = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("January Additions"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The units the card adds to a state’s Force Pool each January, "
                                           "as far as the counter mix allows (X.J.1.f)."));
  for (guint i = 0; i < bth_game_state_get_force_pools (state)->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (bth_game_state_get_force_pools (state)->states, i);
      gtk_string_list_append (names, ps->name);
      if (g_strcmp0 (ps->id, self->january_state) == 0)
        chosen = i;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (state_row), _("State"));
  adw_combo_row_set_model (ADW_COMBO_ROW (state_row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (state_row), chosen);
  gtk_widget_set_name (state_row, "pools-january-state");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), state_row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (year_row), _("Year"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (year),
                             self->january_year > 0 ? self->january_year : MAX (1806, bth_month_year (state->month)));
  gtk_widget_set_valign (year, GTK_ALIGN_CENTER);
  gtk_widget_set_name (year, "pools-january-year");
  gtk_accessible_update_property (GTK_ACCESSIBLE (year), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Year"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (year_row), year);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), year_row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("From the counter mix"));
  gtk_widget_set_name (button, "pools-january-add");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "state-row", state_row);
  g_object_set_data (G_OBJECT (button), "year", year);
  g_signal_connect (button, "clicked", G_CALLBACK (on_january_add_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  if (self->january_error != NULL)
    {
      GtkWidget *label = gtk_label_new (self->january_error);
      gtk_widget_set_name (label, "pools-january-error");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_add_css_class (label, "error");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);
    }
  return group;
}

/* ---- the page ------------------------------------------------------------------------- */

/* A title and a sentence, as a status page says them; plain labels, because an
 * AdwStatusPage scrolls on its own and is clipped inside this page's scrolling. */
static void
show_status (BthForcePoolsPage *self, const char *name, const char *title, const char *description,
             gboolean with_card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *text = gtk_label_new (description);

  gtk_widget_set_name (box, name);
  gtk_widget_set_margin_top (box, 36);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (heading, "title-1");
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), text);
  if (with_card)
    {
      GtkWidget *button = card_button ("pools-edit-card", _("Campaign Game _Card…"),
                                       _("Edit the Campaign Game Card"));
      gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (button, 12);
      gtk_widget_add_css_class (button, "pill");
      g_signal_connect_swapped (button, "clicked", G_CALLBACK (bth_force_pools_page_edit_card), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_box_append (self->content_box, box);
}

static void
rebuild (BthForcePoolsPage *self)
{
  const BthGameState *state;
  GtkWidget *child;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);

  if (self->watch.game == NULL)
    {
      show_status (self, "pools-no-game", _("No Game"),
                   _("Start or open a game on the Game page to keep its Force Pools here."), FALSE);
      return;
    }
  state = bth_game_get_state (self->watch.game);
  if (bth_game_state_get_force_pools (state) == NULL)
    {
      show_status (self, "pools-no-books", _("No Force Pools in This Game"),
                   _("Only the Grand Campaign (scenario X) keeps the Force Pool Display of the "
                     "Campaign Game Card (X.J.1). In this scenario eliminated units stay with the "
                     "Leader Display."), TRUE);
      return;
    }
  /* The display first: it is what the players read across the table. */
  gtk_box_append (self->content_box, card_group (self, bth_game_state_get_force_pools (state)));
  bth_pool_boxes_add_groups (self->content_box, bth_game_state_get_force_pools (state), self->card, self->watch.game);
  bth_pool_move_group_refresh (BTH_POOL_MOVE_GROUP (self->move_group), self->watch.game);
  gtk_box_append (self->content_box, self->move_group);
  bth_leader_exchange_group_add (self->content_box, BTH_PAGE (self), self->watch.game);
  gtk_box_append (self->content_box, january_group (self, state));
}

/* Another game is open: its January errors were the last game's. */
static void
game_replaced (BthPage *page)
{
  BthForcePoolsPage *self = BTH_FORCE_POOLS_PAGE (page);

  g_clear_pointer (&self->january_error, g_free);
  rebuild (self);
}

static void
rebuild_page (BthPage *page)
{
  rebuild (BTH_FORCE_POOLS_PAGE (page));
}

static void
bth_force_pools_page_session_set (BthPage *page, BthSession *session)
{
  bth_game_watch_follow (&BTH_FORCE_POOLS_PAGE (page)->watch, session);
}

static void
bth_force_pools_page_dispose (GObject *object)
{
  BthForcePoolsPage *self = BTH_FORCE_POOLS_PAGE (object);

  bth_game_watch_clear (&self->watch);
  g_clear_pointer (&self->card, bth_campaign_card_free);
  g_clear_pointer (&self->card_message, g_free);
  g_clear_pointer (&self->january_state, g_free);
  g_clear_pointer (&self->january_error, g_free);
  g_clear_object (&self->move_group);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_FORCE_POOLS_PAGE);

  G_OBJECT_CLASS (bth_force_pools_page_parent_class)->dispose (object);
}

static void
bth_force_pools_page_class_init (BthForcePoolsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_force_pools_page_dispose;
  BTH_PAGE_CLASS (klass)->session_set = bth_force_pools_page_session_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-force-pools-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthForcePoolsPage, content_box);
}

static void
bth_force_pools_page_init (BthForcePoolsPage *self)
{
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->move_group = g_object_ref_sink (bth_pool_move_group_new ());
  load_card (self);
}

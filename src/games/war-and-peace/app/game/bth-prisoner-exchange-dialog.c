/* bth-prisoner-exchange-dialog.c — January's prisoner exchange (X.G.3.b).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-prisoner-exchange-dialog.h"

#include "bth-campaign-events.h"
#include "bth-game-names.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"

/* One unit of a Prisoners box and the spin button saying how many SP go home. */
typedef struct {
  char             *captor;
  char             *power;
  char             *kind;
  BthPoliticalSide  side;      /* the captor's faction */
  GtkWidget        *spin;
} Choice;

typedef struct {
  BthGame   *game;
  GPtrArray *choices;          /* of Choice * */
  int        equal;            /* the smaller faction's holding: each releases that much */
  GtkWidget *agreement;
  GtkWidget *totals;
  GtkWidget *error;
} Exchange;

static void
choice_free (Choice *c)
{
  g_free (c->captor);
  g_free (c->power);
  g_free (c->kind);
  g_free (c);
}

static void
exchange_free (Exchange *x)
{
  g_object_unref (x->game);
  g_ptr_array_unref (x->choices);
  g_free (x);
}

static BthPoliticalSide
side_of (const BthGameState *state, const char *captor)
{
  const BthCampaignStanding *st = bth_campaign_books_standing (bth_game_state_get_campaign (state), captor);
  return st != NULL ? st->status : BTH_SIDE_NEUTRAL;
}

static const char *
side_name (BthPoliticalSide side)
{
  switch (side)
    {
    case BTH_SIDE_PRO_FRENCH:
      return _("pro-French");
    case BTH_SIDE_ANTI_FRENCH:
      return _("anti-French");
    default:
      return _("neutral");
    }
}

static void
update_totals (Exchange *x)
{
  int released[3] = { 0, 0, 0 };
  g_autofree char *text = NULL;

  for (guint i = 0; i < x->choices->len; i++)
    {
      Choice *c = g_ptr_array_index (x->choices, i);
      released[c->side] += gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c->spin));
    }
  /* Translators: SP released by the pro-French and anti-French captors, and the equal
   * amount X.G.3.b asks of each */
  text = g_strdup_printf (_("Pro-French release %d SP, anti-French %d SP; the rule asks %d SP of each"),
                          released[BTH_SIDE_PRO_FRENCH], released[BTH_SIDE_ANTI_FRENCH], x->equal);
  if (released[BTH_SIDE_NEUTRAL] > 0)
    {
      g_autofree char *with = g_strdup_printf (_("%s; neutral captors %d SP"), text, released[BTH_SIDE_NEUTRAL]);
      g_free (text);
      text = g_steal_pointer (&with);
    }
  gtk_label_set_text (GTK_LABEL (x->totals), text);
  gtk_widget_set_visible (x->error, FALSE);
}

static void
on_exchange_clicked (GtkWidget *window)
{
  Exchange *x = g_object_get_data (G_OBJECT (window), "exchange");
  g_autoptr(GArray) releases = g_array_new (FALSE, TRUE, sizeof (BthPrisonerRelease));
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < x->choices->len; i++)
    {
      Choice *c = g_ptr_array_index (x->choices, i);
      int sp = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (c->spin));
      BthPrisonerRelease *r = NULL;
      BthUnitCount unit = { c->power, c->kind, sp };

      if (sp <= 0)
        continue;
      for (guint j = 0; j < releases->len && r == NULL; j++)
        if (g_strcmp0 (g_array_index (releases, BthPrisonerRelease, j).captor, c->captor) == 0)
          r = &g_array_index (releases, BthPrisonerRelease, j);
      if (r == NULL)
        {
          BthPrisonerRelease fresh = { c->captor, g_array_new (FALSE, FALSE, sizeof (BthUnitCount)) };
          g_ptr_array_add (lists, fresh.units);
          g_array_append_val (releases, fresh);
          r = &g_array_index (releases, BthPrisonerRelease, releases->len - 1);
        }
      /* The strings stay the choice's: the core copies what it keeps. */
      g_array_append_val (r->units, unit);
    }
  if (!bth_game_campaign_prisoner_exchange (x->game, (const BthPrisonerRelease *) releases->data, releases->len,
                                            gtk_switch_get_active (GTK_SWITCH (x->agreement)), &error))
    {
      gtk_label_set_text (GTK_LABEL (x->error), error->message);
      gtk_widget_set_visible (x->error, TRUE);
      return;
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
label_new (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static void
add_box (Exchange *x, GtkWidget *page, const BthGameState *state, const BthPoolState *ps, const BthPoolBox *box)
{
  BthPoliticalSide side = side_of (state, ps->id);
  /* Translators: a state's Prisoners box and its faction: "France's Prisoners (pro-French)" */
  g_autofree char *title = g_strdup_printf (_("%s's Prisoners (%s)"), ps->name, side_name (side));
  GtkWidget *group = adw_preferences_group_new ();
  guint n = 0;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  for (guint u = 0; u < box->units->len; u++)
    {
      const BthUnitCount *unit = &g_array_index (box->units, BthUnitCount, u);
      g_autofree char *row_title = NULL, *subtitle = NULL, *name = NULL, *access = NULL;
      const BthPoolState *home;
      GtkWidget *row;
      Choice *c;

      if (unit->sp <= 0)
        continue;
      home = bth_force_pools_state_of_power (bth_game_state_get_force_pools (state), unit->power);
      /* Translators: power, unit kind, SP held: "Austria I, 2 SP held" */
      row_title = g_strdup_printf (_("%s %s, %d SP held"), bth_game_power_name (x->game, unit->power), unit->kind, unit->sp);
      /* Translators: where released units go (X.G.3.b) */
      subtitle = g_strdup_printf (_("Home: %s's Force Pool"), home != NULL ? home->name : bth_game_power_name (x->game, unit->power));
      c = g_new0 (Choice, 1);
      c->captor = g_strdup (ps->id);
      c->power = g_strdup (unit->power);
      c->kind = g_strdup (unit->kind);
      c->side = side;
      c->spin = gtk_spin_button_new_with_range (0, unit->sp, 1);
      gtk_widget_set_valign (c->spin, GTK_ALIGN_CENTER);
      name = g_strdup_printf ("prisoners-%s-%u", ps->id, n++);
      gtk_widget_set_name (c->spin, name);
      /* Translators: the SP released of a prisoner unit, e.g. "SP released: austria I held by France" */
      access = g_strdup_printf (_("SP released: %s %s held by %s"), bth_game_power_name (x->game, unit->power), unit->kind, ps->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (c->spin), GTK_ACCESSIBLE_PROPERTY_LABEL, access, -1);
      g_signal_connect_swapped (c->spin, "value-changed", G_CALLBACK (update_totals), x);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), c->spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), c->spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      g_ptr_array_add (x->choices, c);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
}

GtkWidget *
bth_prisoner_exchange_dialog_present (GtkWidget *parent,
                                      BthGame   *game)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthForcePools *pools = bth_game_state_get_force_pools (state);
  GtkRoot *root = gtk_widget_get_root (parent);
  int held[3] = { 0, 0, 0 };
  Exchange *x;
  GtkWidget *window, *content, *header, *cancel, *exchange, *page, *group, *row, *intro;

  x = g_new0 (Exchange, 1);
  x->game = g_object_ref (game);
  x->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) choice_free);

  window = adw_window_new ();
  gtk_widget_set_name (window, "prisoner-exchange-dialog");
  gtk_window_set_title (GTK_WINDOW (window), _("Prisoner Exchange"));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 560);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (root));
  g_object_set_data_full (G_OBJECT (window), "exchange", x, (GDestroyNotify) exchange_free);

  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Prisoner Exchange"), "X.G.3.b"));
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_name (cancel, "prisoners-cancel");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), window);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  exchange = gtk_button_new_with_mnemonic (_("_Exchange"));
  gtk_widget_set_name (exchange, "prisoners-exchange");
  gtk_widget_add_css_class (exchange, "suggested-action");
  g_signal_connect_swapped (exchange, "clicked", G_CALLBACK (on_exchange_clicked), window);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), exchange);
  gtk_box_append (GTK_BOX (content), header);

  page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (page, TRUE);

  /* The rule, the totals, the switch and the core's refusal, above the boxes. */
  group = adw_preferences_group_new ();
  intro = label_new (_("X.G.3.b: at the start of each January turn the prisoners are exchanged on an equal "
                       "strength point basis, as completely as possible; each unit returns to its home state's "
                       "Force Pool. Choose the SP each Prisoners box releases."), "dim-label");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), intro);
  x->totals = label_new ("", "heading");
  gtk_widget_set_name (x->totals, "prisoners-totals");
  gtk_widget_set_margin_top (x->totals, 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), x->totals);
  x->error = label_new ("", "error");
  gtk_widget_set_name (x->error, "prisoners-error");
  gtk_widget_set_margin_top (x->error, 6);
  gtk_widget_set_visible (x->error, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (x->error), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Why the exchange was refused"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), x->error);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Agreed otherwise"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The players' additional agreements: unequal amounts and neutral captors' "
                                 "prisoners, after the equal exchange"));
  x->agreement = gtk_switch_new ();
  gtk_widget_set_name (x->agreement, "prisoners-agreement");
  gtk_widget_set_valign (x->agreement, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (x->agreement), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The players agreed otherwise"), -1);
  g_signal_connect_swapped (x->agreement, "notify::active", G_CALLBACK (update_totals), x);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), x->agreement);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), x->agreement);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  for (guint i = 0; pools != NULL && i < pools->states->len; i++)
    {
      const BthPoolState *ps = g_ptr_array_index (pools->states, i);
      const BthPoolBox *box = bth_force_pools_find_box (pools, ps->id, BTH_BOX_PRISONERS);

      if (box == NULL || bth_force_pools_sp (pools, ps->id, BTH_BOX_PRISONERS, NULL, NULL) <= 0)
        continue;
      held[side_of (state, ps->id)] += bth_force_pools_sp (pools, ps->id, BTH_BOX_PRISONERS, NULL, NULL);
      add_box (x, page, state, ps, box);
    }
  x->equal = MIN (held[BTH_SIDE_PRO_FRENCH], held[BTH_SIDE_ANTI_FRENCH]);
  if (x->choices->len == 0)
    {
      group = adw_preferences_group_new ();
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 label_new (_("No Prisoners box holds units."), "dim-label"));
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
    }
  update_totals (x);

  gtk_box_append (GTK_BOX (content), page);
  adw_window_set_content (ADW_WINDOW (window), content);
  gtk_window_set_default_widget (GTK_WINDOW (window), exchange);
  {
    /* Escape cancels, as in the app's other dialogs. */
    GtkEventController *keys = gtk_shortcut_controller_new ();
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("Escape"),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (window, keys);
  }
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

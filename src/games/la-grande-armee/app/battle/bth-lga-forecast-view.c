/* bth-lga-forecast-view.c — the Battle page's "Whole Battle" group (bth-lga-forecast-view.h). */
#include "bth-lga-forecast-view.h"
#include "bth-lga-forecast.h"
#include "bth-lga-rows.h"

#include <glib/gi18n.h>

/* How long the typing must rest before the forecast is solved (it takes well under a
 * millisecond; the pause keeps the rows from changing under each key). */
#define SETTLE_MS 300

struct _BthLgaForecastView
{
  AdwPreferencesGroup *group;
  AdwActionRow        *headline;
  AdwExpanderRow      *ends, *assumed;
  GPtrArray           *end_rows, *assumed_rows;   /* the expanders' children */
  guint                pending;                   /* the timeout that solves it */
  char                *key;                       /* the battle last asked for */
  /* the battle as entered, copied: the page's lives only while it refreshes */
  BthLgaRules         *rules;
  BthLgaBattleInput    in;
  BthLgaOptions        options;
  GArray              *units[2], *leaders[2];
  GPtrArray           *strings;                   /* names and terrain ids */
  GPtrArray           *terrain;
};

/* The players' words for each end (bth-lga-forecast.h's order). */
static const char *
end_title (BthLgaEnd end)
{
  switch (end)
    {
    case BTH_LGA_END_ATTACKER_ROUTED: return _("The attacker routs [12.51]");
    case BTH_LGA_END_ATTACKER_WITHDREW: return _("The attacker withdraws [12.52]");
    case BTH_LGA_END_ATTACKER_WITHDREW_ROUTED: return _("The attacker withdraws, fails his Morale Check and routs [12.52]");
    case BTH_LGA_END_ATTACKER_ELIMINATED: return _("The attacker is eliminated");
    case BTH_LGA_END_DEFENDER_ROUTED: return _("The defender routs [12.51]");
    case BTH_LGA_END_DEFENDER_WITHDREW: return _("The defender withdraws [12.52]");
    case BTH_LGA_END_DEFENDER_WITHDREW_ROUTED: return _("The defender withdraws, fails his Morale Check and routs [12.52]");
    case BTH_LGA_END_DEFENDER_ELIMINATED: return _("The defender is eliminated");
    case BTH_LGA_END_BOTH_ELIMINATED: return _("Both sides are eliminated");
    case BTH_LGA_END_EXCHANGE: return _("An Escalating Exchange, left to the bidding [12.54]");
    case BTH_LGA_END_EXCHANGE_ATTACKER_WON: return _("An Escalating Exchange the defender passes [12.54]");
    case BTH_LGA_END_EXCHANGE_DEFENDER_WON: return _("An Escalating Exchange the attacker passes [12.54]");
    case BTH_LGA_END_NO_ADVANCE_POINTS: return _("The attacker gains no Advance Point [12.0]");
    case BTH_LGA_END_STOPPED: return _("The attacker cannot go on: his 4 Advance Points are used, or the odds fall below 1:2 [12.14, 12.57]");
    case BTH_LGA_END_NOT_ALLOWED: return _("The attack is not allowed");
    default: return "";
    }
}

static char *
whole_percent (double p)
{
  /* Translators: a chance in whole percent, e.g. "63 %"; "less than 1 %" below one */
  return p > 0 && p < 0.005 ? g_strdup (_("less than 1 %")) : g_strdup_printf (_("%.0f %%"), p * 100);
}

/* "4.2 %", and never "0.0 %" for a chance that is there */
static char *
fine_percent (double p)
{
  /* Translators: a chance too small to show with one decimal */
  return p > 0 && p < 0.0005 ? g_strdup (_("under 0.1 %")) : bth_lga_percent (p);
}

static void
clear_children (AdwExpanderRow *expander, GPtrArray *rows)
{
  for (guint i = 0; i < rows->len; i++)
    adw_expander_row_remove (expander, rows->pdata[i]);
  g_ptr_array_set_size (rows, 0);
}

static GtkWidget *
add_child (AdwExpanderRow *expander, GPtrArray *rows, const char *title, const char *subtitle, const char *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  if (suffix != NULL)
    {
      GtkWidget *label = gtk_label_new (suffix);
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
    }
  gtk_widget_set_focusable (row, FALSE);
  adw_expander_row_add_row (expander, row);
  g_ptr_array_add (rows, row);
  return row;
}

/* "after 1 round 4.2 % · after 2 rounds 0.1 %" */
static char *
by_rounds (const BthForecast *f, int end, guint first)
{
  GString *text = g_string_new (NULL);

  for (guint r = 0; r <= f->max_rounds; r++)
    {
      double p = f->outcome_by_round[(guint) end * (f->max_rounds + 1) + r];
      g_autofree char *pct = NULL;

      if (p <= 0)
        continue;
      pct = fine_percent (p);
      if (text->len > 0)
        g_string_append (text, " · ");
      if (r == 0)
        /* Translators: the chance of an end before any round is fought */
        g_string_append_printf (text, _("at once %s"), pct);
      else
        /* Translators: the chance an end comes in a given round, e.g. "in round 2: 4.2 %" */
        g_string_append_printf (text, _("in round %u: %s"), first + r - 1, pct);
    }
  return g_string_free (text, FALSE);
}

static void
show (BthLgaForecastView *view, const BthLgaForecast *forecast, const char *refusal)
{
  clear_children (view->ends, view->end_rows);
  clear_children (view->assumed, view->assumed_rows);
  gtk_widget_set_opacity (GTK_WIDGET (view->group), 1.0);
  if (forecast == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (view->headline), _("No forecast for this battle"));
      adw_action_row_set_subtitle (view->headline, refusal);
      gtk_widget_set_visible (GTK_WIDGET (view->ends), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (view->assumed), FALSE);
      return;
    }
  {
    const BthForecast *f = forecast->forecast;
    g_autofree char *att = whole_percent (forecast->attacker_wins), *def = whole_percent (forecast->defender_wins);
    g_autofree char *neither = whole_percent (forecast->neither);
    /* Translators: the whole battle's forecast, e.g. "Attacker wins 63 %, in 2.4 rounds on average" */
    g_autofree char *title = g_strdup_printf (_("Attacker wins %s, in %.1f rounds on average"), att, f->expected_rounds);
    /* Translators: e.g. "Defender wins 3 % · neither 34 %: an Escalating Exchange left to the bidding, or no Advance Point · SP lost on average: attacker 1.6, defender 1.6" */
    g_autofree char *sub = g_strdup_printf (_("Defender wins %s · neither %s: an Escalating Exchange left to the bidding, "
                                              "no Advance Point, or the attacker stops\nSP lost on average: attacker %.1f, defender %.1f"),
                                            def, neither, f->expected_measure[BTH_LGA_MEASURE_ATTACKER_LOSS],
                                            f->expected_measure[BTH_LGA_MEASURE_DEFENDER_LOSS]);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (view->headline), title);
    adw_action_row_set_subtitle (view->headline, sub);
    for (int e = 0; e < BTH_LGA_N_ENDS; e++)
      if (f->outcome[e] > 0)
        {
          g_autofree char *pct = fine_percent (f->outcome[e]), *rounds = by_rounds (f, e, forecast->first_round);
          GtkWidget *row = add_child (view->ends, view->end_rows, end_title (e), rounds, pct);
          g_autofree char *name = g_strdup_printf ("forecast-%s", bth_lga_end_id (e));
          gtk_widget_set_name (row, name);
        }
    for (guint i = 0; i < forecast->assumptions->len; i++)
      add_child (view->assumed, view->assumed_rows, forecast->assumptions->pdata[i], NULL, NULL);
    gtk_widget_set_visible (GTK_WIDGET (view->ends), TRUE);
    gtk_widget_set_visible (GTK_WIDGET (view->assumed), TRUE);
  }
}

static gboolean
solve (gpointer data)
{
  BthLgaForecastView *view = data;
  BthLgaForecastPolicy policy = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BthLgaForecast) forecast = NULL;

  view->pending = 0;
  /* what the forecast does not follow yet, in the players' words */
  if (view->in.river != BTH_LGA_RIVER_NONE)
    show (view, NULL, _("River Crossing battles are not forecast yet [12.9]"));
  else if (view->in.type == BTH_LGA_BATTLE_ASSAULT)
    show (view, NULL, _("Assaults on a fortress are not forecast yet [15.4]"));
  else
    {
      forecast = bth_lga_forecast_battle (view->rules, &view->in, &view->options, &policy, &error);
      show (view, forecast, error != NULL ? error->message : NULL);
    }
  return G_SOURCE_REMOVE;
}

static void
copy_side (BthLgaForecastView *view, int s, BthLgaBattleSide *side)
{
  g_array_set_size (view->units[s], 0);
  g_array_set_size (view->leaders[s], 0);
  g_array_append_vals (view->units[s], side->units, side->n_units);
  for (guint i = 0; i < side->n_leaders; i++)
    {
      BthLgaLeader leader = side->leaders[i];
      leader.name = g_strdup (leader.name != NULL ? leader.name : "");
      g_ptr_array_add (view->strings, (char *) leader.name);
      g_array_append_val (view->leaders[s], leader);
    }
  for (guint i = 0; i < view->units[s]->len; i++)
    {
      BthLgaUnit *u = &g_array_index (view->units[s], BthLgaUnit, i);
      if (u->corps != NULL)
        {
          u->corps = g_strdup (u->corps);
          g_ptr_array_add (view->strings, (char *) u->corps);
        }
    }
  side->units = (BthLgaUnit *) (void *) view->units[s]->data;
  side->leaders = (BthLgaLeader *) (void *) view->leaders[s]->data;
}

/* What the forecast depends on, as text: the same text, the same forecast. */
static char *
battle_key (const BthLgaBattleInput *in, const BthLgaOptions *options)
{
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%d %d %d %d %d %d %d %d|", in->type, in->round, in->flank_attack, in->defender_routed,
                          in->mandatory_limited_zoc, in->river, in->river_corps_announced, in->river_corps_allowed);
  for (guint i = 0; in->terrain != NULL && in->terrain[i] != NULL; i++)
    g_string_append_printf (key, "%s,", in->terrain[i]);
  for (int s = 0; s < 2; s++)
    {
      const BthLgaBattleSide *side = s == 0 ? &in->attacker : &in->defender;
      g_string_append_printf (key, "|%d %d %d:", side->morale, side->unsupplied, side->forced_from_winter_quarters);
      for (guint i = 0; i < side->n_units; i++)
        {
          const BthLgaUnit *u = &side->units[i];
          g_string_append_printf (key, "%d %d %d %d %d %d %s;", u->sp, u->type, u->morale, u->reserve, u->demoralized,
                                  u->brigade, u->corps != NULL ? u->corps : "");
        }
      for (guint i = 0; i < side->n_leaders; i++)
        g_string_append_printf (key, "%s %d %d %d;", side->leaders[i].name, side->leaders[i].rank,
                                side->leaders[i].combat_bonus, side->leaders[i].cavalry);
    }
  g_string_append_len (key, (const char *) options, sizeof *options);
  return g_string_free (key, FALSE);
}

void
bth_lga_forecast_view_update (BthLgaForecastView *view, BthLgaRules *rules, const BthLgaBattleInput *in,
                              const BthLgaOptions *options)
{
  g_autofree char *key = NULL;

  if (in == NULL || rules == NULL)
    {
      g_clear_handle_id (&view->pending, g_source_remove);
      g_clear_pointer (&view->key, g_free);
      gtk_widget_set_visible (GTK_WIDGET (view->group), FALSE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (view->group), TRUE);
  key = battle_key (in, options);
  if (view->key != NULL && g_str_equal (key, view->key))
    return;
  g_free (view->key);
  view->key = g_steal_pointer (&key);
  g_ptr_array_set_size (view->strings, 0);
  g_ptr_array_set_size (view->terrain, 0);
  view->rules = rules;
  view->options = *options;
  view->in = *in;
  copy_side (view, 0, &view->in.attacker);
  copy_side (view, 1, &view->in.defender);
  for (guint i = 0; in->terrain != NULL && in->terrain[i] != NULL; i++)
    {
      char *id = g_strdup (in->terrain[i]);
      g_ptr_array_add (view->strings, id);
      g_ptr_array_add (view->terrain, id);
    }
  g_ptr_array_add (view->terrain, NULL);
  view->in.terrain = (const char * const *) view->terrain->pdata;
  /* out of date until the typing rests: dimmed, never silently wrong */
  gtk_widget_set_opacity (GTK_WIDGET (view->group), 0.5);
  g_clear_handle_id (&view->pending, g_source_remove);
  view->pending = g_timeout_add (SETTLE_MS, solve, view);
}

BthLgaForecastView *
bth_lga_forecast_view_new (GtkBox *box, GtkWidget *after)
{
  BthLgaForecastView *view = g_new0 (BthLgaForecastView, 1);

  view->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_name (GTK_WIDGET (view->group), "whole-battle");
  adw_preferences_group_set_title (view->group, _("Whole Battle"));
  adw_preferences_group_set_description (view->group, _("How the battle is likely to end, round after round, computed exactly "
                                                        "before the first die [12.0–12.7]"));
  view->headline = ADW_ACTION_ROW (adw_action_row_new ());
  gtk_widget_set_name (GTK_WIDGET (view->headline), "forecast-headline");
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (view->headline), FALSE);
  adw_action_row_set_title_lines (view->headline, 0);
  adw_action_row_set_subtitle_lines (view->headline, 0);
  gtk_widget_set_focusable (GTK_WIDGET (view->headline), FALSE);
  adw_preferences_group_add (view->group, GTK_WIDGET (view->headline));
  view->ends = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (view->ends), "forecast-ends");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (view->ends), _("How It Ends"));
  adw_expander_row_set_subtitle (view->ends, _("Each end with its chance, round by round"));
  adw_preferences_group_add (view->group, GTK_WIDGET (view->ends));
  view->assumed = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (view->assumed), "forecast-assumptions");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (view->assumed), _("What It Assumes"));
  adw_expander_row_set_subtitle (view->assumed, _("The players’ choices the forecast makes for them"));
  adw_preferences_group_add (view->group, GTK_WIDGET (view->assumed));
  view->end_rows = g_ptr_array_new ();
  view->assumed_rows = g_ptr_array_new ();
  view->strings = g_ptr_array_new_with_free_func (g_free);
  view->terrain = g_ptr_array_new ();
  for (int s = 0; s < 2; s++)
    {
      view->units[s] = g_array_new (FALSE, TRUE, sizeof (BthLgaUnit));
      view->leaders[s] = g_array_new (FALSE, TRUE, sizeof (BthLgaLeader));
    }
  gtk_widget_set_visible (GTK_WIDGET (view->group), FALSE);
  gtk_box_insert_child_after (box, GTK_WIDGET (view->group), after);
  return view;
}

void
bth_lga_forecast_view_free (BthLgaForecastView *view)
{
  if (view == NULL)
    return;
  g_clear_handle_id (&view->pending, g_source_remove);
  g_free (view->key);
  g_ptr_array_unref (view->end_rows);
  g_ptr_array_unref (view->assumed_rows);
  g_ptr_array_unref (view->strings);
  g_ptr_array_unref (view->terrain);
  for (int s = 0; s < 2; s++)
    {
      g_array_unref (view->units[s]);
      g_array_unref (view->leaders[s]);
    }
  g_free (view);
}

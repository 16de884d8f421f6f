/* bth-alliance-effects.c — the facts the Consequences need (bth-alliance-effects.h). The
 * rules are bth-politics-effects.c's; the answers are recorded by bth-campaign-answers.c and
 * bth-campaign-minor-conquest.c, not here.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "bth-alliance-effects.h"
#include "bth-campaign-situation.h"
#include "bth-campaign-answers.h"
#include "bth-campaign-minor-conquest.h"
#include "bth-politics-effects.h"

#define KEY_PAGE  "bth-effects-page"
#define KEY_GAME  "bth-effects-game"
#define KEY_ID    "bth-effects-id"
#define KEY_ENTRY "bth-effects-entry"

/* The choices of X.J.4.b's row, in order. */
enum { INVADED_NOT_ENTERED, INVADED_NO, INVADED_BY_PRO, INVADED_BY_ANTI };

static void
remember (GObject *object, BthPage *page, BthGame *game, const char *id)
{
  g_object_set_data (object, KEY_PAGE, page);
  g_object_set_data (object, KEY_GAME, game);
  g_object_set_data_full (object, KEY_ID, g_strdup (id), g_free);
}

static void
toast_error (GObject *object, GError *error)
{
  if (error != NULL)
    bth_page_toast (BTH_PAGE (g_object_get_data (object, KEY_PAGE)), error->message);
}

static void
label_row (GtkWidget *row, const char *title)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

static GtkWidget *
action_row (GtkWidget *group, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "property");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* The question's answer and what follows from it, or what to enter: a row of its own under
 * the choice, so that the choice keeps its width in a narrow window. NAME: "NAME-answer". */
static GtkWidget *
answer_row (GtkWidget *group, const char *name, const char *text)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *answer = g_strdup_printf ("%s-answer", name);

  gtk_widget_set_name (row, answer);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), text);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_add_css_class (row, "dim-label");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* A choice (the question as its title), then its answer row. */
static GtkWidget *
combo_row (GtkWidget *group, const char *name, const char *title, const char *subtitle, const char * const *items,
           guint selected)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (items);

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  label_row (row, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  answer_row (group, name, subtitle);
  return row;
}

/* The effects' object for STATE in the array MEMBER of EFFECTS, or NULL. */
static JsonObject *
effect_of (JsonObject *effects, const char *member, const char *state)
{
  JsonArray *a = json_object_has_member (effects, member) ? json_object_get_array_member (effects, member) : NULL;

  for (guint i = 0; a != NULL && i < json_array_get_length (a); i++)
    {
      JsonObject *o = json_array_get_object_element (a, i);
      if (g_strcmp0 (json_object_get_string_member_with_default (o, "state", NULL), state) == 0)
        return o;
    }
  return NULL;
}

static const char *
text_of (JsonObject *o, const char *member)
{
  return o != NULL ? json_object_get_string_member_with_default (o, member, NULL) : NULL;
}

/* TEXT, an "Unknown — enter …" shown on GROUP, counted for bth_alliance_effects_group()'s
 * answer. */
static char *
counted (GtkWidget *group, char *text)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (group), "unknown-facts"));

  g_object_set_data (G_OBJECT (group), "unknown-facts", GUINT_TO_POINTER (n + 1));
  return text;
}

/* ---- X.J.4.b ---- */

static void
on_invaded_selected (AdwComboRow *row, GParamSpec *pspec, gpointer data)
{
  GObject *object = G_OBJECT (row);
  BthGame *game = g_object_get_data (object, KEY_GAME);
  const char *state = g_object_get_data (object, KEY_ID);
  g_autoptr(GError) error = NULL;
  BthFact fact = BTH_FACT_UNKNOWN;
  BthPoliticalSide by = BTH_SIDE_NEUTRAL;

  switch (adw_combo_row_get_selected (row))
    {
    case INVADED_NO:      fact = BTH_FACT_NO; break;
    case INVADED_BY_PRO:  fact = BTH_FACT_YES; by = BTH_SIDE_PRO_FRENCH; break;
    case INVADED_BY_ANTI: fact = BTH_FACT_YES; by = BTH_SIDE_ANTI_FRENCH; break;
    default: break;
    }
  if (!bth_game_campaign_answer_invaded (game, state, fact, by, &error))
    toast_error (object, error);
}

static void
invaded_row (GtkWidget *group, BthPage *page, BthGame *game, BthRuleset *ruleset, const BthCampaignRules *rules,
             BthPoliticsSituation *s, JsonObject *effects, const char *state)
{
  const char *name = bth_ruleset_state_name (ruleset, state);
  JsonObject *o = effect_of (effects, "invasions", state);
  g_autofree char *widget = g_strdup_printf ("alliance-invaded-%s", state);
  /* Translators: the question of X.J.4.b, "Is Spain invaded by a foreign army?" */
  g_autofree char *title = g_strdup_printf (_("Is %s invaded by a foreign army? (X.J.4.b)"), name);
  g_autofree char *subtitle = NULL;
  BthPoliticalSide by = BTH_SIDE_NEUTRAL, worked_by = BTH_SIDE_NEUTRAL;
  BthFact answered = bth_game_campaign_answered_invaded (bth_game_get_state (game), state, &by);
  BthFact worked = bth_politics_invaded (rules, s, state, &worked_by);
  /* Translators: the choices of "Is Spain invaded by a foreign army?": the invading forces' faction */
  const char *items[] = { _("Not entered"), _("No"), _("Yes — pro-French"), _("Yes — anti-French"), NULL };
  guint selected;
  GtkWidget *row;

  if (answered == BTH_FACT_UNKNOWN && worked == BTH_FACT_YES)
    {
      /* The positions answer: shown with why, nothing to enter. */
      /* Translators: "Yes, worked out from the positions: Spain is invaded — a foreign army is at Madrid: …" */
      subtitle = g_strdup_printf (_("Yes, worked out from the positions: %s"), text_of (o, "text"));
      row = action_row (group, widget, title, subtitle);
      label_row (row, title);
      return;
    }
  if (answered == BTH_FACT_UNKNOWN)
    /* Translators: "Unknown — enter whether a foreign army is inside Spain's borders: …" */
    subtitle = counted (group, g_strdup_printf (_("Unknown — enter whether a foreign army is inside %s’s borders: if it is "
                                  "invaded, it immediately joins the faction opposed to the invading force, and the "
                                  "units marked “if invaded” go to its Force Pool."), name));
  else
    subtitle = g_strdup (text_of (o, "text"));
  selected = answered == BTH_FACT_NO ? INVADED_NO
           : answered == BTH_FACT_YES ? (by == BTH_SIDE_PRO_FRENCH ? INVADED_BY_PRO : INVADED_BY_ANTI)
           : INVADED_NOT_ENTERED;
  row = combo_row (group, widget, title, subtitle, items, selected);
  remember (G_OBJECT (row), page, game, state);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_invaded_selected), NULL);
}

/* ---- X.I.2.i ---- */

static void
on_cession_selected (AdwComboRow *row, GParamSpec *pspec, gpointer data)
{
  GObject *object = G_OBJECT (row);
  BthGame *game = g_object_get_data (object, KEY_GAME);
  const char *city = g_object_get_data (object, KEY_ID);
  const char * const *to = g_object_get_data (object, KEY_ENTRY);
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;

  if (!bth_game_campaign_answer_cession (game, city, selected == 0 || selected > 2 ? NULL : to[selected - 1], &error))
    toast_error (object, error);
}

static void
cession_rows (GtkWidget *group, BthPage *page, BthGame *game, BthRuleset *ruleset, const BthCampaignRules *rules,
              JsonObject *effects)
{
  JsonObject *treaty = json_object_has_member (effects, "pressburg")
                       ? json_object_get_object_member (effects, "pressburg") : NULL;

  if (treaty == NULL || !json_object_get_boolean_member_with_default (treaty, "imposed", FALSE))
    return;                     /* the board's "Peace of Pressburg imposed" answers first */
  for (guint i = 0; i < rules->n_cessions; i++)
    {
      const char *city = rules->cessions[i].city;
      char **to = rules->cessions[i].to;
      const char *chosen = bth_game_campaign_answered_cession (bth_game_get_state (game), city);
      g_autofree char *widget = NULL, *title = NULL, *subtitle = NULL;
      const char *items[4];
      guint selected = 0;
      GtkWidget *row;

      if (to == NULL || to[0] == NULL || to[1] == NULL)
        continue;               /* no choice: the treaty names the state */
      widget = g_strdup_printf ("alliance-cession-%s", city);
      /* Translators: "Innsbruck is ceded to (X.I.2.i)"; the choices follow */
      title = g_strdup_printf (_("%s is ceded to (X.I.2.i)"), city);
      if (chosen == NULL)
        /* Translators: "Unknown — enter the French player's option: Innsbruck to either Bavaria or France." */
        subtitle = counted (group, g_strdup_printf (_("Unknown — enter the French player’s option: %s to either %s or %s."), city,
                                    bth_ruleset_state_name (ruleset, to[0]), bth_ruleset_state_name (ruleset, to[1])));
      else
        /* Translators: "The French player's option: Bavaria (Peace of Pressburg)." */
        subtitle = g_strdup_printf (_("The French player’s option: %s (Peace of Pressburg)."),
                                    bth_ruleset_state_name (ruleset, chosen));
      items[0] = _("Not chosen");
      items[1] = bth_ruleset_state_name (ruleset, to[0]);
      items[2] = bth_ruleset_state_name (ruleset, to[1]);
      items[3] = NULL;
      selected = g_strcmp0 (chosen, to[0]) == 0 ? 1 : g_strcmp0 (chosen, to[1]) == 0 ? 2 : 0;
      row = combo_row (group, widget, title, subtitle, items, selected);
      remember (G_OBJECT (row), page, game, city);
      g_object_set_data (G_OBJECT (row), KEY_ENTRY, to);
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_cession_selected), NULL);
    }
}

/* ---- X.I.2.h ---- */

static void
on_anti_inside_selected (AdwComboRow *row, GParamSpec *pspec, gpointer data)
{
  GObject *object = G_OBJECT (row);
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;

  if (!bth_game_campaign_answer_anti_inside (g_object_get_data (object, KEY_GAME), g_object_get_data (object, KEY_ID),
                                             selected == 1 ? BTH_FACT_NO : selected == 2 ? BTH_FACT_YES
                                                                                        : BTH_FACT_UNKNOWN, &error))
    toast_error (object, error);
}

static void
anti_inside_rows (GtkWidget *group, BthPage *page, BthGame *game, BthRuleset *ruleset)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  const char *items[] = { _("Not entered"), _("No"), _("Yes"), NULL };

  for (guint i = 0; i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      const char *name = bth_ruleset_state_name (ruleset, st->id);
      g_autofree char *widget = NULL, *title = NULL, *text = NULL;
      BthFact inside;
      GtkWidget *row;

      if (!st->major || !st->conquered || st->conquered_by != BTH_SIDE_PRO_FRENCH)
        continue;
      inside = bth_game_campaign_answered_anti_inside (state, st->id);
      widget = g_strdup_printf ("alliance-anti-inside-%s", st->id);
      /* Translators: the question of X.I.2.h for a state conquered by France */
      title = g_strdup_printf (_("Are anti-French units inside %s’s borders? (X.I.2.h)"), name);
      if (inside == BTH_FACT_YES)
        text = g_strdup_printf (_("Yes: %s is a pro-French state while they remain; its units are under the French "
                                  "player’s control and may not leave their home country."), name);
      else if (inside == BTH_FACT_NO)
        text = g_strdup_printf (_("No: %s is neutral, or immediately reverts to its neutral status."), name);
      else if (st->status == BTH_SIDE_PRO_FRENCH)
        text = counted (group, g_strdup_printf (_("Unknown — %s stays pro-French until you enter that no anti-French unit remains "
                                  "inside its borders; then it immediately reverts to its neutral status."), name));
      else
        text = counted (group, g_strdup_printf (_("Unknown — enter whether any anti-French unit is inside %s’s borders: if one is, "
                                  "it immediately becomes a pro-French state, its units under the French player’s "
                                  "control but not leaving their home country."), name));
      row = combo_row (group, widget, title, text, items,
                       inside == BTH_FACT_NO ? 1 : inside == BTH_FACT_YES ? 2 : 0);
      remember (G_OBJECT (row), page, game, st->id);
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_anti_inside_selected), NULL);
    }
}

/* ---- X.I.3.b ---- */

static void
roll_die (GObject *object)
{
  BthGame *game = g_object_get_data (object, KEY_GAME);
  const char *minor = g_object_get_data (object, KEY_ID);
  GtkEditable *entry = g_object_get_data (object, KEY_ENTRY);
  g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  g_autoptr(GError) error = NULL;
  int die = 0;

  if (*typed != '\0')
    {
      char *end = NULL;
      long value = strtol (typed, &end, 10);
      if (end == NULL || *end != '\0' || value < 1 || value > 6)
        {
          bth_page_toast (BTH_PAGE (g_object_get_data (object, KEY_PAGE)),
                          _("A die is a number from 1 to 6; leave it empty and Berthier rolls."));
          gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
          return;
        }
      die = (int) value;
    }
  if (!bth_game_campaign_minor_conquest_roll (game, minor, die, NULL, NULL, &error))
    toast_error (object, error);
}

static void
on_roll_clicked (GtkButton *button, gpointer data)
{
  roll_die (G_OBJECT (button));
}

static void
on_die_activated (AdwEntryRow *row, gpointer data)
{
  roll_die (G_OBJECT (row));
}

/* X.I.3.a: the SP in a conquered minor's Force Pool, as the Force Pools book gives them, or
 * unknown naming what to enter (never 0). */
static void
pool_row (GtkWidget *group, const BthStateFacts *f, const char *minor, const char *name)
{
  g_autofree char *widget = g_strdup_printf ("alliance-conquest-pool-%s", minor);
  /* Translators: "Saxony's Force Pool (X.I.3.a)" */
  g_autofree char *title = g_strdup_printf (_("%s’s Force Pool (X.I.3.a)"), name);
  g_autofree char *subtitle = NULL;
  GtkWidget *row;

  if (f != NULL && f->pool_sp >= 0)
    subtitle = f->pool_sp_from != NULL
      ? g_strdup_printf (_("%d SP, from the Force Pools book: replaced by as many SP of the conquering state; the "
                           "removed counters are set aside."), f->pool_sp)
      : g_strdup_printf (_("%d SP: replaced by as many SP of the conquering state; the removed counters are set "
                           "aside."), f->pool_sp);
  else
    subtitle = counted (group, g_strdup_printf (_("Unknown — the Force Pools book does not hold %s’s Force Pool yet: "
                                                  "enter its initial Force Pool from the Campaign Game Card on the "
                                                  "Force Pools page (X.J.1.d)."), name));
  row = action_row (group, widget, title, subtitle);
  label_row (row, title);
}

static void
die_rows (GtkWidget *group, BthPage *page, BthGame *game, BthRuleset *ruleset, const BthCampaignRules *rules,
          BthPoliticsSituation *s, JsonObject *effects)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);

  for (guint i = 0; i < s->minors->len; i++)
    {
      const BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      const BthCampaignStanding *st = bth_campaign_books_standing (books, m->id);
      BthStateFacts *f = bth_politics_facts_lookup (s, m->id);
      const char *name = bth_ruleset_state_name (ruleset, m->id);
      g_autofree char *widget = g_strdup_printf ("alliance-conquest-die-%s", m->id);
      g_autofree char *title = NULL, *subtitle = NULL;
      int die;
      GtkWidget *row, *button;

      if (st == NULL || m->absorbed)
        continue;
      /* Translators: "Saxony conquered: the conquering player's die (X.I.3.b)" */
      title = g_strdup_printf (_("%s conquered: the conquering player’s die (X.I.3.b)"), name);
      if (st->conquered_by == BTH_SIDE_NEUTRAL)
        {
          /* Conquered by the consequences not yet applied: the die follows the conquest. */
          if (f == NULL || !f->conquered_now)
            continue;
          subtitle = counted (group, g_strdup_printf (_("Unknown — apply the conquest of %s below, then roll the die: its units on the "
                                        "map are replaced in place on %d or more, else removed to its Force Pool."),
                                      name, rules->minor_die_on_map_at_least));
          row = action_row (group, widget, title, subtitle);
          label_row (row, title);
          continue;
        }
      die = bth_game_campaign_answered_conquest_die (state, m->id);
      if (die > 0)
        {
          JsonObject *o = effect_of (effects, "minor_conquests", m->id);
          const char *map = text_of (o, "map");
          subtitle = map != NULL ? g_strdup (map) : g_strdup_printf (_("Die %d."), die);
          row = action_row (group, widget, title, subtitle);
          label_row (row, title);
          pool_row (group, f, m->id, name);
          continue;
        }
      /* Due: the question and what the die does, then the die typed, or rolled with the
       * game's dice (logged with every other roll). */
      subtitle = counted (group, g_strdup_printf (_("Unknown — roll the die, or type the one rolled at the table: %s’s units on the "
                                    "map are replaced in place on %d or more, else removed to its Force Pool and "
                                    "exchanged."),
                                  name, rules->minor_die_on_map_at_least));
      row = action_row (group, widget, title, subtitle);
      label_row (row, title);
      {
        g_autofree char *entry_name = g_strdup_printf ("alliance-conquest-die-%s-typed", m->id);
        g_autofree char *entry_label = g_strdup_printf (_("The conquering player’s die for %s, rolled at the table"),
                                                        name);
        row = adw_entry_row_new ();
        gtk_widget_set_name (row, entry_name);
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Die Rolled at the Table"));
        adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (row), GTK_INPUT_PURPOSE_DIGITS);
        gtk_widget_set_tooltip_text (row, _("Type the die rolled at the table, or leave it empty, and press Enter to "
                                            "roll."));
        label_row (row, entry_label);
      }
      remember (G_OBJECT (row), page, game, m->id);
      g_object_set_data (G_OBJECT (row), KEY_ENTRY, row);
      g_signal_connect (row, "entry-activated", G_CALLBACK (on_die_activated), NULL);
      button = gtk_button_new_with_mnemonic (_("_Roll"));
      {
        g_autofree char *button_name = g_strdup_printf ("alliance-conquest-roll-%s", m->id);
        g_autofree char *accessible = g_strdup_printf (_("Roll the conquering player’s die for %s, or use the typed die"),
                                                       name);
        gtk_widget_set_name (button, button_name);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
      }
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      remember (G_OBJECT (button), page, game, m->id);
      g_object_set_data (G_OBJECT (button), KEY_ENTRY, row);
      g_signal_connect (button, "clicked", G_CALLBACK (on_roll_clicked), NULL);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      pool_row (group, f, m->id, name);
    }
}

guint
bth_alliance_effects_group (GtkBox *box, BthPage *page, BthGame *game, const BthPoliticsSituation *board)
{
  BthRuleset *ruleset = bth_game_get_ruleset (game);
  const BthCampaignRules *rules = bth_ruleset_get_campaign (ruleset, NULL);
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *effects;
  GtkWidget *group;

  if (rules == NULL || (s = bth_game_campaign_situation (game, board, NULL)) == NULL)
    return 0;
  /* The effects as the consequences leave them (a conquest not applied yet included). */
  bth_politics_settle (rules, s, NULL, NULL, NULL);
  node = bth_politics_effects_json (rules, s);
  effects = json_node_get_object (node);

  group = adw_preferences_group_new ();
  gtk_widget_set_name (group, "alliance-effects");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Facts the Consequences Need"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What only the players can answer. Until it is entered, what depends on "
                                           "it is unknown. Each answer is recorded in the game: Ctrl+Z takes it "
                                           "back."));
  gtk_box_append (box, group);
  invaded_row (group, page, game, ruleset, rules, s, effects, rules->spain_state);
  invaded_row (group, page, game, ruleset, rules, s, effects, "portugal");
  cession_rows (group, page, game, ruleset, rules, effects);
  anti_inside_rows (group, page, game, ruleset);
  die_rows (group, page, game, ruleset, rules, s, effects);
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (group), "unknown-facts"));
}

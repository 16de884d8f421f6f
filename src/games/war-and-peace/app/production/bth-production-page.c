/* bth-production-page.c — the Production page: one state's Reinforcement/Production Phase of
 * the Grand Campaign (X.J), from the game's books.
 *
 * The players pick the producing state (by default the first state of the segment's
 * status, X.E), roll or type the production die (X.J.2.b) and answer the questions only the
 * board can (Napoleon in Paris, enemy SP on mapboard 4, X.J.2.c; an enemy army SP in a
 * city's hex, X.J.2.a). The page shows the die's modifiers with their reasons and rules,
 * the Production Points of each city (and why a city gives none), and checks the purchases
 * they enter as they type (bth-production-purchases.c), every violation inline with its rule.
 * Record in Game appends the phase as one action (bth_game_record_production): Ctrl+Z
 * takes it back. Nothing here computes a rule: bth_production_resolve() does, on the input
 * bth_game_campaign_production_input() builds from the books.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-production-page.h"
#include "bth-game-watch.h"

#include "bth-campaign-game.h"
#include "bth-card-file.h"
#include "bth-production-extras.h"
#include "bth-production-facts.h"
#include "bth-production-purchases.h"

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionInput, bth_production_input_clear)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthProductionResult, bth_production_result_clear)

struct _BthProductionPage
{
  BthPage          parent_instance;

  GtkBox          *content_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */
  BthCampaignCard *card;
  char            *card_message;

  /* The players' choices, kept across rebuilds until the state changes or is recorded. */
  char            *state_id;
  char            *facts_state;        /* the state the facts below were set for */
  BthProductionFacts *facts;           /* the board's answers, the track (bth-production-facts.c) */
  GPtrArray       *purchases;          /* BthPurchaseEntry */
  BthProductionExtras *extras;         /* loans, Lloyd's, readings (bth-production-extras.c) */
  char            *typed_die;          /* the die typed at the table, not yet logged */
  char            *recorded;           /* what the last Record did, for the table */

  /* At the table, by keyboard (issue 15): after the rebuild an action queued, the widget
   * named FOCUS_NEXT takes the focus and the one named REVEAL_NEXT is scrolled into view. */
  char            *focus_next;
  char            *reveal_next;

  /* Widgets the preview refreshes in place */
  GtkWidget       *die_row;
  GtkWidget       *die_problem;
  GtkBox          *modifiers_box;
  GtkBox          *points_box;
  GtkBox          *summary_box;
  GtkWidget       *record_button;
};

G_DEFINE_FINAL_TYPE (BthProductionPage, bth_production_page, BTH_TYPE_PAGE)

static void rebuild (BthProductionPage *self);
static void refresh (BthProductionPage *self);

static void
queue_rebuild (BthProductionPage *self)
{
  bth_game_watch_queue (&self->watch);
}

static void
load_card (BthProductionPage *self)
{
  bth_card_file_reload (&self->card, &self->card_message);
}

static const char *
state_name (BthProductionPage *self, const char *id)
{
  const BthCardState *cs = self->card != NULL && id != NULL ? bth_campaign_card_find_state (self->card, id) : NULL;

  return cs != NULL && cs->name != NULL ? cs->name : id;
}

/* The widget under ROOT named NAME (gtk_widget_set_name), or NULL. */
static GtkWidget *
find_named (GtkWidget *root, const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What the next rebuild does for the keyboard: the focus to NEXT, REVEAL into view. */
static void
after_rebuild (BthProductionPage *self, const char *focus, const char *reveal)
{
  g_free (self->focus_next);
  self->focus_next = g_strdup (focus);
  g_free (self->reveal_next);
  self->reveal_next = g_strdup (reveal);
}

static void
clear_box (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static GtkWidget *
group_new (GtkBox *box, const char *name, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (box, group);
  return group;
}

static GtkWidget *
row_new (GtkWidget *group, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* A figure read across the table: large, at the end of its row. */
static GtkWidget *
figure_new (GtkWidget *row, const char *name, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, css);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return label;
}

static GtkWidget *
message_label (GtkBox *box, const char *name, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_name (label, name);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (box, label);
  return label;
}

/* ---- the game's side of it ------------------------------------------------------------- */

static BthPoliticalSide
segment_faction (const BthGameState *state, gboolean *known)
{
  BthPoliticalSide side = BTH_SIDE_NEUTRAL;

  *known = state->segment != NULL && bth_political_side_from_string (state->segment, &side);
  return side;
}

static gboolean
in_production_phase (const BthGameState *state)
{
  return g_strcmp0 (state->phase, "production") == 0;
}

/* The die logged for the state this phase (bth_game_campaign_production_die), or 0: the
 * events since the phase began, as the core reads them. */
static int
logged_die (BthProductionPage *self)
{
  GPtrArray *events = bth_game_get_events (self->watch.game);
  g_autofree char *purpose = bth_campaign_production_purpose (self->state_id);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_DICE_ROLLED ? bth_event_dup_payload (e) : NULL;

      if (e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_GAME_CREATED)
        return 0;
      if (e->type == BTH_EVENT_DICE_ROLLED
          && g_strcmp0 (json_object_get_string_member_with_default (p, "purpose", NULL), purpose) == 0)
        return (int) json_object_get_int_member (p, "total");
    }
  return 0;
}

/* Whether the state's Production Phase is recorded already this phase (a production table
 * since the phase began): a second one would produce twice. */
static gboolean
recorded_this_phase (BthProductionPage *self)
{
  GPtrArray *events = bth_game_get_events (self->watch.game);

  for (guint i = events->len; i > 0; i--)
    {
      const BthEvent *e = g_ptr_array_index (events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_TABLE_RESOLVED ? bth_event_dup_payload (e) : NULL;
      JsonObject *inputs;

      if (e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_GAME_CREATED)
        return FALSE;
      if (e->type != BTH_EVENT_TABLE_RESOLVED
          || g_strcmp0 (json_object_get_string_member_with_default (p, "table", NULL), "production") != 0)
        continue;
      inputs = json_object_get_object_member (p, "inputs");
      if (inputs != NULL && g_strcmp0 (json_object_get_string_member_with_default (inputs, "state", NULL),
                                       self->state_id) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The typed die: 1-6, 0 when empty, -1 when the text is not a die. */
static int
typed_die (BthProductionPage *self)
{
  const char *text = self->typed_die != NULL ? g_strstrip (self->typed_die) : "";
  char *end = NULL;
  long value;

  if (*text == '\0')
    return 0;
  value = strtol (text, &end, 10);
  if (end == NULL || *end != '\0' || value < 1 || value > 6)
    return -1;
  return (int) value;
}

/* The input for the chosen state with the players' facts and purchases. DIE: the die to
 * use (0 leaves the one logged this phase). */
static gboolean
make_input (BthProductionPage *self, int die, BthProductionInput *in, GError **error)
{
  if (!bth_game_campaign_production_input (self->watch.game, self->card, self->state_id, in, error))
    return FALSE;
  in->die = die;
  bth_production_facts_to_input (self->facts, in);
  bth_purchase_entries_to_input (self->purchases, in);
  bth_production_extras_to_input (self->extras, in);
  return TRUE;
}

/* The states the page offers: the majors (and Portugal, which produces on its own, X.J.4). */
static GPtrArray *
producing_states (BthProductionPage *self, const BthCampaignBooks *books)
{
  GPtrArray *ids = g_ptr_array_new ();

  for (guint i = 0; i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      if (st->major || g_str_equal (st->id, "portugal"))
        g_ptr_array_add (ids, st->id);
    }
  return ids;
}

/* The state whose turn it is by default: the first of the segment's status (X.E). */
static void
choose_default_state (BthProductionPage *self, const BthGameState *state, GPtrArray *ids)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  gboolean known;
  BthPoliticalSide faction = segment_faction (state, &known);

  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), self->state_id) == 0)
      return;
  g_clear_pointer (&self->state_id, g_free);
  for (guint i = 0; known && i < ids->len; i++)
    if (bth_campaign_books_standing (books, g_ptr_array_index (ids, i))->status == faction)
      {
        self->state_id = g_strdup (g_ptr_array_index (ids, i));
        return;
      }
  if (ids->len > 0)
    self->state_id = g_strdup (g_ptr_array_index (ids, 0));
}

/* The facts start from what the books know each time another state is chosen. */
static void
reset_choices (BthProductionPage *self)
{
  BthProductionInput plain = { 0 };

  g_free (self->facts_state);
  self->facts_state = g_strdup (self->state_id);
  g_ptr_array_set_size (self->purchases, 0);
  bth_production_extras_reset (self->extras);
  g_clear_pointer (&self->typed_die, g_free);
  bth_production_facts_reset (self->facts, bth_game_campaign_production_input (self->watch.game, self->card, self->state_id,
                                                                               &plain, NULL) ? &plain : NULL);
  bth_production_input_clear (&plain);
}

/* ---- actions ------------------------------------------------------------------------- */

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (widget);
  g_autoptr(GError) error = NULL;
  int die = typed_die (self);
  int rolled = 0;

  if (self->watch.game == NULL || self->state_id == NULL)
    return;
  if (die < 0)
    {
      gtk_widget_add_css_class (self->die_row, "error");
      gtk_label_set_text (GTK_LABEL (self->die_problem), _("A die is a number from 1 to 6; leave it empty and Berthier rolls."));
      gtk_widget_set_visible (self->die_problem, TRUE);
      return;
    }
  /* The die logged, the Production Points it gives are the result; buying comes next. */
  after_rebuild (self, "production-add-purchase", "production-points");
  if (!bth_game_campaign_production_die (self->watch.game, self->state_id, die, &rolled, &error))
    {
      after_rebuild (self, NULL, NULL);
      gtk_label_set_text (GTK_LABEL (self->die_problem), error->message);
      gtk_widget_set_visible (self->die_problem, TRUE);
      return;
    }
  g_clear_pointer (&self->typed_die, g_free);
  /* The game's "changed" rebuilds the page with the die. */
}

static void
record_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (widget);
  g_auto(BthProductionInput) in = { 0 };
  g_auto(BthProductionResult) result = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *spent = NULL;
  g_autofree char *forfeited = NULL;
  int die = logged_die (self) != 0 ? 0 : typed_die (self);

  if (self->watch.game == NULL || self->state_id == NULL)
    return;
  after_rebuild (self, NULL, "production-recorded");
  if (die < 0 || !make_input (self, die, &in, &error)
      || !bth_game_record_production (self->watch.game, self->card, &in, &result, &error))
    {
      after_rebuild (self, NULL, NULL);
      if (error == NULL)
        g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                             _("A die is a number from 1 to 6; leave it empty and Berthier rolls."));
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  spent = bth_production_format_halves (result.spent);
  forfeited = bth_production_format_halves (result.forfeited);
  g_free (self->recorded);
  /* Translators: STATE's production recorded: PP spent, PP forfeited, units placed */
  self->recorded = g_strdup_printf (ngettext ("%s: %s spent, %s forfeited; %u purchase placed on the map. "
                                              "Ctrl+Z takes the phase back.",
                                              "%s: %s spent, %s forfeited; %u purchases placed on the map. "
                                              "Ctrl+Z takes the phase back.", result.placements->len),
                                    state_name (self, self->state_id), spent, forfeited, result.placements->len);
  g_ptr_array_set_size (self->purchases, 0);
  bth_production_extras_reset (self->extras);
  g_clear_pointer (&self->typed_die, g_free);
}

/* ---- the preview ----------------------------------------------------------------------- */

static void
on_fact_changed (gpointer data)
{
  refresh (BTH_PRODUCTION_PAGE (data));
}

static void
show_modifiers (BthProductionPage *self, const BthProductionResult *r, int die, gboolean logged)
{
  GtkWidget *group, *row;

  clear_box (self->modifiers_box);
  group = group_new (self->modifiers_box, "production-modifiers", _("DRMs"), _("X.J.2.c"));
  if (r == NULL || r->peninsular)
    {
      row_new (group, "production-no-die",
               r != NULL ? _("No die: the Scenario VIII replacement rules apply (X.J.4.b)") : _("Not available"), NULL);
      return;
    }
  for (guint i = 0; i < r->modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (r->modifiers, BthModifier, i);
      g_autofree char *name = g_strdup_printf ("production-modifier-%u", i);
      g_autofree char *value = g_strdup_printf ("%+d", m->value);
      row = row_new (group, name, m->reason, m->rule);
      figure_new (row, NULL, value, "title-3");
    }
  if (r->modifiers->len == 0)
    row_new (group, "production-modifier-none", _("No modifier applies"), NULL);
  if (die > 0)
    {
      g_autofree char *value = g_strdup_printf ("%d", r->modified_die);
      g_autofree char *subtitle = g_strdup_printf (logged ? _("Die %d, logged") : _("Die %d typed — not logged until recorded"),
                                                   die);
      row = row_new (group, "production-modified-die", _("Modified Die"), subtitle);
      figure_new (row, "production-modified-value", value, "title-2");
    }
}

static void
show_points (BthProductionPage *self, const BthProductionResult *r, gboolean have_die)
{
  GtkWidget *group, *row;
  g_autofree char *total = NULL;

  clear_box (self->points_box);
  group = group_new (self->points_box, "production-points", _("Production Points"), _("X.J.2.b, X.J.3"));
  if (r == NULL)
    return;
  if (!bth_production_result_known (r))
    {
      /* Never a number built on a card value not entered yet: say what to enter. */
      g_autoptr(GString) what = g_string_new (NULL);
      g_autofree char *text = NULL;
      for (guint i = 0; i < r->unknowns->len; i++)
        g_string_append_printf (what, "%s%s", i ? "; " : "", (const char *) g_ptr_array_index (r->unknowns, i));
      row = row_new (group, "production-total-row", _("Available"), NULL);
      figure_new (row, "production-total", _("Unknown"), "title-1");
      /* Translators: %s lists what to enter, e.g. "Paris's production symbol (X.J.2.e)" */
      text = g_strdup_printf (_("Enter on the Campaign Game Card: %s"), what->str);
      message_label (self->points_box, "production-unknown", text, "warning");
    }
  else if (have_die || r->peninsular)
    {
      g_autofree char *per_city = g_strdup_printf (ngettext ("%d PP for each city not held by the enemy",
                                                             "%d PP for each city not held by the enemy",
                                                             r->pp_per_city), r->pp_per_city);
      total = bth_production_format_halves (r->total);
      row = row_new (group, "production-total-row", _("Available"), r->peninsular ? NULL : per_city);
      figure_new (row, "production-total", total, "title-1");
    }
  else
    row_new (group, "production-total-row", _("Roll the die to see the Production Points"), NULL);
  for (guint i = 0; i < r->cities->len; i++)
    {
      const BthProductionCityPP *c = &g_array_index (r->cities, BthProductionCityPP, i);
      g_autofree char *name = g_strdup_printf ("production-city-%u", i);
      g_autofree char *value = c->unknown ? g_strdup (_("Unknown"))
                               : have_die || r->peninsular ? bth_production_format_halves (c->halves) : g_strdup ("—");
      g_autofree char *subtitle = NULL;

      if (c->unknown)
        /* Translators: a city's name; its PP wait for its symbol on the card */
        subtitle = g_strdup_printf (_("Unknown — enter %s’s symbol on the Campaign Game Card (X.J.2.e)"), c->name);
      else if (c->reason != NULL)
        subtitle = g_strdup_printf ("%s (%s)", c->reason, c->rule ? c->rule : "X.J.2.b");
      else if (g_str_has_prefix (c->fund, "minor:"))
        /* Translators: the PP of a minor state's city go to that state's purchases only */
        subtitle = g_strdup_printf (_("For %s’s purchases only (%s)"), c->fund + 6, c->rule ? c->rule : "X.J.3.b");
      else
        subtitle = g_strdup_printf ("%s (%s)", g_str_equal (c->fund, "landwehr") ? _("Landwehr only")
                                               : g_str_equal (c->fund, "naval") ? _("Naval units only")
                                               : _("Any unit"), c->rule ? c->rule : "X.J.2.b");
      row = row_new (group, name, c->name, subtitle);
      figure_new (row, NULL, value, c->halves > 0 ? "title-2" : "dim-label");
    }
}

/* Spent, forfeited, what is placed, the violations no single purchase owns, the notes. */
static void
show_summary (BthProductionPage *self, const BthProductionResult *r, const char *problem, gboolean have_die)
{
  GtkWidget *group, *row;
  gboolean legal = r != NULL && bth_production_result_legal (r);

  clear_box (self->summary_box);
  group = group_new (self->summary_box, "production-summary", _("This Phase"), NULL);
  if (recorded_this_phase (self))
    {
      g_autofree char *done = g_strdup_printf (_("%s’s production is recorded this phase"),
                                               state_name (self, self->state_id));
      row_new (group, "production-done", done, _("Ctrl+Z takes it back"));
      if (self->recorded != NULL)
        message_label (self->summary_box, "production-recorded", self->recorded, "success");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "production.record", FALSE);
      return;
    }
  if (problem != NULL)
    message_label (self->summary_box, "production-problem", problem, "error");
  if (r != NULL && have_die && bth_production_result_known (r))
    {
      g_autofree char *spent = bth_production_format_halves (r->spent);
      g_autofree char *forfeited = bth_production_format_halves (r->forfeited);
      row = row_new (group, "production-spent-row", _("Spent"), NULL);
      figure_new (row, "production-spent", spent, "title-2");
      row = row_new (group, "production-forfeited-row", _("Forfeited"), _("PP not spent are lost (X.J.2.h)"));
      figure_new (row, "production-forfeited", forfeited, "title-3");
      if (g_strcmp0 (self->state_id, "england") == 0)
        {
          g_autofree char *kept = g_strdup_printf (_("%d PP"), r->england_accumulated_after);
          row = row_new (group, "production-england-kept-row", _("England Keeps"), _("X.J.5.b"));
          figure_new (row, "production-england-kept", kept, "title-3");
        }
    }
  for (guint i = 0; r != NULL && i < r->violations->len; i++)
    {
      const BthProductionViolation *v = &g_array_index (r->violations, BthProductionViolation, i);
      g_autofree char *name = g_strdup_printf ("production-violation-%u", i);
      if (v->purchase >= 0 || bth_production_extras_owns (v))
        continue;
      row = row_new (group, name, v->message, v->rule);
      gtk_widget_add_css_class (row, "error");
    }
  for (guint i = 0; r != NULL && i < r->notes->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("production-note-%u", i);
      row_new (group, name, g_ptr_array_index (r->notes, i), NULL);
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "production.record", legal && have_die && problem == NULL);
}

/* Computes the phase again from the books and the players' entries (a free preview: the
 * die is the one logged or typed, no dice are rolled) and shows it. */
static void
refresh (BthProductionPage *self)
{
  g_auto(BthProductionInput) in = { 0 };
  g_auto(BthProductionResult) r = { 0 };
  g_autoptr(GError) error = NULL;
  int logged = logged_die (self);
  int typed = typed_die (self);
  int die = logged != 0 ? logged : MAX (typed, 0);
  gboolean ok;

  if (self->modifiers_box == NULL)
    return;
  /* The modifiers and the cities' reasons do not depend on the die: show them before it. */
  ok = make_input (self, die != 0 ? die : 1, &in, &error)
       && bth_production_resolve (bth_game_get_ruleset (self->watch.game), &in, NULL, &r, &error);
  show_modifiers (self, ok ? &r : NULL, die, logged != 0);
  show_points (self, ok ? &r : NULL, die != 0);
  for (guint i = 0; i < self->purchases->len; i++)
    {
      BthPurchaseEntry *e = g_ptr_array_index (self->purchases, i);
      g_autoptr(GString) text = g_string_new (NULL);
      for (guint k = 0; ok && k < r.violations->len; k++)
        {
          const BthProductionViolation *v = &g_array_index (r.violations, BthProductionViolation, k);
          if (v->purchase == (int) i)
            g_string_append_printf (text, "%s%s (%s)", text->len > 0 ? "\n" : "", v->message, v->rule);
        }
      bth_purchase_row_show (e, ok && i < r.costs->len && die != 0 ? g_array_index (r.costs, int, i) : -1,
                             text->len > 0 ? text->str : NULL);
    }
  bth_production_extras_show (self->extras, ok ? &r : NULL);
  if (typed < 0 && logged == 0)
    {
      gtk_widget_add_css_class (self->die_row, "error");
      gtk_label_set_text (GTK_LABEL (self->die_problem), _("A die is a number from 1 to 6; leave it empty and Berthier rolls."));
      gtk_widget_set_visible (self->die_problem, TRUE);
    }
  else if (self->die_row != NULL)
    {
      gtk_widget_remove_css_class (self->die_row, "error");
      gtk_widget_set_visible (self->die_problem, FALSE);
    }
  show_summary (self, ok ? &r : NULL, ok ? NULL : error->message, die != 0 || (ok && r.peninsular));
}

/* ---- the entries ----------------------------------------------------------------------- */

static void
on_state_selected (AdwComboRow *row, GParamSpec *pspec, BthProductionPage *self)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "ids");
  guint index = adw_combo_row_get_selected (row);

  if (index >= ids->len || g_strcmp0 (self->state_id, g_ptr_array_index (ids, index)) == 0)
    return;
  g_free (self->state_id);
  self->state_id = g_strdup (g_ptr_array_index (ids, index));
  g_clear_pointer (&self->recorded, g_free);
  queue_rebuild (self);
}

static void
on_die_changed (GtkEditable *editable, BthProductionPage *self)
{
  g_free (self->typed_die);
  self->typed_die = g_strdup (gtk_editable_get_text (editable));
  refresh (self);
}

static void
on_purchase_changed (gpointer data)
{
  refresh (BTH_PRODUCTION_PAGE (data));
}

static void
on_purchase_remove (gpointer data, gpointer entry)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (data);

  g_ptr_array_remove (self->purchases, entry);
  queue_rebuild (self);
}

static void
on_add_purchase (BthProductionPage *self)
{
  g_auto(BthProductionInput) in = { 0 };

  if (!bth_game_campaign_production_input (self->watch.game, self->card, self->state_id, &in, NULL))
    return;
  g_ptr_array_add (self->purchases, bth_purchase_entry_new (&in));
  g_clear_pointer (&self->recorded, g_free);
  {
    /* The new purchase's Strength Points take the focus: the kind and city start on the
     * state's infantry and first city, the usual buy. */
    g_autofree char *sp = g_strdup_printf ("purchase-%u-sp", self->purchases->len - 1);
    g_autofree char *row = g_strdup_printf ("purchase-%u", self->purchases->len - 1);
    after_rebuild (self, sp, row);
  }
  queue_rebuild (self);
}

static void
purchases_group (BthProductionPage *self, const BthProductionInput *in)
{
  GtkWidget *group = group_new (self->content_box, "production-purchases", _("Purchases"),
                                _("Each is checked against the rules as you change it (X.J.2–X.J.6)."));
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Add Purchase"));

  for (guint i = 0; i < self->purchases->len; i++)
    {
      BthPurchaseEntry *entry = g_ptr_array_index (self->purchases, i);

      /* X.K.6-7 are optional: their repairs are offered while the Options say so. */
      entry->offer_prize_repair = self->extras->prizes;
      entry->offer_damage_repair = self->extras->battle_damage;
      if ((entry->type == BTH_PURCHASE_PRIZE_REPAIR && !entry->offer_prize_repair) ||
          (entry->type == BTH_PURCHASE_DAMAGE_REPAIR && !entry->offer_damage_repair))
        entry->type = BTH_PURCHASE_UNIT;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bth_purchase_row_new (entry, i, in, G_CALLBACK (on_purchase_changed),
                                                       G_CALLBACK (on_purchase_remove), self));
    }
  gtk_widget_set_name (button, "production-add-purchase");
  gtk_widget_add_css_class (button, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Add a purchase"), -1);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_add_purchase), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), button);
}

static void
on_extras_changed (gpointer data)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (data);

  g_clear_pointer (&self->recorded, g_free);
  refresh (self);
}

static void
on_extras_rebuild (gpointer data)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (data);

  g_clear_pointer (&self->recorded, g_free);
  queue_rebuild (self);
}

/* England's loans go to the other major states (X.J.5.a); the groups keep the lists. */
static void
extras_groups (BthProductionPage *self, const BthProductionInput *in, const BthCampaignBooks *books)
{
  g_autoptr(GStrvBuilder) targets = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  GStrv t, l;

  for (guint i = 0; i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      if (!st->major || g_str_equal (st->id, "england"))
        continue;
      g_strv_builder_add (targets, st->id);
      g_strv_builder_add (labels, state_name (self, st->id));
    }
  t = g_strv_builder_end (targets);
  l = g_strv_builder_end (labels);
  g_object_set_data_full (G_OBJECT (self->content_box), "loan-targets", t, (GDestroyNotify) g_strfreev);
  g_object_set_data_full (G_OBJECT (self->content_box), "loan-labels", l, (GDestroyNotify) g_strfreev);
  bth_production_extras_add_groups (self->extras, self->content_box, in, (const char *const *) t,
                                    (const char *const *) l, G_CALLBACK (on_extras_changed),
                                    G_CALLBACK (on_extras_rebuild), self);
}

/* ---- the page ------------------------------------------------------------------------- */

static void
show_status (BthProductionPage *self, const char *name, const char *title, const char *description)
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
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  gtk_box_append (self->content_box, box);
}

static GtkBox *
slot (BthProductionPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_box_append (self->content_box, box);
  return GTK_BOX (box);
}

static void
die_group (BthProductionPage *self, int logged)
{
  GtkWidget *group = group_new (self->content_box, "production-die-group", _("Production Die"),
                                _("Type the die rolled at the table, or leave it empty, and press Enter to roll (X.J.2.b)."));
  GtkWidget *button;

  self->die_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->die_row), _("Die Rolled at the Table"));
  gtk_widget_set_name (self->die_row, "production-die");
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (self->die_row), GTK_INPUT_PURPOSE_DIGITS);
  if (self->typed_die != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->die_row), self->typed_die);
  g_signal_connect (self->die_row, "changed", G_CALLBACK (on_die_changed), self);
  bth_page_activate_on_enter (BTH_PAGE (self), self->die_row, "production.roll");
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_name (button, "production-roll");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "production.roll");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Roll the production die, or log the typed one"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->die_row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->die_row);
  if (logged != 0)
    {
      g_autofree char *value = g_strdup_printf ("%d", logged);
      GtkWidget *row = row_new (group, "production-die-logged", _("Die Logged This Phase"), _("In the Dice Log"));
      figure_new (row, "production-die-value", value, "title-1");
      gtk_widget_set_sensitive (self->die_row, FALSE);
    }
  self->die_problem = gtk_label_new (NULL);
  gtk_widget_set_name (self->die_problem, "production-die-problem");
  gtk_label_set_wrap (GTK_LABEL (self->die_problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->die_problem), 0);
  gtk_widget_add_css_class (self->die_problem, "error");
  gtk_widget_set_visible (self->die_problem, FALSE);
  gtk_widget_set_margin_top (self->die_problem, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->die_problem);
}

static void
apply_after_rebuild (BthProductionPage *self)
{
  g_autofree char *focus = g_steal_pointer (&self->focus_next);
  g_autofree char *reveal = g_steal_pointer (&self->reveal_next);
  GtkWidget *widget;

  if (reveal != NULL && (widget = find_named (GTK_WIDGET (self->content_box), reveal)) != NULL)
    bth_page_reveal (BTH_PAGE (self), widget);
  if (focus != NULL && (widget = find_named (GTK_WIDGET (self->content_box), focus)) != NULL)
    gtk_widget_grab_focus (widget);
}

static void
rebuild (BthProductionPage *self)
{
  const BthGameState *state;
  const BthCampaignBooks *books;
  g_auto(BthProductionInput) in = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) ids = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *where = NULL;
  BthTurnPosition here;
  GtkWidget *group, *combo, *button;
  guint chosen = 0;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  self->die_row = self->die_problem = self->record_button = NULL;
  self->modifiers_box = self->points_box = self->summary_box = NULL;
  clear_box (self->content_box);
  if (self->watch.game == NULL)
    {
      show_status (self, "production-no-game", _("No Game"),
                   _("Start the Grand Campaign on the Game page to run its Production Phases here."));
      return;
    }
  state = bth_game_get_state (self->watch.game);
  books = bth_game_state_get_campaign (state);
  if (books == NULL || self->card == NULL)
    {
      show_status (self, "production-no-books", _("No Production in This Game"),
                   self->card == NULL && books != NULL ? self->card_message
                   : _("Only the Grand Campaign (scenario X) has Production Phases (X.J)."));
      return;
    }
  ids = producing_states (self, books);
  choose_default_state (self, state, ids);
  if (g_strcmp0 (self->facts_state, self->state_id) != 0)
    reset_choices (self);
  if (!bth_game_campaign_production_input (self->watch.game, self->card, self->state_id, &in, &error))
    {
      show_status (self, "production-no-input", _("Production Cannot Be Computed"), error->message);
      return;
    }

  /* Where the game stands, and whose phase it is. */
  bth_game_get_position (self->watch.game, &here);
  where = bth_turn_track_describe (bth_game_get_turn_track (self->watch.game), &here);
  group = group_new (self->content_box, "production-phase", _("Production Phase"), where);
  if (!in_production_phase (state))
    {
      GtkWidget *row = row_new (group, "production-not-now", _("Not a Production Phase"),
                                _("A state produces in its segment’s Production Phase (X.E); "
                                  "the figures below are a preview."));
      gtk_widget_add_css_class (row, "warning");
    }
  for (guint i = 0; i < ids->len; i++)
    {
      const BthCampaignStanding *st = bth_campaign_books_standing (books, g_ptr_array_index (ids, i));
      g_autofree char *label = g_strdup_printf ("%s (%s)", state_name (self, st->id), bth_political_side_label (st->status));
      gtk_string_list_append (names, label);
      if (g_strcmp0 (st->id, self->state_id) == 0)
        chosen = i;
    }
  combo = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), _("Producing State"));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), chosen);
  gtk_widget_set_name (combo, "production-state");
  g_object_set_data_full (G_OBJECT (combo), "ids", g_ptr_array_ref (ids), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_state_selected), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), combo);

  die_group (self, logged_die (self));
  self->facts->changed = G_CALLBACK (on_fact_changed);
  self->facts->data = self;
  bth_production_facts_group (self->facts, self->content_box, bth_game_get_ruleset (self->watch.game), &in);
  self->modifiers_box = slot (self);
  self->points_box = slot (self);
  bth_production_track_group (self->facts, self->content_box, &in, state->month);
  /* The optional rules and readings are the game's (its log), read before the purchases. */
  bth_production_extras_follow_game (self->extras, self->watch.game);
  purchases_group (self, &in);
  extras_groups (self, &in, books);
  self->summary_box = slot (self);

  button = gtk_button_new_with_mnemonic (_("Record in _Game"));
  gtk_widget_set_name (button, "production-record");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "production.record");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Record this Production Phase in the game"), -1);
  self->record_button = button;
  gtk_box_append (self->content_box, button);
  refresh (self);
  apply_after_rebuild (self);
}

/* Another game is open: the state, the board facts and the record were the last game's. */
static void
game_replaced (BthPage *page)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (page);

  g_clear_pointer (&self->state_id, g_free);
  g_clear_pointer (&self->facts_state, g_free);
  g_clear_pointer (&self->recorded, g_free);
  load_card (self);
  rebuild (self);
}

static void
rebuild_page (BthPage *page)
{
  rebuild (BTH_PRODUCTION_PAGE (page));
}

static void
bth_production_page_session_set (BthPage *page, BthSession *session)
{
  bth_game_watch_follow (&BTH_PRODUCTION_PAGE (page)->watch, session);
}

/* The card may have been edited on the Force Pools page since the page was built. */
static void
bth_production_page_map (GtkWidget *widget)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (widget);

  GTK_WIDGET_CLASS (bth_production_page_parent_class)->map (widget);
  load_card (self);
  queue_rebuild (self);
}

static void
bth_production_page_dispose (GObject *object)
{
  BthProductionPage *self = BTH_PRODUCTION_PAGE (object);

  bth_game_watch_clear (&self->watch);
  g_clear_pointer (&self->card, bth_campaign_card_free);
  g_clear_pointer (&self->card_message, g_free);
  g_clear_pointer (&self->state_id, g_free);
  g_clear_pointer (&self->facts_state, g_free);
  g_clear_pointer (&self->facts, bth_production_facts_free);
  g_clear_pointer (&self->purchases, g_ptr_array_unref);
  g_clear_pointer (&self->extras, bth_production_extras_free);
  g_clear_pointer (&self->typed_die, g_free);
  g_clear_pointer (&self->recorded, g_free);
  g_clear_pointer (&self->focus_next, g_free);
  g_clear_pointer (&self->reveal_next, g_free);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_PRODUCTION_PAGE);

  G_OBJECT_CLASS (bth_production_page_parent_class)->dispose (object);
}

static void
bth_production_page_class_init (BthProductionPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_production_page_dispose;
  widget_class->map = bth_production_page_map;
  BTH_PAGE_CLASS (klass)->session_set = bth_production_page_session_set;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-production-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthProductionPage, content_box);
  gtk_widget_class_install_action (widget_class, "production.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "production.record", NULL, record_action);
}

static void
bth_production_page_init (BthProductionPage *self)
{
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->facts = bth_production_facts_new ();
  self->purchases = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_purchase_entry_free);
  self->extras = bth_production_extras_new ();
}

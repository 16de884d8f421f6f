/* bth-alliance-page.c — the Alliances page: the Grand Campaign's Alliance Display and its
 * Alliance Phase (X.G), from the game's books.
 *
 * The display: each major state's status, each minor state's status as its production
 * cities give it (X.G.1.f), the Minor State Groups (BB 3278), City Points (X.G.1.h-i) and the
 * anti-French Victory Points (X.G.1.j). The phase: what it offers (announcements, votes,
 * X.G.1.c), the French roll in the pro-French segment (X.G.1.d) and the English roll in the
 * anti-French one (X.G.1.e) — the targets the rules allow, and why the others are not,
 * every modifier with its reason and rule, the cap, the die rolled or typed (Enter rolls)
 * and its result — and city control (who holds a production city), with the minor states'
 * status and the conquests that follow as notes for the players. Each roll and each
 * change of control is one action of the game's log: Ctrl+Z takes it back. The rules are
 * computed by bth-campaign-politics.c and applied by bth-campaign-game.h, not here.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-alliance-page.h"
#include "bth-campaign-situation.h"
#include "bth-game-watch.h"

#include "bth-alliance-board.h"
#include "bth-alliance-effects.h"
#include "bth-alliance-settle.h"
#include "bth-campaign-game.h"
#include "bth-card-file.h"

struct _BthAlliancePage
{
  BthPage          parent_instance;

  GtkBox          *content_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */

  BthPoliticalSide roller;          /* whose roll the page shows (the segment's by default) */
  gboolean         roller_chosen;
  char            *target;
  char            *typed_die;
  char            *city;            /* city control: the city, its new controller and state */
  BthPoliticalSide controller;
  char            *controller_state;
  char            *outcome;         /* what the last roll or control change did … */
  gboolean         outcome_control; /* … (a control change: shown with the city control) … */
  guint            outcome_events;  /* … while the log is as long as it left it */
  BthAllianceBoard *board;          /* the board's facts the players answer (bth-alliance-board.c) */
  GPtrArray        *settled;        /* the steps the last Apply recorded (bth-alliance-settle.h) … */
  guint             settled_events; /* … while the log is as long as it left it */
  guint             board_idle;     /* another game: its file's kept answers to read */

  GtkWidget       *die_row;
  GtkWidget       *die_problem;
};

G_DEFINE_FINAL_TYPE (BthAlliancePage, bth_alliance_page, BTH_TYPE_PAGE)

static void rebuild (BthAlliancePage *self);

static void
queue_rebuild (BthAlliancePage *self)
{
  bth_game_watch_queue (&self->watch);
}

static const BthCampaignRules *
campaign_rules (BthAlliancePage *self)
{
  return bth_ruleset_get_campaign (bth_game_get_ruleset (self->watch.game), NULL);
}

static const char *
major_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *m = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *n = m == NULL ? bth_campaign_rules_find_minor (rules, id) : NULL;

  return m != NULL ? m->name : n != NULL ? n->name : id;
}

static GtkWidget *
group_new (BthAlliancePage *self, const char *name, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  gtk_widget_set_name (group, name);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->content_box, group);
  return group;
}

static GtkWidget *
row_new (GtkWidget *parent, const char *name, const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  if (name != NULL)
    gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_add_css_class (row, "property");
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else if (GTK_IS_FLOW_BOX (parent))
    {
      /* A card of its own in a grid of cards (the compact display). */
      GtkWidget *list = gtk_list_box_new ();

      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      gtk_flow_box_append (GTK_FLOW_BOX (parent), list);
      /* The row takes the focus, not the grid's cell around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (list), FALSE);
    }
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
  return row;
}

static GtkWidget *
figure_new (GtkWidget *row, const char *name, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  if (name != NULL)
    gtk_widget_set_name (label, name);
  gtk_widget_add_css_class (label, css);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return label;
}

static GtkWidget *
combo_new (GtkWidget *group, const char *name, const char *title, GtkStringList *list, guint selected)
{
  GtkWidget *combo = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (combo), selected);
  gtk_widget_set_name (combo, name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), combo);
  return combo;
}

static const char *
side_label (BthPoliticalSide side)
{
  switch (side)
    {
    case BTH_SIDE_PRO_FRENCH:  return _("Pro-French");
    case BTH_SIDE_ANTI_FRENCH: return _("Anti-French");
    default:                   return _("Neutral");
    }
}

static void
set_outcome (BthAlliancePage *self, char *text)
{
  g_free (self->outcome);
  self->outcome = text;
  self->outcome_events = self->watch.game != NULL ? bth_game_get_events (self->watch.game)->len : 0;
}

/* ---- actions ------------------------------------------------------------------------- */

static int
typed_die (BthAlliancePage *self)
{
  const char *text = self->typed_die != NULL ? g_strstrip (self->typed_die) : "";
  char *end = NULL;
  long value;

  if (*text == '\0')
    return 0;
  value = strtol (text, &end, 10);
  return *end != '\0' || value < 1 || value > 6 ? -1 : (int) value;
}

static void
show_die_problem (BthAlliancePage *self, const char *text)
{
  if (self->die_problem == NULL)
    return;
  gtk_label_set_text (GTK_LABEL (self->die_problem), text ? text : "");
  gtk_widget_set_visible (self->die_problem, text != NULL);
  if (text != NULL)
    gtk_widget_add_css_class (self->die_row, "error");
  else
    gtk_widget_remove_css_class (self->die_row, "error");
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthAlliancePage *self = BTH_ALLIANCE_PAGE (widget);
  const BthCampaignRules *rules;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  BthPoliticsRoll roll = { 0 };
  g_autoptr(BthPoliticsSituation) board = NULL;
  int die = typed_die (self);

  if (self->watch.game == NULL || self->target == NULL)
    return;
  if (die < 0)
    {
      show_die_problem (self, _("A die is a number from 1 to 6; leave it empty and Berthier rolls."));
      return;
    }
  board = bth_alliance_board_situation (self->board, bth_game_get_state (self->watch.game));
  if (!bth_game_campaign_alliance_roll (self->watch.game, self->roller, self->target, die, board, &roll, &error))
    {
      show_die_problem (self, error->message);
      return;
    }
  rules = campaign_rules (self);
  if (roll.changes)
    /* Translators: "Die 6, modified 7: Prussia becomes Anti-French (was Neutral)." */
    g_string_append_printf (text, _("Die %d, modified %d: %s becomes %s (was %s)."), roll.die, roll.modified,
                            major_name (rules, self->target), side_label (roll.to), side_label (roll.from));
  else
    g_string_append_printf (text, _("Die %d, modified %d: %s stays %s."), roll.die, roll.modified,
                            major_name (rules, self->target), side_label (roll.from));
  for (guint i = 0; i < roll.consequences->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (roll.consequences, i);
      g_string_append_printf (text, "\n• %s (%s)", item->text, item->rule ? item->rule : "X.G.1");
    }
  g_string_append (text, _("\nCtrl+Z takes the roll back."));
  bth_politics_roll_clear (&roll);
  g_clear_pointer (&self->typed_die, g_free);
  set_outcome (self, g_string_free (g_steal_pointer (&text), FALSE));
  self->outcome_control = FALSE;
  queue_rebuild (self);
}

static void
control_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthAlliancePage *self = BTH_ALLIANCE_PAGE (widget);
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);

  g_autoptr(GHashTable) before = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(BthPoliticsSituation) board = NULL;
  const BthCampaignBooks *books;

  if (self->watch.game == NULL || self->city == NULL)
    return;
  /* The statuses before, to say which ones the control changed (X.G.1.f). */
  books = bth_game_state_get_campaign (bth_game_get_state (self->watch.game));
  for (guint i = 0; books != NULL && i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      g_hash_table_insert (before, g_strdup (st->id), GINT_TO_POINTER (st->status));
    }
  board = bth_alliance_board_situation (self->board, bth_game_get_state (self->watch.game));
  if (!bth_game_campaign_set_city_control (self->watch.game, self->city, self->controller, self->controller_state, board,
                                           items, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  /* Translators: "Milan is now held by Anti-French forces." */
  g_string_append_printf (text, _("%s is now held by %s forces."), self->city, side_label (self->controller));
  books = bth_game_state_get_campaign (bth_game_get_state (self->watch.game));
  for (guint i = 0; i < books->standings->len; i++)
    {
      const BthCampaignStanding *st = g_ptr_array_index (books->standings, i);
      gpointer was;
      if (g_hash_table_lookup_extended (before, st->id, NULL, &was) && GPOINTER_TO_INT (was) != (int) st->status)
        /* Translators: "• Italy is now Anti-French (was Pro-French) (X.G.1.f)" */
        g_string_append_printf (text, _("\n• %s is now %s (was %s) (X.G.1.f)"), major_name (campaign_rules (self), st->id),
                                side_label (st->status), side_label (GPOINTER_TO_INT (was)));
    }
  for (guint i = 0; i < items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (items, i);
      g_string_append_printf (text, "\n• %s (%s)", item->text, item->rule ? item->rule : "X.I");
    }
  g_string_append (text, _("\nCtrl+Z takes it back."));
  set_outcome (self, g_string_free (g_steal_pointer (&text), FALSE));
  self->outcome_control = TRUE;
  queue_rebuild (self);
}

/* The consequences of the board and the books, applied as one action (X.D.3.b, X.I …). */
static void
settle_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthAlliancePage *self = BTH_ALLIANCE_PAGE (widget);
  g_autoptr(GPtrArray) steps = bth_politics_items_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BthPoliticsSituation) board = NULL;

  if (self->watch.game == NULL)
    return;
  board = bth_alliance_board_situation (self->board, bth_game_get_state (self->watch.game));
  if (!bth_game_campaign_settle (self->watch.game, board, steps, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  g_clear_pointer (&self->settled, g_ptr_array_unref);
  self->settled = g_steal_pointer (&steps);
  self->settled_events = bth_game_get_events (self->watch.game)->len;
  queue_rebuild (self);
}

/* ---- the display ----------------------------------------------------------------------- */

/* A heading inside the display and a grid of cards under it: PER_LINE cards a line at
 * most, fewer in a narrow window. */
static GtkWidget *
cards_new (GtkWidget *group, const char *name, const char *title, const char *rule, guint per_line)
{
  GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *ref = gtk_label_new (rule);
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_widget_set_name (heading, name);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (ref, "dim-label");
  gtk_widget_add_css_class (ref, "caption");
  gtk_widget_set_valign (ref, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (label, GTK_ALIGN_BASELINE);
  gtk_label_set_wrap (GTK_LABEL (ref), TRUE);
  gtk_label_set_xalign (GTK_LABEL (ref), 0);
  gtk_box_append (GTK_BOX (heading), label);
  gtk_box_append (GTK_BOX (heading), ref);
  gtk_widget_set_margin_top (heading, 12);
  gtk_widget_set_margin_bottom (heading, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), heading);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), per_line);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 6);
  {
    g_autofree char *flow_name = g_strconcat (name, "-cards", NULL);
    gtk_widget_set_name (flow, flow_name);
  }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), flow);
  return flow;
}

/* "2 major states, 1 group": a group that may or may not be a power is said apart (X.G.1.f). */
static char *
powers_text (int majors, int groups, int unknown)
{
  g_autofree char *known = g_strdup_printf (_("%d major states, %d groups"), majors, groups);

  if (unknown == 0)
    return g_steal_pointer (&known);
  return g_strdup_printf (ngettext ("%s, and %d group unknown", "%s, and %d groups unknown", unknown), known, unknown);
}

/* The Alliance Display on one screen: the points side by side, then the major states and
 * the minor state groups as grids of cards (each with its status; a group opens on its
 * minor states and why each stands where it does). */
static void
display_group (BthAlliancePage *self, const BthCampaignRules *rules, BthPoliticsSituation *s)
{
  BthCampaignDisplay d = { 0 };
  GtkWidget *group = group_new (self, "alliance-display", _("Alliance Display"), _("X.G.1.a–b, g–j"));
  GtkWidget *row, *expander, *figures, *list, *cards;
  g_autofree char *pro = NULL;
  g_autofree char *anti = NULL;
  g_autofree char *vp = NULL;

  bth_politics_display (rules, s, &d);
  pro = g_strdup_printf ("%d", d.pro_cp);
  anti = g_strdup_printf ("%d", d.anti_cp);
  vp = g_strdup_printf ("%d", d.anti_vp);
  figures = gtk_flow_box_new ();
  gtk_widget_set_name (figures, "alliance-points");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (figures), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (figures), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (figures), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (figures), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (figures), 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), figures);
  {
    g_autofree char *sub = powers_text (d.pro_majors, d.pro_groups, d.pro_groups_unknown);
    row = row_new (figures, "alliance-pro-cp-row", _("Pro-French City Points"), sub);
    figure_new (row, "alliance-pro-cp", pro, "title-2");
  }
  {
    g_autofree char *sub = powers_text (d.anti_majors, d.anti_groups, d.anti_groups_unknown);
    row = row_new (figures, "alliance-anti-cp-row", _("Anti-French City Points"), sub);
    figure_new (row, "alliance-anti-cp", anti, "title-2");
  }
  row = row_new (figures, "alliance-vp-row", _("Anti-French Victory Points"), _("X.G.1.j"));
  figure_new (row, "alliance-vp", vp, "title-2");

  /* Why each City Point counts (X.G.1.h-i). */
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_top (list, 6);
  expander = adw_expander_row_new ();
  gtk_widget_set_name (expander, "alliance-city-points");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("City Points"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), _("X.G.1.h–i"));
  for (int f = 0; f < 2; f++)
    {
      g_autoptr(GPtrArray) items = bth_politics_items_new ();
      bth_politics_city_points (rules, s, f == 0 ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_ANTI_FRENCH, items);
      for (guint i = 0; i < items->len; i++)
        {
          const BthPoliticsItem *item = g_ptr_array_index (items, i);
          row_new (expander, NULL, item->text, item->rule);
        }
    }
  gtk_list_box_append (GTK_LIST_BOX (list), expander);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), list);

  cards = cards_new (group, "alliance-majors", _("Major States"), _("X.D.1, X.G.1.b"), 3);
  for (guint i = 0; i < s->majors->len; i++)
    {
      const BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      g_autofree char *name = g_strdup_printf ("alliance-major-%s", m->id);
      g_autofree char *sub = m->conquered ? g_strdup_printf (_("%s · conquered (X.I.2.a)"), side_label (m->status))
                                          : g_strdup (side_label (m->status));
      row_new (cards, name, major_name (rules, m->id), sub);
    }

  cards = cards_new (group, "alliance-groups", _("Minor State Groups"), _("X.G.1.a, f; Question Box"), 2);
  for (guint i = 0; i < rules->n_groups; i++)
    {
      g_autoptr(GPtrArray) why = bth_politics_items_new ();
      BthPoliticalSide status = bth_politics_group_status (rules, s, rules->groups[i].id, why);
      g_autofree char *name = g_strdup_printf ("alliance-group-%s", rules->groups[i].id);
      GtkWidget *ex = adw_expander_row_new ();
      GtkWidget *card = gtk_list_box_new ();

      gtk_widget_set_name (ex, name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (ex), rules->groups[i].name);
      {
        /* Unknown while a member's list is incomplete: "Pro-French power or none", not a guess. */
        BthPoliticalSide maybe;
        g_autofree char *unknown = NULL;
        if (!bth_politics_group_standing (rules, s, rules->groups[i].id, &maybe, NULL, NULL))
          unknown = g_strdup_printf (_("Unknown: a %s power or none — see why"), side_label (maybe));
        adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (ex), unknown != NULL ? unknown : side_label (status));
        for (guint k = 0; unknown != NULL && k < why->len; k++)
          {
            const BthPoliticsItem *item = g_ptr_array_index (why, k);
            g_autofree char *wname = g_strdup_printf ("alliance-group-%s-needs", rules->groups[i].id);
            if (g_strcmp0 (item->kind, "needs") == 0)
              row_new (ex, wname, item->text, item->rule);
          }
      }
      for (guint k = 0; k < rules->n_minors; k++)
        {
          const BthCampaignMinor *minor = &rules->minors[k];
          g_autoptr(GPtrArray) reasons = bth_politics_items_new ();
          BthPoliticalSide ms;
          g_autofree char *sub = NULL;
          g_autofree char *mname = NULL;
          if (g_strcmp0 (minor->group, rules->groups[i].id) != 0)
            continue;
          ms = bth_politics_minor_status (rules, s, minor->id, reasons);
          sub = reasons->len > 0
                ? g_strdup_printf ("%s · %s (%s)", side_label (ms),
                                   ((BthPoliticsItem *) g_ptr_array_index (reasons, 0))->text,
                                   ((BthPoliticsItem *) g_ptr_array_index (reasons, 0))->rule)
                : g_strdup (side_label (ms));
          mname = g_strdup_printf ("alliance-minor-%s", minor->id);
          row_new (ex, mname, minor->name, sub);
        }
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (card), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (card, "boxed-list");
      gtk_widget_set_valign (card, GTK_ALIGN_START);
      gtk_list_box_append (GTK_LIST_BOX (card), ex);
      gtk_flow_box_append (GTK_FLOW_BOX (cards), card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
}

/* ---- the phase ------------------------------------------------------------------------- */

static void
on_roller_selected (AdwComboRow *row, GParamSpec *pspec, BthAlliancePage *self)
{
  self->roller = adw_combo_row_get_selected (row) == 0 ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_ANTI_FRENCH;
  self->roller_chosen = TRUE;
  g_clear_pointer (&self->target, g_free);
  queue_rebuild (self);
}

static void
on_target_selected (AdwComboRow *row, GParamSpec *pspec, BthAlliancePage *self)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "ids");
  guint index = adw_combo_row_get_selected (row);

  if (index >= ids->len || g_strcmp0 (self->target, g_ptr_array_index (ids, index)) == 0)
    return;
  g_free (self->target);
  self->target = g_strdup (g_ptr_array_index (ids, index));
  queue_rebuild (self);
}

static void
on_die_changed (GtkEditable *editable, BthAlliancePage *self)
{
  g_free (self->typed_die);
  self->typed_die = g_strdup (gtk_editable_get_text (editable));
  show_die_problem (self, typed_die (self) < 0 ? _("A die is a number from 1 to 6; leave it empty and Berthier rolls.")
                                               : NULL);
}

static void
phase_items_group (BthAlliancePage *self, const BthCampaignRules *rules, BthPoliticsSituation *s,
                   BthPoliticalSide faction, gboolean roll_segment)
{
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  GtkWidget *group;
  guint shown = 0;

  if (!roll_segment && faction != BTH_SIDE_NEUTRAL)
    return;
  bth_politics_alliance_phase (rules, s, faction, items);
  group = group_new (self, "alliance-phase-items", _("This Alliance Phase"), _("X.G.1.c–e"));
  for (guint i = 0; i < items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (items, i);
      g_autofree char *name = g_strdup_printf ("alliance-item-%u", shown);
      if (g_str_has_prefix (item->kind, "roll_"))
        continue;
      row_new (group, name, item->text, item->rule);
      shown++;
    }
  if (shown == 0)
    row_new (group, "alliance-item-none", _("No announcement or vote is due"), NULL);
}

static void
roll_group (BthAlliancePage *self, const BthCampaignRules *rules, BthPoliticsSituation *s, gboolean in_phase)
{
  gboolean french = self->roller == BTH_SIDE_PRO_FRENCH;
  const char *rule = french ? rules->french_roll_rule : rules->english_roll_rule;
  g_autoptr(GtkStringList) rollers = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) targets = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  g_autofree char *description = NULL;
  g_autofree char *unknown = NULL;
  GtkWidget *group, *combo, *row, *refused, *button;
  guint chosen = 0;
  int total;

  description = in_phase
                ? g_strdup_printf (french ? _("The French player may roll for one major state (%s).")
                                          : _("The English player may roll for one major state (%s)."), rule)
                : g_strdup_printf (_("Made in the %s segment’s Alliance Phase (X.E, %s); a preview until then."),
                                   side_label (self->roller), rule);
  group = group_new (self, "alliance-roll", french ? _("French Roll") : _("English Roll"), description);
  gtk_string_list_append (rollers, _("French roll (X.G.1.d)"));
  gtk_string_list_append (rollers, _("English roll (X.G.1.e)"));
  combo = combo_new (group, "alliance-roller", _("Roll"), rollers, french ? 0 : 1);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_roller_selected), self);

  /* The targets the rules allow; the others with their reason. */
  refused = adw_expander_row_new ();
  gtk_widget_set_name (refused, "alliance-refused");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (refused), _("Not Allowed"));
  for (guint i = 0; i < s->majors->len; i++)
    {
      const BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      g_autofree char *why = NULL;
      if (bth_politics_roll_allowed (rules, s, self->roller, m->id, &why))
        {
          g_autofree char *label = g_strdup_printf ("%s (%s)", major_name (rules, m->id), side_label (m->status));
          gtk_string_list_append (targets, label);
          g_ptr_array_add (ids, g_strdup (m->id));
        }
      else
        {
          g_autofree char *name = g_strdup_printf ("alliance-refused-%s", m->id);
          row_new (refused, name, major_name (rules, m->id), why);
        }
    }
  if (ids->len == 0)
    {
      row_new (group, "alliance-no-target", _("No major state may be rolled for"), rule);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), refused);
      g_clear_pointer (&self->target, g_free);
      return;
    }
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), self->target) == 0)
      chosen = i;
  g_free (self->target);
  self->target = g_strdup (g_ptr_array_index (ids, chosen));
  combo = combo_new (group, "alliance-target", _("Target"), targets, chosen);
  g_object_set_data_full (G_OBJECT (combo), "ids", g_ptr_array_ref (ids), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_target_selected), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), refused);

  /* The modifiers (X.G.1.g, k, l), capped (X.G.1.g: ±cap), the loans after the cap. */
  total = bth_politics_roll_modifiers (rules, s, self->roller, self->target, modifiers);
  group = group_new (self, "alliance-modifiers", _("Modifiers"), NULL);
  {
    g_autofree char *cap = g_strdup_printf (_("The total is at most %+d and at least %+d (%s); English loans count "
                                              "besides (%s)."), rules->drm_cap, -rules->drm_cap, rules->alliance_rule,
                                            rules->loans_rule);
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), cap);
  }
  for (guint i = 0; i < modifiers->len; i++)
    {
      const BthModifier *m = &g_array_index (modifiers, BthModifier, i);
      g_autofree char *name = g_strdup_printf ("alliance-modifier-%u", i);
      g_autofree char *value = g_strdup_printf ("%+d", m->value);
      row = row_new (group, name, m->reason, m->rule);
      figure_new (row, NULL, value, "title-3");
    }
  if (modifiers->len == 0)
    row_new (group, "alliance-modifier-none", _("No modifier applies"), NULL);
  /* Honest unknowns: a group that may or may not be a power leaves the total unknown. */
  if ((unknown = bth_politics_roll_needs (rules, s, self->roller, self->target)) != NULL)
    {
      row = row_new (group, "alliance-modifier-unknown", unknown, rules->alliance_rule);
      figure_new (row, NULL, _("?"), "title-3");
    }
  {
    g_autofree char *value = unknown != NULL ? g_strdup (_("Unknown")) : g_strdup_printf ("%+d", total);
    g_autofree char *needs = french ? g_strdup_printf (_("Changes the status on %d or less (X.G.1.d)"), rules->french_success_at_most)
                                    : g_strdup_printf (_("Changes the status on %d or more (X.G.1.e)"), rules->english_success_at_least);
    row = row_new (group, "alliance-total-row", _("DRM"), needs);
    figure_new (row, "alliance-total", value, "title-1");
  }

  /* The die. */
  group = group_new (self, "alliance-die-group", _("Die"),
                     _("Type the die rolled at the table, or leave it empty, and press Enter to roll."));
  self->die_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->die_row), _("Die Rolled at the Table"));
  gtk_widget_set_name (self->die_row, "alliance-die");
  adw_entry_row_set_input_purpose (ADW_ENTRY_ROW (self->die_row), GTK_INPUT_PURPOSE_DIGITS);
  if (self->typed_die != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->die_row), self->typed_die);
  g_signal_connect (self->die_row, "changed", G_CALLBACK (on_die_changed), self);
  bth_page_activate_on_enter (BTH_PAGE (self), self->die_row, "alliance.roll");
  button = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_name (button, "alliance-roll-button");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "alliance.roll");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Roll for the target, or use the typed die"), -1);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->die_row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->die_row);
  self->die_problem = gtk_label_new (NULL);
  gtk_widget_set_name (self->die_problem, "alliance-die-problem");
  gtk_label_set_wrap (GTK_LABEL (self->die_problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->die_problem), 0);
  gtk_widget_set_margin_top (self->die_problem, 6);
  gtk_widget_add_css_class (self->die_problem, "error");
  gtk_widget_set_visible (self->die_problem, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->die_problem);
}

static void
on_city_selected (AdwComboRow *row, GParamSpec *pspec, BthAlliancePage *self)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (row);

  g_free (self->city);
  self->city = item != NULL ? g_strdup (gtk_string_object_get_string (item)) : NULL;
}

static void
on_controller_selected (AdwComboRow *row, GParamSpec *pspec, BthAlliancePage *self)
{
  static const BthPoliticalSide sides[] = { BTH_SIDE_PRO_FRENCH, BTH_SIDE_ANTI_FRENCH, BTH_SIDE_NEUTRAL };
  guint index = adw_combo_row_get_selected (row);

  self->controller = sides[MIN (index, G_N_ELEMENTS (sides) - 1)];
}

static void
on_controller_state_selected (AdwComboRow *row, GParamSpec *pspec, BthAlliancePage *self)
{
  GPtrArray *ids = g_object_get_data (G_OBJECT (row), "ids");
  guint index = adw_combo_row_get_selected (row);

  g_free (self->controller_state);
  self->controller_state = index > 0 && index <= ids->len ? g_strdup (g_ptr_array_index (ids, index - 1)) : NULL;
}

/* Who holds a production city (X.G.1.f-i, X.H, X.I). */
static void
control_group (BthAlliancePage *self, const BthCampaignRules *rules, const BthCampaignBooks *books)
{
  GtkWidget *group = group_new (self, "alliance-control", _("City Control"),
                                _("When forces take a production city: the minor states’ status, City Points "
                                  "and conquests follow (X.G.1.f–i, X.H, X.I)."));
  g_autoptr(GtkStringList) cities = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) sides = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) states = gtk_string_list_new (NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *combo, *row, *button;
  guint city_index = 0, state_index = 0;

  for (guint i = 0; i < books->cities->len; i++)
    {
      const BthCampaignCity *c = g_ptr_array_index (books->cities, i);
      gtk_string_list_append (cities, c->name);
      if (g_strcmp0 (c->name, self->city) == 0)
        city_index = i;
    }
  if (books->cities->len == 0)
    return;
  g_free (self->city);
  self->city = g_strdup (((BthCampaignCity *) g_ptr_array_index (books->cities, city_index))->name);
  combo = combo_new (group, "alliance-city", _("City"), cities, city_index);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_city_selected), self);
  {
    const BthCampaignCity *c = g_ptr_array_index (books->cities, city_index);
    g_autofree char *now = g_strdup_printf (_("Now held by: %s"), side_label (c->controller));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (combo), now);
  }

  gtk_string_list_append (sides, _("Pro-French"));
  gtk_string_list_append (sides, _("Anti-French"));
  gtk_string_list_append (sides, _("No faction"));
  combo = combo_new (group, "alliance-controller", _("Now Held By"), sides,
                     self->controller == BTH_SIDE_PRO_FRENCH ? 0 : self->controller == BTH_SIDE_ANTI_FRENCH ? 1 : 2);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_controller_selected), self);

  gtk_string_list_append (states, _("Not said"));
  for (guint i = 0; i < rules->n_majors; i++)
    {
      gtk_string_list_append (states, rules->majors[i].name);
      g_ptr_array_add (ids, g_strdup (rules->majors[i].id));
      if (g_strcmp0 (rules->majors[i].id, self->controller_state) == 0)
        state_index = i + 1;
    }
  combo = combo_new (group, "alliance-controller-state", _("Whose Forces"), states, state_index);
  g_object_set_data_full (G_OBJECT (combo), "ids", g_ptr_array_ref (ids), (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (combo, "notify::selected", G_CALLBACK (on_controller_state_selected), self);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Change of Control"));
  button = gtk_button_new_with_mnemonic (_("_Record"));
  gtk_widget_set_name (button, "alliance-control-apply");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "alliance.control");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Record who now holds the city"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

/* ---- the page ------------------------------------------------------------------------- */

static void
show_status (BthAlliancePage *self, const char *name, const char *title, const char *description)
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

/* What the last action did, under the part of the page that did it. */
static void
show_outcome (BthAlliancePage *self)
{
  GtkWidget *label;

  if (self->outcome == NULL)
    return;
  {
    g_auto(GStrv) lines = g_strsplit (self->outcome, "\n", 2);
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    label = gtk_label_new (lines[0]);
    gtk_widget_set_name (label, "alliance-outcome");
    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_widget_add_css_class (label, "title-3");
    gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, self->outcome, -1);
    gtk_box_append (GTK_BOX (box), label);
    if (lines[0] != NULL && lines[1] != NULL)
      {
        label = gtk_label_new (lines[1]);
        gtk_widget_set_name (label, "alliance-outcome-notes");
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_box_append (GTK_BOX (box), label);
      }
    gtk_box_append (self->content_box, box);
  }
}

static void
rebuild (BthAlliancePage *self)
{
  const BthGameState *state;
  const BthCampaignBooks *books;
  const BthCampaignRules *rules;
  g_autoptr(BthPoliticsSituation) s = NULL;
  g_autoptr(BthPoliticsSituation) board = NULL;
  g_autoptr(BthCampaignCard) card = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;
  BthTurnPosition here;
  BthPoliticalSide faction = BTH_SIDE_NEUTRAL;
  gboolean known, in_phase;
  guint unknown_facts;
  GtkWidget *child, *group;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  self->die_row = self->die_problem = NULL;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);
  if (self->watch.game == NULL)
    {
      show_status (self, "alliance-no-game", _("No Game"),
                   _("Start the Grand Campaign on the Game page to run its Alliance Phases here."));
      return;
    }
  state = bth_game_get_state (self->watch.game);
  books = bth_game_state_get_campaign (state);
  rules = campaign_rules (self);
  if (books == NULL || rules == NULL)
    {
      show_status (self, "alliance-no-books", _("No Campaign Politics in This Game"),
                   _("Only the Grand Campaign (scenario X) has the campaign Alliance Phase (X.G). "
                     "The Game page shows this scenario’s Alliance Display."));
      return;
    }
  board = bth_alliance_board_situation (self->board, state);
  /* The players' Campaign Game Card completes the books as it does berthier-cli politics:
   * conquest and victory wait for the lists they need (X.I.1, X.C). */
  card = bth_card_file_load (NULL, NULL);
  /* The page's actions (settle, city control, the roll) read the same card and map. */
  bth_game_campaign_use_card (self->watch.game, card, bth_session_get_map (bth_page_get_session (BTH_PAGE (self))));
  if ((s = bth_game_campaign_situation_with_card (self->watch.game, board, card,
                                                  bth_session_get_map (bth_page_get_session (BTH_PAGE (self))),
                                                  &error)) == NULL)
    {
      show_status (self, "alliance-no-situation", _("The Politics Cannot Be Computed"), error->message);
      return;
    }
  if (self->outcome != NULL && bth_game_get_events (self->watch.game)->len != self->outcome_events)
    g_clear_pointer (&self->outcome, g_free);   /* undone, or something happened since */
  if (self->settled != NULL && bth_game_get_events (self->watch.game)->len != self->settled_events)
    g_clear_pointer (&self->settled, g_ptr_array_unref);

  known = state->segment != NULL && bth_political_side_from_string (state->segment, &faction);
  in_phase = known && g_strcmp0 (state->phase, "alliance") == 0 && faction != BTH_SIDE_NEUTRAL;
  if (!self->roller_chosen || in_phase)
    self->roller = known && faction == BTH_SIDE_ANTI_FRENCH ? BTH_SIDE_ANTI_FRENCH : BTH_SIDE_PRO_FRENCH;
  if (in_phase)
    self->roller_chosen = FALSE;

  bth_game_get_position (self->watch.game, &here);
  where = bth_turn_track_describe (bth_game_get_turn_track (self->watch.game), &here);
  group = group_new (self, "alliance-phase", _("Alliance Phase"), where);
  if (!(known && g_strcmp0 (state->phase, "alliance") == 0))
    row_new (group, "alliance-not-now", _("Not an Alliance Phase"),
             _("The rolls are made in the pro-French and anti-French segments’ Alliance Phases (X.E)."));
  if (known && g_strcmp0 (state->phase, "alliance") == 0)
    phase_items_group (self, rules, s, faction, in_phase);
  bth_alliance_board_group (self->board, self->content_box, self->watch.game, rules, s, G_CALLBACK (queue_rebuild), self);
  unknown_facts = bth_alliance_effects_group (self->content_box, BTH_PAGE (self), self->watch.game, board);
  bth_alliance_settle_group (self->content_box, self->watch.game, board, self->settled, "alliance.settle",
                             unknown_facts);
  roll_group (self, rules, s, in_phase);
  if (!self->outcome_control)
    show_outcome (self);
  display_group (self, rules, s);
  control_group (self, rules, books);
  if (self->outcome_control)
    show_outcome (self);
}

/* The board facts the players answered for the session's game file come back (and later
 * answers are kept there): from the rebuild's idle, when the session has both the new game
 * and its file (it says "game" before "game-file"). */
static void
follow_board_file (BthAlliancePage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;

  if (session != NULL
      && !bth_alliance_board_follow_file (self->board, bth_session_get_game_file (session), &name, &error))
    bth_page_memory_unreadable (BTH_PAGE (self), name, error);
}

static gboolean
on_board_follow_due (gpointer data)
{
  BthAlliancePage *self = data;

  self->board_idle = 0;
  follow_board_file (self);
  bth_game_watch_queue (&self->watch);
  return G_SOURCE_REMOVE;
}

/* The game is saved to another file (Save As): its answers go with it. After another game,
 * the idle queued then follows the file. */
static void
on_game_file_notify (BthAlliancePage *self)
{
  if (self->board_idle != 0)
    return;
  follow_board_file (self);
  bth_game_watch_queue (&self->watch);
}

/* Another game is open: the target, the roll and the board facts were the last game's. */
static void
game_replaced (BthPage *page)
{
  BthAlliancePage *self = BTH_ALLIANCE_PAGE (page);

  g_clear_pointer (&self->target, g_free);
  g_clear_pointer (&self->outcome, g_free);
  g_clear_pointer (&self->settled, g_ptr_array_unref);
  g_clear_pointer (&self->typed_die, g_free);
  bth_alliance_board_detach (self->board);
  self->roller_chosen = FALSE;
  rebuild (self);
  /* The session names the new game's file just after the game: the kept answers are read
   * once it has. */
  if (self->board_idle == 0)
    self->board_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, on_board_follow_due, self, NULL);
}

static void
rebuild_page (BthPage *page)
{
  rebuild (BTH_ALLIANCE_PAGE (page));
}

static void
bth_alliance_page_session_set (BthPage *page, BthSession *session)
{
  bth_game_watch_follow (&BTH_ALLIANCE_PAGE (page)->watch, session);
  g_signal_connect_object (session, "notify::game-file", G_CALLBACK (on_game_file_notify), page, G_CONNECT_SWAPPED);
}

static void
bth_alliance_page_save_memory (BthPage *page)
{
  if (BTH_ALLIANCE_PAGE (page)->board != NULL)
    bth_alliance_board_save (BTH_ALLIANCE_PAGE (page)->board);
}

static void
bth_alliance_page_dispose (GObject *object)
{
  BthAlliancePage *self = BTH_ALLIANCE_PAGE (object);

  bth_game_watch_clear (&self->watch);
  g_clear_handle_id (&self->board_idle, g_source_remove);
  g_clear_pointer (&self->target, g_free);
  g_clear_pointer (&self->typed_die, g_free);
  g_clear_pointer (&self->city, g_free);
  g_clear_pointer (&self->controller_state, g_free);
  g_clear_pointer (&self->outcome, g_free);
  g_clear_pointer (&self->settled, g_ptr_array_unref);
  g_clear_pointer (&self->board, bth_alliance_board_free);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_ALLIANCE_PAGE);

  G_OBJECT_CLASS (bth_alliance_page_parent_class)->dispose (object);
}

static void
bth_alliance_page_class_init (BthAlliancePageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_alliance_page_dispose;
  BTH_PAGE_CLASS (klass)->session_set = bth_alliance_page_session_set;
  BTH_PAGE_CLASS (klass)->save_memory = bth_alliance_page_save_memory;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-alliance-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthAlliancePage, content_box);
  gtk_widget_class_install_action (widget_class, "alliance.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "alliance.control", NULL, control_action);
  gtk_widget_class_install_action (widget_class, "alliance.settle", NULL, settle_action);
}

static void
bth_alliance_page_init (BthAlliancePage *self)
{
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->roller = BTH_SIDE_PRO_FRENCH;
  self->controller = BTH_SIDE_ANTI_FRENCH;
  self->board = bth_alliance_board_new ();
}

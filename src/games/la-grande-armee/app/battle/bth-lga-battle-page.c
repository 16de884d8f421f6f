/* bth-lga-battle-page.c — La Grande Armée's Battle screen [12-13]: the attacker and the
 * defender side by side (front line, reserve, leaders, morale), the kind of battle and the
 * defender's terrain; before the roll the odds, every modifier of [12.4] with its rule, and
 * the exact chance of every row of the Combat Results Table and of each side's loss; two
 * dice, typed at the table or rolled; the result with its CRT cell, explained; then the next
 * round (losses taken by [12.61-12.62], the defender stands [12.46]), the rout and the
 * pursuit [12.65].
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>

#include "bth-form.h"
#include "bth-lga-force-entry.h"
#include "bth-lga-force-rows.h"
#include "bth-lga-battle-more.h"
#include "bth-lga-battle-page.h"
#include "bth-lga-forecast-view.h"
#include "bth-lga-combat.h"
#include "bth-lga-readings.h"
#include "bth-lga-rows.h"
#include "bth-roll-record.h"

#define N_SLOTS BTH_LGA_N_SLOTS   /* the rows of bth-lga-force-rows.h, in its order */
#define MAX_TERRAIN 24

/* A slot's hint is SUBTITLE, or the value of the ruleset's battle modifier MODIFIER
 * (bth_lga_modifier_hint: "+1 each [12.45]"), or, for the reserve's pursuers, the SP each
 * captures [12.65]: written once the rules are known (write_hints). */
static const struct {
  const char    *id;
  const char    *title;
  const char    *subtitle;
  const char    *modifier;
  BthLgaUnitType type;
  gboolean       reserve;
} slots[N_SLOTS] = {
  { "infantry", N_("Infantry SP"), N_("At least two-thirds of the infantry in the front line [12.31]"), NULL, BTH_LGA_INFANTRY, FALSE },
  { "cavalry", N_("Cavalry SP"), N_("Light, Guard or Cossack cavalry"), NULL, BTH_LGA_CAVALRY, FALSE },
  { "heavy-cavalry", N_("Heavy Cavalry SP"), NULL, "heavy_cavalry", BTH_LGA_HEAVY_CAVALRY, FALSE },
  { "dragoons", N_("Dragoon SP"), NULL, "dragoons", BTH_LGA_DRAGOONS, FALSE },
  { "field-artillery", N_("Field Artillery SP"), NULL, "artillery", BTH_LGA_FIELD_ARTILLERY, FALSE },
  { "horse-artillery", N_("Horse Artillery SP"), NULL, "artillery", BTH_LGA_HORSE_ARTILLERY, FALSE },
  { "reserve-infantry", N_("Infantry SP"), NULL, NULL, BTH_LGA_INFANTRY, TRUE },
  { "reserve-cavalry", N_("Cavalry SP"), NULL, NULL, BTH_LGA_CAVALRY, TRUE },
  { "reserve-artillery", N_("Artillery SP"), NULL, NULL, BTH_LGA_FIELD_ARTILLERY, TRUE },
};

static const char * const commander_ranks[] = {
  N_("None"), N_("Brigade Leader"), N_("Division Leader"), N_("Corps Leader"), N_("Army Leader"), N_("Supreme Commander"), NULL
};
static const char * const subordinate_ranks[] = {
  N_("None"), N_("Brigade Leader"), N_("Division Leader"), N_("Corps Leader"), NULL
};

typedef struct {
  GtkSpinButton *sp[N_SLOTS];
  GtkSpinButton *morale;
  AdwComboRow   *commander_rank, *subordinate_rank;
  GtkSpinButton *commander_cb, *subordinate_cb, *cavalry_cb;
  GtkSwitch     *unsupplied, *winter;
} SideRows;

/* What the core reads, kept alive while a battle is prepared and applied. */
typedef struct {
  BthLgaUnit        units[2][N_SLOTS];
  BthLgaLeader      leaders[2][3];
  const char       *terrain[2 + BTH_LGA_MORE_TERRAIN];
  BthLgaBattleInput in;
  BthLgaOptions     options;
} Built;

struct _BthLgaBattlePage
{
  BthPage              parent_instance;

  AdwPreferencesGroup *battle_group, *chances_group, *explain_group;
  AdwActionRow        *round_row, *odds_row, *attacker_drm_row, *defender_drm_row, *net_drm_row;
  GtkLabel            *round_label, *odds_label, *attacker_drm_label, *defender_drm_label, *net_drm_label;
  GtkWidget           *attacker_box, *defender_box, *odds_group;
  GtkLabel            *status_label, *problem_label;
  GtkWidget           *roll_button, *next_round_button, *result_box;
  AdwEntryRow         *typed_dice;
  GtkLabel            *verdict_label, *verdict_caption, *attacker_cell, *attacker_effect;
  GtkLabel            *defender_cell, *defender_effect, *next_label;
  GtkWidget           *attacker_line_box, *defender_line_box;
  AdwPreferencesGroup *field_group;
  BthTypedLine        *line[2];       /* each force in one line: what the battle is built from */
  BthLgaForceLine     *parsed[2];     /* ... as read; the rows below follow it */

  BthLgaInputs         inputs;
  SideRows             side[2];
  AdwComboRow         *kind, *terrain;
  GtkSwitch           *flank;
  char                *terrain_ids[MAX_TERRAIN];
  guint                n_terrain;
  BthLgaRiverRows      river;         /* combined terrain and River Crossing [12.43, 12.9] */
  BthLgaLeaderRows     leaders;       /* the owner's die for L-2 [12.56] */
  BthLgaRoundsRows     rounds;        /* reinforcements, exchange, counter-attack [12.54, 12.7] */
  char                *leader_needs;  /* what the round's L-1/L-2 still needs, or NULL */
  BthLgaForecastView  *forecast;      /* the whole battle, beside this round's chances (issue 27) */

  int                  round;
  int                  dice[2];       /* 0 before the roll of this round */
  gboolean             dice_typed;
  char                *state;
  gboolean             updating;
};

G_DEFINE_FINAL_TYPE (BthLgaBattlePage, bth_lga_battle_page, BTH_TYPE_PAGE)

static BthLgaRules *
get_rules (BthLgaBattlePage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  gpointer rules = session != NULL ? bth_session_get_ruleset (session) : NULL;

  return rules != NULL && BTH_IS_LGA_RULES (rules) ? rules : NULL;
}

static int
front_sp (const SideRows *rows)
{
  int sp = 0;

  for (int i = 0; i < N_SLOTS; i++)
    if (!slots[i].reserve)
      sp += bth_lga_spin (rows->sp[i]);
  return sp;
}

/* The leaders' names, as the core names them back in what it lost (L-1, L-2). */
static const char *leader_names[2][3] = {
  { N_("the attacker’s commander"), N_("the attacker’s subordinate"), N_("the attacker’s cavalry leader") },
  { N_("the defender’s commander"), N_("the defender’s subordinate"), N_("the defender’s cavalry leader") },
};

/* Leaders the line gives no name get their row's name (the commander, his subordinate, the
 * cavalry leader), as the results and the L-2 die name them. */
static void
name_leaders (BthLgaForceLine *line, int s)
{
  int leader_of[BTH_LGA_N_ROLES];

  bth_lga_force_rows_roles (&line->side, leader_of);
  for (int role = 0; role < BTH_LGA_N_ROLES; role++)
    {
      int i = leader_of[role];

      if (i < 0 || (i < 32 && (line->named & (1u << i))))
        continue;
      g_ptr_array_add (line->names, g_strdup (_(leader_names[s][role])));
      line->side.leaders[i].name = g_ptr_array_index (line->names, line->names->len - 1);
    }
}

/* Side S's line read again from its text. */
static void
reparse (BthLgaBattlePage *self, int s)
{
  g_clear_pointer (&self->parsed[s], bth_lga_force_line_free);
  self->parsed[s] = bth_lga_force_line_parse (get_rules (self), bth_lga_force_entry_text (self->line[s]));
  name_leaders (self->parsed[s], s);
  bth_lga_force_entry_show (self->line[s], self->parsed[s]);
}

/* The rows show what side S's line says (summed by type, the leaders by role). */
static void
rows_from_line (BthLgaBattlePage *self, int s)
{
  SideRows *rows = &self->side[s];
  BthLgaForceRows read;
  gboolean was = self->updating;

  bth_lga_force_rows_read (&self->parsed[s]->side, &read);
  self->updating = TRUE;
  for (int i = 0; i < N_SLOTS; i++)
    gtk_spin_button_set_value (rows->sp[i], read.sp[i]);
  gtk_spin_button_set_value (rows->morale, read.morale);
  adw_combo_row_set_selected (rows->commander_rank, read.rank[BTH_LGA_ROLE_COMMANDER]);
  gtk_spin_button_set_value (rows->commander_cb, read.combat_bonus[BTH_LGA_ROLE_COMMANDER]);
  adw_combo_row_set_selected (rows->subordinate_rank, read.rank[BTH_LGA_ROLE_SUBORDINATE]);
  gtk_spin_button_set_value (rows->subordinate_cb, read.combat_bonus[BTH_LGA_ROLE_SUBORDINATE]);
  gtk_spin_button_set_value (rows->cavalry_cb, read.combat_bonus[BTH_LGA_ROLE_CAVALRY]);
  gtk_switch_set_active (rows->unsupplied, read.unsupplied);
  gtk_switch_set_active (rows->winter, read.winter_quarters);
  self->updating = was;
}

/* Side S's line set to TEXT (from the rows, a round's losses, a counter-attack), read. */
static void
set_line (BthLgaBattlePage *self, int s, const char *text)
{
  gboolean was = self->updating;

  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (bth_typed_line_get_entry (self->line[s])), text);
  self->updating = was;
  reparse (self, s);
}

/* Side S's line written again after a row was edited: what the rows changed, changed in
 * it; what they do not show (a unit's own morale, Demoralized, a third leader) kept. */
static void
line_from_rows (BthLgaBattlePage *self, int s)
{
  const SideRows *rows = &self->side[s];
  BthLgaForceRows edited;
  g_autofree char *text = NULL;

  bth_lga_force_rows_read (&self->parsed[s]->side, &edited);
  for (int i = 0; i < N_SLOTS; i++)
    edited.sp[i] = bth_lga_spin (rows->sp[i]);
  edited.morale = bth_lga_spin (rows->morale);
  edited.rank[BTH_LGA_ROLE_COMMANDER] = (int) adw_combo_row_get_selected (rows->commander_rank);
  edited.combat_bonus[BTH_LGA_ROLE_COMMANDER] = bth_lga_spin (rows->commander_cb);
  edited.rank[BTH_LGA_ROLE_SUBORDINATE] = (int) adw_combo_row_get_selected (rows->subordinate_rank);
  edited.combat_bonus[BTH_LGA_ROLE_SUBORDINATE] = bth_lga_spin (rows->subordinate_cb);
  edited.combat_bonus[BTH_LGA_ROLE_CAVALRY] = bth_lga_spin (rows->cavalry_cb);
  edited.unsupplied = gtk_switch_get_active (rows->unsupplied);
  edited.winter_quarters = gtk_switch_get_active (rows->winter);
  text = bth_lga_force_rows_write (self->parsed[s], &edited);
  set_line (self, s, text);
}

static void
build_side (BthLgaBattlePage *self, Built *b, int s, BthLgaBattleSide *side)
{
  *side = self->parsed[s]->side;
}

/* The round as entered, prepared; NULL with PROBLEM set when something is missing. */
static BthLgaBattle *
prepare (BthLgaBattlePage *self, Built *b, char **problem)
{
  BthLgaRules *rules = get_rules (self);
  g_autoptr(GError) error = NULL;
  guint t = adw_combo_row_get_selected (self->terrain);
  BthLgaBattle *battle;

  *problem = NULL;
  memset (b, 0, sizeof *b);
  if (rules == NULL)
    return NULL;
  b->options = bth_lga_readings_options (bth_page_get_session (BTH_PAGE (self)));
  build_side (self, b, 0, &b->in.attacker);
  build_side (self, b, 1, &b->in.defender);
  b->in.type = (BthLgaBattleType) MIN (adw_combo_row_get_selected (self->kind), 2);
  b->in.round = self->round;
  b->in.flank_attack = gtk_switch_get_active (self->flank);
  bth_lga_river_rows_build (&self->river, &b->in, b->terrain, t < self->n_terrain ? self->terrain_ids[t] : NULL,
                            self->terrain_ids, self->n_terrain);
  for (int s = 0; s < 2; s++)
    {
      const BthLgaForceLine *line = self->parsed[s];

      for (guint i = 0; i < line->tokens->len && *problem == NULL; i++)
        {
          const BthLgaToken *token = g_ptr_array_index (line->tokens, i);
          if (token->kind == BTH_LGA_TOKEN_UNKNOWN)
            /* Translators: a part of a force line that means nothing, e.g. "The attacker’s line: “14q” means nothing here…" */
            *problem = g_strdup_printf (s == 0 ? _("The attacker’s line: “%s” %s") : _("The defender’s line: “%s” %s"),
                                        token->text, token->meaning);
        }
      if (*problem == NULL && line->leader_without_rank)
        *problem = g_strdup (s == 0 ? _("Give the rank of the attacker’s leader, e.g. xxx+2 for a Corps Leader: the Combat Bonus counts by rank [12.41]")
                                    : _("Give the rank of the defender’s leader, e.g. xxx+2 for a Corps Leader: the Combat Bonus counts by rank [12.41]"));
      if (*problem != NULL)
        return NULL;
    }
  if (front_sp (&self->side[0]) < 1)
    {
      *problem = g_strdup (_("Enter the attacker’s front line: at least 1 SP [12.0]"));
      return NULL;
    }
  for (int s = 0; s < 2; s++)
    {
      int sp = 0;
      for (int i = 0; i < N_SLOTS; i++)
        sp += bth_lga_spin (self->side[s].sp[i]);
      gboolean all_own = TRUE;

      for (guint u = 0; u < self->parsed[s]->side.n_units; u++)
        if (self->parsed[s]->side.units[u].sp > 0 && self->parsed[s]->side.units[u].morale == 0)
          all_own = FALSE;
      if (sp > 0 && bth_lga_spin (self->side[s].morale) == 0 && !all_own)
        {
          *problem = g_strdup (s == 0 ? _("Enter the attacker’s Morale Rating, e.g. m3 in its line: the scenario gives it by nationality [12.42]")
                                      : _("Enter the defender’s Morale Rating, e.g. m2 in its line: the scenario gives it by nationality [12.42]"));
          return NULL;
        }
    }
  battle = bth_lga_battle_prepare (rules, &b->in, &b->options, &error);
  if (battle == NULL)
    *problem = g_strdup (error->message);
  return battle;
}

static char *
serialize (BthLgaBattlePage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  bth_lga_inputs_save (&self->inputs, builder);
  bth_lga_force_entries_save (self->line, builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, self->round);
  json_builder_set_member_name (builder, "die1");
  json_builder_add_int_value (builder, self->dice[0]);
  json_builder_set_member_name (builder, "die2");
  json_builder_add_int_value (builder, self->dice[1]);
  json_builder_set_member_name (builder, "dice_typed");
  json_builder_add_boolean_value (builder, self->dice_typed);
  bth_typed_die_save (&self->leaders.die, builder);
  bth_lga_rounds_save (&self->rounds, builder);
  json_builder_end_object (builder);
  return bth_form_json_finish (builder);
}

/* What one side suffers, in the rulebook's words. */
static char *
describe_side (const BthLgaBattle *b, const BthLgaSideResult *r, gboolean attacker)
{
  GString *text = g_string_new (NULL);

#define LINE(...) G_STMT_START { if (text->len > 0) g_string_append_c (text, '\n'); g_string_append_printf (text, __VA_ARGS__); } G_STMT_END
  if (r->captured)
    LINE (_("Captured: the units inside the fortress surrender [15.47]"));
  if (r->eliminated)
    LINE (_("Eliminated: loses all its %d SP"), r->loss);
  else if (r->routed)
    {
      LINE (_("Routed: the front line loses %d SP (half, rounded up) and retreats %d hexes [12.51]"), r->loss - r->captured_sp,
            r->retreat_hexes);
      if (r->morale_check)
        LINE (_("Its reserve makes a Morale Check; if it fails, the reserve routs too and the loss is %d SP [12.51, 13.2]"),
              r->loss_if_reserve_routs);
    }
  else if (r->loss_is_opening_bid)
    {
      if (attacker)
        LINE (_("Escalating Exchange: the attacker opens the bidding at %d SP, at most %d [12.54]"), r->loss, r->max_bid);
      else
        LINE (_("Escalating Exchange: bids more than the attacker, at most %d SP [12.54]"), r->max_bid);
    }
  else if (r->loss > 0)
    LINE (ngettext ("Loses %d SP: %d × the Minimum Loss of %d [12.53]", "Loses %d SP: %d × the Minimum Loss of %d [12.53]", r->loss),
          r->loss, r->cell != NULL ? r->cell->number : 0, b->minimum_loss);
  if (r->withdraw && !r->captured)
    LINE (_("Withdraws %d hex, then each stack makes a Morale Check [12.52]"), r->retreat_hexes);
  if (r->leader_loss == 1)
    LINE (_("L-1: its committed division and brigade leaders are killed [12.55]"));
  else if (r->leader_loss == 2)
    LINE (_("L-2: its committed division and brigade leaders and one corps or army leader are killed [12.56]"));
  bth_lga_river_describe (r, text);
  if (r->advance_points > 0)
    LINE (ngettext ("Gains %d Advance Point [12.57]", "Gains %d Advance Points [12.57]", r->advance_points), r->advance_points);
  if (text->len == 0)
    LINE (_("No effect"));
#undef LINE
  return g_string_free (text, FALSE);
}

/* The SP a row costs a side, as the chances list it ("3 SP", "at least 1 SP"). */
static char *
loss_text (const BthLgaSideResult *r)
{
  if (r->loss_is_opening_bid)
    return g_strdup_printf (_("%d SP or more (bidding)"), r->loss);
  return g_strdup_printf (_("%d SP"), r->loss);
}

static const char *
cell_text (const BthLgaSideResult *r)
{
  return r->cell != NULL ? r->cell->text : "";
}

/* The chance of every row before the roll (rows with the same cells together) and of each
 * side's loss. */
static void
show_chances (BthLgaBattlePage *self, BthLgaRules *rules, BthLgaBattle *b, Built *built)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  double att_loss[1000] = { 0 }, def_loss[1000] = { 0 };
  gboolean att_bid[1000] = { 0 }, def_bid[1000] = { 0 };

  for (int row = 0; row < BTH_LGA_CRT_ROWS; )
    {
      BthLgaSideResult a, d;
      double p = 0;
      int last = row;

      if (b->row_probability[row] <= 0)
        {
          row++;
          continue;
        }
      bth_lga_battle_row_results (rules, b, &built->in, &built->options, row, &a, &d);
      while (last + 1 < BTH_LGA_CRT_ROWS && b->row_probability[last + 1] > 0
             && g_str_equal (t->crt[last + 1].attacker.text, t->crt[row].attacker.text)
             && g_str_equal (t->crt[last + 1].defender.text, t->crt[row].defender.text))
        last++;
      for (int k = row; k <= last; k++)
        p += b->row_probability[k];
      {
        g_autofree char *pct = bth_lga_percent (p);
        g_autofree char *al = loss_text (&a), *dl = loss_text (&d);
        int in36 = (int) lround (p * 36);
        g_autofree char *title = row == last
          /* Translators: a CRT row and its chance, e.g. "Row 10 — 6 in 36" */
          ? g_strdup_printf (_("Row %s — %d in 36"), t->crt[row].label, in36)
          /* Translators: CRT rows and their chance, e.g. "Rows 5 to 9 — 20 in 36" */
          : g_strdup_printf (_("Rows %s to %s — %d in 36"), t->crt[row].label, t->crt[last].label, in36);
        /* Translators: both sides' CRT cells and losses, e.g. "Attacker: 2, 2 Advance Points (loses 2 SP) · Defender: 3 (loses 3 SP)" */
        g_autofree char *sub = g_strdup_printf (_("Attacker: %s (loses %s)\nDefender: %s (loses %s)"),
                                                cell_text (&a), al, cell_text (&d), dl);
        AdwActionRow *r = bth_lga_group_add_text (self->chances_group, title, sub, pct);
        g_autofree char *name = g_strdup_printf ("chance-row-%d", row);
        gtk_widget_set_name (GTK_WIDGET (r), name);
      }
      att_loss[MIN (a.loss, 999)] += p;
      def_loss[MIN (d.loss, 999)] += p;
      att_bid[MIN (a.loss, 999)] |= a.loss_is_opening_bid;
      def_bid[MIN (d.loss, 999)] |= d.loss_is_opening_bid;
      row = last + 1;
    }
  for (int s = 0; s < 2; s++)
    {
      double *loss = s == 0 ? att_loss : def_loss;
      gboolean *bid = s == 0 ? att_bid : def_bid;
      GString *sub = g_string_new (NULL);
      AdwActionRow *r;

      for (int sp = 0; sp < 1000; sp++)
        if (loss[sp] > 0)
          {
            g_autofree char *pct = bth_lga_percent (loss[sp]);
            if (sub->len > 0)
              g_string_append (sub, " · ");
            /* Translators: a loss and its chance, e.g. "3 SP: 41.7 %" */
            g_string_append_printf (sub, bid[sp] ? _("%d SP or more: %s") : _("%d SP: %s"), sp, pct);
          }
      r = bth_lga_group_add_text (self->chances_group, s == 0 ? _("Attacker’s Loss") : _("Defender’s Loss"), sub->str, NULL);
      gtk_widget_set_name (GTK_WIDGET (r), s == 0 ? "attacker-loss-chances" : "defender-loss-chances");
      g_string_free (sub, TRUE);
    }
}

/* Whether the battle goes on after this round, and why not [12.0 step 7]. */
static char *
battle_ends (const BthLgaBattle *b)
{
  if (b->attacker.loss_is_opening_bid)
    return g_strdup (_("Escalating Exchange: each side in turn bids more SP or passes; the side that passes loses the battle and retreats 1 hex, and both lose the last bid [12.54]. The battle ends."));
  if (b->defender.eliminated || b->attacker.eliminated)
    return g_strdup (_("A side is eliminated: the battle ends [12.0]."));
  if (b->defender.routed || b->attacker.routed)
    return g_strdup (b->defender.routed ? _("The defender is Routed: the battle ends [12.51].")
                                        : _("The attacker is Routed: the battle ends [12.51]."));
  if (b->defender.withdraw || b->attacker.withdraw || b->defender.captured)
    return g_strdup (_("A side withdraws: the battle ends [12.52]."));
  if (b->attacker.advance_points < 1)
    return g_strdup (_("The attacker gained no Advance Point: the battle ends [12.0]."));
  return NULL;
}

static void
add_modifier_rows (BthLgaBattlePage *self, GArray *list, const char *who)
{
  for (guint i = 0; i < list->len; i++)
    {
      const BthModifier *m = &g_array_index (list, BthModifier, i);
      g_autofree char *v = bth_form_signed (m->value);
      g_autofree char *title = g_strdup_printf ("%s %s", m->reason, m->rule);
      bth_lga_group_add_text (self->explain_group, title, who, v);
    }
}

static void
show_result (BthLgaBattlePage *self, BthLgaRules *rules, BthLgaBattle *b, Built *built)
{
  g_autofree char *caption = NULL, *att = NULL, *def = NULL, *ends = NULL;
  int exchange_losses[2] = { 0, 0 };
  gboolean settled;

  bth_lga_group_clear (self->explain_group);
  g_clear_pointer (&self->leader_needs, g_free);
  self->leaders.wanted = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->leaders.group), FALSE);
  bth_lga_rounds_show_exchange (&self->rounds, rules, NULL, FALSE, NULL);
  if (b != NULL && (!b->allowed || b->automatic))
    {
      /* No dice: 4:1 or more, a routed defender, or an attack not allowed [12.14-12.15, 13.27]. */
      AdwActionRow *r;
      g_autofree char *al = NULL, *dl = NULL;

      bth_lga_battle_apply (rules, b, &built->in, &built->options, 0, 0);
      gtk_label_set_text (self->verdict_label, b->automatic ? b->odds : _("No Battle"));
      gtk_label_set_text (self->verdict_caption, b->verdict);
      gtk_label_set_text (self->attacker_cell, "");
      gtk_label_set_text (self->defender_cell, "");
      att = describe_side (b, &b->attacker, TRUE);
      def = describe_side (b, &b->defender, FALSE);
      gtk_label_set_text (self->attacker_effect, att);
      gtk_label_set_text (self->defender_effect, def);
      gtk_label_set_text (self->next_label, "");
      al = g_strdup_printf (_("%d SP"), b->attacker.loss);
      dl = g_strdup_printf (_("%d SP"), b->defender.loss);
      r = bth_lga_group_add_text (self->explain_group, _("Attacker’s Loss"), NULL, al);
      gtk_widget_set_name (GTK_WIDGET (r), "attacker-loss");
      r = bth_lga_group_add_text (self->explain_group, _("Defender’s Loss"), NULL, dl);
      gtk_widget_set_name (GTK_WIDGET (r), "defender-loss");
      gtk_widget_set_visible (self->result_box, TRUE);
      return;
    }
  if (b == NULL || self->dice[0] == 0)
    {
      gtk_widget_set_visible (self->result_box, FALSE);
      return;
    }
  bth_lga_battle_apply (rules, b, &built->in, &built->options, self->dice[0], self->dice[1]);
  gtk_label_set_text (self->verdict_label, bth_lga_rules_get_tables (rules)->crt[b->row].label);
  {
    g_autofree char *net = bth_form_signed (b->net_drm);
    /* Translators: the battle's caption, e.g. "Round 2, dice typed at the table: 4 + 5 = 9, net modifier +5: row 14+ of the Combat Results Table" */
    caption = g_strdup_printf (self->dice_typed ? _("Round %d, dice typed at the table: %d + %d = %d, net modifier %s: row %s of the Combat Results Table")
                                                : _("Round %d, dice rolled by Berthier: %d + %d = %d, net modifier %s: row %s of the Combat Results Table"),
                               self->round, b->dice[0], b->dice[1], b->roll, net,
                               bth_lga_rules_get_tables (rules)->crt[b->row].label);
  }
  gtk_label_set_text (self->verdict_caption, caption);
  gtk_label_set_text (self->attacker_cell, cell_text (&b->attacker));
  gtk_label_set_text (self->defender_cell, cell_text (&b->defender));
  att = describe_side (b, &b->attacker, TRUE);
  def = describe_side (b, &b->defender, FALSE);
  gtk_label_set_text (self->attacker_effect, att);
  gtk_label_set_text (self->defender_effect, def);

  ends = battle_ends (b);
  if (ends == NULL)
    ends = g_strdup_printf (ngettext ("The attacker has %d Advance Point: another round may follow [12.0, 12.57]. Next Round (Alt+X), then the battle reinforcements’ Initiative rolls [12.71].",
                                      "The attacker has %d Advance Points: another round may follow [12.0, 12.57]. Next Round (Alt+X), then the battle reinforcements’ Initiative rolls [12.71].",
                                      b->attacker.advance_points), b->attacker.advance_points);
  gtk_label_set_text (self->next_label, ends);
  settled = bth_lga_rounds_show_exchange (&self->rounds, rules, b, TRUE, exchange_losses);

  {
    g_autofree char *al = NULL, *dl = NULL, *al_sub = NULL, *dl_sub = NULL;
    g_autofree char *roll = g_strdup_printf ("%d + %d = %d", b->dice[0], b->dice[1], b->roll);
    g_autofree char *mod = g_strdup_printf ("%d", b->modified_roll);
    g_autofree char *ml = g_strdup_printf ("%d", b->minimum_loss);
    g_autofree char *mls = g_strdup_printf (_("Of the attacker’s %d SP in the front line [12.53]"), b->attacker_front);
    AdwActionRow *r;

    if (b->attacker.loss_is_opening_bid && settled)
      {
        /* the bidding settled: both sides lose the last bid [12.54] */
        al = g_strdup_printf (_("%d SP"), exchange_losses[0]);
        dl = g_strdup_printf (_("%d SP"), exchange_losses[1]);
        al_sub = g_strdup (_("The Escalating Exchange’s last bid, settled [12.54]"));
        dl_sub = g_strdup (al_sub);
      }
    else if (b->attacker.loss_is_opening_bid)
      {
        /* the opening bid is no loss yet: the bidding decides it [12.54] */
        al = g_strdup (_("Bidding"));
        dl = g_strdup (_("Bidding"));
        al_sub = g_strdup_printf (_("Not yet settled: the attacker opened the bidding at %d SP; both sides lose the last bid [12.54]"),
                                  b->attacker.loss);
        dl_sub = g_strdup (_("Not yet settled: both sides lose the last bid [12.54]"));
      }
    else
      {
        al = g_strdup_printf (_("%d SP"), b->attacker.loss);
        dl = g_strdup_printf (_("%d SP"), b->defender.loss);
      }
    bth_lga_group_add_text (self->explain_group, _("Dice"), self->dice_typed ? _("Typed at the table") : _("Rolled by Berthier"), roll);
    r = bth_lga_group_add_text (self->explain_group, _("Attacker’s Loss"), al_sub, al);
    gtk_widget_set_name (GTK_WIDGET (r), "attacker-loss");
    r = bth_lga_group_add_text (self->explain_group, _("Defender’s Loss"), dl_sub, dl);
    gtk_widget_set_name (GTK_WIDGET (r), "defender-loss");
    if ((b->attacker.leader_loss > 0 || b->defender.leader_loss > 0) && b->leaders_at_risk->len > 0)
      {
        /* leaders_at_risk is no NULL-terminated vector: joined by hand */
        g_autoptr(GString) joined = g_string_new (NULL);
        const char *names;

        for (guint i = 0; i < b->leaders_at_risk->len; i++)
          g_string_append_printf (joined, "%s%s", i > 0 ? ", " : "", (const char *) b->leaders_at_risk->pdata[i]);
        names = joined->str;
        bth_lga_group_add_text (self->explain_group, _("Leaders Whose Combat Bonus Was Used"),
                                names, NULL);
      }
    {
      GPtrArray *lost[2];
      self->leader_needs = bth_lga_leader_rows_show (&self->leaders, rules, b, &built->in, &built->options,
                                                     self->explain_group, lost);
      for (int s = 0; s < 2; s++)
        g_clear_pointer (&lost[s], g_ptr_array_unref);
      if (self->leader_needs != NULL)
        {
          /* Translators: the battle's next step, then what the leader loss still needs */
          g_autofree char *t = g_strdup_printf (_("%s\nBefore the next round: %s."), ends, self->leader_needs);
          gtk_label_set_text (self->next_label, t);
        }
    }
    if (b->defender.routed)
      {
        int inf = 0, cav = 0, left = b->defender_front + b->defender_reserve - b->defender.loss;
        g_autofree char *sub = NULL, *cap = NULL;

        for (int i = 0; i < N_SLOTS; i++)
          if (slots[i].reserve && slots[i].type == BTH_LGA_INFANTRY)
            inf += bth_lga_spin (self->side[0].sp[i]);
          else if (slots[i].reserve && slots[i].type == BTH_LGA_CAVALRY)
            cav += bth_lga_spin (self->side[0].sp[i]);
        if (inf + cav > 0)
          {
            int captured = bth_lga_pursuit_captures (rules, inf, cav, left);
            sub = g_strdup_printf (_("The attacker’s reserve, %d infantry and %d cavalry SP, captures 1 SP for each infantry SP and 2 for each cavalry SP, at most the %d SP the defender has left; captured SP are worth double Victory Points [12.65]"),
                                   inf, cav, left);
            cap = g_strdup_printf (_("%d SP"), captured);
          }
        else
          sub = g_strdup (_("The attacker has no infantry or cavalry in reserve: no pursuit [12.65]"));
        r = bth_lga_group_add_text (self->explain_group, _("Pursuit"), sub, cap);
        gtk_widget_set_name (GTK_WIDGET (r), "pursuit");
      }
    add_modifier_rows (self, b->attacker_modifiers, _("Attacker"));
    add_modifier_rows (self, b->defender_modifiers, _("Defender"));
    bth_lga_group_add_text (self->explain_group, _("Modified Roll"), _("Below 0 counts as 0, above 14 as 14 [12.5]"), mod);
    bth_lga_group_add_text (self->explain_group, _("Minimum Loss"), mls, ml);
  }
  gtk_widget_set_visible (self->result_box, TRUE);
}

static gboolean counter_allowed (BthLgaBattlePage *self, const BthLgaBattle *b, char **why);

static void
refresh (BthLgaBattlePage *self)
{
  BthLgaRules *rules = get_rules (self);
  Built built;
  g_autofree char *problem = NULL, *round = g_strdup_printf ("%d", self->round);
  g_autoptr(BthLgaBattle) b = prepare (self, &built, &problem);
  gboolean rolled = self->dice[0] > 0;
  gboolean can_roll = b != NULL && b->allowed && !b->automatic && !rolled;
  g_autofree char *ends = NULL;
  GString *status = g_string_new (NULL);
  gboolean status_error = FALSE;

  gtk_label_set_text (self->round_label, round);
  if (self->round > 1 && get_rules (self) != NULL)
    {
      g_autofree char *stands = bth_lga_modifier_hint (get_rules (self), "battle", "defender_stands", FALSE,
                                                       _("The defender stands: "));
      g_autofree char *text = self->rounds.reversed
        /* Translators: %s is "The defender stands: +1 [12.46]" */
        ? g_strdup_printf (_("A counter-attack: the original defender attacks [12.77]; %s"), stands)
        /* Translators: %s is "The defender stands: +1 [12.46]" */
        : g_strdup_printf (_("%s; battle reinforcements join by their Initiative roll [12.71]"), stands);
      adw_action_row_set_subtitle (self->round_row, text);
    }
  else
    adw_action_row_set_subtitle (self->round_row, _("The first round"));
  bth_lga_group_clear (self->chances_group);
  gtk_widget_set_visible (self->odds_group, b != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->chances_group), b != NULL && b->allowed && !b->automatic);
  if (b != NULL)
    {
      g_autofree char *odds_sub = g_strdup_printf (_("%d SP in the attacker’s front line against %d, rounded in the defender’s favour; reserves do not count [12.33]"),
                                                   b->attacker_front, b->defender_counted);
      g_autofree char *am = bth_lga_modifiers_text (b->attacker_modifiers), *dm = bth_lga_modifiers_text (b->defender_modifiers);
      g_autofree char *av = bth_form_signed (b->attacker_drm), *dv = bth_form_signed (b->defender_drm), *nv = bth_form_signed (b->net_drm);

      gtk_label_set_text (self->odds_label, b->odds);
      adw_action_row_set_subtitle (self->odds_row, odds_sub);
      adw_action_row_set_subtitle (self->attacker_drm_row, am);
      adw_action_row_set_subtitle (self->defender_drm_row, dm);
      gtk_label_set_text (self->attacker_drm_label, av);
      gtk_label_set_text (self->defender_drm_label, dv);
      gtk_label_set_text (self->net_drm_label, nv);
      if (b->allowed && !b->automatic)
        show_chances (self, rules, b, &built);
      bth_lga_forecast_view_update (self->forecast, rules, b->allowed && !b->automatic ? &built.in : NULL, &built.options);
      for (guint i = 0; i < b->violations->len; i++)
        {
          if (status->len > 0)
            g_string_append_c (status, '\n');
          g_string_append (status, g_ptr_array_index (b->violations, i));
          status_error = TRUE;
        }
      for (guint i = 0; i < b->notes->len; i++)
        {
          if (status->len > 0)
            g_string_append_c (status, '\n');
          g_string_append (status, g_ptr_array_index (b->notes, i));
        }
    }
  else
    bth_lga_forecast_view_update (self->forecast, rules, NULL, NULL);
  if (b == NULL && problem != NULL)
    {
      g_string_append (status, problem);
      status_error = TRUE;
    }
  bth_form_status_set (GTK_WIDGET (self->status_label), status->str, status_error);
  g_string_free (status, TRUE);

  show_result (self, rules, b, &built);
  if (b != NULL && rolled && b->allowed && !b->automatic)
    ends = battle_ends (b);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lga-battle.next-round",
                                 b != NULL && rolled && b->allowed && !b->automatic && ends == NULL
                                 && self->leader_needs == NULL);
  {
    g_autofree char *why = NULL;
    gboolean counter = b != NULL && rolled && b->allowed && !b->automatic && self->leader_needs == NULL
                       && counter_allowed (self, b, &why);

    gtk_widget_action_set_enabled (GTK_WIDGET (self), "lga-battle.counter-attack", counter);
    gtk_widget_set_visible (self->rounds.counter_button, counter);
    if (counter)
      {
        /* Translators: the battle's next step, then the counter-attack it allows */
        g_autofree char *t = g_strdup_printf (_("%s\nOr the defender counter-attacks: a round with the roles reversed (Alt+C) [12.77]."),
                                              gtk_label_get_text (self->next_label));
        gtk_label_set_text (self->next_label, t);
        gtk_widget_set_tooltip_text (self->rounds.counter_button,
                                     _("Take each side’s losses, then a round with the roles reversed (Alt+C) [12.77]"));
      }
    else
      gtk_widget_set_tooltip_text (self->rounds.counter_button, why != NULL ? why : _("A counter-attack follows a round [12.77]"));
  }
  bth_lga_rounds_show_reinforcements (&self->rounds, rules, self->round, rolled);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lga-battle.initiative", self->round > 1 && !rolled);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "lga-battle.leader-die",
                                 b != NULL && rolled && b->allowed && !b->automatic
                                 && bth_lga_leader_rows_need_die (rules, b, &built.in, &built.options, self->leaders.die.die));
  bth_form_show_roll_problem (GTK_WIDGET (self), "lga-battle.roll", can_roll, self->roll_button, self->problem_label,
                              rolled ? _("This round is rolled: Next Round (Alt+X), or New Battle (Alt+N)") : NULL,
                              _("Roll two dice for this round (Enter in the dice entry, or Alt+R)"));
  if (rolled)
    gtk_widget_set_visible (GTK_WIDGET (self->problem_label), FALSE);

  g_free (self->state);
  self->state = serialize (self);
  /* An input changed after this round's roll takes its dice away: the stale mark says so,
   * with what the Dice Log says the roll gave. */
  bth_page_roll_is_stale (BTH_PAGE (self), TRUE);
}

static void on_input_changed (BthLgaBattlePage *self);

/* A row of side S edited: its line says the same force. */
static void
on_attacker_row_changed (BthLgaBattlePage *self)
{
  if (self->updating)
    return;
  line_from_rows (self, 0);
  on_input_changed (self);
}

static void
on_defender_row_changed (BthLgaBattlePage *self)
{
  if (self->updating)
    return;
  line_from_rows (self, 1);
  on_input_changed (self);
}

/* The players typed in side S's line: the rows and the terrain take what it says. */
static void
line_changed (BthLgaBattlePage *self, int s)
{
  if (self->updating)
    return;
  reparse (self, s);
  rows_from_line (self, s);
  if (self->parsed[s]->terrain != NULL)
    for (guint t = 0; t < self->n_terrain; t++)
      if (g_str_equal (self->terrain_ids[t], self->parsed[s]->terrain))
        {
          self->updating = TRUE;
          adw_combo_row_set_selected (self->terrain, t);
          self->updating = FALSE;
        }
  on_input_changed (self);
}

static void
on_attacker_line_changed (BthLgaBattlePage *self)
{
  line_changed (self, 0);
}

static void
on_defender_line_changed (BthLgaBattlePage *self)
{
  line_changed (self, 1);
}

/* Return in a line: on to the defender's line, then the dice. */
static void
on_attacker_line_activated (BthLgaBattlePage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (bth_typed_line_get_entry (self->line[1])));
}

static void
on_defender_line_activated (BthLgaBattlePage *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->typed_dice));
}

static void
on_input_changed (BthLgaBattlePage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "inputs");
  /* A change after the roll is a new roll of this round. */
  self->dice[0] = self->dice[1] = 0;
  bth_typed_die_forget (&self->leaders.die);
  refresh (self);
}

static void
on_typed_dice_changed (BthLgaBattlePage *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self->typed_dice), "error");
}

/* After a roll: the owner's die for L-2 while it is wanted, else Next Round when it may
 * follow. */
static gboolean
focus_after_roll (gpointer data)
{
  BthLgaBattlePage *self = data;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  if (self->leaders.wanted)
    gtk_widget_grab_focus (GTK_WIDGET (self->leaders.die.row));
  else if (gtk_widget_is_sensitive (self->next_round_button))
    gtk_widget_grab_focus (self->next_round_button);
  return G_SOURCE_REMOVE;
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (widget);
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthLgaRules *rules = get_rules (self);
  g_autofree char *problem = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *typed = NULL;
  Built built;
  g_autoptr(BthLgaBattle) b = prepare (self, &built, &problem);
  int values[2];

  if (session == NULL || b == NULL || !b->allowed || b->automatic || self->dice[0] > 0)
    return;
  typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->typed_dice))));
  if (!bth_session_roll_begin (session, typed, &error)
      || bth_dice_roll (bth_session_get_dice (session), 2, 6, _("Battle [12.0]"), values, &error) < 0)
    {
      bth_session_roll_cancel (session);
      gtk_widget_add_css_class (GTK_WIDGET (self->typed_dice), "error");
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  records = bth_session_roll_end (session, _("Battle"));
  bth_page_remember (BTH_PAGE (self), NULL);
  bth_session_attach_rolls (session, records);
  self->dice[0] = values[0];
  self->dice[1] = values[1];
  self->dice_typed = *typed != '\0';
  bth_typed_die_forget (&self->leaders.die);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->typed_dice), "");
  self->updating = FALSE;

  bth_lga_battle_apply (rules, b, &built.in, &built.options, values[0], values[1]);
  {
    g_autofree char *modified = g_strdup_printf ("%d", b->row);
    g_autofree char *outcome = g_strdup_printf (_("Attacker %s, defender %s (%s)"), cell_text (&b->attacker),
                                                cell_text (&b->defender), b->odds);
    for (guint i = 0; i < records->len; i++)
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), i == 0 ? modified : "", i == 0 ? outcome : "");
  }
  refresh (self);
  bth_page_reveal_span (BTH_PAGE (self), self->result_box, GTK_WIDGET (self->next_label));
  /* The owner's die for L-2 is the next thing to type [12.56]: the focus goes there once
   * the dice entry's Enter is done (it keeps the focus in the dice entry). */
  if (self->leaders.wanted)
    {
      bth_page_reveal_span (BTH_PAGE (self), self->result_box, GTK_WIDGET (self->leaders.group));
      g_idle_add_full (G_PRIORITY_DEFAULT, focus_after_roll, g_object_ref (self), g_object_unref);
    }
}

/* The owner's die for an L-2 result with a committed corps and army leader [12.56]. */
static void
leader_die_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (widget);
  BthLgaRules *rules = get_rules (self);
  g_autofree char *problem = NULL;
  g_autoptr(GPtrArray) records = NULL;
  Built built;
  g_autoptr(BthLgaBattle) b = prepare (self, &built, &problem);

  if (b == NULL || self->dice[0] == 0 || !b->allowed || b->automatic)
    return;
  bth_lga_battle_apply (rules, b, &built.in, &built.options, self->dice[0], self->dice[1]);
  if (!bth_lga_leader_rows_need_die (rules, b, &built.in, &built.options, self->leaders.die.die))
    return;
  records = bth_typed_die_roll (&self->leaders.die, BTH_PAGE (self), _("Leader loss, L-2: a corps or the army leader [12.56]"),
                                _("Leader Loss"), &self->updating);
  if (records == NULL)
    {
      bth_typed_die_show_error (&self->leaders.die);
      if (self->leaders.die.error != NULL)
        bth_page_toast (BTH_PAGE (self), self->leaders.die.error);
      return;
    }
  {
    g_autofree char *d = g_strdup_printf ("%d", self->leaders.die.die);
    g_autofree char *names = bth_lga_leader_rows_lost_names (rules, b, &built.in, &built.options, self->leaders.die.die);

    for (guint i = 0; i < records->len; i++)
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), d, names);
  }
  refresh (self);
  bth_page_reveal_span (BTH_PAGE (self), self->result_box, GTK_WIDGET (self->leaders.group));
  g_idle_add_full (G_PRIORITY_DEFAULT, focus_after_roll, g_object_ref (self), g_object_unref);
}

/* The attacker's and the defender's lines exchanged, for a counter-attack [12.77]. */
static void
swap_sides (BthLgaBattlePage *self)
{
  g_autofree char *texts[2] = { NULL, NULL };

  /* written again without terrain: the hex's terrain stays in its row */
  for (int s = 0; s < 2; s++)
    texts[s] = bth_lga_force_line_format (&self->parsed[s]->side, &self->parsed[s]->named, NULL, NULL);
  for (int s = 0; s < 2; s++)
    {
      set_line (self, s, texts[1 - s]);
      rows_from_line (self, s);
    }
}

/* Whether the defender of the round B (rolled) may counter-attack [12.77], by the core;
 * WHY says why not. */
static gboolean
counter_allowed (BthLgaBattlePage *self, const BthLgaBattle *b, char **why)
{
  gboolean ended_by_result = b->attacker.loss_is_opening_bid || b->attacker.routed || b->defender.routed
                             || b->attacker.withdraw || b->defender.withdraw || b->attacker.eliminated
                             || b->defender.eliminated || b->defender.captured;
  /* the side defending now is the original defender unless the roles are reversed */
  int defender_side = self->rounds.reversed ? 0 : 1;

  return bth_lga_counter_attack_allowed (!self->rounds.countered, bth_lga_rounds_defender_reinforced (&self->rounds),
                                         self->rounds.ap_kept[defender_side], ended_by_result, why);
}

/* Each side's loss of this round taken from its units [12.61-12.62], and the next round;
 * with COUNTER, the roles reversed [12.77]. */
static void
advance (BthLgaBattlePage *self, gboolean counter)
{
  BthLgaRules *rules = get_rules (self);
  g_autofree char *problem = NULL, *ends = NULL, *why = NULL;
  Built built;
  g_autoptr(BthLgaBattle) b = prepare (self, &built, &problem);

  if (b == NULL || self->dice[0] == 0 || !b->allowed || b->automatic)
    return;
  bth_lga_battle_apply (rules, b, &built.in, &built.options, self->dice[0], self->dice[1]);
  if (counter ? !counter_allowed (self, b, &why) : (ends = battle_ends (b)) != NULL)
    return;
  if (self->leader_needs != NULL)
    return;
  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  /* Each side's line written again: its units less the loss of this round, taken by
   * 3:1:1 from the front line [12.61-12.62], without the leaders lost [12.55-12.56]. */
  bth_lga_river_rows_next_round (&self->river, b);
  for (int s = 0; s < 2; s++)
    {
      const BthLgaSideResult *r = s == 0 ? &b->attacker : &b->defender;
      const BthLgaBattleSide *side = s == 0 ? &built.in.attacker : &built.in.defender;
      int loss = s == 0 ? b->attacker.loss : b->defender.loss;
      gboolean needs_die;
      g_autofree char *needs = NULL, *reason = NULL, *text = NULL;
      g_autoptr(GPtrArray) lost = bth_lga_leaders_lost (rules, side, b->leaders_at_risk, r->leader_loss, self->leaders.die.die,
                                                         NULL, &built.options, &needs_die, &needs, &reason);
      g_autofree int *taken = g_new0 (int, MAX (side->n_units, 1));
      g_autofree BthLgaUnit *units = g_memdup2 (side->units, sizeof (BthLgaUnit) * MAX (side->n_units, 1));
      BthLgaBattleSide after = *side;
      guint32 named = self->parsed[s]->named;

      bth_lga_allocate_losses (rules, side->units, side->n_units, loss, FALSE, taken);
      for (guint u = 0; u < side->n_units; u++)
        units[u].sp -= taken[u];
      after.units = units;
      g_ptr_array_add (lost, NULL);
      text = bth_lga_force_line_format (&after, &named, NULL, (const char * const *) lost->pdata);
      set_line (self, s, text);
      rows_from_line (self, s);
    }
  /* the owner's L-2 die chose the leaders lost above: forgotten only now */
  bth_typed_die_forget (&self->leaders.die);
  /* the Advance Points of this round's attacker, kept for a counter-attack in turn [12.77] */
  self->rounds.ap_kept[self->rounds.reversed ? 1 : 0] = b->attacker.advance_points;
  bth_lga_rounds_reset (&self->rounds, FALSE);
  if (counter)
    {
      swap_sides (self);
      self->rounds.reversed = !self->rounds.reversed;
      self->rounds.countered = TRUE;
    }
  self->round++;
  self->dice[0] = self->dice[1] = 0;
  self->updating = FALSE;
  bth_page_forget_roll (BTH_PAGE (self));   /* a new round, with no roll of its own yet */
  refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->typed_dice));
  bth_page_reveal (BTH_PAGE (self), self->odds_group);
}

static void
next_round_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  advance (BTH_LGA_BATTLE_PAGE (widget), FALSE);
}

static void
counter_attack_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  advance (BTH_LGA_BATTLE_PAGE (widget), TRUE);
}

/* A battle reinforcement's Initiative roll [12.71]. */
static void
initiative_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (widget);
  g_autoptr(GPtrArray) records = NULL;

  if (self->dice[0] > 0 || self->round < 2)
    return;
  records = bth_lga_rounds_roll_initiative (&self->rounds, get_rules (self), BTH_PAGE (self), &self->updating);
  if (records == NULL)
    {
      bth_typed_die_show_error (&self->rounds.die);
      if (self->rounds.die.error != NULL)
        bth_page_toast (BTH_PAGE (self), self->rounds.die.error);
      refresh (self);
      return;
    }
  {
    const BthLgaInitiativeRoll *r = &g_array_index (self->rounds.rolls, BthLgaInitiativeRoll, self->rounds.rolls->len - 1);
    g_autofree char *d = g_strdup_printf ("%d", r->die);

    for (guint i = 0; i < records->len; i++)
      bth_roll_record_set_outcome (g_ptr_array_index (records, i), d, r->passed ? _("Joins the battle") : _("Does not move"));
  }
  /* Its outcome is kept as it fell, never worked out again from the forces. */
  bth_page_forget_roll (BTH_PAGE (self));
  refresh (self);
}

static void
on_between_changed (BthLgaBattlePage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "between");
  refresh (self);
}

static void
new_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (widget);

  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  bth_lga_inputs_reset (&self->inputs);
  set_line (self, 0, "");
  set_line (self, 1, "");
  bth_typed_die_forget (&self->leaders.die);
  bth_lga_rounds_reset (&self->rounds, TRUE);
  self->round = 1;
  self->dice[0] = self->dice[1] = 0;
  self->updating = FALSE;
  bth_page_forget_roll (BTH_PAGE (self));
  refresh (self);
}

static void
fill_terrain (BthLgaBattlePage *self)
{
  BthLgaRules *rules = get_rules (self);
  const BthLgaTables *t;
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

  if (rules == NULL || self->n_terrain > 0)
    return;
  t = bth_lga_rules_get_tables (rules);
  for (guint i = 0; i < t->n_terrain && self->n_terrain < MAX_TERRAIN; i++)
    {
      g_autofree char *label = NULL;

      if (t->terrain[i].not_allowed)
        continue;
      if (t->terrain[i].special)
        /* Translators: a terrain whose effect on battle is special, e.g. "Minor River (special)" */
        label = g_strdup_printf (_("%s (special)"), t->terrain[i].terrain);
      else if (t->terrain[i].drm != 0)
        label = g_strdup_printf ("%s (+%d)", t->terrain[i].terrain, t->terrain[i].drm);
      else
        label = g_strdup (t->terrain[i].terrain);
      gtk_string_list_append (model, label);
      self->terrain_ids[self->n_terrain++] = g_strdup (t->terrain[i].id);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->terrain, G_LIST_MODEL (model));
  bth_lga_river_rows_fill (&self->river, G_LIST_MODEL (model));
  self->updating = FALSE;
}

/* The hints that give a value of the rules, written from the ruleset (a reading or a data
 * change changes them with the results). */
static void
write_hints (BthLgaBattlePage *self)
{
  BthLgaRules *rules = get_rules (self);
  const BthLgaTables *t;
  g_autofree char *flank = NULL;

  if (rules == NULL)
    return;
  t = bth_lga_rules_get_tables (rules);
  flank = bth_lga_modifier_hint (rules, "battle", "flank_attack", FALSE,
                                 _("From hexes not adjacent to each other, and the defender forms no new front line against them: "));
  bth_lga_set_hint (GTK_WIDGET (self->flank), flank);
  for (int s = 0; s < 2; s++)
    {
      SideRows *rows = &self->side[s];
      g_autofree char *unsupplied = bth_lga_modifier_hint (rules, "battle", "unsupplied", FALSE, _("Any unit, front line or reserve: "));
      g_autofree char *winter = bth_lga_modifier_hint (rules, "battle", "winter_quarters", FALSE, _("By enemy action this turn: "));
      g_autofree char *cavalry = g_strdup_printf (g_dngettext (NULL, "One cavalry leader for every %d cavalry SP in the front line; 0 if none [12.41]",
                                                               "One cavalry leader for every %d cavalry SP in the front line; 0 if none [12.41]",
                                                               t->cavalry_sp_per_leader), t->cavalry_sp_per_leader);

      bth_lga_set_hint (GTK_WIDGET (rows->unsupplied), unsupplied);
      bth_lga_set_hint (GTK_WIDGET (rows->winter), winter);
      bth_lga_set_hint (GTK_WIDGET (rows->cavalry_cb), cavalry);
      for (int i = 0; i < N_SLOTS; i++)
        {
          g_autofree char *hint = NULL;

          if (slots[i].modifier != NULL)
            hint = bth_lga_modifier_hint (rules, "battle", slots[i].modifier, FALSE, NULL);
          else if (g_str_equal (slots[i].id, "reserve-infantry"))
            hint = g_strdup_printf (g_dngettext (NULL, "Pursues after a rout: %d SP captured each [12.65]",
                                                 "Pursues after a rout: %d SP captured each [12.65]", t->pursuit_infantry),
                                    t->pursuit_infantry);
          else if (g_str_equal (slots[i].id, "reserve-cavalry"))
            hint = g_strdup_printf (g_dngettext (NULL, "Pursues after a rout: %d SP captured each [12.65]",
                                                 "Pursues after a rout: %d SP captured each [12.65]", t->pursuit_cavalry),
                                    t->pursuit_cavalry);
          bth_lga_set_hint (GTK_WIDGET (rows->sp[i]), hint);
        }
    }
}

static void
readings_changed (BthPage *page)
{
  refresh (BTH_LGA_BATTLE_PAGE (page));
}

static void
session_set (BthPage *page, BthSession *session)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (page);

  fill_terrain (self);
  write_hints (self);
  bth_lga_readings_watch (page, session, readings_changed);
  refresh (self);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_BATTLE_PAGE (page)->state);
}

static void
restore_state (BthPage *page, const char *state)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;
  fill_terrain (self);
  self->updating = TRUE;
  bth_lga_inputs_restore (&self->inputs, root);
  /* the lines as they were typed (a state saved before the lines: written from the rows) */
  bth_lga_force_entries_restore (root, (void (*) (gpointer, int, const char *)) set_line,
                                 (void (*) (gpointer, int)) line_from_rows, self);
  self->round = CLAMP (bth_form_json_int (root, "round", 1), 1, 99);
  self->dice[0] = CLAMP (bth_form_json_int (root, "die1", 0), 0, 6);
  self->dice[1] = CLAMP (bth_form_json_int (root, "die2", 0), 0, 6);
  if (self->dice[0] == 0 || self->dice[1] == 0)
    self->dice[0] = self->dice[1] = 0;
  self->dice_typed = bth_form_json_bool (root, "dice_typed", FALSE);
  bth_typed_die_restore (&self->leaders.die, root);
  bth_lga_rounds_restore (&self->rounds, root);
  self->updating = FALSE;
  refresh (self);
}

static void
add_side (BthLgaBattlePage *self, GtkWidget *box, int s)
{
  const char *who = s == 0 ? "attacker" : "defender";
  SideRows *rows = &self->side[s];
  GCallback changed = s == 0 ? G_CALLBACK (on_attacker_row_changed) : G_CALLBACK (on_defender_row_changed);
  AdwPreferencesGroup *front = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *reserve = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *command = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (front, s == 0 ? _("Attacker’s Front Line") : _("Defender’s Front Line"));
  adw_preferences_group_set_description (front, _("Counts for the odds and the modifiers [12.3]"));
  adw_preferences_group_set_title (reserve, s == 0 ? _("Attacker’s Reserve") : _("Defender’s Reserve"));
  adw_preferences_group_set_description (reserve, _("Counts for neither odds nor modifiers; loses after the front line [12.33, 12.61]"));
  adw_preferences_group_set_title (command, s == 0 ? _("Attacker’s Leaders and Morale") : _("Defender’s Leaders and Morale"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (front));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (reserve));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (command));

  for (int i = 0; i < N_SLOTS; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", who, slots[i].id);
      rows->sp[i] = bth_lga_spin_row (&self->inputs, slots[i].reserve ? reserve : front, name, _(slots[i].title),
                                      slots[i].subtitle != NULL ? _(slots[i].subtitle) : NULL, 0, 999, changed, self);
    }
  {
    g_autofree char *m = g_strdup_printf ("%s-morale", who), *cr = g_strdup_printf ("%s-commander", who);
    g_autofree char *cc = g_strdup_printf ("%s-commander-cb", who), *sr = g_strdup_printf ("%s-subordinate", who);
    g_autofree char *sc = g_strdup_printf ("%s-subordinate-cb", who), *cv = g_strdup_printf ("%s-cavalry-leader-cb", who);
    g_autofree char *un = g_strdup_printf ("%s-unsupplied", who), *wq = g_strdup_printf ("%s-winter-quarters", who);
    const char *ranks[G_N_ELEMENTS (commander_ranks)], *sub_ranks[G_N_ELEMENTS (subordinate_ranks)];

    for (guint i = 0; i < G_N_ELEMENTS (commander_ranks); i++)
      ranks[i] = commander_ranks[i] != NULL ? _(commander_ranks[i]) : NULL;
    for (guint i = 0; i < G_N_ELEMENTS (subordinate_ranks); i++)
      sub_ranks[i] = subordinate_ranks[i] != NULL ? _(subordinate_ranks[i]) : NULL;
    rows->morale = bth_lga_spin_row (&self->inputs, command, m, _("Morale Rating"),
                                     _("Of the SP majority in the front line, from the scenario; 4 for the Guard [12.42]"),
                                     0, 4, changed, self);
    rows->commander_rank = bth_lga_combo_row (&self->inputs, command, cr, _("Highest-Ranking Leader"), ranks, changed, self);
    rows->commander_cb = bth_lga_spin_row (&self->inputs, command, cc, _("His Combat Bonus"),
                                           _("Counts with a subordinate of his command in the battle; none if two leaders share the highest rank [12.41]"),
                                           0, 9, changed, self);
    rows->subordinate_rank = bth_lga_combo_row (&self->inputs, command, sr, _("Subordinate Leader"), sub_ranks, changed, self);
    rows->subordinate_cb = bth_lga_spin_row (&self->inputs, command, sc, _("Subordinate’s Combat Bonus"), NULL, 0, 9, changed, self);
    rows->cavalry_cb = bth_lga_spin_row (&self->inputs, command, cv, _("Cavalry Leader’s Combat Bonus"),
                                         NULL, 0, 9, changed, self);
    rows->unsupplied = bth_lga_switch_row (&self->inputs, command, un, _("Unsupplied"), NULL, changed, self);
    rows->winter = bth_lga_switch_row (&self->inputs, command, wq, _("Forced from Winter Quarters"), NULL, changed, self);
  }
}

static void
dispose (GObject *object)
{
  g_clear_pointer (&BTH_LGA_BATTLE_PAGE (object)->forecast, bth_lga_forecast_view_free);
  bth_bin_dispose_template (GTK_WIDGET (object), BTH_TYPE_LGA_BATTLE_PAGE);
  G_OBJECT_CLASS (bth_lga_battle_page_parent_class)->dispose (object);
}

static void
finalize (GObject *object)
{
  BthLgaBattlePage *self = BTH_LGA_BATTLE_PAGE (object);

  g_free (self->state);
  g_free (self->leader_needs);
  for (int s = 0; s < 2; s++)
    g_clear_pointer (&self->parsed[s], bth_lga_force_line_free);
  bth_lga_leader_rows_clear (&self->leaders);
  bth_lga_rounds_clear (&self->rounds);
  for (guint i = 0; i < self->n_terrain; i++)
    g_free (self->terrain_ids[i]);
  bth_lga_inputs_clear (&self->inputs);
  G_OBJECT_CLASS (bth_lga_battle_page_parent_class)->finalize (object);
}

static void
bth_lga_battle_page_class_init (BthLgaBattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = dispose;
  object_class->finalize = finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-lga-battle-page.ui");
#define BIND(x) gtk_widget_class_bind_template_child (widget_class, BthLgaBattlePage, x)
  BIND (battle_group);
  BIND (chances_group);
  BIND (explain_group);
  BIND (round_row);
  BIND (odds_row);
  BIND (attacker_drm_row);
  BIND (defender_drm_row);
  BIND (net_drm_row);
  BIND (round_label);
  BIND (odds_label);
  BIND (attacker_drm_label);
  BIND (defender_drm_label);
  BIND (net_drm_label);
  BIND (attacker_box);
  BIND (defender_box);
  BIND (odds_group);
  BIND (status_label);
  BIND (problem_label);
  BIND (roll_button);
  BIND (next_round_button);
  BIND (result_box);
  BIND (typed_dice);
  BIND (verdict_label);
  BIND (verdict_caption);
  BIND (attacker_cell);
  BIND (attacker_effect);
  BIND (defender_cell);
  BIND (defender_effect);
  BIND (next_label);
  BIND (attacker_line_box);
  BIND (defender_line_box);
  BIND (field_group);
#undef BIND
  gtk_widget_class_bind_template_callback (widget_class, on_typed_dice_changed);
  gtk_widget_class_install_action (widget_class, "lga-battle.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "lga-battle.next-round", NULL, next_round_action);
  gtk_widget_class_install_action (widget_class, "lga-battle.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "lga-battle.leader-die", NULL, leader_die_action);
  gtk_widget_class_install_action (widget_class, "lga-battle.initiative", NULL, initiative_action);
  gtk_widget_class_install_action (widget_class, "lga-battle.counter-attack", NULL, counter_attack_action);
}

static void
bth_lga_battle_page_init (BthLgaBattlePage *self)
{
  const char *kinds[] = { _("Battle"), _("Withdrawal Battle [12.8]"), _("Assault on a Fortress [15.4]"), NULL };

  self->round = 1;
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->forecast = bth_lga_forecast_view_new (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->chances_group))),
                                              self->odds_group);
  bth_lga_inputs_init (&self->inputs);
  /* The keyboard starts in the attacker's line; Tab goes on to the defender's, then the
   * battlefield (terrain, river, flank), then the rows the lines fill. */
  self->line[0] = bth_lga_force_entry_add (GTK_BOX (self->attacker_line_box), "attacker-line", _("Attacker, in One Line"),
                           _("e.g. 14i 1c 1a m3 Soult xxx4-2-1 xx3-1 (F1 for the notation)"),
                           G_CALLBACK (on_attacker_line_changed), G_CALLBACK (on_attacker_line_activated), self);
  self->line[1] = bth_lga_force_entry_add (GTK_BOX (self->defender_line_box), "defender-line", _("Defender, in One Line"),
                           _("e.g. 10i m2 town (F1 for the notation)"),
                           G_CALLBACK (on_defender_line_changed), G_CALLBACK (on_defender_line_activated), self);
  reparse (self, 0);
  reparse (self, 1);
  self->terrain = bth_lga_combo_row (&self->inputs, self->field_group, "terrain", _("Defender’s Terrain [12.43]"), NULL,
                                     G_CALLBACK (on_input_changed), self);
  bth_lga_river_rows_add (&self->river, &self->inputs, self->field_group, G_CALLBACK (on_input_changed), self);
  self->flank = bth_lga_switch_row (&self->inputs, self->field_group, "flank-attack", _("Flank Attack"), NULL,
                                    G_CALLBACK (on_input_changed), self);
  self->kind = bth_lga_combo_row (&self->inputs, self->field_group, "kind", _("Kind of Battle"), kinds,
                                  G_CALLBACK (on_input_changed), self);
  add_side (self, self->attacker_box, 0);
  add_side (self, self->defender_box, 1);
  bth_lga_leader_rows_add (&self->leaders, BTH_PAGE (self), self->result_box, GTK_WIDGET (self->next_label), "lga-battle.leader-die");
  bth_lga_rounds_add (&self->rounds, BTH_PAGE (self), &self->inputs, self->result_box, GTK_WIDGET (self->leaders.group),
                      gtk_widget_get_parent (GTK_WIDGET (self->status_label)), GTK_WIDGET (self->status_label),
                      GTK_WIDGET (self->next_label), G_CALLBACK (on_between_changed), self);
  self->updating = FALSE;
  /* The forces, terrain and options are what a roll depends on; the round, its dice and
   * what is done between rounds come of it. */
  {
    static const char * const roll_members[] = { "round", "die1", "die2", "dice_typed", "die", "die_typed",
                                                 "typed_die", "initiative_rolls", "countered", "reversed",
                                                 "ap_kept_attacker", "ap_kept_defender", "initiative_typed_die",
                                                 NULL };

    bth_page_set_roll_members (BTH_PAGE (self), roll_members);
  }
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_box);
  bth_form_tidy_keyboard (GTK_WIDGET (self));
  bth_page_activate_on_enter (BTH_PAGE (self), GTK_WIDGET (self->typed_dice), "lga-battle.roll");
  bth_page_set_first_input (BTH_PAGE (self), GTK_WIDGET (bth_typed_line_get_entry (self->line[0])));
  refresh (self);
}

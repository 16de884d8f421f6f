/* bth-alliance-board.c — the board's facts on the Alliances page (bth-alliance-board.h).
 * The answers are kept by name (state id, city) so they survive the page's rebuilds; the
 * rules that read them are bth-campaign-politics.c's and bth-conquest.c's.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>
#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "bth-alliance-board.h"
#include "bth-campaign-answers.h"
#include "bth-page-memory.h"

enum {
  ATTACKED_PRO  = 1 << 0,   /* a neutral major attacked by the pro-French this turn (X.G.1.m) */
  ATTACKED_ANTI = 1 << 1,
};

/* The answers that describe one turn's board: attacks "that turn" (X.G.1.f, X.G.1.m), and the
 * SP counts and city hexes as they stand in that turn (X.G.1.l, X.C.1.b, X.I.1.b). The next
 * turn starts with none; going back to a turn (undo) finds its answers again. */
typedef struct {
  GHashTable *majors;       /* id → GINT_TO_POINTER (flags) */
  GHashTable *minors;       /* id → GINT_TO_POINTER (BthPoliticalSide + 1): attacked by (X.G.1.f) */
  GHashTable *foreign_sp;   /* city → city: a foreign SP in the hex (X.I.1.b) */
  int         french_sp_on_spain_mapboard;
  int         french_sp_in_paris;
} TurnFacts;

struct _BthAllianceBoard
{
  GHashTable *turns;        /* GINT_TO_POINTER (BthMonth) → TurnFacts * */
  TurnFacts  *turn;         /* the turn of the last situation asked for */
  /* Facts of the whole game, not of one turn: "moved any Spanish land unit during the course
   * of the game" (X.G.1.l), and the Peace of Pressburg once imposed (X.I.2.i). */
  gboolean    spanish_units_moved;
  gboolean    pressburg_imposed;
  /* the page's callback while the group is shown */
  GCallback   changed;
  gpointer    data;
  /* kept across launches (bth_alliance_board_follow_file) */
  char       *memory_name;
  char       *memory_saved;   /* what the file holds */
  guint       memory_source;  /* a queued write */
};

static TurnFacts *
turn_facts_new (void)
{
  TurnFacts *t = g_new0 (TurnFacts, 1);

  t->majors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  t->minors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  t->foreign_sp = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  return t;
}

static void
turn_facts_free (TurnFacts *t)
{
  g_hash_table_unref (t->majors);
  g_hash_table_unref (t->minors);
  g_hash_table_unref (t->foreign_sp);
  g_free (t);
}

/* The answers for MONTH's turn, made empty the first time that turn is asked for. */
static TurnFacts *
follow_turn (BthAllianceBoard *board, BthMonth month)
{
  TurnFacts *t = g_hash_table_lookup (board->turns, GINT_TO_POINTER ((int) month));

  if (t == NULL)
    {
      t = turn_facts_new ();
      g_hash_table_insert (board->turns, GINT_TO_POINTER ((int) month), t);
    }
  board->turn = t;
  return t;
}

BthAllianceBoard *
bth_alliance_board_new (void)
{
  BthAllianceBoard *board = g_new0 (BthAllianceBoard, 1);

  board->turns = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, (GDestroyNotify) turn_facts_free);
  follow_turn (board, 0);
  return board;
}

void
bth_alliance_board_free (BthAllianceBoard *board)
{
  if (board == NULL)
    return;
  bth_alliance_board_save (board);
  g_hash_table_unref (board->turns);
  g_free (board->memory_name);
  g_free (board->memory_saved);
  g_free (board);
}

void
bth_alliance_board_reset (BthAllianceBoard *board)
{
  g_hash_table_remove_all (board->turns);
  follow_turn (board, 0);
  board->spanish_units_moved = board->pressburg_imposed = FALSE;
}

BthPoliticsSituation *
bth_alliance_board_situation (BthAllianceBoard *board, const BthGameState *state)
{
  BthPoliticsSituation *s = bth_politics_situation_new ();
  GHashTableIter iter;
  gpointer key, value;

  follow_turn (board, state->month);

  /* The moment bth_game_campaign_situation() takes without a board. */
  s->moment = g_strcmp0 (state->phase, "combat") == 0 ? BTH_POLITICS_END_OF_COMBAT_PHASE : BTH_POLITICS_ALLIANCE_PHASE;
  s->french_sp_on_spain_mapboard = board->turn->french_sp_on_spain_mapboard;
  s->spanish_units_moved = board->spanish_units_moved;
  s->french_sp_in_paris = board->turn->french_sp_in_paris;
  s->pressburg_imposed = board->pressburg_imposed;
  g_hash_table_iter_init (&iter, board->turn->majors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      BthPoliticalMajor *m = bth_politics_situation_add_major (s, key, BTH_SIDE_NEUTRAL);
      m->attacked_by_pro = (GPOINTER_TO_INT (value) & ATTACKED_PRO) != 0;
      m->attacked_by_anti = (GPOINTER_TO_INT (value) & ATTACKED_ANTI) != 0;
    }
  g_hash_table_iter_init (&iter, board->turn->minors);
  while (g_hash_table_iter_next (&iter, &key, &value))
    bth_politics_situation_add_minor (s, key, TRUE)->attacked_by = GPOINTER_TO_INT (value) - 1;
  g_hash_table_iter_init (&iter, board->turn->foreign_sp);
  while (g_hash_table_iter_next (&iter, &key, &value))
    bth_politics_situation_add_city (s, key, NULL, FALSE, BTH_SIDE_NEUTRAL)->foreign_sp = TRUE;
  return s;
}

/* ---- the group ----------------------------------------------------------------------- */

static gboolean
on_memory_save_due (gpointer data)
{
  BthAllianceBoard *board = data;

  board->memory_source = 0;
  bth_alliance_board_save (board);
  return G_SOURCE_REMOVE;
}

static void
emit (BthAllianceBoard *board)
{
  /* One write when the answering stops (a spin button's clicks are one write). */
  g_clear_handle_id (&board->memory_source, g_source_remove);
  if (board->memory_name != NULL)
    board->memory_source = g_timeout_add_full (G_PRIORITY_LOW, 1000, on_memory_save_due, board, NULL);
  ((void (*) (gpointer)) board->changed) (board->data);
}

static void
on_major_switch (GtkSwitch *sw, GParamSpec *pspec, BthAllianceBoard *board)
{
  const char *id = g_object_get_data (G_OBJECT (sw), "id");
  int flag = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (sw), "flag"));
  int flags = GPOINTER_TO_INT (g_hash_table_lookup (board->turn->majors, id));

  flags = gtk_switch_get_active (sw) ? flags | flag : flags & ~flag;
  if (flags == 0)
    g_hash_table_remove (board->turn->majors, id);
  else
    g_hash_table_insert (board->turn->majors, g_strdup (id), GINT_TO_POINTER (flags));
  emit (board);
}

static void
on_city_switch (GtkSwitch *sw, GParamSpec *pspec, BthAllianceBoard *board)
{
  const char *city = g_object_get_data (G_OBJECT (sw), "id");

  if (gtk_switch_get_active (sw))
    g_hash_table_add (board->turn->foreign_sp, g_strdup (city));
  else
    g_hash_table_remove (board->turn->foreign_sp, city);
  emit (board);
}

/* Recorded in the game as the players' answer (Ctrl+Z takes it back); the game's change
 * rebuilds the page. */
static void
on_hexes_complete_switch (GtkSwitch *sw, GParamSpec *pspec, BthAllianceBoard *board)
{
  const char *id = g_object_get_data (G_OBJECT (sw), "id");
  BthGame *game = g_object_get_data (G_OBJECT (sw), "game");
  g_autoptr(GError) error = NULL;

  if (!bth_game_campaign_answer_city_hexes_complete (game, id, gtk_switch_get_active (sw), &error))
    g_warning ("%s", error->message);
}

static void
on_flag_switch (GtkSwitch *sw, GParamSpec *pspec, BthAllianceBoard *board)
{
  *(gboolean *) g_object_get_data (G_OBJECT (sw), "field") = gtk_switch_get_active (sw);
  emit (board);
}

static void
on_spin (GtkSpinButton *spin, BthAllianceBoard *board)
{
  *(int *) g_object_get_data (G_OBJECT (spin), "field") = gtk_spin_button_get_value_as_int (spin);
  emit (board);
}

static void
on_minor_combo (AdwComboRow *combo, GParamSpec *pspec, BthAllianceBoard *board)
{
  const char *id = g_object_get_data (G_OBJECT (combo), "id");
  const BthPoliticalSide sides[] = { BTH_SIDE_NEUTRAL, BTH_SIDE_PRO_FRENCH, BTH_SIDE_ANTI_FRENCH };
  guint selected = adw_combo_row_get_selected (combo);

  if (selected == 0 || selected >= G_N_ELEMENTS (sides))
    g_hash_table_remove (board->turn->minors, id);
  else
    g_hash_table_insert (board->turn->minors, g_strdup (id), GINT_TO_POINTER (sides[selected] + 1));
  emit (board);
}

static GtkWidget *
add_to (GtkWidget *parent, GtkWidget *row)
{
  if (ADW_IS_EXPANDER_ROW (parent))
    adw_expander_row_add_row (ADW_EXPANDER_ROW (parent), row);
  else
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (parent), row);
  return row;
}

static GtkWidget *
switch_row (GtkWidget *parent, const char *name, const char *title, const char *subtitle, gboolean active,
            GCallback callback, BthAllianceBoard *board)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_switch_set_active (GTK_SWITCH (sw), active);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_signal_connect (sw, "notify::active", callback, board);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  add_to (parent, row);
  return sw;
}

static void
spin_row (GtkWidget *parent, const char *name, const char *title, const char *subtitle, int *field,
          BthAllianceBoard *board)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (0, 999, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), *field);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (spin), "field", field);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_spin), board);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  add_to (parent, row);
}

static const char *
state_name (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *m = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *n = m == NULL ? bth_campaign_rules_find_minor (rules, id) : NULL;

  return m != NULL ? m->name : n != NULL ? n->name : id;
}

static GtkWidget *
expander_new (GtkWidget *group, const char *name, const char *title, const char *subtitle, gboolean expanded)
{
  GtkWidget *row = adw_expander_row_new ();

  gtk_widget_set_name (row, name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), subtitle);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), expanded);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

/* Neutral states attacked this turn: a neutral minor joins the other side (X.G.1.f); a
 * neutral major attacked counts for X.G.1.m and X.D.3.b. */
static void
attacks (BthAllianceBoard *board, GtkWidget *group, const BthCampaignRules *rules, const BthPoliticsSituation *s)
{
  const char *items[] = { N_("Not attacked"), N_("By pro-French forces"), N_("By anti-French forces"), NULL };
  const char *labels[] = { _(items[0]), _(items[1]), _(items[2]), NULL };
  GtkWidget *expander = expander_new (group, "alliance-attacks", _("Neutral States Attacked This Turn"),
                                      _("X.G.1.f, X.G.1.m"), g_hash_table_size (board->turn->majors) + g_hash_table_size (board->turn->minors) > 0);

  for (guint i = 0; i < s->majors->len; i++)
    {
      const BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
      int flags = GPOINTER_TO_INT (g_hash_table_lookup (board->turn->majors, m->id));
      g_autofree char *pro = g_strdup_printf ("alliance-attacked-pro-%s", m->id);
      g_autofree char *anti = g_strdup_printf ("alliance-attacked-anti-%s", m->id);
      /* Translators: "Prussia attacked by pro-French forces" */
      g_autofree char *pro_title = g_strdup_printf (_("%s attacked by pro-French forces"), state_name (rules, m->id));
      g_autofree char *anti_title = g_strdup_printf (_("%s attacked by anti-French forces"), state_name (rules, m->id));
      GtkWidget *sw;

      if (m->status != BTH_SIDE_NEUTRAL && flags == 0)
        continue;
      sw = switch_row (expander, pro, pro_title, NULL, flags & ATTACKED_PRO, G_CALLBACK (on_major_switch), board);
      g_object_set_data_full (G_OBJECT (sw), "id", g_strdup (m->id), g_free);
      g_object_set_data (G_OBJECT (sw), "flag", GINT_TO_POINTER (ATTACKED_PRO));
      sw = switch_row (expander, anti, anti_title, NULL, flags & ATTACKED_ANTI, G_CALLBACK (on_major_switch), board);
      g_object_set_data_full (G_OBJECT (sw), "id", g_strdup (m->id), g_free);
      g_object_set_data (G_OBJECT (sw), "flag", GINT_TO_POINTER (ATTACKED_ANTI));
    }
  for (guint i = 0; i < s->minors->len; i++)
    {
      const BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      gpointer value = g_hash_table_lookup (board->turn->minors, m->id);
      BthPoliticalSide by = value != NULL ? GPOINTER_TO_INT (value) - 1 : BTH_SIDE_NEUTRAL;
      g_autoptr(GtkStringList) list = gtk_string_list_new (labels);
      g_autofree char *name = g_strdup_printf ("alliance-minor-attacked-%s", m->id);
      GtkWidget *combo;

      if ((m->status != BTH_SIDE_NEUTRAL || !m->created || m->absorbed) && value == NULL)
        continue;
      combo = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo), state_name (rules, m->id));
      adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (list));
      adw_combo_row_set_selected (ADW_COMBO_ROW (combo), by == BTH_SIDE_PRO_FRENCH ? 1 : by == BTH_SIDE_ANTI_FRENCH ? 2 : 0);
      gtk_widget_set_name (combo, name);
      g_object_set_data_full (G_OBJECT (combo), "id", g_strdup (m->id), g_free);
      g_signal_connect (combo, "notify::selected", G_CALLBACK (on_minor_combo), board);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), combo);
    }
}

/* X.I.1.b counts every city hex of the country, not only the production cities: the map's
 * hexes are the players' list, so only they can say it is whole. Under each answer, where
 * the conquest of that country stands now: what it still needs, or the conquest. */
static void
city_hexes_rows (BthAllianceBoard *board, GtkWidget *group, BthGame *game, const BthCampaignRules *rules,
                 const BthPoliticsSituation *s)
{
  g_autoptr(GPtrArray) conquests = bth_politics_items_new ();

  bth_politics_conquests (rules, (BthPoliticsSituation *) s, conquests);
  for (guint i = 0; rules->every_city_states != NULL && rules->every_city_states[i] != NULL; i++)
    {
      const char *id = rules->every_city_states[i];
      g_autofree char *name = g_strdup_printf ("alliance-city-hexes-complete-%s", id);
      /* Translators: "Every City Hex of England Entered" */
      g_autofree char *title = g_strdup_printf (_("Every City Hex of %s Entered"), state_name (rules, id));
      /* Translators: the last %s is the rule, e.g. "X.I.1.b" */
      g_autofree char *subtitle = g_strdup_printf (_("The cities list holds every city hex of %s, so a foreign SP in "
                                                     "each at the end of a Combat Phase conquers it (%s)"),
                                                   state_name (rules, id), rules->every_city_rule);
      GtkWidget *sw = switch_row (group, name, title, subtitle,
                                  bth_game_campaign_answered_city_hexes_complete (bth_game_get_state (game), id),
                                  G_CALLBACK (on_hexes_complete_switch), board);
      g_object_set_data_full (G_OBJECT (sw), "id", g_strdup (id), g_free);
      g_object_set_data (G_OBJECT (sw), "game", game);
      for (guint k = 0; k < conquests->len; k++)
        {
          const BthPoliticsItem *item = g_ptr_array_index (conquests, k);
          g_autofree char *row_name = g_strdup_printf ("alliance-conquest-%s", id);
          GtkWidget *row;

          if (g_strcmp0 (item->state, id) != 0
              || (g_strcmp0 (item->kind, "needs") != 0 && g_strcmp0 (item->kind, "conquest") != 0))
            continue;
          row = adw_action_row_new ();
          gtk_widget_set_name (row, row_name);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), item->text);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), item->rule);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          break;
        }
    }
}

void
bth_alliance_board_group (BthAllianceBoard *board, GtkBox *box, BthGame *game, const BthCampaignRules *rules,
                          const BthPoliticsSituation *s, GCallback changed, gpointer data)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *cities;

  board->changed = changed;
  board->data = data;
  gtk_widget_set_name (group, "alliance-board");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("On the Board"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("What only the map can tell; the roll and the display take it into account."));
  gtk_box_append (box, group);

  attacks (board, group, rules, s);
  cities = expander_new (group, "alliance-foreign-sp", _("Cities with a Foreign SP"),
                         _("At least one SP foreign to the city’s state in the hex (X.I.1.b)"),
                         g_hash_table_size (board->turn->foreign_sp) > 0);
  for (guint i = 0; i < s->cities->len; i++)
    {
      const BthPoliticalCity *c = g_ptr_array_index (s->cities, i);
      g_autofree char *name = g_strdup_printf ("alliance-foreign-sp-%s", c->name);
      GtkWidget *sw = switch_row (cities, name, c->name, c->state ? state_name (rules, c->state) : NULL,
                                  g_hash_table_contains (board->turn->foreign_sp, c->name), G_CALLBACK (on_city_switch), board);
      g_object_set_data_full (G_OBJECT (sw), "id", g_strdup (c->name), g_free);
    }
  city_hexes_rows (board, group, game, rules, s);
  spin_row (group, "alliance-spain-mapboard-sp", _("French SP on Mapboard 1"), _("X.G.1.l"),
            &board->turn->french_sp_on_spain_mapboard, board);
  g_object_set_data (G_OBJECT (switch_row (group, "alliance-spanish-moved", _("Spanish Units Moved Voluntarily"),
                                           _("In a pro-French Ground Movement Phase (X.G.1.l, Question Box)"),
                                           board->spanish_units_moved, G_CALLBACK (on_flag_switch), board)),
                     "field", &board->spanish_units_moved);
  spin_row (group, "alliance-paris-sp", _("Un-besieged French SP in Paris"), _("X.C.1.b"), &board->turn->french_sp_in_paris,
            board);
  g_object_set_data (G_OBJECT (switch_row (group, "alliance-pressburg", _("Treaty of Pressburg Imposed"), _("X.I.2.i"),
                                           board->pressburg_imposed, G_CALLBACK (on_flag_switch), board)),
                     "field", &board->pressburg_imposed);
}

/* ---- kept across launches ------------------------------------------------------------ */

static int
compare_months (gconstpointer a, gconstpointer b)
{
  return GPOINTER_TO_INT (*(gconstpointer *) a) - GPOINTER_TO_INT (*(gconstpointer *) b);
}

static int
compare_names (gconstpointer a, gconstpointer b, gpointer data)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_sorted_members (JsonBuilder *builder, GHashTable *table, gboolean with_values)
{
  g_autofree gpointer *keys = g_hash_table_get_keys_as_array (table, NULL);
  guint n = g_hash_table_size (table);

  g_qsort_with_data (keys, n, sizeof (gpointer), compare_names, NULL);
  for (guint i = 0; i < n; i++)
    {
      if (with_values)
        {
          json_builder_set_member_name (builder, keys[i]);
          json_builder_add_int_value (builder, GPOINTER_TO_INT (g_hash_table_lookup (table, keys[i])));
        }
      else
        json_builder_add_string_value (builder, keys[i]);
    }
}

/* The answers as JSON: { "turns": { MONTH: { … } }, "spanish_units_moved", "pressburg_imposed" },
 * turns without an answer left out, in a stable order (an unchanged board is not rewritten). */
static char *
board_to_json (BthAllianceBoard *board)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GPtrArray) months = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, board->turns);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      TurnFacts *t = value;

      if (g_hash_table_size (t->majors) + g_hash_table_size (t->minors) + g_hash_table_size (t->foreign_sp) > 0
          || t->french_sp_on_spain_mapboard != 0 || t->french_sp_in_paris != 0)
        g_ptr_array_add (months, key);
    }
  g_ptr_array_sort (months, compare_months);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "turns");
  json_builder_begin_object (builder);
  for (guint i = 0; i < months->len; i++)
    {
      g_autofree char *month = g_strdup_printf ("%d", GPOINTER_TO_INT (months->pdata[i]));
      TurnFacts *t = g_hash_table_lookup (board->turns, months->pdata[i]);

      json_builder_set_member_name (builder, month);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "majors");
      json_builder_begin_object (builder);
      add_sorted_members (builder, t->majors, TRUE);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "minors");
      json_builder_begin_object (builder);
      add_sorted_members (builder, t->minors, TRUE);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "foreign_sp");
      json_builder_begin_array (builder);
      add_sorted_members (builder, t->foreign_sp, FALSE);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "french_sp_on_spain_mapboard");
      json_builder_add_int_value (builder, t->french_sp_on_spain_mapboard);
      json_builder_set_member_name (builder, "french_sp_in_paris");
      json_builder_add_int_value (builder, t->french_sp_in_paris);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "spanish_units_moved");
  json_builder_add_boolean_value (builder, board->spanish_units_moved);
  json_builder_set_member_name (builder, "pressburg_imposed");
  json_builder_add_boolean_value (builder, board->pressburg_imposed);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

static int
int_member (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64
         ? (int) json_node_get_int (node) : 0;
}

static gboolean
bool_member (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN
         && json_node_get_boolean (node);
}

static JsonObject *
object_member (JsonObject *obj, const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Adds the strings of the JSON array ARRAY (may be NULL) to the set SET; anything else is no answer. */
static void
add_string_members (GHashTable *set, JsonNode *array)
{
  for (guint i = 0; array != NULL && JSON_NODE_HOLDS_ARRAY (array)
                    && i < json_array_get_length (json_node_get_array (array)); i++)
    {
      JsonNode *item = json_array_get_element (json_node_get_array (array), i);

      if (JSON_NODE_HOLDS_VALUE (item) && json_node_get_value_type (item) == G_TYPE_STRING)
        g_hash_table_add (set, g_strdup (json_node_get_string (item)));
    }
}

/* Reads the answers of board_to_json(); a value of the wrong kind is no answer. */
static void
board_from_json (BthAllianceBoard *board, const char *text)
{
  g_autoptr(JsonNode) root = json_from_string (text, NULL);
  JsonObject *obj = root != NULL && JSON_NODE_HOLDS_OBJECT (root) ? json_node_get_object (root) : NULL;
  JsonObject *turns = obj != NULL ? object_member (obj, "turns") : NULL;
  g_autoptr(GList) months = turns != NULL ? json_object_get_members (turns) : NULL;

  if (obj == NULL)
    return;
  board->spanish_units_moved = bool_member (obj, "spanish_units_moved");
  board->pressburg_imposed = bool_member (obj, "pressburg_imposed");
  for (GList *l = months; l != NULL; l = l->next)
    {
      JsonObject *turn = object_member (turns, l->data);
      JsonObject *majors, *minors;
      TurnFacts *t;
      char *end = NULL;
      gint64 month = g_ascii_strtoll (l->data, &end, 10);

      if (turn == NULL || end == l->data || *end != '\0' || month < G_MININT || month > G_MAXINT)
        continue;
      t = turn_facts_new ();
      g_hash_table_replace (board->turns, GINT_TO_POINTER ((int) month), t);
      if ((majors = object_member (turn, "majors")) != NULL)
        {
          g_autoptr(GList) ids = json_object_get_members (majors);

          for (GList *m = ids; m != NULL; m = m->next)
            {
              int flags = int_member (majors, m->data) & (ATTACKED_PRO | ATTACKED_ANTI);

              if (flags != 0)
                g_hash_table_insert (t->majors, g_strdup (m->data), GINT_TO_POINTER (flags));
            }
        }
      if ((minors = object_member (turn, "minors")) != NULL)
        {
          g_autoptr(GList) ids = json_object_get_members (minors);

          for (GList *m = ids; m != NULL; m = m->next)
            {
              int by = int_member (minors, m->data);

              if (by == BTH_SIDE_PRO_FRENCH + 1 || by == BTH_SIDE_ANTI_FRENCH + 1)
                g_hash_table_insert (t->minors, g_strdup (m->data), GINT_TO_POINTER (by));
            }
        }
      add_string_members (t->foreign_sp, json_object_get_member (turn, "foreign_sp"));
      t->french_sp_on_spain_mapboard = CLAMP (int_member (turn, "french_sp_on_spain_mapboard"), 0, 999);
      t->french_sp_in_paris = CLAMP (int_member (turn, "french_sp_in_paris"), 0, 999);
    }
}

void
bth_alliance_board_save (BthAllianceBoard *board)
{
  g_autofree char *state = NULL;
  g_autoptr(GError) error = NULL;
  gboolean saved;

  g_clear_handle_id (&board->memory_source, g_source_remove);
  if (board->memory_name == NULL)
    return;
  state = board_to_json (board);
  if (g_strcmp0 (state, board->memory_saved) == 0)
    return;
  saved = g_str_has_prefix (state, "{\"turns\":{},\"spanish_units_moved\":false,\"pressburg_imposed\":false}")
          ? bth_page_memory_forget (board->memory_name, &error)
          : bth_page_memory_save (board->memory_name, state, &error);
  if (!saved)
    {
      /* Tried again after the next answer; the answers are still on the page. */
      g_message ("%s", error->message);
      return;
    }
  g_free (board->memory_saved);
  board->memory_saved = g_steal_pointer (&state);
}

void
bth_alliance_board_detach (BthAllianceBoard *board)
{
  bth_alliance_board_save (board);
  bth_alliance_board_reset (board);
  g_clear_pointer (&board->memory_name, g_free);
  g_clear_pointer (&board->memory_saved, g_free);
}

gboolean
bth_alliance_board_follow_file (BthAllianceBoard *board, GFile *file, char **name, GError **error)
{
  g_autofree char *uri = file != NULL ? g_file_get_uri (file) : NULL;
  g_autofree char *sum = uri != NULL ? g_compute_checksum_for_string (G_CHECKSUM_SHA256, uri, -1) : NULL;
  /* One file per game file: the answers are that game's, not the next one's. */
  g_autofree char *new_name = sum != NULL ? g_strdup_printf ("alliances-%.16s", sum) : NULL;
  g_autofree char *empty = NULL;
  g_autofree char *state = NULL;
  gboolean ok;

  if (name != NULL)
    *name = g_strdup (new_name);
  if (g_strcmp0 (new_name, board->memory_name) == 0)
    return TRUE;
  if (board->memory_name != NULL)
    {
      /* The same game under another name (Save As): its answers go with it. */
      bth_alliance_board_save (board);
      g_free (board->memory_name);
      board->memory_name = g_steal_pointer (&new_name);
      g_clear_pointer (&board->memory_saved, g_free);
      bth_alliance_board_save (board);
      return TRUE;
    }
  if (new_name == NULL)
    return TRUE;

  board->memory_name = g_steal_pointer (&new_name);
  bth_alliance_board_reset (board);
  empty = board_to_json (board);
  ok = bth_page_memory_load (board->memory_name, empty, &state, error);
  if (state != NULL)
    board_from_json (board, state);
  follow_turn (board, 0);
  board->memory_saved = board_to_json (board);
  return ok;
}

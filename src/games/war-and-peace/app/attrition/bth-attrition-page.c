/* bth-attrition-page.c — the Attrition screen (G): the active player's hexes, one die for
 * all of them, and each hex's modified roll, loss and cavalry requirement.
 *
 * The entries are the truth: results are resolved from them and the last die whenever
 * either changes, so a corrected entry after the roll shows what that die really gives.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-attrition-hex-row.h"
#include "bth-attrition-link.h"
#include "bth-game-link.h"
#include "bth-attrition-page.h"
#include "bth-typed-die.h"
#include "bth-entry-list.h"
#include "bth-form.h"
#include "bth-form-rules.h"
#include "bth-loss-picker.h"

struct _BthAttritionPage
{
  BthPage              parent_instance;

  /* Template widgets */
  GtkSwitch           *winter_switch;
  AdwActionRow        *winter_row;
  AdwPreferencesGroup *hexes_group;
  GtkLabel            *problem_label;
  GtkWidget           *roll_button;
  GtkWidget           *die_box;
  GtkLabel            *die_label;
  GtkLabel            *die_caption;
  GtkLabel            *total_label;
  GtkBox              *losses_box;
  GtkWidget           *faces_group;
  GtkGrid             *faces_grid;
  GtkWidget           *game_link_group;
  AdwActionRow        *game_link_row;

  /* An Attrition Phase started from the Leader Display (bth-attrition-link.h): one
   * hex row per link hex, in order; the SP each stack loses, chosen per hex. */
  BthGameLink          from_game;
  BthAttritionLink    *link;
  GPtrArray           *pickers;    /* per link hex: its loss picker, or NULL (no loss) */
  GPtrArray           *chosen;     /* per link hex: int[lines] */
  char                *losses_key; /* the losses the pickers were made for */

  BthEntryList         hex_list;   /* BthAttritionHexRow, in hexes_group */
  BthTypedDie          typed_die;   /* the die, rolled or typed at the table */
  char                *state;      /* the entries as of the last change, for undo */
  gboolean             updating;
  gboolean             stale;      /* the hexes changed after the roll (bth_page_roll_is_stale) */
};

G_DEFINE_FINAL_TYPE (BthAttritionPage, bth_attrition_page, BTH_TYPE_PAGE)

static void bth_attrition_page_refresh (BthAttritionPage *self);

/* The die the results show: none once the hexes changed after the roll, as it gave what
 * the Dice Log says for the hexes it was rolled for, not for these. */
static int
shown_die (BthAttritionPage *self)
{
  return self->stale ? 0 : self->typed_die.die;
}
static void update_losses (BthAttritionPage *self);
static void clear_pickers (BthAttritionPage *self);

static BthRuleset *
get_rules (BthAttritionPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static char *
serialize (BthAttritionPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "winter");
  json_builder_add_boolean_value (builder, gtk_switch_get_active (self->winter_switch));
  bth_typed_die_save (&self->typed_die, builder);
  bth_game_link_save (&self->from_game, self->link != NULL, builder);
  json_builder_set_member_name (builder, "hexes");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      BthAttritionHex hex;

      bth_attrition_hex_row_get_hex (row, &hex);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, bth_attrition_hex_row_get_name (row));
      json_builder_set_member_name (builder, "sp");
      json_builder_add_int_value (builder, hex.sp);
      json_builder_set_member_name (builder, "cavalry");
      json_builder_add_int_value (builder, hex.cavalry);
      json_builder_set_member_name (builder, "all_french");
      json_builder_add_boolean_value (builder, hex.all_french);
      json_builder_set_member_name (builder, "all_home");
      json_builder_add_boolean_value (builder, hex.all_home);
      json_builder_set_member_name (builder, "unsupplied");
      json_builder_add_boolean_value (builder, hex.unsupplied);
      json_builder_set_member_name (builder, "mapboard");
      json_builder_add_int_value (builder, hex.mapboard);
      json_builder_set_member_name (builder, "siege_marker");
      json_builder_add_int_value (builder, hex.siege_marker);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return bth_form_json_finish (builder);
}

/* ---- Hex rows ---------------------------------------------------------------------- */

static BthAttritionHexRow *
append_hex (BthAttritionPage *self)
{
  BthRuleset *rules = get_rules (self);
  GtkWidget *row;

  if (rules == NULL)
    return NULL;

  row = bth_attrition_hex_row_new (rules);
  bth_entry_list_append (&self->hex_list, row);
  return BTH_ATTRITION_HEX_ROW (row);
}

static void
remove_hex (BthAttritionPage *self,
            BthAttritionHexRow *row)
{
  bth_entry_list_remove (&self->hex_list, GTK_WIDGET (row));
}

/* ---- Results ----------------------------------------------------------------------- */

/* The hex's entries with the page's winter flag, as the core takes them. */
static void
get_hex (BthAttritionPage   *self,
         BthAttritionHexRow *row,
         BthAttritionHex    *hex)
{
  bth_attrition_hex_row_get_hex (row, hex);
  hex->winter = gtk_switch_get_active (self->winter_switch);
}

/* Why the players cannot roll yet, or NULL. */
static char *
validate (BthAttritionPage *self)
{
  char *problem = NULL;

  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      const char *reason = bth_attrition_hex_row_validate (row);
      BthAttritionHex hex;

      get_hex (self, row, &hex);
      /* The core's own check as well, so nothing it refuses reaches it. */
      if (reason == NULL && !bth_attrition_validate_hex (&hex, i, NULL))
        reason = _("An entry is out of range");
      if (reason != NULL && problem == NULL)
        /* Translators: "Hex 2: More cavalry than strength points in the hex" */
        problem = g_strdup_printf (_("%s: %s"),
                                   adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                                   reason);
    }
  if (problem == NULL && self->hex_list.rows->len == 0)
    problem = g_strdup (_("Add a hex to roll for"));
  if (problem == NULL && self->typed_die.error != NULL)
    problem = g_strdup (self->typed_die.error);
  return problem;
}

/* ---- Each face of the die, before the roll --------------------------------------------- */

static GtkWidget *
face_label (GtkGrid    *grid,
            const char *name,
            const char *markup,
            const char *css_class,
            int         column,
            int         row)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, css_class);
  if (name != NULL)
    gtk_widget_set_name (label, name);
  gtk_grid_attach (grid, label, column, row, 1, 1);
  return label;
}

/* A small table: a column per face 1–6, a row per hex; each cell the SP the hex loses on
 * that face and the modified die, as the core resolves them (G.2). The rolled face is
 * highlighted once there is a die. */
static void
update_faces (BthAttritionPage *self)
{
  BthRuleset *rules = get_rules (self);
  GtkWidget *child;
  int rolled = shown_die (self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->faces_grid))) != NULL)
    gtk_grid_remove (self->faces_grid, child);
  gtk_widget_set_visible (self->faces_group, rules != NULL && self->hex_list.rows->len > 0);
  if (rules == NULL || self->hex_list.rows->len == 0)
    return;

  /* Translators: the corner of the small table of losses, over the hexes and beside the faces */
  face_label (self->faces_grid, NULL, _("Die"), "corner", 0, 0);
  for (int face = 1; face <= 6; face++)
    {
      g_autofree char *name = g_strdup_printf ("face-die-%d", face);
      g_autofree char *text = g_strdup_printf ("%d", face);
      GtkWidget *header = face_label (self->faces_grid, name, text, "column-header", face, 0);

      if (face == rolled)
        gtk_widget_add_css_class (header, "highlight-header");
    }
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      g_autofree char *title = g_markup_escape_text (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), -1);
      const char *reason = bth_attrition_hex_row_validate (row);
      BthAttritionHex hex;
      GtkWidget *header;

      get_hex (self, row, &hex);
      header = face_label (self->faces_grid, NULL, title, "row-header", 0, i + 1);
      gtk_label_set_ellipsize (GTK_LABEL (header), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (header), 10);
      gtk_label_set_xalign (GTK_LABEL (header), 0);
      if (reason == NULL && !bth_attrition_validate_hex (&hex, i, NULL))
        reason = _("An entry is out of range");
      if (reason != NULL)
        {
          /* Unknown until the entry is right: say which. */
          g_autofree char *escaped = g_markup_escape_text (reason, -1);
          GtkWidget *why = face_label (self->faces_grid, NULL, escaped, "cell", 1, i + 1);

          gtk_label_set_wrap (GTK_LABEL (why), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (why), 24);
          g_object_ref (why);
          gtk_grid_remove (self->faces_grid, why);
          gtk_grid_attach (self->faces_grid, why, 1, i + 1, 6, 1);
          g_object_unref (why);
          continue;
        }
      for (int face = 1; face <= 6; face++)
        {
          g_autofree char *name = g_strdup_printf ("face-%u-%d", i + 1, face);
          g_autofree char *markup = NULL;
          BthAttritionResult result;
          GtkWidget *cell;

          bth_attrition_resolve_hex (rules, &hex, face, &result);
          if (!result.checked)
            markup = g_strdup ("—");
          else
            /* Translators: a cell of the small table: the SP lost (with "C" when one must be
             * cavalry), and under it the modified die */
            markup = g_strdup_printf (_("<b>%d%s</b>\n<small>%d</small>"), result.loss,
                                      result.cavalry_required ? C_("one of them cavalry", " C") : "",
                                      result.modified_die);
          cell = face_label (self->faces_grid, name, markup, "cell", face, i + 1);
          if (face == rolled)
            gtk_widget_add_css_class (cell, "highlight");
          bth_attrition_result_clear (&result);
        }
    }
}

static void
bth_attrition_page_refresh (BthAttritionPage *self)
{
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  g_autofree char *die = NULL;
  g_autofree char *total = NULL;
  int lost = 0;
  gboolean shown = FALSE;

  g_free (self->state);
  self->state = serialize (self);
  self->stale = bth_page_roll_is_stale (BTH_PAGE (self), self->typed_die.die > 0);
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      BthAttritionHex hex;
      BthAttritionResult result;

      get_hex (self, row, &hex);
      if (rules == NULL || shown_die (self) == 0 || !bth_attrition_validate_hex (&hex, i, NULL)
          || bth_attrition_hex_row_validate (row) != NULL)
        {
          bth_attrition_hex_row_show_result (row, NULL);
          continue;
        }
      bth_attrition_resolve_hex (rules, &hex, self->typed_die.die, &result);
      bth_attrition_hex_row_show_result (row, &result);
      lost += result.loss;
      shown = TRUE;
      bth_attrition_result_clear (&result);
    }

  bth_form_show_roll_problem (GTK_WIDGET (self), "attrition.roll", problem == NULL, self->roll_button,
                              self->problem_label, problem, _("Roll one die for every hex"));
  bth_typed_die_show_error (&self->typed_die);

  gtk_widget_set_visible (self->die_box, shown_die (self) > 0);
  die = g_strdup_printf ("%d", self->typed_die.die);
  gtk_label_set_text (self->die_label, die);
  gtk_label_set_text (self->die_caption, bth_typed_die_caption (&self->typed_die));
  if (shown)
    /* Translators: the strength points lost by all hexes together */
    total = g_strdup_printf (ngettext ("%d strength point lost in all",
                                          "%d strength points lost in all", lost), lost);
  gtk_label_set_text (self->total_label, total != NULL ? total : "");
  gtk_widget_set_visible (GTK_WIDGET (self->total_label), shown);

  update_losses (self);
  update_faces (self);

  bth_form_tidy_keyboard (GTK_WIDGET (self));
}

/* ---- Entries ----------------------------------------------------------------------- */

static void
on_winter_changed (BthAttritionPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "winter");
  bth_attrition_page_refresh (self);
}

static void
on_typed_die_changed (BthAttritionPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  bth_typed_die_check (&self->typed_die);
  bth_attrition_page_refresh (self);
}

static void
add_hex_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (widget);
  BthAttritionHexRow *row;

  bth_page_remember (BTH_PAGE (self), NULL);
  self->updating = TRUE;
  /* Only the new hex stays open, so a long list stays short. */
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    adw_expander_row_set_expanded (g_ptr_array_index (self->hex_list.rows, i), FALSE);
  row = append_hex (self);
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (widget);
  BthRuleset *rules = get_rules (self);
  g_autofree char *problem = validate (self);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GString) modified = g_string_new (NULL);
  g_autoptr(GString) outcome = g_string_new (NULL);
  int die;

  if (rules == NULL || problem != NULL)
    return;
  records = bth_typed_die_roll (&self->typed_die, BTH_PAGE (self), _("Attrition (G.1)"), _("Attrition"),
                                &self->updating);
  bth_attrition_page_refresh (self);
  if (records == NULL)
    return;
  die = self->typed_die.die;

  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      BthAttritionHex hex;
      BthAttritionResult result;
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      get_hex (self, row, &hex);
      bth_attrition_resolve_hex (rules, &hex, die, &result);
      if (i > 0)
        {
          g_string_append (modified, ", ");
          g_string_append (outcome, "; ");
        }
      if (result.checked)
        g_string_append_printf (modified, "%d", result.modified_die);
      else
        g_string_append (modified, "—");
      if (result.cavalry_required)
        /* Translators: one hex's attrition in the dice log, e.g. "Smolensk: 2 SP, one cavalry" */
        g_string_append_printf (outcome, _("%s: %d SP, one cavalry"), title, result.loss);
      else
        /* Translators: one hex's attrition in the dice log, e.g. "Smolensk: 2 SP" */
        g_string_append_printf (outcome, _("%s: %d SP"), title, result.loss);
      bth_attrition_result_clear (&result);
    }
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified->str, outcome->str);
  /* The die and the losses come into view by themselves. */
  bth_page_reveal (BTH_PAGE (self), self->die_box);
}

/* ---- From the Leader Display --------------------------------------------------------- */

/* The link's hexes still match the rows one for one (no hex added or removed since). */
static gboolean
link_matches_rows (BthAttritionPage *self)
{
  return self->link != NULL && self->link->hexes->len == self->hex_list.rows->len;
}

/* Hex I's result with the last die; FALSE before the roll or with bad entries. */
static gboolean
link_result (BthAttritionPage *self,
             guint             i,
             int              *loss,
             gboolean         *cavalry_required)
{
  BthRuleset *rules = get_rules (self);
  BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
  BthAttritionResult result;
  BthAttritionHex hex;

  get_hex (self, row, &hex);
  if (rules == NULL || shown_die (self) == 0 || bth_attrition_hex_row_validate (row) != NULL
      || !bth_attrition_validate_hex (&hex, i, NULL))
    return FALSE;
  bth_attrition_resolve_hex (rules, &hex, self->typed_die.die, &result);
  *loss = result.loss;
  *cavalry_required = result.cavalry_required;
  bth_attrition_result_clear (&result);
  return TRUE;
}

static char *
requirement_text (int      loss,
                  gboolean cavalry_required)
{
  if (cavalry_required)
    /* Translators: what the Attrition Table asks of one hex */
    return g_strdup_printf (ngettext ("The table calls for %d strength point, one of them cavalry (G.2).",
                                      "The table calls for %d strength points, one of them cavalry (G.2).", loss),
                            loss);
  return g_strdup_printf (ngettext ("The table calls for %d strength point (G.2).",
                                    "The table calls for %d strength points (G.2).", loss), loss);
}

/* Why the chosen losses cannot be recorded yet, or NULL. */
static char *
link_problem (BthAttritionPage *self)
{
  if (self->from_game.recorded)
    return g_strdup (_("Recorded in the game."));
  if (!link_matches_rows (self))
    return g_strdup (_("Hexes were added or removed since the stacks came from the Leader Display: "
                       "record the losses there by hand."));
  if (shown_die (self) == 0)
    return g_strdup (_("Roll, then choose the losses and record them."));
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionLinkHex *hex = g_ptr_array_index (self->link->hexes, i);
      GtkWidget *picker = g_ptr_array_index (self->pickers, i);
      int loss = 0;
      gboolean cavalry = FALSE;
      char *problem;

      if (!link_result (self, i, &loss, &cavalry))
        return g_strdup (_("Correct the entries first."));
      if (picker != NULL)
        bth_loss_picker_get (picker, g_ptr_array_index (self->chosen, i));
      problem = bth_loss_lines_check (hex->lines, g_ptr_array_index (self->chosen, i), loss, cavalry);
      if (picker != NULL)
        {
          g_autofree char *needed = requirement_text (loss, cavalry);
          bth_loss_picker_set_status (picker, needed, problem);
        }
      if (problem != NULL)
        {
          g_autofree char *owned = problem;
          /* Translators: a hex's name, then what is wrong with its losses */
          return g_strdup_printf (_("%s: %s"), hex->label, owned);
        }
    }
  return NULL;
}

static void
update_link (BthAttritionPage *self)
{
  g_autofree char *problem = NULL;
  g_autofree char *what = NULL;

  if (self->link != NULL)
    {
      problem = link_problem (self);
      /* Translators: a player, "French player" */
      what = g_strdup_printf (_("The %s’s stacks of %d or more SP."),
                              bth_game_side_name (self->from_game.game, self->link->side),
                              bth_ruleset_get_attrition (get_rules (self))->columns[0].min);
    }
  bth_game_link_show (self->game_link_group, self->game_link_row, self->link != NULL, what, problem,
                      BTH_PAGE (self), "attrition.record-in-game");
}

static void
on_loss_changed (BthAttritionPage *self)
{
  update_link (self);
}

static void
clear_pickers (BthAttritionPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->losses_box))) != NULL)
    gtk_box_remove (self->losses_box, child);
  g_ptr_array_set_size (self->pickers, 0);
  g_ptr_array_set_size (self->chosen, 0);
  g_clear_pointer (&self->losses_key, g_free);
}

/* After each change: one picker per hex that loses SP, made afresh with a legal suggestion
 * only when a hex's loss changed, so the players' choices survive other edits. */
static void
update_losses (BthAttritionPage *self)
{
  g_autoptr(GString) key = g_string_new (NULL);
  gboolean ready;

  if (self->pickers == NULL || self->losses_box == NULL)
    return;
  if (self->link == NULL)
    {
      if (self->pickers->len > 0)
        clear_pickers (self);
      gtk_widget_set_visible (GTK_WIDGET (self->losses_box), FALSE);
      update_link (self);
      return;
    }
  ready = link_matches_rows (self) && shown_die (self) > 0 && !self->from_game.recorded;
  for (guint i = 0; ready && i < self->hex_list.rows->len; i++)
    {
      int loss = 0;
      gboolean cavalry = FALSE;

      if (!link_result (self, i, &loss, &cavalry))
        ready = FALSE;
      g_string_append_printf (key, "%d%s;", loss, cavalry ? "*" : "");
    }
  if (!ready)
    {
      if (!self->from_game.recorded)
        clear_pickers (self);
    }
  else if (g_strcmp0 (key->str, self->losses_key) != 0)
    {
      clear_pickers (self);
      self->losses_key = g_strdup (key->str);
      for (guint i = 0; i < self->hex_list.rows->len; i++)
        {
          BthAttritionLinkHex *hex = g_ptr_array_index (self->link->hexes, i);
          BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
          int *chosen = g_new0 (int, MAX (hex->lines->len, 1));
          g_autofree char *name = g_strdup_printf ("attrition-losses-%u", i + 1);
          g_autofree char *title = NULL;
          GtkWidget *picker = NULL;
          int loss = 0;
          gboolean cavalry = FALSE;

          link_result (self, i, &loss, &cavalry);
          bth_loss_lines_suggest (hex->lines, loss, cavalry, -1, chosen);
          g_ptr_array_add (self->chosen, chosen);
          if (loss > 0)
            {
              /* Translators: a hex's name */
              title = g_strdup_printf (_("Losses: %s"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
              picker = bth_loss_picker_new (self->from_game.game, title, name, hex->lines, chosen,
                                            G_CALLBACK (on_loss_changed), self);
              gtk_box_append (self->losses_box, picker);
            }
          g_ptr_array_add (self->pickers, picker);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->losses_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->losses_box)) != NULL);
  update_link (self);
}

/* Writes the chosen losses back to the game as one action. */
static void
record_in_game_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (widget);
  g_autofree char *problem = NULL;
  g_autofree BthAttritionHexLosses *hexes = NULL;
  g_autoptr(GPtrArray) keep = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) arrays = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GError) error = NULL;

  if (self->link == NULL || self->from_game.game == NULL)
    return;
  if ((problem = link_problem (self)) != NULL)
    {
      bth_page_toast (BTH_PAGE (self), problem);
      return;
    }
  hexes = g_new0 (BthAttritionHexLosses, self->hex_list.rows->len);
  for (guint i = 0; i < self->hex_list.rows->len; i++)
    {
      BthAttritionLinkHex *hex = g_ptr_array_index (self->link->hexes, i);
      BthAttritionHexRow *row = g_ptr_array_index (self->hex_list.rows, i);
      BthStackLosses *stacks = g_new0 (BthStackLosses, hex->stacks->len);

      g_ptr_array_add (keep, stacks);
      for (guint s = 0; s < hex->stacks->len; s++)
        {
          GArray *losses = bth_loss_lines_for_stack (hex->lines, g_ptr_array_index (self->chosen, i),
                                                     g_ptr_array_index (hex->stacks, s));

          g_ptr_array_add (arrays, losses);
          stacks[s] = (BthStackLosses) { g_ptr_array_index (hex->stacks, s), losses };
        }
      get_hex (self, row, &hexes[i].hex);
      hexes[i].label = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
      hexes[i].stacks = stacks;
      hexes[i].n_stacks = hex->stacks->len;
    }
  if (!bth_game_record_attrition (self->from_game.game, self->typed_die.die, self->typed_die.typed, hexes,
                                  self->hex_list.rows->len, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  bth_game_link_set_recorded (&self->from_game, BTH_PAGE (self));
  update_link (self);
}

void
bth_attrition_page_start_from_game (BthAttritionPage *self,
                                    BthGame          *game,
                                    const char       *side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthAttritionLink) link = NULL;

  g_return_if_fail (BTH_IS_ATTRITION_PAGE (self));
  g_return_if_fail (BTH_IS_GAME (game));

  if (get_rules (self) == NULL)
    return;
  link = bth_attrition_link_new (game, side, &error);
  if (link == NULL)
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  /* The page's entries before are one undo step away. */
  bth_game_link_start (&self->from_game, BTH_PAGE (self), game);
  g_clear_pointer (&self->link, bth_attrition_link_free);
  self->link = g_steal_pointer (&link);
  clear_pickers (self);

  self->updating = TRUE;
  while (self->hex_list.rows->len > 0)
    remove_hex (self, g_ptr_array_index (self->hex_list.rows, 0));
  for (guint i = 0; i < self->link->hexes->len; i++)
    {
      BthAttritionLinkHex *hex = g_ptr_array_index (self->link->hexes, i);
      BthAttritionHexRow *row = append_hex (self);

      if (row == NULL)
        break;
      bth_attrition_hex_row_set_hex (row, &hex->entries, hex->label);
      /* Only the first stays open, so a long list stays short. */
      adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), i == 0);
    }
  /* G.3.d from the players' winter months; as entered while they have not given them. */
  if (self->link->winter_known)
    gtk_switch_set_active (self->winter_switch, self->link->winter);
  gtk_editable_set_text (GTK_EDITABLE (self->typed_die.row), "");
  bth_typed_die_forget (&self->typed_die);
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
}

/* ---- BthPage ----------------------------------------------------------------------- */

static void
bth_attrition_page_session_set (BthPage    *page,
                                BthSession *session)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);
  BthRuleset *rules = bth_session_get_ruleset (session);
  g_autofree char *winter = NULL;

  if (rules == NULL)
    return;

  winter = bth_form_modifier_def_text (bth_ruleset_get_attrition (rules)->modifiers,
                                       bth_ruleset_get_attrition (rules)->n_modifiers, "winter");
  adw_action_row_set_subtitle (self->winter_row, winter);

  self->updating = TRUE;
  while (self->hex_list.rows->len > 0)
    remove_hex (self, g_ptr_array_index (self->hex_list.rows, 0));
  append_hex (self);
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
}

static char *
bth_attrition_page_save_state (BthPage *page)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);

  return g_strdup (self->state);
}

static void
bth_attrition_page_restore_state (BthPage    *page,
                                  const char *state)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);
  JsonArray *hexes;
  guint n;

  if (root == NULL)
    return;
  hexes = json_object_has_member (root, "hexes") ? json_object_get_array_member (root, "hexes") : NULL;
  n = hexes != NULL ? json_array_get_length (hexes) : 0;

  self->updating = TRUE;
  gtk_switch_set_active (self->winter_switch, bth_form_json_bool (root, "winter", FALSE));
  bth_typed_die_restore (&self->typed_die, root);
  /* Entries from before the stacks came from the Leader Display are the players' own. */
  if (self->link != NULL && bth_game_link_is_older (&self->from_game, root))
    {
      g_clear_pointer (&self->link, bth_attrition_link_free);
      bth_game_link_clear (&self->from_game);
      clear_pickers (self);
    }

  while (self->hex_list.rows->len > n)
    remove_hex (self, g_ptr_array_index (self->hex_list.rows, self->hex_list.rows->len - 1));
  while (self->hex_list.rows->len < n && append_hex (self) != NULL)
    ;
  for (guint i = 0; i < MIN (n, self->hex_list.rows->len); i++)
    {
      JsonNode *node = json_array_get_element (hexes, i);
      JsonObject *h = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      BthAttritionHex hex = {
        .sp = bth_form_json_int (h, "sp", 0),
        .cavalry = bth_form_json_int (h, "cavalry", 0),
        .all_french = bth_form_json_bool (h, "all_french", FALSE),
        .all_home = bth_form_json_bool (h, "all_home", FALSE),
        .unsupplied = bth_form_json_bool (h, "unsupplied", FALSE),
        .mapboard = bth_form_json_int (h, "mapboard", 0),
        .siege_marker = bth_form_json_int (h, "siege_marker", 0),
      };

      bth_attrition_hex_row_set_hex (g_ptr_array_index (self->hex_list.rows, i), &hex,
                                     bth_form_json_string (h, "label"));
    }
  self->updating = FALSE;
  bth_attrition_page_refresh (self);
}

static void
bth_attrition_page_dispose (GObject *object)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (object);

  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_ATTRITION_PAGE);
  g_clear_pointer (&self->hex_list.rows, g_ptr_array_unref);
  g_clear_pointer (&self->pickers, g_ptr_array_unref);
  g_clear_pointer (&self->chosen, g_ptr_array_unref);
  g_clear_pointer (&self->link, bth_attrition_link_free);
  bth_game_link_clear (&self->from_game);

  G_OBJECT_CLASS (bth_attrition_page_parent_class)->dispose (object);
}

static void
bth_attrition_page_finalize (GObject *object)
{
  BthAttritionPage *self = BTH_ATTRITION_PAGE (object);

  g_free (self->state);
  bth_typed_die_clear (&self->typed_die);
  g_free (self->losses_key);

  G_OBJECT_CLASS (bth_attrition_page_parent_class)->finalize (object);
}

static void
bth_attrition_page_class_init (BthAttritionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_attrition_page_dispose;
  object_class->finalize = bth_attrition_page_finalize;

  page_class->session_set = bth_attrition_page_session_set;
  page_class->save_state = bth_attrition_page_save_state;
  page_class->restore_state = bth_attrition_page_restore_state;

  g_type_ensure (BTH_TYPE_ATTRITION_HEX_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-attrition-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, winter_switch);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, winter_row);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, hexes_group);
  gtk_widget_class_bind_template_child_full (widget_class, "typed_die_row", FALSE,
                                             G_STRUCT_OFFSET (BthAttritionPage, typed_die.row));
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_box);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, die_caption);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, total_label);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, losses_box);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, faces_group);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, faces_grid);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, game_link_group);
  gtk_widget_class_bind_template_child (widget_class, BthAttritionPage, game_link_row);
  gtk_widget_class_bind_template_callback (widget_class, on_winter_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);

  gtk_widget_class_install_action (widget_class, "attrition.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "attrition.add-hex", NULL, add_hex_action);
  gtk_widget_class_install_action (widget_class, "attrition.record-in-game", NULL, record_in_game_action);
}

/* The small table of faces looks like the printed charts (their style sheet, loaded once
 * for the display; the Tables page loads the same one). */
static void
load_table_css (void)
{
  static gboolean loaded;
  GdkDisplay *display = gdk_display_get_default ();
  g_autoptr(GtkCssProvider) provider = NULL;

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/berthier/Berthier/css/bth-table-view.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
bth_attrition_page_init (BthAttritionPage *self)
{
  load_table_css ();
  self->pickers = g_ptr_array_new ();
  self->chosen = g_ptr_array_new_with_free_func (g_free);
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  self->updating = FALSE;
  bth_page_place_stale_mark (BTH_PAGE (self), self->die_box);
  bth_entry_list_init (&self->hex_list, BTH_PAGE (self), self->hexes_group, "hex", &self->updating,
                       (void (*) (BthPage *)) bth_attrition_page_refresh);

  bth_page_activate_on_enter (BTH_PAGE (self),
                              GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->typed_die.row))),
                              "attrition.roll");
  bth_attrition_page_refresh (self);
}

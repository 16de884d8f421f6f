/* bth-lookup-page.c — the Tables screen: every chart of the ruleset as printed, and the
 * cell a row key and a column key point to.
 *
 * Each chart is described by two functions: one draws it into a BthTableView and says
 * which keys pick a cell (a drop-down of the chart's own row or column headings, or a
 * number such as a modified roll or a strength), the other finds the cell for two keys.
 * Every number, label and cell comes from the ruleset; the wording around them is here.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>

#include "bth-lookup-page.h"
#include "bth-table-view.h"

/* One key of a lookup: a drop-down of CHOICES, or a number from MIN to MAX. */
typedef struct {
  gboolean   number;
  char      *title;
  char      *subtitle;
  GPtrArray *choices;       /* of char *, for a drop-down */
  int        min;
  int        max;
  int        value;         /* the number shown first */
} LookupKey;

/* What a chart's build function fills in besides the grid. */
typedef struct {
  LookupKey  keys[2];       /* [0] picks the row, [1] the column */
  GString   *notes;
} LookupSetup;

#define MAX_ANSWER_CELLS 2

typedef struct {
  guint  n_cells;
  guint  rows[MAX_ANSWER_CELLS];
  guint  columns[MAX_ANSWER_CELLS];
  char  *text;              /* shown big */
  char  *detail;            /* one sentence saying what it means */
} LookupAnswer;

typedef struct {
  const char *id;
  const char *name;
  void      (*build)  (BthRuleset *rules, BthTableView *view, LookupSetup *setup);
  /* A and B are the keys: a drop-down's index or a number. */
  void      (*lookup) (BthRuleset *rules, int a, int b, LookupAnswer *answer);
} LookupChart;

struct _BthLookupPage
{
  BthPage         parent_instance;

  /* Template widgets */
  GtkScrolledWindow *scroller;
  AdwComboRow    *table_row;
  GtkStringList  *table_names;
  AdwComboRow    *row_choice;
  GtkStringList  *row_choices;
  AdwActionRow   *row_value_row;
  GtkSpinButton  *row_value;
  AdwComboRow    *column_choice;
  GtkStringList  *column_choices;
  AdwActionRow   *column_value_row;
  GtkSpinButton  *column_value;
  GtkWidget      *answer_box;
  GtkLabel       *answer_label;
  GtkLabel       *answer_detail;
  GtkLabel       *table_title;
  BthTableView   *table_view;
  GtkLabel       *notes_label;

  guint           chart;          /* index in lookup_charts */
  gboolean        key_number[2];
  gboolean        updating;       /* widgets are being set from code */
  char           *state;          /* the state before the change being handled */
};

G_DEFINE_FINAL_TYPE (BthLookupPage, bth_lookup_page, BTH_TYPE_PAGE)

/* Helpers ------------------------------------------------------------------------------ */

static void
key_set_choices (LookupKey  *key,
                 const char *title)
{
  key->number = FALSE;
  key->title = g_strdup (title);
  key->choices = g_ptr_array_new_with_free_func (g_free);
}

static void
key_set_number (LookupKey  *key,
                const char *title,
                int         min,
                int         max,
                int         value)
{
  key->number = TRUE;
  key->title = g_strdup (title);
  key->min = min;
  key->max = max;
  key->value = CLAMP (value, min, max);
}

static void
lookup_setup_clear (LookupSetup *setup)
{
  for (guint i = 0; i < G_N_ELEMENTS (setup->keys); i++)
    {
      g_free (setup->keys[i].title);
      g_free (setup->keys[i].subtitle);
      g_clear_pointer (&setup->keys[i].choices, g_ptr_array_unref);
    }
  g_string_free (setup->notes, TRUE);
}

static void
answer_cell (LookupAnswer *answer,
             guint         row,
             guint         column)
{
  if (answer->n_cells >= MAX_ANSWER_CELLS)
    return;
  answer->rows[answer->n_cells] = row;
  answer->columns[answer->n_cells] = column;
  answer->n_cells++;
}

/* Adds a line to the notes under the chart. */
G_GNUC_PRINTF (2, 3)
static void
note (LookupSetup *setup,
      const char  *format,
      ...)
{
  va_list args;

  if (setup->notes->len > 0)
    g_string_append_c (setup->notes, '\n');
  va_start (args, format);
  g_string_append_vprintf (setup->notes, format, args);
  va_end (args);
}

static void
note_modifiers (LookupSetup          *setup,
                const BthModifierDef *defs,
                guint                 n_defs)
{
  if (n_defs > 0)
    note (setup, "%s", _("Modifiers:"));
  for (guint i = 0; i < n_defs; i++)
    note (setup, "(%+d) %s  %s", defs[i].value, defs[i].reason, defs[i].rule);
}

static void
note_clamp (LookupSetup    *setup,
            const BthClamp *clamp)
{
  note (setup, _("A modified roll below %d is treated as %d, above %d as %d."),
        clamp->min, clamp->min, clamp->max, clamp->max);
}

/* A caption row spanning every column: the caption, then NULLs. */
static void
add_caption_row (BthTableView *view,
                 const char   *corner,
                 const char   *caption,
                 guint         n_columns)
{
  g_autofree const char **labels = g_new0 (const char *, n_columns + 1);

  labels[0] = caption;
  bth_table_view_add_header_row (view, corner, labels);
}

/* A GPtrArray of strings as the NULL-terminated vector the table view takes. */
static const char * const *
strv (GPtrArray *array)
{
  if (array->len == 0 || g_ptr_array_index (array, array->len - 1) != NULL)
    g_ptr_array_add (array, NULL);
  return (const char * const *) array->pdata;
}

static GPtrArray *
string_array (void)
{
  return g_ptr_array_new_with_free_func (g_free);
}

static char *
star_cell (const BthStarCell *cell)
{
  return g_strdup_printf ("%d%s", cell->value, cell->starred ? "*" : "");
}

/* The part of the ruleset document under NAME, or NULL. */
static JsonObject *
doc_table (BthRuleset *rules,
           const char *name)
{
  JsonNode *root = bth_ruleset_get_document (rules);
  JsonObject *object;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  object = json_node_get_object (root);
  if (!json_object_has_member (object, name))
    return NULL;
  return json_object_get_object_member (object, name);
}

static JsonArray *
doc_array (JsonObject *object,
           const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static const char *
doc_string (JsonObject *object,
            const char *name)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  return node != NULL && JSON_NODE_HOLDS_VALUE (node)
         && json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;
}

/* A cell as the chart prints it: strings as they are, numbers in digits, null as "—". */
static char *
node_text (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return g_strdup ("—");
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      if (json_node_get_value_type (node) == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    }
  return g_strdup ("?");
}

static guint
array_length (JsonArray *array)
{
  return array != NULL ? json_array_get_length (array) : 0;
}

/* What a combat result ("0", "1", "D1") asks of a force. */
static char *
describe_result (BthResult result)
{
  int morale = bth_result_demoralization (result);

  if (result == BTH_RESULT_NONE)
    return g_strdup (_("no loss"));
  if (morale == 0)
    return g_strdup (_("consult the Combat Loss Chart"));
  return g_strdup_printf (ngettext ("consult the Combat Loss Chart and lose %d morale level",
                                    "consult the Combat Loss Chart and lose %d morale levels",
                                    morale), morale);
}

/* Combat Results Table (O.1) ---------------------------------------------------------- */

static char *
crt_roll_cell (const BthCrtRow *row,
               guint            column)
{
  if (row->first_roll[column] == 0)
    return g_strdup ("*");
  return g_strdup_printf (row->open_ended[column] ? "%d+" : "%d", row->first_roll[column]);
}

static void
build_crt (BthRuleset   *rules,
           BthTableView *view,
           LookupSetup  *setup)
{
  const BthCrtTable *t = bth_ruleset_get_crt (rules);
  g_autoptr(GPtrArray) forces = string_array ();
  g_autoptr(GPtrArray) results = string_array ();

  bth_table_view_reset (view, _("Combat Results Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    {
      /* Translators: the Larger and Smaller force, heading each column of the CRT */
      g_ptr_array_add (forces, g_strdup (C_("crt", "L  S")));
      g_ptr_array_add (results, g_strdup_printf ("%s  %s", bth_result_to_string (t->larger[c]),
                                                 bth_result_to_string (t->smaller[c])));
    }
  bth_table_view_add_header_row (view, _("Force"), strv (forces));
  bth_table_view_add_header_row (view, _("Result"), strv (results));
  add_caption_row (view, _("Odds ratio"), _("Modified dice roll"), t->n_columns);

  key_set_choices (&setup->keys[0], _("Odds"));
  key_set_number (&setup->keys[1], _("Modified dice roll"),
                  t->roll_clamp.min, t->roll_clamp.max, 7);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autoptr(GPtrArray) cells = string_array ();
      const char *header[] = { t->rows[r].odds };

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, crt_roll_cell (&t->rows[r], c));
      bth_table_view_add_row (view, header, strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->rows[r].odds));
    }

  note (setup, _("L = larger force, S = smaller force; 0 = no loss; 1 = consult the Combat "
                 "Loss Chart; D1, D2, D3 = consult the Loss Chart and reduce morale by one, "
                 "two or three."));
  note (setup, _("The dice may never be modified by more than plus or minus %d (%s)."),
        t->drm_cap, t->cap_rule);
  note_clamp (setup, &t->roll_clamp);
  note (setup, _("Odds of %d to %d or more: the smaller force takes %s automatically (%s)."),
        t->automatic_at_least.num, t->automatic_at_least.den,
        bth_result_to_string (t->automatic_smaller), t->automatic_rule);
}

static void
lookup_crt (BthRuleset   *rules,
            int           odds,
            int           roll,
            LookupAnswer *answer)
{
  const BthCrtTable *t = bth_ruleset_get_crt (rules);
  const BthCrtRow *row;
  g_autofree char *larger = NULL;
  g_autofree char *smaller = NULL;

  if (odds < 0 || (guint) odds >= t->n_rows)
    return;
  row = &t->rows[odds];
  for (guint c = 0; c < t->n_columns; c++)
    if (row->first_roll[c] == roll || (row->open_ended[c] && roll >= row->first_roll[c]))
      {
        answer_cell (answer, (guint) odds, c);
        larger = describe_result (t->larger[c]);
        smaller = describe_result (t->smaller[c]);
        /* Translators: the larger (L) and smaller (S) force's results, e.g. "L 1 · S D1" */
        answer->text = g_strdup_printf (_("L %s · S %s"), bth_result_to_string (t->larger[c]),
                                        bth_result_to_string (t->smaller[c]));
        answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                            "force must %s; the smaller force must %s."),
                                          row->odds, roll, larger, smaller);
        return;
      }
}

/* Optional Grand Campaign CRT ------------------------------------------------------- */

static void
build_gc_crt (BthRuleset   *rules,
              BthTableView *view,
              LookupSetup  *setup)
{
  const BthGcCrtTable *t = bth_ruleset_get_gc_crt (rules);
  JsonArray *rolls = doc_array (doc_table (rules, "grand_campaign_crt"), "rolls");
  guint n = MIN (array_length (rolls), G_N_ELEMENTS (t->rows[0].larger));
  g_autoptr(GPtrArray) labels = string_array ();

  bth_table_view_reset (view, _("Grand Campaign Combat Results Table"), 2, n);
  for (guint c = 0; c < n; c++)
    g_ptr_array_add (labels, node_text (json_array_get_element (rolls, c)));
  add_caption_row (view, NULL, _("Modified dice roll"), n);
  bth_table_view_add_header_row (view, _("Odds ratio"), strv (labels));

  key_set_choices (&setup->keys[0], _("Odds"));
  key_set_number (&setup->keys[1], _("Modified dice roll"),
                  n > 0 ? (int) json_array_get_int_element (rolls, 0) : 0,
                  n > 0 ? (int) json_array_get_int_element (rolls, n - 1) : 0, 7);
  for (guint r = 0; r < t->n_rows; r++)
    {
      g_autoptr(GPtrArray) larger = string_array ();
      g_autoptr(GPtrArray) smaller = string_array ();
      const char *larger_header[] = { t->rows[r].odds, _("L result") };
      const char *smaller_header[] = { NULL, _("S result") };

      for (guint c = 0; c < n; c++)
        {
          g_ptr_array_add (larger, g_strdup (bth_result_to_string (t->rows[r].larger[c])));
          g_ptr_array_add (smaller, g_strdup (bth_result_to_string (t->rows[r].smaller[c])));
        }
      bth_table_view_add_row (view, larger_header, strv (larger));
      bth_table_view_add_row (view, smaller_header, strv (smaller));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->rows[r].odds));
    }
  if (t->automatic_note != NULL)
    note (setup, "%s", t->automatic_note);
  note (setup, _("L = larger force, S = smaller force; D1, D2, D3 = consult the Loss Chart "
                 "and add a D1, D2 or D3 marker to the force."));
}

static void
lookup_gc_crt (BthRuleset   *rules,
               int           odds,
               int           roll,
               LookupAnswer *answer)
{
  const BthGcCrtTable *t = bth_ruleset_get_gc_crt (rules);
  JsonArray *rolls = doc_array (doc_table (rules, "grand_campaign_crt"), "rolls");
  g_autofree char *larger = NULL;
  g_autofree char *smaller = NULL;

  if (odds < 0 || (guint) odds >= t->n_rows)
    return;
  for (guint c = 0; c < MIN (array_length (rolls), G_N_ELEMENTS (t->rows[0].larger)); c++)
    if (json_array_get_int_element (rolls, c) == roll)
      {
        const BthGcCrtRow *row = &t->rows[odds];

        answer_cell (answer, 2 * (guint) odds, c);
        answer_cell (answer, 2 * (guint) odds + 1, c);
        larger = describe_result (row->larger[c]);
        smaller = describe_result (row->smaller[c]);
        answer->text = g_strdup_printf (_("L %s · S %s"), bth_result_to_string (row->larger[c]),
                                        bth_result_to_string (row->smaller[c]));
        answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                            "force must %s; the smaller force must %s."),
                                          row->odds, roll, larger, smaller);
        return;
      }
}

/* Combat Loss Chart (P) ------------------------------------------------------------- */

/* Both loss tables have a last column that stands for that many SP or more. */
static GPtrArray *
strength_labels (JsonArray *columns)
{
  GPtrArray *labels = string_array ();
  guint n = array_length (columns);

  for (guint c = 0; c < n; c++)
    {
      g_autofree char *text = node_text (json_array_get_element (columns, c));

      g_ptr_array_add (labels, c + 1 == n ? g_strconcat (text, "+", NULL) : g_steal_pointer (&text));
    }
  return labels;
}

/* The column of a strength: its own, or the last for more. */
static int
strength_column (JsonArray *columns,
                 int        sp)
{
  guint n = array_length (columns);

  for (guint c = 0; c < n; c++)
    if (json_array_get_int_element (columns, c) == sp
        || (c + 1 == n && sp >= json_array_get_int_element (columns, c)))
      return (int) c;
  return -1;
}

static void
build_loss_rows (BthTableView *view,
                 LookupSetup  *setup,
                 JsonArray    *rows,
                 const char   *row_member,
                 const char   *cells_member)
{
  for (guint r = 0; r < array_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      JsonArray *values = doc_array (row, cells_member);
      const char *header[] = { doc_string (row, row_member) };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < array_length (values); c++)
        g_ptr_array_add (cells, node_text (json_array_get_element (values, c)));
      bth_table_view_add_row (view, header, strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }
}

static void
build_combat_loss (BthRuleset   *rules,
                   BthTableView *view,
                   LookupSetup  *setup)
{
  JsonObject *t = doc_table (rules, "combat_loss");
  JsonArray *columns = doc_array (t, "columns");
  g_autoptr(GPtrArray) labels = strength_labels (columns);
  guint n = array_length (columns);

  bth_table_view_reset (view, _("Combat Loss Chart"), 1, n);
  add_caption_row (view, _("Combat result"), _("Total strength points in smaller force"), n);
  bth_table_view_add_header_row (view, NULL, strv (labels));
  key_set_choices (&setup->keys[0], _("Combat result"));
  key_set_number (&setup->keys[1], _("Strength points in the smaller force"),
                  n > 0 ? (int) json_array_get_int_element (columns, 0) : 0, 999, 5);
  build_loss_rows (view, setup, doc_array (t, "rows"), "result", "losses");
  note (setup, _("The number is the strength points each force with that result loses (P)."));
}

static void
lookup_combat_loss (BthRuleset   *rules,
                    int           result,
                    int           sp,
                    LookupAnswer *answer)
{
  JsonObject *t = doc_table (rules, "combat_loss");
  JsonArray *rows = doc_array (t, "rows");
  int column = strength_column (doc_array (t, "columns"), sp);
  JsonObject *row;
  gint64 loss;

  if (result < 0 || (guint) result >= array_length (rows) || column < 0)
    return;
  row = json_array_get_object_element (rows, (guint) result);
  loss = json_array_get_int_element (doc_array (row, "losses"), (guint) column);
  answer_cell (answer, (guint) result, (guint) column);
  answer->text = g_strdup_printf ("%" G_GINT64_FORMAT, loss);
  answer->detail = g_strdup_printf (ngettext ("A force with result %s, when the smaller force "
                                              "has %d SP, loses %d strength point.",
                                              "A force with result %s, when the smaller force "
                                              "has %d SP, loses %d strength points.", (gulong) loss),
                                    doc_string (row, "result"), sp, (int) loss);
}

/* Attrition Table (G) ---------------------------------------------------------------- */

static void
build_attrition (BthRuleset   *rules,
                 BthTableView *view,
                 LookupSetup  *setup)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  g_autoptr(GPtrArray) labels = string_array ();

  bth_table_view_reset (view, _("Attrition Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    g_ptr_array_add (labels, g_strdup (t->columns[c].label));
  add_caption_row (view, _("Die roll"), _("Total strength points in hex"), t->n_columns);
  bth_table_view_add_header_row (view, NULL, strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, star_cell (&t->cells[(die - t->die_min) * t->n_columns + c]));
      bth_table_view_add_row (view, header, strv (cells));
    }

  key_set_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  key_set_number (&setup->keys[1], _("Strength points in the hex"), 1, 999,
                  t->columns[0].min);
  note (setup, _("0 = no loss; a number = strength points eliminated; * = required cavalry loss."));
  note_modifiers (setup, t->modifiers, t->n_modifiers);
  note_clamp (setup, &t->clamp);
}

static void
lookup_attrition (BthRuleset   *rules,
                  int           die,
                  int           sp,
                  LookupAnswer *answer)
{
  const BthAttritionTable *t = bth_ruleset_get_attrition (rules);
  const BthStarCell *cell;

  die = CLAMP (die, t->clamp.min, t->clamp.max);
  if (sp < t->columns[0].min)
    {
      answer->text = g_strdup (_("No attrition"));
      answer->detail = g_strdup_printf (_("Only hexes with %d or more strength points are "
                                          "checked for attrition."), t->columns[0].min);
      return;
    }
  for (guint c = 0; c < t->n_columns; c++)
    if (sp >= t->columns[c].min && sp <= t->columns[c].max)
      {
        cell = &t->cells[(die - t->die_min) * t->n_columns + c];
        answer_cell (answer, (guint) (die - t->die_min), c);
        answer->text = star_cell (cell);
        if (cell->value == 0)
          answer->detail = g_strdup_printf (_("%d SP in the hex, modified roll %d: no loss."),
                                            sp, die);
        else
          answer->detail = g_strdup_printf (cell->starred
                                            ? _("%d SP in the hex, modified roll %d: %d SP "
                                                "eliminated, one of them cavalry if the hex "
                                                "has any.")
                                            : _("%d SP in the hex, modified roll %d: %d SP "
                                                "eliminated."),
                                            sp, die, MIN (cell->value, sp));
        return;
      }
}

/* Forced March Table (K) ------------------------------------------------------------- */

static void
build_forced_march (BthRuleset   *rules,
                    BthTableView *view,
                    LookupSetup  *setup)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);
  g_autoptr(GPtrArray) labels = string_array ();

  bth_table_view_reset (view, _("Forced March Table"), 1, t->n_columns);
  for (guint c = 0; c < t->n_columns; c++)
    g_ptr_array_add (labels, g_strdup_printf ("%d", t->extra_mp[c]));
  add_caption_row (view, NULL, _("Extra movement points attempted"), t->n_columns);
  bth_table_view_add_header_row (view, _("Die roll"), strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < t->n_columns; c++)
        g_ptr_array_add (cells, star_cell (&t->cells[(die - t->die_min) * t->n_columns + c]));
      bth_table_view_add_row (view, header, strv (cells));
    }

  key_set_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  key_set_number (&setup->keys[1], _("Extra movement points"), t->extra_mp[0],
                  t->extra_mp[t->n_columns - 1], t->extra_mp[0]);
  note (setup, _("0 = no extra movement points; a number = extra movement points allowed; "
                 "* = one strength point eliminated."));
  note_modifiers (setup, t->modifiers, t->n_modifiers);
  note_clamp (setup, &t->clamp);
}

static void
lookup_forced_march (BthRuleset   *rules,
                     int           die,
                     int           extra,
                     LookupAnswer *answer)
{
  const BthForcedMarchTable *t = bth_ruleset_get_forced_march (rules);

  die = CLAMP (die, t->clamp.min, t->clamp.max);
  for (guint c = 0; c < t->n_columns; c++)
    if (t->extra_mp[c] == extra)
      {
        const BthStarCell *cell = &t->cells[(die - t->die_min) * t->n_columns + c];

        answer_cell (answer, (guint) (die - t->die_min), c);
        answer->text = star_cell (cell);
        answer->detail = g_strdup_printf (cell->starred
                                          ? ngettext ("Modified roll %d for %d extra MP: %d "
                                                      "extra movement point allowed, and one "
                                                      "strength point eliminated.",
                                                      "Modified roll %d for %d extra MP: %d "
                                                      "extra movement points allowed, and one "
                                                      "strength point eliminated.", cell->value)
                                          : ngettext ("Modified roll %d for %d extra MP: %d "
                                                      "extra movement point allowed.",
                                                      "Modified roll %d for %d extra MP: %d "
                                                      "extra movement points allowed.",
                                                      cell->value),
                                          die, extra, cell->value);
        return;
      }
}

/* Optional Tactical Matrix (U) -------------------------------------------------------- */

static char *
tactic_cell (const BthTacticCell *cell)
{
  g_autofree char *value = cell->no_roll ? g_strdup ("NC")
                           : cell->drm == 0 ? g_strdup ("0") : g_strdup_printf ("%+d", cell->drm);

  return cell->battle_ceases ? g_strdup_printf ("(%s)", value) : g_steal_pointer (&value);
}

static void
build_tactical_matrix (BthRuleset   *rules,
                       BthTableView *view,
                       LookupSetup  *setup)
{
  const BthTacticalMatrix *t = bth_ruleset_get_tactical_matrix (rules);
  g_autoptr(GPtrArray) labels = string_array ();

  bth_table_view_reset (view, _("Optional Tactical Matrix"), 1, BTH_TACTIC_COUNT);
  for (guint c = 0; c < BTH_TACTIC_COUNT; c++)
    g_ptr_array_add (labels, g_strdup (t->labels[c]));
  add_caption_row (view, NULL, _("Larger force"), BTH_TACTIC_COUNT);
  bth_table_view_add_header_row (view, _("Smaller force"), strv (labels));

  key_set_choices (&setup->keys[0], _("Smaller force’s tactic"));
  key_set_choices (&setup->keys[1], _("Larger force’s tactic"));
  for (guint r = 0; r < BTH_TACTIC_COUNT; r++)
    {
      const char *header[] = { t->labels[r] };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < BTH_TACTIC_COUNT; c++)
        g_ptr_array_add (cells, tactic_cell (&t->cells[r][c]));
      bth_table_view_add_row (view, header, strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (t->labels[r]));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (t->labels[r]));
    }
  note (setup, _("Add the number to the dice roll. NC: the dice are not rolled this round. "
                 "In parentheses: the battle ceases at the end of the round (U)."));
}

static void
lookup_tactical_matrix (BthRuleset   *rules,
                        int           smaller,
                        int           larger,
                        LookupAnswer *answer)
{
  const BthTacticalMatrix *t = bth_ruleset_get_tactical_matrix (rules);
  const BthTacticCell *cell;
  g_autofree char *effect = NULL;

  if (smaller < 0 || smaller >= BTH_TACTIC_COUNT || larger < 0 || larger >= BTH_TACTIC_COUNT)
    return;
  cell = &t->cells[smaller][larger];
  answer_cell (answer, (guint) smaller, (guint) larger);
  answer->text = tactic_cell (cell);
  effect = cell->no_roll ? g_strdup (_("the dice are not rolled this round"))
           : g_strdup_printf (_("add %+d to the dice roll"), cell->drm);
  answer->detail = g_strdup_printf (cell->battle_ceases
                                    ? _("Smaller force %s against larger force %s: %s, and "
                                        "the battle ceases at the end of the round.")
                                    : _("Smaller force %s against larger force %s: %s."),
                                    t->labels[smaller], t->labels[larger], effect);
}

/* Terrain Effects Chart ----------------------------------------------------------------- */

enum {
  TERRAIN_MOVEMENT,
  TERRAIN_NOTES,
  TERRAIN_SMALLER,
  TERRAIN_LARGER,
  TERRAIN_FORT,
  N_TERRAIN_COLUMNS
};

static const char *terrain_columns[N_TERRAIN_COLUMNS] = {
  N_("Movement point cost"),
  N_("Note number"),
  N_("Battle: S attacked"),
  N_("Battle: L attacked"),
  N_("Fort capacity"),
};

/* Terrain rows, then hexside and city rows, in the chart's order. */
static JsonObject *
terrain_row (JsonObject *t,
             guint       index)
{
  JsonArray *terrain = doc_array (t, "terrain");
  JsonArray *features = doc_array (t, "features");

  if (index < array_length (terrain))
    return json_array_get_object_element (terrain, index);
  index -= array_length (terrain);
  return index < array_length (features) ? json_array_get_object_element (features, index) : NULL;
}

static char *
terrain_cell (JsonObject *row,
              guint       column)
{
  JsonObject *effect = NULL;
  const char *how = NULL;

  switch (column)
    {
    case TERRAIN_MOVEMENT:
      return g_strdup (doc_string (row, "movement_cost"));
    case TERRAIN_NOTES:
      {
        JsonArray *notes = doc_array (row, "notes");
        GString *text = g_string_new (NULL);

        for (guint i = 0; i < array_length (notes); i++)
          g_string_append_printf (text, i == 0 ? "%" G_GINT64_FORMAT : ", %" G_GINT64_FORMAT,
                                  json_array_get_int_element (notes, i));
        if (text->len == 0)
          g_string_append (text, C_("terrain", "NA"));
        return g_string_free (text, FALSE);
      }
    case TERRAIN_SMALLER:
    case TERRAIN_LARGER:
      if (json_object_has_member (row, "attacked_in"))
        {
          effect = json_object_get_object_member (row, "attacked_in");
          /* Translators: a terrain modifier applies when a force is attacked in the hex */
          how = C_("terrain", "in");
        }
      else if (json_object_has_member (row, "attacked_from"))
        {
          effect = json_object_get_object_member (row, "attacked_from");
          /* Translators: a terrain modifier applies when a force is attacked from the hex */
          how = C_("terrain", "from");
        }
      if (effect != NULL)
        {
          gint64 value = json_object_get_int_member (effect, column == TERRAIN_SMALLER
                                                             ? "smaller" : "larger");
          if (value != 0)
            return g_strdup_printf ("(%+" G_GINT64_FORMAT ") %s", value, how);
        }
      return g_strdup (C_("terrain", "No effect"));
    case TERRAIN_FORT:
      if (!json_object_has_member (row, "fort_capacity"))
        return g_strdup ("—");
      if (json_object_get_null_member (row, "fort_capacity"))
        return g_strdup (C_("fort capacity", "Normal"));
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (row, "fort_capacity"));
    default:
      g_assert_not_reached ();
    }
}

static void
build_terrain (BthRuleset   *rules,
               BthTableView *view,
               LookupSetup  *setup)
{
  JsonObject *t = doc_table (rules, "terrain_effects");
  guint n = array_length (doc_array (t, "terrain")) + array_length (doc_array (t, "features"));
  g_autoptr(GPtrArray) labels = string_array ();
  JsonArray *notes = doc_array (t, "notes");

  bth_table_view_reset (view, _("Terrain Effects Chart"), 1, N_TERRAIN_COLUMNS);
  key_set_choices (&setup->keys[0], _("Terrain"));
  key_set_choices (&setup->keys[1], _("Effect"));
  for (guint c = 0; c < N_TERRAIN_COLUMNS; c++)
    {
      g_ptr_array_add (labels, g_strdup (_(terrain_columns[c])));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (_(terrain_columns[c])));
    }
  bth_table_view_add_header_row (view, _("Terrain feature"), strv (labels));
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = terrain_row (t, r);
      const char *header[] = { doc_string (row, "label") };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < N_TERRAIN_COLUMNS; c++)
        g_ptr_array_add (cells, terrain_cell (row, c));
      bth_table_view_add_row (view, header, strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }

  note (setup, _("S = smaller force, L = larger force: modify the field-battle dice roll by "
                 "the number when that force is attacked in (or from) the terrain. "
                 "* = see the notes."));
  for (guint i = 0; i < array_length (notes); i++)
    {
      JsonObject *item = json_array_get_object_element (notes, i);

      note (setup, "%" G_GINT64_FORMAT ". %s", json_object_get_int_member (item, "number"),
            doc_string (item, "text"));
    }
}

static void
lookup_terrain (BthRuleset   *rules,
                int           terrain,
                int           column,
                LookupAnswer *answer)
{
  JsonObject *t = doc_table (rules, "terrain_effects");
  JsonObject *row = terrain >= 0 ? terrain_row (t, (guint) terrain) : NULL;

  if (row == NULL || column < 0 || column >= N_TERRAIN_COLUMNS)
    return;
  answer_cell (answer, (guint) terrain, (guint) column);
  answer->text = terrain_cell (row, (guint) column);
  answer->detail = g_strdup_printf (_("%s — %s"), doc_string (row, "label"),
                                    _(terrain_columns[column]));
}

/* Weather Table ----------------------------------------------------------------------- */

static void
build_weather (BthRuleset   *rules,
               BthTableView *view,
               LookupSetup  *setup)
{
  const BthWeatherTable *t = bth_ruleset_get_weather (rules);
  g_autoptr(GPtrArray) labels = string_array ();
  JsonArray *effects = doc_array (doc_table (rules, "weather"), "effects");

  bth_table_view_reset (view, _("Weather Table"), 1, G_N_ELEMENTS (t->months));
  key_set_number (&setup->keys[0], _("Modified die roll"), t->clamp.min, t->clamp.max,
                  t->die_min);
  key_set_choices (&setup->keys[1], _("Month"));
  for (guint c = 0; c < G_N_ELEMENTS (t->months); c++)
    {
      g_ptr_array_add (labels, g_strdup (t->months[c]));
      g_ptr_array_add (setup->keys[1].choices, g_strdup (t->months[c]));
    }
  bth_table_view_add_header_row (view, _("Die"), strv (labels));
  for (int die = t->die_min; die <= t->die_max; die++)
    {
      g_autofree char *header_text = g_strdup_printf ("%d", die);
      const char *header[] = { header_text };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < G_N_ELEMENTS (t->months); c++)
        g_ptr_array_add (cells, g_strdup (t->cells[(die - t->die_min) * 12 + c]));
      bth_table_view_add_row (view, header, strv (cells));
    }
  note_modifiers (setup, t->modifiers, t->n_modifiers);
  note_clamp (setup, &t->clamp);
  for (guint i = 0; i < array_length (effects); i++)
    note (setup, "%s", doc_string (json_array_get_object_element (effects, i), "text"));
}

static void
lookup_weather (BthRuleset   *rules,
                int           die,
                int           month,
                LookupAnswer *answer)
{
  const BthWeatherTable *t = bth_ruleset_get_weather (rules);
  JsonArray *effects = doc_array (doc_table (rules, "weather"), "effects");
  const char *weather;
  const char *effect = NULL;

  if (month < 0 || month >= (int) G_N_ELEMENTS (t->months))
    return;
  die = CLAMP (die, t->clamp.min, t->clamp.max);
  weather = t->cells[(die - t->die_min) * 12 + month];
  for (guint i = 0; i < array_length (effects); i++)
    {
      JsonObject *item = json_array_get_object_element (effects, i);
      if (g_strcmp0 (doc_string (item, "weather"), weather) == 0)
        effect = doc_string (item, "text");
    }
  answer_cell (answer, (guint) (die - t->die_min), (guint) month);
  answer->text = g_strdup (weather);
  answer->detail = g_strdup_printf (_("%s, modified roll %d. %s"), t->months[month], die,
                                    effect != NULL ? effect : "");
}

/* Naval Results Table and Naval Damage Table ------------------------------------------ */

static const char *
naval_key (JsonObject *t,
           const char *code)
{
  JsonArray *key = doc_array (t, "key");

  for (guint i = 0; i < array_length (key); i++)
    {
      JsonObject *item = json_array_get_object_element (key, i);
      if (g_strcmp0 (doc_string (item, "code"), code) == 0)
        return doc_string (item, "text");
    }
  return NULL;
}

/* The naval rows: the combat ratios, then the blockade, pursuit and transport rows. */
static JsonObject *
naval_row (JsonObject *t,
           guint       index,
           gboolean   *special)
{
  JsonArray *rows = doc_array (t, "rows");
  JsonArray *special_rows = doc_array (t, "special_rows");

  *special = index >= array_length (rows);
  if (!*special)
    return json_array_get_object_element (rows, index);
  index -= array_length (rows);
  return index < array_length (special_rows)
         ? json_array_get_object_element (special_rows, index) : NULL;
}

static void
build_naval_results (BthRuleset   *rules,
                     BthTableView *view,
                     LookupSetup  *setup)
{
  JsonObject *t = doc_table (rules, "naval_results");
  JsonArray *rolls = doc_array (t, "rolls");
  guint n = array_length (rolls);
  guint n_rows = array_length (doc_array (t, "rows")) + array_length (doc_array (t, "special_rows"));
  g_autoptr(GPtrArray) labels = string_array ();
  g_autoptr(GPtrArray) forces = string_array ();
  JsonArray *key = doc_array (t, "key");

  bth_table_view_reset (view, _("Naval Results Table"), 1, n);
  for (guint c = 0; c < n; c++)
    {
      g_ptr_array_add (labels, node_text (json_array_get_element (rolls, c)));
      g_ptr_array_add (forces, g_strdup (C_("crt", "L  S")));
    }
  add_caption_row (view, NULL, _("Modified die roll"), n);
  bth_table_view_add_header_row (view, _("Force"), strv (forces));
  bth_table_view_add_header_row (view, _("Combat ratio"), strv (labels));

  key_set_choices (&setup->keys[0], _("Combat ratio or table"));
  key_set_number (&setup->keys[1], _("Modified die roll"),
                  n > 0 ? (int) json_array_get_int_element (rolls, 0) : 0,
                  n > 0 ? (int) json_array_get_int_element (rolls, n - 1) : 0, 3);
  for (guint r = 0; r < n_rows; r++)
    {
      gboolean special;
      JsonObject *row = naval_row (t, r, &special);
      JsonArray *values = doc_array (row, "cells");
      const char *header[] = { doc_string (row, special ? "label" : "odds") };
      g_autoptr(GPtrArray) cells = string_array ();

      for (guint c = 0; c < array_length (values); c++)
        g_ptr_array_add (cells, node_text (json_array_get_element (values, c)));
      bth_table_view_add_row (view, header, strv (cells));
      g_ptr_array_add (setup->keys[0].choices, g_strdup (header[0]));
    }
  for (guint i = 0; i < array_length (key); i++)
    {
      JsonObject *item = json_array_get_object_element (key, i);
      note (setup, "%s = %s", doc_string (item, "code"), doc_string (item, "text"));
    }
}

/* "2K" → "2 Naval Units Sunk, …"; "0" and "-" → no result. */
static char *
describe_naval (JsonObject *t,
                const char *code)
{
  const char *text = naval_key (t, code);

  if (text != NULL)
    return g_strdup (text);
  return g_strdup (_("no result"));
}

static void
lookup_naval_results (BthRuleset   *rules,
                      int           index,
                      int           roll,
                      LookupAnswer *answer)
{
  JsonObject *t = doc_table (rules, "naval_results");
  JsonArray *rolls = doc_array (t, "rolls");
  gboolean special;
  JsonObject *row = index >= 0 ? naval_row (t, (guint) index, &special) : NULL;
  const char *cell;

  if (row == NULL)
    return;
  for (guint c = 0; c < array_length (rolls); c++)
    if (json_array_get_int_element (rolls, c) == roll)
      {
        cell = json_array_get_string_element (doc_array (row, "cells"), c);
        answer_cell (answer, (guint) index, c);
        if (special)
          {
            g_autofree char *meaning = describe_naval (t, cell);

            answer->text = g_strdup (cell);
            answer->detail = g_strdup_printf (_("%s, modified roll %d: %s."),
                                              doc_string (row, "label"), roll, meaning);
          }
        else
          {
            g_auto(GStrv) parts = g_strsplit (cell, " ", 2);
            const char *larger = parts[0] != NULL ? parts[0] : "";
            const char *smaller = parts[0] != NULL && parts[1] != NULL ? parts[1] : "";
            g_autofree char *larger_text = describe_naval (t, larger);
            g_autofree char *smaller_text = describe_naval (t, smaller);

            answer->text = g_strdup_printf (_("L %s · S %s"), larger, smaller);
            answer->detail = g_strdup_printf (_("At %s with a modified roll of %d, the larger "
                                                "force: %s; the smaller force: %s."),
                                              doc_string (row, "odds"), roll,
                                              larger_text, smaller_text);
          }
        return;
      }
}

static void
build_naval_damage (BthRuleset   *rules,
                    BthTableView *view,
                    LookupSetup  *setup)
{
  JsonObject *t = doc_table (rules, "naval_damage");
  JsonArray *columns = doc_array (t, "columns");
  g_autoptr(GPtrArray) labels = strength_labels (columns);
  guint n = array_length (columns);

  bth_table_view_reset (view, _("Naval Damage Table"), 1, n);
  add_caption_row (view, _("Naval result"), _("Total strength points in smaller force"), n);
  bth_table_view_add_header_row (view, NULL, strv (labels));
  key_set_choices (&setup->keys[0], _("Naval result"));
  key_set_number (&setup->keys[1], _("Strength points in the smaller force"),
                  n > 0 ? (int) json_array_get_int_element (columns, 0) : 0, 999, 3);
  build_loss_rows (view, setup, doc_array (t, "rows"), "result", "cells");
}

static void
lookup_naval_damage (BthRuleset   *rules,
                     int           result,
                     int           sp,
                     LookupAnswer *answer)
{
  JsonObject *t = doc_table (rules, "naval_damage");
  JsonArray *rows = doc_array (t, "rows");
  int column = strength_column (doc_array (t, "columns"), sp);
  JsonObject *row;
  gint64 value;

  if (result < 0 || (guint) result >= array_length (rows) || column < 0)
    return;
  row = json_array_get_object_element (rows, (guint) result);
  value = json_array_get_int_element (doc_array (row, "cells"), (guint) column);
  answer_cell (answer, (guint) result, (guint) column);
  answer->text = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  answer->detail = g_strdup_printf (_("%s against a smaller force of %d SP: %d."),
                                    doc_string (row, "result"), sp, (int) value);
}

/* The charts, in the drop-down's order. */
static const LookupChart lookup_charts[] = {
  { "crt",             N_("Combat Results Table"),     build_crt,             lookup_crt },
  { "gc-crt",          N_("Grand Campaign CRT"),       build_gc_crt,          lookup_gc_crt },
  { "combat-loss",     N_("Combat Loss Chart"),        build_combat_loss,     lookup_combat_loss },
  { "attrition",       N_("Attrition Table"),          build_attrition,       lookup_attrition },
  { "forced-march",    N_("Forced March Table"),       build_forced_march,    lookup_forced_march },
  { "tactical-matrix", N_("Tactical Matrix"),          build_tactical_matrix, lookup_tactical_matrix },
  { "terrain",         N_("Terrain Effects Chart"),    build_terrain,         lookup_terrain },
  { "weather",         N_("Weather Table"),            build_weather,         lookup_weather },
  { "naval-results",   N_("Naval Results Table"),      build_naval_results,   lookup_naval_results },
  { "naval-damage",    N_("Naval Damage Table"),       build_naval_damage,    lookup_naval_damage },
};

/* The page ---------------------------------------------------------------------------- */

static BthRuleset *
page_rules (BthLookupPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static int
key_value (BthLookupPage *self,
           guint          which)
{
  if (self->key_number[which])
    return gtk_spin_button_get_value_as_int (which == 0 ? self->row_value : self->column_value);
  return (int) adw_combo_row_get_selected (which == 0 ? self->row_choice : self->column_choice);
}

static char *
format_state (BthLookupPage *self)
{
  return g_strdup_printf ("%s;%d;%d", lookup_charts[self->chart].id,
                          key_value (self, 0), key_value (self, 1));
}

static void
bth_lookup_page_update_answer (BthLookupPage *self)
{
  BthRuleset *rules = page_rules (self);
  LookupAnswer answer = { 0 };

  if (rules == NULL)
    return;

  lookup_charts[self->chart].lookup (rules, key_value (self, 0), key_value (self, 1), &answer);
  bth_table_view_clear_highlight (self->table_view);
  for (guint i = 0; i < answer.n_cells; i++)
    bth_table_view_highlight (self->table_view, answer.rows[i], answer.columns[i]);
  bth_table_view_scroll_to_highlight (self->table_view);

  gtk_label_set_text (self->answer_label, answer.text != NULL ? answer.text : "—");
  gtk_label_set_text (self->answer_detail,
                      answer.detail != NULL ? answer.detail : _("No cell of the table matches."));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->answer_box),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  answer.detail != NULL ? answer.detail : "",
                                  -1);
  g_free (answer.text);
  g_free (answer.detail);
}

static void
set_key_widgets (BthLookupPage *self,
                 guint          which,
                 LookupKey     *key)
{
  AdwComboRow *choice = which == 0 ? self->row_choice : self->column_choice;
  GtkStringList *choices = which == 0 ? self->row_choices : self->column_choices;
  AdwActionRow *value_row = which == 0 ? self->row_value_row : self->column_value_row;
  GtkSpinButton *value = which == 0 ? self->row_value : self->column_value;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (choices));

  self->key_number[which] = key->number;
  gtk_widget_set_visible (GTK_WIDGET (choice), !key->number);
  gtk_widget_set_visible (GTK_WIDGET (value_row), key->number);
  if (key->number)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (value_row), key->title);
      gtk_spin_button_set_range (value, key->min, key->max);
      gtk_spin_button_set_value (value, key->value);
      gtk_accessible_update_property (GTK_ACCESSIBLE (value),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, key->title, -1);
      gtk_string_list_splice (choices, 0, n_old, NULL);
    }
  else
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (choice), key->title);
      gtk_string_list_splice (choices, 0, n_old, strv (key->choices));
      adw_combo_row_set_selected (choice, 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (choice),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, key->title, -1);
    }
}

/* Draws chart INDEX and points its keys at their first values. */
static void
bth_lookup_page_show_chart (BthLookupPage *self,
                            guint          index)
{
  BthRuleset *rules = page_rules (self);
  LookupSetup setup = { .notes = g_string_new (NULL) };
  gboolean was_updating = self->updating;

  if (rules == NULL || index >= G_N_ELEMENTS (lookup_charts))
    {
      g_string_free (setup.notes, TRUE);
      return;
    }

  self->updating = TRUE;
  self->chart = index;
  if (adw_combo_row_get_selected (self->table_row) != index)
    adw_combo_row_set_selected (self->table_row, index);
  lookup_charts[index].build (rules, self->table_view, &setup);
  for (guint i = 0; i < G_N_ELEMENTS (setup.keys); i++)
    set_key_widgets (self, i, &setup.keys[i]);
  gtk_label_set_text (self->table_title, _(lookup_charts[index].name));
  gtk_label_set_text (self->notes_label, setup.notes->str);
  gtk_widget_set_visible (GTK_WIDGET (self->notes_label), setup.notes->len > 0);
  lookup_setup_clear (&setup);
  self->updating = was_updating;

  bth_lookup_page_update_answer (self);
}

/* After a change by the user: remember the state before it for undo, then answer. */
static void
bth_lookup_page_changed (BthLookupPage *self,
                         const char    *merge_key)
{
  if (!bth_page_is_restoring (BTH_PAGE (self)))
    bth_page_remember (BTH_PAGE (self), merge_key);
  g_free (self->state);
  self->state = format_state (self);
}

static void
on_table_selected (BthLookupPage *self)
{
  guint selected = adw_combo_row_get_selected (self->table_row);

  if (self->updating || selected == GTK_INVALID_LIST_POSITION || selected == self->chart)
    return;
  bth_lookup_page_show_chart (self, selected);
  bth_lookup_page_changed (self, NULL);
}

static void
on_row_key_changed (BthLookupPage *self)
{
  if (self->updating)
    return;
  bth_lookup_page_update_answer (self);
  bth_lookup_page_changed (self, "row-key");
}

static void
on_column_key_changed (BthLookupPage *self)
{
  if (self->updating)
    return;
  bth_lookup_page_update_answer (self);
  bth_lookup_page_changed (self, "column-key");
}

static char *
bth_lookup_page_save_state (BthPage *page)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);

  /* During a change this is still the state before it: what undo goes back to. */
  return self->state != NULL ? g_strdup (self->state) : format_state (self);
}

static void
set_key_value (BthLookupPage *self,
               guint          which,
               int            value)
{
  if (self->key_number[which])
    gtk_spin_button_set_value (which == 0 ? self->row_value : self->column_value, value);
  else if (value >= 0)
    adw_combo_row_set_selected (which == 0 ? self->row_choice : self->column_choice,
                                (guint) value);
}

static void
bth_lookup_page_restore_state (BthPage    *page,
                               const char *state)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);
  g_auto(GStrv) parts = g_strsplit (state, ";", 3);

  if (g_strv_length (parts) != 3)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (lookup_charts); i++)
    if (g_str_equal (lookup_charts[i].id, parts[0]))
      {
        if (i != self->chart)
          bth_lookup_page_show_chart (self, i);
        self->updating = TRUE;
        set_key_value (self, 0, atoi (parts[1]));
        set_key_value (self, 1, atoi (parts[2]));
        self->updating = FALSE;
        bth_lookup_page_update_answer (self);
        g_free (self->state);
        self->state = format_state (self);
        return;
      }
}

static void
bth_lookup_page_session_set (BthPage    *page,
                             BthSession *session)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (page);

  gtk_widget_set_sensitive (GTK_WIDGET (self), bth_session_get_ruleset (session) != NULL);
  bth_lookup_page_show_chart (self, self->chart);
  g_free (self->state);
  self->state = format_state (self);
}

static void
bth_lookup_page_dispose (GObject *object)
{
  BthLookupPage *self = BTH_LOOKUP_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_LOOKUP_PAGE);
  g_clear_pointer (&self->state, g_free);

  G_OBJECT_CLASS (bth_lookup_page_parent_class)->dispose (object);
}

static void
bth_lookup_page_class_init (BthLookupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_lookup_page_dispose;
  page_class->session_set = bth_lookup_page_session_set;
  page_class->save_state = bth_lookup_page_save_state;
  page_class->restore_state = bth_lookup_page_restore_state;

  g_type_ensure (BTH_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-lookup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_names);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_choice);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_choices);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_value_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, row_value);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_choice);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_choices);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_value_row);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, column_value);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_box);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_label);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, answer_detail);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_title);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, table_view);
  gtk_widget_class_bind_template_child (widget_class, BthLookupPage, notes_label);
  gtk_widget_class_bind_template_callback (widget_class, on_table_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_key_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_column_key_changed);
}

static void
bth_lookup_page_init (BthLookupPage *self)
{
  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (lookup_charts); i++)
    gtk_string_list_append (self->table_names, _(lookup_charts[i].name));
  adw_combo_row_set_selected (self->table_row, 0);
  self->updating = FALSE;
}

/* bth-dice-log-page.c — the Dice Log screen: every roll of this session, newest first.
 *
 * The rows follow the session's dice log (bth_session_get_rolls(), oldest first) through
 * a mirror in reverse order, and each row follows its record: the outcome a screen fills
 * in after the roll, and the "undone" mark Ctrl+Z sets.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-dice-log-page.h"
#include "bth-focus-reach.h"

struct _BthDiceLogPage
{
  BthPage     parent_instance;

  /* Template widgets */
  GtkStack   *stack;
  GtkLabel   *count_label;
  GtkListBox *roll_list;

  GListModel *rolls;          /* the session's log, oldest first */
  GListStore *newest_first;   /* the same records, newest first */
};

G_DEFINE_FINAL_TYPE (BthDiceLogPage, bth_dice_log_page, BTH_TYPE_PAGE)

static char *
format_time (BthRollRecord *record)
{
  return g_date_time_format (bth_roll_record_get_time (record), "%H:%M:%S");
}

/* "Battle · rolled 4 + 4" */
static char *
format_source (BthRollRecord *record)
{
  /* Translators: the screen that rolled, then how the dice were made, e.g. "Battle · rolled 4 + 4" */
  return g_strdup_printf (bth_roll_record_get_typed (record) ? _("%s · typed %s")
                                                             : _("%s · rolled %s"),
                          bth_roll_record_get_page (record), bth_roll_record_get_dice (record));
}

/* "Modified 9 · L=1, S=D1", or NULL while the screen has not said. */
static char *
format_outcome (BthRollRecord *record)
{
  const char *modified = bth_roll_record_get_modified (record);
  const char *result = bth_roll_record_get_result (record);
  gboolean has_modified = modified != NULL && *modified != '\0';
  gboolean has_result = result != NULL && *result != '\0';

  if (has_modified && has_result)
    return g_strdup_printf (_("Modified %s · %s"), modified, result);
  if (has_modified)
    return g_strdup_printf (_("Modified %s"), modified);
  if (has_result)
    return g_strdup (result);
  return NULL;
}

/* One line of the copied log. */
static char *
format_line (BthRollRecord *record)
{
  g_autofree char *time = format_time (record);
  g_autofree char *source = format_source (record);
  g_autofree char *outcome = format_outcome (record);
  GString *line = g_string_new (NULL);

  g_string_append_printf (line, "%s  %s — %s = %d", time, bth_roll_record_get_purpose (record),
                          source, bth_roll_record_get_total (record));
  if (outcome != NULL)
    g_string_append_printf (line, " — %s", outcome);
  if (bth_roll_record_get_undone (record))
    g_string_append_printf (line, " (%s)", _("undone"));
  return g_string_free (line, FALSE);
}

static void
set_struck (GtkWidget *label,
            gboolean   struck)
{
  g_autoptr(PangoAttrList) attrs = NULL;

  if (struck)
    {
      attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_strikethrough_new (TRUE));
    }
  gtk_label_set_attributes (GTK_LABEL (label), attrs);
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Fills a row's labels from its record; runs again whenever the record changes. */
static void
update_row (GtkWidget *row)
{
  BthRollRecord *record = g_object_get_data (G_OBJECT (row), "bth-record");
  g_autofree char *total = g_strdup_printf ("%d", bth_roll_record_get_total (record));
  g_autofree char *time = format_time (record);
  g_autofree char *source = format_source (record);
  g_autofree char *outcome = format_outcome (record);
  g_autofree char *summary = format_line (record);
  gboolean undone = bth_roll_record_get_undone (record);
  GtkWidget *outcome_label = find_named (row, "roll_outcome");

  gtk_label_set_text (GTK_LABEL (find_named (row, "roll_total")), total);
  gtk_label_set_text (GTK_LABEL (find_named (row, "roll_purpose")),
                      bth_roll_record_get_purpose (record));
  gtk_label_set_text (GTK_LABEL (find_named (row, "roll_time")), time);
  gtk_label_set_text (GTK_LABEL (find_named (row, "roll_source")), source);
  gtk_label_set_text (GTK_LABEL (outcome_label), outcome != NULL ? outcome : "");
  gtk_widget_set_visible (outcome_label, outcome != NULL);
  gtk_widget_set_visible (find_named (row, "roll_undone"), undone);

  set_struck (find_named (row, "roll_total"), undone);
  set_struck (find_named (row, "roll_purpose"), undone);
  set_struck (outcome_label, undone);
  if (undone)
    gtk_widget_add_css_class (find_named (row, "roll_content"), "dim-label");
  else
    gtk_widget_remove_css_class (find_named (row, "roll_content"), "dim-label");

  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);
}

static GtkWidget *
add_label (GtkWidget  *box,
           const char *name,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (label, name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/*   8   Combat (O.1.c)                   14:02:31
 *       Battle · rolled 4 + 4
 *       Modified 9 · L=1, S=D1           [Undone] */
static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  BthRollRecord *record = item;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *total = gtk_label_new (NULL);
  GtkWidget *purpose, *undone;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_name (content, "roll_content");
  gtk_widget_set_margin_top (content, 9);
  gtk_widget_set_margin_bottom (content, 9);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);

  gtk_widget_set_name (total, "roll_total");
  gtk_widget_set_size_request (total, 40, -1);
  gtk_widget_set_valign (total, GTK_ALIGN_START);
  gtk_widget_add_css_class (total, "title-2");
  gtk_widget_add_css_class (total, "numeric");
  gtk_box_append (GTK_BOX (content), total);

  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (content), text);
  gtk_box_append (GTK_BOX (text), top);
  purpose = add_label (top, "roll_purpose", "heading");
  gtk_widget_set_hexpand (purpose, TRUE);
  add_label (top, "roll_time", "dim-label");
  /* A time is read whole: the purpose beside it wraps instead ("08:/12:/11" at 360 px). */
  gtk_label_set_wrap (GTK_LABEL (find_named (top, "roll_time")), FALSE);
  gtk_widget_add_css_class (find_named (top, "roll_time"), "numeric");
  gtk_widget_set_valign (find_named (top, "roll_time"), GTK_ALIGN_START);
  add_label (text, "roll_source", "dim-label");
  add_label (text, "roll_outcome", NULL);
  undone = add_label (text, "roll_undone", "caption-heading");
  gtk_widget_add_css_class (undone, "error");
  gtk_label_set_text (GTK_LABEL (undone), _("Undone"));

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), content);
  g_object_set_data_full (G_OBJECT (row), "bth-record", g_object_ref (record), g_object_unref);
  g_signal_connect_object (record, "notify", G_CALLBACK (update_row), row, G_CONNECT_SWAPPED);
  update_row (row);
  return row;
}

static void
update_count (BthDiceLogPage *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->newest_first));
  g_autofree char *text = g_strdup_printf (ngettext ("%u roll this session",
                                                     "%u rolls this session", n), n);

  gtk_label_set_text (self->count_label, text);
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "log" : "empty");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "dice-log.copy", n > 0);
}

/* Mirrors a change of the session's log (oldest first) in reverse order. */
static void
on_rolls_changed (BthDiceLogPage *self,
                  guint           position,
                  guint           removed,
                  guint           added,
                  GListModel     *rolls)
{
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->newest_first));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = added; i > 0; i--)
    g_ptr_array_add (items, g_list_model_get_item (rolls, position + i - 1));
  g_list_store_splice (self->newest_first, n_old - position - removed, removed,
                       items->pdata, items->len);
  update_count (self);
}

static void
bth_dice_log_page_disconnect (BthDiceLogPage *self)
{
  if (self->rolls != NULL)
    g_signal_handlers_disconnect_by_func (self->rolls, on_rolls_changed, self);
  g_clear_object (&self->rolls);
}

static void
bth_dice_log_page_session_set (BthPage    *page,
                               BthSession *session)
{
  BthDiceLogPage *self = BTH_DICE_LOG_PAGE (page);

  bth_dice_log_page_disconnect (self);
  g_list_store_remove_all (self->newest_first);

  self->rolls = g_object_ref (bth_session_get_rolls (session));
  g_signal_connect_swapped (self->rolls, "items-changed", G_CALLBACK (on_rolls_changed), self);
  on_rolls_changed (self, 0, 0, g_list_model_get_n_items (self->rolls), self->rolls);
}

/* The log as text, oldest roll first, one line each. */
static char *
bth_dice_log_page_to_text (BthDiceLogPage *self)
{
  GString *text = g_string_new (NULL);
  guint n = self->rolls != NULL ? g_list_model_get_n_items (self->rolls) : 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(BthRollRecord) record = g_list_model_get_item (self->rolls, i);
      g_autofree char *line = format_line (record);

      g_string_append (text, line);
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthDiceLogPage *self = BTH_DICE_LOG_PAGE (widget);
  g_autofree char *text = bth_dice_log_page_to_text (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  bth_page_toast (BTH_PAGE (self), _("Dice log copied"));
}

static void
bth_dice_log_page_dispose (GObject *object)
{
  BthDiceLogPage *self = BTH_DICE_LOG_PAGE (object);

  bth_dice_log_page_disconnect (self);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_DICE_LOG_PAGE);
  g_clear_object (&self->newest_first);

  G_OBJECT_CLASS (bth_dice_log_page_parent_class)->dispose (object);
}

static void
bth_dice_log_page_class_init (BthDiceLogPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_dice_log_page_dispose;
  page_class->session_set = bth_dice_log_page_session_set;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-dice-log-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthDiceLogPage, stack);
  gtk_widget_class_bind_template_child (widget_class, BthDiceLogPage, count_label);
  gtk_widget_class_bind_template_child (widget_class, BthDiceLogPage, roll_list);

  gtk_widget_class_install_action (widget_class, "dice-log.copy", NULL, copy_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "dice-log.copy", NULL);
}

static void
bth_dice_log_page_init (BthDiceLogPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->newest_first = g_list_store_new (BTH_TYPE_ROLL_RECORD);
  /* The rolls are read one by one with the arrows: the list is the page's Tab stop. */
  bth_focus_reach_set_records (self->roll_list);
  gtk_list_box_bind_model (self->roll_list, G_LIST_MODEL (self->newest_first),
                           create_row, self, NULL);
  update_count (self);
}

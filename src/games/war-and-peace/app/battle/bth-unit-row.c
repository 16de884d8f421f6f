/* bth-unit-row.c — one unit of a force.
 *
 * Signals: "changed" (FIELD name) after any entry changes, before the page recomputes;
 * "remove-requested".
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-flow-line.h"
#include "bth-counter-colors.h"
#include "bth-force.h"
#include "bth-unit-row.h"

struct _BthUnitRow
{
  GtkListBoxRow  parent_instance;

  GtkWidget     *sp;
  GtkWidget     *kind;
  GtkWidget     *color;
  GtkWidget     *symbol;
  GtkWidget     *morale;
  GtkWidget     *remove;
  GtkWidget     *error;
  GtkStringList *colors;      /* "none" and the ruleset's counter colours (D.4) */
  gboolean       loading;
};

G_DEFINE_FINAL_TYPE (BthUnitRow, bth_unit_row, GTK_TYPE_LIST_BOX_ROW)

enum {
  SIGNAL_CHANGED,
  SIGNAL_REMOVE_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Symbol colours as the core spells them; index 0 is "none". */
static const char *const symbols[] = { NULL, "white", "black", "yellow" };

static void
emit_changed (BthUnitRow *self,
              const char *field)
{
  if (!self->loading)
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0, field);
}

static void on_sp_changed (BthUnitRow *self) { emit_changed (self, "sp"); }
static void on_color_changed (BthUnitRow *self) { emit_changed (self, "color"); }
static void on_morale_changed (BthUnitRow *self) { emit_changed (self, "morale"); }
static void on_kind_changed (BthUnitRow *self) { emit_changed (self, "kind"); }
static void on_symbol_changed (BthUnitRow *self) { emit_changed (self, "symbol"); }

static void
on_remove_clicked (BthUnitRow *self)
{
  g_signal_emit (self, signals[SIGNAL_REMOVE_REQUESTED], 0);
}

/* The chosen colour on the button: its name, whole (the line flows onto a second line at
 * 360 px), cut short only where even a line of its own is too narrow. */
static void
on_short_setup (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
on_short_bind (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      string != NULL ? gtk_string_object_get_string (string) : "");
}

static void
on_full_setup (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
set_short_factory (GtkWidget *drop_down)
{
  GtkListItemFactory *button = gtk_signal_list_item_factory_new ();
  GtkListItemFactory *list = gtk_signal_list_item_factory_new ();

  g_signal_connect (button, "setup", G_CALLBACK (on_short_setup), NULL);
  g_signal_connect (button, "bind", G_CALLBACK (on_short_bind), NULL);
  g_signal_connect (list, "setup", G_CALLBACK (on_full_setup), NULL);
  g_signal_connect (list, "bind", G_CALLBACK (on_short_bind), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (drop_down), button);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (drop_down), list);
  g_object_unref (button);
  g_object_unref (list);
}

static void
bth_unit_row_finalize (GObject *object)
{
  BthUnitRow *self = BTH_UNIT_ROW (object);

  g_clear_object (&self->colors);
  G_OBJECT_CLASS (bth_unit_row_parent_class)->finalize (object);
}

static void
bth_unit_row_class_init (BthUnitRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_unit_row_finalize;
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[SIGNAL_REMOVE_REQUESTED] =
    g_signal_new ("remove-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkWidget *
small_entry (const char *accessible_label,
             const char *tooltip,
             int         width_chars,
             gboolean    digits)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), width_chars);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), width_chars);
  if (digits)
    {
      gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
      gtk_entry_set_alignment (GTK_ENTRY (entry), 1.0);
    }
  gtk_widget_set_tooltip_text (entry, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_label, -1);
  return entry;
}

static void
bth_unit_row_init (BthUnitRow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  /* Tight spacing and a colour entry that only grows when there is room: a row of six
   * controls has to fit a 360 px window. */
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  const char *kinds[BTH_N_KINDS + 1] = { NULL };
  /* Translators: a unit counter without a symbol colour */
  const char *symbol_labels[] = { C_("symbol", "none"), _("white"), _("black"), _("yellow"), NULL };

  for (int k = 0; k < BTH_N_KINDS; k++)
    kinds[k] = bth_unit_kind_to_string (k);

  self->sp = small_entry (_("Strength points"), _("Strength points (SP)"), 3, TRUE);
  self->kind = gtk_drop_down_new_from_strings (kinds);
  gtk_widget_set_tooltip_text (self->kind, _("Kind: I infantry, GI guard infantry, L landwehr, "
                                             "M militia, P partisans, C cavalry, "
                                             "GC guard cavalry, CC cossacks"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->kind),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kind"), -1);
  /* The ruleset's counter colours, picked from a list (a letter picks the next colour
   * that starts with it: bth_form_tidy_keyboard). */
  self->colors = bth_counter_colors_model (NULL);
  self->color = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (self->colors)), NULL);
  set_short_factory (self->color);
  gtk_widget_set_tooltip_text (self->color, _("Counter colour (D.4)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->color),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Counter colour"), -1);
  gtk_widget_set_hexpand (self->color, TRUE);
  self->symbol = gtk_drop_down_new_from_strings (symbol_labels);
  set_short_factory (self->symbol);
  gtk_widget_set_hexpand (self->symbol, TRUE);
  gtk_widget_set_tooltip_text (self->symbol, _("Symbol colour of regular infantry and cavalry (D.7)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->symbol),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Symbol colour"), -1);
  self->morale = small_entry (_("Morale"), _("Morale (empty: as the rules give it)"), 2, TRUE);
  self->remove = gtk_button_new_from_icon_name ("list-remove-symbolic");
  gtk_widget_add_css_class (self->remove, "flat");
  gtk_widget_set_tooltip_text (self->remove, _("Remove This Unit"));

  gtk_box_append (GTK_BOX (line), self->sp);
  gtk_box_append (GTK_BOX (line), self->kind);
  gtk_box_append (GTK_BOX (line), self->color);
  gtk_box_append (GTK_BOX (line), self->symbol);
  gtk_box_append (GTK_BOX (line), self->morale);
  gtk_box_append (GTK_BOX (line), self->remove);

  self->error = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->error), 0);
  gtk_label_set_wrap (GTK_LABEL (self->error), TRUE);
  gtk_widget_add_css_class (self->error, "error");
  gtk_widget_add_css_class (self->error, "caption");
  gtk_widget_set_visible (self->error, FALSE);

  /* At 360 px the controls take two lines rather than cutting the menus' values. */
  bth_flow_line_install (line);
  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (box), self->error);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (self), FALSE);

  g_signal_connect_swapped (self->sp, "changed", G_CALLBACK (on_sp_changed), self);
  g_signal_connect_swapped (self->color, "notify::selected", G_CALLBACK (on_color_changed), self);
  g_signal_connect_swapped (self->morale, "changed", G_CALLBACK (on_morale_changed), self);
  g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (on_kind_changed), self);
  g_signal_connect_swapped (self->symbol, "notify::selected", G_CALLBACK (on_symbol_changed), self);
  g_signal_connect_swapped (self->remove, "clicked", G_CALLBACK (on_remove_clicked), self);
}

BthUnitRow *
bth_unit_row_new (const char *name_prefix)
{
  BthUnitRow *self = g_object_new (BTH_TYPE_UNIT_ROW, NULL);
  struct { GtkWidget *widget; const char *suffix; } names[] = {
    { self->sp, "sp" }, { self->kind, "kind" }, { self->color, "color" },
    { self->symbol, "symbol" }, { self->morale, "morale" }, { self->remove, "remove" },
    { self->error, "error" },
  };

  gtk_widget_set_name (GTK_WIDGET (self), name_prefix);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", name_prefix, names[i].suffix);
      gtk_widget_set_name (names[i].widget, name);
    }
  return self;
}

/* An entry's text as a JSON number when it is one, else as the text itself. */
static void
add_number_member (JsonBuilder *builder,
                   const char  *member,
                   GtkWidget   *entry,
                   gboolean     optional)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  char *end = NULL;
  gint64 value;

  if (optional && *text == '\0')
    return;
  json_builder_set_member_name (builder, member);
  value = g_ascii_strtoll (text, &end, 10);
  if (*text != '\0' && end != NULL && *end == '\0')
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_string_value (builder, text);
}

JsonNode *
bth_unit_row_to_json (BthUnitRow *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kind));
  guint symbol = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->symbol));
  /* "Blue" is blue: the ruleset's counter colours are compared in lower case. */
  g_autofree char *color = bth_counter_colors_get (G_LIST_MODEL (self->colors),
                                                  gtk_drop_down_get_selected (GTK_DROP_DOWN (self->color)));

  json_builder_begin_object (builder);
  add_number_member (builder, "sp", self->sp, FALSE);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, bth_unit_kind_to_string (MIN (kind, BTH_N_KINDS - 1)));
  json_builder_set_member_name (builder, "color");
  json_builder_add_string_value (builder, color);
  if (symbol > 0 && symbol < G_N_ELEMENTS (symbols))
    {
      json_builder_set_member_name (builder, "symbol");
      json_builder_add_string_value (builder, symbols[symbol]);
    }
  add_number_member (builder, "morale", self->morale, TRUE);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
set_entry_from_member (GtkWidget  *entry,
                       JsonObject *unit,
                       const char *member)
{
  JsonNode *node = json_object_get_member (unit, member);
  g_autofree char *text = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    text = g_strdup ("");
  else if (json_node_get_value_type (node) == G_TYPE_STRING)
    text = g_strdup (json_node_get_string (node));
  else if (JSON_NODE_HOLDS_VALUE (node))
    text = g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  else
    text = g_strdup ("");
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

void
bth_unit_row_load_json (BthUnitRow *self,
                        JsonObject *unit)
{
  const char *kind_text = json_object_get_string_member_with_default (unit, "kind", "I");
  const char *symbol_text = json_object_get_string_member_with_default (unit, "symbol", NULL);
  BthUnitKind kind = BTH_KIND_I;
  guint symbol = 0;

  self->loading = TRUE;
  set_entry_from_member (self->sp, unit, "sp");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->color),
                              bth_counter_colors_find (self->colors,
                                                       json_object_get_string_member_with_default (unit, "color", NULL)));
  set_entry_from_member (self->morale, unit, "morale");
  if (bth_unit_kind_from_string (kind_text, &kind))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->kind), kind);
  for (guint i = 1; i < G_N_ELEMENTS (symbols); i++)
    if (g_strcmp0 (symbols[i], symbol_text) == 0)
      symbol = i;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->symbol), symbol);
  self->loading = FALSE;
}

void
bth_unit_row_set_colors (BthUnitRow *self,
                         BthRuleset *rules)
{
  g_autofree char *color = NULL;

  g_return_if_fail (BTH_IS_UNIT_ROW (self));

  color = bth_counter_colors_get (G_LIST_MODEL (self->colors),
                                  gtk_drop_down_get_selected (GTK_DROP_DOWN (self->color)));
  self->loading = TRUE;
  g_clear_object (&self->colors);
  self->colors = bth_counter_colors_model (rules);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->color), G_LIST_MODEL (self->colors));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->color), bth_counter_colors_find (self->colors, color));
  self->loading = FALSE;
}

void
bth_unit_row_set_default_morale (BthUnitRow *self,
                                 int         morale)
{
  g_autofree char *text = morale >= 0 ? g_strdup_printf ("%d", morale) : g_strdup ("");

  g_return_if_fail (BTH_IS_UNIT_ROW (self));
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->morale), text);
}

void
bth_unit_row_set_error (BthUnitRow *self,
                        const char *message)
{
  g_return_if_fail (BTH_IS_UNIT_ROW (self));

  gtk_label_set_text (GTK_LABEL (self->error), message != NULL ? message : "");
  gtk_widget_set_visible (self->error, message != NULL);
  if (message != NULL)
    gtk_widget_add_css_class (self->sp, "error");
  else
    gtk_widget_remove_css_class (self->sp, "error");
}

void
bth_unit_row_focus (BthUnitRow *self)
{
  g_return_if_fail (BTH_IS_UNIT_ROW (self));

  gtk_widget_grab_focus (self->sp);
}

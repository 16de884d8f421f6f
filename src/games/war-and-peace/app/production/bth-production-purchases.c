/* bth-production-purchases.c — one purchase of a Production Phase as an expander row
 * (bth-production-purchases.h). The row edits a BthPurchaseEntry in place; the page
 * computes the phase again and calls bth_purchase_row_show() with the outcome.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-production-purchases.h"

/* X.J.1.c, X.J.2.d: infantry, guard infantry, cavalry, guard cavalry, cossacks, landwehr,
 * militia, partisans, squadrons, transports — the kinds the production rules price. */
const char *const bth_production_kinds[] = { "I", "GI", "C", "GC", "CC", "L", "M", "P", "S", "T", NULL };

typedef struct {
  BthPurchaseEntry *entry;
  GCallback         changed;
  GCallback         remove;
  gpointer          data;
  GStrv             pools;    /* NULL-terminated; "" for the state's own pool */
  GStrv             cities;
  BthPurchaseType   types[4]; /* the Payment row's items, in order */
  GtkWidget        *city_row, *pool_row;
} RowContext;

/* A repair buys no unit: nothing deploys and no Force Pool gives it (X.K.6.d, X.K.7.c). */
static void
show_place_rows (RowContext *ctx)
{
  gboolean repair = ctx->entry->type == BTH_PURCHASE_PRIZE_REPAIR || ctx->entry->type == BTH_PURCHASE_DAMAGE_REPAIR;

  if (ctx->city_row != NULL)
    gtk_widget_set_visible (ctx->city_row, !repair);
  if (ctx->pool_row != NULL)
    gtk_widget_set_visible (ctx->pool_row, !repair);
}

static void
row_context_free (RowContext *ctx)
{
  g_strfreev (ctx->pools);
  g_strfreev (ctx->cities);
  g_free (ctx);
}

char *
bth_production_format_halves (int halves)
{
  if (halves % 2 == 0)
    /* Translators: Production Points */
    return g_strdup_printf (_("%d PP"), halves / 2);
  if (halves < 2)
    return g_strdup (_("½ PP"));
  /* Translators: Production Points with a half, "1½ PP" */
  return g_strdup_printf (_("%d½ PP"), halves / 2);
}

BthPurchaseEntry *
bth_purchase_entry_new (const BthProductionInput *input)
{
  BthPurchaseEntry *entry = g_new0 (BthPurchaseEntry, 1);

  entry->type = BTH_PURCHASE_UNIT;
  entry->kind = g_strdup ("I");
  entry->sp = 1;
  /* The state's own first city the units may deploy in. */
  for (guint i = 0; input != NULL && i < input->n_cities; i++)
    if (input->cities[i].minor_state == NULL && !input->cities[i].enemy_controlled)
      {
        entry->city = g_strdup (input->cities[i].name);
        break;
      }
  if (entry->city == NULL && input != NULL && input->n_cities > 0)
    entry->city = g_strdup (input->cities[0].name);
  return entry;
}

void
bth_purchase_entry_free (BthPurchaseEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->pool);
  g_free (entry->kind);
  g_free (entry->city);
  g_free (entry);
}

void
bth_purchase_entries_to_input (GPtrArray *entries, BthProductionInput *input)
{
  input->n_purchases = entries->len;
  input->purchases = g_new0 (BthProductionPurchase, MAX (entries->len, 1));
  for (guint i = 0; i < entries->len; i++)
    {
      const BthPurchaseEntry *e = g_ptr_array_index (entries, i);
      BthProductionPurchase *p = &input->purchases[i];
      p->type = e->type;
      p->pool = g_strdup (e->pool);
      p->kind = g_strdup (e->kind);
      p->sp = e->sp;
      p->city = g_strdup (e->city);
      p->satellite = e->kgl ? g_strdup ("K") : NULL;
      p->kgl_replacement = e->kgl && e->kgl_replacement;
    }
}

/* The row's title: what it buys, readable when the row is folded. */
static void
update_title (BthPurchaseEntry *entry)
{
  g_autofree char *title = NULL;

  if (entry->row == NULL)
    return;
  if (entry->type == BTH_PURCHASE_PRIZE_REPAIR)
    /* Translators: "Prize repair: 1 S" (X.K.6.d): units, kind */
    title = g_strdup_printf (_("Prize repair: %d %s"), entry->sp, entry->kind);
  else if (entry->type == BTH_PURCHASE_DAMAGE_REPAIR)
    /* Translators: "Battle-damage repair: 2 S" (X.K.7.c): units, kind */
    title = g_strdup_printf (_("Battle-damage repair: %d %s"), entry->sp, entry->kind);
  else if (entry->kgl)
    /* Translators: "2 I of the KGL at Portsmouth": SP, kind, city */
    title = g_strdup_printf (_("%d %s of the KGL at %s"), entry->sp, entry->kind, entry->city ? entry->city : "?");
  else if (entry->pool != NULL)
    /* Translators: "2 I of italy at Milan": SP, kind, minor state, city */
    title = g_strdup_printf (_("%d %s of %s at %s"), entry->sp, entry->kind, entry->pool,
                             entry->city ? entry->city : "?");
  else
    /* Translators: "2 I at Paris": SP, kind, city */
    title = g_strdup_printf (_("%d %s at %s"), entry->sp, entry->kind, entry->city ? entry->city : "?");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (entry->row), title);
}

static void
emit_changed (RowContext *ctx)
{
  update_title (ctx->entry);
  ((void (*) (gpointer)) ctx->changed) (ctx->data);
}

static void
set_str (char **field, const char *value)
{
  char *copy = g_strdup (value);

  g_free (*field);
  *field = copy;
}

static void
on_combo_notify (AdwComboRow *combo, GParamSpec *pspec, RowContext *ctx)
{
  const char *what = g_object_get_data (G_OBJECT (combo), "what");
  guint selected = adw_combo_row_get_selected (combo);
  BthPurchaseEntry *e = ctx->entry;

  if (selected == GTK_INVALID_LIST_POSITION)
    return;
  if (g_str_equal (what, "kind"))
    set_str (&e->kind, bth_production_kinds[selected]);
  else if (g_str_equal (what, "pool"))
    set_str (&e->pool, *ctx->pools[selected] != '\0' ? ctx->pools[selected] : NULL);
  else if (g_str_equal (what, "city"))
    set_str (&e->city, ctx->cities[selected]);
  else
    {
      e->type = selected < G_N_ELEMENTS (ctx->types) ? ctx->types[selected] : BTH_PURCHASE_UNIT;
      show_place_rows (ctx);
    }
  emit_changed (ctx);
}

static void
on_sp_changed (GtkSpinButton *spin, RowContext *ctx)
{
  ctx->entry->sp = gtk_spin_button_get_value_as_int (spin);
  emit_changed (ctx);
}

static void
on_kgl_switch (GtkSwitch *sw, GParamSpec *pspec, RowContext *ctx)
{
  gboolean *field = g_object_get_data (G_OBJECT (sw), "field");

  *field = gtk_switch_get_active (sw);
  emit_changed (ctx);
}

/* A switch row under the purchase, for England's King's German Legion (X.J.3.d). */
static void
kgl_row (GtkWidget *expander, const char *name, const char *title, const char *subtitle, gboolean *field,
         RowContext *ctx)
{
  GtkWidget *sub = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sub), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (sub), subtitle);
  gtk_switch_set_active (GTK_SWITCH (sw), *field);
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_widget_set_name (sw, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (sw), "field", field);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_kgl_switch), ctx);
  adw_action_row_add_suffix (ADW_ACTION_ROW (sub), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (sub), sw);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), sub);
}

static void
on_remove_clicked (GtkButton *button, RowContext *ctx)
{
  ((void (*) (gpointer, gpointer)) ctx->remove) (ctx->data, ctx->entry);
}

static GtkWidget *
combo_row (const char *title, const char *name, const char *const *items, const char *const *labels,
           const char *current, const char *what, RowContext *ctx)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint chosen = 0;

  for (guint i = 0; items[i] != NULL; i++)
    {
      gtk_string_list_append (list, labels != NULL ? labels[i] : items[i]);
      if (g_strcmp0 (items[i], current ? current : "") == 0)
        chosen = i;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (list));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), chosen);
  gtk_widget_set_name (row, name);
  g_object_set_data_full (G_OBJECT (row), "what", g_strdup (what), g_free);
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_combo_notify), ctx);
  return row;
}

GtkWidget *
bth_purchase_row_new (BthPurchaseEntry *entry, guint n, const BthProductionInput *input,
                      GCallback changed, GCallback remove, gpointer data)
{
  RowContext *ctx = g_new0 (RowContext, 1);
  GtkWidget *row = adw_expander_row_new ();
  g_autoptr(GStrvBuilder) pools = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) pool_labels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) cities = g_strv_builder_new ();
  g_auto(GStrv) labels = NULL;
  const char *types[5] = { "unit", "installment", NULL };
  const char *translated_types[5] = { _("Bought outright"), _("Naval unit on installments (X.J.6.c)"), NULL };
  const char *current_type = "unit";
  guint n_types = 2;
  g_autofree char *base = g_strdup_printf ("purchase-%u", n);
  g_autofree char *name = NULL;
  GtkWidget *sub, *spin, *button;

  ctx->entry = entry;
  ctx->changed = changed;
  ctx->remove = remove;
  ctx->data = data;
  ctx->types[0] = BTH_PURCHASE_UNIT;
  ctx->types[1] = BTH_PURCHASE_INSTALLMENT;
  /* X.K.6.d, X.K.7.c: the repairs the optional rules sell, while they are in use. */
  if (entry->offer_prize_repair)
    {
      ctx->types[n_types] = BTH_PURCHASE_PRIZE_REPAIR;
      translated_types[n_types] = _("Prize repair (X.K.6.d)");
      types[n_types++] = "prize_repair";
    }
  if (entry->offer_damage_repair)
    {
      ctx->types[n_types] = BTH_PURCHASE_DAMAGE_REPAIR;
      translated_types[n_types] = _("Battle-damage repair (X.K.7.c)");
      types[n_types++] = "damage_repair";
    }
  for (guint i = 0; i < n_types; i++)
    if (ctx->types[i] == entry->type)
      current_type = types[i];
  g_strv_builder_add (pools, "");
  g_strv_builder_add (pool_labels, _("Own Force Pool"));
  for (guint i = 0; i < input->n_minors; i++)
    {
      g_strv_builder_add (pools, input->minors[i].id);
      g_strv_builder_add (pool_labels, input->minors[i].id);
    }
  for (guint i = 0; i < input->n_cities; i++)
    g_strv_builder_add (cities, input->cities[i].name);
  if (input->n_cities == 0)
    g_strv_builder_add (cities, "");
  ctx->pools = g_strv_builder_end (pools);
  ctx->cities = g_strv_builder_end (cities);
  labels = g_strv_builder_end (pool_labels);
  g_object_set_data_full (G_OBJECT (row), "context", ctx, (GDestroyNotify) row_context_free);

  entry->row = row;
  gtk_widget_set_name (row, base);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);
  update_title (entry);

  name = g_strdup_printf ("%s-kind", base);
  sub = combo_row (_("Unit Kind"), name, bth_production_kinds, NULL, entry->kind, "kind", ctx);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
  g_free (name);

  name = g_strdup_printf ("%s-sp", base);
  sub = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sub), _("Strength Points"));
  spin = gtk_spin_button_new_with_range (1, 99, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), entry->sp);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_name (spin, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Strength Points"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_sp_changed), ctx);
  adw_action_row_add_suffix (ADW_ACTION_ROW (sub), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (sub), spin);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
  g_free (name);

  name = g_strdup_printf ("%s-city", base);
  sub = combo_row (_("Deploys In"), name, (const char *const *) ctx->cities, NULL, entry->city, "city", ctx);
  ctx->city_row = sub;
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
  g_free (name);

  name = g_strdup_printf ("%s-pool", base);
  sub = combo_row (_("From the Force Pool of"), name, (const char *const *) ctx->pools,
                   (const char *const *) labels, entry->pool, "pool", ctx);
  ctx->pool_row = sub;
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
  g_free (name);

  name = g_strdup_printf ("%s-type", base);
  sub = combo_row (_("Payment"), name, types, translated_types, current_type, "type", ctx);
  show_place_rows (ctx);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), sub);
  g_free (name);

  /* X.J.3.d: England buys KGL units with Brunswick's or Hanover's PP; the Question Box
   * lets a KGL unit lost in play be replaced despite the holder's objection. */
  if (g_strcmp0 (input->state, "england") == 0)
    {
      name = g_strdup_printf ("%s-kgl", base);
      kgl_row (row, name, _("King’s German Legion"), _("Paid with Brunswick’s or Hanover’s PP (X.J.3.d)"),
               &entry->kgl, ctx);
      g_free (name);
      name = g_strdup_printf ("%s-kgl-replacement", base);
      kgl_row (row, name, _("Replaces a KGL Unit Lost in Play"), _("Allowed despite an objection (X.J.3.d, Question Box)"),
               &entry->kgl_replacement, ctx);
      g_free (name);
    }

  name = g_strdup_printf ("%s-problem", base);
  entry->problem = gtk_label_new (NULL);
  gtk_widget_set_name (entry->problem, name);
  gtk_label_set_wrap (GTK_LABEL (entry->problem), TRUE);
  gtk_label_set_xalign (GTK_LABEL (entry->problem), 0);
  gtk_widget_set_margin_start (entry->problem, 12);
  gtk_widget_set_margin_end (entry->problem, 12);
  gtk_widget_set_margin_top (entry->problem, 6);
  gtk_widget_set_margin_bottom (entry->problem, 6);
  gtk_widget_add_css_class (entry->problem, "error");
  gtk_widget_set_visible (entry->problem, FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row), entry->problem);
  g_free (name);

  name = g_strdup_printf ("%s-remove", base);
  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_name (button, name);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Remove this purchase"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove this purchase"), -1);
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove_clicked), ctx);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row), button);
  return row;
}

void
bth_purchase_row_show (BthPurchaseEntry *entry, int halves, const char *violations)
{
  g_autofree char *cost = halves >= 0 ? bth_production_format_halves (halves) : NULL;

  if (entry->row == NULL)
    return;
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (entry->row),
                                 violations != NULL ? _("Not allowed — see below") : cost ? cost : "");
  gtk_label_set_text (GTK_LABEL (entry->problem), violations ? violations : "");
  gtk_widget_set_visible (entry->problem, violations != NULL);
}

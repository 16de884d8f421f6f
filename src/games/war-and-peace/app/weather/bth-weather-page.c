/* bth-weather-page.c — the Weather screen (optional Weather Table): the month, the
 * mapboard and one die give the weather of one area, with what it does to play.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-checks.h"
#include "bth-form.h"
#include "bth-mapboard-choice.h"
#include "bth-weather-page.h"
#include "bth-typed-die.h"

#define MONTHS 12

struct _BthWeatherPage
{
  BthPage        parent_instance;

  /* Template widgets */
  AdwComboRow   *month_row;
  AdwComboRow   *mapboard_row;
  GtkLabel      *problem_label;
  GtkWidget     *roll_button;
  GtkWidget     *result_box;
  GtkLabel      *verdict_label;
  GtkLabel      *verdict_caption;
  AdwActionRow  *modified_row;
  GtkLabel      *modified_label;
  AdwActionRow  *effect_row;

  BthTypedDie          typed_die;   /* the die, rolled or typed at the table */
  char          *state;       /* the entries as of the last change, for undo */
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (BthWeatherPage, bth_weather_page, BTH_TYPE_PAGE)

static BthRuleset *
get_rules (BthWeatherPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));

  return session != NULL ? bth_session_get_ruleset (session) : NULL;
}

static int
get_month (BthWeatherPage *self)
{
  return (int) MIN (adw_combo_row_get_selected (self->month_row), MONTHS - 1) + 1;
}

static int
get_mapboard (BthWeatherPage *self)
{
  return bth_mapboard_choice_from_index (adw_combo_row_get_selected (self->mapboard_row));
}

static char *
serialize (BthWeatherPage *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "month");
  json_builder_add_int_value (builder, get_month (self));
  json_builder_set_member_name (builder, "mapboard");
  json_builder_add_int_value (builder, get_mapboard (self));
  bth_typed_die_save (&self->typed_die, builder);
  json_builder_end_object (builder);

  return bth_form_json_finish (builder);
}

/* What WEATHER does to play, as the chart's key words it; NULL when the ruleset says nothing. */
static const char *
lookup_effect (BthRuleset *rules,
               const char *weather)
{
  JsonNode *document = bth_ruleset_get_document (rules);
  JsonObject *table;
  JsonArray *effects;

  if (document == NULL || !JSON_NODE_HOLDS_OBJECT (document))
    return NULL;
  table = json_object_get_object_member (json_node_get_object (document), "weather");
  if (table == NULL || !json_object_has_member (table, "effects"))
    return NULL;
  effects = json_object_get_array_member (table, "effects");
  for (guint i = 0; effects != NULL && i < json_array_get_length (effects); i++)
    {
      JsonObject *effect = json_array_get_object_element (effects, i);

      if (effect != NULL && g_strcmp0 (bth_form_json_string (effect, "weather"), weather) == 0)
        return bth_form_json_string (effect, "text");
    }
  return NULL;
}

static void
bth_weather_page_refresh (BthWeatherPage *self)
{
  BthRuleset *rules = get_rules (self);
  gboolean shown = rules != NULL && self->typed_die.die > 0;

  gtk_widget_set_visible (self->result_box, shown);
  if (shown)
    {
      g_autoptr(GArray) modifiers = bth_modifier_list_new ();
      g_autofree char *modified = NULL;
      g_autofree char *explanation = NULL;
      g_autofree char *caption = NULL;
      g_autoptr(GDateTime) date = g_date_time_new_utc (2000, get_month (self), 1, 0, 0, 0);
      g_autofree char *month = g_date_time_format (date, "%B");
      const char *weather, *effect;
      int row;

      weather = bth_weather_lookup (rules, get_month (self), get_mapboard (self), self->typed_die.die,
                                    &row, modifiers);
      gtk_label_set_text (self->verdict_label, weather);
      if (get_mapboard (self) > 0)
        /* Translators: the weather's caption, e.g. "December on mapboard 4, die typed at the table" */
        caption = g_strdup_printf (self->typed_die.typed ? _("%s on mapboard %d, die typed at the table")
                                                   : _("%s on mapboard %d, die rolled by Berthier"),
                                   month, get_mapboard (self));
      else
        /* Translators: the weather's caption, e.g. "December, die rolled by Berthier" */
        caption = g_strdup_printf (self->typed_die.typed ? _("%s, die typed at the table")
                                                   : _("%s, die rolled by Berthier"), month);
      gtk_label_set_text (self->verdict_caption, caption);
      modified = g_strdup_printf ("%d", row);
      gtk_label_set_text (self->modified_label, modified);
      explanation = bth_form_modifiers_text (modifiers);
      if (explanation == NULL)
        /* Translators: %d is the die; nothing modified it */
        explanation = g_strdup_printf (_("Die %d, no modifiers"), self->typed_die.die);
      else
        {
          /* Translators: %d is the die, %s the modifiers, one per line */
          char *with_die = g_strdup_printf (_("Die %d\n%s"), self->typed_die.die, explanation);
          g_free (explanation);
          explanation = with_die;
        }
      adw_action_row_set_subtitle (self->modified_row, explanation);
      effect = lookup_effect (rules, weather);
      adw_action_row_set_subtitle (self->effect_row, effect != NULL ? effect : "");
      gtk_widget_set_visible (GTK_WIDGET (self->effect_row), effect != NULL && *effect != '\0');
    }

  bth_form_show_roll_problem (GTK_WIDGET (self), "weather.roll",
                              self->typed_die.error == NULL && rules != NULL,
                              self->roll_button, self->problem_label, self->typed_die.error,
                              _("Roll for the weather"));
  bth_typed_die_show_error (&self->typed_die);

  g_free (self->state);
  self->state = serialize (self);
  /* An entry changed after the roll: no result from the old die (the stale mark says so). */
  if (bth_page_roll_is_stale (BTH_PAGE (self), self->typed_die.die > 0))
    gtk_widget_set_visible (self->result_box, FALSE);
}

static void
entry_changed (BthWeatherPage *self,
               const char     *merge_key)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), merge_key);
  bth_weather_page_refresh (self);
}

static void
on_month_changed (BthWeatherPage *self)
{
  entry_changed (self, "month");
}

static void
on_mapboard_changed (BthWeatherPage *self)
{
  entry_changed (self, "mapboard");
}

static void
on_typed_die_changed (BthWeatherPage *self)
{
  if (self->updating)
    return;
  bth_page_remember (BTH_PAGE (self), "typed-die");
  bth_typed_die_check (&self->typed_die);
  bth_weather_page_refresh (self);
}

static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  BthWeatherPage *self = BTH_WEATHER_PAGE (widget);
  BthRuleset *rules = get_rules (self);
  g_autofree char *modified = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GArray) modifiers = bth_modifier_list_new ();
  const char *weather;
  int row;

  if (rules == NULL)
    return;
  records = bth_typed_die_roll (&self->typed_die, BTH_PAGE (self), _("Weather"), _("Weather"),
                                &self->updating);
  bth_weather_page_refresh (self);
  if (records == NULL)
    return;

  weather = bth_weather_lookup (rules, get_month (self), get_mapboard (self), self->typed_die.die,
                                &row, modifiers);
  modified = g_strdup_printf ("%d", row);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), modified, weather);
}

static void
bth_weather_page_session_set (BthPage    *page,
                              BthSession *session)
{
  bth_weather_page_refresh (BTH_WEATHER_PAGE (page));
}

static char *
bth_weather_page_save_state (BthPage *page)
{
  return g_strdup (BTH_WEATHER_PAGE (page)->state);
}

static void
bth_weather_page_restore_state (BthPage    *page,
                                const char *state)
{
  BthWeatherPage *self = BTH_WEATHER_PAGE (page);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root = bth_form_json_parse (parser, state);

  if (root == NULL)
    return;

  self->updating = TRUE;
  adw_combo_row_set_selected (self->month_row,
                              CLAMP (bth_form_json_int (root, "month", 1), 1, MONTHS) - 1);
  adw_combo_row_set_selected (self->mapboard_row,
                              bth_mapboard_choice_to_index (bth_form_json_int (root, "mapboard", 0)));
  bth_typed_die_restore (&self->typed_die, root);
  self->updating = FALSE;
  bth_weather_page_refresh (self);
}

static void
bth_weather_page_dispose (GObject *object)
{
  bth_bin_dispose_template (GTK_WIDGET (object), BTH_TYPE_WEATHER_PAGE);

  G_OBJECT_CLASS (bth_weather_page_parent_class)->dispose (object);
}

static void
bth_weather_page_finalize (GObject *object)
{
  BthWeatherPage *self = BTH_WEATHER_PAGE (object);

  g_free (self->state);
  bth_typed_die_clear (&self->typed_die);

  G_OBJECT_CLASS (bth_weather_page_parent_class)->finalize (object);
}

static void
bth_weather_page_class_init (BthWeatherPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_weather_page_dispose;
  object_class->finalize = bth_weather_page_finalize;

  page_class->session_set = bth_weather_page_session_set;
  page_class->save_state = bth_weather_page_save_state;
  page_class->restore_state = bth_weather_page_restore_state;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-weather-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, month_row);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, mapboard_row);
  gtk_widget_class_bind_template_child_full (widget_class, "typed_die_row", FALSE,
                                             G_STRUCT_OFFSET (BthWeatherPage, typed_die.row));
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, verdict_caption);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, modified_row);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, modified_label);
  gtk_widget_class_bind_template_child (widget_class, BthWeatherPage, effect_row);
  gtk_widget_class_bind_template_callback (widget_class, on_month_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_mapboard_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_typed_die_changed);

  gtk_widget_class_install_action (widget_class, "weather.roll", NULL, roll_action);
}

static void
bth_weather_page_init (BthWeatherPage *self)
{
  g_autoptr(GtkStringList) months = gtk_string_list_new (NULL);

  self->updating = TRUE;
  gtk_widget_init_template (GTK_WIDGET (self));
  bth_page_place_stale_mark (BTH_PAGE (self), self->result_box);
  /* The months in the user's language, from the calendar rather than the chart. */
  for (int m = 1; m <= MONTHS; m++)
    {
      g_autoptr(GDateTime) date = g_date_time_new_utc (2000, m, 1, 0, 0, 0);
      g_autofree char *name = g_date_time_format (date, "%B");

      gtk_string_list_append (months, name);
    }
  adw_combo_row_set_model (self->month_row, G_LIST_MODEL (months));
  self->updating = FALSE;

  bth_page_activate_on_enter (BTH_PAGE (self),
                              GTK_WIDGET (gtk_editable_get_delegate (GTK_EDITABLE (self->typed_die.row))),
                              "weather.roll");
  bth_weather_page_refresh (self);
}

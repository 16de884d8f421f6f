/* bth-lga-weather-page.c — the Weather screen: the month, one die, the Weather Table's
 * Clear, Mud or Snow [5.0], with what it does to attrition and foraging. Before the die,
 * what each face gives in that month.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-form.h"
#include "bth-lga-roll-kit.h"
#include "bth-lga-weather-page.h"
#include "bth-table-view.h"

struct _BthLgaWeatherPage
{
  BthPage        parent_instance;
  BthLgaRollKit  kit;
  AdwComboRow   *month_row;
  AdwActionRow  *chance_row;
  GtkWidget     *faces;
};

G_DEFINE_FINAL_TYPE (BthLgaWeatherPage, bth_lga_weather_page, BTH_TYPE_PAGE)


/* The Weather Table's months as the chart prints them. */
static const char * const months[] = { "Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec", NULL };

static const char *
weather_name (char code)
{
  return code == 'C' ? _("Clear") : code == 'M' ? _("Mud") : _("Snow");
}

static int
get_month (BthLgaWeatherPage *self)
{
  guint selected = adw_combo_row_get_selected (self->month_row);

  return selected == 0 || selected > 12 ? 0 : (int) selected;
}

static void
refresh (BthPage *page)
{
  BthLgaWeatherPage *self = BTH_LGA_WEATHER_PAGE (page);
  BthLgaRollKit *kit = &self->kit;
  BthLgaRules *rules = bth_lga_kit_rules (kit);
  int month = get_month (self);
  gboolean ready = rules != NULL && month > 0;
  const char *problem = month == 0 ? _("Unknown — choose the month of the turn") : NULL;

  gtk_widget_set_visible (self->faces, ready);
  if (ready)
    {
      BthTableView *table = BTH_TABLE_VIEW (self->faces);
      static const char * const faces[] = { "1", "2", "3", "4", "5", "6", NULL };
      const char *cells[7] = { NULL }, *header[] = { _("Weather") };
      int count[3] = { 0 };
      GString *chances = g_string_new (NULL);

      bth_table_view_reset (table, _("What each face gives"), 1, 6);
      bth_table_view_add_header_row (table, _("Die"), faces);
      for (int die = 1; die <= 6; die++)
        {
          char code = bth_lga_rules_weather (rules, bth_lga_kit_options (&self->kit), month, die);
          cells[die - 1] = weather_name (code);
          count[code == 'C' ? 0 : code == 'M' ? 1 : 2]++;
        }
      bth_table_view_add_row (table, header, cells);
      if (kit->die.die > 0)
        {
          bth_table_view_highlight (table, 0, kit->die.die - 1);
          bth_table_view_scroll_to_highlight (table);
        }
      for (int i = 0; i < 3; i++)
        if (count[i] > 0)
          g_string_append_printf (chances, "%s%s: %d in 6", chances->len > 0 ? " · " : "",
                                  weather_name ("CMS"[i]), count[i]);
      adw_action_row_set_subtitle (self->chance_row, chances->str);
      g_string_free (chances, TRUE);
    }
  else
    adw_action_row_set_subtitle (self->chance_row, problem != NULL ? problem : "");

  bth_lga_kit_explain_reset (kit);
  if (ready && kit->die.die > 0)
    {
      char code = bth_lga_rules_weather (rules, bth_lga_kit_options (&self->kit), month, kit->die.die);
      g_autofree char *die = g_strdup_printf ("%d", kit->die.die);
      g_autofree char *caption = g_strdup_printf (_("Die %d in %s — %s"), kit->die.die, months[month - 1],
                                                  bth_typed_die_caption (&kit->die));
      g_autofree char *line = g_strdup_printf (_("%s, die %d on the Weather Table"), months[month - 1], kit->die.die);

      bth_lga_kit_show_result (kit, TRUE, weather_name (code), caption);
      bth_lga_kit_explain_line (kit, die, line, "[5.0]");
      if (code == 'M')
        {
          g_autofree char *drm = bth_form_signed (bth_lga_rules_modifier (rules, "attrition", "mud")->value);
          bth_lga_kit_explain_line (kit, drm, _("Mud turn: attrition die roll modifier"), "[16.3]");
          bth_lga_kit_explain_line (kit, NULL, _("Foraging in a Mud turn places a Depleted marker at once"), "[14.44]");
        }
      else if (code == 'S')
        {
          g_autofree char *drm = bth_form_signed (bth_lga_rules_modifier (rules, "attrition", "snow")->value);
          bth_lga_kit_explain_line (kit, drm, _("Snow turn: attrition die roll modifier"), "[16.3]");
          bth_lga_kit_explain_line (kit, NULL, _("Foraging in a Winter turn places a Depleted marker at once"), "[14.44]");
        }
      else
        bth_lga_kit_explain_line (kit, NULL, _("Clear: no attrition modifier; foraging places a Foraged marker"), "[16.3, 14.44]");
    }
  else
    bth_lga_kit_show_result (kit, FALSE, NULL, NULL);

  bth_lga_kit_refresh_end (kit, ready, problem, _("Roll for the weather (Alt+R)"));
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BthLgaWeatherPage *self = BTH_LGA_WEATHER_PAGE (widget);
  g_autoptr(GPtrArray) records = NULL;
  g_autofree char *die = NULL;
  int month = get_month (self);
  char code;

  if (month == 0 || bth_lga_kit_rules (&self->kit) == NULL)
    return;
  records = bth_lga_kit_roll (&self->kit, _("Weather Table"), _("Weather"));
  if (records == NULL)
    return;
  code = bth_lga_rules_weather (bth_lga_kit_rules (&self->kit), bth_lga_kit_options (&self->kit), month, self->kit.die.die);
  die = g_strdup_printf ("%d", self->kit.die.die);
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), die, weather_name (code));
  bth_lga_kit_rolled (&self->kit);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_WEATHER_PAGE (page)->kit.state);
}

static void
restore_state (BthPage *page, const char *state)
{
  bth_lga_kit_restore (&BTH_LGA_WEATHER_PAGE (page)->kit, state);
}

static void
session_set (BthPage *page, BthSession *session)
{
  bth_lga_kit_watch_readings (&BTH_LGA_WEATHER_PAGE (page)->kit, session);
  refresh (page);
}

static void
bth_lga_weather_page_finalize (GObject *object)
{
  bth_lga_kit_clear (&BTH_LGA_WEATHER_PAGE (object)->kit);
  G_OBJECT_CLASS (bth_lga_weather_page_parent_class)->finalize (object);
}

static void
bth_lga_weather_page_class_init (BthLgaWeatherPageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_weather_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "lga-weather.roll", NULL, roll_action);
}

static void
bth_lga_weather_page_init (BthLgaWeatherPage *self)
{
  BthLgaRollKit *kit = &self->kit;
  AdwPreferencesGroup *group;
  const char *items[14];
  GtkWidget *row;

  bth_lga_kit_init (kit, BTH_PAGE (self), refresh);
  kit->updating = TRUE;
  group = bth_lga_kit_group (kit, _("Weather"), _("One die each turn, read in the month's column of the Weather Table [5.0]."));
  items[0] = _("Not given");
  for (int i = 0; i < 12; i++)
    items[i + 1] = months[i];
  items[13] = NULL;
  self->month_row = bth_lga_kit_combo (kit, group, "month_row", _("Month"), items);
  row = adw_action_row_new ();
  gtk_widget_set_name (row, "chance_row");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Before the Roll"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  adw_preferences_group_add (group, row);
  self->chance_row = ADW_ACTION_ROW (row);
  self->faces = bth_table_view_new ();
  gtk_widget_set_name (self->faces, "faces_table");
  /* The faces only inform the roll: no Tab stop between the last input and the die. */
  gtk_widget_set_can_focus (self->faces, FALSE);
  bth_lga_kit_append (kit, self->faces);
  bth_lga_kit_add_roll (kit, "lga-weather.roll", _("Roll for the weather (Alt+R)"));
  kit->updating = FALSE;
  bth_lga_kit_finish (kit);
}

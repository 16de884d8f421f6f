/* bth-lga-forage-page.c — the Forage screen [14.4]: who forages, where, how many corps and
 * in what weather; whether they are supplied and which marker the town or city takes, each
 * condition named with its rule. No die: the answer follows the entries as they change.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-lga-checks.h"
#include "bth-lga-forage-page.h"
#include "bth-lga-roll-kit.h"

struct _BthLgaForagePage
{
  BthPage        parent_instance;
  BthLgaRollKit  kit;
  AdwComboRow   *place_row, *marker_row, *forager_row, *weather_row;
  GtkSpinButton *corps_spin, *distance_spin;
  GtkSwitch     *allied_switch, *y1812_switch, *start_switch, *now_switch;
};

G_DEFINE_FINAL_TYPE (BthLgaForagePage, bth_lga_forage_page, BTH_TYPE_PAGE)

static const char *
marker_name (BthLgaForageMarker marker)
{
  return marker == BTH_LGA_MARKER_FORAGED ? _("Foraged") : marker == BTH_LGA_MARKER_DEPLETED ? _("Depleted") : _("No marker");
}

static void
refresh (BthPage *page)
{
  BthLgaForagePage *self = BTH_LGA_FORAGE_PAGE (page);
  BthLgaRollKit *kit = &self->kit;
  BthLgaRules *rules = bth_lga_kit_rules (kit);
  BthLgaForageInput in = {
    .place = adw_combo_row_get_selected (self->place_row),
    .marker = adw_combo_row_get_selected (self->marker_row),
    .forager = adw_combo_row_get_selected (self->forager_row),
    .allied_to_france = gtk_switch_get_active (self->allied_switch),
    .scenario_1812 = gtk_switch_get_active (self->y1812_switch),
    .weather = adw_combo_row_get_selected (self->weather_row),
    .corps = bth_lga_kit_spin_value (self->corps_spin),
    .distance = bth_lga_kit_spin_value (self->distance_spin),
    .friendly_at_start = gtk_switch_get_active (self->start_switch),
    .friendly_now = gtk_switch_get_active (self->now_switch),
  };

  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->allied_switch), ADW_TYPE_ACTION_ROW),
                            in.forager == BTH_LGA_FORAGER_AUSTRIAN || in.forager == BTH_LGA_FORAGER_PRUSSIAN);
  bth_lga_kit_explain_reset (kit);
  if (rules != NULL)
    {
      g_autoptr(BthLgaForage) f = bth_lga_forage_resolve (rules, &in);
      g_autofree char *caption = NULL;
      g_autofree char *capacity = NULL;
      const char *verdict;

      if (!f->allowed)
        verdict = _("Cannot forage here");
      else if (f->supplied)
        verdict = _("Supplied by foraging");
      else
        verdict = _("Unsupplied");
      /* Translators: the forage result's caption, e.g. "Marker: Foraged → Depleted" */
      caption = f->allowed ? g_strdup_printf (_("Marker: %s → %s"), marker_name (in.marker), marker_name (f->marker_after))
                           : NULL;
      bth_lga_kit_show_result (kit, TRUE, verdict, caption);
      if (f->capacity >= 0)
        {
          g_autofree char *text = g_strdup_printf (in.place == BTH_LGA_CITY ? _("A city feeds %d corps a turn; the Army Reserve counts as one")
                                                                            : _("A town feeds %d corps a turn; the Army Reserve counts as one"),
                                                   f->capacity);
          capacity = g_strdup_printf ("%d", f->capacity);
          bth_lga_kit_explain_line (kit, capacity, text, "[14.44]");
        }
      for (guint i = 0; i < f->reasons->len; i++)
        bth_lga_kit_explain_ruled (kit, g_ptr_array_index (f->reasons, i));
    }
  else
    bth_lga_kit_show_result (kit, FALSE, NULL, NULL);
  bth_lga_kit_refresh_end (kit, FALSE, NULL, NULL);
}

static char *
save_state (BthPage *page)
{
  return g_strdup (BTH_LGA_FORAGE_PAGE (page)->kit.state);
}

static void
restore_state (BthPage *page, const char *state)
{
  bth_lga_kit_restore (&BTH_LGA_FORAGE_PAGE (page)->kit, state);
}

static void
session_set (BthPage *page, BthSession *session)
{
  refresh (page);
}

static void
bth_lga_forage_page_finalize (GObject *object)
{
  bth_lga_kit_clear (&BTH_LGA_FORAGE_PAGE (object)->kit);
  G_OBJECT_CLASS (bth_lga_forage_page_parent_class)->finalize (object);
}

static void
bth_lga_forage_page_class_init (BthLgaForagePageClass *klass)
{
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bth_lga_forage_page_finalize;
  page_class->session_set = session_set;
  page_class->save_state = save_state;
  page_class->restore_state = restore_state;
}

static void
bth_lga_forage_page_init (BthLgaForagePage *self)
{
  BthLgaRollKit *kit = &self->kit;
  AdwPreferencesGroup *who, *where;
  const char *places[] = { _("Town"), _("City"), _("Depot city"), NULL };
  const char *markers[] = { _("No marker"), _("Foraged"), _("Depleted"), NULL };
  const char *foragers[] = { _("French"), _("French-allied"), _("Russian"), _("Russian-allied"), _("Austrian"),
                             _("Prussian"), _("British"), _("Allied to a Coalition major power"), NULL };
  const char *weathers[] = { _("Clear"), _("Mud"), _("Winter (Snow)"), NULL };

  bth_lga_kit_init (kit, BTH_PAGE (self), refresh);
  kit->updating = TRUE;
  who = bth_lga_kit_group (kit, _("Foraging"),
                           _("Units with no other supply must forage; a corps counts as one forager however large [14.4]."));
  self->forager_row = bth_lga_kit_combo (kit, who, "forager_row", _("Foraging Units"), foragers);
  self->allied_switch = bth_lga_kit_switch (kit, who, "allied_switch", _("Austrian or Prussian units allied to France"), "[14.42]");
  self->y1812_switch = bth_lga_kit_switch (kit, who, "y1812_switch", _("An 1812 scenario"), "[14.42]");
  self->corps_spin = bth_lga_kit_spin (kit, who, "corps_spin", _("Corps Foraging There"),
                                       _("The Army Reserve counts as one corps"), 1, 99, 1);
  self->weather_row = bth_lga_kit_combo (kit, who, "weather_row", _("Weather"), weathers);

  where = bth_lga_kit_group (kit, _("Town or City"), NULL);
  self->place_row = bth_lga_kit_combo (kit, where, "place_row", _("Place"), places);
  self->marker_row = bth_lga_kit_combo (kit, where, "marker_row", _("Its Marker Now"), markers);
  self->distance_spin = bth_lga_kit_spin (kit, where, "distance_spin", _("Hexes from the Foragers"),
                                          _("No path needs to be traced [14.43]; — until entered"), -1, 99, -1);
  self->start_switch = bth_lga_kit_switch (kit, where, "start_switch", _("Friendly at the start of the scenario"), "[14.43]");
  self->now_switch = bth_lga_kit_switch (kit, where, "now_switch", _("Still friendly"), "[14.43]");
  gtk_switch_set_active (self->start_switch, TRUE);
  gtk_switch_set_active (self->now_switch, TRUE);
  bth_lga_kit_add_result (kit);
  kit->reveal_on_change = TRUE;
  kit->updating = FALSE;
  bth_lga_kit_finish (kit);
}

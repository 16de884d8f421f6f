/* bth-map-sides-group.c — terrain, bridge, hexside features and river of the selected hex.
 *
 * Each control records at once; the store's "changed" makes the page rebuild these groups
 * from the map after the handler returns, so what is shown is always what is recorded.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-map-sides-group.h"

#include "bth-map-sides.h"
#include "bth-tec.h"

/* Round the hex clockwise from the north-east, as one looks at the board. */
static const BthHexDirection clockwise[BTH_HEX_DIRECTIONS] = {
  BTH_HEX_NORTH_EAST, BTH_HEX_EAST, BTH_HEX_SOUTH_EAST,
  BTH_HEX_SOUTH_WEST, BTH_HEX_WEST, BTH_HEX_NORTH_WEST,
};

/* The features players record on a side, in the combo's order. */
static const BthHexsideFeature features[] = {
  BTH_HEXSIDE_NONE, BTH_HEXSIDE_ALL_SEA, BTH_HEXSIDE_RED_ARROW, BTH_HEXSIDE_MOUNTAIN_PASS,
};

static const BthTerrain terrains[] = {
  BTH_TERRAIN_CLEAR, BTH_TERRAIN_DESERT, BTH_TERRAIN_FOREST, BTH_TERRAIN_SAND, BTH_TERRAIN_SWAMP,
  BTH_TERRAIN_LAKE, BTH_TERRAIN_LOW_MOUNTAIN, BTH_TERRAIN_HIGH_MOUNTAIN, BTH_TERRAIN_SEA,
};

const char *
bth_hex_direction_compass (BthHexDirection direction)
{
  switch (direction)
    {
    case BTH_HEX_EAST: return _("East");
    case BTH_HEX_NORTH_EAST: return _("North-east");
    case BTH_HEX_NORTH_WEST: return _("North-west");
    case BTH_HEX_WEST: return _("West");
    case BTH_HEX_SOUTH_WEST: return _("South-west");
    case BTH_HEX_SOUTH_EAST: return _("South-east");
    default: return "";
    }
}

static const char *
feature_name (BthHexsideFeature feature)
{
  switch (feature)
    {
    case BTH_HEXSIDE_ALL_SEA: return _("All-sea (no crossing)");
    case BTH_HEXSIDE_RED_ARROW: return _("Red-arrow crossing (+1 MP)");
    case BTH_HEXSIDE_MOUNTAIN_PASS: return _("Mountain pass");
    case BTH_HEXSIDE_NONE:
    case BTH_HEXSIDE_COUNT:
    default:
      return _("No feature");
    }
}

static const char *
terrain_choice (BthTerrain terrain)
{
  switch (terrain)
    {
    case BTH_TERRAIN_CLEAR: return _("Clear");
    case BTH_TERRAIN_DESERT: return _("Desert");
    case BTH_TERRAIN_FOREST: return _("Forest");
    case BTH_TERRAIN_SAND: return _("Sand");
    case BTH_TERRAIN_SWAMP: return _("Swamp");
    case BTH_TERRAIN_LAKE: return _("Lake");
    case BTH_TERRAIN_LOW_MOUNTAIN: return _("Low mountain");
    case BTH_TERRAIN_HIGH_MOUNTAIN: return _("High mountain");
    case BTH_TERRAIN_SEA: return _("Sea");
    case BTH_TERRAIN_UNRECORDED:
    case BTH_TERRAIN_COUNT:
    default:
      return _("Not recorded");
    }
}

/* What the controls of one build share; each group holds a reference. */
typedef struct {
  BthPage         *page;
  BthMap          *map;
  BthHex           hex;
  BthRiverPending *pending;
  gboolean         terrain_unrecorded;   /* the terrain combo starts with "Not recorded" */
  GtkWidget       *river_group;
  GtkWidget       *river_checks[BTH_HEX_DIRECTIONS];
} SidesContext;

static void
context_clear (SidesContext *c)
{
  g_clear_pointer (&c->map, bth_map_unref);
}

static void
context_release (SidesContext *c)
{
  g_rc_box_release_full (c, (GDestroyNotify) context_clear);
}

static GtkWidget *
holding (GtkWidget    *group,
         SidesContext *c)
{
  g_object_set_data_full (G_OBJECT (group), "sides-context", g_rc_box_acquire (c), (GDestroyNotify) context_release);
  return group;
}

static BthMapStore *
store_of (SidesContext *c)
{
  return bth_session_get_map_store (bth_page_get_session (c->page));
}

static void
refused (SidesContext *c,
         GError       *error)
{
  bth_page_toast (c->page, error->message);
}

/* ---- terrain and bridge ------------------------------------------------------------------ */

static void
on_terrain_selected (AdwComboRow  *row,
                     GParamSpec   *pspec,
                     SidesContext *c)
{
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;

  if (c->terrain_unrecorded)
    {
      if (selected == 0)
        return;
      selected--;
    }
  if (selected >= G_N_ELEMENTS (terrains))
    return;
  if (!bth_map_store_record_terrain (store_of (c), c->hex, terrains[selected], &error))
    refused (c, error);
}

static void
on_bridge_active (GtkSwitch    *toggle,
                  GParamSpec   *pspec,
                  SidesContext *c)
{
  g_autoptr(GError) error = NULL;

  if (!bth_map_store_record_bridge (store_of (c), c->hex, gtk_switch_get_active (toggle), &error))
    refused (c, error);
}

/* The players looked it up wrong, or on the wrong hex: the hex is unrecorded again. */
static void
on_forget_terrain_clicked (GtkButton    *button,
                           SidesContext *c)
{
  g_autoptr(GError) error = NULL;

  if (!bth_map_store_forget_terrain (store_of (c), c->hex, &error))
    refused (c, error);
}

static GtkWidget *
board_group (SidesContext *c,
             const char   *label)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  BthTerrain terrain = bth_map_get_terrain (c->map, c->hex);
  g_autofree char *title = NULL;
  GtkWidget *row, *toggle;
  guint selected = 0;

  /* Translators: %s is a hex, "Y16(2)" */
  title = g_strdup_printf (_("%s on Your Board"), label);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Record what your board shows here; it is saved in your record of the board and used by "
      "supply and distances from then on."));
  gtk_widget_set_name (group, "map-record");

  c->terrain_unrecorded = terrain == BTH_TERRAIN_UNRECORDED;
  if (c->terrain_unrecorded)
    gtk_string_list_append (names, terrain_choice (BTH_TERRAIN_UNRECORDED));
  for (guint i = 0; i < G_N_ELEMENTS (terrains); i++)
    {
      if (terrains[i] == terrain)
        selected = g_list_model_get_n_items (G_LIST_MODEL (names));
      gtk_string_list_append (names, terrain_choice (terrains[i]));
    }
  row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Terrain"));
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  gtk_widget_set_name (row, "map-record-terrain");
  g_signal_connect (row, "notify::selected", G_CALLBACK (on_terrain_selected), c);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Bridge"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               c->terrain_unrecorded ? _("Record the terrain first")
                                                     : _("Cancels the hex's terrain for movement"));
  toggle = gtk_switch_new ();
  gtk_widget_set_name (toggle, "map-record-bridge");
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (toggle), bth_map_hex_has_bridge (c->map, c->hex));
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bridge"), -1);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (on_bridge_active), c);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_widget_set_sensitive (row, !c->terrain_unrecorded);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  if (!c->terrain_unrecorded)
    {
      g_autofree char *forget_label = NULL;
      GtkWidget *button;

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Forget Terrain"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Takes back the terrain, river and bridge recorded here"));
      button = gtk_button_new_with_mnemonic (_("_Forget"));
      gtk_widget_set_name (button, "map-forget-terrain");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      /* Translators: %s is a hex, "Y16(2)" */
      forget_label = g_strdup_printf (_("Forget the terrain recorded for %s"), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, forget_label, -1);
      g_signal_connect (button, "clicked", G_CALLBACK (on_forget_terrain_clicked), c);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* ---- hexside features -------------------------------------------------------------------- */

static void
on_feature_selected (AdwComboRow  *row,
                     GParamSpec   *pspec,
                     SidesContext *c)
{
  BthHexDirection dir = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "direction"));
  guint selected = adw_combo_row_get_selected (row);
  g_autoptr(GError) error = NULL;
  BthHex other;

  if (selected >= G_N_ELEMENTS (features) || !bth_hex_neighbor (c->hex, dir, &other))
    return;
  if (!bth_map_store_record_hexside (store_of (c), c->hex, other, features[selected], &error))
    refused (c, error);
}

static char *
side_title (BthHexDirection dir)
{
  /* Translators: a compass direction, "North-east" */
  return g_strdup_printf (_("%s Side"), bth_hex_direction_compass (dir));
}

static GtkWidget *
sides_group (SidesContext *c,
             const char   *label)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = NULL;

  /* Translators: %s is a hex, "Y16(2)" */
  title = g_strdup_printf (_("Sides of %s"), label);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Each side by its direction and the hex beyond it. All-sea sides close the way (TEC "
      "note 7), a red arrow costs as a river (note 9), a pass lowers a mountain's cost (note 2). "
      "No Feature removes one."));
  gtk_widget_set_name (group, "map-sides");
  for (int i = 0; i < BTH_HEX_DIRECTIONS; i++)
    {
      BthHexDirection dir = clockwise[i];
      BthHexsideFeature feature = bth_map_get_hexside (c->map, c->hex, dir);
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      g_autofree char *row_title = side_title (dir);
      g_autofree char *beyond = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *name = g_strdup_printf ("map-side-%s", bth_hex_direction_nick (dir));
      GtkWidget *row;
      BthHex other;
      guint selected = 0;

      if (!bth_hex_neighbor (c->hex, dir, &other))
        continue;
      for (guint f = 0; f < G_N_ELEMENTS (features); f++)
        {
          gtk_string_list_append (names, feature_name (features[f]));
          if (features[f] == feature)
            selected = f;
        }
      beyond = bth_map_hex_label (c->map, other);
      subtitle = bth_map_hexside_is_known (c->map, c->hex, dir)
        /* Translators: %s is the neighbouring hex, "Z17(2)" */
        ? g_strdup_printf (_("Towards %s"), beyond)
        /* Translators: %s is the neighbouring hex, "Z17(2)" */
        : g_strdup_printf (_("Towards %s · not recorded yet"), beyond);
      row = adw_combo_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (names));
      adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
      gtk_widget_set_name (row, name);
      g_object_set_data (G_OBJECT (row), "direction", GINT_TO_POINTER (dir));
      g_signal_connect (row, "notify::selected", G_CALLBACK (on_feature_selected), c);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  return group;
}

/* ---- the river through the hex ----------------------------------------------------------- */

static int
count_sides (guint8 sides)
{
  return __builtin_popcount (sides);
}

static void
describe_river (SidesContext *c,
                guint8        recorded)
{
  const char *text;

  if (bth_map_get_terrain (c->map, c->hex) == BTH_TERRAIN_UNRECORDED)
    text = _("Record the hex's terrain first.");
  else if (c->pending->has && bth_hex_equal (c->pending->hex, c->hex) && count_sides (c->pending->sides) == 1)
    text = _("Now tick the side where the river leaves the hex. One side alone is a river tail, "
             "which has no effect and is not recorded.");
  else if (recorded != 0)
    text = _("Recorded. Leaving the hex on the other bank costs +1 MP, except from a city or "
             "across a bridge (TEC note 3). Untick the sides to remove the river.");
  else
    text = _("A river runs through the middle of hexes: tick the two sides it crosses (three where "
             "rivers meet). Leaving the hex on the other bank costs +1 MP (TEC note 3).");
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (c->river_group), text);
}

static void
on_river_toggled (GtkCheckButton *check,
                  SidesContext   *c)
{
  BthHexDirection dir = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "direction"));
  guint8 recorded = bth_map_get_river_sides (c->map, c->hex);
  guint8 sides = recorded;
  g_autoptr(GError) error = NULL;

  if (c->pending->has && bth_hex_equal (c->pending->hex, c->hex))
    sides |= c->pending->sides;
  if (gtk_check_button_get_active (check))
    sides |= 1u << dir;
  else
    sides &= ~(1u << dir);

  if (count_sides (sides) > 3)
    {
      bth_page_toast (c->page, _("A river crosses at most three sides of a hex."));
      g_signal_handlers_block_by_func (check, on_river_toggled, c);
      gtk_check_button_set_active (check, FALSE);
      g_signal_handlers_unblock_by_func (check, on_river_toggled, c);
      return;
    }
  /* One side: keep it until the second is ticked; a river recorded before is removed. */
  c->pending->has = count_sides (sides) == 1;
  c->pending->hex = c->hex;
  c->pending->sides = count_sides (sides) == 1 ? sides : 0;
  if (count_sides (sides) == 1 || sides == 0)
    {
      if (recorded != 0 && !bth_map_store_record_river_sides (store_of (c), c->hex, 0, &error))
        refused (c, error);
      describe_river (c, 0);
      return;
    }
  if (!bth_map_store_record_river_sides (store_of (c), c->hex, sides, &error))
    refused (c, error);
}

static GtkWidget *
river_group (SidesContext *c,
             const char   *label)
{
  GtkWidget *group = adw_preferences_group_new ();
  guint8 recorded = bth_map_get_river_sides (c->map, c->hex);
  guint8 shown = recorded;
  gboolean unrecorded = bth_map_get_terrain (c->map, c->hex) == BTH_TERRAIN_UNRECORDED;
  g_autofree char *title = NULL;

  if (c->pending->has && !bth_hex_equal (c->pending->hex, c->hex))
    c->pending->has = FALSE;   /* another hex selected: a lone first side is forgotten */
  if (c->pending->has)
    shown |= c->pending->sides;
  /* Translators: %s is a hex, "Y16(2)" */
  title = g_strdup_printf (_("River Through %s"), label);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_widget_set_name (group, "map-river");
  c->river_group = group;
  for (int i = 0; i < BTH_HEX_DIRECTIONS; i++)
    {
      BthHexDirection dir = clockwise[i];
      g_autofree char *name = g_strdup_printf ("map-river-%s", bth_hex_direction_nick (dir));
      g_autofree char *beyond = NULL;
      g_autofree char *row_title = NULL;
      GtkWidget *row, *check;
      BthHex other;

      if (!bth_hex_neighbor (c->hex, dir, &other))
        continue;
      beyond = bth_map_hex_label (c->map, other);
      /* Translators: a compass direction, then the neighbouring hex: "Crosses the North-east side (Z17(2))" */
      row_title = g_strdup_printf (_("Crosses the %s Side (%s)"), bth_hex_direction_compass (dir), beyond);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), row_title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      check = gtk_check_button_new ();
      gtk_widget_set_name (check, name);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), (shown & (1u << dir)) != 0);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, row_title, -1);
      g_object_set_data (G_OBJECT (check), "direction", GINT_TO_POINTER (dir));
      g_signal_connect (check, "toggled", G_CALLBACK (on_river_toggled), c);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      gtk_widget_set_sensitive (row, !unrecorded);
      c->river_checks[dir] = check;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  describe_river (c, recorded);
  return group;
}

void
bth_map_sides_groups_add (GtkBox          *box,
                          BthPage         *page,
                          BthMap          *map,
                          BthHex           hex,
                          BthRiverPending *pending)
{
  SidesContext *c = g_rc_box_new0 (SidesContext);
  g_autofree char *label = bth_map_hex_label (map, hex);

  c->page = page;
  c->map = bth_map_ref (map);
  c->hex = hex;
  c->pending = pending;
  gtk_box_append (box, holding (board_group (c, label), c));
  gtk_box_append (box, holding (sides_group (c, label), c));
  gtk_box_append (box, holding (river_group (c, label), c));
  context_release (c);
}

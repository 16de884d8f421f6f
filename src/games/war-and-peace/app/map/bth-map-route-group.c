/* bth-map-route-group.c — From, To, and the distance, movement points and path between.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-map-route-group.h"

#include "bth-error.h"
#include "bth-stack-position-rows.h"

enum { END_FROM, END_TO, N_ENDS };

struct _BthMapRouteGroup
{
  AdwPreferencesGroup parent_instance;

  BthPage      *page;          /* not a reference: the page owns the group */
  BthMapView   *view;
  BthMap       *map;
  gboolean      has_selected;
  BthHex        selected;

  GtkWidget    *end_rows[N_ENDS];
  GtkWidget    *use_selected[N_ENDS];
  char         *texts[N_ENDS];  /* kept when the rows are made again for a new map */
  GtkWidget    *problem_row;
  GtkWidget    *distance_row;
  GtkWidget    *mp_row;
  GtkWidget    *path_row;
  GtkWidget    *unrecorded_row;
};

G_DEFINE_FINAL_TYPE (BthMapRouteGroup, bth_map_route_group, ADW_TYPE_PREFERENCES_GROUP)

static void update (BthMapRouteGroup *self);

/* NULL and *HEX when TEXT is a location of the map, else what is wrong with it, naming it. */
static char *
location_problem (BthMap     *map,
                  int         end,
                  const char *text,
                  BthHex     *hex)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  g_autoptr(GError) error = NULL;
  BthHex parsed;
  int board = 0;

  if (*stripped == '\0')
    return g_strdup (end == END_FROM ? _("Type where the route starts: a hex such as Y16(2) or a city.")
                                     : _("Type where the route ends: a hex such as Y16(2) or a city."));
  if (bth_map_parse_location (map, stripped, hex, &error))
    return NULL;
  if (g_error_matches (error, BTH_ERROR, BTH_ERROR_NOT_FOUND))
    /* Translators: %s is a city */
    return g_strdup_printf (_("The rulebook does not give the hex of %s: press Record… beside it "
                              "and type it from your board."), stripped);
  if (bth_hex_parse (stripped, &parsed, &board, NULL) && board > 0
      && bth_map_get_mapboard (map, parsed) > 0 && bth_map_get_mapboard (map, parsed) != board)
    /* Translators: a hex label as typed, then the mapboard the map puts it on */
    return g_strdup_printf (_("“%s”: that hex lies on mapboard %d."), stripped, bth_map_get_mapboard (map, parsed));
  /* Translators: %s is what was typed */
  return g_strdup_printf (_("“%s” is neither a hex such as Y16(2) nor a city of the map."), stripped);
}

static char *
hex_list (BthMap *map,
          GArray *hexes,
          const char *separator)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; hexes != NULL && i < hexes->len; i++)
    {
      BthHex hex = g_array_index (hexes, BthHex, i);
      g_autofree char *label = bth_map_hex_label (map, hex);
      const BthMapCity *city = bth_map_city_at (map, hex);

      if (i > 0)
        g_string_append (text, separator);
      g_string_append (text, label);
      if (city != NULL)
        g_string_append_printf (text, " (%s)", city->name);
    }
  return g_string_free (text, FALSE);
}

static void
show_results (BthMapRouteGroup *self,
              gboolean          shown)
{
  gtk_widget_set_visible (self->problem_row, !shown);
  gtk_widget_set_visible (self->distance_row, shown);
  gtk_widget_set_visible (self->mp_row, shown);
  gtk_widget_set_visible (self->path_row, shown);
  if (!shown)
    gtk_widget_set_visible (self->unrecorded_row, FALSE);
}

static void
update (BthMapRouteGroup *self)
{
  g_auto(BthRoute) route = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *distance = NULL;
  g_autofree char *mp = NULL;
  g_autofree char *path = NULL;
  BthHex ends[N_ENDS];
  gboolean uncertain;

  if (self->map == NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->problem_row), _("Reading the map…"));
      show_results (self, FALSE);
      bth_map_view_set_route (self->view, NULL, NULL, TRUE);
      return;
    }
  for (int end = 0; end < N_ENDS && problem == NULL; end++)
    problem = location_problem (self->map, end, self->texts[end], &ends[end]);
  if (problem == NULL && !bth_map_route (self->map, ends[END_FROM], ends[END_TO], NULL, &route, &error))
    problem = g_strdup (error->message);
  if (problem != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->problem_row), problem);
      show_results (self, FALSE);
      bth_map_view_set_route (self->view, NULL, NULL, TRUE);
      return;
    }

  show_results (self, TRUE);
  distance = g_strdup_printf (g_dngettext (NULL, "%d hex", "%d hexes", route.distance), route.distance);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->distance_row), distance);

  uncertain = route.status == BTH_ROUTE_UNCERTAIN;
  switch (route.status)
    {
    case BTH_ROUTE_FOUND:
      mp = g_strdup_printf (_("%d MP"), route.mp);
      break;
    case BTH_ROUTE_UNCERTAIN:
      mp = route.certain_mp >= 0
        /* Translators: the cheapest cost possible, then the cost over recorded terrain only */
        ? g_strdup_printf (_("At least %d MP; %d MP over recorded terrain only"), route.mp, route.certain_mp)
        : g_strdup_printf (_("At least %d MP, if the unrecorded terrain allows"), route.mp);
      break;
    case BTH_ROUTE_NONE:
    default:
      mp = g_strdup (_("No route: sea, all-sea hexsides or the edge of the grid close every way."));
      break;
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->mp_row), mp);

  path = route.path != NULL && route.path->len > 0 ? hex_list (self->map, route.path, " → ") : g_strdup (_("None"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->path_row), path);

  gtk_widget_set_visible (self->unrecorded_row, uncertain && route.unrecorded->len > 0);
  if (uncertain && route.unrecorded->len > 0)
    {
      g_autofree char *hexes = hex_list (self->map, route.unrecorded, ", ");
      g_autofree char *text = g_strdup_printf (
        /* Translators: %s lists hexes, "O10(1), N09" */
        g_dngettext (NULL,
                     "The path crosses a hex whose terrain is not recorded: %s. Look it up on your "
                     "board and record it (select it on the map); the cost may then be higher.",
                     "The path crosses hexes whose terrain is not recorded: %s. Look them up on your "
                     "board and record them (select each on the map); the cost may then be higher.",
                     route.unrecorded->len), hexes);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->unrecorded_row), text);
    }
  bth_map_view_set_route (self->view, route.path, route.unrecorded, route.status == BTH_ROUTE_FOUND);
}

/* ---- the two ends ------------------------------------------------------------------------ */

static int
end_of (BthMapRouteGroup *self,
        gpointer          widget_or_path)
{
  return g_strcmp0 (widget_or_path, "to") == 0 ? END_TO : END_FROM;
}

static void
on_end_changed (GtkEditable      *entry,
                BthMapRouteGroup *self)
{
  int end = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "route-end"));

  g_free (self->texts[end]);
  self->texts[end] = g_strdup (gtk_editable_get_text (entry));
  update (self);
}

/* Enter (or a completion picked) in From goes on to To: both ends typed without the mouse. */
static void
on_end_applied (gpointer    data,
                const char *path,
                const char *text)
{
  BthMapRouteGroup *self = data;

  if (end_of (self, (gpointer) path) == END_FROM && self->end_rows[END_TO] != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (bth_location_row_get_entry (self->end_rows[END_TO])));
}

static void
on_use_selected_clicked (GtkButton        *button,
                         BthMapRouteGroup *self)
{
  int end = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "route-end"));
  const BthMapCity *city;
  g_autofree char *text = NULL;

  if (self->map == NULL || !self->has_selected || self->end_rows[end] == NULL)
    return;
  /* A city's name reads better and parses to the same hex. */
  city = bth_map_city_at (self->map, self->selected);
  text = city != NULL ? g_strdup (city->name) : bth_map_hex_label (self->map, self->selected);
  gtk_editable_set_text (bth_location_row_get_entry (self->end_rows[end]), text);
}

static void
make_end_rows (BthMapRouteGroup *self)
{
  static const char *const names[N_ENDS] = { "map-route-from", "map-route-to" };
  static const char *const paths[N_ENDS] = { "from", "to" };
  const char *titles[N_ENDS] = { _("From"), _("To") };
  const char *button_labels[N_ENDS] = { _("Set From to the Selected Hex"), _("Set To to the Selected Hex") };

  for (int end = 0; end < N_ENDS; end++)
    {
      g_autofree char *button_name = g_strconcat (names[end], "-selected", NULL);
      GtkEditable *entry;
      GtkWidget *row;

      row = bth_location_row_new (self->page, names[end], paths[end], self->texts[end], self->map,
                                  on_end_applied, self);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[end]);
      entry = bth_location_row_get_entry (row);
      g_object_set_data (G_OBJECT (entry), "route-end", GINT_TO_POINTER (end));
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, titles[end], -1);
      g_signal_connect (entry, "changed", G_CALLBACK (on_end_changed), self);

      self->use_selected[end] = gtk_button_new_from_icon_name ("mark-location-symbolic");
      gtk_widget_set_name (self->use_selected[end], button_name);
      gtk_widget_set_valign (self->use_selected[end], GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (self->use_selected[end], "flat");
      gtk_widget_set_tooltip_text (self->use_selected[end], button_labels[end]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->use_selected[end]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, button_labels[end], -1);
      gtk_widget_set_sensitive (self->use_selected[end], self->has_selected);
      g_object_set_data (G_OBJECT (self->use_selected[end]), "route-end", GINT_TO_POINTER (end));
      g_signal_connect (self->use_selected[end], "clicked", G_CALLBACK (on_use_selected_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->use_selected[end]);

      self->end_rows[end] = row;
    }
}

static GtkWidget *
result_row (const char *name,
            const char *title)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (row, name);
  gtk_widget_add_css_class (row, "property");
  return row;
}

static void
rebuild (BthMapRouteGroup *self)
{
  GtkWidget *rows[] = { self->problem_row, self->distance_row, self->mp_row, self->path_row, self->unrecorded_row };

  /* The group's rows in order: the two ends, then the results. */
  for (int end = 0; end < N_ENDS; end++)
    if (self->end_rows[end] != NULL)
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), self->end_rows[end]);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_object_ref (rows[i]);
      if (gtk_widget_get_parent (rows[i]) != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), rows[i]);
    }
  make_end_rows (self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->end_rows[END_FROM]);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->end_rows[END_TO]);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), rows[i]);
      g_object_unref (rows[i]);
    }
}

void
bth_map_route_group_set_map (BthMapRouteGroup *self,
                             BthMap           *map)
{
  g_return_if_fail (BTH_IS_MAP_ROUTE_GROUP (self));

  /* The rows complete the map's city names: made again only for another map (a record
   * changes the same map, and the rows keep their focus). */
  if (map != self->map)
    {
      if (map != NULL)
        bth_map_ref (map);
      g_clear_pointer (&self->map, bth_map_unref);
      self->map = map;
      rebuild (self);
    }
  update (self);
}

void
bth_map_route_group_set_selected (BthMapRouteGroup *self,
                                  gboolean          has_hex,
                                  BthHex            hex)
{
  g_return_if_fail (BTH_IS_MAP_ROUTE_GROUP (self));

  self->has_selected = has_hex;
  self->selected = hex;
  for (int end = 0; end < N_ENDS; end++)
    if (self->use_selected[end] != NULL)
      gtk_widget_set_sensitive (self->use_selected[end], has_hex);
}

static void
bth_map_route_group_finalize (GObject *object)
{
  BthMapRouteGroup *self = BTH_MAP_ROUTE_GROUP (object);

  g_clear_pointer (&self->map, bth_map_unref);
  for (int end = 0; end < N_ENDS; end++)
    g_free (self->texts[end]);
  G_OBJECT_CLASS (bth_map_route_group_parent_class)->finalize (object);
}

static void
bth_map_route_group_class_init (BthMapRouteGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_map_route_group_finalize;
}

static void
bth_map_route_group_init (BthMapRouteGroup *self)
{
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Distance and Path"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
    _("Hexes and movement points between two locations, with the Terrain Effects Chart's costs "
      "and river rule (as berthier-cli distance); enemy units are not considered."));
  gtk_widget_set_name (GTK_WIDGET (self), "map-route");
  self->problem_row = result_row ("map-route-problem", _("Route"));
  self->distance_row = result_row ("map-route-distance", _("Distance"));
  self->mp_row = result_row ("map-route-mp", _("Movement Points"));
  self->path_row = result_row ("map-route-path", _("Cheapest Path"));
  self->unrecorded_row = result_row ("map-route-unrecorded", _("Unrecorded Terrain"));
  gtk_widget_add_css_class (self->unrecorded_row, "warning");
}

GtkWidget *
bth_map_route_group_new (BthPage    *page,
                         BthMapView *view)
{
  BthMapRouteGroup *self = g_object_new (BTH_TYPE_MAP_ROUTE_GROUP, NULL);

  self->page = page;
  self->view = view;
  rebuild (self);
  update (self);
  return GTK_WIDGET (self);
}

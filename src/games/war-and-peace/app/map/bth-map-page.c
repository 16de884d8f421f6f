/* bth-map-page.c — the Map page: where the Leader Display's stacks stand, drawn.
 *
 * The map view (bth-map-view.c) shows the area in play with every stack that has a
 * location on the map, its strength and its supply; selecting a hex shows here what is
 * there — city, terrain, mapboard, the stacks with their supply line or why there is none —
 * and "Use as Location" puts a stack there (one action of the game's log, Ctrl+Z undoes
 * it). Stacks that cannot be placed are listed with the reason. Positions and supply come
 * from bth-game-supply.c, recomputed after every change of the game.
 *
 * The physical board stays the truth: this page is a check of what was entered.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-map-page.h"
#include "bth-game-watch.h"

#include "bth-game-supply.h"
#include "bth-map-record-group.h"
#include "bth-record-next.h"
#include "bth-map-route-group.h"
#include "bth-map-sides-group.h"
#include "bth-game.h"
#include "bth-tec.h"

/* ---- BthMapSplit: the map and the details pane side by side, or stacked ------------- */

/* Below this width the details go under the map (phones, a narrow window). */
#define SPLIT_WIDE   720
#define SIDE_WIDTH   360

#define BTH_TYPE_MAP_SPLIT (bth_map_split_get_type ())
G_DECLARE_FINAL_TYPE (BthMapSplit, bth_map_split, BTH, MAP_SPLIT, GtkWidget)

struct _BthMapSplit
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BthMapSplit, bth_map_split, GTK_TYPE_WIDGET)

static void
bth_map_split_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GtkWidget *map = gtk_widget_get_first_child (widget);
  GtkWidget *details = map != NULL ? gtk_widget_get_next_sibling (map) : NULL;
  int map_min = 0, map_nat = 0, details_min = 0, details_nat = 0;

  if (map == NULL || details == NULL)
    return;
  gtk_widget_measure (map, orientation, -1, &map_min, &map_nat, NULL, NULL);
  gtk_widget_measure (details, orientation, -1, &details_min, &details_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (map_min, details_min);
      *natural = map_nat + SIDE_WIDTH;
    }
  else if (for_size >= SPLIT_WIDE || for_size < 0)
    {
      *minimum = MAX (map_min, details_min);
      *natural = MAX (map_nat, details_nat);
    }
  else
    {
      *minimum = map_min + details_min;
      *natural = map_nat + details_nat;
    }
}

static void
bth_map_split_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GtkWidget *map = gtk_widget_get_first_child (widget);
  GtkWidget *details = map != NULL ? gtk_widget_get_next_sibling (map) : NULL;
  int details_min = 0, details_height;

  if (map == NULL || details == NULL)
    return;
  if (width >= SPLIT_WIDE)
    {
      gtk_widget_size_allocate (map, &(GtkAllocation) { 0, 0, width - SIDE_WIDTH, height }, -1);
      gtk_widget_size_allocate (details, &(GtkAllocation) { width - SIDE_WIDTH, 0, SIDE_WIDTH, height }, -1);
      return;
    }
  /* Stacked: the map keeps a little more than half; the details scroll. */
  gtk_widget_measure (details, GTK_ORIENTATION_VERTICAL, width, &details_min, NULL, NULL, NULL);
  details_height = MAX (details_min, (int) (height * 0.45));
  details_height = MIN (details_height, height);
  gtk_widget_size_allocate (map, &(GtkAllocation) { 0, 0, width, height - details_height }, -1);
  gtk_widget_size_allocate (details, &(GtkAllocation) { 0, height - details_height, width, details_height }, -1);
}

static void
bth_map_split_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bth_map_split_parent_class)->dispose (object);
}

static void
bth_map_split_class_init (BthMapSplitClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = bth_map_split_measure;
  GTK_WIDGET_CLASS (klass)->size_allocate = bth_map_split_size_allocate;
  G_OBJECT_CLASS (klass)->dispose = bth_map_split_dispose;
}

static void
bth_map_split_init (BthMapSplit *self)
{
}

/* ---- the page ----------------------------------------------------------------------- */

struct _BthMapPage
{
  BthPage        parent_instance;

  /* Template widgets */
  BthMapView    *map_view;
  GtkBox        *details_box;

  BthGameWatch     watch;          /* the session's game, followed (bth-game-watch.h) */
  BthMap        *map;
  BthGameSupply *supply;
  GError        *supply_error;
  char          *path_stack;      /* the stack whose supply line is drawn */
  GPtrArray     *location_ids;    /* stack ids in the "Use as Location" list */
  AdwComboRow   *location_row;
  GtkWidget     *route_group;     /* Distance and Path: kept across rebuilds (its entries) */
  GtkWidget     *record_group;    /* Record the Board: kept across rebuilds (its text) */
  GPtrArray     *record_next;     /* BthRecordNext: what to record next, as listed */
  BthRiverPending river_pending;  /* a river's first side, until the second is ticked */
};

G_DEFINE_FINAL_TYPE (BthMapPage, bth_map_page, BTH_TYPE_PAGE)

static void rebuild_details (BthMapPage *self);

BthMapView *
bth_map_page_get_view (BthMapPage *self)
{
  g_return_val_if_fail (BTH_IS_MAP_PAGE (self), NULL);
  return self->map_view;
}

/* Counter colours as players type them from the counters (the Leader Display's colour
 * field), in tones that read on the map; anything else GDK understands is taken as is. */
static gboolean
counter_colour (const char *name,
                GdkRGBA    *rgba)
{
  static const struct { const char *name; const char *rgb; } tones[] = {
    { "blue", "#3a6fb0" }, { "light blue", "#86b4de" }, { "dark blue", "#28457a" },
    { "red", "#b5302a" }, { "green", "#3d8a4a" }, { "dark green", "#2f5e37" },
    { "light green", "#8cc084" }, { "yellow", "#e5c23a" }, { "white", "#f4f1ea" },
    { "grey", "#8a8a8a" }, { "gray", "#8a8a8a" }, { "black", "#2b2b2b" },
    { "brown", "#8a5a32" }, { "orange", "#d9772b" }, { "purple", "#7a4a9a" },
    { "pink", "#d98aa8" }, { "tan", "#c8a878" }, { "buff", "#dcc9a0" },
  };
  g_autofree char *key = NULL;

  if (name == NULL || *name == '\0')
    return FALSE;
  key = g_ascii_strdown (g_strstrip (g_strdup (name)), -1);
  for (guint i = 0; i < G_N_ELEMENTS (tones); i++)
    if (g_str_equal (key, tones[i].name))
      return gdk_rgba_parse (rgba, tones[i].rgb);
  return gdk_rgba_parse (rgba, key);
}

/* Until the players enter a colour, a muted tone per side — not a nation's colour, which
 * the seeds do not give. */
static void
side_colour (int      side,
             GdkRGBA *rgba)
{
  static const char *const palette[] = { "#5b6b82", "#8c7152", "#5f7d5a", "#7c5d78" };

  gdk_rgba_parse (rgba, palette[MAX (side, 0) % G_N_ELEMENTS (palette)]);
}

static char *
stack_leaders (const BthGameState  *state,
               const BthStackState *stack)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < stack->leaders->len; i++)
    {
      const BthLeaderState *leader = bth_game_state_find_leader (state, g_ptr_array_index (stack->leaders, i));

      if (leader == NULL)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, leader->name);
    }
  if (text->len == 0)
    g_string_append (text, _("No leader"));
  return g_string_free (text, FALSE);
}

static int
side_index (const BthGameState *state,
            const char         *side)
{
  for (guint i = 0; i < state->sides->len; i++)
    if (g_strcmp0 (g_ptr_array_index (state->sides, i), side) == 0)
      return (int) i;
  return (int) state->sides->len;   /* a neutral state's forces (no side, X.D): a colour of their own */
}

static BthSupplyStatus
position_status (const BthStackPosition *position)
{
  if (position->overridden)
    return position->supplied ? BTH_SUPPLY_SUPPLIED : BTH_SUPPLY_UNSUPPLIED;
  return position->status;
}

static gboolean
stack_shown (const BthStackState *stack)
{
  return bth_unit_counts_sp (stack->units, NULL, NULL) > 0 || stack->leaders->len > 0;
}

/* The counters for the view: every shown stack the supply tracer could place. */
static GPtrArray *
collect_forces (BthMapPage *self)
{
  GPtrArray *forces = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_force_free);
  const BthGameState *state;

  if (self->watch.game == NULL || self->supply == NULL)
    return forces;
  state = bth_game_get_state (self->watch.game);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *position = bth_game_supply_get (self->supply, stack->id);
      BthMapForce *force;

      if (position == NULL || !position->located || !stack_shown (stack))
        continue;
      force = bth_map_force_new ();
      force->id = g_strdup (stack->id);
      force->title = stack_leaders (state, stack);
      force->initial = stack->leaders->len > 0 ? g_utf8_substring (force->title, 0, 1) : g_strdup ("");
      force->side = side_index (state, stack->side);
      if (!counter_colour (position->colour, &force->colour))
        side_colour (force->side, &force->colour);
      force->sp = bth_unit_counts_sp (stack->units, NULL, NULL);
      force->hex = position->hex;
      force->supply = position_status (position);
      if (position->path != NULL && position->path->len > 0)
        {
          force->path = g_array_sized_new (FALSE, FALSE, sizeof (BthHex), position->path->len);
          g_array_append_vals (force->path, position->path->data, position->path->len);
        }
      g_ptr_array_add (forces, force);
    }
  return forces;
}

static void
recompute (BthMapPage *self)
{
  g_autoptr(GPtrArray) forces = NULL;
  guint n_boards = 0;
  const int *boards = NULL;
  BthScenario *scenario;

  g_clear_pointer (&self->supply, bth_game_supply_free);
  g_clear_error (&self->supply_error);
  if (self->watch.game != NULL && self->map != NULL)
    {
      scenario = bth_game_get_scenario (self->watch.game);
      if (scenario != NULL)
        boards = bth_scenario_get_mapboards (scenario, &n_boards);
      self->supply = bth_game_supply_compute_for_game (self->watch.game, self->map, &self->supply_error);
    }
  bth_map_view_set_mapboards (self->map_view, boards, n_boards);
  forces = collect_forces (self);
  bth_map_view_set_forces (self->map_view, forces);
  rebuild_details (self);
}

/* ---- details of the selected hex ---------------------------------------------------- */

static GtkWidget *
add_group (BthMapPage *self,
           const char *title,
           const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->details_box, group);
  return group;
}

static GtkWidget *
add_property_row (GtkWidget  *group,
                  const char *name,
                  const char *title,
                  const char *value)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), value);
  gtk_widget_add_css_class (row, "property");
  gtk_widget_set_name (row, name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static const char *
terrain_name (BthTerrain terrain)
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
      return _("Not recorded (hatched on the map): look it up on your board");
    }
}

static char *
describe_city (BthMap           *map,
               const BthMapCity *city)
{
  GString *text = g_string_new (city->name);

  if (city->capital)
    g_string_append_printf (text, ", %s", _("capital"));
  else if (city->size == BTH_CITY_SIZE_MAJOR)
    g_string_append_printf (text, ", %s", _("major city"));
  else if (city->size == BTH_CITY_SIZE_MINOR)
    g_string_append_printf (text, ", %s", _("minor city"));
  else
    g_string_append_printf (text, ", %s", _("size not recorded"));
  for (guint i = 0; city->country != NULL && i < bth_map_get_n_countries (map); i++)
    if (g_strcmp0 (bth_map_get_country (map, i)->id, city->country) == 0)
      g_string_append_printf (text, ", %s", bth_map_get_country (map, i)->name);
  return g_string_free (text, FALSE);
}

static const char *
status_title (BthSupplyStatus status)
{
  switch (status)
    {
    case BTH_SUPPLY_SUPPLIED: return _("Supplied");
    case BTH_SUPPLY_UNSUPPLIED: return _("Unsupplied");
    case BTH_SUPPLY_UNKNOWN:
    default:
      return _("Supply unknown");
    }
}

static char *
stack_supply_text (BthMapPage             *self,
                   const BthStackPosition *position)
{
  GString *text = g_string_new (status_title (position_status (position)));

  if (position->overridden)
    g_string_append_printf (text, " (%s)", _("set by the players"));
  if (position->explanation != NULL)
    g_string_append_printf (text, ": %s", position->explanation);
  return g_string_free (text, FALSE);
}

static void
on_stack_row_activated (AdwActionRow *row,
                        BthMapPage   *self)
{
  g_free (self->path_stack);
  self->path_stack = g_strdup (g_object_get_data (G_OBJECT (row), "stack"));
  bth_map_view_set_path_force (self->map_view, self->path_stack);
  rebuild_details (self);
}

static void
add_stacks_here (BthMapPage *self,
                 GtkWidget  *group,
                 BthHex      hex)
{
  const BthGameState *state = bth_game_get_state (self->watch.game);
  gboolean path_shown = FALSE;
  guint shown = 0;

  /* The line drawn: the one chosen, if it stands here, else the first stack here. */
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *position = bth_game_supply_get (self->supply, stack->id);

      if (position != NULL && position->located && bth_hex_equal (position->hex, hex)
          && stack_shown (stack) && g_strcmp0 (stack->id, self->path_stack) == 0)
        path_shown = TRUE;
    }
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *position = bth_game_supply_get (self->supply, stack->id);
      g_autofree char *leaders = NULL;
      g_autofree char *title = NULL;
      g_autofree char *supply = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *name = NULL;
      GtkWidget *row, *mark;

      if (position == NULL || !position->located || !bth_hex_equal (position->hex, hex) || !stack_shown (stack))
        continue;
      if (!path_shown)
        {
          g_free (self->path_stack);
          self->path_stack = g_strdup (stack->id);
          path_shown = TRUE;
        }
      leaders = stack_leaders (state, stack);
      /* Translators: stack id · its leaders */
      title = g_strdup_printf (_("%s · %s"), stack->id, leaders);
      supply = stack_supply_text (self, position);
      /* Translators: side, strength points, supply */
      subtitle = g_strdup_printf (_("%s · %d SP · %s"),
                                  stack->side != NULL ? bth_game_side_name (self->watch.game, stack->side) : _("Neutral"),
                                  bth_unit_counts_sp (stack->units, NULL, NULL), supply);
      name = g_strdup_printf ("map-hex-stack-%s", stack->id);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_name (row, name);
      g_object_set_data_full (G_OBJECT (row), "stack", g_strdup (stack->id), g_free);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_signal_connect (row, "activated", G_CALLBACK (on_stack_row_activated), self);
      mark = gtk_image_new_from_icon_name ("object-select-symbolic");
      gtk_widget_set_visible (mark, g_strcmp0 (stack->id, self->path_stack) == 0);
      gtk_widget_set_tooltip_text (mark, _("Its supply line is drawn on the map"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      shown++;
    }
  if (shown == 0)
    {
      add_property_row (group, "map-hex-stacks", _("Forces"), _("None here"));
      bth_map_view_set_path_force (self->map_view, NULL);
    }
  else
    bth_map_view_set_path_force (self->map_view, self->path_stack);
}

static void
on_use_as_location_clicked (BthMapPage *self)
{
  guint selected = adw_combo_row_get_selected (self->location_row);
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) value = NULL;
  g_autoptr(GError) error = NULL;
  const BthMapCity *city;
  BthHex hex;

  if (self->watch.game == NULL || self->map == NULL || selected >= self->location_ids->len
      || !bth_map_view_get_selected (self->map_view, &hex))
    return;
  /* A city's name reads better on the Leader Display and parses to the same hex. */
  city = bth_map_city_at (self->map, hex);
  text = city != NULL ? g_strdup (city->name) : bth_map_hex_label (self->map, hex);
  path = g_strdup_printf ("stacks.%s.location", (const char *) g_ptr_array_index (self->location_ids, selected));
  value = json_node_new (JSON_NODE_VALUE);
  json_node_set_string (value, text);
  g_free (self->path_stack);
  self->path_stack = g_strdup (g_ptr_array_index (self->location_ids, selected));
  if (!bth_game_edit (self->watch.game, path, value, NULL, &error))
    bth_page_toast (BTH_PAGE (self), error->message);
}

static void
build_location_group (BthMapPage *self,
                      gboolean    has_hex,
                      const char *label)
{
  const BthGameState *state = bth_game_get_state (self->watch.game);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *description = NULL;
  g_autofree char *previous = NULL;
  GtkWidget *group, *row, *button;
  guint keep = 0;

  if (self->location_row != NULL)
    {
      guint old = adw_combo_row_get_selected (self->location_row);

      if (old < self->location_ids->len)
        previous = g_strdup (g_ptr_array_index (self->location_ids, old));
    }
  description = has_hex
    /* Translators: %s is a hex, "Y16(2)" */
    ? g_strdup_printf (_("Put a stack of the Leader Display at %s (Ctrl+Z takes it back)."), label)
    : g_strdup (_("Select a hex on the map first."));
  group = add_group (self, _("Use as Location"), description);
  g_ptr_array_set_size (self->location_ids, 0);
  for (guint i = 0; i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      g_autofree char *leaders = NULL;
      g_autofree char *item = NULL;

      if (!stack_shown (stack))
        continue;
      leaders = stack_leaders (state, stack);
      /* Translators: stack id, its leaders, where it is now */
      item = g_strdup_printf (_("%s: %s (%s)"), stack->id, leaders,
                              stack->location != NULL && *stack->location != '\0' ? stack->location : _("no location"));
      if (g_strcmp0 (previous, stack->id) == 0)
        keep = self->location_ids->len;
      gtk_string_list_append (names, item);
      g_ptr_array_add (self->location_ids, g_strdup (stack->id));
    }
  self->location_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->location_row), _("Stack"));
  adw_combo_row_set_model (self->location_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->location_row, keep);
  gtk_widget_set_name (GTK_WIDGET (self->location_row), "map-location-stack");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->location_row));

  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Its New Location"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), has_hex ? label : _("No hex selected"));
  button = gtk_button_new_with_mnemonic (_("_Use as Location"));
  gtk_widget_set_name (button, "map-use-location");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_sensitive (button, has_hex && self->location_ids->len > 0);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_use_as_location_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
build_unplaced_group (BthMapPage *self)
{
  const BthGameState *state = bth_game_get_state (self->watch.game);
  GtkWidget *group = NULL;

  for (guint i = 0; self->supply != NULL && i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *position = bth_game_supply_get (self->supply, stack->id);
      g_autofree char *leaders = NULL;
      g_autofree char *title = NULL;
      g_autofree char *name = NULL;

      if (position == NULL || position->located || !stack_shown (stack))
        continue;
      if (group == NULL)
        group = add_group (self, _("Not on the Map"),
                           _("These stacks' locations name no hex the map knows. Select a hex and "
                             "use it as their location, or record the city's hex from your board."));
      leaders = stack_leaders (state, stack);
      title = g_strdup_printf (_("%s · %s"), stack->id, leaders);
      name = g_strdup_printf ("map-unplaced-%s", stack->id);
      add_property_row (group, name, title,
                        position->location_error != NULL ? position->location_error : _("No location"));
    }
}

#define MAX_RECORD_NEXT 9

/* Item N (0-based) of What to Record Next: its hex selected on the map, or a line begun
 * for its city's hex. */
static void
jump_to_record_next (BthMapPage *self,
                     guint       n)
{
  const BthRecordNext *item;

  if (self->record_next == NULL || n >= self->record_next->len)
    return;
  item = g_ptr_array_index (self->record_next, n);
  if (item->kind == BTH_RECORD_NEXT_HEX)
    {
      bth_map_view_select (self->map_view, item->hex);
      gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
    }
  else
    bth_map_record_group_type_city (BTH_MAP_RECORD_GROUP (self->record_group), item->city);
}

static void
on_record_next_activated (AdwActionRow *row,
                          BthMapPage   *self)
{
  jump_to_record_next (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
}

/* Digits 1 … 9 on the map jump to that item. */
static gboolean
on_map_key (GtkEventControllerKey *controller,
            guint                  keyval,
            guint                  keycode,
            GdkModifierType        state,
            BthMapPage            *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) || keyval < GDK_KEY_1 || keyval > GDK_KEY_9
      || self->record_next == NULL || keyval - GDK_KEY_1 >= self->record_next->len)
    return FALSE;
  jump_to_record_next (self, keyval - GDK_KEY_1);
  return TRUE;
}

static void
build_record_next_group (BthMapPage *self)
{
  GtkWidget *group;

  g_clear_pointer (&self->record_next, g_ptr_array_unref);
  if (self->supply == NULL)
    return;
  self->record_next = bth_record_next_rank (self->supply, bth_game_get_state (self->watch.game), self->map);
  if (self->record_next->len > MAX_RECORD_NEXT)
    g_ptr_array_set_size (self->record_next, MAX_RECORD_NEXT);
  if (self->record_next->len == 0)
    return;
  group = add_group (self, _("What to Record Next"),
                     _("Looked up on your board, these settle the most unknowns now. With the map "
                       "focused, press the item's number to go there."));
  gtk_widget_set_name (group, "map-record-next");
  for (guint i = 0; i < self->record_next->len; i++)
    {
      const BthRecordNext *item = g_ptr_array_index (self->record_next, i);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *label = item->kind == BTH_RECORD_NEXT_HEX ? bth_map_hex_label (self->map, item->hex) : NULL;
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;
      g_autofree char *name = g_strdup_printf ("map-record-next-%u", i + 1);

      if (item->kind == BTH_RECORD_NEXT_HEX)
        /* Translators: the item's number, a hex */
        title = g_strdup_printf (_("%u · The terrain of %s"), i + 1, label);
      else
        /* Translators: the item's number, a city */
        title = g_strdup_printf (_("%u · The hex of %s"), i + 1, item->city);
      if (item->kind == BTH_RECORD_NEXT_HEX)
        /* Translators: stack ids */
        subtitle = g_strdup_printf (_("A supply line may run through it: settles the supply of %s"), item->stacks);
      else if (item->places)
        subtitle = g_strdup_printf (_("Puts on the map %s"), item->stacks);
      else
        subtitle = g_strdup_printf (_("A supply source: settles the supply of %s"), item->stacks);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      gtk_widget_set_name (row, name);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_signal_connect (row, "activated", G_CALLBACK (on_record_next_activated), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

/* The players' confirmation that the map lists every major city (bth-game-supply.h): until
 * they give it, "no source found" is unknown, naming the cities to enter (issue 16). */
static gboolean
major_cities_confirmed (BthMapPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthMap *map = session != NULL ? bth_map_store_get_map (bth_session_get_map_store (session)) : NULL;

  return (map != NULL && bth_map_major_cities_confirmed (map)) ||
         (self->watch.game != NULL && bth_game_supply_major_cities_confirmed (bth_game_get_state (self->watch.game)));
}

/* The confirmation is the players' map's (their overlay, every game); off also takes back
 * the answer a game saved before kept for itself. */
static void
on_major_cities_switch (GtkSwitch *sw, GParamSpec *pspec, BthMapPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  g_autoptr(GError) error = NULL;
  gboolean on = gtk_switch_get_active (sw);

  if (session == NULL || on == major_cities_confirmed (self))
    return;
  if (!bth_map_store_record_major_cities (bth_session_get_map_store (session), on, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  if (!on && self->watch.game != NULL && bth_game_supply_major_cities_confirmed (bth_game_get_state (self->watch.game)))
    {
      g_autofree char *path = bth_game_supply_major_cities_path ();
      g_autoptr(JsonNode) value = json_node_new (JSON_NODE_NULL);

      if (!bth_game_edit (self->watch.game, path, value, NULL, &error))
        bth_page_toast (BTH_PAGE (self), error->message);
    }
}

static void
major_cities_row (BthMapPage *self, GtkWidget *group)
{
  GtkWidget *row, *sw;

  if (self->watch.game == NULL)
    return;
  row = adw_action_row_new ();
  sw = gtk_switch_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("The Map Lists Every Major City"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("The map records the size and country of only some cities: until you confirm "
                                 "that it lists every major city of the countries in play, a stack with no source "
                                 "found is unknown, not unsupplied (M.3.a). Kept with your record of the board for "
                                 "every game; it lapses when you change a city's size or country."));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  gtk_widget_set_name (row, "map-major-cities-row");
  gtk_widget_set_name (sw, "map-major-cities-complete");
  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  gtk_switch_set_active (GTK_SWITCH (sw), major_cities_confirmed (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (sw), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The map lists every major city"), -1);
  g_signal_connect (sw, "notify::active", G_CALLBACK (on_major_cities_switch), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
build_summary_group (BthMapPage *self)
{
  GtkWidget *group = add_group (self, _("What the Map Shows"), NULL);
  GtkWidget *label = gtk_label_new (bth_map_view_get_summary (self->map_view));
  GtkWidget *legend;
  const char *message;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_name (label, "map-summary");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), label);

  legend = gtk_label_new (_("A counter per stack: its colour (the leader's counter colour once entered, "
                            "else a neutral tone per side), the leader's initial and the SP total; "
                            "the badge is its supply (✓ supplied, ✗ unsupplied, ? unknown). A hatched "
                            "hex has no terrain recorded. Rivers are blue lines through hexes; all-sea sides are "
                            "blue, red arrows red, passes dashed brown, a bridge two rails. The selected stack's supply line is green "
                            "when supplied, grey and dashed otherwise; where it crosses hexes with no terrain "
                            "recorded it is dotted red and those hexes are ringed red: record them to settle it. "
                            "The orange line is the Distance "
                            "tool's path, dashed where it crosses unrecorded terrain, those hexes ringed. "
                            "Drag or scroll to pan; Ctrl+scroll, pinch or "
                            "+ and − to zoom; the arrow keys move the selected hex."));
  gtk_label_set_wrap (GTK_LABEL (legend), TRUE);
  gtk_label_set_xalign (GTK_LABEL (legend), 0);
  gtk_widget_add_css_class (legend, "dim-label");
  gtk_widget_add_css_class (legend, "caption");
  gtk_widget_set_margin_top (legend, 6);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), legend);

  /* A preferences group draws its rows above any other child: the rows go in a group of
   * their own after it, so that the summary reads first. */
  message = bth_page_get_session (BTH_PAGE (self)) != NULL
            ? bth_map_store_get_message (bth_session_get_map_store (bth_page_get_session (BTH_PAGE (self))))
            : NULL;
  if (message == NULL && self->supply == NULL)
    return;
  group = add_group (self, NULL, NULL);
  gtk_widget_set_name (group, "map-summary-rows");
  if (message != NULL)
    add_property_row (group, "map-overlay-message", _("Your Record of the Board"), message);
  if (self->supply != NULL)
    {
      const char * const *sources = bth_game_supply_get_sources (self->supply);
      const char * const *notes = bth_game_supply_get_notes (self->supply);
      g_autofree char *sources_text = sources != NULL && sources[0] != NULL
                                      ? g_strjoinv ("\n", (char **) sources) : g_strdup (_("None located"));
      GtkWidget *row = add_property_row (group, "map-supply-sources", _("Supply Sources"), sources_text);

      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      major_cities_row (self, group);
      if (notes != NULL && notes[0] != NULL)
        {
          g_autofree char *notes_text = g_strjoinv ("\n", (char **) notes);

          row = add_property_row (group, "map-supply-notes", _("The Scenario's Supply Rules"), notes_text);
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
        }
    }
}

/* The Distance tool after SIBLING (moved, not removed: its entry keeps the focus). */
static void
place_route_group (BthMapPage *self,
                   GtkWidget  *sibling)
{
  if (sibling == self->route_group)
    sibling = gtk_widget_get_prev_sibling (sibling);
  if (gtk_widget_get_parent (self->route_group) == NULL)
    gtk_box_insert_child_after (self->details_box, self->route_group, sibling);
  else
    gtk_box_reorder_child_after (self->details_box, self->route_group, sibling);
}

/* Record the Board right after the first group (the hex, or the page's status). */
static void
place_record_group (BthMapPage *self)
{
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->details_box));

  if (first == self->record_group)
    first = gtk_widget_get_next_sibling (first);
  if (first == NULL)
    return;
  if (gtk_widget_get_parent (self->record_group) == NULL)
    gtk_box_insert_child_after (self->details_box, self->record_group, first);
  else
    gtk_box_reorder_child_after (self->details_box, self->record_group, first);
}

/* The name of the details' widget that has the keyboard focus (or holds it), so a rebuild
 * after a record gives the focus back to its successor: keyboard users stay in place. */
static char *
focused_name (BthMapPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->details_box))
      || gtk_widget_is_ancestor (focus, self->route_group) || gtk_widget_is_ancestor (focus, self->record_group))
    return NULL;
  for (; focus != NULL && focus != GTK_WIDGET (self->details_box); focus = gtk_widget_get_parent (focus))
    if (g_str_has_prefix (gtk_widget_get_name (focus), "map-"))
      return g_strdup (gtk_widget_get_name (focus));
  return NULL;
}

static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
restore_focus (BthMapPage *self,
               const char *name)
{
  GtkWidget *widget = name != NULL ? find_named (GTK_WIDGET (self->details_box), name) : NULL;

  if (widget != NULL)
    gtk_widget_grab_focus (widget);
}

static void
rebuild_details (BthMapPage *self)
{
  GtkWidget *child, *next, *group;
  g_autofree char *label = NULL;
  g_autofree char *title = NULL;
  g_autofree char *focus_name = NULL;
  BthHex hex;
  gboolean has_hex;

  g_clear_handle_id (&self->watch.idle, g_source_remove);   /* this rebuild is the queued one */
  focus_name = focused_name (self);
  /* Everything but the Distance tool, which keeps what is typed and its focus. */
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->details_box)); child != NULL; child = next)
    {
      next = gtk_widget_get_next_sibling (child);
      if (child != self->route_group && child != self->record_group)
        gtk_box_remove (self->details_box, child);
    }
  self->location_row = NULL;

  if (self->watch.game == NULL || self->map == NULL)
    {
      GtkWidget *status = adw_status_page_new ();

      adw_status_page_set_title (ADW_STATUS_PAGE (status), self->watch.game == NULL ? _("No Game") : _("Reading the Map…"));
      if (self->watch.game == NULL)
        adw_status_page_set_description (ADW_STATUS_PAGE (status),
                                         _("Start or open a game on the Game page to see its forces here."));
      gtk_widget_add_css_class (status, "compact");
      gtk_box_prepend (self->details_box, status);
      /* The Distance tool needs a map, not a game. */
      if (self->map != NULL)
        {
          place_route_group (self, status);
          place_record_group (self);
        }
      else
        {
          if (gtk_widget_get_parent (self->route_group) != NULL)
            gtk_box_remove (self->details_box, self->route_group);
          if (gtk_widget_get_parent (self->record_group) != NULL)
            gtk_box_remove (self->details_box, self->record_group);
        }
      restore_focus (self, focus_name);
      return;
    }

  has_hex = bth_map_view_get_selected (self->map_view, &hex);
  bth_map_route_group_set_selected (BTH_MAP_ROUTE_GROUP (self->route_group), has_hex, hex);
  if (has_hex)
    {
      const BthMapCity *city = bth_map_city_at (self->map, hex);
      int board = bth_map_get_mapboard (self->map, hex);
      g_autofree char *city_text = city != NULL ? describe_city (self->map, city) : NULL;
      g_autofree char *board_text = board > 0 ? g_strdup_printf ("%d", board) : NULL;

      label = bth_map_hex_label (self->map, hex);
      /* Translators: %s is a hex, "Y16(2)" */
      title = g_strdup_printf (_("Hex %s"), label);
      group = add_group (self, title, NULL);
      gtk_widget_set_name (group, "map-hex");
      add_property_row (group, "map-hex-city", _("City"), city_text != NULL ? city_text : _("None recorded"));
      add_property_row (group, "map-hex-terrain", _("Terrain"), terrain_name (bth_map_get_terrain (self->map, hex)));
      add_property_row (group, "map-hex-mapboard", _("Mapboard"), board_text != NULL ? board_text : _("Not recorded"));
      if (self->supply != NULL)
        add_stacks_here (self, group, hex);
    }
  else
    add_group (self, _("No Hex Selected"), _("Click a hex on the map, or focus the map and use the arrow keys."));
  if (self->supply_error != NULL)
    {
      group = add_group (self, _("Supply Not Computed"), NULL);
      add_property_row (group, "map-supply-error", _("Reason"), self->supply_error->message);
    }

  build_location_group (self, has_hex, label);
  place_route_group (self, gtk_widget_get_last_child (GTK_WIDGET (self->details_box)));
  if (has_hex)
    bth_map_sides_groups_add (self->details_box, BTH_PAGE (self), self->map, hex, &self->river_pending);
  build_unplaced_group (self);
  build_record_next_group (self);
  build_summary_group (self);
  place_record_group (self);
  restore_focus (self, focus_name);
}

static void
on_hex_selected (BthMapPage *self,
                 int         row,
                 int         column)
{
  rebuild_details (self);
}

static void
on_zoom_in_clicked (BthMapPage *self)
{
  bth_map_view_zoom_in (self->map_view);
}

static void
on_zoom_out_clicked (BthMapPage *self)
{
  bth_map_view_zoom_out (self->map_view);
}

static void
on_zoom_fit_clicked (BthMapPage *self)
{
  bth_map_view_zoom_to_fit (self->map_view);
}

/* ---- the game ----------------------------------------------------------------------- */

static void
queue_recompute (BthMapPage *self)
{
  bth_game_watch_queue (&self->watch);
}

/* Another game is open: the path shown was the last game's. */
static void
game_replaced (BthPage *page)
{
  BthMapPage *self = BTH_MAP_PAGE (page);

  g_clear_pointer (&self->path_stack, g_free);
  recompute (self);
}

static void
rebuild_page (BthPage *page)
{
  recompute (BTH_MAP_PAGE (page));
}

/* The map with the players' overlay: ready later than the page (it is read off the main
 * thread), and "changed" again after every record of terrain or a city's hex. */
static void
on_map_store_changed (BthMapPage *self)
{
  BthMapStore *store = bth_session_get_map_store (bth_page_get_session (BTH_PAGE (self)));
  BthMap *map = bth_map_store_get_map (store);
  gboolean same = map != NULL && map == self->map;

  if (map != NULL)
    bth_map_ref (map);
  g_clear_pointer (&self->map, bth_map_unref);
  self->map = map;
  bth_map_view_set_map (self->map_view, self->map);
  bth_map_route_group_set_map (BTH_MAP_ROUTE_GROUP (self->route_group), self->map);
  bth_map_record_group_refresh (BTH_MAP_RECORD_GROUP (self->record_group));
  /* A record on the same map may come from a control of the details: rebuild after its
   * handler returns. */
  if (same)
    queue_recompute (self);
  else
    recompute (self);
}

static void
bth_map_page_session_set (BthPage    *page,
                          BthSession *session)
{
  BthMapPage *self = BTH_MAP_PAGE (page);
  BthMapStore *store = bth_session_get_map_store (session);

  /* The store starts reading the map here, when the page is first shown, not at launch. */
  g_signal_connect_object (store, "changed", G_CALLBACK (on_map_store_changed), self,
                           G_CONNECT_SWAPPED);
  bth_game_watch_follow (&self->watch, session);
  on_map_store_changed (self);
}

static void
bth_map_page_dispose (GObject *object)
{
  BthMapPage *self = BTH_MAP_PAGE (object);

  bth_game_watch_clear (&self->watch);
  g_clear_pointer (&self->supply, bth_game_supply_free);
  g_clear_error (&self->supply_error);
  g_clear_pointer (&self->map, bth_map_unref);
  g_clear_pointer (&self->location_ids, g_ptr_array_unref);
  g_clear_pointer (&self->record_next, g_ptr_array_unref);
  g_clear_pointer (&self->path_stack, g_free);
  if (self->route_group != NULL && gtk_widget_get_parent (self->route_group) != NULL)
    gtk_box_remove (self->details_box, self->route_group);
  g_clear_object (&self->route_group);
  if (self->record_group != NULL && gtk_widget_get_parent (self->record_group) != NULL)
    gtk_box_remove (self->details_box, self->record_group);
  g_clear_object (&self->record_group);
  bth_bin_dispose_template (GTK_WIDGET (self), BTH_TYPE_MAP_PAGE);

  G_OBJECT_CLASS (bth_map_page_parent_class)->dispose (object);
}

static void
bth_map_page_class_init (BthMapPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  BthPageClass *page_class = BTH_PAGE_CLASS (klass);

  object_class->dispose = bth_map_page_dispose;
  page_class->session_set = bth_map_page_session_set;

  g_type_ensure (BTH_TYPE_MAP_SPLIT);
  g_type_ensure (BTH_TYPE_MAP_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/berthier/Berthier/ui/bth-map-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BthMapPage, map_view);
  gtk_widget_class_bind_template_child (widget_class, BthMapPage, details_box);
  gtk_widget_class_bind_template_callback (widget_class, on_hex_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_zoom_in_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_zoom_out_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_zoom_fit_clicked);
}

static void
bth_map_page_init (BthMapPage *self)
{
  self->location_ids = g_ptr_array_new_with_free_func (g_free);
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild_page, game_replaced);
  gtk_widget_init_template (GTK_WIDGET (self));
  self->route_group = g_object_ref_sink (bth_map_route_group_new (BTH_PAGE (self), self->map_view));
  self->record_group = g_object_ref_sink (bth_map_record_group_new (BTH_PAGE (self), self->map_view));
  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    g_signal_connect (keys, "key-pressed", G_CALLBACK (on_map_key), self);
    gtk_widget_add_controller (GTK_WIDGET (self->map_view), keys);
  }
}

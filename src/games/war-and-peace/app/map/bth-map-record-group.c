/* bth-map-record-group.c — typed rows, paint strokes, undo, export and import.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-map-record-group.h"
#include "bth-atomic-file.h"

#include "bth-map-rows.h"
#include "bth-tec.h"
#include "bth-map-store.h"
#include "bth-session.h"

struct _BthMapRecordGroup
{
  AdwPreferencesGroup parent_instance;

  BthPage      *page;          /* not a reference: the page owns the group */
  BthMapView   *view;
  GtkWidget    *brush_row;
  GtkTextView  *text;
  GtkWidget    *errors;
  GtkWidget    *undo_button;
  GtkWidget    *board_row;     /* the mapboard painted on */
  GtkWidget    *status;        /* what the last record, export or import did */
  GtkWidget    *conflicts_box;
  GtkWidget    *conflicts_list;
  GtkWidget    *conflicts_title;
  GPtrArray    *conflicts;     /* BthMapConflict, still to choose (the store keeps them) */
  char         *conflicts_shown; /* what conflicts_list shows, to rebuild only on a change */
};

G_DEFINE_FINAL_TYPE (BthMapRecordGroup, bth_map_record_group, ADW_TYPE_PREFERENCES_GROUP)

static BthMapStore *
get_store (BthMapRecordGroup *self)
{
  BthSession *session = bth_page_get_session (self->page);

  return session != NULL ? bth_session_get_map_store (session) : NULL;
}

static const char *
terrain_word (BthTerrain terrain)
{
  switch (terrain)
    {
    case BTH_TERRAIN_CLEAR: return _("clear");
    case BTH_TERRAIN_DESERT: return _("desert");
    case BTH_TERRAIN_FOREST: return _("forest");
    case BTH_TERRAIN_SAND: return _("sand");
    case BTH_TERRAIN_SWAMP: return _("swamp");
    case BTH_TERRAIN_LAKE: return _("lake");
    case BTH_TERRAIN_LOW_MOUNTAIN: return _("low mountain");
    case BTH_TERRAIN_HIGH_MOUNTAIN: return _("high mountain");
    case BTH_TERRAIN_SEA: return _("sea");
    case BTH_TERRAIN_UNRECORDED:
    case BTH_TERRAIN_COUNT:
    default:
      return "";
    }
}

/* The mapboard the players paint on (0: not chosen; a hex whose board the map knows keeps it). */
static int
painted_board (BthMapRecordGroup *self)
{
  return (int) adw_combo_row_get_selected (ADW_COMBO_ROW (self->board_row));
}

static void
show_status (BthMapRecordGroup *self,
             const char        *text)
{
  gtk_label_set_text (GTK_LABEL (self->status), text);
  gtk_widget_set_visible (self->status, text != NULL && *text != '\0');
}

static void
update_state (BthMapRecordGroup *self)
{
  BthMapStore *store = get_store (self);
  BthTerrain brush;
  BthMapPaint paint = bth_map_view_get_paint (self->view, &brush);
  g_autofree char *text = NULL;

  if (paint == BTH_MAP_PAINT_TERRAIN && brush == BTH_TERRAIN_UNRECORDED)
    text = g_strdup (_("Painting: press a terrain letter (c clear, f forest, m low mountain, h high mountain, "
                       "s swamp, l lake, d desert, a sand, w sea) or r for a river. Esc stops."));
  else if (paint == BTH_MAP_PAINT_TERRAIN && painted_board (self) > 0)
    /* Translators: %s is a terrain, %d a mapboard's number */
    text = g_strdup_printf (_("Painting %s on mapboard %d: drag over hexes, click one, or move with the arrow "
                              "keys. Another letter changes the terrain, r paints a river, Esc stops."),
                            terrain_word (brush), painted_board (self));
  else if (paint == BTH_MAP_PAINT_TERRAIN)
    /* Translators: %s is a terrain */
    text = g_strdup_printf (_("Painting %s, mapboard not chosen (below): drag over hexes, click one, or move "
                              "with the arrow keys. Another letter changes the terrain, r paints a river, "
                              "Esc stops."),
                            terrain_word (brush));
  else if (paint == BTH_MAP_PAINT_RIVER)
    text = g_strdup (_("Painting a river: drag from hex to hex along it; it crosses the sides between "
                       "them. A terrain letter paints terrain again, Esc stops."));
  else if (paint == BTH_MAP_PAINT_ALL_SEA)
    text = g_strdup (_("Painting all-sea hexsides (no army crosses them): drag from a hex across each side "
                       "to its neighbour. Dragging across the same sides again takes them off. Esc stops."));
  else if (paint == BTH_MAP_PAINT_PASS)
    text = g_strdup (_("Painting mountain passes: drag from a hex across the pass to its neighbour. "
                       "Dragging across it again takes it off. Esc stops."));
  else if (paint == BTH_MAP_PAINT_RED_ARROW)
    text = g_strdup (_("Painting red arrows (an all-sea crossing treated as a river): drag from a hex across "
                       "the arrow to its neighbour. Dragging across it again takes it off. Esc stops."));
  else if (paint == BTH_MAP_PAINT_BRIDGE)
    text = g_strdup (_("Painting bridges: click a hex (or press Space on the selected one) to put a bridge "
                       "there; again to take it off. Record the hex's terrain first. Esc stops."));
  else
    text = g_strdup (_("Off. Focus the map and press p to paint, then a terrain letter: c clear, f forest, "
                       "m low mountain, h high mountain, s swamp, l lake, d desert, a sand, w sea; r a river, "
                       "x all-sea hexsides, g mountain passes, v red arrows, b bridges."));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->brush_row), text);
  gtk_widget_set_sensitive (self->undo_button, store != NULL && bth_map_store_get_n_undo (store) > 0);
}

/* ---- typed rows --------------------------------------------------------------------- */

static void
mark_errors (BthMapRecordGroup *self,
             BthMapRows        *rows)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GtkTextIter start, end;
  GString *text = g_string_new (NULL);

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_tag_by_name (buffer, "error", &start, &end);
  for (guint i = 0; rows != NULL && i < rows->errors->len; i++)
    {
      const BthMapRowsError *e = g_ptr_array_index (rows->errors, i);
      guint length = MAX (1, g_utf8_strlen (e->token, -1));

      if (gtk_text_buffer_get_iter_at_line_offset (buffer, &start, e->line - 1, e->column - 1))
        {
          end = start;
          gtk_text_iter_forward_chars (&end, length);
          gtk_text_buffer_apply_tag_by_name (buffer, "error", &start, &end);
        }
      g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", e->message);
    }
  gtk_label_set_text (GTK_LABEL (self->errors), text->str);
  gtk_widget_set_visible (self->errors, text->len > 0);
  g_string_free (text, TRUE);
}

static void
record_rows (BthMapRecordGroup *self)
{
  BthMapStore *store = get_store (self);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autoptr(BthMapRows) rows = NULL;
  g_autoptr(JsonObject) doc = NULL;
  g_autoptr(GError) error = NULL;
  BthMap *map = store != NULL ? bth_map_store_get_map (store) : NULL;
  g_autofree char *done = NULL;
  guint n_hexes, n_boards;

  if (map == NULL)
    return;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  rows = bth_map_rows_parse (map, text);
  mark_errors (self, rows);
  if (rows->errors->len > 0)
    return;
  n_hexes = bth_map_rows_count_hexes (rows);
  n_boards = bth_map_rows_count_boards_only (rows, map);
  if (n_hexes == 0 && n_boards == 0 && rows->rivers->len == 0 && rows->cities->len == 0)
    {
      show_status (self, _("Type a row first, e.g. Y14 ccffmmcccf; (2) then Y14-Y22 gives hexes already "
                           "recorded their mapboard"));
      return;
    }
  doc = bth_map_rows_to_document (rows, map, &error);
  if (doc == NULL || !bth_map_store_record_document (store, doc, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->errors), error->message);
      gtk_widget_set_visible (self->errors, TRUE);
      return;
    }
  /* Recorded: the rows stay, so that after Undo Last Record they can be corrected and
   * recorded again (Clear Rows empties them). */
  {
    /* Translators: each part is one of the pieces of "Recorded 3 hexes, 1 river, 1 city" */
    g_autofree char *hexes = g_strdup_printf (ngettext ("%u hex", "%u hexes", n_hexes), n_hexes);
    g_autofree char *rivers = g_strdup_printf (ngettext ("%u river", "%u rivers", rows->rivers->len), rows->rivers->len);
    g_autofree char *cities = g_strdup_printf (ngettext ("%u city", "%u cities", rows->cities->len), rows->cities->len);
    g_autofree char *boards = n_boards > 0
      ? g_strdup_printf (ngettext ("; a mapboard given to %u hex already recorded",
                                   "; a mapboard given to %u hexes already recorded", n_boards), n_boards)
      : g_strdup ("");

    /* Translators: the pieces above */
    done = g_strdup_printf (_("Recorded %s, %s, %s%s. The rows stay for a correction: Clear Rows empties them."),
                            hexes, rivers, cities, boards);
  }
  show_status (self, done);
  update_state (self);
}

static void
clear_rows (BthMapRecordGroup *self)
{
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text), "", -1);
  mark_errors (self, NULL);
  show_status (self, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->text));
}

static gboolean
on_text_key (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             BthMapRecordGroup     *self)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      record_rows (self);
      return TRUE;
    }
  return FALSE;
}

/* ---- painting ----------------------------------------------------------------------- */

static void
on_stroke (BthMapView        *view,
           GArray            *hexes,
           int                terrain,
           BthMapRecordGroup *self)
{
  BthMapStore *store = get_store (self);
  BthMap *map = store != NULL ? bth_map_store_get_map (store) : NULL;
  g_autoptr(JsonObject) doc = NULL;
  g_autoptr(GError) error = NULL;
  BthMapPaint paint;

  if (map == NULL)
    return;
  paint = bth_map_view_get_paint (view, NULL);
  if (terrain > 0)
    doc = bth_map_paint_document (map, (const BthHex *) hexes->data, hexes->len, terrain);
  else if (paint == BTH_MAP_PAINT_BRIDGE)
    doc = bth_map_bridge_document (map, (const BthHex *) hexes->data, hexes->len, &error);
  else if (bth_map_paint_hexside (paint) != BTH_HEXSIDE_NONE)
    doc = bth_map_hexside_document (map, (const BthHex *) hexes->data, hexes->len,
                                    bth_map_paint_hexside (paint), &error);
  else
    doc = bth_map_river_document (map, (const BthHex *) hexes->data, hexes->len, &error);
  if (doc != NULL)
    bth_map_document_set_mapboard (doc, map, painted_board (self));
  if (doc == NULL || !bth_map_store_record_document (store, doc, &error))
    bth_page_toast (self->page, error->message);
  update_state (self);
}

static void
undo (BthMapRecordGroup *self)
{
  BthMapStore *store = get_store (self);
  g_autoptr(GError) error = NULL;

  if (store == NULL || bth_map_store_get_n_undo (store) == 0)
    bth_page_toast (self->page, _("Nothing recorded to take back"));
  else if (!bth_map_store_undo (store, &error))
    bth_page_toast (self->page, error->message);
  update_state (self);
}

/* ---- sharing ------------------------------------------------------------------------ */

static void refresh_conflicts (BthMapRecordGroup *self);

static void
on_take_theirs (GtkButton         *button,
                BthMapRecordGroup *self)
{
  BthMapConflict *conflict = g_object_get_data (G_OBJECT (button), "conflict");
  g_autoptr(GError) error = NULL;

  if (!bth_map_store_take_theirs (get_store (self), conflict, &error))
    show_status (self, error->message);
  refresh_conflicts (self);
  update_state (self);
}

static void
on_keep_mine (GtkButton         *button,
              BthMapRecordGroup *self)
{
  BthMapConflict *conflict = g_object_get_data (G_OBJECT (button), "conflict");
  g_autoptr(GError) error = NULL;

  if (!bth_map_store_keep_mine (get_store (self), conflict, &error))
    show_status (self, error->message);
  refresh_conflicts (self);
  update_state (self);
}

static void
settle_all (BthMapRecordGroup *self,
            gboolean           take_theirs)
{
  g_autoptr(GError) error = NULL;

  if (!bth_map_store_settle_all (get_store (self), take_theirs, &error) && error != NULL)
    show_status (self, error->message);
  refresh_conflicts (self);
  update_state (self);
}

static void
on_keep_all (BthMapRecordGroup *self)
{
  settle_all (self, FALSE);
}

static void
on_take_all (BthMapRecordGroup *self)
{
  settle_all (self, TRUE);
}

/* The hex a conflict is about: the hex, the hexside's first hex, the city's hex. */
static gboolean
conflict_hex (BthMapRecordGroup    *self,
              const BthMapConflict *c,
              BthHex               *hex)
{
  JsonObject *e = c->theirs_entry;
  const char *label = NULL;

  if (json_object_has_member (e, "hexes") && JSON_NODE_HOLDS_ARRAY (json_object_get_member (e, "hexes")))
    label = json_array_get_string_element (json_object_get_array_member (e, "hexes"), 0);
  else
    label = json_object_get_string_member_with_default (e, "hex", NULL);
  if (label != NULL)
    return bth_hex_parse (label, hex, NULL, NULL);
  {
    BthMapStore *store = get_store (self);
    BthMap *map = store != NULL ? bth_map_store_get_map (store) : NULL;
    const BthMapCity *city = map != NULL ? bth_map_find_city (map, c->key) : NULL;

    if (city == NULL || !city->has_hex)
      return FALSE;
    *hex = city->hex;
    return TRUE;
  }
}

static void
on_show_conflict (GtkButton         *button,
                  BthMapRecordGroup *self)
{
  BthHex hex;

  if (conflict_hex (self, g_object_get_data (G_OBJECT (button), "conflict"), &hex))
    bth_map_view_centre_hex (self->view, hex);
}

static GtkWidget *
conflict_row (BthMapRecordGroup *self,
              BthMapConflict    *c,
              guint              i)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (c->key);
  GtkWidget *choices = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: what this group recorded */
  g_autofree char *mine_text = g_strdup_printf (_("Keep yours: %s"), c->mine);
  /* Translators: what the other group recorded */
  g_autofree char *theirs_text = g_strdup_printf (_("Take theirs: %s"), c->theirs);
  GtkWidget *mine = gtk_button_new_with_label (mine_text);
  GtkWidget *theirs = gtk_button_new_with_label (theirs_text);
  GtkWidget *show = gtk_button_new_with_label (_("Show on Map"));
  g_autofree char *name = g_strdup_printf ("map-conflict-%u", i);
  g_autofree char *mine_name = g_strdup_printf ("map-conflict-%u-mine", i);
  g_autofree char *theirs_name = g_strdup_printf ("map-conflict-%u-theirs", i);
  g_autofree char *show_name = g_strdup_printf ("map-conflict-%u-show", i);
  /* Translators: %s is a hex, a hexside or a city */
  g_autofree char *show_label = g_strdup_printf (_("Show %s on the map"), c->key);
  BthHex hex;

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_set_name (title, name);
  gtk_box_append (GTK_BOX (head), title);
  gtk_widget_set_name (show, show_name);
  gtk_widget_add_css_class (show, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (show), GTK_ACCESSIBLE_PROPERTY_LABEL, show_label, -1);
  gtk_widget_set_sensitive (show, conflict_hex (self, c, &hex));
  g_object_set_data (G_OBJECT (show), "conflict", c);
  g_signal_connect (show, "clicked", G_CALLBACK (on_show_conflict), self);
  gtk_box_append (GTK_BOX (head), show);
  gtk_box_append (GTK_BOX (row), head);
  gtk_box_set_homogeneous (GTK_BOX (choices), TRUE);
  gtk_widget_set_name (mine, mine_name);
  gtk_widget_set_name (theirs, theirs_name);
  for (GtkWidget *b = mine; b != NULL; b = b == mine ? theirs : NULL)
    {
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b))), TRUE);
      g_object_set_data (G_OBJECT (b), "conflict", c);
      gtk_box_append (GTK_BOX (choices), b);
    }
  g_signal_connect (mine, "clicked", G_CALLBACK (on_keep_mine), self);
  g_signal_connect (theirs, "clicked", G_CALLBACK (on_take_theirs), self);
  gtk_box_append (GTK_BOX (row), choices);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  return row;
}

/* The conflicts the store keeps, listed again when they changed (an import, a choice, a
 * relaunch, an undo). */
static void
refresh_conflicts (BthMapRecordGroup *self)
{
  BthMapStore *store = get_store (self);
  g_autoptr(GPtrArray) now = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  GString *shown = g_string_new (NULL);
  GtkWidget *child;
  g_autofree char *title = NULL;

  if (store != NULL)
    bth_map_store_get_conflicts (store, now);
  for (guint i = 0; i < now->len; i++)
    {
      BthMapConflict *c = g_ptr_array_index (now, i);
      g_string_append_printf (shown, "%s\n%s\n%s\n%s\n", c->kind, c->key, c->mine, c->theirs);
    }
  if (self->conflicts_shown != NULL && g_str_equal (self->conflicts_shown, shown->str))
    {
      g_string_free (shown, TRUE);
      return;
    }
  g_free (self->conflicts_shown);
  self->conflicts_shown = g_string_free (shown, FALSE);
  while ((child = gtk_widget_get_first_child (self->conflicts_list)) != NULL)
    gtk_box_remove (GTK_BOX (self->conflicts_list), child);
  g_ptr_array_unref (self->conflicts);
  self->conflicts = g_steal_pointer (&now);
  for (guint i = 0; i < self->conflicts->len; i++)
    gtk_box_append (GTK_BOX (self->conflicts_list), conflict_row (self, g_ptr_array_index (self->conflicts, i), i));
  title = g_strdup_printf (ngettext ("%u record differs from another group's: choose which to keep. It waits "
                                     "here until you choose.",
                                     "%u records differ from another group's: choose which to keep. They wait "
                                     "here until you choose.", self->conflicts->len),
                           self->conflicts->len);
  gtk_label_set_text (GTK_LABEL (self->conflicts_title), title);
  gtk_widget_set_visible (self->conflicts_box, self->conflicts->len > 0);
}

void
bth_map_record_group_refresh (BthMapRecordGroup *self)
{
  g_return_if_fail (BTH_IS_MAP_RECORD_GROUP (self));
  refresh_conflicts (self);
  update_state (self);
}

gboolean
bth_map_record_group_import_file (BthMapRecordGroup *self,
                                  const char        *path)
{
  BthMapStore *store = get_store (self);
  g_autofree char *text = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *added_text = NULL;
  g_autofree char *done = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
  gsize length;
  guint added = 0;

  if (store == NULL)
    return FALSE;
  if (!g_file_get_contents (path, &text, &length, &error) ||
      !bth_map_store_import (store, text, length, base, found, &added, &error))
    {
      show_status (self, error->message);
      return FALSE;
    }
  /* Translators: records added, the file */
  added_text = g_strdup_printf (ngettext ("%u record added from %s", "%u records added from %s", added), added, base);
  if (found->len == 0)
    /* Translators: %s is "3 records added from board-record.json" */
    done = g_strdup_printf (_("%s; none differs from yours."), added_text);
  else
    /* Translators: %s is "3 records added from board-record.json", %u the records that differ */
    done = g_strdup_printf (ngettext ("%s; %u differs from yours: choose below.",
                                      "%s; %u differ from yours: choose below.", found->len),
                            added_text, found->len);
  /* Beside the choices, not a toast over them. */
  show_status (self, done);
  refresh_conflicts (self);
  update_state (self);
  return TRUE;
}

gboolean
bth_map_record_group_export_file (BthMapRecordGroup *self,
                                  const char        *path)
{
  BthMapStore *store = get_store (self);
  g_autofree char *text = store != NULL ? bth_map_store_export (store) : NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *done = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *doc;
  guint n = 0;

  if (text == NULL)
    return FALSE;
  if (!bth_atomic_file_write (path, text, strlen (text), FALSE, &error))
    {
      show_status (self, error->message);
      return FALSE;
    }
  /* The count as the file gives it: the hexes it records. */
  node = json_from_string (text, NULL);
  doc = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  doc = doc != NULL && json_object_has_member (doc, "overlay") ? json_object_get_object_member (doc, "overlay") : NULL;
  if (doc != NULL && json_object_has_member (doc, "hexes"))
    n = json_array_get_length (json_object_get_array_member (doc, "hexes"));
  /* Translators: %u hexes recorded, %s the file written */
  done = g_strdup_printf (ngettext ("Exported your record of %u hex to %s", "Exported your record of %u hexes to %s", n),
                          n, base);
  show_status (self, done);
  return TRUE;
}

void
bth_map_record_group_type_city (BthMapRecordGroup *self,
                                const char        *city)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text);
  GtkTextIter end;
  g_autofree char *line = NULL;

  gtk_text_buffer_get_end_iter (buffer, &end);
  line = g_strdup_printf ("%s%s ", gtk_text_iter_starts_line (&end) ? "" : "\n", city);
  gtk_text_buffer_insert (buffer, &end, line, -1);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_place_cursor (buffer, &end);
  gtk_widget_grab_focus (GTK_WIDGET (self->text));
}

static void
on_chooser_response (GtkNativeDialog   *chooser,
                     int                response,
                     BthMapRecordGroup *self)
{
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL && save)
        bth_map_record_group_export_file (self, path);
      else if (path != NULL)
        bth_map_record_group_import_file (self, path);
    }
  g_object_unref (chooser);
}

static void
choose_file (BthMapRecordGroup *self,
             gboolean           save)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (save ? _("Export Your Record of the Board") : _("Import a Record of the Board"),
                                 GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                 save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                 save ? _("_Export") : _("_Import"), _("_Cancel"));

  if (save)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "board-record.json");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_export_clicked (BthMapRecordGroup *self)
{
  choose_file (self, TRUE);
}

static void
on_import_clicked (BthMapRecordGroup *self)
{
  choose_file (self, FALSE);
}

/* ---- the group ---------------------------------------------------------------------- */

static void
bth_map_record_group_dispose (GObject *object)
{
  BthMapRecordGroup *self = BTH_MAP_RECORD_GROUP (object);

  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  g_clear_object (&self->view);
  g_clear_pointer (&self->conflicts, g_ptr_array_unref);
  g_clear_pointer (&self->conflicts_shown, g_free);
  G_OBJECT_CLASS (bth_map_record_group_parent_class)->dispose (object);
}

static void
bth_map_record_group_class_init (BthMapRecordGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bth_map_record_group_dispose;
}

static void
bth_map_record_group_init (BthMapRecordGroup *self)
{
  self->conflicts = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_map_conflict_free);
}

static GtkWidget *
button (const char *label,
        const char *name)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_name (b, name);
  return b;
}

GtkWidget *
bth_map_record_group_new (BthPage    *page,
                          BthMapView *view)
{
  BthMapRecordGroup *self = g_object_new (BTH_TYPE_MAP_RECORD_GROUP, NULL);
  GtkWidget *box, *scroller, *buttons, *record, *label;
  GtkEventController *keys;
  GtkTextBuffer *buffer;

  self->page = page;
  self->view = g_object_ref (view);
  gtk_widget_set_name (GTK_WIDGET (self), "map-record-board");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Record the Board"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
    _("The rulebook prints no terrain: copy it from your board, by painting on the map or typing "
      "rows. It is your group's record, used for routes and supply."));

  self->brush_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->brush_row), _("Paint"));
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (self->brush_row), 0);
  gtk_widget_set_name (self->brush_row, "map-paint-brush");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->brush_row);

  {
    g_autoptr(GtkStringList) boards = gtk_string_list_new (NULL);

    gtk_string_list_append (boards, _("Not chosen"));
    for (int b = 1; b <= 4; b++)
      {
        g_autofree char *board = g_strdup_printf (_("Mapboard %d"), b);
        gtk_string_list_append (boards, board);
      }
    self->board_row = adw_combo_row_new ();
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->board_row), _("Painting On"));
    gtk_widget_set_tooltip_text (self->board_row,
                                 _("The mapboard each painted hex is recorded on (a hex whose board is known keeps it)"));
    adw_combo_row_set_model (ADW_COMBO_ROW (self->board_row), G_LIST_MODEL (boards));
    gtk_widget_set_name (self->board_row, "map-paint-mapboard");
    g_signal_connect_swapped (self->board_row, "notify::selected", G_CALLBACK (update_state), self);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->board_row);
  }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (box, 12);
  label = gtk_label_new (_("Type rows, one line each: Y14 ccffmmcccf (a hex, then a terrain letter per hex "
                           "eastwards; a line (2) sets the mapboard; Y14-Y22 (2) alone gives hexes already recorded their "
                           "mapboard), river X13: 6 9 6 3 (steps as on a "
                           "numeric keypad: 6 e, 9 ne, 7 nw, 4 w, 1 sw, 3 se), Vienna FF30 (3) major "
                           "Austria. Ctrl+Enter records them."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);

  self->text = GTK_TEXT_VIEW (gtk_text_view_new ());
  gtk_text_view_set_monospace (self->text, TRUE);
  gtk_text_view_set_wrap_mode (self->text, GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (self->text, 6);
  gtk_text_view_set_bottom_margin (self->text, 6);
  gtk_text_view_set_left_margin (self->text, 6);
  gtk_widget_set_name (GTK_WIDGET (self->text), "map-rows-text");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->text), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rows of the board to record"), -1);
  buffer = gtk_text_view_get_buffer (self->text);
  gtk_text_buffer_create_tag (buffer, "error", "underline", PANGO_UNDERLINE_ERROR,
                              "background", "rgba(224,27,36,0.25)", NULL);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_text_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->text), keys);
  /* The text grows with the rows (the details scroll): no scrollbar of its own. */
  gtk_widget_set_size_request (GTK_WIDGET (self->text), -1, 96);
  scroller = gtk_frame_new (NULL);
  gtk_frame_set_child (GTK_FRAME (scroller), GTK_WIDGET (self->text));
  gtk_box_append (GTK_BOX (box), scroller);

  self->errors = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->errors), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->errors), 0);
  gtk_label_set_selectable (GTK_LABEL (self->errors), TRUE);
  gtk_widget_add_css_class (self->errors, "error");
  gtk_widget_set_name (self->errors, "map-rows-errors");
  gtk_widget_set_visible (self->errors, FALSE);
  gtk_box_append (GTK_BOX (box), self->errors);

  buttons = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 5);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 6);
  record = button (_("_Record Rows"), "map-rows-record");
  gtk_widget_add_css_class (record, "suggested-action");
  g_signal_connect_swapped (record, "clicked", G_CALLBACK (record_rows), self);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), record);
  self->undo_button = button (_("_Undo Last Record"), "map-record-undo");
  g_signal_connect_swapped (self->undo_button, "clicked", G_CALLBACK (undo), self);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), self->undo_button);
  {
    GtkWidget *b = button (_("C_lear Rows"), "map-rows-clear");
    g_signal_connect_swapped (b, "clicked", G_CALLBACK (clear_rows), self);
    gtk_flow_box_append (GTK_FLOW_BOX (buttons), b);
  }
  {
    GtkWidget *b = button (_("_Export…"), "map-record-export");
    g_signal_connect_swapped (b, "clicked", G_CALLBACK (on_export_clicked), self);
    gtk_flow_box_append (GTK_FLOW_BOX (buttons), b);
    b = button (_("_Import…"), "map-record-import");
    g_signal_connect_swapped (b, "clicked", G_CALLBACK (on_import_clicked), self);
    gtk_flow_box_append (GTK_FLOW_BOX (buttons), b);
  }
  gtk_box_append (GTK_BOX (box), buttons);

  self->status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_label_set_selectable (GTK_LABEL (self->status), TRUE);
  gtk_widget_set_name (self->status, "map-record-status");
  gtk_widget_set_visible (self->status, FALSE);
  gtk_box_append (GTK_BOX (box), self->status);

  self->conflicts_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_name (self->conflicts_box, "map-conflicts");
  gtk_widget_set_visible (self->conflicts_box, FALSE);
  gtk_widget_set_margin_top (self->conflicts_box, 6);
  self->conflicts_title = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->conflicts_title), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->conflicts_title), 0);
  gtk_widget_set_name (self->conflicts_title, "map-conflicts-title");
  gtk_box_append (GTK_BOX (self->conflicts_box), self->conflicts_title);
  {
    GtkWidget *all = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *keep = button (_("_Keep All of Yours"), "map-conflicts-keep-all");
    GtkWidget *take = button (_("_Take All of Theirs"), "map-conflicts-take-all");

    gtk_box_set_homogeneous (GTK_BOX (all), TRUE);
    g_signal_connect_swapped (keep, "clicked", G_CALLBACK (on_keep_all), self);
    g_signal_connect_swapped (take, "clicked", G_CALLBACK (on_take_all), self);
    gtk_box_append (GTK_BOX (all), keep);
    gtk_box_append (GTK_BOX (all), take);
    gtk_box_append (GTK_BOX (self->conflicts_box), all);
  }
  self->conflicts_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (self->conflicts_box), self->conflicts_list);
  gtk_box_append (GTK_BOX (box), self->conflicts_box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), box);

  g_signal_connect (view, "stroke", G_CALLBACK (on_stroke), self);
  g_signal_connect_swapped (view, "undo-stroke", G_CALLBACK (undo), self);
  g_signal_connect_swapped (view, "paint-changed", G_CALLBACK (update_state), self);
  update_state (self);
  refresh_conflicts (self);
  return GTK_WIDGET (self);
}

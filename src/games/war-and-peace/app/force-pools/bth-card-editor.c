/* bth-card-editor.c — the Campaign Game Card editor (bth-card-editor.h).
 *
 * The editor works on the card's JSON (docs/campaign-card-format.md), the "draft", and
 * after every edit reads it with the card's own strict loader: what the loader refuses is
 * what the editor refuses, named by state and field. Nothing typed is thrown away: a
 * draft with a problem stays on screen until it is fixed; only Save and Export need a
 * card that reads.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <string.h>

#include "bth-card-editor.h"
#include "bth-atomic-file.h"

#include "bth-card-file.h"
#include "bth-card-state-rows.h"
#include "bth-card-text.h"
#include "bth-force-pools.h"

struct _BthCardEditor
{
  AdwWindow        parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  GtkLabel        *problem_label;
  GtkBox          *content_box;

  BthSession      *session;
  JsonNode        *draft;        /* the card's JSON being edited */
  GHashTable      *expanders;    /* state id → its AdwExpanderRow */
  GHashTable      *typos;        /* "state:field" → a line that does not read */
  AdwExpanderRow  *missing_row;
  guint            n_missing;
  char            *problem;
};

G_DEFINE_FINAL_TYPE (BthCardEditor, bth_card_editor, ADW_TYPE_WINDOW)

enum { SIGNAL_SAVED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void on_edited (gpointer data, const char *state_id, const char *field, const char *typo, gboolean rebuild);

static JsonArray *
draft_states (BthCardEditor *self)
{
  return json_object_get_array_member (json_node_get_object (self->draft), "states");
}

static JsonObject *
draft_state (BthCardEditor *self, const char *id)
{
  JsonArray *states = draft_states (self);

  for (guint i = 0; i < json_array_get_length (states); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (states, i), "id"), id) == 0)
      return json_array_get_object_element (states, i);
  return NULL;
}

static void
show_problem (BthCardEditor *self, const char *problem)
{
  g_free (self->problem);
  self->problem = g_strdup (problem);
  gtk_label_set_text (self->problem_label, problem != NULL ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
}

/* X.J.2.g: "any three major cities in France other than Brussels" — the loader keeps the
 * rule, the editor checks the choice. */
static char *
check_choice (BthCardEditor *self)
{
  JsonObject *france = draft_state (self, "france");
  JsonObject *choice = france != NULL && json_object_has_member (france, "chosen_production_cities")
                       ? json_object_get_object_member (france, "chosen_production_cities") : NULL;
  g_autoptr(GPtrArray) chosen = NULL;
  JsonArray *excluding;

  if (choice == NULL)
    return NULL;
  chosen = bth_card_state_chosen_cities (france);
  excluding = json_object_has_member (choice, "excluding") ? json_object_get_array_member (choice, "excluding") : NULL;
  for (guint i = 0; i < chosen->len; i++)
    for (guint j = 0; excluding != NULL && j < json_array_get_length (excluding); j++)
      if (g_ascii_strcasecmp (g_ptr_array_index (chosen, i), json_array_get_string_element (excluding, j)) == 0)
        /* Translators: a city; the rule */
        return g_strdup_printf (_("France, chosen production cities: %s may not be chosen (%s)"),
                                (const char *) g_ptr_array_index (chosen, i), BTH_CARD_CHOSEN_RULE);
  return NULL;
}

/* Reads the draft as the loader does. Returns the card, or NULL with the problem (naming
 * the state and the field) in ERROR. */
static BthCampaignCard *
read_draft (BthCardEditor *self, int *state_index, GError **error)
{
  g_autofree char *data = json_to_string (self->draft, FALSE);
  g_autofree char *choice = NULL;
  g_autoptr(GError) local = NULL;
  GHashTableIter iter;
  gpointer key, value;
  BthCampaignCard *card;

  *state_index = -1;
  g_hash_table_iter_init (&iter, self->typos);
  if (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, value);
      return NULL;
    }
  if ((choice = check_choice (self)) != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, choice);
      return NULL;
    }
  card = bth_campaign_card_new_from_data (data, -1, _("your card"), &local);
  if (card == NULL)
    {
      g_autofree char *problem = bth_card_text_describe_problem (draft_states (self), local->message, state_index);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, problem);
    }
  return card;
}

static char *
missing_status (guint n)
{
  if (n == 0)
    return g_strdup (_("Everything is entered"));
  /* Translators: values of the printed card not yet typed in */
  return g_strdup_printf (ngettext ("%u value still to be entered", "%u values still to be entered", n), n);
}

/* The "still to be entered" list and each state's count. */
static void
show_missing (BthCardEditor *self, const BthCampaignCard *card)
{
  g_autoptr(GPtrArray) missing = bth_campaign_card_missing (card);
  g_autofree char *title = missing_status (missing->len);
  GHashTableIter iter;
  gpointer id, expander;
  GtkWidget *list, *child;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->missing_row), title);
  g_hash_table_iter_init (&iter, self->expanders);
  while (g_hash_table_iter_next (&iter, &id, &expander))
    {
      g_autofree char *prefix = g_strconcat (id, ": ", NULL);
      g_autofree char *status = NULL;
      guint n = 0;

      for (guint i = 0; i < missing->len; i++)
        if (g_str_has_prefix (g_ptr_array_index (missing, i), prefix))
          n++;
      status = missing_status (n);
      adw_expander_row_set_subtitle (expander, status);
    }
  if (missing->len == self->n_missing)
    return;
  self->n_missing = missing->len;
  /* The lines live in one list box inside the expander, refilled when the count changes. */
  list = g_object_get_data (G_OBJECT (self->missing_row), "list");
  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
  for (guint i = 0; i < missing->len; i++)
    {
      GtkWidget *label = gtk_label_new (g_ptr_array_index (missing, i));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_list_box_append (GTK_LIST_BOX (list), label);
    }
}

static BthCampaignCard *
validate (BthCardEditor *self, GError **error)
{
  g_autoptr(GError) local = NULL;
  BthCampaignCard *card;
  int index;

  card = read_draft (self, &index, &local);
  if (card != NULL)
    {
      show_problem (self, NULL);
      show_missing (self, card);
      return card;
    }
  show_problem (self, local->message);
  if (index >= 0)
    {
      const char *id = json_object_get_string_member (json_array_get_object_element (draft_states (self), index), "id");
      GtkWidget *expander = g_hash_table_lookup (self->expanders, id);

      if (expander != NULL)
        {
          /* The problem under the state's name too (red there would colour all its rows). */
          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), local->message);
        }
    }
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

/* ---- the states ----------------------------------------------------------------------- */

static void
on_state_expanded (AdwExpanderRow *expander, GParamSpec *pspec, BthCardEditor *self)
{
  const char *id = g_object_get_data (G_OBJECT (expander), "state");
  JsonObject *state = draft_state (self, id);

  /* Filled when first opened: 23 states of 15 rows each cost too much at once. */
  if (!adw_expander_row_get_expanded (expander) || g_object_get_data (G_OBJECT (expander), "card-rows") != NULL
      || state == NULL)
    return;
  bth_card_state_rows_fill (expander, state, on_edited, self);
}

static GtkWidget *
state_group (BthCardEditor *self, const char *title, gboolean major)
{
  GtkWidget *group = adw_preferences_group_new ();
  JsonArray *states = draft_states (self);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  gtk_widget_set_name (group, major ? "card-majors" : "card-minors");
  for (guint i = 0; i < json_array_get_length (states); i++)
    {
      JsonObject *state = json_array_get_object_element (states, i);
      const char *id = json_object_get_string_member (state, "id");
      g_autofree char *name = g_strdup_printf ("card-state-%s", id);
      GtkWidget *expander;

      if (g_str_equal (json_object_get_string_member (state, "kind"), "major") != major)
        continue;
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), json_object_get_string_member (state, "name"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (expander), FALSE);
      gtk_widget_set_name (expander, name);
      g_object_set_data_full (G_OBJECT (expander), "state", g_strdup (id), g_free);
      g_signal_connect (expander, "notify::expanded", G_CALLBACK (on_state_expanded), self);
      g_hash_table_insert (self->expanders, g_strdup (id), expander);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  return group;
}

static GtkWidget *
missing_group (BthCardEditor *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *list = gtk_list_box_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Your Campaign Game Card"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Type what your printed card shows. Forces as printed, separated by commas: "
      "“5I, 2L, Leader (0), Schwarzenberg”; another power’s after a semicolon: “; kgl: 1I”. "
      "Type “none” where the card shows nothing; leave a line empty until you have entered it."));
  self->missing_row = ADW_EXPANDER_ROW (adw_expander_row_new ());
  gtk_widget_set_name (GTK_WIDGET (self->missing_row), "card-missing");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  g_object_set_data (G_OBJECT (self->missing_row), "list", list);
  adw_expander_row_add_row (self->missing_row, list);
  self->n_missing = G_MAXUINT;
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->missing_row));
  return group;
}

static void
build (BthCardEditor *self)
{
  GtkWidget *child;
  g_autoptr(BthCampaignCard) card = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content_box))) != NULL)
    gtk_box_remove (self->content_box, child);
  g_hash_table_remove_all (self->expanders);
  g_hash_table_remove_all (self->typos);
  gtk_box_append (self->content_box, missing_group (self));
  gtk_box_append (self->content_box, state_group (self, _("Major States"), TRUE));
  gtk_box_append (self->content_box, state_group (self, _("Minor States"), FALSE));
  card = validate (self, NULL);
}

static gboolean
rebuild_state_idle (gpointer data)
{
  BthCardEditor *self = BTH_CARD_EDITOR (g_object_get_data (data, "editor"));
  AdwExpanderRow *old = data;
  const char *id = g_object_get_data (G_OBJECT (old), "state");
  GtkWidget *group = gtk_widget_get_ancestor (GTK_WIDGET (old), ADW_TYPE_PREFERENCES_GROUP);

  /* Rebuild the whole dialog's groups and open the state again. */
  if (group != NULL)
    {
      g_autofree char *keep = g_strdup (id);
      GtkWidget *expander;

      build (self);
      expander = g_hash_table_lookup (self->expanders, keep);
      if (expander != NULL)
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
    }
  g_object_unref (old);
  return G_SOURCE_REMOVE;
}

static void
on_edited (gpointer data, const char *state_id, const char *field, const char *typo, gboolean rebuild)
{
  BthCardEditor *self = data;
  g_autofree char *key = g_strdup_printf ("%s:%s", state_id, field);
  g_autoptr(BthCampaignCard) card = NULL;

  if (typo != NULL)
    {
      /* Only the counter mix has lines that may not read (bth-card-text.h). */
      JsonObject *state = draft_state (self, state_id);
      g_hash_table_insert (self->typos, g_steal_pointer (&key),
                           /* Translators: a state's name, then what could not be read */
                           g_strdup_printf (_("%s, counter mix: %s"), json_object_get_string_member (state, "name"), typo));
    }
  else
    g_hash_table_remove (self->typos, key);
  card = validate (self, NULL);
  if (rebuild)
    {
      GtkWidget *expander = g_hash_table_lookup (self->expanders, state_id);
      g_object_set_data (G_OBJECT (expander), "editor", self);
      g_idle_add (rebuild_state_idle, g_object_ref (expander));
    }
}

/* ---- save, import, export ------------------------------------------------------------- */

gboolean
bth_card_editor_save (BthCardEditor *self, GError **error)
{
  g_autoptr(BthCampaignCard) card = NULL;
  g_autoptr(GError) local = NULL;
  BthGame *game;
  guint added = 0;

  g_return_val_if_fail (BTH_IS_CARD_EDITOR (self), FALSE);

  if ((card = validate (self, error)) == NULL)
    return FALSE;
  if (!bth_card_file_save (card, &local))
    {
      show_problem (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* X.J.1.d: a running Grand Campaign takes the initial pools entered since. */
  game = self->session != NULL ? bth_session_get_game (self->session) : NULL;
  if (game != NULL && bth_game_state_get_force_pools (bth_game_get_state (game)) != NULL
      && !bth_game_enter_initial_force_pools (game, card, &added, &local))
    {
      show_problem (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (added > 0)
    {
      g_autofree char *message = g_strdup_printf (ngettext ("Card saved; %u initial Force Pool added to the game",
                                                            "Card saved; %u initial Force Pools added to the game",
                                                            added), added);
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
    }
  else
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Card saved")));
  g_signal_emit (self, signals[SIGNAL_SAVED], 0);
  return TRUE;
}

gboolean
bth_card_editor_import_file (BthCardEditor *self, GFile *file, GError **error)
{
  g_autofree char *contents = NULL, *name = g_file_get_basename (file);
  g_autoptr(GError) local = NULL;
  g_autoptr(BthCampaignCard) card = NULL;
  gsize length;

  g_return_val_if_fail (BTH_IS_CARD_EDITOR (self), FALSE);

  if (g_file_load_contents (file, NULL, &contents, &length, NULL, &local)
      && (card = bth_campaign_card_new_from_data (contents, length, name, &local)) != NULL
      && g_strcmp0 (bth_campaign_card_get_id (card), BTH_CAMPAIGN_CARD_BUILTIN) != 0)
    g_set_error (&local, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: $.id: “%s” is another card than “%s”"),
                 name, bth_campaign_card_get_id (card), BTH_CAMPAIGN_CARD_BUILTIN);
  if (local != NULL)
    {
      /* Translators: %s names the file, the field and the problem */
      g_autofree char *message = g_strdup_printf (_("Not imported: %s"), local->message);
      show_problem (self, message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  json_node_unref (self->draft);
  self->draft = bth_campaign_card_to_json (card);
  build (self);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Card imported: Save keeps it")));
  return TRUE;
}

gboolean
bth_card_editor_export_file (BthCardEditor *self, GFile *file, GError **error)
{
  g_autoptr(BthCampaignCard) card = NULL;
  g_autofree char *data = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (BTH_IS_CARD_EDITOR (self), FALSE);

  if ((card = validate (self, error)) == NULL)
    return FALSE;
  data = bth_campaign_card_to_data (card);
  if (!bth_atomic_file_replace (file, data, strlen (data), FALSE, &local))
    {
      show_problem (self, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Card exported")));
  return TRUE;
}

const char *
bth_card_editor_get_problem (BthCardEditor *self)
{
  g_return_val_if_fail (BTH_IS_CARD_EDITOR (self), NULL);
  return self->problem;
}

/* GtkFileDialog is GTK 4.10; 4.8 has the native chooser (as bth-game-files.c). */
static void
on_chooser_response (GtkNativeDialog *chooser, int response, BthCardEditor *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser)) : NULL;

  if (file != NULL)
    {
      if (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_OPEN)
        bth_card_editor_import_file (self, file, NULL);
      else
        bth_card_editor_export_file (self, file, NULL);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
run_chooser (BthCardEditor *self, const char *title, GtkFileChooserAction action, const char *accept)
{
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action, accept, _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Campaign Game Cards (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (action == GTK_FILE_CHOOSER_ACTION_SAVE)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), BTH_CAMPAIGN_CARD_BUILTIN ".card.json");
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  run_chooser (BTH_CARD_EDITOR (widget), _("Import Campaign Game Card"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"));
}

static void
export_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  run_chooser (BTH_CARD_EDITOR (widget), _("Export Campaign Game Card"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
}

static void
save_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  bth_card_editor_save (BTH_CARD_EDITOR (widget), NULL);
}

/* ---- the window ----------------------------------------------------------------------- */

GtkWindow *
bth_card_editor_new (BthSession *session, GtkWindow *parent)
{
  BthCardEditor *self = g_object_new (BTH_TYPE_CARD_EDITOR, "transient-for", parent, NULL);
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) card = bth_card_file_load (&message, &error);

  g_set_object (&self->session, session);
  /* No wider or taller than the window it opens over (a phone-sized window stays so). */
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), MIN (600, gtk_widget_get_width (GTK_WIDGET (parent))),
                                 MIN (720, gtk_widget_get_height (GTK_WIDGET (parent))));
  if (card == NULL)
    {
      show_problem (self, error->message);
      return GTK_WINDOW (self);
    }
  self->draft = bth_campaign_card_to_json (card);
  build (self);
  if (message != NULL)
    show_problem (self, message);
  return GTK_WINDOW (self);
}

static void
bth_card_editor_dispose (GObject *object)
{
  BthCardEditor *self = BTH_CARD_EDITOR (object);

  g_clear_object (&self->session);
  g_clear_pointer (&self->draft, json_node_unref);
  g_clear_pointer (&self->expanders, g_hash_table_unref);
  g_clear_pointer (&self->typos, g_hash_table_unref);
  g_clear_pointer (&self->problem, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BTH_TYPE_CARD_EDITOR);
  G_OBJECT_CLASS (bth_card_editor_parent_class)->dispose (object);
}

static void
bth_card_editor_class_init (BthCardEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_card_editor_dispose;
  signals[SIGNAL_SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/berthier/Berthier/ui/bth-card-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BthCardEditor, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BthCardEditor, problem_label);
  gtk_widget_class_bind_template_child (widget_class, BthCardEditor, content_box);
  gtk_widget_class_install_action (widget_class, "card.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "card.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "card.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "card.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bth_card_editor_init (BthCardEditor *self)
{
  self->expanders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->typos = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_name (GTK_WIDGET (self->problem_label), "card-problem");
}

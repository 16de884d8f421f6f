/* bth-seam-page.c — the seam test's page: "Score", its points, and "Roll". */
#include "bth-seam-page.h"

#include "bth-game-watch.h"
#include "bth-page-registry.h"
#include "bth-roll-record.h"
#include "bth-seam-books.h"

struct _BthSeamPage
{
  BthPage       parent_instance;
  BthGameWatch  watch;          /* the session's game: a BthSeamBooks, or NULL */
  GtkLabel     *points_label;
  GtkButton    *roll_button;
};

G_DEFINE_FINAL_TYPE (BthSeamPage, bth_seam_page, BTH_TYPE_PAGE)

static void
rebuild (BthPage *page)
{
  BthSeamPage *self = BTH_SEAM_PAGE (page);
  BthSeamBooks *books = self->watch.game;
  g_autofree char *text = NULL;

  if (books == NULL)
    text = g_strdup ("No game");
  else
    text = g_strdup_printf ("%d of %d points", bth_seam_books_get_points (books), bth_seam_books_get_goal (books));
  gtk_label_set_text (self->points_label, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), books != NULL);
}

/* One die of the ruleset's faces, rolled as every page rolls (so it is in the Dice Log),
 * and its points booked as one action of the game (so the game's undo takes it back). */
static void
on_roll_clicked (BthSeamPage *self)
{
  BthSession *session = bth_page_get_session (BTH_PAGE (self));
  BthSeamBooks *books = self->watch.game;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *total = NULL;
  int die, points;

  if (session == NULL || books == NULL)
    return;
  die = bth_seam_rules_get_die (bth_session_get_ruleset (session));
  if (!bth_session_roll_begin (session, NULL, &error) ||
      (points = bth_dice_roll (bth_session_get_dice (session), 1, die, "Score", NULL, &error)) < 0)
    {
      bth_session_roll_cancel (session);
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  records = bth_session_roll_end (session, "Score");
  if (!bth_seam_books_score (books, points, &error))
    {
      bth_page_toast (BTH_PAGE (self), error->message);
      return;
    }
  total = g_strdup_printf ("%d points", bth_seam_books_get_points (books));
  for (guint i = 0; i < records->len; i++)
    bth_roll_record_set_outcome (g_ptr_array_index (records, i), "", total);
}

static void
bth_seam_page_session_set (BthPage *page, BthSession *session)
{
  bth_game_watch_follow (&BTH_SEAM_PAGE (page)->watch, session);
}

static void
bth_seam_page_dispose (GObject *object)
{
  BthSeamPage *self = BTH_SEAM_PAGE (object);

  bth_game_watch_clear (&self->watch);
  adw_bin_set_child (ADW_BIN (self), NULL);
  G_OBJECT_CLASS (bth_seam_page_parent_class)->dispose (object);
}

static void
bth_seam_page_class_init (BthSeamPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bth_seam_page_dispose;
  BTH_PAGE_CLASS (klass)->session_set = bth_seam_page_session_set;
}

static void
bth_seam_page_init (BthSeamPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->points_label = GTK_LABEL (gtk_label_new ("No game"));
  gtk_widget_set_name (GTK_WIDGET (self->points_label), "points_label");
  gtk_widget_add_css_class (GTK_WIDGET (self->points_label), "title-1");
  self->roll_button = GTK_BUTTON (gtk_button_new_with_label ("Roll"));
  gtk_widget_set_name (GTK_WIDGET (self->roll_button), "roll_button");
  gtk_widget_set_halign (GTK_WIDGET (self->roll_button), GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->roll_button, "clicked", G_CALLBACK (on_roll_clicked), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->points_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->roll_button));
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (self), box);
  bth_game_watch_init (&self->watch, BTH_PAGE (self), rebuild, NULL);
  rebuild (BTH_PAGE (self));
}

/* ---- in the sidebar ------------------------------------------------------------------ */

static const BthPageInfo seam_pages[] = {
  /* Its book: the game's undo (Ctrl+Z) applies here. */
  { .name = "seam-score", .title = "Score", .get_type = bth_seam_page_get_type, .game_book = TRUE },
};

void
bth_seam_game_register_pages (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_seam_game_register ();
      bth_page_registry_add (BTH_SEAM_GAME_ID, seam_pages, G_N_ELEMENTS (seam_pages));
      g_once_init_leave (&once, 1);
    }
}

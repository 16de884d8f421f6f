/* bth-game-books.c — the books that not every game keeps, asked by the base books
 * (bth-game-books.h); and the base's own books that ride on the state: the fleets. */
#include "bth-game-books.h"
#include "bth-game-events.h"
#include "bth-game-fleet-cargo.h"
#include "bth-game-fleets.h"

#define MAX_BOOKS 4

static const BthGameBook *books[MAX_BOOKS];
static guint n_books;

void
bth_game_register_book (const BthGameBook *book)
{
  for (guint i = 0; i < n_books; i++)
    if (books[i] == book)
      return;
  g_return_if_fail (n_books < MAX_BOOKS);
  books[n_books++] = book;
}

gboolean
bth_game_books_set_up (BthGame *game, BthScenario *scenario, GError **error)
{
  for (guint i = 0; i < n_books; i++)
    if (books[i]->set_up != NULL && !books[i]->set_up (game, scenario, error))
      return FALSE;
  return TRUE;
}

void
bth_game_books_due (BthGame *game, GPtrArray *due)
{
  for (guint i = 0; i < n_books; i++)
    if (books[i]->due != NULL)
      books[i]->due (game, due);
}

gboolean
bth_game_books_apply_due (BthGame *game, const BthDueItem *item, gboolean *ok, GError **error)
{
  for (guint i = 0; i < n_books; i++)
    if (books[i]->owns_due_kind != NULL && books[i]->owns_due_kind (item->kind))
      {
        *ok = books[i]->apply_due (game, item, error);
        return TRUE;
      }
  return FALSE;
}

char *
bth_game_books_describe_event (BthGame *game, const BthEvent *event)
{
  for (guint i = 0; i < n_books; i++)
    if (books[i]->describe_event != NULL)
      {
        char *line = books[i]->describe_event (game, event);
        if (line != NULL)
          return line;
      }
  return NULL;
}

void
bth_game_books_register_base (void)
{
  bth_game_state_register_book (&bth_game_fleets_book);
  bth_game_state_register_fold (BTH_EVENT_FLEET_SET, bth_game_fleets_apply);
  bth_game_state_register_fold (BTH_EVENT_FLEET_CARGO, bth_fleet_cargo_apply);
}

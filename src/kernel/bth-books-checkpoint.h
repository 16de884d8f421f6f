/* bth-books-checkpoint.h — the folded state of a save, kept beside it so that opening a
 * long game need not fold its whole log again.
 *
 * A checkpoint is a cache file, not part of the save: DIR/KEY.checkpoint, where KEY is a
 * fast hash of the save's whole text. The save itself stays byte for byte what it was (old
 * saves, and saves the tests compare, are untouched), and a save edited by hand has another
 * key, so its checkpoint is not found and its log is folded and checked from the start. A
 * checkpoint file also holds the key it was written for and a hash of its state: one that
 * does not match (a renamed or damaged file) is ignored.
 *
 * Only games whose fold can write its state as bytes (BthBooksFold.state_to_bytes) have
 * checkpoints. See docs/books-engine.md.
 */
#pragma once

#include "bth-books.h"

G_BEGIN_DECLS

/* The key of a save's text: 64-bit FNV-1a as 16 hex digits. */
char     *bth_books_checkpoint_key         (const char *data, gsize length);
/* Where checkpoints go by default: the user's cache directory, "berthier/checkpoints". */
char     *bth_books_checkpoint_default_dir (void);

/* Where a game's loader and saver keep checkpoints, for the whole process: NULL (the
 * default: the tests and the command line write no cache) or a directory (the app sets
 * bth_books_checkpoint_default_dir() at start). */
void         bth_books_checkpoint_set_dir (const char *dir);
const char  *bth_books_checkpoint_get_dir (void);

/* Writes BOOKS' state as the checkpoint of the save DATA (the text those books were saved
 * as) into DIR, creating it: the state before the last action when the books keep it (so
 * that the game opened again folds one action and undoes it without folding), else the
 * state after all events. FALSE (and nothing written) when the game's fold cannot write
 * its state. */
gboolean  bth_books_checkpoint_write       (BthBooks *books, const char *dir, const char *data,
                                            gsize length, GError **error);

/* The state DIR's checkpoint of the save DATA holds, to hand to bth_books_replace_log, and
 * in *N_EVENTS how many of its first events that state is the fold of. NULL when there is
 * none or it is not to be trusted (another key, a damaged file, a state that does not read
 * back): the caller folds the whole log. */
gpointer  bth_books_checkpoint_read        (const BthBooksFold *fold, const char *dir, const char *data,
                                            gsize length, guint *n_events);

G_END_DECLS

/* bth-books.h — a game's books: its event log, grouped into actions, with undo and redo,
 * and the state that is always the fold of that log.
 *
 * The kernel knows no game's state: a game registers a fold (BthBooksFold) — how to make,
 * copy and free its state and how one event changes it — and the books do the rest:
 * appending an action (all its events apply, or none), undo (the last action goes onto the
 * redo stack), redo (it comes back unchanged), replacing the log when a save is read (every
 * event validated by the fold), and the "changed" signal after each change.
 *
 * Undo does not replay the whole log: the books keep copies of the folded state
 * (checkpoints) every few hundred events and at the start of the latest actions, and fold
 * from the nearest one. JSON paths for messages ("$.events[12]") are composed only when an
 * event fails. See docs/books-engine.md.
 */
#pragma once

#include "bth-event.h"

G_BEGIN_DECLS

/* What a game tells the books about its state. STATE is the game's own struct. */
typedef struct {
  gpointer (*state_new)  (void);
  gpointer (*state_copy) (gconstpointer state);
  void     (*state_free) (gpointer state);
  /* Applies EVENT to STATE, or fails with a message starting with PATH (the event's place,
   * "$.events[12]"). A state an event failed on is thrown away, so it may be half-changed. */
  gboolean (*apply)      (gpointer state, const BthEvent *event, const char *path, GError **error);
  /* Optional (both or neither): the state as bytes and back, for checkpoints saved beside
   * the game (bth-books-checkpoint.h). NULL: the game's saves are always folded in full.
   * state_to_bytes may give NULL for a state it cannot write (no checkpoint is saved). */
  GBytes  *(*state_to_bytes)   (gconstpointer state);
  gpointer (*state_from_bytes) (GBytes *bytes, GError **error);
} BthBooksFold;

#define BTH_TYPE_BOOKS (bth_books_get_type ())
G_DECLARE_FINAL_TYPE (BthBooks, bth_books, BTH, BOOKS, GObject)

/* Empty books folding with FOLD (which must outlive them). Actions 1 to KEPT_ACTIONS are
 * the set-up, which undo never takes back (0: everything can be undone). */
BthBooks     *bth_books_new             (const BthBooksFold *fold, guint kept_actions);
const BthBooksFold *bth_books_get_fold  (BthBooks *self);

/* Valid until the next change: every change replaces the state. */
gconstpointer bth_books_get_state       (BthBooks *self);
/* The log, of BthEvent; and the undone actions (GPtrArray of BthEvent each), the next to
 * redo last. The arrays stay the same for the books' life; read them, do not change them
 * (but for emptying the redo stack). */
GPtrArray    *bth_books_get_events      (BthBooks *self);
GPtrArray    *bth_books_get_redo_stack  (BthBooks *self);
/* The last event's action, 0 for an empty log. */
guint         bth_books_last_action     (BthBooks *self);

/* Replaces the log (a save was read): checks that actions start at 1 and never decrease,
 * folds EVENTS from the start (FIRST_STATE, taken, when not NULL: the fold of the first
 * N_TRUSTED events, from a checkpoint), checks the REDO actions can follow, then takes
 * both arrays' events. On failure the books are unchanged. Emits nothing. */
gboolean      bth_books_replace_log     (BthBooks *self, GPtrArray *events, GPtrArray *redo,
                                         gpointer first_state, guint n_trusted, GError **error);

/* Appends EVENTS (at least one) as the next action, stamped with TIME, and clears the redo
 * stack. Returns the action's number, or 0 (an input error naming the event) when one does
 * not apply; then nothing changed. */
guint         bth_books_append_action   (BthBooks *self, GPtrArray *events, gint64 time,
                                         GError **error);

gboolean      bth_books_can_undo        (BthBooks *self);
gboolean      bth_books_can_redo        (BthBooks *self);
/* Both fail with an input error when there is nothing to take back (ERROR may be NULL). */
gboolean      bth_books_undo            (BthBooks *self, GError **error);
gboolean      bth_books_redo            (BthBooks *self, GError **error);

/* A checkpoint every EVERY events (0: none, undo replays from the first event, as the books
 * did before checkpoints; the benchmark compares both). The default is
 * BTH_BOOKS_CHECKPOINT_EVERY. */
#define BTH_BOOKS_CHECKPOINT_EVERY 512
void          bth_books_set_checkpoint_interval (BthBooks *self, guint every);
/* The interval new books start with, for the whole process (the benchmark's "without
 * checkpoints" runs set 0). */
void          bth_books_set_default_checkpoint_interval (guint every);
guint         bth_books_count_checkpoints (BthBooks *self);
/* The state before the last action when the books keep it as a checkpoint (they do,
 * unless checkpoints are off), and in *N_EVENTS how many events it is the fold of; else
 * NULL. Valid until the next change. */
gconstpointer bth_books_get_state_before_last_action (BthBooks *self, guint *n_events);

G_END_DECLS

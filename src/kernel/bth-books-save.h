/* bth-books-save.h — the save file of a game's books: its envelope and its log.
 *
 * A save is JSON: "format" and "format_version" first, then the "game", the ruleset and
 * scenario ids, the dice (seed and generator state), the events one per line and the redo
 * stack (so undo and redo carry across a reload). See docs/game-format.md.
 *
 * Reading checks the envelope (the format, a newer version, unknown members, the game and
 * ruleset) with messages naming the JSON path ("$.events[3].time: …") and reads the log
 * straight into events, without a JSON tree of the whole file. What the events mean is the
 * game's fold's business (bth-books.h).
 */
#pragma once

#include "bth-event.h"

G_BEGIN_DECLS

/* What kind of save a game writes and accepts. */
typedef struct {
  const char *format;          /* "berthier-game" */
  int         format_version;  /* the newest this build reads; the one it writes */
  const char *game;            /* its "game"; a save without one is taken as this game's */
  const char *game_name;       /* for messages: "… is a game of \"x\", not of GAME_NAME" */
  const char *ruleset;         /* the loaded ruleset's id: a save must name it */
} BthBooksSaveKind;

/* The envelope and the log as written: one line per event. SCENARIO_ID may be NULL. */
char    *bth_books_save_to_data (const BthBooksSaveKind *kind, const char *scenario_id, guint64 seed,
                                 const char *dice_state, GPtrArray *events, GPtrArray *redo,
                                 gsize *length);

/* What a save holds, once its envelope passed the checks. */
typedef struct {
  GPtrArray  *events;      /* of BthEvent */
  GPtrArray  *redo;        /* of GPtrArray of BthEvent, the next to redo last */
  guint64     seed;
  const char *dice_state;  /* owned by ROOT */
  JsonNode   *scenario;    /* the "scenario" member as read (owned by ROOT); the game checks it */
  JsonNode   *root;        /* the envelope (its "events" and "redo" left empty) */
} BthBooksSaveContents;

/* Reads DATA (LENGTH bytes) into OUT; on failure OUT is empty and the message starts with
 * NAME (a file name) and names the JSON path. Clear OUT with bth_books_save_contents_clear. */
gboolean bth_books_save_read           (const BthBooksSaveKind *kind, const char *data, gsize length,
                                        const char *name, BthBooksSaveContents *out, GError **error);
void     bth_books_save_contents_clear (BthBooksSaveContents *contents);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (BthBooksSaveContents, bth_books_save_contents_clear)

G_END_DECLS

/* bth-game-save.h — save files of a game, and a readable export of its log.
 *
 * A save is JSON: "format": "berthier-game" and "format_version": 1 first, then the
 * ruleset and scenario ids, the dice (seed and generator state), the events one per line
 * and the redo stack (so undo/redo carries across a reload). See docs/game-format.md.
 *
 * Saving writes atomically (a temporary file beside FILE, flushed and renamed over it:
 * bth-atomic-file.h) after copying the previous save to "FILE.bak" the same way; the
 * temporary files a killed save left are removed on the next save or open. Loading validates everything and builds a new game: a corrupt, truncated or
 * newer file gives a message naming the problem and touches no game and no file.
 *
 * The envelope, its checks and the reading of the log are the kernel's (bth-books-save.h);
 * this module names War and Peace's kind of save, checks what is its own (the log begins
 * with game-created, the scenario matches it) and writes the readable export.
 */
#pragma once

#include "bth-game.h"

#include <gio/gio.h>

G_BEGIN_DECLS

#define BTH_GAME_FORMAT         "berthier-game"
#define BTH_GAME_FORMAT_VERSION 1
/* The game a save records (its "game"; the ruleset is its "ruleset"). */
#define BTH_GAME_ID             "war-and-peace"

char    *bth_game_save_to_data   (BthGame *self, gsize *length);
gboolean bth_game_save           (BthGame *self, GFile *file, GError **error);

/* NAME labels the data in messages (a file name). */
BthGame *bth_game_load_from_data (BthRuleset *rules, const char *data, gssize length,
                                  const char *name, GError **error);
BthGame *bth_game_load           (BthRuleset *rules, GFile *file, GError **error);
/* The ruleset FILE's save names: RULES (a new reference) when it names RULES or nothing
 * readable (the loader then says what is wrong), else that built-in ruleset newly loaded. */
BthRuleset *bth_game_saved_ruleset (BthRuleset *rules, GFile *file, GError **error);

/* The log as text, turn by turn: every roll with its purpose, every edit with its reason. */
char    *bth_game_export_text    (BthGame *self);

G_END_DECLS

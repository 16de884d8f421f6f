/* bth-players-memory.h — the players' data kept from one game to the next.
 *
 * What the rulebook text does not give and the players enter from their board is the same
 * in every game: the leaders' values and colours (by leader id, named leaders only), the
 * winter months, and the answers to a scenario's to_be_entered items (by item key). The
 * memory learns them from a game's state and offers them to a new game, where they are
 * applied as one action (bth_game_edit_many()). It is data, not preferences: the app keeps
 * it in $XDG_DATA_HOME/berthier/players-data.json (format in docs/game-format.md).
 */
#pragma once

#include "bth-game-state.h"

G_BEGIN_DECLS

typedef struct _BthPlayersMemory BthPlayersMemory;

BthPlayersMemory *bth_players_memory_new  (void);
void              bth_players_memory_free (BthPlayersMemory *self);

/* Reads PATH strictly; a missing file is an empty memory. On a malformed file: NULL and
 * ERROR naming the file and the JSON path; the file is left as it is. */
BthPlayersMemory *bth_players_memory_load (const char *path, GError **error);
/* Writes PATH atomically, after copying the previous file to PATH.bak. */
gboolean          bth_players_memory_save (BthPlayersMemory *self, const char *path, GError **error);

char             *bth_players_memory_to_data   (BthPlayersMemory *self);
/* A separate memory holding the same (so a game's entries can be learned over what was
 * remembered before it, and an undone entry forgotten again). */
BthPlayersMemory *bth_players_memory_copy      (BthPlayersMemory *self);
BthPlayersMemory *bth_players_memory_from_data (const char *data, const char *name, GError **error);

/* Takes what the players entered in STATE (the items are the game's scenario's
 * to_be_entered list, may be NULL). TRUE when the memory changed. */
gboolean          bth_players_memory_learn (BthPlayersMemory *self, const BthGameState *state,
                                            const char * const *items);

/* What the memory can fill in STATE that is not entered there yet: edit paths (char *)
 * and values (JsonNode *) appended to PATHS and VALUES, for bth_game_edit_many().
 * Returns how many. */
guint             bth_players_memory_offer (BthPlayersMemory *self, const BthGameState *state,
                                            const char * const *items, GPtrArray *paths,
                                            GPtrArray *values);

/* The same for ITEM, an item reworded since (FORMERLY: its earlier wordings, NULL-terminated):
 * an answer remembered under an earlier wording is offered under ITEM, so an answer typed in
 * an earlier game is not lost to a correction of the item's text. Returns how many (0 or 1). */
guint             bth_players_memory_offer_reworded (BthPlayersMemory *self, const BthGameState *state,
                                                     const char *item, const char * const *formerly,
                                                     GPtrArray *paths, GPtrArray *values);

/* Winter months remembered (bit m - 1 for month m); FALSE when none are. */
gboolean          bth_players_memory_get_winter (BthPlayersMemory *self, guint *months);

/* The leader colours remembered, each once, sorted. */
GStrv             bth_players_memory_get_colours (BthPlayersMemory *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthPlayersMemory, bth_players_memory_free)

G_END_DECLS

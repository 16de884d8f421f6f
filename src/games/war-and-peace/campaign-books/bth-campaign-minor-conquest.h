/* bth-campaign-minor-conquest.h — X.I.3.b in a game: the conqueror's die for a conquered
 * minor state, rolled (or typed) into the log and resolved. */
#pragma once

#include "bth-game.h"

G_BEGIN_DECLS

typedef enum {
  BTH_MINOR_UNITS_TO_FORCE_POOL,     /* less than four: removed to the Force Pool and exchanged */
  BTH_MINOR_UNITS_REPLACED_IN_PLACE, /* four or more: replaced on the map in their hex */
  BTH_MINOR_UNITS_KEPT,              /* X.I.3.c: French satellites an anti-French state conquered */
} BthMinorUnitsFate;

/* The conqueror's die for MINOR, which the books record as conquered (its conquered_by):
 * DIE 1-6 as typed at the table, 0 to roll it with the game's dice. Appends the die and the
 * resolution (a table-resolved event citing X.I.3.b, or X.I.3.c) as one action; *FATE and
 * *VALUE (may be NULL) get the result. Refused for a minor not conquered. */
gboolean bth_game_campaign_minor_conquest_roll (BthGame *game, const char *minor, int die, BthMinorUnitsFate *fate,
                                                int *value, GError **error);

G_END_DECLS

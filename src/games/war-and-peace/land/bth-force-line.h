/* bth-force-line.h — a force typed in one line, in the rulebook's own notation.
 *
 * The scenarios write forces as "8I, 2C, 2CC" and "5I (B)"; the players type a battle's
 * force the same way, with its leader, colour and hex:
 *
 *   Napoleon (3) blue 5Iw, 3Cw, 5I (B)
 *   (2) white 7Ib 3Cb 11L low entrenched
 *
 *   5I, 11L, 2CC   a unit: its SP and kind (I GI L M P C GC CC, as D.6 names them)
 *   5Iw 7Ib 5Iy    … with its symbol colour (white, black, yellow: D.7's morale)
 *   5I (B)         … of a minor power (its abbreviation, D.5): a yellow symbol
 *   5I/2           … with the morale printed where it differs from the rules' (D.7)
 *   (3), Ney (2)   the leader's value, after his name if the players like
 *   Ney (leadership value not entered)
 *                  the leader, his value not entered yet: the force has no "leader"
 *                  (unknown, never 0), as a battle from the Leader Display brings him
 *   blue, w, GREEN the counter colour (D.4), as far as it is unique: the leader's and the
 *                  units' after it (the first one also those before it)
 *   forest, low    the terrain of the force's hex, as far as it is unique
 *   entrenched, e  entrenched; "unsupplied", "u": out of supply
 *
 * Commas and spaces separate; case does not matter. Every token gets a meaning for the
 * players to read beside it, and a token that means nothing is marked where it stands.
 * The result is the force in the battle JSON that berthier-cli reads (docs in README), so
 * the row editor and the line edit one force.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  BTH_FORCE_TOKEN_UNIT,
  BTH_FORCE_TOKEN_LEADER,
  BTH_FORCE_TOKEN_COLOR,
  BTH_FORCE_TOKEN_TERRAIN,
  BTH_FORCE_TOKEN_ENTRENCHED,
  BTH_FORCE_TOKEN_UNSUPPLIED,
  BTH_FORCE_TOKEN_UNKNOWN,
} BthForceTokenKind;

typedef struct {
  BthForceTokenKind kind;
  guint             start;     /* byte offsets in the line: [start, end) */
  guint             end;
  char             *text;      /* as typed */
  char             *meaning;   /* what it was read as, or why it means nothing */
} BthForceToken;

typedef struct {
  JsonNode  *force;            /* the force in the battle JSON's format */
  GPtrArray *tokens;           /* of BthForceToken, in the line's order */
  guint      n_unknown;        /* tokens that mean nothing */
} BthForceLine;

/* Reads TEXT with RULES' counter colours (D.4) and terrain (the Terrain Effects Chart). */
BthForceLine *bth_force_line_parse  (BthRuleset        *rules,
                                     const char        *text);
void          bth_force_line_free   (BthForceLine      *line);

/* FORCE (battle JSON) written in the same notation, so that parsing it gives it back
 * (less what the line has no word for: demoralization, the mapboard, the Guard). */
char         *bth_force_line_format (BthRuleset        *rules,
                                     JsonObject        *force);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthForceLine, bth_force_line_free)

G_END_DECLS

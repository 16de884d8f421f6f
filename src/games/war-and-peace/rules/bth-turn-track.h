/* bth-turn-track.h — the Turn Record Track: month, segment and phase of a game.
 *
 * A turn is one month (F.1); each turn runs the segments and phases of a sequence of play
 * (ruleset data, bth-sequence.h). The track knows which phases are held: a phase marked
 * "first_turn_omitted" is skipped on the scenario's first turn (G.7, H.9), a phase with an
 * option only runs with that option on, and the game may skip more (an Alliance Phase the
 * scenario deleted) through a callback. After the end month's last phase the scenario is
 * over (Z.3).
 */
#pragma once

#include "bth-scenario.h"
#include "bth-sequence.h"

G_BEGIN_DECLS

typedef struct {
  BthMonth month;
  guint    segment;     /* index into the sequence's segments */
  guint    phase;       /* index into that segment's phases */
  gboolean ended;      /* past the last phase of the end month */
} BthTurnPosition;

/* Return a rule reference (e.g. "I.D.1.e") when the game skips this phase, else NULL. */
typedef const char *(*BthTurnTrackSkipFunc) (const BthTurnPosition *position,
                                             const BthSequenceSegment *segment,
                                             const BthSequencePhase *phase,
                                             gpointer user_data);

typedef struct _BthTurnTrack BthTurnTrack;

/* SEQUENCE must outlive the track (it belongs to the ruleset). */
BthTurnTrack *bth_turn_track_new  (const BthSequence *sequence, BthMonth start, BthMonth end,
                                   const char * const *options);
void          bth_turn_track_free (BthTurnTrack *self);

void          bth_turn_track_set_skip_func (BthTurnTrack *self, BthTurnTrackSkipFunc func,
                                            gpointer user_data);

const BthSequence *bth_turn_track_get_sequence (BthTurnTrack *self);
BthMonth      bth_turn_track_get_start (BthTurnTrack *self);
BthMonth      bth_turn_track_get_end   (BthTurnTrack *self);

/* 1 for the scenario's first month. */
int           bth_turn_track_turn_number  (BthTurnTrack *self, const BthTurnPosition *position);
gboolean      bth_turn_track_is_first_turn (BthTurnTrack *self, BthMonth month);

/* NULL when the phase is held in that month; otherwise the rule that omits it
 * ("H.9", "option weather", or what the skip callback returned). */
const char   *bth_turn_track_phase_omitted (BthTurnTrack *self, const BthTurnPosition *position);

/* The first held phase of the scenario. */
void          bth_turn_track_first    (BthTurnTrack *self, BthTurnPosition *out);
/* The next held phase, crossing segments, months and years; past the end month's last
 * phase OUT is ended. SKIPPED (may be NULL) gets a "Segment: Phase (rule)" line for each
 * phase passed over. FALSE when FROM is already ended. */
gboolean      bth_turn_track_next     (BthTurnTrack *self, const BthTurnPosition *from,
                                       BthTurnPosition *out, GPtrArray *skipped);
/* The previous held phase; FALSE at the first phase of the scenario. */
gboolean      bth_turn_track_previous (BthTurnTrack *self, const BthTurnPosition *from,
                                       BthTurnPosition *out);

const BthSequenceSegment *bth_turn_track_segment (BthTurnTrack *self, const BthTurnPosition *position);
const BthSequencePhase   *bth_turn_track_phase   (BthTurnTrack *self, const BthTurnPosition *position);

/* "September 1805 — French Player Segment — Alliance Phase" */
char         *bth_turn_track_describe (BthTurnTrack *self, const BthTurnPosition *position);

G_END_DECLS

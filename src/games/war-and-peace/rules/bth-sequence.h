/* bth-sequence.h — a sequence of play as game data: segments, phases and their steps.
 *
 * The sequences are read from the ruleset's "sequences_of_play" member (see
 * docs/rules-format.md); each phase and step names the seed line it was taken from.
 * BthTurnTrack walks a sequence month by month.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The ruleset (bth-ruleset.h) holds this part, so this header does not include it. */
typedef struct _BthRuleset BthRuleset;

typedef enum {
  BTH_SEGMENT_SIDE_NONE,          /* a whole-turn phase such as weather */
  BTH_SEGMENT_SIDE_FRENCH,        /* the French (pro-French) player is active */
  BTH_SEGMENT_SIDE_ANTI_FRENCH,   /* the non-French (anti-French) player is active */
  BTH_SEGMENT_SIDE_NEUTRAL,       /* players of neutral major states (X.E.1) */
} BthSegmentSide;

const char *bth_segment_side_to_string   (BthSegmentSide side);
gboolean    bth_segment_side_from_string (const char *text, BthSegmentSide *out);

typedef struct {
  char     *label;               /* as printed: "Attrition (Ignore on Turn 1)" */
  guint     line;                /* line in the chart seed */
  guint     level;               /* 1 for "a.", 2 for "i.", 3 for "(a)" */
  gboolean  first_turn_omitted;
  char     *first_turn_rule;     /* why, e.g. "G.7"; may be NULL */
  gboolean  january_only;
} BthSequenceStep;

typedef struct {
  char            *id;           /* "attrition", "alliance", "reinforcement", … */
  char            *label;
  guint            line;
  char            *rule;         /* rulebook section, e.g. "F.1.b"; may be NULL */
  gboolean         first_turn_omitted;
  char            *first_turn_rule;
  char            *option;       /* the phase happens only with this option on; or NULL */
  BthSequenceStep *steps;
  guint            n_steps;
} BthSequencePhase;

typedef struct {
  char             *id;          /* "french", "anti_french", "neutral", "weather" */
  char             *label;
  guint             line;
  BthSegmentSide           side;
  char             *same_as;     /* the segment this one repeats, or NULL */
  guint             same_as_line;
  BthSequencePhase *phases;      /* copied from SAME_AS when given */
  guint             n_phases;
  BthSequenceStep  *exceptions;  /* notes printed for a repeated segment */
  guint             n_exceptions;
} BthSequenceSegment;

typedef struct {
  char               *id;        /* "standard", "campaign", "expanded" */
  char               *name;
  char               *rule;
  char               *source;    /* "004:FIRST-LAST" */
  guint               advance_line;
  BthSequenceSegment *segments;
  guint               n_segments;
} BthSequence;

typedef struct {
  char        *default_id;
  BthSequence *sequences;
  guint        n_sequences;
} BthSequenceSet;

/* The ruleset's sequences; NULL ID gives the default. NULL when there is none. */
const BthSequence *bth_ruleset_get_sequence (BthRuleset *rules, const char *id);

const BthSequencePhase *bth_sequence_find_phase (const BthSequence *self, const char *segment,
                                                 const char *phase, guint *segment_index,
                                                 guint *phase_index);

/* For the ruleset loader: validates OBJ (at PATH) strictly. */
BthSequenceSet *bth_sequence_set_load (JsonObject *obj, const char *path, GError **error);
void            bth_sequence_set_free (BthSequenceSet *set);

G_END_DECLS

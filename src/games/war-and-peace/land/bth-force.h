/* bth-force.h — one side of a battle as the players entered it. */
#pragma once

#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  BTH_KIND_I,    /* regular infantry */
  BTH_KIND_GI,   /* guard infantry */
  BTH_KIND_L,    /* landwehr */
  BTH_KIND_M,    /* militia */
  BTH_KIND_P,    /* partisans */
  BTH_KIND_C,    /* regular cavalry */
  BTH_KIND_GC,   /* guard cavalry */
  BTH_KIND_CC,   /* cossacks */
  BTH_N_KINDS
} BthUnitKind;

const char *bth_unit_kind_to_string   (BthUnitKind kind);
gboolean    bth_unit_kind_from_string (const char *text, BthUnitKind *out);
gboolean    bth_unit_kind_is_cavalry  (BthUnitKind kind);
gboolean    bth_unit_kind_is_guard    (BthUnitKind kind);

typedef struct {
  int         sp;
  BthUnitKind kind;
  char       *color;     /* counter background: "blue", "white", … */
  char       *symbol;    /* symbol colour "white", "black", "yellow", or NULL */
  int         morale;    /* as entered; -1 = derive from kind and symbol */
} BthUnit;

typedef struct {
  int       leader;            /* leadership value 0..3 of the one leader used */
  char     *leader_color;      /* NULL when no leader */
  char     *leader_name;       /* optional, for the explanation */
  gboolean  supplied;
  int       demoralization;    /* current D level */
  char     *terrain;           /* terrain id of the hex the force occupies */
  gboolean  entrenched;
  int       mapboard;          /* 1..4, 0 when not entered */
  gboolean  imperial_guard;    /* V: the French commit the Guard this round */
  char     *tactic;            /* U: chosen tactic id, or NULL */
  BthUnit  *units;
  guint     n_units;
} BthForce;

void bth_force_clear (BthForce *force);
int  bth_force_total_sp      (const BthForce *force);
int  bth_force_cavalry_sp    (const BthForce *force);
int  bth_force_guard_sp      (const BthForce *force);

/* Morale of one unit before any force-level effect (D.7, W, S.8). */
int  bth_unit_morale (BthRuleset *rules, const BthUnit *unit, const BthForce *force,
                      gboolean russian_patriotism, gboolean inside_city);

/* The colour with the most SP; *TIED is set when another colour has as many. */
const char *bth_force_majority_color (const BthForce *force, gboolean *tied);
gboolean    bth_force_color_is_majority (const BthForce *force, const char *color);

G_END_DECLS

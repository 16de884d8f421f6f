/* bth-forced-march.h — forced marching (section K): one die, modified per component group.
 *
 * Following K.5's note and the Question Box, a mixed force may be divided into groups
 * (French Guard, French, others) that share one die but take their own modifiers; any
 * asterisk costs the whole force ONE strength point (K.3.c).
 */
#pragma once

#include "bth-modifier.h"
#include "bth-ruleset.h"

G_BEGIN_DECLS

typedef enum {
  BTH_MARCH_FRENCH_GUARD,
  BTH_MARCH_FRENCH,
  BTH_MARCH_OTHER,
} BthMarchClass;

gboolean bth_march_class_from_string (const char *text, BthMarchClass *out);

typedef struct {
  int           sp;
  BthMarchClass klass;
} BthMarchGroup;

typedef struct {
  int      extra_mp;        /* attempted: 1..3 */
  gboolean unsupplied;      /* at the start of the Movement Phase */
  gboolean winter;
  int      mapboard;        /* where the force was at the start of the Movement Phase */
  BthMarchGroup *groups;
  guint    n_groups;
} BthForcedMarch;

typedef struct {
  int      modified_die;
  int      extra_mp;         /* allowed */
  gboolean starred;
  GArray  *modifiers;
} BthMarchGroupResult;

typedef struct {
  BthMarchGroupResult *groups;
  guint n_groups;
  int   loss;                /* 0 or 1 for the whole force */
  int   loss_group;          /* index of the first starred group, -1 if none */
} BthForcedMarchResult;

void     bth_forced_march_result_clear (BthForcedMarchResult *result);
gboolean bth_forced_march_validate     (const BthForcedMarch *march, GError **error);
void     bth_forced_march_resolve      (BthRuleset *rules, const BthForcedMarch *march, int die,
                                        BthForcedMarchResult *out);

G_END_DECLS

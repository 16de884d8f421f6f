/* bth-form-rules.c — see bth-form-rules.h. */
#include <glib/gi18n.h>

#include "bth-form-rules.h"

char *
bth_form_modifier_def_text (const BthModifierDef *defs,
                            guint                 n_defs,
                            const char           *id)
{
  const BthModifierDef *def = bth_modifier_find (defs, n_defs, id);
  g_autofree char *value = NULL;

  if (def == NULL)
    return g_strdup ("");
  value = bth_form_signed (def->value);
  /* Translators: a modifier's value and rule, e.g. "+1 (G.3.c)" */
  return g_strdup_printf (_("%s (%s)"), value, def->rule);
}


/* bth-modifier.h — one line of an explanation: a die-roll modifier with its reason. */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct {
  char *reason;
  int   value;
  char *rule;
} BthModifier;

/* A GArray of BthModifier that frees its strings. */
GArray   *bth_modifier_list_new     (void);
void      bth_modifier_list_add     (GArray *list, int value, const char *rule,
                                     const char *reason_format, ...) G_GNUC_PRINTF (4, 5);
int       bth_modifier_list_sum     (GArray *list);
JsonNode *bth_modifier_list_to_json (GArray *list);

G_END_DECLS

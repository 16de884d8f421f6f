/* bth-json-reader.h — a fast strict JSON reader, for saves and events' payloads.
 *
 * json-glib 1.6's GScanner-based parser plus the separate duplicate-key scan take several
 * hundred milliseconds on a 3 MB save. This reader builds the same JsonNode tree in one
 * pass, refusing what the strict helpers (bth-json-strict.h) refuse: duplicate keys (with
 * the JSON path), text after the document, comments, single quotes and control characters.
 *
 * It also checks, without building anything, that a value is already in json-glib's
 * compact form (bth_json_reader_skip_compact): a save's events keep their payload as that
 * text and parse it only when asked (bth_event_dup_payload).
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _BthJsonReader BthJsonReader;

/* Reads the member KEY of the root object itself (a save reads its log straight into
 * events): returns TRUE when it did, with *VALUE the node to keep (NULL on failure, with
 * the reader's error set); FALSE to let the reader build the member's tree. */
typedef gboolean (*BthJsonRootMember) (BthJsonReader *reader, const char *key, JsonNode **value);

struct _BthJsonReader {
  const char        *start, *p, *end;
  GArray            *path;        /* of steps; composed into text only for a message */
  char              *path_text;   /* the last one composed */
  GError           **error;
  BthJsonRootMember  root_member; /* optional */
};

void        bth_json_reader_init   (BthJsonReader *reader, const char *data, gsize length, GError **error);
void        bth_json_reader_clear  (BthJsonReader *reader);

/* The whole text as one value (UTF-8 is the caller's to check), or NULL with the error set. */
JsonNode   *bth_json_reader_document (BthJsonReader *reader);
/* The value at the reader's position; DEPTH counts the brackets around it. */
JsonNode   *bth_json_reader_value  (BthJsonReader *reader, guint depth);
/* TRUE, past the value, when the value at the reader's position is valid and written
 * exactly as json_to_string (node, FALSE) writes it (no spaces, integers, no escapes but
 * none needed, no duplicate keys, at most BTH_JSON_MAX_DEPTH deep). FALSE otherwise, with no
 * error set and the position anywhere: the caller reads it again with bth_json_reader_value. */
gboolean    bth_json_reader_skip_compact (BthJsonReader *reader, guint depth);

/* Parses text that bth_json_reader_skip_compact accepted, or json_to_string wrote. */
JsonNode   *bth_json_parse_compact (const char *text, gsize length);

/* The pieces the save's reader uses for its envelope. */
void        bth_json_reader_push_key     (BthJsonReader *reader, const char *key);
void        bth_json_reader_push_index   (BthJsonReader *reader, guint index);
const char *bth_json_reader_path         (BthJsonReader *reader);   /* after "$"; valid until the next call */
gboolean    bth_json_reader_fail         (BthJsonReader *reader, const char *message);   /* syntax, with line and column */
void        bth_json_reader_skip_space   (BthJsonReader *reader);
char       *bth_json_reader_string       (BthJsonReader *reader);   /* at the opening quote */
const char *bth_json_reader_short_string (BthJsonReader *reader, char *buf, gsize size, char **heap);

G_END_DECLS

/* fuzz-common.c — logging and registration shared by the fuzz targets. */
#include "fuzz-common.h"

#include "bth-war-and-peace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A critical is a broken precondition (json-glib's g_return_if_fail on a node of the wrong
 * type, say) and a warning is a fault the tests treat as fatal (G_DEBUG=fatal-warnings):
 * both are crashes for the fuzzer. */
static GLogWriterOutput
writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    {
      g_log_writer_standard_streams (level, fields, n_fields, user_data);
      fflush (stderr);
      abort ();
    }
  return G_LOG_WRITER_HANDLED;
}

void
bth_fuzz_init (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_log_set_writer_func (writer, NULL, NULL);
      bth_war_and_peace_register ();
      g_once_init_leave (&once, 1);
    }
}

char *
bth_fuzz_text (const uint8_t *data, size_t size)
{
  char *text = g_malloc (size + 1);

  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

/* bth-cli.c — reading a CLI command's JSON input. */
#include "bth-cli.h"
#include "bth-error.h"
#include "bth-json-strict.h"

#include <gio/gio.h>
#include <gio/gunixinputstream.h>

/* Input is treated as the user's: a syntax error is an input error naming the file. */
JsonNode *
bth_cli_read_input (const char *argument, GError **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  JsonNode *node;

  if (argument == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "missing FILE (or - for standard input)");
      return NULL;
    }
  if (g_str_equal (argument, "-"))
    {
      g_autoptr(GInputStream) in = g_unix_input_stream_new (0, FALSE);
      g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
      if (g_output_stream_splice (out, in, G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET, NULL, error) < 0)
        return NULL;
      length = g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (out));
      text = g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (out));
      text = g_realloc (text, length + 1);
      text[length] = '\0';
    }
  else if (!g_file_get_contents (argument, &text, &length, error))
    return NULL;
  node = bth_json_parse_strict (text, length, &local_error);
  if (node == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "%s: %s",
                   g_str_equal (argument, "-") ? "(standard input)" : argument, local_error->message);
      return NULL;
    }
  return node;
}


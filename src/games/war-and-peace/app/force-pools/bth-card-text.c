/* bth-card-text.c — a card's forces and counter mix as one line of text (bth-card-text.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "bth-card-text.h"

/* "5I" → 5 and "I"; FALSE when ITEM is not a number followed by letters. */
static gboolean
split_unit (const char *item, int *sp, char **kind)
{
  const char *p = item;

  while (g_ascii_isdigit (*p))
    p++;
  if (p == item || *p == '\0')
    return FALSE;
  for (const char *q = p; *q; q++)
    if (!g_ascii_isalpha (*q))
      return FALSE;
  *sp = atoi (item);
  *kind = g_strdup (p);
  return TRUE;
}

/* "kgl: 1I" → "kgl" and "1I"; a leader's name has no colon. */
static char *
take_power (char **part)
{
  char *colon = strchr (*part, ':');
  char *power;

  if (colon == NULL)
    return NULL;
  *colon = '\0';
  power = g_strstrip (g_strdup (*part));
  *part = colon + 1;
  return power;
}

static gboolean
is_empty_line (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text != NULL ? text : ""));
  return copy[0] == '\0';
}

static gboolean
is_none (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  return g_ascii_strcasecmp (copy, BTH_CARD_TEXT_NONE) == 0;
}

JsonArray *
bth_card_text_parse_forces (const char *text, int year)
{
  g_auto(GStrv) forces = NULL;
  JsonArray *array;

  if (is_empty_line (text))
    return NULL;
  array = json_array_new ();
  if (is_none (text))
    return array;
  forces = g_strsplit (text, ";", -1);
  for (guint i = 0; forces[i] != NULL; i++)
    {
      char *part = forces[i];
      g_autofree char *power = take_power (&part);
      g_auto(GStrv) items = g_strsplit (part, ",", -1);
      JsonObject *force = json_object_new ();
      JsonArray *units = json_array_new (), *leaders = json_array_new ();

      for (guint j = 0; items[j] != NULL; j++)
        {
          char *item = g_strstrip (items[j]);
          g_autofree char *kind = NULL;
          int sp;

          if (*item == '\0')
            continue;
          /* "12X" is a unit too: the loader refuses it by name. */
          if (split_unit (item, &sp, &kind))
            json_array_add_string_element (units, item);
          else
            json_array_add_string_element (leaders, item);
        }
      if (year > 0)
        json_object_set_int_member (force, "year", year);
      if (power != NULL)
        json_object_set_string_member (force, "power", power);
      json_object_set_array_member (force, "units", units);
      json_object_set_array_member (force, "leaders", leaders);
      json_array_add_object_element (array, force);
    }
  return array;
}

static void
append_strings (GString *text, JsonArray *strings)
{
  for (guint i = 0; strings != NULL && i < json_array_get_length (strings); i++)
    {
      if (text->len > 0 && text->str[text->len - 1] != ' ')
        g_string_append (text, ", ");
      g_string_append (text, json_array_get_string_element (strings, i));
    }
}

char *
bth_card_text_format_forces (JsonArray *forces, int year)
{
  GString *text = g_string_new (NULL);
  guint shown = 0;

  if (forces == NULL)
    return g_string_free (text, FALSE);
  for (guint i = 0; i < json_array_get_length (forces); i++)
    {
      JsonObject *force = json_array_get_object_element (forces, i);

      if (year > 0 && json_object_get_int_member_with_default (force, "year", 0) != year)
        continue;
      if (shown++ > 0)
        g_string_append (text, "; ");
      if (json_object_has_member (force, "power"))
        g_string_append_printf (text, "%s: ", json_object_get_string_member (force, "power"));
      append_strings (text, json_object_get_array_member (force, "units"));
      append_strings (text, json_object_get_array_member (force, "leaders"));
    }
  if (shown == 0)
    g_string_append (text, BTH_CARD_TEXT_NONE);
  return g_string_free (text, FALSE);
}

gboolean
bth_card_text_parse_counter_mix (const char *text, JsonArray **mix, GError **error)
{
  g_autoptr(JsonArray) array = NULL;
  g_auto(GStrv) parts = NULL;

  *mix = NULL;
  if (is_empty_line (text))
    return TRUE;
  array = json_array_new ();
  if (!is_none (text))
    parts = g_strsplit (text, ";", -1);
  for (guint i = 0; parts != NULL && parts[i] != NULL; i++)
    {
      char *part = parts[i];
      g_autofree char *power = take_power (&part);
      g_auto(GStrv) items = g_strsplit (part, ",", -1);

      for (guint j = 0; items[j] != NULL; j++)
        {
          char *item = g_strstrip (items[j]);
          g_autofree char *kind = NULL;
          JsonObject *o;
          int sp;

          if (*item == '\0')
            continue;
          if (!split_unit (item, &sp, &kind))
            {
              /* Translators: %s is what was typed */
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("“%s” is not SP and a kind such as 40I or 12C"), item);
              return FALSE;
            }
          o = json_object_new ();
          if (power != NULL)
            json_object_set_string_member (o, "power", power);
          json_object_set_string_member (o, "kind", kind);
          json_object_set_int_member (o, "sp", sp);
          json_array_add_object_element (array, o);
        }
    }
  *mix = g_steal_pointer (&array);
  return TRUE;
}

char *
bth_card_text_format_counter_mix (JsonArray *mix)
{
  GString *text = g_string_new (NULL);
  const char *power = NULL;

  if (mix == NULL)
    return g_string_free (text, FALSE);
  for (guint i = 0; i < json_array_get_length (mix); i++)
    {
      JsonObject *o = json_array_get_object_element (mix, i);
      const char *p = json_object_get_string_member_with_default (o, "power", NULL);

      if (g_strcmp0 (p, power) != 0)
        g_string_append_printf (text, "%s%s: ", text->len > 0 ? "; " : "", p);
      else if (text->len > 0)
        g_string_append (text, ", ");
      power = p;
      g_string_append_printf (text, "%" G_GINT64_FORMAT "%s", json_object_get_int_member (o, "sp"),
                              json_object_get_string_member (o, "kind"));
    }
  if (text->len == 0)
    g_string_append (text, BTH_CARD_TEXT_NONE);
  return g_string_free (text, FALSE);
}

static const char *
field_label (const char *key)
{
  static const struct { const char *key; const char *label; } fields[] = {
    { "production_cities",        N_("production cities") },
    { "chosen_production_cities", N_("chosen production cities") },
    { "initial_force_pool",       N_("initial Force Pool") },
    { "january_additions",        N_("January additions") },
    { "if_invaded",               N_("units added if invaded") },
    { "counter_mix",              N_("counter mix") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_str_equal (key, fields[i].key))
      return _(fields[i].label);
  return key;
}

char *
bth_card_text_describe_problem (JsonArray *states, const char *message, int *state_index)
{
  const char *at = strstr (message, "$.states[");
  const char *problem = at != NULL ? at : message;
  g_autofree char *key = NULL;
  JsonObject *state;
  guint64 index;
  char *end;

  if (state_index != NULL)
    *state_index = -1;
  if (at == NULL)
    return g_strdup (problem);
  index = g_ascii_strtoull (at + strlen ("$.states["), &end, 10);
  if (states == NULL || index >= json_array_get_length (states) || *end != ']')
    return g_strdup (problem);
  state = json_array_get_object_element (states, index);
  if (state_index != NULL)
    *state_index = index;
  if (end[1] == '.')
    key = g_strndup (end + 2, strcspn (end + 2, ".[:"));
  /* Translators: a state's name, a field of the card, the loader's message */
  return key != NULL
    ? g_strdup_printf (_("%s, %s: %s"), json_object_get_string_member (state, "name"), field_label (key), problem)
    : g_strdup_printf (_("%s: %s"), json_object_get_string_member (state, "name"), problem);
}

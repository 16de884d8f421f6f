/* bth-record-next.c — ranking what to record of the board next. */
#include "bth-record-next.h"

#include <string.h>

void
bth_record_next_free (BthRecordNext *item)
{
  if (item == NULL)
    return;
  g_free (item->city);
  g_free (item->stacks);
  g_free (item);
}

/* TRUE when NAME stands in TEXT as a word of its own (not "Brest" in "Brest-Litovsk"). */
static gboolean
names_city (const char *text, const char *name)
{
  g_autofree char *t = g_utf8_casefold (text, -1);
  g_autofree char *n = g_utf8_casefold (name, -1);
  gsize len = strlen (n);

  for (const char *p = strstr (t, n); p != NULL; p = strstr (p + 1, n))
    {
      gboolean before = p == t || !(g_ascii_isalnum (p[-1]) || p[-1] == '-');
      gboolean after = p[len] == '\0' || !(g_ascii_isalnum (p[len]) || p[len] == '-');

      if (before && after)
        return TRUE;
    }
  return FALSE;
}

static BthRecordNext *
item_for (GHashTable *items, GPtrArray *list, const char *key, BthRecordNextKind kind)
{
  BthRecordNext *item = g_hash_table_lookup (items, key);

  if (item == NULL)
    {
      item = g_new0 (BthRecordNext, 1);
      item->kind = kind;
      item->stacks = g_strdup ("");
      g_hash_table_insert (items, g_strdup (key), item);
      g_ptr_array_add (list, item);
    }
  return item;
}

/* Counts STACK once for ITEM. */
static void
add_stack (BthRecordNext *item, const char *stack)
{
  g_auto(GStrv) ids = g_strsplit (item->stacks, ", ", -1);
  char *joined;

  if (*item->stacks != '\0' && g_strv_contains ((const char * const *) ids, stack))
    return;
  joined = *item->stacks == '\0' ? g_strdup (stack) : g_strconcat (item->stacks, ", ", stack, NULL);
  g_free (item->stacks);
  item->stacks = joined;
  item->settles++;
}

/* Cities of MAP without a hex that TEXT names. */
static void
cities_named (BthMap *map, const char *text, GHashTable *items, GPtrArray *list, const char *stack,
              gboolean places)
{
  for (guint c = 0; text != NULL && c < bth_map_get_n_cities (map); c++)
    {
      const BthMapCity *city = bth_map_get_city (map, c);
      g_autofree char *key = NULL;
      BthRecordNext *item;

      if (city->has_hex || !names_city (text, city->name))
        continue;
      key = g_strconcat ("city:", city->name, NULL);
      item = item_for (items, list, key, BTH_RECORD_NEXT_CITY);
      if (item->city == NULL)
        item->city = g_strdup (city->name);
      item->places |= places;
      add_stack (item, stack);
    }
}

static int
compare (gconstpointer a, gconstpointer b)
{
  const BthRecordNext *x = *(BthRecordNext * const *) a, *y = *(BthRecordNext * const *) b;

  if (x->settles != y->settles)
    return x->settles > y->settles ? -1 : 1;
  if (x->kind != y->kind)
    return x->kind == BTH_RECORD_NEXT_CITY ? -1 : 1;
  if (x->kind == BTH_RECORD_NEXT_CITY)
    return g_utf8_collate (x->city, y->city);
  return bth_hex_index (x->hex) - bth_hex_index (y->hex);
}

GPtrArray *
bth_record_next_rank (BthGameSupply *supply, const BthGameState *state, BthMap *map)
{
  GPtrArray *list = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_record_next_free);
  g_autoptr(GHashTable) items = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; supply != NULL && i < state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (state->stacks, i);
      const BthStackPosition *p = bth_game_supply_get (supply, stack->id);

      if (p == NULL || (stack->units->len == 0 && stack->leaders->len == 0))
        continue;
      if (!p->located)
        {
          cities_named (map, stack->location, items, list, stack->id, TRUE);
          continue;
        }
      if (p->overridden || p->status != BTH_SUPPLY_UNKNOWN)
        continue;
      for (guint h = 0; p->unrecorded != NULL && h < p->unrecorded->len; h++)
        {
          BthHex hex = g_array_index (p->unrecorded, BthHex, h);
          g_autofree char *key = g_strdup_printf ("hex:%d", bth_hex_index (hex));
          BthRecordNext *item = item_for (items, list, key, BTH_RECORD_NEXT_HEX);

          item->hex = hex;
          add_stack (item, stack->id);
        }
      /* A source city without a hex, named by the explanation. */
      cities_named (map, p->explanation, items, list, stack->id, FALSE);
    }
  g_ptr_array_sort (list, compare);
  return list;
}

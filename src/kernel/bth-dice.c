/* bth-dice.c — xoshiro256** seeded through splitmix64; its 256-bit state is saved as hex. */
#include "bth-dice.h"
#include "bth-error.h"

#include <stdlib.h>
#include <string.h>

struct _BthDice {
  GObject    parent_instance;
  guint64    state[4];
  GArray    *fixed;        /* of int, consumed from the front */
  guint      fixed_next;
  gboolean   fixed_given;
  GPtrArray *log;
};

G_DEFINE_FINAL_TYPE (BthDice, bth_dice, G_TYPE_OBJECT)

static void
roll_free (BthRoll *roll)
{
  g_free (roll->purpose);
  g_free (roll->values);
  g_free (roll);
}

static void
bth_dice_finalize (GObject *object)
{
  BthDice *self = BTH_DICE (object);

  g_array_unref (self->fixed);
  g_ptr_array_unref (self->log);
  G_OBJECT_CLASS (bth_dice_parent_class)->finalize (object);
}

static void
bth_dice_class_init (BthDiceClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bth_dice_finalize;
}

static void
bth_dice_init (BthDice *self)
{
  self->fixed = g_array_new (FALSE, FALSE, sizeof (int));
  self->log = g_ptr_array_new_with_free_func ((GDestroyNotify) roll_free);
}

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
next_u64 (BthDice *self)
{
  guint64 *s = self->state;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

/* Uniform in 1..sides without modulo bias. */
static int
random_face (BthDice *self, guint sides)
{
  guint64 limit = G_MAXUINT64 - (G_MAXUINT64 % sides);
  guint64 x;

  do
    x = next_u64 (self);
  while (x >= limit);
  return (int) (x % sides) + 1;
}

BthDice *
bth_dice_new (guint64 seed)
{
  BthDice *self = g_object_new (BTH_TYPE_DICE, NULL);

  for (guint i = 0; i < 4; i++)
    self->state[i] = splitmix64 (&seed);
  return self;
}

BthDice *
bth_dice_new_random (void)
{
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();

  return bth_dice_new (seed ^ (guint64) g_get_real_time ());
}

void
bth_dice_set_fixed (BthDice *self, const int *values, guint n_values)
{
  g_array_set_size (self->fixed, 0);
  g_array_append_vals (self->fixed, values, n_values);
  self->fixed_next = 0;
  self->fixed_given = n_values > 0;
}

guint
bth_dice_fixed_remaining (BthDice *self)
{
  return self->fixed->len - self->fixed_next;
}

int
bth_dice_roll (BthDice *self, guint count, guint sides, const char *purpose, int *values,
               GError **error)
{
  BthRoll *roll;
  gboolean fixed = self->fixed_given;

  g_return_val_if_fail (count > 0 && sides > 1, -1);
  if (fixed && bth_dice_fixed_remaining (self) < count)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                   "dice: %s needs %u more %s than were given",
                   purpose, count - bth_dice_fixed_remaining (self),
                   count - bth_dice_fixed_remaining (self) == 1 ? "die" : "dice");
      return -1;
    }
  /* A typed die that does not fit is refused before any die is used up. */
  for (guint i = 0; fixed && i < count; i++)
    {
      int face = g_array_index (self->fixed, int, self->fixed_next + i);
      if (face < 1 || face > (int) sides)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "dice: %d is not a face of a %u-sided die", face, sides);
          return -1;
        }
    }
  roll = g_new0 (BthRoll, 1);
  roll->purpose = g_strdup (purpose);
  roll->count = count;
  roll->sides = sides;
  roll->fixed = fixed;
  roll->values = g_new0 (int, count);
  for (guint i = 0; i < count; i++)
    {
      int face = fixed ? g_array_index (self->fixed, int, self->fixed_next) : random_face (self, sides);
      if (fixed)
        self->fixed_next++;
      roll->values[i] = face;
      roll->total += face;
      if (values != NULL)
        values[i] = face;
    }
  g_ptr_array_add (self->log, roll);
  return roll->total;
}

char *
bth_dice_save_state (BthDice *self)
{
  return g_strdup_printf ("xoshiro256ss:%016" G_GINT64_MODIFIER "x%016" G_GINT64_MODIFIER "x"
                          "%016" G_GINT64_MODIFIER "x%016" G_GINT64_MODIFIER "x",
                          self->state[0], self->state[1], self->state[2], self->state[3]);
}

gboolean
bth_dice_restore_state (BthDice *self, const char *state, GError **error)
{
  const char *prefix = "xoshiro256ss:";
  guint64 words[4];

  if (!g_str_has_prefix (state, prefix) || strlen (state) != strlen (prefix) + 64)
    goto bad;
  for (guint i = 0; i < 4; i++)
    {
      char chunk[17];
      char *end = NULL;
      memcpy (chunk, state + strlen (prefix) + 16 * i, 16);
      chunk[16] = '\0';
      for (guint j = 0; j < 16; j++)
        if (!g_ascii_isxdigit (chunk[j]))
          goto bad;
      words[i] = g_ascii_strtoull (chunk, &end, 16);
    }
  if ((words[0] | words[1] | words[2] | words[3]) == 0)
    goto bad;   /* the all-zero state never leaves zero */
  memcpy (self->state, words, sizeof words);
  return TRUE;

bad:
  g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_DATA,
               "dice state: \"%s\" is not a saved dice state", state);
  return FALSE;
}

GPtrArray *
bth_dice_get_log (BthDice *self)
{
  return self->log;
}

gboolean
bth_dice_parse_list (const char *text, GArray **values, GError **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);
  g_autoptr(GArray) list = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end = NULL;
      long value;
      if (parts[i][0] == '\0')
        continue;
      value = strtol (parts[i], &end, 10);
      if (*end != '\0' || value < 1 || value > 6)
        {
          g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                       "dice: \"%s\" is not a die face (1 to 6)", parts[i]);
          return FALSE;
        }
      g_array_append_vals (list, &(int) { (int) value }, 1);
    }
  if (list->len == 0)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, "dice: no dice given");
      return FALSE;
    }
  *values = g_steal_pointer (&list);
  return TRUE;
}

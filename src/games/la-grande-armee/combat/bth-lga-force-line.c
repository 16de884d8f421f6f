/* bth-lga-force-line.c — a La Grande Armée force in one line (bth-lga-force-line.h).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-lga-force-line.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

/* The unit types by the letters the line writes them with; the longest first, so that
 * "hc" is heavy cavalry and not "h" then "c". */
static const struct {
  const char    *letters;
  BthLgaUnitType type;
  const char    *name;
} unit_types[] = {
  { "hc", BTH_LGA_HEAVY_CAVALRY, N_("heavy cavalry") },
  { "dr", BTH_LGA_DRAGOONS, N_("dragoons") },
  { "ha", BTH_LGA_HORSE_ARTILLERY, N_("horse artillery") },
  { "fa", BTH_LGA_FIELD_ARTILLERY, N_("field artillery") },
  { "i", BTH_LGA_INFANTRY, N_("infantry") },
  { "c", BTH_LGA_CAVALRY, N_("cavalry") },
  { "d", BTH_LGA_DRAGOONS, N_("dragoons") },
  { "a", BTH_LGA_FIELD_ARTILLERY, N_("field artillery") },
};

static const char * const rank_names[] = {
  NULL, N_("Brigade Leader"), N_("Division Leader"), N_("Corps Leader"), N_("Army Leader"), N_("Supreme Commander"),
};

static const char *
type_letters (BthLgaUnitType type)
{
  if (type == BTH_LGA_FIELD_ARTILLERY)
    return "a";             /* the shortest of its letters */
  for (guint i = 0; i < G_N_ELEMENTS (unit_types); i++)
    if (unit_types[i].type == type)
      return unit_types[i].letters;
  return "?";
}

static BthLgaToken *
token_new (BthLgaTokenKind kind, const char *line, guint start, guint end, char *meaning)
{
  BthLgaToken *t = g_new0 (BthLgaToken, 1);

  t->kind = kind;
  t->start = start;
  t->end = end;
  t->text = g_strndup (line + start, end - start);
  t->meaning = meaning;
  return t;
}

static void
token_free (gpointer data)
{
  BthLgaToken *t = data;

  g_free (t->text);
  g_free (t->meaning);
  g_free (t);
}

/* Reads a number at *P (advancing it); -1 when there is none. */
static int
read_number (const char **p)
{
  char *end;
  long v;

  if (!g_ascii_isdigit (**p))
    return -1;
  v = strtol (*p, &end, 10);
  *p = end;
  return v > 9999 ? 9999 : (int) v;
}

/* "14i", "5i/4", "3c*", "2hc/3*": a unit, or FALSE. */
static gboolean
parse_unit (const char *word, BthLgaUnit *unit, char **meaning)
{
  const char *p = word;
  int sp = read_number (&p), morale = 0;
  guint k;
  GString *text;

  if (sp < 0)
    return FALSE;
  for (k = 0; k < G_N_ELEMENTS (unit_types); k++)
    if (g_ascii_strncasecmp (p, unit_types[k].letters, strlen (unit_types[k].letters)) == 0)
      break;
  if (k == G_N_ELEMENTS (unit_types))
    return FALSE;
  p += strlen (unit_types[k].letters);
  memset (unit, 0, sizeof *unit);
  unit->sp = sp;
  unit->type = unit_types[k].type;
  if (*p == '/')
    {
      p++;
      morale = read_number (&p);
      if (morale < 1 || morale > 4)
        return FALSE;
      unit->morale = morale;
    }
  if (*p == '*')
    {
      p++;
      unit->demoralized = TRUE;
    }
  if (*p != '\0')
    return FALSE;
  text = g_string_new (NULL);
  /* Translators: a unit of the force line, e.g. "14 SP of infantry" */
  g_string_append_printf (text, ngettext ("%d SP of %s", "%d SP of %s", sp), sp, _(unit_types[k].name));
  if (morale > 0)
    /* Translators: appended to a unit: its own Morale Rating */
    g_string_append_printf (text, _(", Morale Rating %d [12.42]"), morale);
  if (unit->demoralized)
    g_string_append (text, _(", Demoralized [11.3]"));
  *meaning = g_string_free (text, FALSE);
  return TRUE;
}

/* "xxx", "XX": a rank from the number of X's (1 to 5), or 0. */
static int
rank_of (const char *word, gsize n)
{
  if (n < 1 || n > 5)
    return 0;
  for (gsize i = 0; i < n; i++)
    if (g_ascii_tolower (word[i]) != 'x')
      return 0;
  return (int) n;
}

/* A rating as the counters print it: "4-2-1" (Initiative-Combat Bonus-Morale Bonus) or
 * "3-1" (Initiative-Combat Bonus); the Combat Bonus is the second number [3.21]. */
static gboolean
parse_rating (const char *text, int *combat_bonus)
{
  const char *p = text;
  int numbers[3], n = 0;

  while (n < 3)
    {
      numbers[n] = read_number (&p);
      if (numbers[n] < 0 || numbers[n] > 9)
        return FALSE;
      n++;
      if (*p != '-')
        break;
      p++;
    }
  if (*p != '\0' || n < 2)
    return FALSE;
  *combat_bonus = numbers[1];
  return TRUE;
}

/* "xxx4-2-1", "xxx+2", "xx+1c", "+2": a leader's rank (0: not given), Combat Bonus and
 * cavalry mark; RANK_ONLY: a bare "xxx", whose rating may follow as the next word. */
static gboolean
parse_leader (const char *word, int *rank, int *combat_bonus, gboolean *cavalry, gboolean *rank_only)
{
  gsize len = strlen (word), x = 0;
  g_autofree char *rest = NULL;

  *cavalry = FALSE;
  *rank_only = FALSE;
  while (x < len && g_ascii_tolower (word[x]) == 'x')
    x++;
  *rank = rank_of (word, x);
  if (x > 0 && *rank == 0)
    return FALSE;
  rest = g_strdup (word + x);
  len = strlen (rest);
  if (len > 0 && g_ascii_tolower (rest[len - 1]) == 'c' && x > 0)
    {
      *cavalry = TRUE;
      rest[--len] = '\0';
    }
  if (len == 0)
    {
      *rank_only = x > 0;
      *combat_bonus = 0;
      return x > 0;
    }
  if (rest[0] == '+')
    {
      const char *p = rest + 1;
      int cb = read_number (&p);
      if (cb < 0 || cb > 9 || *p != '\0')
        return FALSE;
      *combat_bonus = cb;
      return TRUE;
    }
  return x > 0 && parse_rating (rest, combat_bonus);
}

/* A terrain of RULES whose id is WORD, or whose id or name starts with it (at least two
 * letters) and no other's does. AMBIGUOUS: more than one does. */
static const BthLgaTerrain *
find_terrain (BthLgaRules *rules, const char *word, gboolean *ambiguous)
{
  const BthLgaTables *t;
  const BthLgaTerrain *found = NULL;
  gsize n = strlen (word);

  *ambiguous = FALSE;
  if (rules == NULL || n < 2)
    return NULL;
  t = bth_lga_rules_get_tables (rules);
  for (guint i = 0; i < t->n_terrain; i++)
    if (!t->terrain[i].not_allowed && g_ascii_strcasecmp (t->terrain[i].id, word) == 0)
      return &t->terrain[i];
  for (guint i = 0; i < t->n_terrain; i++)
    {
      if (t->terrain[i].not_allowed)
        continue;
      if (g_ascii_strncasecmp (t->terrain[i].id, word, n) == 0 || g_ascii_strncasecmp (t->terrain[i].terrain, word, n) == 0)
        {
          if (found != NULL)
            {
              *ambiguous = TRUE;
              return NULL;
            }
          found = &t->terrain[i];
        }
    }
  return found;
}

/* A word that may be a leader's name: letters (and an apostrophe or a dot), at least two. */
static gboolean
is_name (const char *word)
{
  gsize n = 0;

  for (const char *p = word; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);
      if (!g_unichar_isalpha (c) && c != '\'' && c != '.' && c != 0x2019)
        return FALSE;
    }
  return n >= 2;
}

typedef struct {
  guint start, end;
} Span;

/* The words of TEXT (separated by spaces and commas), as byte spans. */
static GArray *
split_words (const char *text)
{
  GArray *words = g_array_new (FALSE, FALSE, sizeof (Span));
  guint i = 0, n = (guint) strlen (text);

  while (i < n)
    {
      Span s;

      while (i < n && (g_ascii_isspace (text[i]) || text[i] == ','))
        i++;
      if (i >= n)
        break;
      s.start = i;
      while (i < n && !g_ascii_isspace (text[i]) && text[i] != ',')
        i++;
      s.end = i;
      g_array_append_val (words, s);
    }
  return words;
}

static void
add_leader (BthLgaForceLine *line, const char *name, int rank, int combat_bonus, gboolean cavalry)
{
  BthLgaLeader leader = { 0 };
  g_autofree char *generated = NULL;

  if (name != NULL && line->leaders->len < 32)
    line->named |= 1u << line->leaders->len;
  if (name == NULL)
    {
      /* Unnamed, as division and brigade leaders are [3.21]: his rank and number in the line. */
      generated = rank > 0
        /* Translators: an unnamed leader, e.g. "Division Leader 1" */
        ? g_strdup_printf (_("%s %u"), _(rank_names[rank]), line->leaders->len + 1)
        /* Translators: a leader whose rank is not given, e.g. "Leader 2" */
        : g_strdup_printf (_("Leader %u"), line->leaders->len + 1);
      name = generated;
    }
  g_ptr_array_add (line->names, g_strdup (name));
  leader.name = g_ptr_array_index (line->names, line->names->len - 1);
  leader.rank = (BthLgaRank) rank;
  leader.combat_bonus = combat_bonus;
  leader.cavalry = cavalry;
  g_array_append_val (line->leaders, leader);
  if (rank == 0)
    line->leader_without_rank = TRUE;
}

static char *
leader_meaning (const char *name, int rank, int combat_bonus, gboolean cavalry)
{
  GString *text = g_string_new (NULL);

  if (name != NULL)
    g_string_append_printf (text, "%s, ", name);
  if (rank > 0)
    g_string_append (text, _(rank_names[rank]));
  else
    g_string_append (text, _("a leader, his rank not given (X to XXXXX)"));
  /* Translators: appended to a leader of the force line */
  g_string_append_printf (text, _(", Combat Bonus %d"), combat_bonus);
  if (cavalry)
    g_string_append (text, _(", a cavalry leader"));
  g_string_append (text, " [12.41]");
  return g_string_free (text, FALSE);
}

BthLgaForceLine *
bth_lga_force_line_parse (BthLgaRules *rules, const char *text)
{
  BthLgaForceLine *line = g_new0 (BthLgaForceLine, 1);
  g_autoptr(GArray) words = NULL;
  gboolean reserve = FALSE;

  line->units = g_array_new (FALSE, FALSE, sizeof (BthLgaUnit));
  line->leaders = g_array_new (FALSE, FALSE, sizeof (BthLgaLeader));
  line->names = g_ptr_array_new_with_free_func (g_free);
  line->tokens = g_ptr_array_new_with_free_func (token_free);
  if (text == NULL)
    text = "";
  words = split_words (text);

  for (guint i = 0; i < words->len; i++)
    {
      Span s = g_array_index (words, Span, i);
      g_autofree char *word = g_strndup (text + s.start, s.end - s.start);
      g_autofree char *lower = g_ascii_strdown (word, -1);
      g_autofree char *name = NULL;
      BthLgaUnit unit;
      char *meaning = NULL;
      int rank, cb;
      gboolean cavalry, rank_only, ambiguous;
      const BthLgaTerrain *terrain;
      guint start = s.start;

      if (parse_unit (word, &unit, &meaning))
        {
          unit.reserve = reserve;
          if (reserve)
            {
              /* Translators: appended to a unit after the reserve mark */
              char *r = g_strconcat (meaning, _(", in the reserve"), NULL);
              g_free (meaning);
              meaning = r;
            }
          g_array_append_val (line->units, unit);
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_UNIT, text, s.start, s.end, meaning));
          continue;
        }
      if (g_str_equal (lower, "r") || g_str_equal (lower, "reserve") || g_str_equal (lower, "|"))
        {
          reserve = TRUE;
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_RESERVE, text, s.start, s.end,
                                                    g_strdup (_("the reserve: the units after it count for neither odds nor modifiers [12.33]"))));
          continue;
        }
      if (lower[0] == 'm' && g_ascii_isdigit (lower[1]) && lower[2] == '\0' && lower[1] >= '1' && lower[1] <= '4')
        {
          line->side.morale = lower[1] - '0';
          line->morale_given = TRUE;
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_MORALE, text, s.start, s.end,
                                                    /* Translators: "m3" of the force line: typed (or entered in the
                                                     * Morale Rating row), never filled in from the scenario */
                                                    g_strdup_printf (_("the side’s Morale Rating, %d, as entered [12.42]"),
                                                                     line->side.morale)));
          continue;
        }
      if (g_str_equal (lower, "u") || g_str_equal (lower, "unsupplied"))
        {
          line->side.unsupplied = TRUE;
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_UNSUPPLIED, text, s.start, s.end,
                                                    g_strdup (_("unsupplied [12.48]"))));
          continue;
        }
      if (g_str_equal (lower, "wq"))
        {
          line->side.forced_from_winter_quarters = TRUE;
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_WINTER_QUARTERS, text, s.start, s.end,
                                                    g_strdup (_("forced from Winter Quarters by enemy action this turn [12.49]"))));
          continue;
        }
      /* A leader's name stands before his rank ("Soult xxx4-3-1"). */
      if (is_name (word) && i + 1 < words->len && find_terrain (rules, word, &ambiguous) == NULL && !ambiguous)
        {
          Span next = g_array_index (words, Span, i + 1);
          g_autofree char *w = g_strndup (text + next.start, next.end - next.start);

          if (parse_leader (w, &rank, &cb, &cavalry, &rank_only))
            {
              name = g_steal_pointer (&word);
              i++;
              s = next;
              word = g_steal_pointer (&w);
            }
        }
      if (parse_leader (word, &rank, &cb, &cavalry, &rank_only))
        {
          /* "xxx 4-2-1", "xxx +2": the rating as the next word */
          if (rank_only && i + 1 < words->len)
            {
              Span next = g_array_index (words, Span, i + 1);
              g_autofree char *w = g_strndup (text + next.start, next.end - next.start);
              gsize wn = strlen (w);
              gboolean cav = wn > 1 && g_ascii_tolower (w[wn - 1]) == 'c';
              int next_rank, next_cb;
              gboolean next_cav, next_rank_only;

              if (cav)
                w[wn - 1] = '\0';
              if (parse_rating (w, &next_cb)
                  || (w[0] == '+' && parse_leader (w, &next_rank, &next_cb, &next_cav, &next_rank_only)))
                {
                  i++;
                  s.end = next.end;
                  cb = next_cb;
                  cavalry = cavalry || cav;
                }
            }
          add_leader (line, name, rank, cb, cavalry);
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_LEADER, text, start, s.end,
                                                    leader_meaning (name, rank, cb, cavalry)));
          continue;
        }
      if (name != NULL)
        {
          /* not a leader after all: the name was the word */
          g_free (word);
          word = g_steal_pointer (&name);
        }
      terrain = find_terrain (rules, lower, &ambiguous);
      if (terrain != NULL)
        {
          line->terrain = terrain->id;
          g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_TERRAIN, text, s.start, s.end,
                                                    /* Translators: a terrain in the force line, e.g. "Town, the defender’s terrain [12.43]" */
                                                    g_strdup_printf (_("%s, the defender’s terrain [12.43]"), terrain->terrain)));
          continue;
        }
      line->n_unknown++;
      g_ptr_array_add (line->tokens, token_new (BTH_LGA_TOKEN_UNKNOWN, text, s.start, s.end,
                                                ambiguous ? g_strdup (_("more than one terrain starts so: type more of its name"))
                                                          : g_strdup (_("means nothing here: units are written 14i, leaders xxx+2 (F1 for help)"))));
    }

  line->side.units = (BthLgaUnit *) line->units->data;
  line->side.n_units = line->units->len;
  line->side.leaders = (BthLgaLeader *) line->leaders->data;
  line->side.n_leaders = line->leaders->len;
  return line;
}

void
bth_lga_force_line_free (BthLgaForceLine *line)
{
  if (line == NULL)
    return;
  g_array_unref (line->units);
  g_array_unref (line->leaders);
  g_ptr_array_unref (line->names);
  g_ptr_array_unref (line->tokens);
  g_free (line);
}

static void
append_unit (GString *text, const BthLgaUnit *u)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append_printf (text, "%d%s", u->sp, type_letters (u->type));
  if (u->morale > 0)
    g_string_append_printf (text, "/%d", u->morale);
  if (u->demoralized)
    g_string_append_c (text, '*');
}

char *
bth_lga_force_line_format (const BthLgaBattleSide *side, const guint32 *named, const char *terrain,
                           const char * const *left_out)
{
  GString *text = g_string_new (NULL);
  gboolean reserve = FALSE;

  for (guint i = 0; i < side->n_units; i++)
    if (!side->units[i].reserve && side->units[i].sp > 0)
      append_unit (text, &side->units[i]);
  for (guint i = 0; i < side->n_units; i++)
    if (side->units[i].reserve && side->units[i].sp > 0)
      {
        if (!reserve)
          g_string_append (text, text->len > 0 ? " r" : "r");
        reserve = TRUE;
        append_unit (text, &side->units[i]);
      }
  if (side->morale > 0)
    g_string_append_printf (text, "%sm%d", text->len > 0 ? " " : "", side->morale);
  for (guint i = 0; i < side->n_leaders; i++)
    {
      const BthLgaLeader *l = &side->leaders[i];

      if (left_out != NULL && l->name != NULL && g_strv_contains (left_out, l->name))
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* a name the line gave; the generated ones ("Division Leader 1") are not written */
      if (l->name != NULL && is_name (l->name) && (named == NULL || (i < 32 && (*named & (1u << i)))))
        g_string_append_printf (text, "%s ", l->name);
      for (int x = 0; x < (int) l->rank; x++)
        g_string_append_c (text, 'x');
      g_string_append_printf (text, "+%d%s", l->combat_bonus, l->cavalry ? "c" : "");
    }
  if (side->unsupplied)
    g_string_append (text, text->len > 0 ? " u" : "u");
  if (side->forced_from_winter_quarters)
    g_string_append (text, text->len > 0 ? " wq" : "wq");
  if (terrain != NULL)
    g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", terrain);
  return g_string_free (text, FALSE);
}

void
bth_lga_force_line_skirmish_side (const BthLgaForceLine *line, BthLgaSkirmishSide *side)
{
  int best_rank = -1;

  memset (side, 0, sizeof *side);
  for (guint i = 0; i < line->side.n_units; i++)
    {
      const BthLgaUnit *u = &line->side.units[i];

      switch (u->type)
        {
        case BTH_LGA_CAVALRY:
        case BTH_LGA_HEAVY_CAVALRY:
        case BTH_LGA_DRAGOONS:
          side->cavalry_sp += u->sp;
          break;
        case BTH_LGA_HORSE_ARTILLERY:
          side->horse_artillery_sp += u->sp;
          break;
        case BTH_LGA_INFANTRY:
        case BTH_LGA_FIELD_ARTILLERY:
          if (u->sp > 0)
            side->infantry_or_field_artillery = TRUE;
          break;
        }
      if (u->demoralized)
        side->demoralized = TRUE;
    }
  /* the highest-ranking leader's Combat Bonus [11.2] */
  for (guint i = 0; i < line->side.n_leaders; i++)
    if ((int) line->side.leaders[i].rank > best_rank)
      {
        best_rank = (int) line->side.leaders[i].rank;
        side->leader_combat_bonus = line->side.leaders[i].combat_bonus;
      }
  side->unsupplied = line->side.unsupplied;
}

char **
bth_lga_force_line_help (void)
{
  static const char *lines[] = {
    /* Translators: the force line's notation; keep the examples in <b></b> as they are typed */
    N_("<b>14i 1c 3hc 2dr 1a 1ha</b> — units: strength points and type: infantry, cavalry (light, Guard, Cossack), heavy cavalry, dragoons, field and horse artillery [3.22, 12.45]"),
    N_("<b>5i/4</b> — a unit whose Morale Rating differs from the side’s (the Guard’s 4) [12.42]"),
    N_("<b>3c*</b> — a Demoralized unit, as the Skirmish Table marks it [11.3]"),
    N_("<b>r 3i 1c</b> — the units after <b>r</b> stand in the reserve [12.33]"),
    N_("<b>m3</b> — the side’s Morale Rating: type the one the scenario gives the nationality of the front line’s SP majority [12.42]"),
    N_("<b>xxx4-2-1</b>, <b>xx3-1</b> — a leader: his rank symbol (X brigade, XX division, XXX corps, XXXX army, XXXXX Supreme Commander) and the ratings on his counter; the Combat Bonus is the second number [3.21]"),
    N_("<b>xxx+2</b> — the rank and the Combat Bonus alone; <b>Soult xxx+2</b> — with his name; <b>xx+1c</b> — a cavalry leader [12.41]"),
    N_("<b>u</b> — unsupplied; <b>wq</b> — forced from Winter Quarters [12.48, 12.49]"),
    N_("<b>town</b>, <b>ro</b> — the defender’s terrain, as much of its name as makes it unique [12.43]"),
    N_("<b>Return</b> — on to the next line, then the dice"),
    N_("Commas or spaces between the parts; capitals or not, as you like. Each part’s meaning shows under the line; one that means nothing is underlined."),
  };
  char **translated = g_new0 (char *, G_N_ELEMENTS (lines) + 1);

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    translated[i] = g_strdup (_(lines[i]));
  return translated;
}

/* bth-force-line.c — a force typed in one line, in the rulebook's own notation.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-force-line.h"
#include "bth-force.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

/* Reader.leader of a leader whose value the players have not entered yet. */
#define BTH_FORCE_LEADER_NOT_ENTERED (-2)

/* The symbol colours a unit's suffix letter names (D.7). */
static const struct { char letter; const char *color; } symbol_letters[] = {
  { 'w', "white" }, { 'b', "black" }, { 'y', "yellow" },
};

/* What each kind is called (D.6). */
static const char *
kind_name (BthUnitKind kind)
{
  switch (kind)
    {
    case BTH_KIND_I:  return _("infantry");
    case BTH_KIND_GI: return _("guard infantry");
    case BTH_KIND_L:  return _("landwehr");
    case BTH_KIND_M:  return _("militia");
    case BTH_KIND_P:  return _("partisans");
    case BTH_KIND_C:  return _("cavalry");
    case BTH_KIND_GC: return _("guard cavalry");
    case BTH_KIND_CC: return _("cossacks");
    default:          return "";
    }
}

static void
token_free (gpointer data)
{
  BthForceToken *token = data;

  g_free (token->text);
  g_free (token->meaning);
  g_free (token);
}

void
bth_force_line_free (BthForceLine *line)
{
  if (line == NULL)
    return;
  g_clear_pointer (&line->force, json_node_unref);
  g_clear_pointer (&line->tokens, g_ptr_array_unref);
  g_free (line);
}

/* ---- reading ------------------------------------------------------------------------ */

typedef struct {
  int         sp;
  BthUnitKind kind;
  const char *symbol;        /* static, or NULL */
  int         morale;        /* -1: the rules' */
  int         color;         /* index into the colours, -1 none yet */
  BthForceToken *token;
} Unit;

typedef struct {
  BthRuleset   *rules;
  BthForceLine *line;
  GArray       *units;       /* of Unit */
  int           leader;      /* -1 none; or BTH_FORCE_LEADER_NOT_ENTERED */
  char         *leader_name;
  int           leader_color; /* the colour in effect at the leader, -1 none */
  int           first_color;
  int           color;       /* the colour in effect */
  const char   *terrain;     /* id */
  gboolean      entrenched;
  gboolean      unsupplied;
} Reader;

/* A word's candidates: the counter colours, the hex terrains, two keywords. */
typedef struct {
  BthForceTokenKind kind;
  char             *key;     /* lower case, no spaces: "blue", "lowmountain" */
  const char       *label;   /* the players' name: "blue", "Low Mountain Hex" */
  const char       *id;      /* the terrain id; for colours, the colour */
  int               index;   /* of the colour */
} Word;

static char *
word_key (const char *label)
{
  g_autofree char *lower = g_ascii_strdown (label, -1);
  GString *key = g_string_new (NULL);

  /* "Low Mountain Hex" → "lowmountain": the chart's "Hex" is no part of the name. */
  if (g_str_has_suffix (lower, " hex"))
    lower[strlen (lower) - 4] = '\0';
  for (const char *p = lower; *p != '\0'; p++)
    if (g_ascii_isalnum (*p))
      g_string_append_c (key, *p);
  return g_string_free (key, FALSE);
}

static GArray *
words_new (BthRuleset *rules)
{
  GArray *words = g_array_new (FALSE, TRUE, sizeof (Word));
  const BthTerrainTable *terrain = bth_ruleset_get_terrain (rules);
  char **colors = bth_ruleset_get_morale (rules)->counter_colors;

  for (guint i = 0; colors != NULL && colors[i] != NULL; i++)
    {
      Word w = { BTH_FORCE_TOKEN_COLOR, g_strdup (colors[i]), colors[i], colors[i], (int) i };
      g_array_append_val (words, w);
    }
  for (guint i = 0; terrain != NULL && i < terrain->n_terrain; i++)
    if (!terrain->terrain[i].is_feature)
      {
        Word w = { BTH_FORCE_TOKEN_TERRAIN, word_key (terrain->terrain[i].label),
                   terrain->terrain[i].label, terrain->terrain[i].id, -1 };
        g_array_append_val (words, w);
      }
  {
    Word e = { BTH_FORCE_TOKEN_ENTRENCHED, g_strdup ("entrenched"), "entrenched", NULL, -1 };
    Word u = { BTH_FORCE_TOKEN_UNSUPPLIED, g_strdup ("unsupplied"), "unsupplied", NULL, -1 };
    g_array_append_val (words, e);
    g_array_append_val (words, u);
  }
  return words;
}

static void
words_free (GArray *words)
{
  for (guint i = 0; i < words->len; i++)
    g_free (g_array_index (words, Word, i).key);
  g_array_unref (words);
}

static BthForceToken *
add_token (Reader     *r,
           const char *text,
           guint       start,
           guint       end)
{
  BthForceToken *token = g_new0 (BthForceToken, 1);

  token->kind = BTH_FORCE_TOKEN_UNKNOWN;
  token->start = start;
  token->end = end;
  token->text = g_strndup (text + start, end - start);
  g_ptr_array_add (r->line->tokens, token);
  return token;
}

static BthForceToken *
last_token (Reader *r,
            guint   back)
{
  GPtrArray *tokens = r->line->tokens;

  return tokens->len > back ? g_ptr_array_index (tokens, tokens->len - 1 - back) : NULL;
}

static void
set_meaning (BthForceToken     *token,
             BthForceTokenKind  kind,
             char              *meaning)
{
  token->kind = kind;
  g_free (token->meaning);
  token->meaning = meaning;
}

/* Whether only spaces (no comma) lie between two offsets: "Ney (2)", "5I (B)". */
static gboolean
adjacent (const char *text,
          guint       from,
          guint       to)
{
  for (guint i = from; i < to; i++)
    if (text[i] != ' ' && text[i] != '\t')
      return FALSE;
  return TRUE;
}

static void
unit_meaning (Reader *r,
              Unit   *u)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE, "%d SP of %s", "%d SP of %s", u->sp),
                          u->sp, kind_name (u->kind));
  if (u->symbol != NULL)
    /* Translators: a unit's symbol colour, e.g. "· black symbol" */
    g_string_append_printf (s, _(" · %s symbol"), u->symbol);
  if (u->morale >= 0)
    g_string_append_printf (s, _(" · morale %d"), u->morale);
  else if ((u->kind == BTH_KIND_I || u->kind == BTH_KIND_C) && u->symbol == NULL)
    g_string_append (s, _(" · its symbol colour? (w, b or y after the kind: D.7)"));
  set_meaning (u->token, BTH_FORCE_TOKEN_UNIT, g_string_free (s, FALSE));
}

/* "5I", "2CC", "7Ib", "5I/2", "5Iy/1". */
static gboolean
read_unit (Reader        *r,
           BthForceToken *token)
{
  static const char *const kinds[] = { "GI", "GC", "CC", "I", "L", "M", "P", "C" };
  const char *p = token->text;
  char *end = NULL;
  long sp = strtol (p, &end, 10);
  Unit u = { 0 };
  guint k;

  if (end == p || sp <= 0 || sp > 999)
    return FALSE;
  p = end;
  for (k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (g_ascii_strncasecmp (p, kinds[k], strlen (kinds[k])) == 0)
      break;
  if (k == G_N_ELEMENTS (kinds))
    return FALSE;
  u.sp = (int) sp;
  bth_unit_kind_from_string (kinds[k], &u.kind);
  p += strlen (kinds[k]);
  u.morale = -1;
  for (guint i = 0; i < G_N_ELEMENTS (symbol_letters); i++)
    if (g_ascii_tolower (*p) == symbol_letters[i].letter)
      {
        u.symbol = symbol_letters[i].color;
        p++;
        break;
      }
  if (*p == '/')
    {
      if (p[1] < '0' || p[1] > '3')
        return FALSE;
      u.morale = p[1] - '0';
      p += 2;
    }
  if (*p != '\0')
    return FALSE;
  u.color = r->color;
  u.token = token;
  g_array_append_val (r->units, u);
  unit_meaning (r, &g_array_index (r->units, Unit, r->units->len - 1));
  return TRUE;
}

/* "(3)" after an optional name; "(B)" after a unit. */
/* The leader of VALUE (BTH_FORCE_LEADER_NOT_ENTERED: his value not entered yet) at TOKEN; a
 * word that means nothing just before it is his name: "Ney (2)". */
static void
take_leader (Reader *r, const char *text, BthForceToken *token, BthForceToken *before, int value)
{
  g_autofree char *what = NULL;

  if (r->leader != -1)
    {
      set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN, g_strdup (_("a second leader: one leads the force")));
      return;
    }
  r->leader = value;
  r->leader_color = r->color;
  if (before != NULL && before->kind == BTH_FORCE_TOKEN_UNKNOWN && g_ascii_isalpha (before->text[0])
      && adjacent (text, before->end, token->start))
    {
      r->leader_name = g_strdup (before->text);
      token->start = before->start;
      g_free (token->text);
      token->text = g_strndup (text + token->start, token->end - token->start);
      g_ptr_array_remove_index (r->line->tokens, r->line->tokens->len - 2);
    }
  if (value == BTH_FORCE_LEADER_NOT_ENTERED)
    what = r->leader_name != NULL
           ? g_strdup_printf (_("leader %s, leadership value not entered: type it, (0) to (3) (D.3)"), r->leader_name)
           : g_strdup (_("a leader, leadership value not entered: type it, (0) to (3) (D.3)"));
  else
    what = r->leader_name != NULL ? g_strdup_printf (_("leader %s, value %d"), r->leader_name, value)
                                  : g_strdup_printf (_("leader, value %d"), value);
  set_meaning (token, BTH_FORCE_TOKEN_LEADER, g_steal_pointer (&what));
}

static void
read_parenthesis (Reader        *r,
                  const char    *text,
                  BthForceToken *token)
{
  g_autofree char *inner = NULL;
  gsize len = strlen (token->text);
  BthForceToken *before = last_token (r, 1);

  if (len < 2 || token->text[len - 1] != ')')
    {
      set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN, g_strdup (_("no closing parenthesis")));
      return;
    }
  inner = g_strstrip (g_strndup (token->text + 1, len - 2));
  /* "Davout (leadership value not entered)": the leader is known, his value is not yet (D.3),
   * as a battle brought from the Leader Display writes him before the players enter it. */
  if (g_ascii_strcasecmp (inner, "leadership value not entered") == 0
      || g_utf8_collate (inner, _("leadership value not entered")) == 0)
    {
      take_leader (r, text, token, before, BTH_FORCE_LEADER_NOT_ENTERED);
      return;
    }
  if (inner[0] >= '0' && inner[0] <= '9')
    {
      char *end = NULL;
      long value = strtol (inner, &end, 10);

      if (*end != '\0' || value > 3)
        {
          set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN, g_strdup (_("a leader's value is 0 to 3 (D.3)")));
          return;
        }
      take_leader (r, text, token, before, (int) value);
      return;
    }
  /* A minor power's abbreviation after its unit: the yellow symbol of D.5. */
  if (before != NULL && before->kind == BTH_FORCE_TOKEN_UNIT && adjacent (text, before->end, token->start)
      && strlen (inner) >= 1 && strlen (inner) <= 2 && g_ascii_isalpha (inner[0])
      && (inner[1] == '\0' || g_ascii_isalpha (inner[1])))
    {
      Unit *u = &g_array_index (r->units, Unit, r->units->len - 1);
      g_autofree char *unit_meaning_text = NULL;

      u->symbol = "yellow";
      before->end = token->end;
      g_free (before->text);
      before->text = g_strndup (text + before->start, before->end - before->start);
      g_ptr_array_remove_index (r->line->tokens, r->line->tokens->len - 1);
      unit_meaning (r, u);
      unit_meaning_text = before->meaning;
      before->meaning = g_strdup_printf (_("%s (a minor power's unit: D.5)"), unit_meaning_text);
      return;
    }
  set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN,
               g_strdup (_("(N) is a leader's value; (B) a minor power, after its unit")));
}

static void
read_word (Reader        *r,
           const char    *text,
           GArray        *words,
           BthForceToken *token)
{
  g_autofree char *key = word_key (token->text);
  BthForceToken *before = last_token (r, 1);
  g_autoptr(GString) choices = g_string_new (NULL);
  const Word *found = NULL;
  guint n = 0;

  /* "low mountain": the second word goes on with the first's terrain. */
  if (before != NULL && before->kind == BTH_FORCE_TOKEN_TERRAIN && r->terrain != NULL)
    {
      g_autofree char *first = word_key (before->text);
      g_autofree char *joined = g_strconcat (first, key, NULL);

      for (guint i = 0; i < words->len; i++)
        {
          const Word *w = &g_array_index (words, Word, i);

          if (w->kind == BTH_FORCE_TOKEN_TERRAIN && g_str_equal (w->id, r->terrain)
              && g_str_has_prefix (w->key, joined))
            {
              before->end = token->end;
              g_free (before->text);
              before->text = g_strndup (text + before->start, before->end - before->start);
              g_ptr_array_remove_index (r->line->tokens, r->line->tokens->len - 1);
              return;
            }
        }
    }

  for (guint i = 0; *key != '\0' && i < words->len; i++)
    {
      const Word *w = &g_array_index (words, Word, i);

      if (!g_str_has_prefix (w->key, key))
        continue;
      if (g_str_equal (w->key, key))
        {
          found = w;
          n = 1;
          break;
        }
      found = w;
      g_string_append_printf (choices, n > 0 ? ", %s" : "%s", w->label);
      n++;
    }
  if (n == 0)
    {
      set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN, g_strdup (_("not a unit, leader, colour or terrain")));
      return;
    }
  if (n > 1)
    {
      /* Translators: a word that starts several: "g: grey, green?" */
      set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN, g_strdup_printf (_("which: %s?"), choices->str));
      return;
    }
  switch (found->kind)
    {
    case BTH_FORCE_TOKEN_COLOR:
      r->color = found->index;
      if (r->first_color < 0)
        r->first_color = found->index;
      set_meaning (token, found->kind, g_strdup_printf (_("counter colour %s (D.4)"), found->label));
      break;
    case BTH_FORCE_TOKEN_TERRAIN:
      r->terrain = found->id;
      set_meaning (token, found->kind, g_strdup_printf (_("in a %s"), found->label));
      break;
    case BTH_FORCE_TOKEN_ENTRENCHED:
      r->entrenched = TRUE;
      set_meaning (token, found->kind, g_strdup (_("entrenched")));
      break;
    case BTH_FORCE_TOKEN_UNSUPPLIED:
      r->unsupplied = TRUE;
      set_meaning (token, found->kind, g_strdup (_("out of supply")));
      break;
    default:
      break;
    }
}

static JsonNode *
build_force (Reader *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  char **colors = bth_ruleset_get_morale (r->rules)->counter_colors;
  int leader_color = r->leader_color >= 0 ? r->leader_color : r->first_color;

  json_builder_begin_object (b);
  /* A leader whose value is not entered has no "leader": unknown, never 0. */
  if (r->leader != BTH_FORCE_LEADER_NOT_ENTERED)
    {
      json_builder_set_member_name (b, "leader");
      json_builder_add_int_value (b, MAX (r->leader, 0));
    }
  if (r->leader != -1 && leader_color >= 0)
    {
      json_builder_set_member_name (b, "leader_color");
      json_builder_add_string_value (b, colors[leader_color]);
    }
  if (r->leader_name != NULL)
    {
      json_builder_set_member_name (b, "leader_name");
      json_builder_add_string_value (b, r->leader_name);
    }
  json_builder_set_member_name (b, "supplied");
  json_builder_add_boolean_value (b, !r->unsupplied);
  if (r->terrain != NULL)
    {
      json_builder_set_member_name (b, "terrain");
      json_builder_add_string_value (b, r->terrain);
    }
  json_builder_set_member_name (b, "entrenched");
  json_builder_add_boolean_value (b, r->entrenched);
  json_builder_set_member_name (b, "units");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->units->len; i++)
    {
      const Unit *u = &g_array_index (r->units, Unit, i);
      int color = u->color >= 0 ? u->color : r->first_color;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "sp");
      json_builder_add_int_value (b, u->sp);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, bth_unit_kind_to_string (u->kind));
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, color >= 0 ? colors[color] : "");
      if (u->symbol != NULL)
        {
          json_builder_set_member_name (b, "symbol");
          json_builder_add_string_value (b, u->symbol);
        }
      if (u->morale >= 0)
        {
          json_builder_set_member_name (b, "morale");
          json_builder_add_int_value (b, u->morale);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

BthForceLine *
bth_force_line_parse (BthRuleset *rules,
                      const char *text)
{
  Reader r = { 0 };
  GArray *words;
  guint i = 0, len;

  g_return_val_if_fail (rules != NULL, NULL);
  if (text == NULL)
    text = "";

  r.rules = rules;
  r.line = g_new0 (BthForceLine, 1);
  r.line->tokens = g_ptr_array_new_with_free_func (token_free);
  r.units = g_array_new (FALSE, TRUE, sizeof (Unit));
  r.leader = r.leader_color = r.first_color = r.color = -1;
  words = words_new (rules);
  len = strlen (text);

  while (i < len)
    {
      guint start;
      BthForceToken *token;

      if (text[i] == ' ' || text[i] == '\t' || text[i] == ',' || text[i] == ';')
        {
          i++;
          continue;
        }
      start = i;
      if (text[i] == '(')
        {
          while (i < len && text[i] != ')')
            i++;
          if (i < len)
            i++;
          token = add_token (&r, text, start, i);
          read_parenthesis (&r, text, token);
          continue;
        }
      while (i < len && text[i] != ' ' && text[i] != '\t' && text[i] != ',' && text[i] != ';'
             && text[i] != '(')
        i++;
      token = add_token (&r, text, start, i);
      if (g_ascii_isdigit (token->text[0]))
        {
          if (!read_unit (&r, token))
            set_meaning (token, BTH_FORCE_TOKEN_UNKNOWN,
                         g_strdup (_("not a unit: its SP, then I, GI, L, M, P, C, GC or CC")));
        }
      else
        read_word (&r, text, words, token);
    }

  for (guint t = 0; t < r.line->tokens->len; t++)
    if (((BthForceToken *) g_ptr_array_index (r.line->tokens, t))->kind == BTH_FORCE_TOKEN_UNKNOWN)
      r.line->n_unknown++;
  r.line->force = build_force (&r);

  words_free (words);
  g_array_unref (r.units);
  g_free (r.leader_name);
  return r.line;
}

/* ---- writing ------------------------------------------------------------------------ */

char *
bth_force_line_format (BthRuleset *rules,
                       JsonObject *force)
{
  const BthTerrainTable *table = bth_ruleset_get_terrain (rules);
  GString *s = g_string_new (NULL);
  const char *leader_color = json_object_get_string_member_with_default (force, "leader_color", NULL);
  const char *name = json_object_get_string_member_with_default (force, "leader_name", NULL);
  const char *terrain = json_object_get_string_member_with_default (force, "terrain", NULL);
  JsonArray *units = json_object_has_member (force, "units")
                     ? json_object_get_array_member (force, "units") : NULL;
  int leader = (int) json_object_get_int_member_with_default (force, "leader", 0);
  /* A named leader without a value: his value is not entered yet (unknown, never 0). */
  gboolean not_entered = !json_object_has_member (force, "leader") && name != NULL && *name != '\0';
  g_autofree char *color = NULL;
  const char *first_hex = NULL;

  if ((leader_color != NULL && *leader_color != '\0') || leader > 0 || not_entered)
    {
      if (name != NULL && *name != '\0')
        g_string_append_printf (s, "%s ", name);
      if (not_entered)
        g_string_append_printf (s, "(%s) ", _("leadership value not entered"));
      else
        g_string_append_printf (s, "(%d) ", leader);
    }
  if (leader_color != NULL && *leader_color != '\0')
    {
      color = g_ascii_strdown (leader_color, -1);
      g_string_append_printf (s, "%s ", color);
    }
  for (guint i = 0; units != NULL && i < json_array_get_length (units); i++)
    {
      JsonObject *u = json_array_get_object_element (units, i);
      const char *unit_color = json_object_get_string_member_with_default (u, "color", "");
      const char *symbol = json_object_get_string_member_with_default (u, "symbol", NULL);
      JsonNode *sp = json_object_get_member (u, "sp");
      JsonNode *morale = json_object_get_member (u, "morale");

      if (sp == NULL || json_node_get_value_type (sp) != G_TYPE_INT64)
        continue;
      if (*unit_color != '\0' && g_ascii_strcasecmp (unit_color, color != NULL ? color : "") != 0)
        {
          g_free (color);
          color = g_ascii_strdown (unit_color, -1);
          g_string_append_printf (s, "%s ", color);
        }
      else if (s->len > 0 && i > 0)
        {
          /* Units of one colour are separated by commas, as the scenarios write them. */
          g_string_truncate (s, s->len - 1);
          g_string_append (s, ", ");
        }
      g_string_append_printf (s, "%" G_GINT64_FORMAT "%s", json_node_get_int (sp),
                              json_object_get_string_member_with_default (u, "kind", "I"));
      if (symbol != NULL)
        g_string_append_c (s, symbol[0]);
      if (morale != NULL && json_node_get_value_type (morale) == G_TYPE_INT64)
        g_string_append_printf (s, "/%" G_GINT64_FORMAT, json_node_get_int (morale));
      g_string_append_c (s, ' ');
    }
  for (guint i = 0; table != NULL && i < table->n_terrain; i++)
    if (!table->terrain[i].is_feature)
      {
        if (first_hex == NULL)
          first_hex = table->terrain[i].id;
        /* The first hex terrain (clear) is what a force is in unless told. */
        if (terrain != NULL && g_str_equal (table->terrain[i].id, terrain) && table->terrain[i].id != first_hex)
          {
            g_autofree char *label = g_ascii_strdown (table->terrain[i].label, -1);

            if (g_str_has_suffix (label, " hex"))
              label[strlen (label) - 4] = '\0';
            g_string_append_printf (s, "%s ", label);
          }
      }
  if (json_object_get_boolean_member_with_default (force, "entrenched", FALSE))
    g_string_append (s, "entrenched ");
  if (!json_object_get_boolean_member_with_default (force, "supplied", TRUE))
    g_string_append (s, "unsupplied ");
  if (s->len > 0)
    g_string_truncate (s, s->len - 1);
  return g_string_free (s, FALSE);
}

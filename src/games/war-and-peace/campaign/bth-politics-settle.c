/* bth-politics-settle.c — the consequences of a political situation applied to it until
 * nothing more changes, so that one answer shows the statuses, City Points, Victory Points
 * and roll targets that follow from an invasion, an attack or a conquest (X.D.3.b, X.G.1.f,
 * X.G.1.j, X.G.1.m, X.G.3.c, X.H, X.I.1–3, X.J.4.a–b). */
#include "bth-campaign-politics.h"
#include "bth-politics-effects.h"

#include <string.h>

#define MAX_PASSES 16

static const char *
name_of (const BthCampaignRules *rules, const char *id)
{
  const BthCampaignMajor *major = bth_campaign_rules_find_major (rules, id);
  const BthCampaignMinor *minor = bth_campaign_rules_find_minor (rules, id);

  return major ? major->name : minor ? minor->name : id;
}

static gboolean
listed (GPtrArray *items, const BthPoliticsItem *item)
{
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      const BthPoliticsItem *o = g_ptr_array_index (items, i);
      if (g_strcmp0 (o->kind, item->kind) == 0 && g_strcmp0 (o->state, item->state) == 0 &&
          g_strcmp0 (o->text, item->text) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
collect (GPtrArray *to, GPtrArray *from)
{
  for (guint i = 0; to != NULL && i < from->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (from, i);
      if (!listed (to, item))
        bth_politics_items_add (to, item->kind, item->state, item->rule, "%s", item->text);
    }
}

static void
set_major_status (const BthCampaignRules *rules, BthPoliticalMajor *m, BthPoliticalSide to, GPtrArray *steps,
                  const char *rule, const char *why)
{
  bth_politics_items_add (steps, "applied", m->id, rule, "%s: %s becomes %s (was %s)", why, name_of (rules, m->id),
                          bth_political_side_label (to), bth_political_side_label (m->status));
  m->status = to;
}

/* An attack or an invasion this turn (X.J.4.a note, X.D.3.b, X.J.4.b, X.G.1.m, X.E.1.c note). */
static gboolean
attacks (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalMajor *m, GPtrArray *steps,
         GPtrArray *notes)
{
  const char *name = name_of (rules, m->id);
  gboolean spain = g_strcmp0 (m->id, rules->spain_state) == 0;
  BthPoliticalSide by, joins;
  const char *rule;

  if (m->conquered)
    return FALSE;              /* X.I.2.a, d: neither faction may attack it; X.I.2.h is apart */
  if (spain && m->attacked_by_french_unit && m->status != BTH_SIDE_ANTI_FRENCH)
    {
      set_major_status (rules, m, BTH_SIDE_ANTI_FRENCH, steps, "X.J.4.a",
                        "A Spanish unit was attacked by a French unit");
      return TRUE;
    }
  if (m->status != BTH_SIDE_NEUTRAL || m->attacked_by_pro == m->attacked_by_anti)
    {
      if (m->status == BTH_SIDE_NEUTRAL && m->attacked_by_pro)
        {
          g_autoptr(GPtrArray) note = bth_politics_items_new ();
          bth_politics_items_add (note, "needs", m->id, "X.G.1.m",
                                  "%s, neutral, was attacked by both factions: it joins the faction opposed to the "
                                  "first attacker; enter which attacked first (only that one)", name);
          collect (notes, note);
        }
      return FALSE;
    }
  by = m->attacked_by_pro ? BTH_SIDE_PRO_FRENCH : BTH_SIDE_ANTI_FRENCH;
  joins = bth_political_side_opposite (by);
  if (s->players == 2)
    rule = "X.D.3.b";
  else if (spain)
    rule = "X.J.4.b";             /* "If either Spain or Portugal is invaded by a foreign army" */
  else if (s->options.invasion_joins_two_players_only)
    {
      g_autoptr(GPtrArray) note = bth_politics_items_new ();
      bth_politics_items_add (note, "status", m->id, "X.D.3.b",
                              "%s, neutral, was invaded by %s forces; with %d players it stays neutral until an "
                              "Alliance Phase (the reading “X.D.3.b only: from three players an invaded neutral waits”)", name,
                              bth_political_side_label (by), s->players);
      collect (notes, note);
      return FALSE;
    }
  else if (bth_politics_has_own_player (rules, s->players, m->id))
    {
      g_autoptr(GPtrArray) note = bth_politics_items_new ();
      bth_politics_items_add (note, "status", m->id, "X.E.1.d",
                              "%s, neutral, was invaded by %s forces; its own player announces in his Alliance Phase "
                              "whether it joins a faction (X.E.1.c's note speaks of states not controlled by an "
                              "individual player)", name, bth_political_side_label (by));
      collect (notes, note);
      return FALSE;
    }
  else
    rule = "X.G.1.m";
  set_major_status (rules, m, joins, steps, rule,
                    by == BTH_SIDE_PRO_FRENCH ? "Invaded by pro-French forces" : "Invaded by anti-French forces");
  return TRUE;
}

/* X.I.2.h: a neutral state conquered by France, invaded by anti-French units, and back. */
static gboolean
invaded_after_french_conquest (const BthCampaignRules *rules, BthPoliticalMajor *m, GPtrArray *steps)
{
  if (!m->conquered || m->conquered_by != BTH_SIDE_PRO_FRENCH)
    return FALSE;
  if (m->status == BTH_SIDE_NEUTRAL && m->anti_units_inside)
    {
      set_major_status (rules, m, BTH_SIDE_PRO_FRENCH, steps, "X.I.2.h",
                        "Conquered by France and invaded by anti-French units");
      return TRUE;
    }
  if (m->status == BTH_SIDE_PRO_FRENCH && !m->anti_units_inside)
    {
      set_major_status (rules, m, BTH_SIDE_NEUTRAL, steps, "X.I.2.h",
                        "No anti-French unit remains inside its borders");
      return TRUE;
    }
  return FALSE;
}

static void
conquer_major (const BthCampaignRules *rules, BthPoliticsSituation *s, BthPoliticalMajor *m, BthPoliticalSide by,
               GPtrArray *steps)
{
  const char *name = name_of (rules, m->id);
  int returned = 0;

  if (m->status == BTH_SIDE_NEUTRAL)
    bth_politics_items_add (steps, "applied", m->id, "X.I.2.a",
                            "%s is conquered by the %s faction: it stays neutral and may join neither faction "
                            "while land combat units remain in its Force Pool", name, bth_political_side_label (by));
  else
    bth_politics_items_add (steps, "applied", m->id, "X.I.2.a",
                            "%s is conquered by the %s faction: it becomes neutral (was %s) and may join neither "
                            "faction while land combat units remain in its Force Pool", name,
                            bth_political_side_label (by), bth_political_side_label (m->status));
  m->status = BTH_SIDE_NEUTRAL;
  m->conquered = TRUE;
  m->conquered_now = TRUE;
  m->conquered_by = by;
  m->times_conquered++;
  if (s->anti_vp > 0)
    {
      bth_politics_items_add (steps, "applied", NULL, rules->vp_rule,
                              "All Victory Points are forfeited whenever any major state is conquered: %d VP, now 0",
                              s->anti_vp);
      s->anti_vp = 0;
    }
  for (guint i = s->prisoners->len; i-- > 0;)
    {
      BthPoliticalPrisoners *p = g_ptr_array_index (s->prisoners, i);
      if (g_strcmp0 (p->state, m->id) != 0)
        continue;
      returned += p->sp;
      g_ptr_array_remove_index (s->prisoners, i);
    }
  if (returned > 0)
    bth_politics_items_add (steps, "applied", m->id, "X.G.3.c",
                            "%d SP of %s prisoners return to its Force Pool", returned, name);
}

/* The conquests listed this pass, applied. */
static gboolean
conquests (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps, GPtrArray *listed_items)
{
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  gboolean changed = FALSE;

  bth_politics_conquests (rules, s, items);
  collect (listed_items, items);
  for (guint i = 0; i < items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (items, i);
      BthPoliticalMajor *major;
      BthPoliticalMinor *minor;
      BthPoliticalSide by;

      if (g_strcmp0 (item->kind, "conquest") != 0 || item->state == NULL)
        continue;
      by = bth_politics_conqueror (rules, s, item->state);
      if (by == BTH_SIDE_NEUTRAL)
        continue;
      if ((major = bth_politics_situation_major (s, item->state)) != NULL && !major->conquered)
        {
          conquer_major (rules, s, major, by, steps);
          changed = TRUE;
        }
      else if ((minor = bth_politics_situation_minor (s, item->state)) != NULL && minor->conquered_by != by)
        {
          bth_politics_items_add (steps, "applied", minor->id, "X.I.3",
                                  "%s is conquered by the %s faction", name_of (rules, minor->id),
                                  bth_political_side_label (by));
          minor->conquered_by = by;
          bth_politics_facts_state (s, minor->id)->conquered_now = TRUE;
          changed = TRUE;
        }
    }
  return changed;
}

/* X.G.1.f: each minor's place on the display follows the control of its production city. */
static gboolean
minor_statuses (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps)
{
  gboolean changed = FALSE;

  for (guint i = 0; i < s->minors->len; i++)
    {
      BthPoliticalMinor *m = g_ptr_array_index (s->minors, i);
      g_autoptr(GPtrArray) why = bth_politics_items_new ();
      BthPoliticalSide now;
      GString *reason;

      if (!bth_politics_minor_exists (s, m->id))
        continue;
      now = bth_politics_minor_status (rules, s, m->id, why);
      if (now == m->status)
        continue;
      reason = g_string_new (NULL);
      for (guint k = 0; k < why->len; k++)
        g_string_append_printf (reason, "%s%s", k ? "; " : "", ((BthPoliticsItem *) g_ptr_array_index (why, k))->text);
      bth_politics_items_add (steps, "applied", m->id, "X.G.1.f", "%s: %s becomes %s (was %s)", reason->str,
                              name_of (rules, m->id), bth_political_side_label (now), bth_political_side_label (m->status));
      g_string_free (reason, TRUE);
      m->status = now;
      changed = TRUE;
    }
  return changed;
}

/* X.H: minor states created this pass. */
static gboolean
creations (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps, GPtrArray *listed_items)
{
  g_autoptr(GPtrArray) items = bth_politics_items_new ();
  gboolean changed = FALSE;

  bth_politics_creations (rules, s, items);
  collect (listed_items, items);
  for (guint i = 0; i < items->len; i++)
    {
      const BthPoliticsItem *item = g_ptr_array_index (items, i);
      BthPoliticalMinor *m;

      if (g_strcmp0 (item->kind, "creation") != 0 || (m = bth_politics_situation_minor (s, item->state)) == NULL)
        continue;
      for (guint c = 0; c < rules->n_creations; c++)
        {
          const BthCampaignCreation *cr = &rules->creations[c];
          if (g_strcmp0 (cr->minor, m->id) != 0)
            continue;
          if (cr->production_city != NULL)
            {
              BthPoliticalCity *pc = bth_politics_situation_city (s, cr->production_city);
              if (pc == NULL)
                continue;          /* nothing to apply it to: the item says what is due */
              g_free (pc->state);
              pc->state = g_strdup (m->id);
              pc->production = TRUE;
            }
          else if (m->created)
            continue;
          m->created = TRUE;
          m->absorbed = FALSE;
          bth_politics_items_add (steps, "applied", m->id, cr->rule, "%s is created", name_of (rules, m->id));
          for (guint k = 0; cr->absorbs && cr->absorbs[k]; k++)
            {
              BthPoliticalMinor *gone = bth_politics_situation_minor (s, cr->absorbs[k]);
              if (gone != NULL && !gone->absorbed)
                {
                  gone->absorbed = TRUE;
                  bth_politics_items_add (steps, "applied", gone->id, "Question Box", "%s ceases to exist (absorbed by %s)",
                                          name_of (rules, gone->id), name_of (rules, m->id));
                }
            }
          changed = TRUE;
          break;
        }
    }
  return changed;
}

guint
bth_politics_settle (const BthCampaignRules *rules, BthPoliticsSituation *s, GPtrArray *steps,
                     GPtrArray *conquest_items, GPtrArray *creation_items)
{
  g_autoptr(GPtrArray) local = bth_politics_items_new ();
  GPtrArray *out = steps != NULL ? steps : local;
  guint before = out->len;

  for (int pass = 0; pass < MAX_PASSES; pass++)
    {
      gboolean changed = conquests (rules, s, out, conquest_items);
      for (guint i = 0; i < s->majors->len; i++)
        {
          BthPoliticalMajor *m = g_ptr_array_index (s->majors, i);
          changed |= attacks (rules, s, m, out, out);
          changed |= invaded_after_french_conquest (rules, m, out);
        }
      changed |= minor_statuses (rules, s, out);
      changed |= creations (rules, s, out, creation_items);
      changed |= bth_politics_effects_step (rules, s, out);   /* X.I.2.b, c, i; X.J.4.b */
      if (!changed)
        break;
    }
  return out->len - before;
}

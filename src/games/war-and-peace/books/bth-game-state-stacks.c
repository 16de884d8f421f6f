/* bth-game-state-stacks.c — stacks on the Leader Display: new stacks, and units eliminated,
 * added, arriving and withdrawn. */
#include "bth-game-state-internal.h"
#include "bth-json-strict.h"

void
bth_state_remove_stack_if_empty (BthGameState *self, BthStackState *stack)
{
  guint index;

  if (stack->units->len == 0 && stack->leaders->len == 0 && bth_state_find_stack (self, stack->id, &index))
    g_ptr_array_remove_index (self->stacks, index);
}

/* The stack named by "stack"; with "create": true a new one with "side" and "location". */
BthStackState *
bth_state_target_stack (BthGameState *self, JsonObject *obj, const char *path, GError **error)
{
  const char *id, *side, *location;
  gboolean create;
  BthStackState *stack;
  g_autofree char *expected = NULL;

  if ((id = bth_json_member_string (obj, path, "stack", error)) == NULL ||
      !bth_json_optional_bool (obj, path, "create", FALSE, &create, error))
    return NULL;
  stack = bth_state_find_stack (self, id, NULL);
  if (!create)
    {
      if (stack == NULL)
        bth_json_fail (error, path, "no stack \"%s\"", id);
      return stack;
    }
  /* New stacks are numbered in order, so a replayed log rebuilds the same ids. */
  expected = g_strdup_printf ("s%u", self->next_stack);
  if (!g_str_equal (id, expected))
    {
      bth_json_fail (error, path, "a new stack must be \"%s\", not \"%s\"", expected, id);
      return NULL;
    }
  /* "side": null is a neutral state's stack, of no faction and no player's side (X.D.1.c,
   * X.D.2.c-d, X.E.1): it takes a side by an edit of stacks.ID.side when the state joins one. */
  if (!bth_state_read_nullable_string (obj, path, "side", &side, error) ||
      (location = bth_json_member_string (obj, path, "location", error)) == NULL)
    return NULL;
  if (side != NULL && !bth_state_has_side (self, side))
    {
      bth_json_fail (error, path, "unknown side \"%s\"", side);
      return NULL;
    }
  self->next_stack++;
  stack = bth_state_stack_new (id, side, location);
  g_ptr_array_add (self->stacks, stack);
  return stack;
}

gboolean
bth_state_apply_eliminated (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autoptr(GArray) units = NULL;
  const char *id;
  BthStackState *stack;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("stack", "units"), BTH_JSON_KEYS ("reason"), error) ||
      (id = bth_json_member_string (p, path, "stack", error)) == NULL ||
      (units = bth_state_read_units (p, path, "units", error)) == NULL)
    return FALSE;
  if ((stack = bth_state_find_stack (self, id, NULL)) == NULL)
    return bth_json_fail (error, path, "no stack \"%s\"", id);
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (!bth_state_units_take (stack->units, u, stack->location, path, error))
        return FALSE;
      /* X.J.1.e: in the Grand Campaign eliminated units go to their Force Pool. */
      if (!bth_game_state_books_take_eliminated (self, u))
        bth_state_units_give (self->eliminated, u);
    }
  bth_state_remove_stack_if_empty (self, stack);
  return TRUE;
}

/* units-added and reinforcement-arrived share their form; SOURCE says where units come
 * from: "unused" counters (I.1), the "eliminated" pool (I.2, Z.7), or a "withdrawal". */
static gboolean
apply_units (BthGameState *self, JsonObject *p, const char *path, const char *source, GError **error)
{
  g_autofree char *lp = g_strdup_printf ("%s.leaders", path);
  g_autoptr(GArray) units = NULL;
  BthStackState *stack;
  JsonArray *leaders = NULL;

  if ((units = bth_state_read_units (p, path, "units", error)) == NULL ||
      (json_object_has_member (p, "leaders") &&
       (leaders = bth_json_member_array (p, path, "leaders", 0, 64, error)) == NULL) ||
      (stack = bth_state_target_stack (self, p, path, error)) == NULL)
    return FALSE;
  for (guint i = 0; i < units->len; i++)
    {
      BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
      if (g_str_equal (source, "withdrawal"))
        {
          if (!bth_state_units_take (stack->units, u, stack->location, path, error))
            return FALSE;
          continue;
        }
      if (g_str_equal (source, "eliminated") &&
          !bth_state_units_take (self->eliminated, u, "the eliminated units", path, error))
        return FALSE;
      bth_state_units_give (stack->units, u);
    }
  for (guint j = 0; leaders != NULL && j < json_array_get_length (leaders); j++)
    {
      g_autofree char *lep = g_strdup_printf ("%s[%u]", lp, j);
      JsonObject *leader = bth_json_element_object (leaders, lp, j, error);
      if (leader == NULL || !bth_state_add_leader (self, leader, lep, stack, error))
        return FALSE;
    }
  bth_state_remove_stack_if_empty (self, stack);
  return TRUE;
}

gboolean
bth_state_apply_added (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *from;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("stack", "units", "from"),
                             BTH_JSON_KEYS ("create", "side", "location", "leaders", "reason"), error) ||
      (from = bth_json_member_string (p, path, "from", error)) == NULL)
    return FALSE;
  if (!g_str_equal (from, "unused") && !g_str_equal (from, "eliminated"))
    return bth_json_fail (error, path, "from \"%s\" is neither \"unused\" nor \"eliminated\"", from);
  return apply_units (self, p, path, from, error);
}

/* A withdrawal whose units leave several stacks (VIII.F.1: the French player chooses the
 * units): "from" lists each stack with what leaves it; together they are "units". */
static gboolean
apply_withdrawal_from (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  g_autofree char *fp = g_strdup_printf ("%s.from", path);
  g_autoptr(GArray) total = NULL;
  g_autoptr(GArray) taken = bth_unit_counts_new ();
  JsonArray *from;

  if ((total = bth_state_read_units (p, path, "units", error)) == NULL ||
      (from = bth_json_member_array (p, path, "from", 0, 64, error)) == NULL)
    return FALSE;
  for (guint j = 0; j < json_array_get_length (from); j++)
    {
      g_autofree char *ep = g_strdup_printf ("%s[%u]", fp, j);
      JsonObject *part = bth_json_element_object (from, fp, j, error);
      g_autoptr(GArray) units = NULL;
      BthStackState *stack;
      const char *id;

      if (part == NULL || !bth_state_check_keys (part, ep, BTH_JSON_KEYS ("stack", "units"), NULL, error) ||
          (id = bth_json_member_string (part, ep, "stack", error)) == NULL ||
          (units = bth_state_read_units (part, ep, "units", error)) == NULL)
        return FALSE;
      if ((stack = bth_state_find_stack (self, id, NULL)) == NULL)
        return bth_json_fail (error, ep, "no stack \"%s\"", id);
      for (guint i = 0; i < units->len; i++)
        {
          BthUnitCount *u = &g_array_index (units, BthUnitCount, i);
          if (!bth_state_units_take (stack->units, u, stack->location, ep, error))
            return FALSE;
          bth_state_units_give (taken, u);
        }
      bth_state_remove_stack_if_empty (self, stack);
    }
  /* The parts add up to the units withdrawn. */
  for (guint i = 0; i < total->len; i++)
    {
      BthUnitCount *u = &g_array_index (total, BthUnitCount, i);
      if (bth_unit_counts_sp (taken, u->power, u->kind) != bth_unit_counts_sp (total, u->power, u->kind))
        return bth_json_fail (error, fp, "the stacks give %d%s of %s, not the %d%s withdrawn",
                              bth_unit_counts_sp (taken, u->power, u->kind), u->kind, u->power,
                              bth_unit_counts_sp (total, u->power, u->kind), u->kind);
    }
  if (bth_unit_counts_sp (taken, NULL, NULL) != bth_unit_counts_sp (total, NULL, NULL))
    return bth_json_fail (error, fp, "the stacks give other units than those withdrawn");
  /* The leaders the entry names leave the map (or the Turn Record Track) for good. */
  if (json_object_has_member (p, "leaders_withdrawn"))
    {
      g_autofree char *lp = g_strdup_printf ("%s.leaders_withdrawn", path);
      JsonArray *leaders = bth_json_member_array (p, path, "leaders_withdrawn", 0, 64, error);

      if (leaders == NULL)
        return FALSE;
      for (guint j = 0; j < json_array_get_length (leaders); j++)
        {
          const char *id = json_array_get_string_element (leaders, j);
          BthLeaderState *leader = id != NULL ? bth_state_find_leader (self, id) : NULL;

          if (leader == NULL)
            return bth_json_fail (error, lp, "unknown leader \"%s\"", id ? id : "");
          if (leader->status != BTH_LEADER_STATUS_ON_MAP && leader->status != BTH_LEADER_STATUS_WOUNDED)
            return bth_json_fail (error, lp, "%s is neither on the map nor wounded", leader->name);
          if (leader->status == BTH_LEADER_STATUS_ON_MAP)
            bth_state_detach_leader (self, leader);
          leader->status = BTH_LEADER_STATUS_WITHDRAWN;
        }
    }
  return TRUE;
}

gboolean
bth_state_apply_reinforcement (BthGameState *self, JsonObject *p, const char *path, GError **error)
{
  const char *kind;
  gboolean forfeited;

  if (!bth_state_check_keys (p, path, BTH_JSON_KEYS ("kind", "month", "text", "rule", "forfeited", "stack", "units"),
                             BTH_JSON_KEYS ("create", "side", "location", "leaders", "forfeit_reason", "entry", "from",
                                            "leaders_withdrawn"),
                             error) ||
      (kind = bth_json_member_string (p, path, "kind", error)) == NULL ||
      bth_json_member_string (p, path, "text", error) == NULL ||
      bth_json_member_string (p, path, "rule", error) == NULL ||
      !bth_json_member_bool (p, path, "forfeited", &forfeited, error))
    return FALSE;
  {
    BthMonth month;
    if (!bth_state_read_month (p, path, "month", &month, error))
      return FALSE;
    if (month != self->month)
      return bth_json_fail (error, path, "scheduled for another month than the current one");
  }
  if (forfeited)
    return TRUE;    /* Z.7, I.F.3: nothing arrives */
  if (g_str_equal (kind, "reinforcement"))
    return apply_units (self, p, path, "unused", error);
  if (g_str_equal (kind, "replacement"))
    return apply_units (self, p, path, "eliminated", error);
  if (g_str_equal (kind, "withdrawal") && json_object_has_member (p, "from"))
    return apply_withdrawal_from (self, p, path, error);
  if (g_str_equal (kind, "withdrawal"))
    return apply_units (self, p, path, "withdrawal", error);
  return bth_json_fail (error, path, "kind \"%s\" is not reinforcement, replacement or withdrawal", kind);
}

/* bth-game-due.c — what is due in the current phase (reinforcements, returning leaders,
 * January steps, the Alliance Phase roll …) and applying a due item. */
#include "bth-game-internal.h"
#include "bth-game-books.h"

const char *
bth_due_kind_to_string (BthDueKind kind)
{
  static const char *const names[] = { "reinforcement", "replacement", "withdrawal", "event",
                                       "leader-return", "january", "omitted-step", "alliance",
                                       "foreign-wars", "war-end", "war-forces", "prisoners",
                                       "napoleon-return", "victory-check" };
  return names[kind];
}

static void
due_free (BthDueItem *item)
{
  g_free (item->text);
  g_free (item->rule);
  g_free (item->side);
  g_free (item->leader);
  g_free (item->state);
  g_free (item);
}

static BthDueItem *
due_add (GPtrArray *due, BthDueKind kind, const char *side, const char *rule, const char *format, ...)
  G_GNUC_PRINTF (5, 6);

static BthDueItem *
due_add (GPtrArray *due, BthDueKind kind, const char *side, const char *rule, const char *format, ...)
{
  BthDueItem *item = g_new0 (BthDueItem, 1);
  va_list args;

  va_start (args, format);
  item->kind = kind;
  item->text = g_strdup_vprintf (format, args);
  item->rule = g_strdup (rule);
  item->side = g_strdup (side);
  va_end (args);
  g_ptr_array_add (due, item);
  return item;
}

/* Whether a reinforcement-arrived event for schedule ENTRY was logged in the current month. */
static gboolean
entry_done (BthGame *self, guint entry)
{
  for (guint i = self->events->len; i > 0; i--)
    {
      BthEvent *e = g_ptr_array_index (self->events, i - 1);
      g_autoptr(JsonObject) p = e->type == BTH_EVENT_PHASE_ADVANCED || e->type == BTH_EVENT_REINFORCEMENT_ARRIVED ? bth_event_dup_payload (e) : NULL;
      BthMonth month;

      if (e->type == BTH_EVENT_PHASE_ADVANCED &&
          bth_month_parse (json_object_get_string_member (p, "month"), &month) && month < self->state->month)
        break;
      if (e->type == BTH_EVENT_REINFORCEMENT_ARRIVED && json_object_has_member (p, "entry") &&
          json_object_get_int_member (p, "entry") == entry &&
          bth_month_parse (json_object_get_string_member (p, "month"), &month) && month == self->state->month)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
bth_game_get_due (BthGame *self)
{
  GPtrArray *due = g_ptr_array_new_with_free_func ((GDestroyNotify) due_free);
  const BthGameState *s = self->state;
  const BthSequencePhase *phase;
  const BthSequenceSegment *segment = bth_game_current_segment (self, &phase);
  const char *side = bth_game_segment_side (self, segment);
  gboolean first_turn = bth_turn_track_is_first_turn (self->track, s->month);
  gboolean january = bth_month_month (s->month) == 1;
  BthTurnPosition here, before;

  if (segment == NULL || phase == NULL)
    return due;
  for (guint i = 0; i < phase->n_steps; i++)
    {
      if (phase->steps[i].first_turn_omitted && first_turn)
        due_add (due, BTH_DUE_OMITTED_STEP, side, phase->steps[i].first_turn_rule,
                 "%s: not on the first turn", phase->steps[i].label);
      if (phase->steps[i].january_only && january)
        due_add (due, BTH_DUE_JANUARY, side, NULL, "%s", phase->steps[i].label);
    }
  /* Z.6: before the January turn of a multi-year scenario, the new year's reinforcements
   * go on the track; shown at the first phase of that turn. */
  bth_game_get_position (self, &here);
  if (january && !first_turn && bth_month_year (s->start) != bth_month_year (s->end) &&
      (!bth_turn_track_previous (self->track, &here, &before) || before.month != here.month))
    due_add (due, BTH_DUE_JANUARY, NULL, "Z.6", "Place the new year's reinforcements on the Turn Record Track");

  if (g_str_equal (phase->id, "alliance") && self->scenario != NULL && side != NULL)
    {
      const BthScenarioAlliance *a = bth_scenario_get_alliance (self->scenario);
      due_add (due, BTH_DUE_ALLIANCE, side, a->rule, "%s", a->text ? a->text : "Alliance Phase roll (H.1)");
    }
  bth_game_books_due (self, due);   /* the Grand Campaign's: X.C, X.G.2-3, X.K.5.d */

  if (side == NULL || (!g_str_equal (phase->id, "reinforcement") && !g_str_equal (phase->id, "production")))
    return due;
  if (self->scenario != NULL)
    {
      guint n;
      const BthScenarioScheduleEntry *entries = bth_scenario_get_schedule (self->scenario, &n);
      for (guint i = 0; i < n; i++)
        {
          const BthScenarioScheduleEntry *e = &entries[i];
          static const BthDueKind kinds[] = { BTH_DUE_REINFORCEMENT, BTH_DUE_REPLACEMENT,
                                              BTH_DUE_WITHDRAWAL, BTH_DUE_EVENT };
          const char *entry_side;
          BthDueItem *item;
          if (!bth_schedule_entry_applies (e, s->month))
            continue;
          entry_side = e->force && e->force->side ? e->force->side : NULL;
          if (entry_side != NULL && !g_str_equal (entry_side, side))
            continue;
          item = due_add (due, kinds[e->kind], entry_side, e->rule, "%s", e->text);
          item->entry = e;
          item->done = e->force != NULL && entry_done (self, i);
        }
    }
  for (guint i = 0; i < s->leaders->len; i++)
    {
      const BthLeaderState *l = g_ptr_array_index (s->leaders, i);
      if (l->status == BTH_LEADER_STATUS_WOUNDED && l->returns <= s->month && g_strcmp0 (l->side, side) == 0)
        {
          BthDueItem *item = due_add (due, BTH_DUE_LEADER_RETURN, side, "R.2",
                                      "%s may return from the Turn Record Track", l->name);
          item->leader = g_strdup (l->id);
        }
    }
  return due;
}

gboolean
bth_game_apply_due (BthGame *self, const BthDueItem *item, const char *stack_id,
                    const char *forfeit_reason, GError **error)
{
  return bth_game_apply_due_power (self, item, stack_id, forfeit_reason, NULL, error);
}

/* The satellite chosen for an "any satellite units" withdrawal, checked: NULL with ERROR
 * naming the choice when none or another is given. */
static gboolean
check_power_choice (BthGame *self, const BthScenarioScheduleEntry *e, const char *power, GError **error)
{
  g_autofree const char **choices = bth_scenario_force_power_choices (self->scenario, e->force);
  g_autofree char *list = NULL;

  if (choices == NULL)
    return power == NULL || bth_game_fail (error, "\"%s\" names its units' power: there is no choice to make",
                                           e->text);
  if (power != NULL && g_strv_contains (choices, power))
    return TRUE;
  {
    GString *names = g_string_new (NULL);
    for (guint i = 0; choices[i]; i++)
      g_string_append_printf (names, "%s%s", i == 0 ? "" : choices[i + 1] ? ", " : " or ",
                              bth_scenario_find_power (self->scenario, choices[i], NULL)->name);
    list = g_string_free (names, FALSE);
  }
  if (power == NULL)
    return bth_game_fail (error, "%s: choose which satellite's units are withdrawn (%s) — %s", e->rule, list, e->text);
  return bth_game_fail (error, "%s: \"%s\" is not a satellite to choose from (%s)", e->rule, power, list);
}

gboolean
bth_game_apply_due_power (BthGame *self, const BthDueItem *item, const char *stack_id,
                          const char *forfeit_reason, const char *power, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  g_autoptr(GHashTable) taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const BthScenarioScheduleEntry *e = item->entry;
  const BthScenarioScheduleEntry *entries;
  guint n, next_stack = self->state->next_stack;
  JsonObject *p;
  gboolean ok;

  if (bth_game_books_apply_due (self, item, &ok, error))
    return ok;
  if (item->kind == BTH_DUE_LEADER_RETURN)
    return bth_game_leader_return (self, item->leader, stack_id,
                                   stack_id ? NULL : "with a supplied strength point of his colour (R.2)", error);
  if (e == NULL || e->force == NULL || self->scenario == NULL)
    return bth_game_fail (error, "\"%s\" has no units to apply", item->text);
  entries = bth_scenario_get_schedule (self->scenario, &n);
  if (e < entries || e >= entries + n)
    return bth_game_fail (error, "the schedule entry is not from this game's scenario");
  if (!check_power_choice (self, e, power, error))
    return FALSE;
  if (e->kind == BTH_SCHEDULE_WITHDRAWAL && stack_id == NULL && forfeit_reason == NULL)
    return bth_game_fail (error, "a withdrawal needs the stack the units leave");

  p = bth_game_payload_new ();
  json_object_set_string_member (p, "kind", bth_schedule_kind_to_string (e->kind));
  json_object_set_int_member (p, "entry", e - entries);
  bth_game_payload_set_month (p, "month", self->state->month);
  json_object_set_string_member (p, "text", e->text);
  json_object_set_string_member (p, "rule", e->rule);
  json_object_set_boolean_member (p, "forfeited", forfeit_reason != NULL);
  if (forfeit_reason != NULL)
    json_object_set_string_member (p, "forfeit_reason", forfeit_reason);
  if (stack_id != NULL)
    {
      json_object_set_string_member (p, "stack", stack_id);
      JsonArray *units = bth_game_scenario_units_json (e->force);
      /* The players' choice of satellite (VIII.F.1.e, g) is the units' power. */
      for (guint i = 0; power != NULL && i < json_array_get_length (units); i++)
        json_object_set_string_member (json_array_get_object_element (units, i), "power", power);
      json_object_set_array_member (p, "units", units);
      if (e->kind == BTH_SCHEDULE_REINFORCEMENT && e->force->n_leaders > 0)
        json_object_set_array_member (p, "leaders",
                                      bth_game_scenario_leaders_json (self, taken, e->force, item->side ? item->side
                                                                      : g_ptr_array_index (self->state->sides, 0)));
    }
  else
    {
      JsonArray *units;
      bth_game_payload_new_stack (self, p, &next_stack, taken, e->force,
                                  e->force->side ? e->force->side : item->side, e->kind == BTH_SCHEDULE_REINFORCEMENT);
      units = json_object_get_array_member (p, "units");
      for (guint i = 0; power != NULL && i < json_array_get_length (units); i++)
        json_object_set_string_member (json_array_get_object_element (units, i), "power", power);
    }
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_REINFORCEMENT_ARRIVED, p));
  return bth_game_append (self, events, error);
}

/* Whose a withdrawal's units are: the entry's side, the due item's, else the side of the
 * power whose units (or leaders) leave; NULL when none is known. */
static const char *
withdrawal_side (BthGame *self, const BthDueItem *item)
{
  const BthScenarioForce *force = item->entry->force;
  const char *whose;
  const BthPowerState *ps;

  if (force->side != NULL)
    return force->side;
  if (item->side != NULL)
    return item->side;
  whose = force->n_units > 0 ? force->units[0].power : force->n_leaders > 0 ? force->leaders[0].power : NULL;
  ps = whose != NULL ? bth_game_state_find_power (self->state, whose) : NULL;
  return ps != NULL ? ps->side : NULL;
}

/* The SP of unit U's power and kind the entry withdraws (listed twice: summed). */
static int
withdrawal_wanted (const BthScenarioForce *force, guint u)
{
  int wanted = 0;

  for (guint v = 0; v < force->n_units; v++)
    if (force->units[v].kind == force->units[u].kind && g_strcmp0 (force->units[v].power, force->units[u].power) == 0)
      wanted += force->units[v].sp;
  return wanted;
}

/* Whether unit U is the first of its power and kind in the entry. */
static gboolean
withdrawal_first (const BthScenarioForce *force, guint u)
{
  for (guint v = 0; v < u; v++)
    if (force->units[v].kind == force->units[u].kind && g_strcmp0 (force->units[v].power, force->units[u].power) == 0)
      return FALSE;
  return TRUE;
}

GArray *
bth_game_withdrawal_holdings (BthGame *self, const BthDueItem *item, const char *power)
{
  GArray *takes = g_array_new (FALSE, TRUE, sizeof (BthWithdrawalTake));
  const BthScenarioForce *force = item->entry != NULL ? item->entry->force : NULL;
  const char *side;

  if (item->kind != BTH_DUE_WITHDRAWAL || force == NULL || (force->power_choice_of != NULL && power == NULL) ||
      (side = withdrawal_side (self, item)) == NULL)
    return takes;
  for (guint i = 0; i < self->state->stacks->len; i++)
    {
      const BthStackState *stack = g_ptr_array_index (self->state->stacks, i);

      if (g_strcmp0 (stack->side, side) != 0)
        continue;
      for (guint u = 0; u < force->n_units; u++)
        {
          BthWithdrawalTake take = { stack->id, force->units[u].power != NULL ? force->units[u].power : power,
                                     bth_scenario_kind_to_string (force->units[u].kind), 0 };

          if (!withdrawal_first (force, u))
            continue;
          take.sp = bth_unit_counts_sp (stack->units, take.power, take.kind);
          if (take.sp > 0)
            g_array_append_val (takes, take);
        }
    }
  return takes;
}

GPtrArray *
bth_game_withdrawal_leaders (BthGame *self, const BthDueItem *item)
{
  GPtrArray *ids = g_ptr_array_new_with_free_func (g_free);
  const BthScenarioForce *force = item->entry != NULL ? item->entry->force : NULL;

  if (item->kind != BTH_DUE_WITHDRAWAL || force == NULL)
    return ids;
  for (guint k = 0; k < force->n_leaders; k++)
    for (guint i = 0; i < self->state->leaders->len; i++)
      {
        const BthLeaderState *l = g_ptr_array_index (self->state->leaders, i);

        if (!force->leaders[k].unnamed && g_strcmp0 (l->name, force->leaders[k].name) == 0 &&
            (l->status == BTH_LEADER_STATUS_ON_MAP || l->status == BTH_LEADER_STATUS_WOUNDED) &&
            !g_ptr_array_find_with_equal_func (ids, l->id, g_str_equal, NULL))
          {
            g_ptr_array_add (ids, g_strdup (l->id));
            break;
          }
      }
  return ids;
}

gboolean
bth_game_apply_withdrawal (BthGame *self, const BthDueItem *item, const char *power,
                           const BthWithdrawalTake *takes, guint n_takes, GError **error)
{
  g_autoptr(GPtrArray) events = bth_game_event_list ();
  const BthScenarioScheduleEntry *e = item->entry;
  const BthScenarioScheduleEntry *entries;
  const BthScenarioForce *force;
  const char *side;
  guint n;
  JsonObject *p;
  JsonArray *units, *from;

  if (item->kind != BTH_DUE_WITHDRAWAL || e == NULL || e->force == NULL || self->scenario == NULL)
    return bth_game_fail (error, "\"%s\" is not a withdrawal of units", item->text);
  entries = bth_scenario_get_schedule (self->scenario, &n);
  if (e < entries || e >= entries + n)
    return bth_game_fail (error, "the schedule entry is not from this game's scenario");
  if (!check_power_choice (self, e, power, error))
    return FALSE;
  force = e->force;
  if (n_takes == 0 && force->n_units > 0)
    return bth_game_fail (error, "%s: choose the stacks the units leave — %s", e->rule, e->text);
  side = withdrawal_side (self, item);
  for (guint t = 0; t < n_takes; t++)
    {
      const BthStackState *stack = bth_game_state_find_stack (self->state, takes[t].stack);
      gboolean listed = FALSE;

      if (stack == NULL)
        return bth_game_fail (error, "there is no stack \"%s\"", takes[t].stack);
      if (side != NULL && g_strcmp0 (stack->side, side) != 0)
        return bth_game_fail (error, "%s: stack %s is not %s", e->rule, stack->id, bth_game_side_name (self, side));
      for (guint u = 0; u < force->n_units && !listed; u++)
        listed = g_strcmp0 (takes[t].power, force->units[u].power != NULL ? force->units[u].power : power) == 0 &&
                 g_strcmp0 (takes[t].kind, bth_scenario_kind_to_string (force->units[u].kind)) == 0;
      if (!listed || takes[t].sp <= 0)
        return bth_game_fail (error, "%s: %d%s of %s from %s is not what \"%s\" withdraws", e->rule, takes[t].sp,
                              takes[t].kind, takes[t].power, stack->id, e->text);
    }
  for (guint u = 0; u < force->n_units; u++)
    {
      const char *unit_power = force->units[u].power != NULL ? force->units[u].power : power;
      const char *kind = bth_scenario_kind_to_string (force->units[u].kind);
      int given = 0;

      if (!withdrawal_first (force, u))
        continue;
      for (guint t = 0; t < n_takes; t++)
        if (g_strcmp0 (takes[t].power, unit_power) == 0 && g_strcmp0 (takes[t].kind, kind) == 0)
          given += takes[t].sp;
      if (given != withdrawal_wanted (force, u))
        return bth_game_fail (error, "%s: the stacks chosen give %d%s of %s; %d%s are withdrawn", e->rule, given, kind,
                              bth_scenario_find_power (self->scenario, unit_power, NULL) != NULL
                              ? bth_scenario_find_power (self->scenario, unit_power, NULL)->name : unit_power,
                              withdrawal_wanted (force, u), kind);
    }

  p = bth_game_payload_new ();
  json_object_set_string_member (p, "kind", bth_schedule_kind_to_string (e->kind));
  json_object_set_int_member (p, "entry", e - entries);
  bth_game_payload_set_month (p, "month", self->state->month);
  json_object_set_string_member (p, "text", e->text);
  json_object_set_string_member (p, "rule", e->rule);
  json_object_set_boolean_member (p, "forfeited", FALSE);
  {
    /* The first stack the units (else the first leader) leave; "" when none is known. */
    g_autoptr(GPtrArray) leaders = bth_game_withdrawal_leaders (self, item);
    const BthLeaderState *first = leaders->len > 0
                                  ? bth_game_state_find_leader (self->state, g_ptr_array_index (leaders, 0)) : NULL;
    JsonArray *ids = json_array_new ();

    json_object_set_string_member (p, "stack", n_takes > 0 ? takes[0].stack
                                   : first != NULL && first->stack != NULL ? first->stack : "");
    for (guint i = 0; i < leaders->len; i++)
      json_array_add_string_element (ids, g_ptr_array_index (leaders, i));
    json_object_set_array_member (p, "leaders_withdrawn", ids);
  }
  units = bth_game_scenario_units_json (force);
  /* The players' choice of satellite (VIII.F.1.e, g) is the units' power. */
  for (guint i = 0; power != NULL && i < json_array_get_length (units); i++)
    json_object_set_string_member (json_array_get_object_element (units, i), "power", power);
  json_object_set_array_member (p, "units", units);
  /* What leaves each stack, the stacks in the order first given. */
  from = json_array_new ();
  for (guint t = 0; t < n_takes; t++)
    {
      JsonArray *part = NULL;
      JsonObject *unit;

      for (guint j = 0; j < json_array_get_length (from) && part == NULL; j++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (from, j), "stack"),
                         takes[t].stack))
          part = json_object_get_array_member (json_array_get_object_element (from, j), "units");
      if (part == NULL)
        {
          JsonObject *o = json_object_new ();
          json_object_set_string_member (o, "stack", takes[t].stack);
          part = json_array_new ();
          json_object_set_array_member (o, "units", part);
          json_array_add_object_element (from, o);
        }
      unit = json_object_new ();
      json_object_set_string_member (unit, "power", takes[t].power);
      json_object_set_string_member (unit, "kind", takes[t].kind);
      json_object_set_int_member (unit, "sp", takes[t].sp);
      json_array_add_object_element (part, unit);
    }
  json_object_set_array_member (p, "from", from);
  g_ptr_array_add (events, bth_game_event_take (BTH_EVENT_REINFORCEMENT_ARRIVED, p));
  return bth_game_append (self, events, error);
}

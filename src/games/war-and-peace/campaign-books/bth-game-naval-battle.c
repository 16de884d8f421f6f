/* bth-game-naval-battle.c — see bth-game-naval-battle.h. */
#include "bth-game-naval-battle.h"
#include "bth-game-names.h"
#include "bth-campaign-state.h"
#include "bth-error.h"
#include "bth-force-pools.h"
#include "bth-game-fleet-cargo.h"
#include "bth-naval-checks.h"

#include <string.h>

static const char *const side_names[2] = { "first", "second" };

static gboolean
same_name (const char *a, const char *b)
{
  g_autofree char *x = NULL, *y = NULL;

  if (a == NULL || b == NULL)
    return FALSE;
  x = g_utf8_casefold (a, -1);
  y = g_utf8_casefold (b, -1);
  return g_strcmp0 (g_strstrip (x), g_strstrip (y)) == 0;
}

gboolean
bth_naval_location_same (const BthNavalLocation *a, const BthNavalLocation *b)
{
  if (a->place != b->place)
    return FALSE;
  switch (a->place)
    {
    case BTH_NAVAL_PORT:    return same_name (a->port, b->port);
    case BTH_NAVAL_COASTAL: return same_name (a->hex, b->hex);
    case BTH_NAVAL_AT_SEA:
    default:                return same_name (a->sea_zone, b->sea_zone);
    }
}

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT, message);
  return FALSE;
}

static const char *
owner_of (const BthFleet *f)
{
  return f->owner != NULL ? f->owner : f->nation;
}

/* GAME (may be NULL) names the powers in the messages. */
static gboolean
check_in (BthGame *game, const BthGameState *state, const char *first, const char *second, GError **error);

gboolean
bth_game_naval_battle_check (const BthGameState *state, const char *first, const char *second, GError **error)
{
  return check_in (NULL, state, first, second, error);
}

static gboolean
check_in (BthGame *game, const BthGameState *state, const char *first, const char *second, GError **error)
{
  const char *ids[2] = { first, second };
  const BthGameFleet *f[2];

  for (int s = 0; s < 2; s++)
    if ((f[s] = ids[s] != NULL ? bth_game_state_find_fleet (state, ids[s]) : NULL) == NULL)
      return fail (error, "%s fleet: %s", side_names[s],
                   ids[s] == NULL ? "choose a fleet for each side" : "there is no such fleet in the game");
  if (g_strcmp0 (first, second) == 0)
    return fail (error, "second fleet: a fleet does not fight itself; choose an enemy fleet");
  if (g_strcmp0 (owner_of (&f[0]->fleet), owner_of (&f[1]->fleet)) == 0)
    return fail (error, "second fleet: %s and %s both belong to %s; naval combat is between enemy fleets (X.F.7.a)",
                 first, second, bth_game_power_name (game, owner_of (&f[0]->fleet)));
  if (!bth_naval_location_same (&f[0]->fleet.location, &f[1]->fleet.location))
    {
      g_autofree char *a = bth_naval_location_describe (&f[0]->fleet.location);
      g_autofree char *b = bth_naval_location_describe (&f[1]->fleet.location);
      return fail (error, "location: %s is at %s but %s is at %s; naval combat is fought where the fleets "
                   "meet — the same port, coastal hex or sea zone (X.F.7.a)", first, a, second, b);
    }
  return TRUE;
}

int
bth_game_naval_battle_active_side (const BthGameState *state, const char *first, const char *second)
{
  const BthCampaignBooks *books = bth_game_state_get_campaign (state);
  const char *ids[2] = { first, second };
  BthPoliticalSide segment;
  int active = -1;

  /* The Grand Campaign's segments are those of a faction ("pro_french", …, X.E). */
  if (books == NULL || !bth_political_side_from_string (state->segment, &segment))
    return -1;
  for (int s = 0; s < 2; s++)
    {
      const BthGameFleet *g = bth_game_state_find_fleet (state, ids[s]);
      const BthCampaignStanding *st = g != NULL ? bth_campaign_books_standing (books, g->fleet.nation) : NULL;
      if (st != NULL && st->status == segment)
        {
          if (active >= 0)
            return -1;      /* both sides' nations: the game does not say which */
          active = s;
        }
    }
  return active;
}

gboolean
bth_game_naval_battle_preset (const BthGameState *state, const char *first, const char *second,
                              const BthNavalOptions *options, BthNavalBattle *battle, GError **error)
{
  const char *ids[2] = { first, second };
  const BthGameFleet *g;
  int active;

  if (!bth_game_naval_battle_check (state, first, second, error))
    return FALSE;
  for (int s = 0; s < 2; s++)
    {
      BthFleet copy;
      g = bth_game_state_find_fleet (state, ids[s]);
      bth_fleet_copy (&copy, &g->fleet);
      g_array_set_size (battle->forces[s].fleets, 0);
      g_array_append_val (battle->forces[s].fleets, copy);
    }
  g = bth_game_state_find_fleet (state, first);
  switch (g->fleet.location.place)
    {
    case BTH_NAVAL_PORT:    battle->kind = BTH_NAVAL_BATTLE_BLOCKADE; break;
    case BTH_NAVAL_COASTAL: battle->kind = BTH_NAVAL_BATTLE_COASTAL; break;
    case BTH_NAVAL_AT_SEA:
    default:                battle->kind = BTH_NAVAL_BATTLE_INTERCEPTION; break;
    }
  battle->at_sea = g->fleet.location.place == BTH_NAVAL_AT_SEA;
  active = bth_game_naval_battle_active_side (state, first, second);
  if (active >= 0)
    battle->active = (BthNavalSide) active;
  if (options != NULL)
    battle->options = *options;
  return TRUE;
}

char *
bth_game_naval_battle_label (const BthGameState *state, const char *first)
{
  const BthGameFleet *g = bth_game_state_find_fleet (state, first);
  g_autofree char *where = g != NULL ? bth_naval_location_describe (&g->fleet.location) : g_strdup ("?");

  return g_strdup_printf ("Naval battle at %s", where);
}

static void
append_part (GString *s, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
append_part (GString *s, const char *format, ...)
{
  va_list args;

  g_string_append (s, s->len > 0 ? ", " : ": ");
  va_start (args, format);
  g_string_append_vprintf (s, format, args);
  va_end (args);
}

gboolean
bth_game_naval_battle_record (BthGame *game, const char *first, const char *second,
                              const BthNavalOptions *options, const BthNavalCombatOutcome *outcome,
                              GError **error)
{
  return bth_game_naval_battle_record_cargo (game, first, second, options, outcome, NULL, error);
}

gboolean
bth_game_naval_battle_record_cargo (BthGame *game, const char *first, const char *second,
                                    const BthNavalOptions *options, const BthNavalCombatOutcome *outcome,
                                    const BthNavalBattleCargo *cargo, GError **error)
{
  const BthGameState *state = bth_game_get_state (game);
  const BthNavalRules *naval = bth_ruleset_get_naval (bth_game_get_ruleset (game));
  const char *ids[2] = { first, second };
  const BthGameFleet *old[2];
  BthGameFleet new[2];
  GString *parts[2];
  int lost[2], left[2], prizes[2];
  gboolean gone[2];
  g_autofree char *label = NULL;
  g_autoptr(GPtrArray) events = NULL;
  BthNavalOptions none = { 0 };
  BthNavalBattleCargo no_cargo = { 0 };
  int tleft[2];
  BthFleetCargo *cargo_lost[2] = { NULL, NULL }, *cargo_captured[2] = { NULL, NULL }, *cargo_sunk[2] = { NULL, NULL };
  BthFleetCargo *kept[2] = { NULL, NULL };
  gboolean ok = FALSE;

  if (options == NULL)
    options = &none;
  if (cargo == NULL)
    cargo = &no_cargo;
  if (!check_in (game, state, first, second, error))
    return FALSE;
  if (outcome->die < 1)
    return fail (error, "result: there is no combat result to record; roll or type the die first");
  for (int s = 0; s < 2; s++)
    {
      old[s] = bth_game_state_find_fleet (state, ids[s]);
      lost[s] = outcome->sunk[s] + outcome->captured[s];
      if (outcome->sunk[s] < 0 || outcome->captured[s] < 0 || outcome->damaged[s] < 0)
        return fail (error, "%s fleet: a loss is negative", side_names[s]);
      if (lost[s] > old[s]->fleet.squadrons)
        return fail (error, "%s fleet: %d squadron(s) sunk or captured, but %s has only %d (X.F.7.b); "
                     "the calculator's force is not the fleet any more — preset it again",
                     side_names[s], lost[s], ids[s], old[s]->fleet.squadrons);
      left[s] = old[s]->fleet.squadrons - lost[s];
      if (outcome->damaged[s] > left[s])
        return fail (error, "%s fleet: %d squadron(s) damaged, but %s keeps only %d (X.K.7)", side_names[s],
                     outcome->damaged[s], ids[s], left[s]);
      if (cargo->transports_sunk[s] < 0 || cargo->transports_captured[s] < 0)
        return fail (error, "%s fleet: a transport loss is negative", side_names[s]);
      tleft[s] = old[s]->fleet.transports - cargo->transports_sunk[s] - cargo->transports_captured[s];
      if (tleft[s] < 0)
        return fail (error, "%s fleet: %d transport(s) sunk or captured, but %s has only %d (X.F.7.e)",
                     side_names[s], cargo->transports_sunk[s] + cargo->transports_captured[s], ids[s],
                     old[s]->fleet.transports);
    }
  /* X.F.3.h: the cargo the naval units left can no longer carry is lost with the others. */
  for (int s = 0; s < 2; s++)
    {
      const char *captor = bth_game_state_find_fleet (state, ids[1 - s])->fleet.nation;
      gboolean all_gone = left[s] + tleft[s] == 0;
      if (!bth_fleet_cargo_loss (naval, old[s], left[s], tleft[s], cargo->lost[s], &cargo_lost[s], error) ||
          !bth_fleet_cargo_split_captured (naval, &old[s]->fleet, cargo_lost[s], cargo->transports_captured[s],
                                           all_gone && outcome->captured[s] + cargo->transports_captured[s] > 0,
                                           cargo->lost_captured[s], &cargo_captured[s], &cargo_sunk[s], error))
        {
          if (error != NULL && *error != NULL)
            g_prefix_error (error, "%s fleet: ", side_names[s]);
          goto out;
        }
      if (!bth_fleet_cargo_empty (cargo_captured[s]) && bth_game_state_keeps_prisoners (state) &&
          !bth_game_state_can_take_prisoners (state, captor))
        {
          fail (error, "%s fleet: %s captures army units, but has no Prisoners box on the Force Pool Display (X.G.3.a)",
                side_names[s], bth_game_power_name (game, captor));
          goto out;
        }
      kept[s] = bth_fleet_cargo_minus (old[s]->cargo, cargo_lost[s]);
    }

  label = bth_game_naval_battle_label (state, first);
  for (int s = 0; s < 2; s++)
    {
      new[s] = *old[s];           /* borrows the strings of the state's fleet */
      new[s].fleet.squadrons = left[s];
      new[s].fleet.transports = tleft[s];
      new[s].fleet.damaged_transports = MIN (old[s]->fleet.damaged_transports, tleft[s]);
      new[s].cargo = kept[s];
      new[s].fleet.damaged = MIN (old[s]->fleet.damaged + (options->battle_damage ? outcome->damaged[s] : 0), left[s]);
      prizes[s] = old[s]->fleet.prizes_towed;
      parts[s] = g_string_new (NULL);
      if (outcome->sunk[s] > 0)
        append_part (parts[s], "%d squadron(s) sunk", outcome->sunk[s]);
      if (cargo->transports_sunk[s] > 0)
        append_part (parts[s], "%d transport(s) sunk (X.F.7.e)", cargo->transports_sunk[s]);
      if (options->battle_damage && outcome->damaged[s] > 0)
        append_part (parts[s], "%d damaged (X.K.7)", outcome->damaged[s]);
      if (outcome->retreat[s])
        append_part (parts[s], "retreats to the nearest friendly unblockaded port in the zone (X.F.7.d)");
    }

  /* X.K.6.h: the victor takes the towed prizes, which take no part in the battle. */
  if (options->prizes && outcome->victor[0] != outcome->victor[1])
    {
      int v = outcome->victor[0] ? 0 : 1;
      if (prizes[1 - v] > 0)
        {
          append_part (parts[1 - v], "its %d towed prize(s) taken by %s (X.K.6.h)", prizes[1 - v], ids[v]);
          prizes[v] += prizes[1 - v];
          prizes[1 - v] = 0;
        }
    }
  for (int s = 0; s < 2; s++)
    {
      int captor = 1 - s;
      int captured = outcome->captured[s] + cargo->transports_captured[s];
      if (captured == 0)
        continue;
      if (options->prizes)
        {
          append_part (parts[s], "%d captured as prize(s) of %s (X.K.6.a)", captured, ids[captor]);
          prizes[captor] += captured;
        }
      else
        append_part (parts[s], "%d captured, to the POW box (X.K.6.a)", captured);
    }
  /* X.K.6.b: one prize per combat unit, transports tow none; the rest are destroyed and
   * returned to the owning player's force pool (X.K.6.a). */
  for (int s = 0; s < 2; s++)
    {
      int keep = prizes[s];
      while (keep > 0 && !bth_naval_can_tow (naval, left[s], keep))
        keep--;
      if (keep < prizes[s])
        append_part (parts[s], "%d prize(s) it cannot tow destroyed, back to their owner's force pool (X.K.6.a-b)",
                     prizes[s] - keep);
      new[s].fleet.prizes_towed = keep;
      gone[s] = left[s] == 0 && tleft[s] == 0;
      if (gone[s] && old[s]->fleet.nelson)
        {
          /* X.F.8.c; otherwise he rolls like any other leader (X.F.8.d, 000:3104). */
          if (outcome->captured[s] == 0)
            append_part (parts[s], "Nelson is killed: all naval units with him are sunk (X.F.8.c)");
          else if (outcome->sunk[s] == 0)
            append_part (parts[s], "Nelson is captured: all naval units with him are captured (X.F.8.c)");
          else
            append_part (parts[s], "Nelson rolls for injury like any other leader (X.F.8.d)");
        }
      if (gone[s])
        append_part (parts[s], "no naval unit left: the fleet is removed");
    }

  events = g_ptr_array_new_with_free_func ((GDestroyNotify) bth_event_unref);
  for (int s = 0; s < 2; s++)
    {
      g_autofree char *reason = g_strdup_printf ("%s%s", label, parts[s]->len > 0 ? parts[s]->str : ": no loss");
      /* The cargo leaves first, so the fleet-set's "old" is the fleet as the log left it. */
      BthGameFleet mid = *old[s];
      mid.cargo = kept[s];
      if (!bth_fleet_cargo_empty (cargo_captured[s]))
        g_ptr_array_add (events, bth_fleet_cargo_lost_event_new (ids[s], cargo_captured[s], TRUE,
                                                                 bth_game_state_find_fleet (state, ids[1 - s])->fleet.nation,
                                                                 "aboard captured naval units: prisoners of war (X.F.3.h)",
                                                                 label));
      if (!bth_fleet_cargo_empty (cargo_sunk[s]))
        g_ptr_array_add (events, bth_fleet_cargo_lost_event_new (ids[s], cargo_sunk[s], FALSE, NULL,
                                                                 "aboard sunk naval units, or aboard captured ones "
                                                                 "and not army units: eliminated (X.F.3.h)", label));
      g_ptr_array_add (events, bth_game_fleet_set_event_new (ids[s], &mid, gone[s] ? NULL : &new[s], "X.F.7",
                                                             reason, label));
      g_string_free (parts[s], TRUE);
    }
  ok = bth_game_append_action (game, events, error) > 0;
out:
  for (int s = 0; s < 2; s++)
    {
      bth_fleet_cargo_free (cargo_lost[s]);
      bth_fleet_cargo_free (cargo_captured[s]);
      bth_fleet_cargo_free (cargo_sunk[s]);
      bth_fleet_cargo_free (kept[s]);
    }
  return ok;
}

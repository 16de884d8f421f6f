/* bth-naval.c — fleets, sea zones, naval movement cost and transport capacity (X.F.1–3). */
#include "bth-naval.h"
#include "bth-error.h"

#include <string.h>

static const char *const place_names[] = { "at_sea", "coastal", "port" };

const char *
bth_naval_place_to_string (BthNavalPlace place)
{
  return place_names[place];
}

gboolean
bth_naval_place_from_string (const char *text, BthNavalPlace *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (place_names); i++)
    if (g_strcmp0 (text, place_names[i]) == 0)
      {
        *out = (BthNavalPlace) i;
        return TRUE;
      }
  return FALSE;
}

void
bth_fleet_clear (BthFleet *fleet)
{
  g_free (fleet->nation);
  g_free (fleet->owner);
  g_free (fleet->location.sea_zone);
  g_free (fleet->location.hex);
  g_free (fleet->location.port);
  memset (fleet, 0, sizeof *fleet);
}

void
bth_fleet_copy (BthFleet *dest, const BthFleet *src)
{
  *dest = *src;
  dest->nation = g_strdup (src->nation);
  dest->owner = g_strdup (src->owner);
  dest->location.sea_zone = g_strdup (src->location.sea_zone);
  dest->location.hex = g_strdup (src->location.hex);
  dest->location.port = g_strdup (src->location.port);
}

gboolean
bth_naval_is_english (const BthNavalRules *naval, const char *nation)
{
  return nation != NULL && g_ascii_strcasecmp (nation, naval->english) == 0;
}

int
bth_naval_morale (const BthNavalRules *naval, const char *nation)
{
  /* X.F.1.b: "a morale value of one (except English squadrons which possess a morale value of two)" */
  return bth_naval_is_english (naval, nation) ? naval->english_morale : naval->squadron_morale;
}

gboolean
bth_naval_zone_lookup (const BthNavalRules *naval, const char *name, const GArray *overrides,
                       BthSeaZone *out, GError **error)
{
  const BthSeaZoneDef *def = name ? bth_naval_find_zone (naval, name) : NULL;
  const BthSeaZone *entered = NULL;

  for (guint i = 0; overrides != NULL && name != NULL && i < overrides->len; i++)
    if (g_ascii_strcasecmp (g_array_index (overrides, BthSeaZone, i).name, name) == 0)
      entered = &g_array_index (overrides, BthSeaZone, i);
  if (def == NULL && entered == NULL)
    {
      g_set_error (error, BTH_ERROR, BTH_ERROR_NOT_FOUND,
                   "sea zone \"%s\" is not in the rules (the seeds name %u of the %d zones); "
                   "enter its MP and IM", name ? name : "", naval->n_zones, naval->zone_count);
      return FALSE;
    }
  out->name = (char *) (def ? def->name : entered->name);
  out->mp = def ? def->mp : -1;
  out->im = def ? def->im : BTH_NAVAL_UNKNOWN;
  out->mt = def ? def->mt : BTH_NAVAL_UNKNOWN;
  /* The printed numbers win; the players fill only what the seeds lack. */
  if (entered != NULL)
    {
      if (out->mp < 0)
        out->mp = entered->mp;
      if (out->im == BTH_NAVAL_UNKNOWN)
        out->im = entered->im;
      if (out->mt == BTH_NAVAL_UNKNOWN)
        out->mt = entered->mt;
    }
  return TRUE;
}

/* ---- movement ------------------------------------------------------------------------ */

void
bth_naval_step_clear (BthNavalStep *step)
{
  g_free (step->zone);
  g_free (step->hex);
}

void
bth_naval_move_clear (BthNavalMove *move)
{
  g_clear_pointer (&move->costs, g_array_unref);
}

gboolean
bth_naval_move_cost (const BthNavalRules *naval, const GArray *steps, const GArray *overrides,
                     int allowance, BthNavalMove *out, GError **error)
{
  memset (out, 0, sizeof *out);
  out->allowance = allowance > 0 ? allowance : naval->movement_allowance;
  out->stopped_at = -1;
  out->allowed = TRUE;
  out->costs = bth_modifier_list_new ();
  for (guint i = 0; i < steps->len; i++)
    {
      const BthNavalStep *step = &g_array_index (steps, BthNavalStep, i);
      const char *where = step->hex ? step->hex : "";
      BthSeaZone zone;
      int cost = 0;

      switch (step->kind)
        {
        case BTH_NAVAL_STEP_ZONE:
          if (!bth_naval_zone_lookup (naval, step->zone, overrides, &zone, error))
            {
              g_prefix_error (error, "steps[%u]: ", i);
              return FALSE;
            }
          if (zone.mp < 0)
            {
              g_set_error (error, BTH_ERROR, BTH_ERROR_INVALID_INPUT,
                           "steps[%u]: the MP printed in the %s zone is not in the seeds; enter it",
                           i, zone.name);
              return FALSE;
            }
          cost = zone.mp;
          bth_modifier_list_add (out->costs, cost, naval->cost_rule, "Enter the %s zone", zone.name);
          break;
        case BTH_NAVAL_STEP_SAME_ZONE:
          cost = naval->same_name_zone_cost;
          bth_modifier_list_add (out->costs, cost, naval->cost_rule,
                                 "Map and display zone of the same name (%s)", step->zone ? step->zone : "");
          break;
        case BTH_NAVAL_STEP_PORT:
          cost = naval->port_hex_cost;
          bth_modifier_list_add (out->costs, cost, naval->cost_rule, "Enter a port hex %s", where);
          break;
        case BTH_NAVAL_STEP_COASTAL:
          cost = naval->coastal_hex_cost;
          bth_modifier_list_add (out->costs, cost, naval->cost_rule, "Enter a non-port coastal hex %s", where);
          break;
        }
      /* X.F.2.f: "If insufficient naval movement points remain to perform the movement the
       * move may not be made." */
      if (out->allowed && out->spent + cost > out->allowance)
        {
          out->allowed = FALSE;
          out->stopped_at = (int) i;
        }
      out->spent += cost;
    }
  return TRUE;
}

/* ---- naval sequence ------------------------------------------------------------------ */

int
bth_naval_picked_up_mp (int carrier_remaining_mp)
{
  /* "the "picked up" Fleet must move at the rate of the original moving Fleet, and therefore
   * must cease moving when the original Fleet has used all its movement points" (X.F.9) */
  return MAX (carrier_remaining_mp, 0);
}

int
bth_naval_dropped_off_mp (void)
{
  /* "A Fleet detachment may be "dropped off" but may not move farther on its own or with
   * another Fleet during that player turn" (X.F.9) */
  return 0;
}

/* ---- transport ----------------------------------------------------------------------- */

void
bth_transport_check_clear (BthTransportCheck *check)
{
  g_clear_pointer (&check->reasons, g_array_unref);
}

static int
ceil_div (int a, int b)
{
  return b > 0 ? (a + b - 1) / b : (a > 0 ? G_MAXINT / 2 : 0);
}

static void
refuse (BthTransportCheck *out, const char *rule, const char *reason)
{
  out->allowed = FALSE;
  bth_modifier_list_add (out->reasons, 0, rule, "%s", reason);
}

void
bth_naval_transport_check (const BthNavalRules *naval, const BthTransportFleet *fleet,
                           const BthNavalCargo *cargo, BthTransportCheck *out)
{
  const char *rule = naval->transport_rule;
  int points = cargo->supply + cargo->production;
  int best = G_MAXINT, best_mixed = 0;
  int cavalry_loads;

  memset (out, 0, sizeof *out);
  out->allowed = TRUE;
  out->reasons = bth_modifier_list_new ();

  /* The fewest transports: cavalry alone (one SP each), then try every number of
   * "two points plus one infantry SP" loads and fill the rest with full loads. */
  cavalry_loads = ceil_div (cargo->cavalry, naval->transport_cavalry);
  for (int mixed = 0; mixed <= ceil_div (cargo->infantry, MAX (naval->transport_mixed_infantry, 1)); mixed++)
    {
      int inf_left = MAX (0, cargo->infantry - mixed * naval->transport_mixed_infantry);
      int pts_left = MAX (0, points - mixed * naval->transport_mixed_points);
      int n = mixed + ceil_div (inf_left, naval->transport_infantry) + ceil_div (pts_left, naval->transport_points);
      if (naval->transport_mixed_infantry <= 0 && mixed > 0)
        break;
      if (n < best)
        {
          best = n;
          best_mixed = mixed;
        }
    }
  out->transports_needed = best + cavalry_loads;
  out->mixed_loads = best_mixed;
  bth_modifier_list_add (out->reasons, 0, rule,
                         "A transport carries %d production or supply points, %d infantry SP, %d cavalry SP, "
                         "or %d points with %d infantry SP; leaders unlimited",
                         naval->transport_points, naval->transport_infantry, naval->transport_cavalry,
                         naval->transport_mixed_points, naval->transport_mixed_infantry);
  if (out->transports_needed > fleet->transports)
    {
      g_autofree char *why = g_strdup_printf ("The cargo needs %d transports; the fleet has %d",
                                              out->transports_needed, fleet->transports);
      refuse (out, rule, why);
    }
  /* X.F.3.c, BB (25-5): squadrons carry leaders only. */
  if (fleet->squadrons > 0 && points + cargo->infantry + cargo->cavalry > 0 &&
      out->transports_needed > fleet->transports)
    refuse (out, "X.F.3.c", "A squadron may only transport leaders");
  else if (fleet->transports == 0 && cargo->leaders > 0)
    bth_modifier_list_add (out->reasons, 0, "X.F.3.c", "Squadrons carry the leaders");
  if (cargo->production > 0 && !bth_naval_is_english (naval, fleet->nation))
    refuse (out, "X.F.3.a", "Only English naval units may transport production points");
  if (cargo->production > 0 && !fleet->began_in_english_production_city)
    refuse (out, rule, "Production points need an English naval unit that began the Naval Phase "
                       "in an English production city");
  if (cargo->supply > 0 && !fleet->began_in_controlled_port)
    refuse (out, rule, "Supply points need a naval unit that began the Naval Phase in a port "
                       "the active player controls");
  if (cargo->infantry > 0 && !fleet->leader_in_embarkation_hex)
    refuse (out, "X.F.3.b", "A leader must be present in the hex of embarkation for infantry to embark");
  if (fleet->at_end_of_naval_phase_at_sea && points + cargo->infantry + cargo->cavalry + cargo->leaders > 0)
    refuse (out, "X.F.3.e", "Cargo and army units must be disembarked at the end of the Naval Phase");
}

/* bth-game-events.c — War and Peace's event kinds, registered with the kernel. */
#include "bth-game-events.h"

static const GEnumValue event_kinds[] = {
  { BTH_EVENT_GAME_CREATED, "BTH_EVENT_GAME_CREATED", "game-created" },
  { BTH_EVENT_PHASE_ADVANCED, "BTH_EVENT_PHASE_ADVANCED", "phase-advanced" },
  { BTH_EVENT_DICE_ROLLED, "BTH_EVENT_DICE_ROLLED", "dice-rolled" },
  { BTH_EVENT_TABLE_RESOLVED, "BTH_EVENT_TABLE_RESOLVED", "table-resolved" },
  { BTH_EVENT_EDIT, "BTH_EVENT_EDIT", "edit" },
  { BTH_EVENT_OVERRIDE, "BTH_EVENT_OVERRIDE", "override" },
  { BTH_EVENT_ALLIANCE_ROLL_APPLIED, "BTH_EVENT_ALLIANCE_ROLL_APPLIED", "alliance-roll-applied" },
  { BTH_EVENT_LEADER_CASUALTY, "BTH_EVENT_LEADER_CASUALTY", "leader-casualty" },
  { BTH_EVENT_LEADER_RETURNED, "BTH_EVENT_LEADER_RETURNED", "leader-returned" },
  { BTH_EVENT_UNITS_ELIMINATED, "BTH_EVENT_UNITS_ELIMINATED", "units-eliminated" },
  { BTH_EVENT_UNITS_ADDED, "BTH_EVENT_UNITS_ADDED", "units-added" },
  { BTH_EVENT_REINFORCEMENT_ARRIVED, "BTH_EVENT_REINFORCEMENT_ARRIVED", "reinforcement-arrived" },
  { BTH_EVENT_NOTE, "BTH_EVENT_NOTE", "note" },
  { BTH_EVENT_FORCE_POOLS_SET_UP, "BTH_EVENT_FORCE_POOLS_SET_UP", "force-pools-set-up" },
  { BTH_EVENT_FORCE_POOL_INITIAL, "BTH_EVENT_FORCE_POOL_INITIAL", "force-pool-initial" },
  { BTH_EVENT_FORCE_POOL_MOVED, "BTH_EVENT_FORCE_POOL_MOVED", "force-pool-moved" },
  { BTH_EVENT_CAMPAIGN_SET_UP, "BTH_EVENT_CAMPAIGN_SET_UP", "campaign-set-up" },
  { BTH_EVENT_CAMPAIGN_EDIT, "BTH_EVENT_CAMPAIGN_EDIT", "campaign-edit" },
  { BTH_EVENT_FLEET_SET, "BTH_EVENT_FLEET_SET", "fleet-set" },
  { BTH_EVENT_FLEET_CARGO, "BTH_EVENT_FLEET_CARGO", "fleet-cargo" },
  { 0, NULL, NULL }
};

GType
bth_event_type_get_type (void)
{
  static gsize type = 0;

  if (g_once_init_enter (&type))
    g_once_init_leave (&type, g_enum_register_static ("BthEventType", event_kinds));
  return (GType) type;
}

void
bth_game_events_ensure (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      bth_event_kinds_register (event_kinds);
      g_once_init_leave (&once, 1);
    }
}

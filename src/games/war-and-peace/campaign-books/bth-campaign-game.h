/* bth-campaign-game.h — a running Grand Campaign game (scenario X): its creation with the
 * Force Pool Display and the campaign books, and the actions of the Production Phase and
 * the Campaign Alliance Phase, each one undoable action of the game's log.
 *
 * Nothing here re-implements a rule: the inputs of the production computation
 * (bth-production.h) and of the politics (bth-campaign-politics.h) are built from the game
 * state (bth-campaign-state.h, bth-force-pools.h) and the Campaign Game Card, and their
 * results are written back as events. What the books cannot know — facts of the board such
 * as "20 enemy SP on mapboard 4" or "a foreign SP in every city of England" — the caller
 * supplies. docs/campaign-game.md describes the flow a screen follows.
 *
 * Every action refuses impossible input with a message naming the problem and leaves the
 * game unchanged.
 */
#pragma once

#include "bth-campaign-card.h"
#include "bth-campaign-politics.h"
#include "bth-campaign-state.h"
#include "bth-game.h"
#include "bth-production.h"

G_BEGIN_DECLS

/* ---- creation ---- */

/* The players' card file: $XDG_DATA_HOME/berthier/campaign/ID.card.json (the CLI's and the
 * app's; docs/campaign-card-format.md). */
char    *bth_campaign_card_players_path (const char *id);

/* Turns a freshly created Grand Campaign game (only its set-up in the log) into one with
 * books: the Force Pool Display and initial Force Pools from CARD (X.J.1.d), the campaign
 * books (statuses X.D.1-2, the card's production cities held by their own states, England's
 * PP 0, an empty Production Track) and the Alliance Display's counts and City Points
 * (X.G.1.g-i). All of it joins the set-up (action 1): undo never removes it. PLAYERS: 1-6
 * (X.D.3). bth_game_new_from_scenario() calls it for the Grand Campaign with the players'
 * card (the built-in card when they have none) and two players. */
gboolean bth_campaign_game_set_up (BthGame *game, const BthCampaignCard *card, int players, GError **error);

/* ---- the books as inputs of the computations ---- */


/* Fills OUT (clear it with bth_production_input_clear()) for STATE_ID's Production Phase:
 * status, conquest, the month, the state's production cities from the card with their
 * symbol, port and enemy control (from the books), the production cities of the minor states
 * its faction controls (X.J.3.b), the minor states, its Force Pool (and those minors' pools;
 * King's German Legion as satellite "K"), the counters left (when the card gives the counter
 * mix), the Production Track, England's accumulated PP, Napoleon in Paris (his stack's
 * location), Portugal pro-French and Russia at war with Turkey. The die is 0 and there are no
 * purchases: the caller adds the board's facts and the player's choices. */
gboolean bth_game_campaign_production_input (BthGame *game, const BthCampaignCard *card, const char *state_id,
                                             BthProductionInput *out, GError **error);

/* ---- the Production Phase (X.J) ---- */

/* The purpose a production die is logged with: "Production: STATE (X.J.2.b)". */
char    *bth_campaign_production_purpose (const char *state_id);

/* Rolls STATE_ID's production die (DIE 0) or logs the die typed at the table (1-6), as one
 * action, so the players see the Production Points before they choose (X.J.2.c). Refused
 * outside a Production Phase, or when the die is already rolled this phase. */
gboolean bth_game_campaign_production_die (BthGame *game, const char *state_id, int die, int *rolled,
                                           GError **error);

/* Records STATE's Production Phase as one action. INPUT is what
 * bth_game_campaign_production_input() gave, with the caller's facts and choices: its die
 * (0: the die logged by bth_game_campaign_production_die() this phase; 1-6: typed at the
 * table, logged here), the board's facts (napoleon_in_paris, enemy_sp_on_mapboard_4,
 * invaded, non_french_in_madrid, kgl_objection, Lloyd's, each city's enemy_occupied),
 * purchases, installment payments (INPUT's installments in the same order, with "pay"),
 * loans, England's January naval unit, loans received, options. The books' part (status,
 * cities' control, pools, counters, the track, England's PP) is read again from the game,
 * so it cannot disagree with it.
 *
 * Refused — with every violated rule in the message, nothing appended — when the phase is
 * not STATE's Production Phase or a purchase breaks a rule. Otherwise appends: the typed
 * die, the production table (inputs and result, for the log), the pool additions (counter
 * mix to Force Pool: landwehr X.J.7, England's January unit X.J.5.f), the units bought
 * (Force Pool to a new stack in each deployment city, of the state's faction side), the
 * naval units paid in full (to their port), the Production Track and England's PP.
 * OUT (may be NULL; clear it) gets the result. */
gboolean bth_game_record_production (BthGame *game, const BthCampaignCard *card, const BthProductionInput *input,
                                     BthProductionResult *out, GError **error);

/* ---- the Campaign Alliance Phase (X.G) ---- */

/* ROLLER's roll for major state TARGET (X.G.1.d-e): the French player's (pro_french) in the
 * pro-French segment's Alliance Phase, the English player's (anti_french) in the
 * anti-French one's. DIE 1-6 typed at the table, 0 rolled. Appends, as one action: the die,
 * the politics table (modifiers with the cap, loans outside it, the modified result, the
 * change), and when the status changes: the state's new status (campaign books), its powers'
 * side on the Alliance Display, its stacks' and leaders' side (neutral: none), the display's
 * counts and City Points, and a note per consequence (units returning home, X.G.1.e note).
 * Refused with the rules' reason when the roll is not allowed. OUT (may be NULL; clear it
 * with bth_politics_roll_clear()) gets the roll. BOARD: as bth_game_campaign_situation(). */
gboolean bth_game_campaign_alliance_roll (BthGame *game, BthPoliticalSide roller, const char *target, int die,
                                          const BthPoliticsSituation *board, BthPoliticsRoll *out,
                                          GError **error);

/* A status the players set (X.E.1.d a neutral player joins; X.G.1.d-e a majority vote;
 * X.D.3.b an invaded neutral; X.I.2.f): as the roll's status change, with RULE and REASON
 * in the log. Refused when STATUS is already the state's. */
gboolean bth_game_campaign_set_status (BthGame *game, const char *state_id, BthPoliticalSide status,
                                       const char *rule, const char *reason, GError **error);

/* ---- city control (X.G.1.f-i, X.H, X.I) ---- */

/* CITY is now controlled by CONTROLLER's forces (CONTROLLER_STATE's units; may be NULL).
 * One action: the control, then what follows from it — minor states' status from their
 * production cities (X.G.1.f; a minor whose cities the books do not list keeps its status),
 * their powers', stacks' and leaders' side, the display's counts and City Points (X.G.1.g-i),
 * conquests (X.I: the state conquered, neutral for a major, X.I.2.a) and, as notes for the
 * players, every consequence the politics list (conquest, creation of minor states, X.H).
 * ITEMS (may be NULL) gets those consequences (BthPoliticsItem). */
gboolean bth_game_campaign_set_city_control (BthGame *game, const char *city, BthPoliticalSide controller,
                                             const char *controller_state, const BthPoliticsSituation *board,
                                             GPtrArray *items, GError **error);

/* ---- consequences within one answer (bth-campaign-settle.c) ---- */

/* What bth_game_campaign_settle() would apply to the books with BOARD (as
 * bth_game_campaign_situation()), without applying it: STEPS gets each step (kind "applied",
 * with its rule) and what cannot be applied ("needs", "status"). */
gboolean bth_game_campaign_settle_preview (BthGame *game, const BthPoliticsSituation *board, GPtrArray *steps,
                                           GError **error);
/* The consequences of the books and the board applied until nothing more changes
 * (bth_politics_settle: an invaded neutral joins the other faction, X.D.3.b, X.G.1.m, X.J.4.b;
 * a conquered major becomes neutral, X.I.2.a, and all Victory Points are forfeited, X.G.1.j;
 * X.I.2.h; minor statuses, X.G.1.f; minor conquests, X.I.3; creations, X.H), as one action:
 * the settlement's table (every step with its rule), the books' edits, the statuses with
 * their powers, stacks and leaders, the Alliance Display's counts, a note per step. Nothing
 * is appended when no step applies. STEPS (may be NULL) gets the steps. The roll, a status
 * the players set and a change of control settle in their own action the same way. */
gboolean bth_game_campaign_settle (BthGame *game, const BthPoliticsSituation *board, GPtrArray *steps,
                                   GError **error);

/* ---- the players' entries ---- */

/* Sets one value of the books (a campaign-edit event; paths in docs/game-format.md):
 * ["players"], ["states", ID, FIELD], ["cities", NAME] (a city added: an object; removed:
 * null), ["cities", NAME, FIELD], ["england", "pp"|"naval_pp"], ["track"]. PATH is
 * NULL-terminated. The game refuses a value of the wrong type or range. */
gboolean bth_game_campaign_edit (BthGame *game, const char * const *path, JsonNode *value, const char *rule,
                                 const char *reason, GError **error);

/* A city the politics or production need that the card does not list as a production city
 * of its state (France's three chosen major cities, X.J.2.g, are production cities; a major
 * city of France counts for X.G.1.i), held by CONTROLLER. One action. */
gboolean bth_game_campaign_add_city (BthGame *game, const char *name, const char *state_id, gboolean production,
                                     BthProductionSymbol symbol, gboolean major_city, gboolean port,
                                     BthPoliticalSide controller, GError **error);

/* One line of the log export for a campaign event, without the newline, with GAME's names
 * for the states (GAME may be NULL: the ids). */
char *bth_campaign_describe_event (BthGame *game, const BthEvent *event);

G_END_DECLS

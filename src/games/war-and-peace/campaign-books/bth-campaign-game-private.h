/* bth-campaign-game-private.h — what the Grand Campaign's action files share.
 *
 * An action is built in a BthCampaignWork: each event is folded into a copy of the game
 * state as it is added, so what follows (a minor's status from its cities, the display's
 * counts, the id of a new stack) is computed on the state the earlier events made; the
 * game itself changes only at bth_campaign_work_commit(), all at once, as one action.
 */
#pragma once

#include "bth-campaign-game.h"

G_BEGIN_DECLS

typedef struct {
  BthGame                    *game;
  const BthCampaignRules     *rules;
  BthGameState               *state;    /* the game's state with the events so far */
  GPtrArray                  *events;   /* of BthEvent */
  const BthPoliticsSituation *board;    /* the caller's facts of the board, or NULL */
} BthCampaignWork;

BthCampaignWork *bth_campaign_work_new    (BthGame *game, const BthPoliticsSituation *board);
void             bth_campaign_work_free   (BthCampaignWork *work);
/* Folds and keeps the event (taking PAYLOAD); FALSE with the fold's message. */
gboolean         bth_campaign_work_add    (BthCampaignWork *work, BthEventType type, JsonObject *payload,
                                           GError **error);
gboolean         bth_campaign_work_take   (BthCampaignWork *work, BthEvent *event, GError **error);
/* A campaign-edit of PATH (NULL-terminated) to NEW (taken); nothing when it holds NEW already. */
gboolean         bth_campaign_work_books  (BthCampaignWork *work, const char * const *path, JsonNode *new_value,
                                           const char *rule, const char *reason, GError **error);
/* A game edit (edit event) of PATH to NEW (taken); nothing when it holds NEW already. */
gboolean         bth_campaign_work_edit   (BthCampaignWork *work, const char *path, JsonNode *new_value,
                                           GError **error);
gboolean         bth_campaign_work_note   (BthCampaignWork *work, const char *text, GError **error);
/* STATE_ID's status, and its powers', stacks' and leaders' side (X.D, X.G). */
gboolean         bth_campaign_work_status (BthCampaignWork *work, const char *state_id, BthPoliticalSide status,
                                           const char *rule, const char *reason, GError **error);
/* The Alliance Display's counts and City Points from the books (X.G.1.g-i). */
gboolean         bth_campaign_work_display (BthCampaignWork *work, GError **error);
/* Minor statuses from their cities, conquests and creations after a change (X.G.1.f, X.H, X.I). */
gboolean         bth_campaign_work_derive (BthCampaignWork *work, GPtrArray *items, GError **error);
/* The consequences of the books and the board applied until nothing more changes
 * (bth_politics_settle; bth-campaign-settle.c): the books' edits, VP, statuses with their
 * rule and reason, a note per consequence listed (conquest, creation) and per step applied.
 * STEPS (may be NULL) gets every step and what could not be applied ("needs", "status");
 * ITEMS (may be NULL) the consequences newly listed, then the steps applied. */
gboolean         bth_campaign_work_settle (BthCampaignWork *work, GPtrArray *steps, GPtrArray *items,
                                           GError **error);
/* Appends the events as one action. */
gboolean         bth_campaign_work_commit (BthCampaignWork *work, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BthCampaignWork, bth_campaign_work_free)

/* ---- shared helpers ---- */
gboolean   bth_campaign_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);
BthEvent  *bth_campaign_event (BthEventType type, JsonObject *payload);
/* A dice-rolled event for one die typed at the table (fixed) or rolled by the game (DIE 0). */
BthEvent  *bth_campaign_die_event (BthGame *game, const char *purpose, int die, int *value, GError **error);
/* The faction a segment of the campaign sequence belongs to (X.E). */
gboolean   bth_campaign_current_segment (BthGame *game, const char *phase_id, BthPoliticalSide *faction);

G_END_DECLS

/* bth-card-file.h — the players' Campaign Game Card kept between games.
 *
 * The card a group entered (docs/campaign-card-format.md) lives in
 * $XDG_DATA_HOME/berthier/campaign/war-and-peace-4e.card.json, the file `berthier-cli card
 * import` writes, saved atomically after keeping the previous one as .bak. A file that does
 * not load is never overwritten unread: it is kept beside as FILE.unreadable before the
 * next save, and the app works with the built-in card meanwhile.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-campaign-card.h"

G_BEGIN_DECLS

char            *bth_card_file_path (void);
/* The players' card, or the built-in one when they have none. When their file does not
 * load, MESSAGE (may be NULL) gets a sentence naming the file and the problem, and the
 * built-in card is returned. NULL only when the built-in card itself fails (ERROR). */
BthCampaignCard *bth_card_file_load (char **message, GError **error);
/* Saves CARD as the players' card (keeping an unreadable file first). */
gboolean         bth_card_file_save (const BthCampaignCard *card, GError **error);
/* What a page that shows the card keeps: *CARD and *MESSAGE are freed and loaded again
 * (bth_card_file_load()); *CARD is NULL only when even the built-in card fails, and then
 * *MESSAGE says why. */
void             bth_card_file_reload (BthCampaignCard **card, char **message);

G_END_DECLS

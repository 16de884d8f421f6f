/* bth-card-file.c — the players' Campaign Game Card kept between games.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-card-file.h"
#include "bth-atomic-file.h"

char *
bth_card_file_path (void)
{
  /* The same place as the CLI's (src/cli/cli-card-commands.c). */
  return g_build_filename (g_get_user_data_dir (), "berthier", "campaign",
                           BTH_CAMPAIGN_CARD_BUILTIN ".card.json", NULL);
}

BthCampaignCard *
bth_card_file_load (char   **message,
                    GError **error)
{
  g_autofree char *path = bth_card_file_path ();
  g_autoptr(GError) local = NULL;
  BthCampaignCard *card;

  if (message != NULL)
    *message = NULL;
  card = bth_campaign_card_load_players (path, BTH_CAMPAIGN_CARD_BUILTIN, &local);
  if (card != NULL)
    return card;
  if (message != NULL)
    /* Translators: %s is the problem; it names the file */
    *message = g_strdup_printf (_("Your Campaign Game Card could not be read (%s). Berthier shows the "
                                  "built-in card until you save yours again; the file is kept."),
                                local->message);
  return bth_campaign_card_load_builtin (BTH_CAMPAIGN_CARD_BUILTIN, error);
}

gboolean
bth_card_file_save (const BthCampaignCard *card,
                    GError               **error)
{
  g_autofree char *path = bth_card_file_path ();
  g_autofree char *contents = NULL;
  gsize length;

  /* A file that does not load would only be in the .bak after one save, and gone after
   * two: set it aside (renamed, never over an earlier one) before writing a new one. */
  if (g_file_get_contents (path, &contents, &length, NULL))
    {
      g_autoptr(BthCampaignCard) old = bth_campaign_card_new_from_data (contents, length, path, NULL);
      if (old != NULL)
        return bth_campaign_card_save (card, path, error);
    }
  if (contents != NULL)
    {
      g_autofree char *kept = bth_atomic_file_set_aside (path, error);
      if (kept == NULL)
        return FALSE;
    }
  return bth_campaign_card_save (card, path, error);
}

void
bth_card_file_reload (BthCampaignCard **card, char **message)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (card, bth_campaign_card_free);
  g_clear_pointer (message, g_free);
  *card = bth_card_file_load (message, &error);
  if (*card == NULL)
    *message = g_strdup (error->message);
}

/* fuzz-card.c — the Campaign Game Card (the built-in card, the players' card file, card
 * validate FILE). A loaded card must save to a document that loads back. */
#include "fuzz-common.h"

#include "bth-campaign-card.h"

#include <stdio.h>
#include <stdlib.h>

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BthCampaignCard) card = NULL;
  g_autoptr(BthCampaignCard) again = NULL;
  g_autofree char *saved = NULL;

  bth_fuzz_init ();
  card = bth_campaign_card_new_from_data ((const char *) data, (gssize) size, "fuzz.json", &error);
  if (card == NULL)
    {
      g_assert (error != NULL);
      return 0;
    }
  saved = bth_campaign_card_to_data (card);
  if ((again = bth_campaign_card_new_from_data (saved, -1, "saved.json", &error)) == NULL)
    {
      fprintf (stderr, "a loaded card saves to a document that does not load: %s\n%s\n",
               error->message, saved);
      abort ();
    }
  return 0;
}

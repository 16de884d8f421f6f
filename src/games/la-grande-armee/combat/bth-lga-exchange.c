/* bth-lga-exchange.c — what a battle's rounds leave to the players between them: the
 * bidding of an Escalating Exchange settled [12.54], and a battle reinforcement's
 * Initiative roll [12.71]. */
#include "bth-lga-combat.h"

static void
line (GPtrArray *lines, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
line (GPtrArray *lines, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (lines, g_strdup_vprintf (format, args));
  va_end (args);
}

gboolean
bth_lga_exchange_settle (BthLgaRules *rules, const BthLgaBattle *battle, int last_bid, gboolean attacker_passed,
                         BthLgaExchange *out)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  int opening = battle->attacker.loss, a_max = battle->attacker.max_bid, d_max = battle->defender.max_bid;
  int bidder_max = attacker_passed ? d_max : a_max;
  const char *bidder = attacker_passed ? "defender" : "attacker", *passer = attacker_passed ? "attacker" : "defender";

  memset (out, 0, sizeof *out);
  out->lines = g_ptr_array_new_with_free_func (g_free);
  if (!battle->attacker.loss_is_opening_bid)
    {
      out->refusal = g_strdup ("no Escalating Exchange: the round's result is another [12.54]");
      return FALSE;
    }
  if (last_bid < opening || (attacker_passed && last_bid <= opening))
    {
      out->refusal = attacker_passed
        ? g_strdup_printf ("the attacker opened at %d SP: the defender's last bid must be higher, more than %d SP [12.54]", opening, opening)
        : g_strdup_printf ("the attacker opened at %d SP, his Minimum Loss: the last bid is at least %d SP [12.54]", opening, opening);
      return FALSE;
    }
  if (last_bid > bidder_max)
    {
      out->refusal = g_strdup_printf ("the %s has %d SP in the battle: nobody may bid more than the SP he has in the battle [12.54]",
                                      bidder, bidder_max);
      return FALSE;
    }
  out->settled = TRUE;
  out->attacker_won = !attacker_passed;
  out->attacker_loss = MIN (last_bid, a_max);
  out->defender_loss = MIN (last_bid, d_max);
  out->attacker_eliminated = a_max > 0 && out->attacker_loss >= a_max;
  out->defender_eliminated = d_max > 0 && out->defender_loss >= d_max;
  out->retreat_hexes = t->withdraw_retreat;
  line (out->lines, "The %s passed and loses the battle; both sides lose the last bid, %d SP [12.54]", passer, last_bid);
  if (out->attacker_eliminated || out->defender_eliminated)
    {
      if (out->attacker_eliminated)
        line (out->lines, "The attacker loses all his %d SP: his force and all its leaders are eliminated [12.54]", a_max);
      if (out->defender_eliminated)
        line (out->lines, "The defender loses all his %d SP: his force and all its leaders are eliminated [12.54]", d_max);
    }
  if (attacker_passed && !out->attacker_eliminated)
    line (out->lines, "The attacker retreats %d hex toward a friendly fortress, depot or depot city [12.54]", out->retreat_hexes);
  else if (!attacker_passed && !out->defender_eliminated)
    line (out->lines, "The defender retreats %d hex toward a friendly fortress, depot or depot city, and the attacker may occupy "
          "the vacated hex [12.54]", out->retreat_hexes);
  line (out->lines, "The battle ends [12.54]");
  return TRUE;
}

void
bth_lga_exchange_clear (BthLgaExchange *exchange)
{
  g_clear_pointer (&exchange->refusal, g_free);
  g_clear_pointer (&exchange->lines, g_ptr_array_unref);
}

gboolean
bth_lga_initiative_passed (BthLgaRules *rules, int rating, int die, char **reason)
{
  const BthLgaTables *t = bth_lga_rules_get_tables (rules);
  gboolean passed = die <= rating;

  *reason = passed
    ? g_strdup_printf ("Initiative roll passed, %d against a rating of %d: %d MP, %d now toward the enemy force, %d in the next "
                       "round [12.71]", die, rating, t->reinforcement_mp, t->reinforcement_mp_now,
                       t->reinforcement_mp - t->reinforcement_mp_now)
    : g_strdup_printf ("Initiative roll failed, %d against a rating of %d: the reinforcement does not move [12.71]", die, rating);
  return passed;
}

/* cli-installed-games.c — the one place the command line names its games. */
#include "cli-installed-games.h"
#include "cli-la-grande-armee.h"
#include "cli-war-and-peace.h"

void
bth_cli_register_installed_games (void)
{
  bth_war_and_peace_register_cli ();
  bth_la_grande_armee_register_cli ();
}

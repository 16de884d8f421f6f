/* main.c — entry point of the berthier application.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <locale.h>

#include "bth-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BthApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = bth_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}

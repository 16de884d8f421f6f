/* bth-window.h — the main window.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-application.h"
#include "bth-ruleset.h"
#include "bth-session.h"

G_BEGIN_DECLS

#define BTH_TYPE_WINDOW (bth_window_get_type ())
G_DECLARE_FINAL_TYPE (BthWindow, bth_window, BTH, WINDOW, AdwApplicationWindow)

BthWindow  *bth_window_new            (BthApplication *application);

BthRuleset *bth_window_get_ruleset    (BthWindow      *self);
void        bth_window_set_ruleset    (BthWindow      *self,
                                       BthRuleset     *ruleset);
/* Shows why the rules could not be loaded, in place of the game. */
void        bth_window_set_load_error (BthWindow      *self,
                                       const GError   *error);

/* The rules, dice, dice log and undo history of this window; NULL without rules. */
BthSession *bth_window_get_session    (BthWindow      *self);

/* Opens the tool NAME ("battle", "attrition", …); FALSE if unknown or no rules. */
gboolean    bth_window_show_page      (BthWindow      *self,
                                       const char     *name);
GtkWidget  *bth_window_get_page       (BthWindow      *self,
                                       const char     *name);

G_END_DECLS

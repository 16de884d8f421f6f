/* bth-card-editor.h — the Campaign Game Card editor.
 *
 * A window over the main one: what the players' card holds and what is still to be
 * entered, each state's rows (bth-card-state-rows.c), checked by the card's own loader
 * after every edit with the problem shown naming the state and field; Save keeps it as the
 * players' card (bth-card-file.h) and adds to a running Grand Campaign the initial Force
 * Pools it lacks (X.J.1.d); Import… and Export… read and write the card's JSON.
 * "saved" is emitted after a save.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-session.h"

G_BEGIN_DECLS

#define BTH_TYPE_CARD_EDITOR (bth_card_editor_get_type ())
G_DECLARE_FINAL_TYPE (BthCardEditor, bth_card_editor, BTH, CARD_EDITOR, AdwWindow)

GtkWindow  *bth_card_editor_new         (BthSession *session,
                                         GtkWindow  *parent);

/* What Save, Import… and Export… do once a file is chosen. FALSE with ERROR (also shown
 * in the window) when the card has a problem or the file cannot be read or written. */
gboolean    bth_card_editor_save        (BthCardEditor *self,
                                         GError       **error);
gboolean    bth_card_editor_import_file (BthCardEditor *self,
                                         GFile         *file,
                                         GError       **error);
gboolean    bth_card_editor_export_file (BthCardEditor *self,
                                         GFile         *file,
                                         GError       **error);
/* The problem shown, or NULL when the card reads. */
const char *bth_card_editor_get_problem (BthCardEditor *self);

G_END_DECLS

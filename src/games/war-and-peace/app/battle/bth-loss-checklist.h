/* bth-loss-checklist.h — which units a force loses, checked against section P.3.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-loss-allocation.h"

G_BEGIN_DECLS

#define BTH_TYPE_LOSS_CHECKLIST (bth_loss_checklist_get_type ())
G_DECLARE_FINAL_TYPE (BthLossChecklist, bth_loss_checklist, BTH, LOSS_CHECKLIST, GtkBox)

GtkWidget *bth_loss_checklist_new    (const char *name_prefix);

/* FORCE must outlive the checklist's use of it (until the next set or clear). Starts from
 * the suggested losses (bth_loss_suggest). */
void       bth_loss_checklist_set    (BthLossChecklist   *self,
                                      BthRuleset         *rules,
                                      const char         *title,
                                      const BthForce     *force,
                                      const BthLossRules *loss);
void       bth_loss_checklist_clear  (BthLossChecklist   *self);

/* SP lost per unit, one entry per unit of the force; NULL when cleared. */
const int *bth_loss_checklist_get_losses (BthLossChecklist *self);
void       bth_loss_checklist_set_losses (BthLossChecklist *self,
                                          const int        *per_unit);
/* TRUE when the losses entered meet every P.3 constraint that can be met. */
gboolean   bth_loss_checklist_is_valid   (BthLossChecklist *self);

G_END_DECLS

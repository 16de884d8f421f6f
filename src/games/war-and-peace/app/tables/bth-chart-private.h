/* bth-chart-private.h — what the bth-chart-*.c files share: the drawing helpers and each
 * chart's build and lookup functions (listed in bth-charts.c).
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n.h>

#include "bth-chart.h"

G_BEGIN_DECLS

void bth_chart_key_choices (BthChartKey *key, const char *title);
void bth_chart_key_number (BthChartKey *key, const char *title, int min, int max, int value);
void bth_chart_answer_cell (BthChartAnswer *answer, guint row, guint column);
void bth_chart_note (BthChartSetup *setup, const char *format, ...) G_GNUC_PRINTF (2, 3);
void bth_chart_note_modifiers (BthChartSetup *setup, const BthModifierDef *defs, guint n_defs);
void bth_chart_note_clamp (BthChartSetup *setup, const BthClamp *clamp);
void bth_chart_caption_row (BthTableView *view, const char *corner, const char *caption, guint n_columns);
GPtrArray *bth_chart_strings (void);
char *bth_chart_star_cell (const BthStarCell *cell);
JsonObject *bth_chart_doc_table (BthRuleset *rules, const char *name);
JsonArray *bth_chart_doc_array (JsonObject *object, const char *name);
const char *bth_chart_doc_string (JsonObject *object, const char *name);
char *bth_chart_node_text (JsonNode *node);
guint bth_chart_array_length (JsonArray *array);
char *bth_chart_describe_result (BthResult result);
/* The loss tables (combat and naval): strength columns whose last stands for "or more". */
GPtrArray *bth_chart_strength_labels (JsonArray *columns);
int bth_chart_strength_column (JsonArray *columns, int sp);
void bth_chart_loss_rows (BthTableView *view, BthChartSetup *setup, JsonArray *rows,
                          const char *row_member, const char *cells_member);

void bth_chart_build_crt (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_crt (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_gc_crt (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_gc_crt (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_combat_loss (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_combat_loss (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_tactical_matrix (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_tactical_matrix (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_attrition (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_attrition (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_forced_march (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_forced_march (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_terrain (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_terrain (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_weather (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_weather (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_naval_results (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_naval_results (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
void bth_chart_build_naval_damage (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
void bth_chart_lookup_naval_damage (BthRuleset *rules, int a, int b, BthChartAnswer *answer);

G_END_DECLS

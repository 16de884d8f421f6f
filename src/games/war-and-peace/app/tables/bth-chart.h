/* bth-chart.h — the ruleset's printed charts as grids, and the cell two keys point to.
 *
 * Each chart is described by two functions: one draws it into a BthTableView and says
 * which keys pick a cell (a drop-down of the chart's own row or column headings, or a
 * number such as a modified roll or a strength), the other finds the cell for two keys.
 * Every number, label and cell comes from the ruleset; the wording around them is in the
 * bth-chart-*.c files. The Tables screen shows them all; the Battle screen draws the CRT
 * in use with the same functions.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "bth-ruleset.h"
#include "bth-table-view.h"

G_BEGIN_DECLS

/* One key of a lookup: a drop-down of CHOICES, or a number from MIN to MAX. */
typedef struct {
  gboolean   number;
  char      *title;
  char      *subtitle;
  GPtrArray *choices;       /* of char *, for a drop-down */
  int        min;
  int        max;
  int        value;         /* the number shown first */
} BthChartKey;

/* What a chart's build function fills in besides the grid. */
typedef struct {
  BthChartKey  keys[2];       /* [0] picks the row, [1] the column */
  GString   *notes;
} BthChartSetup;

#define BTH_CHART_MAX_ANSWER_CELLS 2

typedef struct {
  guint  n_cells;
  guint  rows[BTH_CHART_MAX_ANSWER_CELLS];
  guint  columns[BTH_CHART_MAX_ANSWER_CELLS];   /* G_MAXUINT: the whole row */
  char  *text;              /* shown big */
  char  *detail;            /* one sentence saying what it means */
} BthChartAnswer;

typedef struct {
  const char *id;
  const char *name;
  void      (*build)  (BthRuleset *rules, BthTableView *view, BthChartSetup *setup);
  /* A and B are the keys: a drop-down's index or a number. */
  void      (*lookup) (BthRuleset *rules, int a, int b, BthChartAnswer *answer);
} BthChart;

/* The charts, in the order the Tables screen lists them. */
guint           bth_charts_get_n      (void);
const BthChart *bth_charts_get_nth    (guint       index);
/* The chart with ID ("crt", "gc-crt", …) and its index; NULL when there is none. */
const BthChart *bth_charts_find       (const char *id,
                                       guint      *index);

/* An empty setup for a build function; clear it after. */
void            bth_chart_setup_init  (BthChartSetup  *setup);
void            bth_chart_setup_clear (BthChartSetup  *setup);
void            bth_chart_answer_clear (BthChartAnswer *answer);
/* A key not given: the lookup marks what the other key alone picks (on the CRTs, the odds
 * row before the dice are rolled). */
#define BTH_CHART_NO_KEY G_MININT

/* Draws CHART into VIEW, for a screen that needs no keys or notes (the Battle screen). */
void            bth_chart_draw        (const BthChart *chart,
                                       BthRuleset     *rules,
                                       BthTableView   *view);
/* Highlights in VIEW (drawn with CHART) the cells keys A and B point to, instead of any
 * before, and scrolls to them; FALSE when nothing matches. */
gboolean        bth_chart_highlight   (const BthChart *chart,
                                       BthRuleset     *rules,
                                       BthTableView   *view,
                                       int             a,
                                       int             b);

/* The key printed with CHART's results, in the chart's own words from the ruleset
 * ("L = Larger Force · S = Smaller Force · 0 = No Loss · …"); NULL when the ruleset gives
 * none for it. */
char           *bth_chart_legend      (const BthChart *chart,
                                       BthRuleset     *rules);

/* A GPtrArray of strings as the NULL-terminated vector GTK takes. */
const char * const *bth_chart_strv    (GPtrArray *array);

G_END_DECLS

/* bth-odds-chart.c — the chance of each combat result, drawn as bars with GtkSnapshot.
 *
 * One bar per distinct pair of results (larger force, smaller force), most likely first,
 * its length the probability out of 36 throws of two dice.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>

#include "bth-odds-chart.h"

#define BAR_HEIGHT   22
#define BAR_SPACING  6
#define LABEL_WIDTH  120
#define VALUE_WIDTH  64

typedef struct {
  char   *label;
  double  probability;
  int     ways;
  gboolean rolled;
} Bar;

struct _BthOddsChart
{
  GtkWidget  parent_instance;

  GArray    *bars;      /* of Bar */
};

G_DEFINE_FINAL_TYPE (BthOddsChart, bth_odds_chart, GTK_TYPE_WIDGET)

static void
bar_clear (gpointer data)
{
  g_free (((Bar *) data)->label);
}

static void
bth_odds_chart_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  BthOddsChart *self = BTH_ODDS_CHART (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = LABEL_WIDTH + VALUE_WIDTH + 60;
      *natural = LABEL_WIDTH + VALUE_WIDTH + 320;
    }
  else
    {
      *minimum = *natural = MAX (1, (int) self->bars->len) * (BAR_HEIGHT + BAR_SPACING);
    }
}

static void
draw_text (GtkWidget     *widget,
           GtkSnapshot   *snapshot,
           const char    *text,
           float          x,
           float          y,
           float          width,
           gboolean       right_aligned,
           gboolean       bold,
           const GdkRGBA *color)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int text_width, text_height;

  if (bold)
    {
      g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", text);
      pango_layout_set_markup (layout, markup, -1);
    }
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (right_aligned ? x + width - text_width : x,
                                                          y + (BAR_HEIGHT - text_height) / 2.0f));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);
}

static void
bth_odds_chart_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  BthOddsChart *self = BTH_ODDS_CHART (widget);
  int width = gtk_widget_get_width (widget);
  float bar_space = MAX (10, width - LABEL_WIDTH - VALUE_WIDTH);
  GdkRGBA fg, track, bar, rolled;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  track = fg;
  track.alpha = 0.1f;
  /* The libadwaita accent blue and success green read well on light and dark. */
  gdk_rgba_parse (&bar, "#3584e4");
  gdk_rgba_parse (&rolled, "#2ec27e");

  for (guint i = 0; i < self->bars->len; i++)
    {
      const Bar *b = &g_array_index (self->bars, Bar, i);
      float y = i * (BAR_HEIGHT + BAR_SPACING);
      g_autofree char *value = g_strdup_printf ("%.1f %%", 100.0 * b->probability);
      GskRoundedRect rect;

      draw_text (widget, snapshot, b->label, 0, y, LABEL_WIDTH - 8, FALSE, b->rolled, &fg);

      gsk_rounded_rect_init_from_rect (&rect,
                                       &GRAPHENE_RECT_INIT (LABEL_WIDTH, y + 3, bar_space, BAR_HEIGHT - 6), 4);
      gtk_snapshot_push_rounded_clip (snapshot, &rect);
      gtk_snapshot_append_color (snapshot, &track,
                                 &GRAPHENE_RECT_INIT (LABEL_WIDTH, y + 3, bar_space, BAR_HEIGHT - 6));
      gtk_snapshot_append_color (snapshot, b->rolled ? &rolled : &bar,
                                 &GRAPHENE_RECT_INIT (LABEL_WIDTH, y + 3,
                                                      MAX (2.0f, bar_space * (float) b->probability),
                                                      BAR_HEIGHT - 6));
      gtk_snapshot_pop (snapshot);

      draw_text (widget, snapshot, value, LABEL_WIDTH + bar_space, y, VALUE_WIDTH, TRUE, b->rolled, &fg);
    }
}

static void
bth_odds_chart_finalize (GObject *object)
{
  BthOddsChart *self = BTH_ODDS_CHART (object);

  g_array_unref (self->bars);

  G_OBJECT_CLASS (bth_odds_chart_parent_class)->finalize (object);
}

static void
bth_odds_chart_class_init (BthOddsChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = bth_odds_chart_finalize;
  widget_class->measure = bth_odds_chart_measure;
  widget_class->snapshot = bth_odds_chart_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bth_odds_chart_init (BthOddsChart *self)
{
  self->bars = g_array_new (FALSE, TRUE, sizeof (Bar));
  g_array_set_clear_func (self->bars, bar_clear);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chance of each result"), -1);
}

GtkWidget *
bth_odds_chart_new (void)
{
  return g_object_new (BTH_TYPE_ODDS_CHART, NULL);
}

void
bth_odds_chart_set_odds (BthOddsChart       *self,
                         const BthExactOdds *odds)
{
  GString *description = g_string_new (NULL);

  g_return_if_fail (BTH_IS_ODDS_CHART (self));

  g_array_set_size (self->bars, 0);
  for (guint i = 0; odds != NULL && i < odds->n_outcomes; i++)
    {
      const BthOddsOutcome *o = &odds->outcomes[i];
      Bar b = { 0 };

      /* Translators: L is the larger force, S the smaller; results as on the CRT */
      b.label = g_strdup_printf (_("L %s · S %s"), bth_result_to_string (o->larger),
                                 bth_result_to_string (o->smaller));
      b.probability = o->probability;
      b.ways = o->ways;
      g_array_append_val (self->bars, b);
      g_string_append_printf (description, "%s: %d/36; ", b.label, b.ways);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description->str, -1);
  g_string_free (description, TRUE);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
bth_odds_chart_set_rolled (BthOddsChart *self,
                           const char   *larger,
                           const char   *smaller)
{
  g_autofree char *label = NULL;

  g_return_if_fail (BTH_IS_ODDS_CHART (self));

  if (larger != NULL && smaller != NULL)
    label = g_strdup_printf (_("L %s · S %s"), larger, smaller);
  for (guint i = 0; i < self->bars->len; i++)
    {
      Bar *b = &g_array_index (self->bars, Bar, i);
      b->rolled = label != NULL && g_str_equal (b->label, label);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

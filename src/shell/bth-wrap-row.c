/* bth-wrap-row.c — an action row whose controls go below its text on a narrow window
 * (bth-wrap-row.h).
 *
 * The row's header box (its prefixes, its title and subtitle, its suffixes) gets a layout
 * manager of its own, which asks the box's own layout while the text has room beside the
 * suffixes, and otherwise lays the suffixes on a second line starting under the text.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-wrap-row.h"

#include "bth-narrow-layout.h"

#define BTH_TYPE_WRAP_LAYOUT (bth_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (BthWrapLayout, bth_wrap_layout, BTH, WRAP_LAYOUT, BthNarrowLayout)

/* The header box's own layout while the text has room beside the suffixes. */
struct _BthWrapLayout
{
  BthNarrowLayout parent_instance;
};

G_DEFINE_FINAL_TYPE (BthWrapLayout, bth_wrap_layout, BTH_TYPE_NARROW_LAYOUT)

/* The box of the title and subtitle: the children before it lead, those after it follow. */
static GtkWidget *
text_of (GtkWidget *header)
{
  for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "title"))
      return child;
  return NULL;
}

/* The header's children and their widths, as one line would have them. */
typedef struct {
  GtkWidget *text;
  int        spacing;           /* the box's, from its style */
  int        n_lead, n_tail;    /* shown children before and after the text */
  int        lead, tail;        /* their natural widths with the spacing between them */
  int        text_minimum, text_natural;
  int        box_minimum;       /* the least width the box's own layout can be measured at */
  int        box_natural;       /* the whole line's natural width, as the box measures it */
} Line;

static void
line_init (Line            *line,
           BthNarrowLayout *layout,
           GtkWidget       *header)
{
  gboolean after_text = FALSE;

  *line = (Line) { .text = text_of (header) };
  line->spacing = bth_narrow_layout_spacing (layout, header, &line->box_minimum, &line->box_natural);
  for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      if (child == line->text)
        line->text_minimum = minimum, line->text_natural = natural;
      else if (after_text)
        line->tail += natural, line->n_tail++;
      else
        line->lead += natural, line->n_lead++;
      after_text = after_text || child == line->text;
    }
  if (line->n_lead > 1)
    line->lead += (line->n_lead - 1) * line->spacing;
  if (line->n_tail > 1)
    line->tail += (line->n_tail - 1) * line->spacing;
}

/* Where the text starts, after the lead. */
static int
text_x (const Line *line)
{
  return line->lead + (line->n_lead > 0 ? line->spacing : 0);
}

/* Whether, WIDTH wide, the suffixes go below the text: beside them it would be narrower
 * than BTH_WRAP_ROW_MIN_TEXT_WIDTH and than its natural width, or than its minimum (it
 * could not be allocated that narrow). */
static gboolean
wraps (const Line *line,
       int         width)
{
  int beside;

  if (line->text == NULL || line->n_tail == 0 || width <= 0)
    return FALSE;
  beside = width - text_x (line) - line->spacing - line->tail;
  return beside < MAX (line->text_minimum, MIN (line->text_natural, BTH_WRAP_ROW_MIN_TEXT_WIDTH));
}

/* Lays out (ALLOCATE) or measures the header WIDTH wide and returns its height. On one
 * line the lead and the suffixes have their natural widths and the text the rest (it
 * wraps, the controls stay whole); wrapped, the suffixes go on a second line starting
 * under the text. Each child's own alignment places it in its part of the line. */
static int
layout (const Line *line,
        GtkWidget  *header,
        int         width,
        gboolean    allocate)
{
  gboolean wrapped = wraps (line, width);
  int text_width = MAX (width - text_x (line) - (wrapped ? 0 : line->spacing + line->tail), 0);
  int first_height = 0, second_height = 0, x = 0;
  gboolean after_text = FALSE;

  for (int pass = 0; pass < (allocate ? 2 : 1); pass++)
    {
      gboolean second_started = FALSE;

      x = 0;
      after_text = FALSE;
      for (GtkWidget *child = gtk_widget_get_first_child (header); child != NULL; child = gtk_widget_get_next_sibling (child))
        {
          int minimum, natural, child_width, height;
          gboolean second_line = after_text && wrapped;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
          if (child == line->text)
            {
              x = text_x (line);
              child_width = text_width;
            }
          else if (second_line)
            {
              if (!second_started)
                x = text_x (line);      /* the first suffix starts the second line */
              second_started = TRUE;
              child_width = MAX (minimum, MIN (natural, width - x));
            }
          else
            child_width = natural;
          if (pass == 0)
            {
              gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_width, NULL, &height, NULL, NULL);
              if (second_line)
                second_height = MAX (second_height, height);
              else
                first_height = MAX (first_height, height);
            }
          else
            gtk_widget_size_allocate (child, &(GtkAllocation) {
                                        x, second_line ? first_height + line->spacing : 0,
                                        child_width, second_line ? second_height : first_height }, -1);
          x += child_width + line->spacing;
          after_text = after_text || child == line->text;
        }
    }
  return first_height + (wrapped ? line->spacing + second_height : 0);
}

/* The least width the header is measured at: what measure() reports, so that
 * allocate() and the height for a width agree with it. */
static int
least_width (const Line *line)
{
  return MIN (line->box_minimum, text_x (line) + MAX (line->text_minimum, line->tail));
}

/* The box's own layout while the text has room beside the suffixes (or there is no text:
 * at every width); never narrower than least_width. */
static void
bth_wrap_layout_bounds (BthNarrowLayout *self,
                        GtkWidget       *header,
                        int             *roomy,
                        int             *least)
{
  Line line;

  line_init (&line, self, header);
  *roomy = line.text != NULL ? line.box_natural : -1;
  *least = least_width (&line);
}

static int
bth_wrap_layout_narrow (BthNarrowLayout *self,
                        GtkWidget       *header,
                        int              width,
                        gboolean         allocate)
{
  Line line;

  line_init (&line, self, header);
  return layout (&line, header, width, allocate);
}

static void
bth_wrap_layout_class_init (BthWrapLayoutClass *klass)
{
  BTH_NARROW_LAYOUT_CLASS (klass)->bounds = bth_wrap_layout_bounds;
  BTH_NARROW_LAYOUT_CLASS (klass)->narrow = bth_wrap_layout_narrow;
}

static void
bth_wrap_layout_init (BthWrapLayout *self)
{
}

/* The row's header box: its child, with the style class libadwaita gives it. */
static GtkWidget *
header_of (AdwActionRow *row)
{
  GtkWidget *header = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

  return header != NULL && gtk_widget_has_css_class (header, "header") && text_of (header) != NULL
    ? header : NULL;
}

void
bth_wrap_row_install (AdwActionRow *row)
{
  GtkWidget *header = header_of (row);

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  /* Another libadwaita may build its rows otherwise: the row then stays as it is. */
  if (header != NULL)
    bth_narrow_layout_install (header, BTH_TYPE_WRAP_LAYOUT);
}

static gboolean
on_map (GSignalInvocationHint *hint,
        guint                  n_values,
        const GValue          *values,
        gpointer               data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (ADW_IS_ACTION_ROW (widget))
    bth_wrap_row_install (ADW_ACTION_ROW (widget));
  return TRUE;
}

void
bth_wrap_row_install_everywhere (void)
{
  static gsize once;

  if (g_once_init_enter (&once))
    {
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0, on_map, NULL, NULL);
      g_once_init_leave (&once, 1);
    }
}

gboolean
bth_wrap_row_is_wrapped (AdwActionRow *row)
{
  GtkWidget *header = header_of (row);

  g_return_val_if_fail (ADW_IS_ACTION_ROW (row), FALSE);
  Line line;

  if (header == NULL || !BTH_IS_WRAP_LAYOUT (gtk_widget_get_layout_manager (header)))
    return FALSE;
  line_init (&line, BTH_NARROW_LAYOUT (gtk_widget_get_layout_manager (header)), header);
  return wraps (&line, gtk_widget_get_width (header));
}

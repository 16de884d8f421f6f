/* bth-flow-line.c — a horizontal box whose children flow onto more lines when narrow
 * (bth-flow-line.h). */
#include "bth-flow-line.h"

#define BTH_TYPE_FLOW_LAYOUT (bth_flow_layout_get_type ())
G_DECLARE_FINAL_TYPE (BthFlowLayout, bth_flow_layout, BTH, FLOW_LAYOUT, GtkLayoutManager)

struct _BthFlowLayout
{
  GtkLayoutManager  parent_instance;
  GtkLayoutManager *inner;      /* the box's own layout: one line, while it fits */
};

G_DEFINE_FINAL_TYPE (BthFlowLayout, bth_flow_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The box's natural width on one line, and its spacing (border-spacing, from its style:
 * what the natural width adds to its children's). */
static int
one_line_width (BthFlowLayout *self,
                GtkWidget     *box,
                int           *spacing)
{
  int natural, sum = 0, n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int child_natural;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_natural, NULL, NULL);
        sum += child_natural;
        n++;
      }
  gtk_layout_manager_measure (self->inner, box, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  *spacing = n > 1 ? MAX (natural - sum, 0) / (n - 1) : 0;
  return natural;
}

/* Lays out (ALLOCATE) or measures the children flowing WIDTH wide; returns the height and
 * sets N_LINES. Each line is as tall as its tallest child; a child's own alignment places
 * it in its line. */
static int
flow (GtkWidget *box,
      int        width,
      int        spacing,
      gboolean   allocate,
      int       *n_lines)
{
  int y = 0, x = 0, line_height = 0;
  GtkWidget *line_start = NULL;

  *n_lines = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (box); ; child = gtk_widget_get_next_sibling (child))
    {
      int minimum = 0, natural = 0, child_width = 0, height;

      if (child != NULL && !gtk_widget_should_layout (child))
        continue;
      if (child != NULL)
        {
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
          child_width = MAX (minimum, MIN (natural, width));
        }
      /* The line ends: place its children (they are known, and its height now). */
      if (line_start != NULL && (child == NULL || x + child_width > width))
        {
          if (allocate)
            {
              int lx = 0;

              for (GtkWidget *c = line_start; c != child; c = gtk_widget_get_next_sibling (c))
                if (gtk_widget_should_layout (c))
                  {
                    int c_minimum, c_natural, c_width;

                    gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, &c_minimum, &c_natural, NULL, NULL);
                    c_width = MAX (c_minimum, MIN (c_natural, width));
                    gtk_widget_size_allocate (c, &(GtkAllocation) { lx, y, c_width, line_height }, -1);
                    lx += c_width + spacing;
                  }
            }
          y += line_height + spacing;
          (*n_lines)++;
          x = 0;
          line_height = 0;
          line_start = NULL;
        }
      if (child == NULL)
        break;
      if (line_start == NULL)
        line_start = child;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, child_width, NULL, &height, NULL, NULL);
      line_height = MAX (line_height, height);
      x += child_width + spacing;
    }
  return MAX (y - spacing, 0);
}

/* The least width the box is measured at: its widest child's minimum (each child gets a
 * line of its own at worst). */
static int
widest_child (GtkWidget *box)
{
  int widest = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int child_minimum;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
        widest = MAX (widest, child_minimum);
      }
  return widest;
}

static void
bth_flow_layout_measure (GtkLayoutManager *manager,
                         GtkWidget        *widget,
                         GtkOrientation    orientation,
                         int               for_size,
                         int              *minimum,
                         int              *natural,
                         int              *minimum_baseline,
                         int              *natural_baseline)
{
  BthFlowLayout *self = BTH_FLOW_LAYOUT (manager);
  int spacing, n_lines;

  /* Below its one-line width the box's own layout is never asked: narrower than its
   * minimum, GTK's box layout aborts (it asserts that its fixed-size children fit), and
   * the width reported below can be narrower than that. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL || for_size < 0
      || for_size >= one_line_width (self, widget, &spacing))
    gtk_layout_manager_measure (self->inner, widget, orientation, for_size, minimum, natural,
                                minimum_baseline, natural_baseline);
  else
    {
      /* GTK should not ask for less than the minimum; if it does, flow at the minimum. */
      *minimum = *natural = flow (widget, MAX (for_size, widest_child (widget)), spacing, FALSE, &n_lines);
      *minimum_baseline = *natural_baseline = -1;
    }
  /* As narrow as its widest child. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = MIN (*minimum, widest_child (widget));
}

static void
bth_flow_layout_allocate (GtkLayoutManager *manager,
                          GtkWidget        *widget,
                          int               width,
                          int               height,
                          int               baseline)
{
  BthFlowLayout *self = BTH_FLOW_LAYOUT (manager);
  int spacing, n_lines;

  if (width >= one_line_width (self, widget, &spacing))
    gtk_layout_manager_allocate (self->inner, widget, width, height, baseline);
  else
    flow (widget, width, spacing, TRUE, &n_lines);
}

static GtkSizeRequestMode
bth_flow_layout_get_request_mode (GtkLayoutManager *manager,
                                  GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
bth_flow_layout_dispose (GObject *object)
{
  g_clear_object (&BTH_FLOW_LAYOUT (object)->inner);
  G_OBJECT_CLASS (bth_flow_layout_parent_class)->dispose (object);
}

static void
bth_flow_layout_class_init (BthFlowLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bth_flow_layout_dispose;
  layout_class->measure = bth_flow_layout_measure;
  layout_class->allocate = bth_flow_layout_allocate;
  layout_class->get_request_mode = bth_flow_layout_get_request_mode;
}

static void
bth_flow_layout_init (BthFlowLayout *self)
{
}

void
bth_flow_line_install (GtkWidget *box)
{
  BthFlowLayout *layout;

  g_return_if_fail (GTK_IS_BOX (box));
  if (BTH_IS_FLOW_LAYOUT (gtk_widget_get_layout_manager (box)))
    return;
  layout = g_object_new (BTH_TYPE_FLOW_LAYOUT, NULL);
  layout->inner = g_object_ref (gtk_widget_get_layout_manager (box));
  gtk_widget_set_layout_manager (box, GTK_LAYOUT_MANAGER (layout));
}

int
bth_flow_line_count (GtkWidget *box)
{
  GtkLayoutManager *manager = gtk_widget_get_layout_manager (box);
  int spacing, n_lines;

  if (!BTH_IS_FLOW_LAYOUT (manager)
      || gtk_widget_get_width (box) >= one_line_width (BTH_FLOW_LAYOUT (manager), box, &spacing))
    return 1;
  flow (box, gtk_widget_get_width (box), spacing, FALSE, &n_lines);
  return n_lines;
}

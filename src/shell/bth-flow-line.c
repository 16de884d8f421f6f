/* bth-flow-line.c — a horizontal box whose children flow onto more lines when narrow
 * (bth-flow-line.h). */
#include "bth-flow-line.h"

#include "bth-narrow-layout.h"

#define BTH_TYPE_FLOW_LAYOUT (bth_flow_layout_get_type ())
G_DECLARE_FINAL_TYPE (BthFlowLayout, bth_flow_layout, BTH, FLOW_LAYOUT, BthNarrowLayout)

/* The box's own layout (one line) while it fits; flowing onto more lines otherwise. */
struct _BthFlowLayout
{
  BthNarrowLayout parent_instance;
};

G_DEFINE_FINAL_TYPE (BthFlowLayout, bth_flow_layout, BTH_TYPE_NARROW_LAYOUT)

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

/* One line from the box's natural width on; never narrower than its widest child. */
static void
bth_flow_layout_bounds (BthNarrowLayout *self,
                        GtkWidget       *box,
                        int             *roomy,
                        int             *least)
{
  bth_narrow_layout_spacing (self, box, NULL, roomy);
  *least = widest_child (box);
}

static int
bth_flow_layout_narrow (BthNarrowLayout *self,
                        GtkWidget       *box,
                        int              width,
                        gboolean         allocate)
{
  int n_lines;

  return flow (box, width, bth_narrow_layout_spacing (self, box, NULL, NULL), allocate, &n_lines);
}

static void
bth_flow_layout_class_init (BthFlowLayoutClass *klass)
{
  BTH_NARROW_LAYOUT_CLASS (klass)->bounds = bth_flow_layout_bounds;
  BTH_NARROW_LAYOUT_CLASS (klass)->narrow = bth_flow_layout_narrow;
}

static void
bth_flow_layout_init (BthFlowLayout *self)
{
}

void
bth_flow_line_install (GtkWidget *box)
{
  g_return_if_fail (GTK_IS_BOX (box));

  bth_narrow_layout_install (box, BTH_TYPE_FLOW_LAYOUT);
}

int
bth_flow_line_count (GtkWidget *box)
{
  GtkLayoutManager *manager = gtk_widget_get_layout_manager (box);
  int spacing, natural, n_lines;

  if (!BTH_IS_FLOW_LAYOUT (manager))
    return 1;
  spacing = bth_narrow_layout_spacing (BTH_NARROW_LAYOUT (manager), box, NULL, &natural);
  if (gtk_widget_get_width (box) >= natural)
    return 1;
  flow (box, gtk_widget_get_width (box), spacing, FALSE, &n_lines);
  return n_lines;
}

/* test-ui-quick-keys.c — exploration stub (replaced below). */
#include <stdio.h>
#include "bth-ui-test.h"

static void
describe_focus (const char *what)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (bth_ui_window ()));
  GString *s = g_string_new (NULL);
  for (GtkWidget *w = focus; w != NULL && !BTH_IS_PAGE (w); w = gtk_widget_get_parent (w))
    {
      const char *id = GTK_IS_BUILDABLE (w) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (w)) : NULL;
      if (id != NULL || !g_str_has_prefix (gtk_widget_get_name (w), "Gtk"))
        g_string_append_printf (s, " < %s#%s", G_OBJECT_TYPE_NAME (w), id ? id : gtk_widget_get_name (w));
    }
  printf ("# %s: %s%s\n", what, focus ? G_OBJECT_TYPE_NAME (focus) : "(none)", s->str);
  g_string_free (s, TRUE);
}

static void
explore (const char *name, const char *first)
{
  GtkWidget *page = bth_ui_show_page (name);
  gtk_widget_grab_focus (bth_ui_find (page, first));
  describe_focus ("start");
  for (int i = 0; i < 40; i++)
    {
      char what[16];
      bth_ui_keys ("Tab");
      g_snprintf (what, sizeof what, "tab %d", i + 1);
      describe_focus (what);
    }
}

static void test_explore (void)
{
  explore (g_getenv ("EXPLORE_PAGE"), g_getenv ("EXPLORE_FIRST"));
}

int
main (int argc, char **argv)
{
  bth_ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/explore", test_explore);
  return bth_ui_test_run ();
}

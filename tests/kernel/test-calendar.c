/* test-calendar.c — the kernel's months: parse, format, count and name. */
#include "bth-calendar.h"

static void
test_months (void)
{
  BthMonth m;
  g_autofree char *text = NULL;

  g_assert_true (bth_month_parse ("1805-08", &m));
  g_assert_cmpint (m, ==, 1805 * 12 + 7);
  g_assert_cmpint (bth_month_year (m), ==, 1805);
  g_assert_cmpint (bth_month_month (m), ==, 8);
  text = bth_month_to_string (m + 5);
  g_assert_cmpstr (text, ==, "1806-01");
  g_assert_false (bth_month_parse ("1805-13", &m));
  g_assert_false (bth_month_parse ("1805-00", &m));
  g_assert_false (bth_month_parse ("1805-8", &m));
  g_assert_false (bth_month_parse ("August 1805", &m));
  g_assert_false (bth_month_parse ("0000-05", &m));
  g_assert_false (bth_month_parse (NULL, &m));
}

static void
test_describe (void)
{
  g_autofree char *september = bth_month_describe (bth_month_make (1805, 9));
  g_autofree char *december = bth_month_describe (bth_month_make (1812, 12));

  g_assert_cmpstr (september, ==, "September 1805");
  g_assert_cmpstr (december, ==, "December 1812");
  /* Consecutive months differ by one across a year's end. */
  g_assert_cmpint (bth_month_make (1813, 1) - bth_month_make (1812, 12), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/calendar/months", test_months);
  g_test_add_func ("/calendar/describe", test_describe);
  return g_test_run ();
}

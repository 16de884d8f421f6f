/* bth-calendar.c — months: making, parsing and naming them. */
#include "bth-calendar.h"

#include <string.h>

BthMonth
bth_month_make (int year, int month)
{
  return year * 12 + month - 1;
}

int
bth_month_year (BthMonth month)
{
  return month / 12;
}

int
bth_month_month (BthMonth month)
{
  return month % 12 + 1;
}

gboolean
bth_month_parse (const char *text, BthMonth *out)
{
  int year = 0, month;

  if (text == NULL || strlen (text) != 7 || text[4] != '-')
    return FALSE;
  for (int i = 0; i < 7; i++)
    if (i != 4 && !g_ascii_isdigit (text[i]))
      return FALSE;
  for (int i = 0; i < 4; i++)
    year = year * 10 + (text[i] - '0');
  month = (text[5] - '0') * 10 + (text[6] - '0');
  if (month < 1 || month > 12 || year < 1)
    return FALSE;
  *out = bth_month_make (year, month);
  return TRUE;
}

char *
bth_month_to_string (BthMonth month)
{
  return g_strdup_printf ("%04d-%02d", bth_month_year (month), bth_month_month (month));
}

char *
bth_month_describe (BthMonth month)
{
  static const char *const names[] = { "January", "February", "March", "April", "May", "June", "July",
                                       "August", "September", "October", "November", "December" };

  return g_strdup_printf ("%s %d", names[bth_month_month (month) - 1], bth_month_year (month));
}

/* bth-test-isolated.h — run one test in a child process, so that a crash in it fails
 * that test alone and the rest of the program still reports. */
#pragma once

#include <glib.h>

static inline void
run_isolated (gconstpointer func)
{
  if (g_test_subprocess ())
    {
      ((GTestFunc) func) ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  if (!g_test_trap_has_passed ())
    g_test_fail ();
}

#define add_isolated(path, func) g_test_add_data_func ((path), (gconstpointer) (func), run_isolated)

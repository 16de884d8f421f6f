/* test-roll-inputs.c — what a roll depends on, read from a page's state
 * (src/shell/bth-roll-inputs.c): the entries without the roll and what comes of it, so a
 * changed entry is a changed input and a new die or a checked loss is not; the roll kept in
 * the state and read back as it was.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-roll-inputs.h"

static const char * const battle_members[] = { "round", "log", "dice", "losses", NULL };

static void
test_inputs (void)
{
  g_autofree char *rolled = bth_roll_inputs_of ("{\"battle\":{\"sp\":12},\"round\":1,\"dice\":[4,4],\"losses\":[[1]]}",
                                                battle_members);
  g_autofree char *before = bth_roll_inputs_of ("{\"battle\":{\"sp\":12},\"round\":1}", battle_members);
  g_autofree char *checked = bth_roll_inputs_of ("{\"battle\":{\"sp\":12},\"round\":1,\"dice\":[4,4],\"losses\":[[0]]}",
                                                 battle_members);
  g_autofree char *changed = bth_roll_inputs_of ("{\"battle\":{\"sp\":9},\"round\":1,\"dice\":[4,4],\"losses\":[[1]]}",
                                                 battle_members);
  g_autofree char *text = bth_roll_inputs_of ("crt;3;4", battle_members);

  /* The die and the losses chosen after it are no inputs; the force is. */
  g_assert_cmpstr (rolled, ==, "{\"battle\":{\"sp\":12}}");
  g_assert_cmpstr (before, ==, rolled);
  g_assert_cmpstr (checked, ==, rolled);
  g_assert_cmpstr (changed, !=, rolled);
  /* A state that is no JSON object is taken whole. */
  g_assert_cmpstr (text, ==, "crt;3;4");
}

static void
test_kept_in_state (void)
{
  BthRollInputs roll = { g_strdup ("{\"sp\":12}"), 3, g_strdup ("Hex 1: 3 SP") };
  BthRollInputs read = { 0 };
  char *state = bth_roll_inputs_attach (g_strdup ("{\"sp\":9,\"die\":4}"), &roll);
  g_autofree char *inputs = NULL;

  g_assert_true (bth_roll_inputs_read (state, &read));
  g_assert_cmpstr (read.inputs, ==, "{\"sp\":12}");
  g_assert_cmpuint (read.serial, ==, 3);
  g_assert_cmpstr (read.outcome, ==, "Hex 1: 3 SP");
  /* The shell's member is no input of the page: the state's inputs are the page's own. */
  inputs = bth_roll_inputs_of (state, (const char * const[]) { "die", NULL });
  g_assert_cmpstr (inputs, ==, "{\"sp\":9}");

  /* Attached again, it replaces the one there; without a roll, the state has none. */
  state = bth_roll_inputs_attach (state, NULL);
  g_assert_false (bth_roll_inputs_read (state, &read));
  g_assert_null (read.inputs);
  g_assert_cmpstr (state, ==, "{\"sp\":9,\"die\":4}");

  /* Not JSON: returned as it is, no roll in it. */
  state = bth_roll_inputs_attach (state, &roll);
  g_free (state);
  state = bth_roll_inputs_attach (g_strdup ("crt;3;4"), &roll);
  g_assert_cmpstr (state, ==, "crt;3;4");
  g_assert_false (bth_roll_inputs_read (state, &read));
  /* A damaged member is no roll either. */
  g_free (state);
  state = g_strdup ("{\"sp\":9,\"bth_roll\":7}");
  g_assert_false (bth_roll_inputs_read (state, &read));

  g_free (state);
  bth_roll_inputs_clear (&roll);
  bth_roll_inputs_clear (&read);
}

/* A page with several rolls keeps each by its name, beside the page's one roll. */
static void
test_slots (void)
{
  BthRollInputs intercept = { g_strdup ("zone=North Sea"), 2, g_strdup ("I") };
  BthRollInputs pursuit = { g_strdup ("victor=1"), 3, g_strdup ("F") };
  BthRollInputs read = { 0 };
  char *state = bth_roll_inputs_attach_slot (g_strdup ("{\"inputs\":{\"a\":1}}"), "intercept", &intercept);
  g_autofree char *inputs = NULL;

  state = bth_roll_inputs_attach_slot (state, "pursuit", &pursuit);
  g_assert_true (bth_roll_inputs_read_slot (state, "intercept", &read));
  g_assert_cmpstr (read.inputs, ==, "zone=North Sea");
  g_assert_cmpuint (read.serial, ==, 2);
  g_assert_true (bth_roll_inputs_read_slot (state, "pursuit", &read));
  g_assert_cmpstr (read.outcome, ==, "F");
  /* Neither is the page's one roll, nor an input of the page. */
  g_assert_false (bth_roll_inputs_read (state, &read));
  g_assert_false (bth_roll_inputs_read_slot (state, "run", &read));
  inputs = bth_roll_inputs_of (state, NULL);
  g_assert_cmpstr (inputs, ==, "{\"inputs\":{\"a\":1}}");

  /* One taken away leaves the other; both taken away, no member left. */
  state = bth_roll_inputs_attach_slot (state, "intercept", NULL);
  g_assert_false (bth_roll_inputs_read_slot (state, "intercept", &read));
  g_assert_true (bth_roll_inputs_read_slot (state, "pursuit", &read));
  state = bth_roll_inputs_attach_slot (state, "pursuit", NULL);
  g_assert_cmpstr (state, ==, "{\"inputs\":{\"a\":1}}");

  g_free (state);
  bth_roll_inputs_clear (&intercept);
  bth_roll_inputs_clear (&pursuit);
  bth_roll_inputs_clear (&read);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shell/roll-inputs/inputs", test_inputs);
  g_test_add_func ("/shell/roll-inputs/kept-in-state", test_kept_in_state);
  g_test_add_func ("/shell/roll-inputs/slots", test_slots);
  return g_test_run ();
}

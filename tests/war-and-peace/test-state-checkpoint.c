/* test-state-checkpoint.c — War and Peace's state in a saved checkpoint (issue 24).
 *
 *   - every save in tests/saves/ and a Grand Campaign game made here (its card's books,
 *     Force Pools and a fleet with cargo aboard) go to bytes and back to the same state:
 *     its JSON dump, and the fields the dump leaves out;
 *   - a bad state's bytes (cut short anywhere, another version's) do not read back;
 *   - saving writes the save's checkpoint, and opening the save again starts from it (a
 *     checkpoint holding another state shows it) and folds to the same state as a full fold;
 *   - a damaged checkpoint, one written for another save, or one claiming more events than
 *     the save holds, is ignored: the log is folded in full.
 */
#include "bth-books-checkpoint.h"
#include "bth-game-save.h"
#include "bth-campaign-state.h"
#include "bth-force-pools.h"
#include "bth-game-fleet-cargo.h"
#include "bth-war-and-peace.h"
#include "bth-test-campaign.h"

#include <glib/gstdio.h>
#include <string.h>

static BthRuleset *rules;

static char *
fixture_path (const char *name)
{
  return g_build_filename (g_getenv ("BERTHIER_SOURCE_ROOT"), "tests", "saves", name, NULL);
}

/* The same state: the dump, and what the dump does not show. */
static void
assert_same_state (const BthGameState *a, const BthGameState *b)
{
  g_autofree char *da = bth_game_state_dump (a);
  g_autofree char *db = bth_game_state_dump (b);

  g_assert_cmpstr (da, ==, db);
  g_assert_cmpuint (a->winter_months, ==, b->winter_months);
  g_assert_cmpint (a->winter_known, ==, b->winter_known);
  g_assert_cmpint (a->options == NULL, ==, b->options == NULL);
  g_assert_cmpuint (a->leaders->len, ==, b->leaders->len);
  for (guint i = 0; i < a->leaders->len; i++)
    {
      const BthLeaderState *la = g_ptr_array_index (a->leaders, i), *lb = g_ptr_array_index (b->leaders, i);
      g_assert_cmpint (la->returns, ==, lb->returns);
      g_assert_cmpint (la->nationality_unprinted, ==, lb->nationality_unprinted);
    }
}

/* STATE → bytes → state is STATE; and the bytes cut short never read back. */
static void
check_round_trip (const BthGameState *state)
{
  g_autoptr(GBytes) bytes = bth_game_state_to_bytes (state);
  g_autoptr(GError) error = NULL;
  g_autoptr(BthGameState) back = NULL;
  const guchar *data;
  gsize length;

  g_assert_nonnull (bytes);
  back = bth_game_state_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);
  assert_same_state (state, back);

  /* Cut short anywhere (every 13th length, and the last bytes): refused, no crash. */
  data = g_bytes_get_data (bytes, &length);
  for (gsize cut = 0; cut < length; cut += cut + 16 < length ? 13 : 1)
    {
      g_autoptr(GBytes) part = g_bytes_new_static (data, cut);
      g_autoptr(BthGameState) none = bth_game_state_from_bytes (part, NULL);
      g_assert_null (none);
    }
  /* One byte too many: refused too (the state read must be all of it). */
  {
    g_autofree guchar *longer = g_malloc (length + 1);
    g_autoptr(GBytes) more = NULL;
    g_autoptr(BthGameState) none = NULL;
    memcpy (longer, data, length);
    longer[length] = 0;
    more = g_bytes_new (longer, length + 1);
    none = bth_game_state_from_bytes (more, NULL);
    g_assert_null (none);
  }
}

static BthGame *
load_fixture (const char *name)
{
  g_autofree char *path = fixture_path (name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BthGame *game = bth_game_load (rules, file, &error);

  g_assert_no_error (error);
  return game;
}

static void
test_saves_round_trip (void)
{
  g_autofree char *dir_path = fixture_path ("");
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".berthier.json"))
      {
        g_autoptr(BthGame) game = load_fixture (name);
        check_round_trip (bth_game_get_state (game));
        n++;
      }
  g_assert_cmpuint (n, >=, 2);
}

/* The Grand Campaign of 1805 with every book of its state: the card's campaign books, the
 * Force Pool Display, and a fleet with a leader and three infantry SP aboard. */
static BthGame *
grand_campaign_with_books (void)
{
  BthGame *game = bth_test_grand_campaign (rules, "campaign", TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *id = bth_test_add_fleet (game, "england", 1, 2, 0, FALSE, BTH_NAVAL_PORT, "London");
  const BthStackState *london = bth_test_stack_at (game, "London", "england");
  g_autofree char *stack = g_strdup (london->id);
  g_autofree char *leader = g_strdup (g_ptr_array_index (london->leaders, 0));
  g_autoptr(GArray) three = bth_unit_counts_new ();
  const char *leaders[] = { leader, NULL };
  BthCargoLoad load = { three, leaders, 0, 0 };
  BthUnitCount infantry = { g_strdup ("england"), g_strdup ("I"), 3 };

  g_array_append_val (three, infantry);
  g_assert_true (bth_game_fleet_embark (game, id, stack, &load, &error));
  g_assert_no_error (error);

  /* A leader and one SP from a stack of the Leader Display into his state's Force Pool box. */
  {
    const BthGameState *s = bth_game_get_state (game);
    const BthStackState *from = NULL;
    for (guint i = 0; i < s->stacks->len && from == NULL; i++)
      {
        const BthStackState *st = g_ptr_array_index (s->stacks, i);
        if (st->leaders->len > 0 && st->units->len > 0 &&
            g_strcmp0 (g_array_index (st->units, BthUnitCount, 0).power, "austria") == 0)
          from = st;
      }
    g_assert_nonnull (from);
    {
      g_autofree char *from_id = g_strdup (from->id);
      g_autofree char *moved = g_strdup (g_ptr_array_index (from->leaders, 0));
      const char *moved_leaders[] = { moved, NULL };
      g_autoptr(GArray) one = bth_unit_counts_new ();
      BthUnitCount u = { g_strdup ("austria"), g_strdup (g_array_index (from->units, BthUnitCount, 0).kind), 1 };
      BthPoolPlace stack_place = { BTH_POOL_PLACE_STACK, .stack = from_id };
      BthPoolPlace box_place = { BTH_POOL_PLACE_BOX, .state = "austria", .box = BTH_BOX_FORCE_POOL };
      g_array_append_val (one, u);
      g_assert_true (bth_game_force_pool_move (game, &stack_place, &box_place, one, moved_leaders, "X.J.1",
                                               "a test", &error));
      g_assert_no_error (error);
    }
  }
  g_assert_true (bth_game_note (game, "a note after the cargo", &error));
  g_assert_no_error (error);
  return game;
}

static void
test_grand_campaign_round_trip (void)
{
  g_autoptr(BthGame) game = grand_campaign_with_books ();
  const BthGameState *state = bth_game_get_state (game);

  /* Every book is there to be written. */
  g_assert_cmpuint (bth_game_state_get_fleets (state)->len, ==, 1);
  g_assert_nonnull (((BthGameFleet *) g_ptr_array_index (bth_game_state_get_fleets (state), 0))->cargo);
  g_assert_nonnull (bth_game_state_get_force_pools (state));
  g_assert_nonnull (bth_game_state_get_campaign (state));
  check_round_trip (state);

  /* What this game's log does not set (an initial Force Pool entered, a boxed leader's
   * value and colour), set on a copy: written and read back too. */
  {
    g_autoptr(BthGameState) copy = bth_game_state_copy (state);
    BthForcePools *pools = (BthForcePools *) bth_game_state_get_force_pools (copy);
    BthPoolState *austria = NULL;
    BthPoolLeader *boxed = NULL;
    for (guint i = 0; i < pools->states->len; i++)
      if (g_str_equal (((BthPoolState *) g_ptr_array_index (pools->states, i))->id, "austria"))
        austria = g_ptr_array_index (pools->states, i);
    g_assert_nonnull (austria);
    for (guint b = 0; b < austria->boxes->len && boxed == NULL; b++)
      {
        BthPoolBox *box = g_ptr_array_index (austria->boxes, b);
        if (box->leaders->len > 0)
          boxed = g_ptr_array_index (box->leaders, 0);
      }
    g_assert_nonnull (boxed);
    austria->initial_entered = !austria->initial_entered;
    boxed->value = 3;
    g_free (boxed->colour);
    boxed->colour = g_strdup ("white");
    /* And the base state's fields its JSON dump leaves out. */
    ((BthLeaderState *) g_ptr_array_index (copy->leaders, 0))->returns = 1234;
    ((BthLeaderState *) g_ptr_array_index (copy->leaders, 0))->nationality_unprinted = TRUE;
    copy->winter_months = 0x803;
    copy->winter_known = TRUE;
    g_hash_table_insert (copy->answers, g_strdup ("abc"), g_strdup ("an answer"));
    check_round_trip (copy);
  }
}

/* ---- checkpoints beside the save ------------------------------------------------------- */

/* The checkpoint file of the save at PATH in DIR. */
static char *
checkpoint_file (const char *dir, const char *path)
{
  g_autofree char *data = NULL;
  g_autofree char *key = NULL;
  g_autofree char *base = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  key = bth_books_checkpoint_key (data, length);
  base = g_strconcat (key, ".checkpoint", NULL);
  return g_build_filename (dir, base, NULL);
}

/* The kernel's FNV-1a (bth-books-checkpoint.c), to write a checkpoint by hand. */
static guint64
fnv1a (const char *data, gsize length)
{
  guint64 h = G_GUINT64_CONSTANT (14695981039346656037);

  for (gsize i = 0; i < length; i++)
    {
      h ^= (guchar) data[i];
      h *= G_GUINT64_CONSTANT (1099511628211);
    }
  return h;
}

/* Writes STATE as the checkpoint of the save at PATH, for its first N_EVENTS events. */
static void
write_checkpoint_by_hand (const char *dir, const char *path, const BthGameState *state, guint n_events)
{
  g_autofree char *data = NULL;
  g_autofree char *key = NULL;
  g_autofree char *file = checkpoint_file (dir, path);
  g_autoptr(GBytes) bytes = bth_game_state_to_bytes (state);
  g_autoptr(GString) out = g_string_new ("berthier-checkpoint 1\n");
  gsize length, state_length;
  const char *state_data = g_bytes_get_data (bytes, &state_length);

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  key = bth_books_checkpoint_key (data, length);
  g_string_append_printf (out, "%s\n%u\n%016" G_GINT64_MODIFIER "x\n", key, n_events, fnv1a (state_data, state_length));
  g_string_append_len (out, state_data, state_length);
  g_assert_true (g_file_set_contents (file, out->str, out->len, NULL));
}

static BthGame *
load_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BthGame *game = bth_game_load (rules, file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_saved_checkpoint (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("test-state-checkpoint-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "checkpoints", NULL);
  g_autofree char *path = g_build_filename (tmp, "campaign.json", NULL);
  g_autofree char *other_path = g_build_filename (tmp, "other.json", NULL);
  g_autofree char *cp = NULL, *other_cp = NULL, *contents = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other = g_file_new_for_path (other_path);
  g_autoptr(BthGame) game = grand_campaign_with_books ();
  g_autoptr(BthGame) full = NULL;
  g_autoptr(GError) error = NULL;
  guint n_events = bth_game_get_events (game)->len;
  gsize length;

  /* Without a directory (the tests' and the command line's default) nothing is written. */
  g_assert_null (bth_books_checkpoint_get_dir ());
  g_assert_true (bth_game_save (game, file, &error));
  g_assert_no_error (error);
  full = load_path (path);
  assert_same_state (bth_game_get_state (full), bth_game_get_state (game));

  /* Saving writes the save's checkpoint; opening it again gives the same state, and undo
   * and redo work as after a full fold. */
  bth_books_checkpoint_set_dir (dir);
  g_assert_true (bth_game_save (game, file, &error));
  g_assert_no_error (error);
  cp = checkpoint_file (dir, path);
  g_assert_true (g_file_test (cp, G_FILE_TEST_EXISTS));
  {
    g_autoptr(BthGame) loaded = load_path (path);
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
    g_assert_true (bth_game_undo (loaded, &error));
    g_assert_true (bth_game_undo (full, &error));
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
    g_assert_true (bth_game_redo (loaded, &error));
    g_assert_true (bth_game_redo (full, &error));
    g_assert_no_error (error);
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
  }

  /* Opening really starts from the checkpoint: one holding another state (its VP changed)
   * for all the events shows it. */
  {
    g_autoptr(BthGameState) changed = bth_game_state_copy (bth_game_get_state (game));
    g_autoptr(BthGame) loaded = NULL;
    changed->anti_vp += 77;
    write_checkpoint_by_hand (dir, path, changed, n_events);
    loaded = load_path (path);
    g_assert_cmpint (bth_game_get_state (loaded)->anti_vp, ==, bth_game_get_state (game)->anti_vp + 77);
  }

  /* A checkpoint claiming more events than the save holds: ignored. */
  {
    g_autoptr(BthGameState) changed = bth_game_state_copy (bth_game_get_state (game));
    g_autoptr(BthGame) loaded = NULL;
    changed->anti_vp += 77;
    write_checkpoint_by_hand (dir, path, changed, n_events + 1);
    loaded = load_path (path);
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
  }

  /* A damaged checkpoint (a byte of its state changed; the state cut short with a hash that
   * matches): ignored, the log folded in full — and a good one written in its place. */
  g_assert_true (bth_game_save (game, file, &error));
  g_assert_true (g_file_get_contents (cp, &contents, &length, NULL));
  contents[length - 1] ^= 0x55;
  g_assert_true (g_file_set_contents (cp, contents, length, NULL));
  {
    g_autoptr(BthGame) loaded = load_path (path);
    g_autofree char *rewritten = NULL;
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
    g_assert_true (g_file_get_contents (cp, &rewritten, NULL, NULL));
    g_assert_cmpint (memcmp (rewritten, contents, length - 1), ==, 0);
    g_assert_cmpint (rewritten[length - 1], !=, contents[length - 1]);
  }
  {
    g_autoptr(GBytes) bytes = bth_game_state_to_bytes (bth_game_get_state (game));
    g_autoptr(GString) out = g_string_new ("berthier-checkpoint 1\n");
    g_autofree char *data = NULL;
    g_autofree char *key = NULL;
    g_autoptr(BthGame) loaded = NULL;
    gsize state_length, data_length;
    const char *state_data = g_bytes_get_data (bytes, &state_length);

    state_length -= 3;
    g_assert_true (g_file_get_contents (path, &data, &data_length, NULL));
    key = bth_books_checkpoint_key (data, data_length);
    g_string_append_printf (out, "%s\n%u\n%016" G_GINT64_MODIFIER "x\n", key, n_events,
                            fnv1a (state_data, state_length));
    g_string_append_len (out, state_data, state_length);
    g_assert_true (g_file_set_contents (cp, out->str, out->len, NULL));
    loaded = load_path (path);
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
  }

  /* A checkpoint written for another save (copied under this save's name): ignored. */
  g_assert_true (bth_game_note (game, "another save", &error));
  g_assert_true (bth_game_save (game, other, &error));
  g_assert_no_error (error);
  other_cp = checkpoint_file (dir, other_path);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (other_cp, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (cp, contents, length, NULL));
  {
    g_autoptr(BthGame) loaded = load_path (path);
    assert_same_state (bth_game_get_state (loaded), bth_game_get_state (full));
  }

  bth_books_checkpoint_set_dir (NULL);
  g_remove (cp);
  g_remove (other_cp);
  g_rmdir (dir);
  {
    g_autofree char *bak = g_strconcat (path, ".bak", NULL);
    g_autofree char *other_bak = g_strconcat (other_path, ".bak", NULL);
    g_remove (bak);
    g_remove (other_bak);
  }
  g_remove (path);
  g_remove (other_path);
  g_rmdir (tmp);
}

/* A save opened without a checkpoint gets one, and the next opening uses it. */
static void
test_first_open_writes_checkpoint (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-state-checkpoint-XXXXXX", NULL);
  g_autofree char *path = fixture_path ("grand-campaign-v0.1.0.berthier.json");
  g_autofree char *cp = checkpoint_file (dir, path);
  g_autoptr(BthGame) full = load_fixture ("grand-campaign-v0.1.0.berthier.json");
  g_autoptr(BthGame) first = NULL, second = NULL;

  bth_books_checkpoint_set_dir (dir);
  g_assert_false (g_file_test (cp, G_FILE_TEST_EXISTS));
  first = load_path (path);
  g_assert_true (g_file_test (cp, G_FILE_TEST_EXISTS));
  second = load_path (path);
  assert_same_state (bth_game_get_state (first), bth_game_get_state (full));
  assert_same_state (bth_game_get_state (second), bth_game_get_state (full));
  /* The undo history came with it. */
  g_assert_cmpuint (bth_game_get_redo_stack (second)->len, ==, 1);
  bth_books_checkpoint_set_dir (NULL);
  g_remove (cp);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  int result;

  g_test_init (&argc, &argv, NULL);
  bth_war_and_peace_register ();   /* War and Peace's books: fleets, the Grand Campaign's */
  rules = bth_ruleset_new_default (&error);
  g_assert_no_error (error);
  g_test_add_func ("/state-checkpoint/saves-round-trip", test_saves_round_trip);
  g_test_add_func ("/state-checkpoint/grand-campaign-round-trip", test_grand_campaign_round_trip);
  g_test_add_func ("/state-checkpoint/saved", test_saved_checkpoint);
  g_test_add_func ("/state-checkpoint/first-open", test_first_open_writes_checkpoint);
  result = g_test_run ();
  g_object_unref (rules);
  return result;
}

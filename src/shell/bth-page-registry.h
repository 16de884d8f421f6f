/* bth-page-registry.h — the pages a game adds to the window's sidebar.
 *
 * The shell knows no game's pages: each game's app folder registers its list at start-up
 * (src/app/bth-installed-games.c calls it), in the order the sidebar shows them; Alt+1 …
 * Alt+9 open the first nine shown, Alt+0 the Dice Log; Ctrl+1 … Ctrl+9 open the tools by
 * their BthToolKey. The shell registers its own pages for every game (the Dice Log,
 * bth-window.c), which come after each game's pages.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Ctrl+1 … Ctrl+9: one key per kind of tool, the same in every game, so that a player who
 * knows Battle is Ctrl+1 in one game finds it there in the next. A game gives its tool the
 * key of that kind; a tool of its own kind takes a key whose kind the game has no tool of,
 * as the comments say. */
typedef enum {
  BTH_TOOL_KEY_NONE = 0,          /* no Ctrl key */
  BTH_TOOL_KEY_BATTLE = 1,
  BTH_TOOL_KEY_ATTRITION = 2,
  BTH_TOOL_KEY_MARCH = 3,         /* Forced March, or a game's other roll of the march (Forage) */
  BTH_TOOL_KEY_SMALL_COMBAT = 4,  /* combat short of a battle: Overrun, Skirmish */
  BTH_TOOL_KEY_SIEGE = 5,
  BTH_TOOL_KEY_WEATHER = 6,
  BTH_TOOL_KEY_DICE_LOG = 7,
  BTH_TOOL_KEY_TABLES = 8,
  BTH_TOOL_KEY_MORALE = 9,        /* a game's own check: Morale */
} BthToolKey;

typedef struct {
  const char *game_id;      /* set by bth_page_registry_add: the game that registered it
                             * (NULL: the shell's, for every game) */
  const char *name;         /* the stack child, the page-memory file, win.show-page's target */
  const char *title;        /* N_() marked; translated when shown */
  GType     (*get_type) (void);
  gboolean    first_tool;   /* the sidebar's "Tools" heading goes above this one */
  gboolean    game_book;    /* the game's undo (Ctrl+Z, Ctrl+Shift+Z) applies here */
  /* In the sidebar only while this holds for the open game (a BthPlayedGame, or NULL for
   * none); NULL: always. War and Peace shows the Grand Campaign's books this way. */
  gboolean  (*shown_for) (gpointer game);
  /* Set by the registry: a page of the shell, shown whatever game the window plays. */
  gboolean    every_game;
  /* Listed after the shell's pages (the Dice Log) rather than before: War and Peace's
   * Tables keep the place in the sidebar they had. */
  gboolean    after_every_game;
  /* New Game (Ctrl+N) shows the page that has this and calls it with the page. */
  void      (*start_new_game) (GtkWidget *page);
  /* Ctrl+N opens the tool whose key is N (the same tool, the same key, in every game). */
  BthToolKey  tool_key;
} BthPageInfo;

/* Adds GAME_ID's pages (N of them, copied), in their order: after GAME_ID's pages
 * registered before, and before the shell's pages for every game (the Dice Log), so that
 * the Dice Log comes after each game's own pages; pages with after_every_game go after it. */
void               bth_page_registry_add (const char        *game_id,
                                          const BthPageInfo *pages,
                                          guint              n_pages);
/* Adds the shell's own pages, shown for every game after each game's pages (the Dice Log). */
void               bth_page_registry_add_every_game (const BthPageInfo *pages,
                                                     guint              n_pages);
/* The games that registered pages, in the order of their pages (game ids, static strings). */
GPtrArray         *bth_page_registry_game_ids (void);
/* Every page registered, in sidebar order; N_PAGES is set. */
const BthPageInfo *bth_page_registry_get (guint             *n_pages);

G_END_DECLS

/* bth-page.h — the base of every screen in the window's sidebar.
 *
 * A page shows one tool (battle, attrition, …). It gets the window's BthSession (rules,
 * dice, dice log, undo) and describes its entries as text so that Ctrl+Z can put them
 * back: before any change, a page calls bth_page_remember(); undo calls restore_state()
 * with what save_state() returned at that moment.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-session.h"

G_BEGIN_DECLS

#define BTH_TYPE_PAGE (bth_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (BthPage, bth_page, BTH, PAGE, AdwBin)

struct _BthPageClass
{
  AdwBinClass parent_class;

  /* The session is set once, after the page is built; the rules may still be missing. */
  void   (*session_set)   (BthPage *self, BthSession *session);
  /* The page's entries and results as text (any format the page reads back). */
  char  *(*save_state)    (BthPage *self);
  void   (*restore_state) (BthPage *self, const char *state);
  /* Writes what the page keeps across launches besides its state (bth_page_save_memory()). */
  void   (*save_memory)   (BthPage *self);
};

/* For the dispose() of a templated AdwBin (every page): lets AdwBin drop its child before
 * gtk_widget_dispose_template() unparents and frees it, which left AdwBin's own dispose
 * unparenting a freed widget (a critical, and a use after free, when a window closed). */
void        bth_bin_dispose_template (GtkWidget *bin,
                                      GType      type);

BthSession *bth_page_get_session  (BthPage    *self);
void        bth_page_set_session  (BthPage    *self,
                                   BthSession *session);

/* Records the page's current state as an undo step. Steps with the same MERGE_KEY in a
 * row merge into one (typing "12" into one field is one step); NULL never merges. */
void        bth_page_remember     (BthPage    *self,
                                   const char *merge_key);

/* Call after a change the user made (an entry's "changed" fires after the fact): records
 * the state the page had before it as an undo step, merging as bth_page_remember() does. */
void        bth_page_commit_change (BthPage    *self,
                                    const char *merge_key);
/* Takes the page's current state as the one the next change starts from (after the page
 * filled itself in, or loaded something that is not undoable). */
void        bth_page_reset_baseline (BthPage   *self);

/* TRUE while restore_state() runs: changes made then must not be remembered. */
gboolean    bth_page_is_restoring (BthPage    *self);

/* Pressing Enter in EDITABLE (a GtkEntry, GtkText, GtkSpinButton or AdwEntryRow)
 * activates ACTION_NAME and keeps the focus there for the next roll; Escape empties it. */
void        bth_page_activate_on_enter (BthPage    *self,
                                        GtkWidget  *editable,
                                        const char *action_name);
/* Scrolls the page's scrolled window, once WIDGET has its place (after the next layout),
 * so that WIDGET is in view (a result just shown). */
void        bth_page_reveal       (BthPage    *self,
                                   GtkWidget  *widget);
/* The same for all from the top of FIRST to the bottom of LAST (FIRST's top wins when
 * both do not fit). */
void        bth_page_reveal_span  (BthPage    *self,
                                   GtkWidget  *first,
                                   GtkWidget  *last);

/* The input the keyboard starts in when the window shows the page (the attacker's force
 * line on Battle): a quick lookup is typed at once, without first tabbing past the page's
 * header buttons and options. Without one, the page's first focusable widget. */
void        bth_page_set_first_input (BthPage   *self,
                                      GtkWidget *widget);
/* Puts the keyboard focus where the page starts (called by the window as it shows it). */
void        bth_page_focus_start  (BthPage    *self);

/* Shows MESSAGE in the window's toast overlay (errors that are not tied to one field). */
void        bth_page_toast        (BthPage    *self,
                                   const char *message);

/* Keeps the page's entries across launches under NAME (bth-page-memory.h): they are read
 * back once the page has its session (no undo step), and written after each change, from
 * a low-priority timeout, and when the page leaves its window. Call before the session is
 * set, once. */
void        bth_page_set_memory_name (BthPage    *self,
                                      const char *name);
/* Writes the page's entries now if they changed since the last write (window closing). */
void        bth_page_save_memory  (BthPage    *self);
/* The message shown when the kept entries could not be read or written, or NULL. */
const char *bth_page_get_memory_problem (BthPage *self);
/* Says (a toast, until dismissed) that NAME's kept entries could not be read (ERROR from
 * bth_page_memory_load()), for state a page keeps under another name (Alliances). */
void        bth_page_memory_unreadable (BthPage      *self,
                                        const char   *name,
                                        const GError *error);

/* ---- a roll's inputs: nothing a result depends on changes silently -------------------
 *
 * When the page rolls (bth_session_attach_rolls() names it), its entries as they stand are
 * what the roll depends on. A later change to any of them (a force, the terrain, a die
 * modifier) makes the roll stale: the page resolves nothing from the old die with the new
 * entries, and its stale mark says so, quoting what the Dice Log says the roll gave, until
 * the players roll again or take the change back (Ctrl+Z). Which roll the entries belong to
 * is part of the page's state, so undo and the next launch keep it right. */

/* MEMBERS (NULL-terminated, static): the members of the page's state (its save_state()
 * JSON object) that are the roll and what it gave or what is done after it, not what it
 * depends on. Without a call: "die", "die_typed" and "typed_die" (bth-typed-die.h). */
void        bth_page_set_roll_members (BthPage            *self,
                                       const char * const *members);
/* Call from the page's refresh, once its state is current, with HOLDS_ROLL: whether the
 * page holds a roll's die now. TRUE when the entries that roll depended on changed since:
 * the page then shows no result from that die. Shows or hides the stale mark. */
gboolean    bth_page_roll_is_stale   (BthPage    *self,
                                      gboolean    holds_roll);
/* The stale mark (a warning line, hidden until a roll is stale), for the page to place
 * near its result; bth_page_place_stale_mark() puts it before SIBLING in SIBLING's box. */
GtkWidget  *bth_page_get_stale_mark   (BthPage    *self);
/* The page moved on from its roll (the next round, a new battle): its entries change from
 * here with no roll to go stale. */
void        bth_page_forget_roll      (BthPage    *self);
void        bth_page_place_stale_mark (BthPage    *self,
                                       GtkWidget  *sibling);

/* Several rolls on one page (the Naval Checks: interception, pursuit, blockade run, …):
 * each is kept by its name SLOT, beside the page's one roll above, with what it depends
 * on given by the page as INPUTS (any text it builds from the entries that roll reads, so
 * that a change to another roll's entries leaves it alone), and its own stale mark (named
 * "stale_mark-SLOT").
 *
 * Call bth_page_roll_slot_begin() before rolling: the roll the session attaches next is
 * SLOT's, with INPUTS. bth_page_roll_slot_is_stale() is bth_page_roll_is_stale() for
 * SLOT with the INPUTS as they stand (NULL: they cannot be read; not stale). */
void        bth_page_roll_slot_begin    (BthPage    *self,
                                         const char *slot,
                                         const char *inputs);
gboolean    bth_page_roll_slot_is_stale (BthPage    *self,
                                         const char *slot,
                                         const char *inputs,
                                         gboolean    holds_roll);
void        bth_page_place_roll_slot_mark (BthPage    *self,
                                           const char *slot,
                                           GtkWidget  *sibling);
void        bth_page_forget_roll_slot   (BthPage    *self,
                                         const char *slot);

G_END_DECLS

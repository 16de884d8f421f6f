/* bth-ui-test.h — drive the real Berthier window from a GLib test program.
 *
 * A UI test program starts the application exactly as `berthier` does (same windows, same
 * resources), runs its g_test cases once the first window is up, then quits. The helpers
 * find widgets by their id in the .ui template (or by gtk_widget_set_name() for rows built
 * in code), type into them, click them, and read labels back.
 *
 *   int main (int argc, char **argv) {
 *     bth_ui_test_init (&argc, &argv);
 *     g_test_add_func ("/ui/battle/o3", test_battle_o3);
 *     return bth_ui_test_run ();
 *   }
 *
 * Environment (set by tests/ui/take-screenshots.sh): BTH_UI_SIZE=WIDTHxHEIGHT sizes the
 * window; BTH_UI_SCREENSHOT_DIR makes bth_ui_snap() save PNGs there.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "bth-page.h"
#include "bth-window.h"

G_BEGIN_DECLS

void        bth_ui_test_init (int *argc, char ***argv);
int         bth_ui_test_run  (void);

BthWindow  *bth_ui_window    (void);
/* Opens the tool NAME and returns its page. */
GtkWidget  *bth_ui_show_page (const char *name);

/* New Game (win.new-game) of GAME_ID: when the app carries several games the window asks
 * which one first, and the test answers GAME_ID as a click would. */
void        bth_ui_new_game  (const char *game_id);

/* Shows the window again at the size BTH_UI_SIZE asks for ("360x760"): the harness sizes
 * it after it is shown, which X11 ignores, so a check at that size would not be real. */
void        bth_ui_apply_requested_size (void);

/* Runs the main loop until CONDITION (DATA) holds: a wait on what the test needs (a game
 * opened, a dialog shown, the map read off the main thread), never a fixed sleep, and
 * blocking in the main loop rather than spinning, so that tests run side by side keep
 * the CPU. Gives up after a minute, many times what a sanitizer build on a busy machine
 * takes, so that only a real hang reaches it. Whether CONDITION holds. */
gboolean    bth_ui_wait_until (gboolean (*condition) (gpointer data), gpointer data);
/* The session's game (the launch opens the default scenario) and its map (read off the
 * main thread the first time a page asks for it), once there; the window settled. */
gpointer    bth_ui_wait_for_game (void);
BthMap     *bth_ui_wait_for_map  (void);

/* Lets GTK handle pending events, layout and drawing: returns once the window is still
 * (nothing happened in the main loop for a little longer than a frame), or after half a
 * second of an animation. It waits on the window, not a fixed time: call it after a
 * change made behind GTK's back rather than sleeping. The harness turns the caret's
 * blinking off (gtk-cursor-blink). */
void        bth_ui_settle    (void);

/* The widget under ROOT whose template id or widget name is ID; the test fails if none. */
GtkWidget  *bth_ui_find      (GtkWidget *root, const char *id);
GtkWidget  *bth_ui_try_find  (GtkWidget *root, const char *id);

void        bth_ui_set_text    (GtkWidget *root, const char *id, const char *text);
void        bth_ui_set_value   (GtkWidget *root, const char *id, double value);
void        bth_ui_set_active  (GtkWidget *root, const char *id, gboolean active);
/* Selects the item of a GtkDropDown or AdwComboRow whose string is ITEM. */
void        bth_ui_select      (GtkWidget *root, const char *id, const char *item);
void        bth_ui_click       (GtkWidget *root, const char *id);
/* Presses Enter in an entry or spin button (what "Enter to roll" does): focuses it and
 * sends a real key event (bth_ui_keys). */
void        bth_ui_press_enter (GtkWidget *root, const char *id);

/* Real key events, as a player's keyboard sends them: xdotool on the test's X display,
 * with the X focus given to the window first. KEYS are xdotool key names separated by
 * spaces ("Tab Tab Return", "alt+r"), each one press; TEXT is typed a character a press.
 * Every press is counted (bth_ui_key_count) so a test can hold a flow to a budget. */
void        bth_ui_keys        (const char *keys);
void        bth_ui_type        (const char *text);
/* The same keys to another window (a dialog), which the X focus is given to; the keys
 * after it go to the main window again once that one is gone. */
void        bth_ui_keys_to     (GtkWindow *window, const char *keys);
guint       bth_ui_key_count   (void);
/* NOTCHES turns of the mouse wheel (negative: up) with the pointer over WIDGET. */
void        bth_ui_wheel       (GtkWidget *widget, int notches);
void        bth_ui_key_count_reset (void);
/* Gives the keyboard focus to ID (a button, a switch …) and presses KEYS there with real key
 * events (bth_ui_keys): "Return" on a button, "space" on a switch. */
void        bth_ui_focus_keys  (GtkWidget *root, const char *id, const char *keys);
/* Fails unless the keyboard focus is ID or inside it. */
void        bth_ui_assert_focus_in (GtkWidget *root, const char *id);
/* Whether the widget ID lies wholly inside the visible part of its scrolled windows (a
 * table's own, and the page's). */
gboolean    bth_ui_in_view     (GtkWidget *root, const char *id);
void        bth_ui_assert_in_view (GtkWidget *root, const char *id);
gboolean    bth_ui_widget_in_view (GtkWidget *widget);
/* Fails, saying where WIDGET is, unless it is in view; ID names it in the message. */
void        bth_ui_assert_widget_in_view (GtkWidget *widget, const char *id);
/* The text a GtkLabel, GtkEditable, AdwActionRow (subtitle) or AdwWindowTitle shows, or
 * the item a GtkDropDown has chosen. */
const char *bth_ui_get_text    (GtkWidget *root, const char *id);

/* Scrolls the nearest scrolled window so that the widget ID (under ROOT) is at the top. */
void        bth_ui_scroll_to (GtkWidget *root, const char *id);

/* Saves the window as BTH_UI_SCREENSHOT_DIR/NAME-<scheme>-<size>.png when that variable
 * is set; does nothing otherwise. */
void        bth_ui_snap      (const char *name);

/* Fails, naming the widest widgets, when the window cannot be as narrow as WIDTH (the
 * smallest phone, 360 px, is what the app promises). */
void        bth_ui_assert_fits_width (int width);
/* The same for another window (a dialog, the preferences), not counting the resize
 * border GTK draws inside a window when there is no compositor. */
void        bth_ui_assert_window_fits_width (GtkWindow *window, int width);
/* The same for another window (a dialog, the preferences). */
void        bth_ui_snap_window (GtkWindow *window, const char *name);

/* Real input, as a person gives it: xdotool sends X events (XTest) to the Xvfb display the
 * test runs on. ARGS are xdotool's arguments ("key Right", "type ccff"); the test fails if
 * xdotool does. The window is given the keyboard focus first. */
void        bth_ui_xdotool     (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Moves the pointer to widget point (X, Y) of WIDGET, in the window's X coordinates. */
void        bth_ui_pointer_to  (GtkWidget *widget, double x, double y);
void        bth_ui_pointer_button (gboolean down);

G_END_DECLS

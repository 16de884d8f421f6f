/* bth-dice-flash.c — the dice tumbling for a moment over the window after the app rolls.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-dice-flash.h"

/* Milliseconds: tumbling, then the faces that fell, then the fade. Short enough that a
 * player reading the page is never kept waiting. */
#define TUMBLE_MS     450
#define HOLD_MS       900
#define FADE_MS       250
#define FACE_EVERY_MS 60

struct _BthDiceFlash
{
  AdwBin     parent_instance;

  GtkLabel  *label;
  char      *dice;       /* the faces that fell, as the log writes them */
  guint      n_dice;
  gint64     start_us;   /* frame time when the roll began */
  gint64     last_face_us;
  guint      tick_id;
  GRand     *rand;       /* for the tumbling faces only, never for a result */
};

G_DEFINE_FINAL_TYPE (BthDiceFlash, bth_dice_flash, ADW_TYPE_BIN)

static void
stop (BthDiceFlash *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  gtk_label_set_text (self->label, "");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
show_random_faces (BthDiceFlash *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < self->n_dice; i++)
    g_string_append_printf (text, "%s%d", i > 0 ? " + " : "", g_rand_int_range (self->rand, 1, 7));
  gtk_label_set_text (self->label, text->str);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  BthDiceFlash *self = BTH_DICE_FLASH (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double elapsed_ms;

  if (self->start_us == 0)
    self->start_us = now;
  elapsed_ms = (now - self->start_us) / 1000.0;

  if (elapsed_ms < TUMBLE_MS)
    {
      if (now - self->last_face_us >= FACE_EVERY_MS * 1000)
        {
          self->last_face_us = now;
          show_random_faces (self);
        }
      return G_SOURCE_CONTINUE;
    }
  if (elapsed_ms < TUMBLE_MS + HOLD_MS)
    {
      gtk_label_set_text (self->label, self->dice);
      gtk_widget_set_opacity (widget, 1.0);
      return G_SOURCE_CONTINUE;
    }
  if (elapsed_ms < TUMBLE_MS + HOLD_MS + FADE_MS)
    {
      gtk_widget_set_opacity (widget, 1.0 - (elapsed_ms - TUMBLE_MS - HOLD_MS) / FADE_MS);
      return G_SOURCE_CONTINUE;
    }

  self->tick_id = 0;
  stop (self);
  return G_SOURCE_REMOVE;
}

void
bth_dice_flash_play (BthDiceFlash *self,
                     const char   *dice)
{
  g_return_if_fail (BTH_IS_DICE_FLASH (self));
  g_return_if_fail (dice != NULL);

  g_free (self->dice);
  self->dice = g_strdup (dice);
  /* One face per number in the text: "4 + 4" is two dice. */
  self->n_dice = 0;
  for (const char *p = dice; *p != '\0'; p++)
    if (g_ascii_isdigit (*p) && (p == dice || !g_ascii_isdigit (p[-1])))
      self->n_dice++;
  if (self->n_dice == 0)
    self->n_dice = 1;

  self->start_us = 0;
  self->last_face_us = 0;
  gtk_widget_set_opacity (GTK_WIDGET (self), 1.0);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  show_random_faces (self);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
}

const char *
bth_dice_flash_get_text (BthDiceFlash *self)
{
  g_return_val_if_fail (BTH_IS_DICE_FLASH (self), NULL);

  return gtk_label_get_text (self->label);
}

static void
bth_dice_flash_dispose (GObject *object)
{
  BthDiceFlash *self = BTH_DICE_FLASH (object);

  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  G_OBJECT_CLASS (bth_dice_flash_parent_class)->dispose (object);
}

static void
bth_dice_flash_finalize (GObject *object)
{
  BthDiceFlash *self = BTH_DICE_FLASH (object);

  g_free (self->dice);
  g_rand_free (self->rand);
  G_OBJECT_CLASS (bth_dice_flash_parent_class)->finalize (object);
}

static void
bth_dice_flash_class_init (BthDiceFlashClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bth_dice_flash_dispose;
  object_class->finalize = bth_dice_flash_finalize;
  gtk_widget_class_set_css_name (widget_class, "diceflash");
  /* The page that rolled announces the result; the tumbling faces are decoration. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PRESENTATION);
}

static void
bth_dice_flash_init (BthDiceFlash *self)
{
  self->rand = g_rand_new ();
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "result-number");
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->label));
  gtk_widget_add_css_class (GTK_WIDGET (self), "osd");
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  /* At the top, where it does not cover the results a page shows below its Roll button. */
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_START);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 12);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
bth_dice_flash_new (void)
{
  return g_object_new (BTH_TYPE_DICE_FLASH, NULL);
}

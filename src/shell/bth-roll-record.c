/* bth-roll-record.c — one line of the dice log.
 *
 * Copyright 2026 The Berthier developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "bth-roll-record.h"

struct _BthRollRecord
{
  GObject    parent_instance;

  char      *page;
  char      *purpose;
  char      *dice;
  int        total;
  gboolean   typed;
  GDateTime *time;
  char      *modified;
  char      *result;
  gboolean   undone;
};

G_DEFINE_FINAL_TYPE (BthRollRecord, bth_roll_record, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MODIFIED,
  PROP_RESULT,
  PROP_UNDONE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
bth_roll_record_finalize (GObject *object)
{
  BthRollRecord *self = BTH_ROLL_RECORD (object);

  g_free (self->page);
  g_free (self->purpose);
  g_free (self->dice);
  g_date_time_unref (self->time);
  g_free (self->modified);
  g_free (self->result);

  G_OBJECT_CLASS (bth_roll_record_parent_class)->finalize (object);
}

static void
bth_roll_record_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  BthRollRecord *self = BTH_ROLL_RECORD (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      g_value_set_string (value, self->modified);
      break;
    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;
    case PROP_UNDONE:
      g_value_set_boolean (value, self->undone);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bth_roll_record_class_init (BthRollRecordClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bth_roll_record_finalize;
  object_class->get_property = bth_roll_record_get_property;

  properties[PROP_MODIFIED] = g_param_spec_string ("modified", NULL, NULL, NULL,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] = g_param_spec_string ("result", NULL, NULL, NULL,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNDONE] = g_param_spec_boolean ("undone", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bth_roll_record_init (BthRollRecord *self)
{
}

BthRollRecord *
bth_roll_record_new (const char *page,
                     const char *purpose,
                     const char *dice,
                     int         total,
                     gboolean    typed)
{
  BthRollRecord *self = g_object_new (BTH_TYPE_ROLL_RECORD, NULL);

  self->page = g_strdup (page);
  self->purpose = g_strdup (purpose);
  self->dice = g_strdup (dice);
  self->total = total;
  self->typed = typed;
  self->time = g_date_time_new_now_local ();
  self->modified = g_strdup ("");
  self->result = g_strdup ("");

  return self;
}

const char *
bth_roll_record_get_page (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->page;
}

const char *
bth_roll_record_get_purpose (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->purpose;
}

const char *
bth_roll_record_get_dice (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->dice;
}

int
bth_roll_record_get_total (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), 0);
  return self->total;
}

gboolean
bth_roll_record_get_typed (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), FALSE);
  return self->typed;
}

GDateTime *
bth_roll_record_get_time (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->time;
}

const char *
bth_roll_record_get_modified (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->modified;
}

const char *
bth_roll_record_get_result (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), NULL);
  return self->result;
}

void
bth_roll_record_set_outcome (BthRollRecord *self,
                             const char    *modified,
                             const char    *result)
{
  g_return_if_fail (BTH_IS_ROLL_RECORD (self));

  g_free (self->modified);
  self->modified = g_strdup (modified != NULL ? modified : "");
  g_free (self->result);
  self->result = g_strdup (result != NULL ? result : "");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
}

gboolean
bth_roll_record_get_undone (BthRollRecord *self)
{
  g_return_val_if_fail (BTH_IS_ROLL_RECORD (self), FALSE);
  return self->undone;
}

void
bth_roll_record_set_undone (BthRollRecord *self,
                            gboolean       undone)
{
  g_return_if_fail (BTH_IS_ROLL_RECORD (self));

  if (self->undone == !!undone)
    return;
  self->undone = !!undone;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNDONE]);
}

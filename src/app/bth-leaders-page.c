#include "bth-leaders-page.h"
struct _BthLeadersPage { BthPage parent_instance; };
G_DEFINE_FINAL_TYPE (BthLeadersPage, bth_leaders_page, BTH_TYPE_PAGE)
static void bth_leaders_page_class_init (BthLeadersPageClass *klass) {}
static void bth_leaders_page_init (BthLeadersPage *self) {}

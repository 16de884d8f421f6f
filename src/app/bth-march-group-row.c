/* bth-march-group-row.c — placeholder */

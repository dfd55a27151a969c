/* columns.h - what each check-list column shows (lib/report internal). */
#ifndef TRFPAIR_REPORT_COLUMNS_H
#define TRFPAIR_REPORT_COLUMNS_H

#include "report/checklist.h"

#define CHECKLIST_CELL 16	/* a cell's size, its NUL included */

struct checklist_col {
	const char *name;	/* the header */
	int right;		/* right-aligned in text */
	/* The cell of player p before round r, into buf[CHECKLIST_CELL]. */
	void (*fill)(const struct tmt *t, int p, int r, char *buf);
	const char *legend;	/* "NAME: what"; or NULL */
	int (*legend_arg)(const struct tmt *t);	/* the legend's %d, or NULL */
};

/* Forget what the cells of one check-list computed once for all its
 * rows (the Dubov 1997 replay); call when the list is written. */
void checklist_cols_done(void);

/* The definition of column c (CL_END < c < CL_NCOLUMNS). */
const struct checklist_col *checklist_col(enum checklist_column c);

#endif

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

/*
 * How the JSON layout writes a column's cell (trfpair(1), CHECK-LIST):
 * the value is read from the very cell the text shows, never computed
 * again.
 */
enum checklist_type {
	CT_TEXT,	/* a string, the cell as it is */
	CT_WORD,	/* a string, null for an empty cell or "-" */
	CT_COLOURS,	/* a string of W and B, "" for the cell "-" */
	CT_INTEGER,	/* a number ("+1" is 1) */
	CT_NUMBER,	/* a number written as the cell is ("1.5") */
	CT_FLAG,	/* Y true, N or empty false, ? null */
};

/* Column c's JSON member name and type (columns_json.c); a column the
 * table there lacks is its header, as text. */
const char *checklist_json_key(enum checklist_column c);
enum checklist_type checklist_json_type(enum checklist_column c);

/* The JSON name of a type: "text", "word", ... */
const char *checklist_type_name(enum checklist_type type);

#endif

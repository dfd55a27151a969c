/*
 * table.h - the check-list as a table of cells, laid out by checklist.c
 * (text, CSV) and checklist_json.c (JSON) alike (lib/report internal).
 */
#ifndef TRFPAIR_REPORT_TABLE_H
#define TRFPAIR_REPORT_TABLE_H

#include "report/columns.h"

#define CHECKLIST_MAXCOLS 128

struct checklist_table {
	int ncols;
	const char *names[CHECKLIST_MAXCOLS];
	char right[CHECKLIST_MAXCOLS];	/* right-aligned column */
	/* The edition's column of each of the first nedition columns. */
	enum checklist_column id[CHECKLIST_MAXCOLS];
	char rnames[99][8];	/* "R1".."R99" */
	int nedition;		/* the edition's columns, before Cur and Rn */
	int has_cur;		/* a Cur column after them */
	int rcols;		/* R1..Rk columns after that */
	int n;			/* rows */
	int *order;		/* the player of each row */
	char (*cells)[CHECKLIST_CELL];	/* n * ncols */
};

/* The cell of row `row', column `col'. */
const char *checklist_cell(const struct checklist_table *tb, int row, int col);

/*
 * What a player did in a round, or is given in the round being listed:
 * the one source of the Cur and Rn cells in every layout.
 */
struct checklist_game {
	int opponent;	/* the opponent's start number, or 0 */
	char colour;	/* 'W', 'B', or 0 (none, or not recorded) */
	char result;	/* the TRF result code ('1', '=', 'U', 'H', ...), or 0 */
	int pab;	/* Cur: the pairing-allocated bye of this pairing */
};

/* Rn: what p did in round k (k < r), from the file. */
void checklist_round_game(const struct tmt *t, int p, int k, struct checklist_game *g);

/* Cur: p's opponent and colour in round r by pr, the PAB, or the letter
 * of a player not paired in r; 0 if pr leaves p out (no such cell). */
int checklist_current_game(const struct tmt *t, const struct pairing *pr, int p, int r,
			   struct checklist_game *g);

/* The group label of row i: its pairing score, or "out" when not paired. */
void checklist_group(const struct tmt *t, int p, int r, char *buf);

/* The JSON layout (trfpair(1), CHECK-LIST); 0, or -1 if the stream fails. */
int checklist_write_json(FILE *f, const struct checklist_table *tb, const struct tmt *t,
			 int r, const struct checklist_options *o);

#endif

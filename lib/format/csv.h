/*
 * csv.h - the one CSV writer of every report (-c, the check-list,
 * standings): cells are quoted here and nowhere else (RFC 4180).
 *
 *	struct csv c;
 *	csv_init(&c, f);
 *	csv_cell(&c, "file"); csv_int(&c, 3); csv_cell(&c, NULL);
 *	csv_end_row(&c);	// "file,3,\n"
 */
#ifndef TRFPAIR_FORMAT_CSV_H
#define TRFPAIR_FORMAT_CSV_H

#include <stdio.h>

struct csv {
	FILE *f;
	int cells;	/* cells written in the current row */
};

void csv_init(struct csv *c, FILE *f);

/* A cell: as it is, or between double quotes (a quote doubled) when it
 * holds a comma, a quote or a line end; NULL is an empty cell. */
void csv_cell(struct csv *c, const char *s);
void csv_int(struct csv *c, long long v);

/* The end of a row: "\n". */
void csv_end_row(struct csv *c);

#endif

/*
 * internal.h - what the files of lib/team/ share.
 */
#ifndef TRFPAIR_TEAM_INTERNAL_H
#define TRFPAIR_TEAM_INTERNAL_H

#include "team/team.h"

/* A record line: its text and number, columns counted in characters
 * (UTF-8 code points when the line is UTF-8, else bytes). */
struct team_line {
	const char *text;
	int line;
	int utf8;
};

/* Cols from..to (1-based, inclusive) of l, blanks at both ends
 * stripped, into buf; "" past the end of the line. */
void team_field(const struct team_line *l, int from, int to, char *buf, size_t size);

/* Whether l has a character at col or beyond it. */
int team_has_col(const struct team_line *l, int col);

/*
 * Read the team records of tt->t's file into tt (teams, 300, 320, 330,
 * 352, 362).  0, or -1 with *d filled.
 */
int team_read_records(struct team_tournament *tt, struct trf_diag *d);

/* Tenths of "2.0", "1", "12.5", blanks around allowed; -1 when blank,
 * -2 when malformed. */
int team_tenths(const char *s);

/* Whole number of s (digits only, blanks stripped); -1 blank, -2 not one. */
int team_number(const char *s);

/* Append a finding; 0, or -1 when out of memory. */
struct team_finding *team_add_finding(struct team_findings *f, int round, const char *rule);

#endif

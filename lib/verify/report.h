/*
 * report.h - the lines every verifier prints (lib/verify, lib/verify_dubov,
 * lib/verify_lim; not installed): a finding
 *	"round R: [KIND WHERE: ]RULE: text"
 * and the summary of a round.
 */
#ifndef TRFPAIR_VERIFY_REPORT_H
#define TRFPAIR_VERIFY_REPORT_H

#include <stdarg.h>
#include <stdio.h>

/* kind is "bracket" or "group"; where may be NULL for the round. */
void verify_vfinding(FILE *f, int r, const char *kind, const char *where,
		     const char *rule, const char *fmt, va_list ap);

/* "round R: complies" or "round R: N finding(s)". */
void verify_summary(FILE *f, int r, int findings);

#endif

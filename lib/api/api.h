/*
 * api.h - one call for programs in other languages: an operation of
 * trfpair(1) on a TRF held in memory, answered as a JSON document
 * (libtrfpair(3), JSON ENTRY POINT).  The Python module (python/) and
 * the npm package (npm/) are thin layers over it.
 *
 *	char *doc = trfpair_json("check", "{\"system\":\"dutch\"}", trf, len);
 *	...
 *	trfpair_json_free(doc);
 *
 * The document:
 *
 *	{"trfpair":"0.1.0","operation":"check","status":6,
 *	 "warnings":[{"file":"-","line":3,"col":1,"message":"..."}],
 *	 "notes":["..."],
 *	 "error":null,
 *	 "result":...}
 *
 * status is the command's exit status; error, when the command would
 * print an error message, is {"file","line","col","message","status"}
 * with the location of its FILE:LINE:COL: diagnostic (0 where it has
 * none), and result is then null.  Otherwise result is what the command
 * prints with --format=json: for "check" the array of its lines (one
 * object per round, then the rank check's when a tie-break list
 * applies), for the others its one object; for "generate" the TRF
 * text.  Nothing is written to disk and nothing is printed.
 */
#ifndef TRFPAIR_API_H
#define TRFPAIR_API_H

#include <stddef.h>

/*
 * operation: "pair", "check", "info", "checklist", "standings" or
 * "generate".  options: a JSON object of scalars, or NULL for none:
 *   system     "dutch", "dubov" or "lim" (required)
 *   edition    a year (number or string) or "auto"; default: the newest
 *   strict     true: input warnings are errors (--strict)
 *   round      pair: pair that round again; check: that round only;
 *              checklist: the check-list before that round (default:
 *              the next to pair)
 *   explain    check: every bracket decision (--explain)
 *   maxi       Lim: true, false (--maxi, --no-maxi), null by the field
 *   tiebreaks  check, standings: a list such as "PTS,BH/C1,SB"
 *              (--standings=LIST); default: the file's 212/202
 *   seed       generate: the seed (a number or a string of digits)
 *   total_rounds  all but generate: the total number of rounds, for a
 *              file without XXR or 142 (--total-rounds)
 *   file       the name messages and results give the input ("-")
 * trf, len: the tournament (for generate the configuration of -g, or
 * len 0 for the defaults).  Returns the document, malloc'ed and ended
 * by a NUL; NULL only when out of memory.
 */
char *trfpair_json(const char *operation, const char *options, const void *trf, size_t len);

/* Free a document of trfpair_json(). */
void trfpair_json_free(char *doc);

#endif

/*
 * trf_lines.h - TRF documents built from lines in the tests of lib/trf.
 */
#ifndef TRFPAIR_T_TRF_LINES_H
#define TRFPAIR_T_TRF_LINES_H

#include <stddef.h>

#include "trf/trf.h"

/*
 * A `001' line in the standard layout: start number in cols 5-8, name
 * "Player N" in 15-47, rating 1800 in 49-52, points in 81-84, rank
 * blank, round blocks from col 92.  The text lives in a ring of 32
 * buffers, enough for one document.
 */
const char *pl(int id, const char *pts, const char *blocks);

/*
 * The 001 line (no line end) of player `id' rated `rating' in the
 * layout of the rule tests: name "Player, NoID", points in cols 81-84
 * summed from the results (1-0.5-0), then the rounds of `blocks', each
 * OPP COLOUR RESULT ("3w1", "12b=") or -RESULT for no opponent ("-U",
 * "-H", "-Z"), separated by blanks.  Into out (size bytes).
 */
void spec_line(char *out, size_t size, long id, long rating, const char *blocks);

/* Read n lines (each ended with LF) as "mem.trf"; NULL and *d if not. */
struct trf_doc *build(struct trf_diag *d, const char *const *lines, size_t n);

#define LINES(...) (const char *const[]){ __VA_ARGS__ }
#define NLINES(...) (sizeof(LINES(__VA_ARGS__)) / sizeof(const char *))

#endif

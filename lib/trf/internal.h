/*
 * internal.h - shared by the files of lib/trf/ only (not installed).
 */
#ifndef TRFPAIR_TRF_INTERNAL_H
#define TRFPAIR_TRF_INTERNAL_H

#include "trf/trf.h"

/* One physical line being parsed. */
struct trf_rawline {
	const char *text;
	size_t len;		/* bytes, without terminator */
	size_t trimmed;		/* bytes, without trailing blanks */
	int utf8;		/* columns are code points, else bytes */
};

int trf_valid_utf8(const unsigned char *s, size_t n);
void trf_line_init(struct trf_rawline *l, const char *text, size_t len,
		   int utf8);
size_t trf_col_offset(const struct trf_rawline *l, int col);
void trf_field(const struct trf_rawline *l, int from, int to, char *buf,
	       size_t size);
void trf_field_trim(const struct trf_rawline *l, int from, int to, char *buf,
		    size_t size);
long trf_parse_uint(const char *s);
void trf_trim_copy(const char *s, char *buf, size_t size);
/* Whether a block's opponent text as read still says its opponent. */
int trf_opp_matches(const struct trf_block *b);

/* Extension records met so far, resolved once all players are known. */
struct trf_accel_row {
	int id;
	int line;
	int nvalues;
	int values[64];
};

struct trf_ext {
	struct trf_accel_row *accel;
	size_t naccel;
	struct trf_accel_range {
		int line, points, first_round, last_round, first_id, last_id;
	} *ranges;
	size_t nranges;
	int have_xxs, have_bb, have_162;
	int bb_pab;		/* BBU given */
	int line_xxr;		/* line of the rounds record, for messages */
};

/* Whether a line other than 001 is a record: 0 (unknown codes and
 * shifted lines are noted in doc->notices), -1 with *d if it cannot be
 * one (TRF_EINVALID). */
int trf_check_record(const struct trf_rawline *l, struct trf_doc *doc, const char *file,
		     int lineno, struct trf_diag *d);
int trf_parse_player(const struct trf_rawline *l, struct trf_player *p,
		     const char *file, int lineno, struct trf_diag *d);
int trf_parse_ext(const struct trf_rawline *l, struct trf_doc *doc,
		  struct trf_ext *ext, const char *file, int lineno,
		  struct trf_diag *d);
int trf_ext_finish(struct trf_doc *doc, struct trf_ext *ext, const char *file,
		   struct trf_diag *d);
void trf_ext_release(struct trf_ext *ext);

#endif

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
/* Whether a file is read as UTF-8 (1) or Latin-1 (0), see read.c. */
int trf_utf8_reading(const unsigned char *s, size_t n);
/* Sets *multibyte when s holds a multi-byte sequence, *invalid when a
 * byte begins none. */
void trf_utf8_scan(const unsigned char *s, size_t n, int *multibyte, int *invalid);
/* Bytes of the character at s read as UTF-8: a sequence, or 1 byte. */
size_t trf_utf8_char(const unsigned char *s, size_t n);
void trf_line_init(struct trf_rawline *l, const char *text, size_t len,
		   int utf8);
size_t trf_col_offset(const struct trf_rawline *l, int col);
size_t trf_line_chars(const struct trf_rawline *l, size_t n);
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

/* Note something in doc->notices (trf_notice_kind); a kind other than
 * TRF_NOTE_LINE is noted once per file, later places counted in its
 * repeats.  0, or -1 when out of memory. */
int trf_note(struct trf_doc *doc, enum trf_notice_kind kind, int line, int col,
	     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
/* Once the file is read: "(N more alike)" on repeated notices, and the
 * notices in line order. */
void trf_notes_finish(struct trf_doc *doc);

/* Whether player i's points agree with the results (trf_validate's
 * rule), next being the round to pair. */
int trf_points_agree(const struct trf_doc *doc, size_t i, int next);

/* Repairs of what real exports contain (repair.c); 0 or -1 with *d. */
int trf_repair(struct trf_doc *doc, struct trf_diag *d);

#endif

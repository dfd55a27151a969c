/*
 * player.c - parsing one `001` player record (trf-format.md §3).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

static int bad(struct trf_diag *d, const char *file, int line, int col,
	       const char *what, const char *text)
{
	trf_diag_set(d, file, line, col, TRF_EINVALID, "%s \"%s\"", what, text);
	return -1;
}

/* A right-aligned number field: blank (-> blank_value) or digits. */
static int number_field(const struct trf_rawline *l, int from, int to,
			long blank_value, long *out)
{
	char buf[16];

	trf_field_trim(l, from, to, buf, sizeof(buf));
	if (!buf[0]) {
		*out = blank_value;
		return 0;
	}
	*out = trf_parse_uint(buf);
	return *out < 0 ? -1 : 0;
}

/* The character at a column, ' ' beyond the trimmed line. */
static char col_char(const struct trf_rawline *l, int col)
{
	size_t off = trf_col_offset(l, col);

	return off < l->trimmed ? l->text[off] : ' ';
}

static int parse_block(const struct trf_rawline *l, int round,
		       struct trf_block *b, const char *file, int lineno,
		       struct trf_diag *d)
{
	int base = 92 + 10 * (round - 1);
	char raw[8];
	long opp;

	trf_field(l, base, base + 3, raw, sizeof(raw));
	/* Keep the four characters, padded, for writing back. */
	size_t n = strlen(raw);
	memset(b->opp_text, ' ', 4);
	b->opp_text[4] = 0;
	memcpy(b->opp_text, raw, n > 4 ? 4 : n);
	if (number_field(l, base, base + 3, 0, &opp) < 0 || opp > 9999)
		return bad(d, file, lineno, base, "malformed opponent number",
			   b->opp_text);
	b->opponent = (int)opp;
	/* The separators must be blank, or the columns are misaligned. */
	static const int seps[] = { 4, 6, 8, 9 };
	for (size_t k = 0; k < sizeof(seps) / sizeof(seps[0]); k++) {
		if (col_char(l, base + seps[k]) != ' ') {
			trf_diag_set(d, file, lineno, base + seps[k], TRF_EINVALID,
				     "round %d: expected a blank in column %d (round blocks are 10 columns wide)",
				     round, base + seps[k]);
			return -1;
		}
	}
	b->colour = col_char(l, base + 5);
	if (!strchr("wbWB- ", b->colour) || !b->colour) {
		char s[2] = { b->colour, 0 };
		trf_diag_set(d, file, lineno, base + 5, TRF_EINVALID,
			     "round %d: invalid colour code \"%s\" (expected w, b or -)",
			     round, s);
		return -1;
	}
	b->result = col_char(l, base + 7);
	int up = toupper((unsigned char)b->result);
	if (!up || !strchr("1=0WDL+-UHFZ ", up)) {
		char s[2] = { b->result, 0 };
		trf_diag_set(d, file, lineno, base + 7, TRF_EINVALID,
			     "round %d: invalid result code \"%s\"", round, s);
		return -1;
	}
	return 0;
}

int trf_parse_player(const struct trf_rawline *l, struct trf_player *p,
		     const char *file, int lineno, struct trf_diag *d)
{
	char buf[160];
	long v;

	p->line = lineno;
	p->points = -1;
	p->rank = -1;
	/* cols 1-80 verbatim, so a rewritten line keeps its identity fields. */
	size_t head = trf_col_offset(l, 81);
	if (head > l->trimmed)
		head = l->trimmed;
	p->head = malloc(head + 1);
	p->tail = malloc(l->len - l->trimmed + 1);
	if (!p->head || !p->tail) {
		trf_diag_set(d, file, lineno, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	memcpy(p->head, l->text, head);
	p->head[head] = 0;
	memcpy(p->tail, l->text + l->trimmed, l->len - l->trimmed);
	p->tail[l->len - l->trimmed] = 0;

	if (col_char(l, 4) != ' ') {
		trf_diag_set(d, file, lineno, 4, TRF_EINVALID,
			     "expected a blank after the record code 001");
		return -1;
	}
	trf_field(l, 5, 8, buf, sizeof(buf));
	if (number_field(l, 5, 8, -1, &v) < 0 || v <= 0)
		return bad(d, file, lineno, 5, "malformed start number", buf);
	p->id = (int)v;
	p->sex = col_char(l, 10);
	trf_field_trim(l, 11, 13, p->title, sizeof(p->title));
	trf_field_trim(l, 15, 47, p->name, sizeof(p->name));
	trf_field(l, 49, 52, buf, sizeof(buf));
	if (number_field(l, 49, 52, 0, &v) < 0)
		return bad(d, file, lineno, 49, "malformed rating", buf);
	p->rating = (int)v;
	trf_field_trim(l, 54, 56, p->federation, sizeof(p->federation));
	trf_field_trim(l, 58, 68, p->fide_id, sizeof(p->fide_id));
	trf_field_trim(l, 70, 79, p->birth, sizeof(p->birth));

	trf_field(l, 81, 84, p->points_text, sizeof(p->points_text));
	trf_field_trim(l, 81, 84, buf, sizeof(buf));
	if (buf[0] && (trf_parse_tenths(buf, &p->points) < 0 || p->points < 0))
		return bad(d, file, lineno, 81, "malformed points", buf);
	trf_field(l, 86, 89, p->rank_text, sizeof(p->rank_text));
	trf_field(l, 86, 89, buf, sizeof(buf));
	if (number_field(l, 86, 89, -1, &v) < 0)
		return bad(d, file, lineno, 86, "malformed rank", buf);
	p->rank = (int)v;
	if (col_char(l, 85) != ' ' || col_char(l, 90) != ' ' || col_char(l, 91) != ' ') {
		int c = col_char(l, 85) != ' ' ? 85 : col_char(l, 90) != ' ' ? 90 : 91;
		trf_diag_set(d, file, lineno, c, TRF_EINVALID,
			     "expected a blank in column %d", c);
		return -1;
	}

	/* Round blocks up to the end of the trimmed line. */
	size_t nchars = trf_line_chars(l, l->trimmed);
	int nblocks = nchars >= 92 ? (int)((nchars - 92) / 10) + 1 : 0;
	if (nblocks > 999) {
		trf_diag_set(d, file, lineno, 92, TRF_ELIMIT, "too many rounds");
		return -1;
	}
	if (nblocks) {
		p->blocks = calloc((size_t)nblocks, sizeof(*p->blocks));
		if (!p->blocks) {
			trf_diag_set(d, file, lineno, 0, TRF_ELIMIT, "out of memory");
			return -1;
		}
	}
	for (int r = 1; r <= nblocks; r++)
		if (parse_block(l, r, &p->blocks[r - 1], file, lineno, d) < 0)
			return -1;
	/* Blank blocks at the end of a line are padding (§5.1). */
	while (nblocks > 0 && trf_block_blank(&p->blocks[nblocks - 1]))
		nblocks--;
	p->nblocks = nblocks;
	return 0;
}

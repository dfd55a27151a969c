/*
 * write.c - writing a document back: `001` lines regenerated from their
 * fields in the standard layout, all other lines verbatim, every line
 * with the terminator it was read with.  Files are replaced atomically.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

static const char *eol_text(enum trf_eol e)
{
	switch (e) {
	case TRF_EOL_LF: return "\n";
	case TRF_EOL_CRLF: return "\r\n";
	case TRF_EOL_CR: return "\r";
	default: return "";
	}
}

/* Characters in s: code points (a byte that begins none is one), or
 * bytes outside UTF-8. */
static size_t nchars(const char *s, int utf8)
{
	size_t n = 0, len = strlen(s);

	for (size_t off = 0; off < len; n++)
		off += utf8 ? trf_utf8_char((const unsigned char *)s + off, len - off) : 1;
	return n;
}

/*
 * Whether the document was read as UTF-8 (read.c decides for the whole
 * file: trf_utf8_reading).  Only the verbatim lines and the `001' heads
 * can hold non-ASCII bytes, and no UTF-8 sequence spans a line, so
 * checking them suffices.
 */
static int doc_utf8(const struct trf_doc *doc)
{
	int multibyte = 0, invalid = 0;

	for (size_t i = 0; i < doc->nlines; i++) {
		const struct trf_line *l = &doc->lines[i];
		const char *s = l->kind == TRF_LINE_PLAYER ?
			doc->players[l->player].head : l->text;
		trf_utf8_scan((const unsigned char *)s, strlen(s), &multibyte, &invalid);
	}
	return !invalid || multibyte;
}

/* A numeric field as read while its value is unchanged, else formatted. */
static void points_field(const struct trf_player *p, char *out)
{
	int v;
	char t[8];

	trf_trim_copy(p->points_text, t, sizeof(t));
	if (p->points < 0 ? !t[0] : (t[0] && trf_parse_tenths(t, &v) == 0 &&
				     v == p->points)) {
		snprintf(out, 5, "%-4s", p->points_text);
		return;
	}
	if (p->points < 0)
		strcpy(out, "    ");
	else
		trf_format_points(p->points, out);
}

static void rank_field(const struct trf_player *p, char *out)
{
	char t[8];

	trf_trim_copy(p->rank_text, t, sizeof(t));
	if (p->rank < 0 ? !t[0] : (t[0] && trf_parse_uint(t) == p->rank)) {
		snprintf(out, 5, "%-4s", p->rank_text);
		return;
	}
	if (p->rank < 0)
		strcpy(out, "    ");
	else
		snprintf(out, 5, "%4d", p->rank > 9999 ? 9999 : p->rank);
}

static int write_player(const struct trf_player *p, int utf8, FILE *f)
{
	size_t cap = strlen(p->head) + 100 + 10 * (size_t)p->nblocks + 1;
	char *line = malloc(cap), pts[8], rank[8];

	if (!line)
		return -1;
	size_t n = strlen(p->head);
	memcpy(line, p->head, n);
	for (size_t c = nchars(p->head, utf8); c < 80; c++)
		line[n++] = ' ';
	points_field(p, pts);
	rank_field(p, rank);
	n += (size_t)sprintf(line + n, "%.4s %.4s  ", pts, rank);
	for (int r = 0; r < p->nblocks; r++) {
		const struct trf_block *b = &p->blocks[r];
		char opp[8];
		if (trf_opp_matches(b))
			snprintf(opp, sizeof(opp), "%.4s", b->opp_text);
		else if (b->opponent)
			snprintf(opp, sizeof(opp), "%4d", b->opponent);
		else
			strcpy(opp, "0000");
		n += (size_t)sprintf(line + n, "%s%.4s %c %c", r ? "  " : "", opp,
				     b->colour ? b->colour : ' ', b->result ? b->result : ' ');
	}
	/* No trailing blanks of our own; the ones read are in tail. */
	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n] = 0;
	int rc = fputs(line, f) < 0 || fputs(p->tail ? p->tail : "", f) < 0 ? -1 : 0;
	free(line);
	return rc;
}

int trf_write(const struct trf_doc *doc, void *stdio_file)
{
	FILE *f = stdio_file;
	int utf8 = doc_utf8(doc);

	for (size_t i = 0; i < doc->nlines; i++) {
		const struct trf_line *l = &doc->lines[i];
		if (l->kind == TRF_LINE_PLAYER) {
			if (write_player(&doc->players[l->player], utf8, f) < 0)
				return -1;
		} else if (fputs(l->text, f) < 0) {
			return -1;
		}
		if (fputs(eol_text(l->eol), f) < 0)
			return -1;
	}
	return ferror(f) ? -1 : 0;
}

static int fill_doc(void *f, const void *doc)
{
	return trf_write(doc, f);
}

int trf_write_file(const struct trf_doc *doc, const char *path,
		   struct trf_diag *d)
{
	return trf_atomic_write(path, fill_doc, doc, d);
}

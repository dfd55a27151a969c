/*
 * read.c - splitting a TRF into lines and parsing each record.
 *
 * Columns are counted in characters (trf-format.md §8): in UTF-8 files a
 * character is a code point; a file that is not valid UTF-8 is taken as
 * Latin-1, one byte a character.  Lines are split on LF, CRLF or CR and
 * each remembers its terminator for writing back.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/trf.h"
#include "trf/internal.h"

/* Bytes of the well-formed UTF-8 sequence at s (n bytes left), or 0. */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
	unsigned c = s[0];
	size_t len;

	if (c < 0x80)
		return 1;
	else if ((c & 0xe0) == 0xc0 && c >= 0xc2)
		len = 2;
	else if ((c & 0xf0) == 0xe0)
		len = 3;
	else if ((c & 0xf8) == 0xf0 && c <= 0xf4)
		len = 4;
	else
		return 0;
	if (len > n)
		return 0;
	for (size_t k = 1; k < len; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	return len;
}

/* Whether the whole buffer is well-formed UTF-8. */
int trf_valid_utf8(const unsigned char *s, size_t n)
{
	for (size_t i = 0, len; i < n; i += len)
		if (!(len = utf8_seq(s + i, n - i)))
			return 0;
	return 1;
}

size_t trf_utf8_char(const unsigned char *s, size_t n)
{
	size_t len = n ? utf8_seq(s, n) : 0;

	return len ? len : 1;
}

/*
 * How a file is read (trf-format.md §8): as UTF-8 when it is, and when
 * it holds UTF-8 sequences beside a few bytes that begin none (an export
 * that cut a name inside a character: each such byte is one character);
 * as Latin-1 otherwise.
 */
void trf_utf8_scan(const unsigned char *s, size_t n, int *multibyte, int *invalid)
{
	for (size_t i = 0, len; i < n; i += len) {
		len = utf8_seq(s + i, n - i);
		if (!len) {
			*invalid = 1;
			len = 1;
		} else if (len > 1) {
			*multibyte = 1;
		}
	}
}

int trf_utf8_reading(const unsigned char *s, size_t n)
{
	int multibyte = 0, invalid = 0;

	trf_utf8_scan(s, n, &multibyte, &invalid);
	return !invalid || multibyte;
}

void trf_line_init(struct trf_rawline *l, const char *text, size_t len,
		   int utf8)
{
	l->text = text;
	l->len = len;
	l->utf8 = utf8;
	/* Parsing ignores trailing white space; columns are absolute. */
	l->trimmed = len;
	while (l->trimmed > 0 && (text[l->trimmed - 1] == ' ' ||
				  text[l->trimmed - 1] == '\t'))
		l->trimmed--;
}

/* Byte offset of 1-based column col (len if the line is shorter). */
size_t trf_col_offset(const struct trf_rawline *l, int col)
{
	size_t off = 0;
	int c = 1;

	if (!l->utf8)
		return (size_t)col - 1 < l->len ? (size_t)col - 1 : l->len;
	while (c < col && off < l->len) {
		off += trf_utf8_char((const unsigned char *)l->text + off, l->len - off);
		c++;
	}
	return off;
}

/* Characters in the first n bytes of the line. */
size_t trf_line_chars(const struct trf_rawline *l, size_t n)
{
	size_t off = 0, c = 0;

	if (!l->utf8)
		return n;
	while (off < n) {
		off += trf_utf8_char((const unsigned char *)l->text + off, n - off);
		c++;
	}
	return c;
}

/* A byte that begins no UTF-8 sequence, in a file read as UTF-8: noted
 * with its column, shown escaped (`\xC3`); the line is read on. */
static int note_not_utf8(struct trf_doc *doc, const struct trf_rawline *l, int lineno)
{
	const unsigned char *s = (const unsigned char *)l->text;

	if (!l->utf8)
		return 0;
	for (size_t off = 0; off < l->len; ) {
		size_t len = utf8_seq(s + off, l->len - off);
		if (!len) {
			int col = (int)trf_line_chars(l, off) + 1;
			int name = l->len >= 3 && !memcmp(s, "001", 3) && col >= 15 && col <= 47;
			return trf_note(doc, TRF_NOTE_NOT_UTF8, lineno, col, "byte \\x%02X is not "
					"UTF-8%s: read as one character", s[off],
					name ? " (in the name, which does not affect pairing)" : "");
		}
		off += len;
	}
	return 0;
}

/* Copy columns [from, to] (1-based, inclusive) of the trimmed line. */
void trf_field(const struct trf_rawline *l, int from, int to, char *buf,
	       size_t size)
{
	size_t a = trf_col_offset(l, from), b = trf_col_offset(l, to + 1);

	if (a > l->trimmed)
		a = l->trimmed;
	if (b > l->trimmed)
		b = l->trimmed;
	size_t n = b > a ? b - a : 0;
	if (n >= size)
		n = size - 1;
	memcpy(buf, l->text + a, n);
	buf[n] = 0;
}

/* The field with leading and trailing blanks removed. */
void trf_field_trim(const struct trf_rawline *l, int from, int to, char *buf,
		    size_t size)
{
	trf_field(l, from, to, buf, size);
	size_t n = strlen(buf), s = 0;
	while (n > 0 && buf[n - 1] == ' ')
		buf[--n] = 0;
	while (buf[s] == ' ')
		s++;
	memmove(buf, buf + s, n - s + 1);
}

void trf_trim_copy(const char *s, char *buf, size_t size)
{
	while (*s == ' ')
		s++;
	size_t n = strlen(s);
	while (n > 0 && s[n - 1] == ' ')
		n--;
	if (n >= size)
		n = size - 1;
	memcpy(buf, s, n);
	buf[n] = 0;
}

int trf_opp_matches(const struct trf_block *b)
{
	char t[8];

	if (strlen(b->opp_text) != 4)
		return 0;
	trf_trim_copy(b->opp_text, t, sizeof(t));
	return t[0] ? trf_parse_uint(t) == b->opponent : b->opponent == 0;
}

/* Parse an unsigned integer that fills a trimmed field; -1 if malformed. */
long trf_parse_uint(const char *s)
{
	long v = 0;

	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > 100000000L)
			return -1;
		v = v * 10 + (*s - '0');
	}
	return v;
}

/* Parse "12", "12.5", "-1.5" into tenths; INT_MIN-ish (-100000) if bad. */
int trf_parse_tenths(const char *s, int *out)
{
	int neg = 0, v = 0, digits = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	for (; *s >= '0' && *s <= '9'; s++, digits++) {
		if (v > 10000000)
			return -1;
		v = v * 10 + (*s - '0');
	}
	v *= 10;
	if (*s == '.') {
		s++;
		if (*s >= '0' && *s <= '9') {
			v += *s++ - '0';
			digits++;
		}
		while (*s == '0')
			s++;
	}
	if (*s || !digits)
		return -1;
	*out = neg ? -v : v;
	return 0;
}

static int push_line(struct trf_doc *doc, size_t *cap, enum trf_line_kind kind,
		     const char *text, size_t len, enum trf_eol eol)
{
	if (doc->nlines == *cap) {
		size_t nc = *cap ? *cap * 2 : 64;
		struct trf_line *nl = realloc(doc->lines, nc * sizeof(*nl));
		if (!nl)
			return -1;
		doc->lines = nl;
		*cap = nc;
	}
	struct trf_line *l = &doc->lines[doc->nlines];
	memset(l, 0, sizeof(*l));
	l->kind = kind;
	l->eol = eol;
	l->player = -1;
	if (kind == TRF_LINE_OTHER) {
		l->text = malloc(len + 1);
		if (!l->text)
			return -1;
		memcpy(l->text, text, len);
		l->text[len] = 0;
	}
	doc->nlines++;
	return 0;
}

static void default_points(struct trf_points *p)
{
	p->win_white = p->win_black = 10;
	p->draw_white = p->draw_black = 5;
	p->loss_white = p->loss_black = 0;
	p->forfeit_win = 10;
	p->forfeit_loss = 0;
	p->pab = 10;
	p->hpb = 5;
	p->fpb = 10;
	p->zpb = 0;
	p->explicit_pab = 0;
}

static enum trf_eol dominant_eol(const struct trf_doc *doc)
{
	size_t n[4] = {0};

	for (size_t i = 0; i < doc->nlines; i++)
		n[doc->lines[i].eol]++;
	if (n[TRF_EOL_CR] > n[TRF_EOL_LF] && n[TRF_EOL_CR] >= n[TRF_EOL_CRLF])
		return TRF_EOL_CR;
	if (n[TRF_EOL_CRLF] > n[TRF_EOL_LF])
		return TRF_EOL_CRLF;
	return TRF_EOL_LF;
}

struct trf_doc *trf_read_mem(const char *buf, size_t len, const char *name,
			     struct trf_diag *d)
{
	struct trf_doc *doc = calloc(1, sizeof(*doc));
	struct trf_ext ext;
	size_t cap = 0, pcap = 0;
	int lineno = 0;

	memset(&ext, 0, sizeof(ext));
	if (!doc || !(doc->path = strdup(name ? name : ""))) {
		free(doc);
		trf_diag_set(d, name, 0, 0, TRF_ELIMIT, "out of memory");
		return NULL;
	}
	default_points(&doc->points);
	/* A UTF-8 byte order mark is not part of the first line. */
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0) {
		buf += 3;
		len -= 3;
	}
	int utf8 = trf_utf8_reading((const unsigned char *)buf, len);
	size_t i = 0;
	while (i < len) {
		size_t start = i;
		while (i < len && buf[i] != '\n' && buf[i] != '\r')
			i++;
		size_t end = i;
		enum trf_eol eol = TRF_EOL_NONE;
		if (i < len && buf[i] == '\r') {
			i++;
			eol = TRF_EOL_CR;
			if (i < len && buf[i] == '\n') {
				i++;
				eol = TRF_EOL_CRLF;
			}
		} else if (i < len) {
			i++;
			eol = TRF_EOL_LF;
		}
		lineno++;
		if (memchr(buf + start, 0, end - start)) {
			trf_diag_set(d, name, lineno, 1, TRF_EINVALID,
				     "NUL byte in line");
			goto fail;
		}
		struct trf_rawline raw;
		trf_line_init(&raw, buf + start, end - start, utf8);
		if (note_not_utf8(doc, &raw, lineno) < 0)
			goto nomem;
		int is_player = raw.trimmed >= 3 && memcmp(raw.text, "001", 3) == 0;
		if (push_line(doc, &cap, is_player ? TRF_LINE_PLAYER : TRF_LINE_OTHER,
			      raw.text, raw.len, eol) < 0)
			goto nomem;
		if (is_player) {
			if (doc->nplayers == pcap) {
				size_t nc = pcap ? pcap * 2 : 32;
				struct trf_player *np = realloc(doc->players, nc * sizeof(*np));
				if (!np)
					goto nomem;
				doc->players = np;
				pcap = nc;
			}
			struct trf_player *p = &doc->players[doc->nplayers];
			memset(p, 0, sizeof(*p));
			doc->lines[doc->nlines - 1].player = (int)doc->nplayers;
			doc->nplayers++;
			if (trf_parse_player(&raw, p, name, lineno, d) < 0)
				goto fail;
		} else if (trf_check_record(&raw, doc, name, lineno, d) < 0 ||
			   trf_parse_ext(&raw, doc, &ext, name, lineno, d) < 0) {
			goto fail;
		}
	}
	if (trf_ext_finish(doc, &ext, name, d) < 0 || trf_repair(doc, d) < 0)
		goto fail;
	trf_notes_finish(doc);
	trf_ext_release(&ext);
	doc->eol = dominant_eol(doc);
	return doc;
nomem:
	trf_diag_set(d, name, lineno, 0, TRF_ELIMIT, "out of memory");
fail:
	trf_ext_release(&ext);
	trf_free(doc);
	return NULL;
}

struct trf_doc *trf_read_file(const char *path, struct trf_diag *d)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0;

	if (!f) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot open: %s", strerror(errno));
		return NULL;
	}
	for (;;) {
		if (cap - len < 65536) {
			size_t nc = cap ? cap * 2 : 65536;
			char *nb = realloc(buf, nc);
			if (!nb) {
				free(buf);
				fclose(f);
				trf_diag_set(d, path, 0, 0, TRF_ELIMIT, "out of memory");
				return NULL;
			}
			buf = nb;
			cap = nc;
		}
		size_t n = fread(buf + len, 1, cap - len, f);
		len += n;
		if (n == 0)
			break;
	}
	if (ferror(f)) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot read: %s", strerror(errno));
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	struct trf_doc *doc = trf_read_mem(buf, len, path, d);
	free(buf);
	return doc;
}

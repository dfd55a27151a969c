/*
 * write.c - writing a document back: `001` lines regenerated from their
 * fields in the standard layout, all other lines verbatim, every line
 * with the terminator it was read with.  Files are replaced atomically.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/* Characters (code points, or bytes outside UTF-8) in s. */
static size_t nchars(const char *s)
{
	size_t n = 0;

	for (; *s; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
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

static int write_player(const struct trf_player *p, FILE *f)
{
	size_t cap = strlen(p->head) + 100 + 10 * (size_t)p->nblocks + 1;
	char *line = malloc(cap), pts[8], rank[8];

	if (!line)
		return -1;
	size_t n = strlen(p->head);
	memcpy(line, p->head, n);
	for (size_t c = nchars(p->head); c < 80; c++)
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

	for (size_t i = 0; i < doc->nlines; i++) {
		const struct trf_line *l = &doc->lines[i];
		if (l->kind == TRF_LINE_PLAYER) {
			if (write_player(&doc->players[l->player], f) < 0)
				return -1;
		} else if (fputs(l->text, f) < 0) {
			return -1;
		}
		if (fputs(eol_text(l->eol), f) < 0)
			return -1;
	}
	return ferror(f) ? -1 : 0;
}

int trf_write_file(const struct trf_doc *doc, const char *path,
		   struct trf_diag *d)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + 16);

	if (!tmp) {
		trf_diag_set(d, path, 0, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	snprintf(tmp, n + 16, "%s.tmp.XXXXXX", path);
	int fd = mkstemp(tmp);
	/* mkstemp makes the file private; give it the usual permissions. */
	mode_t mask = umask(0);
	umask(mask);
	if (fd >= 0)
		fchmod(fd, 0666 & ~mask);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "wb");
	if (!f) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot create: %s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		free(tmp);
		return -1;
	}
	int rc = trf_write(doc, f);
	int saved = errno;
	if (fclose(f) != 0 && rc == 0) {
		rc = -1;
		saved = errno;
	}
	if (rc == 0 && rename(tmp, path) != 0) {
		rc = -1;
		saved = errno;
	}
	if (rc != 0) {
		unlink(tmp);
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot write: %s", strerror(saved));
	}
	free(tmp);
	return rc;
}

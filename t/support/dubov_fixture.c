/* dubov_fixture.c - see dubov_fixture.h. */
#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/dubov_fixture.h"

#define DFX_MAXP 64
#define DFX_MAXR 20

struct trf_doc *dfx_doc;
struct tmt *dfx_tm;
struct pairing dfx_pg;
int dfx_have_pg;

static char dfx_buf[65536];

/* One round block of one player: opponent (0 none), colour, result. */
struct dfx_block {
	int opp;
	char col, res;
};

static struct dfx_block dfx_blk[DFX_MAXP][DFX_MAXR + 1];

__attribute__((format(printf, 3, 4)))
static int dfx_fail(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
	return -1;
}

static int block_points(char res)
{
	switch (res) {
	case '1': case '+': case 'U': case 'F':
		return 10;
	case '=': case 'H':
		return 5;
	default:
		return 0;
	}
}

static char black_result(char white)
{
	switch (white) {
	case '1': return '0';
	case '0': return '1';
	case '+': return '-';
	case '-': return '+';
	default: return white;
	}
}

/*
 * Parse one line of tokens into column k of dfx_blk.  A played round
 * (byes_only = 0) must name every player once; the round to be paired
 * (byes_only = 1) only holds H, F and Z.
 */
static int parse_round(const char *line, int k, int n, int byes_only,
		       char *err, size_t size)
{
	const char *s = line;

	while (*s) {
		char *end;
		long a, b = 0;
		char res;

		if (*s == ' ') {
			s++;
			continue;
		}
		a = strtol(s, &end, 10);
		if (end == s || a < 1 || a > n)
			return dfx_fail(err, size, "round %d: bad player at \"%s\"", k, s);
		s = end;
		if (*s == '-') {
			b = strtol(s + 1, &end, 10);
			if (end == s + 1 || b < 1 || b > n || b == a)
				return dfx_fail(err, size, "round %d: bad opponent at \"%s\"", k, s);
			s = end;
		}
		if (*s++ != ':' || !*s)
			return dfx_fail(err, size, "round %d: missing result", k);
		res = *s++;
		if (b ? !strchr("10=+-", res) : !strchr("UHFZ", res))
			return dfx_fail(err, size, "round %d: bad result %c", k, res);
		if (byes_only && (b || res == 'U'))
			return dfx_fail(err, size, "round %d: only H, F, Z here", k);
		if (dfx_blk[a - 1][k].res || (b && dfx_blk[b - 1][k].res))
			return dfx_fail(err, size, "round %d: player twice", k);
		dfx_blk[a - 1][k] = (struct dfx_block){ (int)b, b ? 'w' : '-', res };
		if (b)
			dfx_blk[b - 1][k] = (struct dfx_block){ (int)a, 'b', black_result(res) };
	}
	if (!byes_only)
		for (int p = 0; p < n; p++)
			if (!dfx_blk[p][k].res)
				return dfx_fail(err, size, "round %d: player %d missing", k, p + 1);
	return 0;
}

__attribute__((format(printf, 2, 3)))
static int put(size_t *len, const char *fmt, ...)
{
	va_list ap;
	int w;

	va_start(ap, fmt);
	w = vsnprintf(dfx_buf + *len, sizeof(dfx_buf) - *len, fmt, ap);
	va_end(ap);
	if (w < 0 || (size_t)w >= sizeof(dfx_buf) - *len)
		return -1;
	*len += (size_t)w;
	return 0;
}

int dfx_write(int total_rounds, char colour, const char *extra,
	      const int *ratings, const char *const *rounds, const char *next,
	      char *err, size_t errsize)
{
	int n = 0, nr = 0;
	size_t len = 0;

	dfx_buf[0] = 0;
	while (ratings[n])
		n++;
	while (rounds[nr])
		nr++;
	if (n < 1 || n > DFX_MAXP || nr + 1 > DFX_MAXR)
		return dfx_fail(err, errsize, "%d players, %d rounds: out of range", n, nr);
	memset(dfx_blk, 0, sizeof(dfx_blk));
	for (int k = 1; k <= nr; k++)
		if (parse_round(rounds[k - 1], k, n, 0, err, errsize))
			return -1;
	if (next && parse_round(next, nr + 1, n, 1, err, errsize))
		return -1;
	if (put(&len, "012 Dubov test\n"))
		return dfx_fail(err, errsize, "text too long");
	if (total_rounds > 0 && put(&len, "XXR %d\n", total_rounds))
		return dfx_fail(err, errsize, "text too long");
	if (colour && put(&len, "XXC %s\n", colour == 'w' ? "white1" : "black1"))
		return dfx_fail(err, errsize, "text too long");
	if (extra && put(&len, "%s", extra))
		return dfx_fail(err, errsize, "text too long");
	for (int p = 0; p < n; p++) {
		int pts = 0, last = next ? nr + 1 : nr;
		char name[40];

		for (int k = 1; k <= last; k++)
			pts += block_points(dfx_blk[p][k].res);
		snprintf(name, sizeof(name), "Player, No%d", p + 1);
		if (put(&len, "001 %4d m    %-33s %4d ENG %11s %10s %2d.%d %4s  ",
			p + 1, name, ratings[p], "", "", pts / 10, pts % 10, ""))
			return dfx_fail(err, errsize, "text too long");
		for (int k = 1; k <= last; k++) {
			const struct dfx_block *b = &dfx_blk[p][k];

			if (!b->res) {
				if (put(&len, "          "))
					return dfx_fail(err, errsize, "text too long");
			} else if (put(&len, "%4d %c %c  ", b->opp, b->col, b->res)) {
				return dfx_fail(err, errsize, "text too long");
			}
		}
		while (len && dfx_buf[len - 1] == ' ')
			dfx_buf[--len] = 0;
		if (put(&len, "\n"))
			return dfx_fail(err, errsize, "text too long");
	}
	return 0;
}

const char *dfx_text(void)
{
	return dfx_buf;
}

int dfx_load_text(struct trf_diag *d)
{
	dfx_doc = trf_read_mem(dfx_buf, strlen(dfx_buf), "mem", d);
	if (!dfx_doc)
		return -1;
	if (trf_validate(dfx_doc, d) != 0)
		return -1;
	dfx_tm = tmt_build(dfx_doc, d);
	return dfx_tm ? 0 : -1;
}

void dfx_load(int total_rounds, char colour, const char *extra,
	      const int *ratings, const char *const *rounds, const char *next)
{
	struct trf_diag d = { 0 };
	char err[256];

	ck_assert_msg(dfx_write(total_rounds, colour, extra, ratings, rounds, next,
				err, sizeof(err)) == 0, "fixture: %s", err);
	ck_assert_msg(dfx_load_text(&d) == 0, "load: line %d: %s\n%s", d.line,
		      d.msg, dfx_buf);
}

int dfx_try_pair(const struct dubov_options *opt, struct trf_diag *d)
{
	int rc;

	if (dfx_have_pg)
		pairing_free(&dfx_pg);
	pairing_init(&dfx_pg);
	rc = dubov_pair(dfx_tm, dfx_tm->next_round, opt, &dfx_pg, d);
	dfx_have_pg = 1;
	return rc;
}

void dfx_pair(void)
{
	struct trf_diag d = { 0 };
	int rc = dfx_try_pair(NULL, &d);

	ck_assert_msg(rc == TRF_OK, "dubov_pair: %d %s\n%s", rc, d.msg, dfx_buf);
}

void dfx_teardown(void)
{
	if (dfx_have_pg)
		pairing_free(&dfx_pg);
	dfx_have_pg = 0;
	tmt_free(dfx_tm);
	trf_free(dfx_doc);
	dfx_tm = NULL;
	dfx_doc = NULL;
}

int dfx_id_of(int idx)
{
	return idx >= 0 && dfx_tm && idx < dfx_tm->n ? dfx_tm->players[idx].id : 0;
}

int dfx_idx(int id)
{
	int i = tmt_index(dfx_tm, id);

	ck_assert_msg(i >= 0, "no player %d", id);
	return i;
}

const char *dfx_dump(const struct pairing *p)
{
	static char buf[1024];
	size_t n = 0;

	buf[0] = 0;
	for (int i = 0; i < p->nboards && n < sizeof(buf) - 32; i++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%d-%d ",
				      dfx_id_of(p->boards[i].white),
				      dfx_id_of(p->boards[i].black));
	snprintf(buf + n, sizeof(buf) - n, "bye %d", dfx_id_of(p->bye));
	return buf;
}

void dfx_expect(const char *want)
{
	const char *s = want;
	int nb = 0, bye = 0;

	ck_assert_msg(dfx_have_pg, "no pairing made");
	while (*s) {
		char *end;
		long w, b;

		if (*s == ' ') {
			s++;
			continue;
		}
		if (!strncmp(s, "bye ", 4)) {
			bye = (int)strtol(s + 4, &end, 10);
			s = end;
			continue;
		}
		w = strtol(s, &end, 10);
		ck_assert_msg(end != s && *end == '-', "bad expectation \"%s\"", want);
		b = strtol(end + 1, &end, 10);
		s = end;
		nb++;
		int found = 0;
		for (int i = 0; i < dfx_pg.nboards; i++)
			if (dfx_id_of(dfx_pg.boards[i].white) == w &&
			    dfx_id_of(dfx_pg.boards[i].black) == b)
				found = 1;
		ck_assert_msg(found, "want %s\n got %s", want, dfx_dump(&dfx_pg));
	}
	ck_assert_msg(dfx_pg.nboards == nb, "want %s\n got %s", want, dfx_dump(&dfx_pg));
	ck_assert_msg(dfx_id_of(dfx_pg.bye) == bye, "want %s\n got %s", want,
		      dfx_dump(&dfx_pg));
}

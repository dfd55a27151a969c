/* dubov1997_fixture.c - see dubov1997_fixture.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/dubov1997_fixture.h"

#define D97_MAXP 64
#define D97_MAXR 12

static char lines[D97_MAXR + 1][2048];
static int ratings[D97_MAXP + 1];

static char invert(char r)
{
	switch (r) {
	case '1': return '0';
	case '0': return '1';
	case '+': return '-';
	case '-': return '+';
	default: return r;
	}
}

static void put_tok(int k, const char *tok)
{
	ck_assert_msg(strlen(lines[k]) + strlen(tok) + 2 < sizeof(lines[k]), "round too long");
	if (lines[k][0])
		strcat(lines[k], " ");
	strcat(lines[k], tok);
}

/* "a-b:c" (b > 0) or "a:c" into round k. */
static void add(int k, int a, int b, char c)
{
	char tok[64];

	if (b)
		snprintf(tok, sizeof(tok), "%d-%d:%c", a, b, c);
	else
		snprintf(tok, sizeof(tok), "%d:%c", a, c);
	put_tok(k, tok);
}

/* Whether main m appears in the round-k string s. */
static int mentions(const char *s, int m)
{
	if (!s)
		return 0;
	for (const char *p = s; *p;) {
		if (*p >= '0' && *p <= '9') {
			int v = (int)strtol(p, (char **)&p, 10);
			if (v == m)
				return 1;
		} else {
			p++;
		}
	}
	return 0;
}

void d97_load(const struct d97spec *s)
{
	int n = s->nmain, busy[D97_MAXR + 1][D97_MAXP + 1];
	const char *rounds[D97_MAXR + 1];
	static char next[2048];

	ck_assert(s->nrounds < D97_MAXR && n <= D97_MAXP);
	memset(busy, 0, sizeof(busy));
	memset(lines, 0, sizeof(lines));
	for (int i = 0; i < n; i++)
		ratings[i] = s->rating[i];
	for (int k = 1; k <= s->nrounds; k++)
		if (s->mm && s->mm[k - 1])
			snprintf(lines[k], sizeof(lines[k]), "%s", s->mm[k - 1]);
	/* helpers: one per game token */
	int np = n;
	int helper_round[D97_MAXP + 1], helper_bonus[D97_MAXP + 1];
	for (int m = 0; m < n; m++) {
		const char *h = s->hist ? s->hist[m] : NULL;
		while (h && *h) {
			while (*h == ' ')
				h++;
			if (!*h)
				break;
			char *end;
			int k = (int)strtol(h, &end, 10);
			ck_assert_msg(end != h && k >= 1 && k <= s->nrounds, "bad token at %s", h);
			h = end;
			busy[k][m + 1] = 1;
			if (*h == 'w' || *h == 'b') {
				char col = *h++, res = *h++;
				int bonus = 0;
				if (*h == '^') {
					bonus = 1;
					h++;
				}
				int rt = (int)strtol(h, &end, 10);
				ck_assert_msg(end != h, "no rating at %s", h);
				h = end;
				ck_assert(np < D97_MAXP);
				ratings[np] = rt;
				helper_round[np] = k;
				helper_bonus[np] = bonus;
				np++;
				if (col == 'w')
					add(k, m + 1, np, res);
				else
					add(k, np, m + 1, invert(res));
			} else {
				add(k, m + 1, 0, *h++);
			}
		}
	}
	ratings[np] = 0;
	for (int k = 1; k <= s->nrounds; k++) {
		for (int m = 1; m <= n; m++)
			if (!busy[k][m] && !mentions(s->mm ? s->mm[k - 1] : NULL, m))
				add(k, m, 0, 'H');
		for (int h = n; h < np; h++)
			if (helper_round[h] != k)
				add(k, h + 1, 0, helper_bonus[h] && k < helper_round[h] ? 'F' : 'Z');
		rounds[k - 1] = lines[k];
	}
	rounds[s->nrounds] = NULL;
	/* The helpers with more points of one round may not meet each
	 * other: each is alone in his score group, so the 1997 procedure,
	 * paired again on that round (2.5, 6.4 read by replaying), brings
	 * a main up to him by 7.1, the highest R first, as the tests mean
	 * a transfer up. */
	static char extra[4096];
	snprintf(extra, sizeof(extra), "%s", s->extra ? s->extra : "");
	for (int k = 1; k <= s->nrounds; k++) {
		char line[512] = "XXP";
		int cnt = 0;
		for (int h = n; h < np; h++)
			if (helper_round[h] == k && helper_bonus[h]) {
				size_t l = strlen(line);
				snprintf(line + l, sizeof(line) - l, " %d", h + 1);
				cnt++;
			}
		if (cnt >= 2 && strlen(extra) + strlen(line) + 2 < sizeof(extra)) {
			strcat(extra, line);
			strcat(extra, "\n");
		}
	}
	next[0] = 0;
	if (s->next)
		snprintf(next, sizeof(next), "%s", s->next);
	for (int h = n; h < np; h++) {
		char tok[16];
		snprintf(tok, sizeof(tok), "%s%d:Z", next[0] ? " " : "", h + 1);
		strcat(next, tok);
	}
	dfx_load(s->xxr, s->colour, extra[0] ? extra : NULL, ratings, rounds, next[0] ? next : NULL);
}

int d97_try_pair(struct trf_diag *d)
{
	if (dfx_have_pg)
		pairing_free(&dfx_pg);
	int rc = dubov1997_pair(dfx_tm, dfx_tm->next_round, NULL, &dfx_pg, d);
	dfx_have_pg = 1;
	return rc;
}

void d97_pair(void)
{
	struct trf_diag d = { 0 };
	int rc = d97_try_pair(&d);

	ck_assert_msg(rc == TRF_OK, "dubov1997_pair: %d: %s\n%s", rc, d.msg, dfx_text());
}

const char *d97_text(void)
{
	return dfx_text();
}

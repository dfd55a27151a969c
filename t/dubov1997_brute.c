/*
 * dubov1997_brute.c - a brute-force reference for the Dubov System,
 * 1997 text, on rounds that are one score group: mains with one to four
 * drawn games against made-up opponents (random colours and ratings,
 * ties on purpose), half-point byes otherwise, some pairs forbidden by
 * XXP lines.  The reference reads the text with no look-ahead: the bye
 * by 4 (the first whose absence leaves a pairing, found by trying every
 * one), the subgroups by 1, 7.3, 7.4 and 2.6, then every arrangement of
 * the Black column in the order of the columns until every row of 6.2
 * may meet (6.3), else a plain depth-first walk of the choices of the
 * last clause of 6.3; colours by 3.  The engine (which looks ahead with
 * matchings instead) must give the same boards, colours and bye.
 *
 * usage: dubov1997_brute [COUNT [SEED]]
 * Prints "dubov-1997 brute: N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/dubov_1997.h"
#include "support/rnd.h"
#include "support/perm.h"

#define MAXM 11
#define ROUNDS 4

struct bp {
	int elo;
	int ngame;
	char col[ROUNDS + 1];	/* by round, 0 no game */
	int opp[ROUNDS + 1];	/* opponent rating */
	long aro;		/* tenths */
	int nw, nb;
	char c1, c2, due;
};

static int M;
static struct bp P[MAXM];
static unsigned char forbid[MAXM][MAXM];

static void derive(struct bp *p)
{
	long sum = 0;
	int n = 0;

	p->nw = p->nb = 0;
	p->c1 = p->c2 = 0;
	for (int k = 1; k <= ROUNDS; k++)
		if (p->col[k]) {
			sum += p->opp[k];
			n++;
			p->nw += p->col[k] == 'w';
			p->nb += p->col[k] == 'b';
			p->c2 = p->c1;
			p->c1 = p->col[k];
		}
	p->aro = n ? (20 * sum + n) / (2L * n) : 0;
	p->due = p->nw > p->nb ? 'b' : p->nb > p->nw ? 'w' : p->c1 == 'w' ? 'b' : 'w';
}

static int take(int a, char c)
{
	int d = P[a].nw - P[a].nb + (c == 'w' ? 1 : -1);
	return d >= -2 && d <= 2 && !(P[a].c1 == c && P[a].c2 == c);
}

static int meet(int a, int b)
{
	return !forbid[a][b] && ((take(a, 'w') && take(b, 'b')) || (take(a, 'b') && take(b, 'w')));
}

/* 3 */
static int white(int a, int b)
{
	int aw = take(a, 'w') && take(b, 'b'), bw = take(a, 'b') && take(b, 'w');
	if (aw != bw)
		return aw;
	if (P[a].due != P[b].due)
		return P[a].due == 'w';
	int da = abs(P[a].nw - P[a].nb), db = abs(P[b].nw - P[b].nb);
	if (da != db)
		return da > db ? P[a].nw < P[a].nb : P[b].nw > P[b].nb;
	/* histories closed up, compared from the latest */
	char ha[ROUNDS + 1], hb[ROUNDS + 1];
	int na = 0, nb = 0;
	for (int k = 1; k <= ROUNDS; k++) {
		if (P[a].col[k])
			ha[na++] = P[a].col[k];
		if (P[b].col[k])
			hb[nb++] = P[b].col[k];
	}
	for (int i = na - 1, j = nb - 1; i >= 0 && j >= 0; i--, j--)
		if (ha[i] != hb[j])
			return ha[i] == 'b';
	if (P[a].aro != P[b].aro)
		return P[a].aro > P[b].aro;
	if (P[a].elo != P[b].elo)
		return P[a].elo < P[b].elo;
	return a < b;
}

/* Whether the players in set (bitmask) can all be paired. */
static int pairable(unsigned set)
{
	if (!set)
		return 1;
	int a = __builtin_ctz(set);
	for (int b = a + 1; b < M; b++)
		if ((set >> b & 1) && meet(a, b) && pairable(set & ~(1u << a) & ~(1u << b)))
			return 1;
	return 0;
}

static int mate[MAXM];

static int ncol_w;

static int walk(const int *ord, int n)
{
	int i = 0;
	while (i < n && mate[ord[i]] >= 0)
		i++;
	if (i == n)
		return 1;
	int a = ord[i], cand[MAXM], nc = 0, lo = i < ncol_w ? 0 : ncol_w, hi = i < ncol_w ? ncol_w : n;
	if (i < ncol_w)
		for (int j = ncol_w; j < n; j++)
			cand[nc++] = ord[j];
	for (int j = i + 1; j < hi; j++)
		cand[nc++] = ord[j];
	for (int j = i - 1; j >= lo; j--)
		cand[nc++] = ord[j];
	for (int x = 0; x < nc; x++) {
		int b = cand[x];
		if (mate[b] >= 0 || !meet(a, b))
			continue;
		mate[a] = b;
		mate[b] = a;
		if (walk(ord, n))
			return 1;
		mate[a] = mate[b] = -1;
	}
	return 0;
}

static int cmp_w(int x, int y)
{
	if (P[x].aro != P[y].aro)
		return P[x].aro < P[y].aro ? -1 : 1;
	if (P[x].elo != P[y].elo)
		return P[x].elo < P[y].elo ? -1 : 1;
	return x - y;	/* names P01.. follow the numbers */
}

static int cmp_b(int x, int y)
{
	if (P[x].elo != P[y].elo)
		return P[x].elo > P[y].elo ? -1 : 1;
	if (P[x].aro != P[y].aro)
		return P[x].aro > P[y].aro ? -1 : 1;
	return x - y;
}

static int cmp_73(int x, int y)	/* lowest ARO, higher R */
{
	if (P[x].aro != P[y].aro)
		return P[x].aro < P[y].aro ? -1 : 1;
	if (P[x].elo != P[y].elo)
		return P[x].elo > P[y].elo ? -1 : 1;
	return x - y;
}

static int cmp_74(int x, int y)	/* highest ARO, lower R */
{
	if (P[x].aro != P[y].aro)
		return P[x].aro > P[y].aro ? -1 : 1;
	if (P[x].elo != P[y].elo)
		return P[x].elo < P[y].elo ? -1 : 1;
	return x - y;
}

static void isort(int *a, int n, int (*cmp)(int, int))
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && cmp(a[j], a[j - 1]) < 0; j--) {
			int t = a[j];
			a[j] = a[j - 1];
			a[j - 1] = t;
		}
}


/* The reference: mate[] and *bye; 0 no pairing. */
static int reference(int *bye)
{
	unsigned all = (1u << M) - 1;
	*bye = -1;
	for (int i = 0; i < M; i++)
		mate[i] = -1;
	if (M % 2) {
		int ord[MAXM], cw = 0, cb = 0;
		for (int i = 0; i < M; i++) {
			ord[i] = i;
			cw += P[i].due == 'w';
			cb += P[i].due == 'b';
		}
		char dom = cw > cb ? 'w' : cb > cw ? 'b' : 0;
		for (int i = 1; i < M; i++)
			for (int j = i; j > 0; j--) {
				int x = ord[j], y = ord[j - 1], before;
				if (P[x].elo != P[y].elo)
					before = P[x].elo < P[y].elo;
				else if (dom && (P[x].due == dom) != (P[y].due == dom))
					before = P[x].due == dom;
				else if (P[x].aro != P[y].aro)
					before = P[x].aro > P[y].aro;
				else
					before = x > y;
				if (!before)
					break;
				ord[j] = y;
				ord[j - 1] = x;
			}
		for (int i = 0; i < M && *bye < 0; i++)
			if (pairable(all & ~(1u << ord[i])))
				*bye = ord[i];
		if (*bye < 0)
			return 0;
		all &= ~(1u << *bye);
	} else if (!pairable(all)) {
		return 0;
	}
	int w[MAXM], b[MAXM], nw = 0, nb = 0;
	for (int i = 0; i < M; i++)
		if ((all >> i & 1) && P[i].due == 'w')
			w[nw++] = i;
		else if (all >> i & 1)
			b[nb++] = i;
	if (nw > nb) {
		int move = (nw - nb) / 2;
		isort(w, nw, cmp_73);
		for (int i = 0; i < nw && move;)
			if (take(w[i], 'b')) {
				b[nb++] = w[i];
				memmove(w + i, w + i + 1, sizeof(int) * (size_t)(nw - i - 1));
				nw--;
				move--;
			} else {
				i++;
			}
	} else if (nb > nw) {
		int move = (nb - nw) / 2;
		isort(b, nb, cmp_74);
		for (int i = 0; i < nb && move;)
			if (take(b[i], 'w')) {
				w[nw++] = b[i];
				memmove(b + i, b + i + 1, sizeof(int) * (size_t)(nb - i - 1));
				nb--;
				move--;
			} else {
				i++;
			}
	}
	isort(w, nw, cmp_w);
	isort(b, nb, cmp_b);
	if (nw == nb) {
		int perm[MAXM];
		for (int i = 0; i < nb; i++)
			perm[i] = i;
		do {
			int ok = 1;
			for (int i = 0; i < nw && ok; i++)
				ok = meet(w[i], b[perm[i]]);
			if (ok) {
				for (int i = 0; i < nw; i++) {
					mate[w[i]] = b[perm[i]];
					mate[b[perm[i]]] = w[i];
				}
				return 1;
			}
		} while (next_perm(perm, nb));
	}
	int ord[MAXM];
	memcpy(ord, w, sizeof(int) * (size_t)nw);
	memcpy(ord + nw, b, sizeof(int) * (size_t)nb);
	ncol_w = nw;
	return walk(ord, nw + nb);
}

static char text[65536];

static void make_text(void)
{
	/* mains 1..M, then one helper per game */
	int helper = M, len = 0;
	int hopp[MAXM][ROUNDS + 1];
	len += snprintf(text + len, sizeof(text) - (size_t)len, "012 brute\nXXR 9\nXXC white1\n");
	for (int a = 0; a < M; a++)
		for (int b = a + 1; b < M; b++)
			if (forbid[a][b])
				len += snprintf(text + len, sizeof(text) - (size_t)len, "XXP %d %d\n",
						a + 1, b + 1);
	for (int a = 0; a < M; a++)
		for (int k = 1; k <= ROUNDS; k++)
			hopp[a][k] = P[a].col[k] ? ++helper : 0;
	for (int a = 0; a < M; a++) {
		len += snprintf(text + len, sizeof(text) - (size_t)len,
				"001 %4d m    P%02d%-30s %4d ENG %11s %10s %2d.%d %4s  ", a + 1, a + 1,
				"", P[a].elo, "", "", 2, 0, "");
		for (int k = 1; k <= ROUNDS; k++) {
			if (P[a].col[k])
				len += snprintf(text + len, sizeof(text) - (size_t)len, "%4d %c =  ",
						hopp[a][k], P[a].col[k]);
			else
				len += snprintf(text + len, sizeof(text) - (size_t)len, "0000 - H  ");
		}
		len += snprintf(text + len, sizeof(text) - (size_t)len, "\n");
	}
	for (int a = 0; a < M; a++)
		for (int k = 1; k <= ROUNDS; k++) {
			if (!P[a].col[k])
				continue;
			int h = hopp[a][k];
			len += snprintf(text + len, sizeof(text) - (size_t)len,
					"001 %4d m    H%02d%-30s %4d ENG %11s %10s %2d.%d %4s  ", h, h, "",
					P[a].opp[k], "", "", 0, 5, "");
			for (int j = 1; j <= ROUNDS; j++) {
				if (j == k)
					len += snprintf(text + len, sizeof(text) - (size_t)len,
							"%4d %c =  ", a + 1, P[a].col[k] == 'w' ? 'b' : 'w');
				else
					len += snprintf(text + len, sizeof(text) - (size_t)len,
							"0000 - Z  ");
			}
			len += snprintf(text + len, sizeof(text) - (size_t)len, "0000 - Z\n");
		}
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 2000, passed = 0, failed = 0, split = 0, none = 0;

	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1997;
	if (!rng_state)
		rng_state = 1;
	for (int it = 0; it < count; it++) {
		M = 2 + rnd_below(MAXM - 1);
		memset(P, 0, sizeof(P));
		memset(forbid, 0, sizeof(forbid));
		int pf = rnd_below(4);	/* XXP density 0..3 in 10 */
		for (int a = 0; a < M; a++) {
			P[a].elo = 2000 + 50 * rnd_below(5);
			int g = 0;
			for (int k = 1; k <= ROUNDS; k++)
				if (rnd_below(3) || (k == ROUNDS && !g)) {
					P[a].col[k] = rnd_below(2) ? 'w' : 'b';
					P[a].opp[k] = 1500 + 100 * rnd_below(4);
					g++;
				}
			derive(&P[a]);
			for (int b = 0; b < a; b++)
				if (rnd_below(10) < pf)
					forbid[a][b] = forbid[b][a] = 1;
		}
		make_text();
		struct trf_diag d = { 0 };
		struct trf_doc *doc = trf_read_mem(text, strlen(text), "brute", &d);
		struct tmt *t = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
		if (!t) {
			printf("case %d: %s\n%s", it, d.msg, text);
			failed++;
			trf_free(doc);
			continue;
		}
		struct pairing p;
		int rc = dubov1997_pair(t, t->next_round, NULL, &p, &d), bye;
		int ok = reference(&bye);
		int same = 1;
		if (!ok || rc != TRF_OK) {
			same = !ok && rc == TRF_ENOPAIRING;
			none += same;
		} else {
			int nb = 0;
			for (int a = 0; a < M; a++)
				if (mate[a] > a) {
					int aw = white(a, mate[a]);
					struct pairing_board bd = { aw ? a : mate[a], aw ? mate[a] : a };
					same &= pairing_has_board(&p, &bd);
					nb++;
					split += P[a].due == P[mate[a]].due;
				}
			same &= nb == p.nboards && p.bye == bye;
		}
		if (same) {
			passed++;
		} else {
			failed++;
			if (failed <= 5) {
				printf("case %d: engine rc %d, reference %s\n%s", it, rc,
				       ok ? "pairs" : "none", text);
				for (int a = 0; a < M; a++)
					if (mate[a] > a)
						printf("  reference %d-%d\n", white(a, mate[a]) ? a + 1 : mate[a] + 1,
						       white(a, mate[a]) ? mate[a] + 1 : a + 1);
				if (rc == TRF_OK)
					for (int i = 0; i < p.nboards; i++)
						printf("  engine %d-%d\n", p.boards[i].white + 1,
						       p.boards[i].black + 1);
			}
		}
		if (rc == TRF_OK)
			pairing_free(&p);
		tmt_free(t);
		trf_free(doc);
	}
	printf("dubov-1997 brute: %d cases, %d without a pairing, %d boards of one due colour\n",
	       count, none, split);
	printf("dubov-1997 brute: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}

/*
 * dutch2012_brute.c - the engine (lib/dutch_2012) against the literal
 * reference of t/dutch2012_text.c on random small tournaments: up to 12
 * players, 1-5 rounds played with wins, draws, losses and byes (full,
 * half, zero point), so that a round has several score brackets and
 * reaches C.1, C.12, C.13 and C.14.  The whole round is compared: every
 * pair and the bye.  A round whose reference runs over its enumeration
 * budget is counted apart ("over budget") and printed; it is not
 * compared.
 *
 * usage: dutch2012_brute [COUNT [SEED]]
 *        dutch2012_brute -f FILE   (the reference's pairing of the next round)
 * Prints "dutch-2012 brute: N passed, N failed (N over budget)".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "dutch2012_text.h"
#include "support/rnd.h"

#define MAXN 12
#define BUDGET 20000000L	/* candidate tests of the reference a round */

static const struct tmt *T;
static int R;

/* Downfloat in round r (A.4; B.1b: an unplayed round that brought a
 * point or half point; the files here have no forfeits). */
static int down_in(int p, int r)
{
	if (r < 1)
		return 0;
	const struct tmt_round *rd = tmt_at(T, p, r);
	if (rd->kind != TMT_PLAYED || rd->opponent < 0)
		return rd->points > 0;
	return tmt_float(T, p, r) == TMT_FLOAT_DOWN;
}

static int up_in(int p, int r)
{
	return r >= 1 && tmt_float(T, p, r) == TMT_FLOAT_UP;
}

/* A.7 from the played games. */
static void prefs(struct d12t_player *q, int p)
{
	char h[64];
	int n = tmt_colour_history(T, p, R - 1, h, sizeof(h));
	int cd = tmt_colour_diff(T, p, R - 1);
	q->pref = 0;
	q->strong = q->absol = 0;
	if (n == 0)
		return;
	if (cd > 1 || cd < -1 || (n >= 2 && h[n - 1] == h[n - 2])) {	/* A.7.a */
		q->absol = q->strong = 1;
		q->pref = cd < -1 ? 'w' : cd > 1 ? 'b' : h[n - 1] == 'w' ? 'b' : 'w';
	} else if (cd) {						/* A.7.b */
		q->strong = 1;
		q->pref = cd < 0 ? 'w' : 'b';
	} else {							/* A.7.c */
		q->pref = h[n - 1] == 'w' ? 'b' : 'w';
	}
}

/* A random tournament of n players and rr rounds as TRF text. */
static struct trf_doc *random_doc(int n, int rr, char *text, size_t size)
{
	static char blocks[MAXN][512];
	int met[MAXN][MAXN] = { { 0 } }, pts[MAXN] = { 0 };	/* half points */

	for (int i = 0; i < n; i++)
		blocks[i][0] = 0;
	for (int r = 0; r < rr; r++) {
		int perm[MAXN];
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = rnd_below(i + 1), t = perm[i];
			perm[i] = perm[j], perm[j] = t;
		}
		char tmp[32];
		int u = 0;	/* one pairing-allocated bye a round */
		for (int i = 0; i < n; i++) {
			int x = perm[i], y = i + 1 < n ? perm[i + 1] : -1;
			if (y < 0 || met[x][y] || rnd_below(8) == 0) {
				static const char kinds[] = "UUHZF";
				char c = kinds[u ? 2 + rnd_below(3) : rnd_below(5)];
				u |= c == 'U';
				snprintf(tmp, sizeof(tmp), "0000 - %c  ", c);
				strcat(blocks[x], tmp);
				pts[x] += c == 'U' || c == 'F' ? 2 : c == 'H';
				continue;
			}
			met[x][y] = met[y][x] = 1;
			int xw = rnd_below(2), res = rnd_below(3);	/* x wins, loses, draws */
			snprintf(tmp, sizeof(tmp), "%4d %c %c  ", y + 1, xw ? 'w' : 'b',
				 res == 0 ? '1' : res == 1 ? '0' : '=');
			strcat(blocks[x], tmp);
			snprintf(tmp, sizeof(tmp), "%4d %c %c  ", x + 1, xw ? 'b' : 'w',
				 res == 0 ? '0' : res == 1 ? '1' : '=');
			strcat(blocks[y], tmp);
			pts[x] += res == 0 ? 2 : res == 2;
			pts[y] += res == 1 ? 2 : res == 2;
			i++;
		}
	}
	size_t len = (size_t)snprintf(text, size, "012 brute\nXXR 20\n");
	for (int i = 0; i < n; i++) {
		char name[40];
		snprintf(name, sizeof(name), "Player, No%d", i + 1);
		len += (size_t)snprintf(text + len, size - len,
					"001 %4d m    %-33s %4d ENG %11s %10s %2d.%d %4s  %s\n", i + 1,
					name, 2600 - 10 * i, "", "", pts[i] / 2, pts[i] % 2 ? 5 : 0, "",
					blocks[i]);
	}
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_mem(text, len, "brute.trf", &d);
	if (!doc || trf_validate(doc, &d) != 0) {
		if (getenv("D12_BRUTE_DEBUG"))
			fprintf(stderr, "%s: %s\n%s", "load", d.msg, text);
		trf_free(doc);
		doc = NULL;
	}
	return doc;
}

static int ord[MAXN], nord;	/* tmt index by A.2 position */

static int by_a2(const void *x, const void *y)
{
	int a = *(const int *)x, b = *(const int *)y;
	int sa = tmt_pairing_score(T, a, R), sb = tmt_pairing_score(T, b, R);
	return sa != sb ? sb - sa : a - b;	/* A.2: score, then the pairing number */
}

/* The reference's view of round R. */
static void build(struct d12t_round *rd)
{
	memset(rd, 0, sizeof(*rd));
	nord = 0;
	for (int i = 0; i < T->n; i++)
		if (tmt_to_be_paired(T, i, R))
			ord[nord++] = i;
	qsort(ord, (size_t)nord, sizeof(int), by_a2);
	rd->n = nord;
	rd->round = R;
	rd->budget = BUDGET;
	for (int i = 0; i < nord; i++) {
		struct d12t_player *q = &rd->p[i];
		int p = ord[i];
		q->score = tmt_pairing_score(T, p, R);
		prefs(q, p);
		q->down1 = down_in(p, R - 1);
		q->down2 = down_in(p, R - 2);
		q->up1 = up_in(p, R - 1);
		q->up2 = up_in(p, R - 2);
		q->byeok = tmt_pab_eligible(T, p, R);	/* B.1b */
		for (int r = 1; r < R; r++)
			if (tmt_at(T, p, r)->kind != TMT_PLAYED && tmt_at(T, p, r)->points > 0)
				q->byeok = 0;
		for (int j = 0; j < nord; j++)
			rd->met[i][j] = j != i && tmt_played_each_other(T, p, ord[j], R - 1);
	}
}

/* -f FILE: the reference's pairing of the file's next round, one pair
 * a line (pairing numbers, 0 for the bye), for hand-worked fixtures. */
static int pair_file(const char *path)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_file(path, &d);
	struct tmt *t = doc ? tmt_build(doc, &d) : NULL;
	if (!t) {
		fprintf(stderr, "%s: %s\n", path, d.msg);
		trf_free(doc);
		return 2;
	}
	T = t;
	R = t->next_round;
	struct d12t_round rd;
	int partner[D12T_MAX], rc = 1;
	if (t->n > D12T_MAX) {
		fprintf(stderr, "%s: more than %d players\n", path, D12T_MAX);
	} else {
		build(&rd);
		rc = d12t_pair(&rd, partner);
		for (int i = 0; rc == 1 && i < nord; i++)
			if (partner[i] > i || partner[i] < 0)
				printf("%d %d\n", ord[i] + 1, partner[i] >= 0 ? ord[partner[i]] + 1 : 0);
		rc = rc == 1 ? 0 : 1;
	}
	tmt_free(t);
	trf_free(doc);
	return rc;
}

int main(int argc, char **argv)
{
	if (argc > 2 && strcmp(argv[1], "-f") == 0)
		return pair_file(argv[2]);
	int count = argc > 1 ? atoi(argv[1]) : 2000, passed = 0, failed = 0, over = 0;
	int none = 0, c12s = 0, c13s = 0, brackets3 = 0;
	static char text[MAXN * 700 + 64];
	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 2012;

	for (int it = 0; it < count; it++) {
		int n = 4 + rnd_below(MAXN - 3), rr = 1 + rnd_below(5);
		struct trf_doc *doc = random_doc(n, rr, text, sizeof(text));
		struct trf_diag d = { 0 };
		struct tmt *t = doc ? tmt_build(doc, &d) : NULL;
		if (!t) {
			printf("case %d: the generated file does not load\n", it);
			failed++;
			trf_free(doc);
			continue;
		}
		T = t;
		R = t->next_round;
		struct d12t_round rd;
		int partner[D12T_MAX];
		build(&rd);
		int ref = d12t_pair(&rd, partner);
		if (ref < 0) {
			over++;
			printf("case %d (n %d, round %d): the reference ran over its budget\n", it, nord, R);
			tmt_free(t);
			trf_free(doc);
			continue;
		}
		int nb = 1;
		for (int i = 1; i < nord; i++)
			nb += rd.p[i].score != rd.p[i - 1].score;
		brackets3 += nb >= 3;
		none += !ref;
		c12s += rd.used_c12;
		c13s += rd.used_c13;
		struct pairing pg;
		struct dutch2012_options o = { 20 };
		int rc = dutch2012_pair(t, R, &o, &pg, &d);
		int ok = (rc == TRF_OK) == (ref == 1);
		int pos[MAXN + 1];
		for (int i = 0; i < t->n; i++)
			pos[i] = -1;
		for (int i = 0; i < nord; i++)
			pos[ord[i]] = i;
		if (ok && ref == 1) {
			int seen = 0, bye = -1;
			for (int i = 0; i < pg.nboards; i++) {
				int a = pos[pg.boards[i].white], b = pos[pg.boards[i].black];
				ok &= a >= 0 && b >= 0 && partner[a] == b;
				seen += 2;
			}
			for (int i = 0; i < nord; i++)
				if (partner[i] < 0)
					bye = ord[i];
			ok &= seen + (bye >= 0) == nord && pg.bye == bye;
		}
		if (!ok) {
			printf("case %d (n %d, round %d): engine %d, reference %d%s%s\n", it, nord, R, rc, ref,
			       rd.used_c12 ? " (C.12)" : "", rd.used_c13 ? " (C.13)" : "");
			for (int i = 0; ref == 1 && i < nord; i++)
				if (partner[i] > i || partner[i] < 0)
					printf("# reference: %d - %d\n", ord[i] + 1,
					       partner[i] >= 0 ? ord[partner[i]] + 1 : 0);
			for (int i = 0; rc == TRF_OK && i < pg.nboards; i++)
				printf("# engine: %d - %d\n", pg.boards[i].white + 1, pg.boards[i].black + 1);
			if (rc == TRF_OK && pg.bye >= 0)
				printf("# engine: %d - 0\n", pg.bye + 1);
			if (failed < 3 || getenv("D12_BRUTE_ALL"))
				trf_write(doc, stdout);
		}
		if (rc == TRF_OK)
			pairing_free(&pg);
		passed += ok;
		failed += !ok;
		tmt_free(t);
		trf_free(doc);
	}
	printf("dutch-2012 brute: %d without a pairing, %d with three brackets or more, %d with C.12, %d with C.13\n",
	       none, brackets3, c12s, c13s);
	printf("dutch-2012 brute: %d passed, %d failed (%d over budget)\n", passed, failed, over);
	return failed != 0;
}

/*
 * dutch2012_brute.c - a brute-force reference for the 2012 Dutch text on
 * rounds that are one homogeneous score bracket (every earlier game
 * drawn, some half-point byes so that game counts, preferences and
 * floats vary).  The reference walks the procedure literally: P from
 * P0 down (C.14.a), the levels of C.3/C.10 (A.7.d, X and Z, B.5/B.6 for
 * the player moved down), and at each level every exchange of D.2 in
 * the text's order, each followed by every permutation of S2 in D.1
 * order, accepting the first candidate that meets the requirements and
 * leaves at most one player, who may take the bye (B.1b).  The engine
 * (with its pruned search) must give the same pairs and bye.
 *
 * usage: dutch2012_brute [COUNT [SEED]]
 * Prints "dutch-2012 brute: N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "support/rnd.h"
#include "support/perm.h"

#define MAXN 11

static const struct tmt *T;
static int R, N, ord[MAXN];	/* ord: tmt index by A.2 position */
static char pref[MAXN];
static int strong[MAXN], absol[MAXN], fl1[MAXN], fl2[MAXN], byeok[MAXN];

static void prefs(void)
{
	for (int i = 0; i < N; i++) {
		char h[64];
		int p = ord[i], n = tmt_colour_history(T, p, R - 1, h, sizeof(h));
		int cd = tmt_colour_diff(T, p, R - 1);
		pref[i] = 0;
		strong[i] = absol[i] = 0;
		if (n > 0) {
			if (cd > 1 || cd < -1 || (n >= 2 && h[n - 1] == h[n - 2])) {	/* A.7.a */
				absol[i] = strong[i] = 1;
				pref[i] = cd < -1 ? 'w' : cd > 1 ? 'b' : h[n - 1] == 'w' ? 'b' : 'w';
			} else if (cd) {						/* A.7.b */
				strong[i] = 1;
				pref[i] = cd < 0 ? 'w' : 'b';
			} else {							/* A.7.c */
				pref[i] = h[n - 1] == 'w' ? 'b' : 'w';
			}
		}
		fl1[i] = tmt_float(T, p, R - 1) == TMT_FLOAT_DOWN;
		fl2[i] = tmt_float(T, p, R - 2) == TMT_FLOAT_DOWN;
		byeok[i] = tmt_pab_eligible(T, p, R);
	}
}

static int ok_pair(int a, int b, int a7d)
{
	if (tmt_played_each_other(T, ord[a], ord[b], R - 1))
		return 0;
	if (absol[a] && absol[b] && pref[a] == pref[b])
		return 0;
	return !(a7d && strong[a] && strong[b] && pref[a] == pref[b]);
}


struct lvl { int a7d, x, z, b5, b6; };

static int result[MAXN];	/* partner position, -1 */

/* C.6 on S1 against permutation t of S2. */
static int candidate(const int *s1, int p, const int *t, int n2, struct lvl q)
{
	int cx = 0, cz = 0;
	for (int i = 0; i < p; i++) {
		int a = s1[i], b = t[i];
		if (!ok_pair(a, b, q.a7d))
			return 0;
		cx += pref[a] && pref[a] == pref[b];
		cz += strong[a] && strong[b] && pref[a] == pref[b];
	}
	if (cx > q.x || (R % 2 == 0 && cz > q.z))
		return 0;
	/* the lowest bracket: at most one left, for the bye */
	if (n2 - p > 1)
		return 0;
	for (int i = p; i < n2; i++)
		if (!byeok[t[i]] || (q.b5 && fl1[t[i]]) || (q.b6 && fl2[t[i]]))
			return 0;
	for (int i = 0; i < N; i++)
		result[i] = -1;
	for (int i = 0; i < p; i++)
		result[s1[i]] = t[i], result[t[i]] = s1[i];
	return 1;
}

static int cmp_int(const void *x, const void *y)
{
	return *(const int *)x - *(const int *)y;
}

/* All transpositions (D.1) of one split. */
static int split(int *s1, int p, int *s2, int n2, struct lvl q)
{
	int t[MAXN];
	qsort(s1, (size_t)p, sizeof(int), cmp_int);
	qsort(s2, (size_t)n2, sizeof(int), cmp_int);
	memcpy(t, s2, sizeof(int) * (size_t)n2);
	do {
		if (candidate(s1, p, t, n2, q))
			return 1;
	} while (next_perm(t, n2));
	return 0;
}

/* Every k-subset (ascending positions) of 0..m-1 in increasing
 * lexicographic order into out; returns the count. */
static int subsets(int m, int k, int (*out)[MAXN])
{
	int idx[MAXN], c = 0;

	for (int i = 0; i < k; i++)
		idx[i] = i;
	for (;;) {
		memcpy(out[c++], idx, sizeof(idx));
		int i = k - 1;
		while (i >= 0 && idx[i] == m - k + i)
			i--;
		if (i < 0)
			return c;
		idx[i]++;
		for (int j = i + 1; j < k; j++)
			idx[j] = idx[j - 1] + 1;
	}
}

static int walk(int p, struct lvl q)
{
	int n2 = N - p;
	static int l1[512][MAXN], l2[512][MAXN];
	for (int k = 0; k <= p && k <= n2; k++) {
		int c1 = subsets(p, k, l1), c2 = subsets(n2, k, l2);
		/* S1 list in decreasing lexicographic order of the sets
		 * written high to low: reverse order of the reversed sets. */
		int o1[512];
		for (int i = 0; i < c1; i++)
			o1[i] = i;
		for (int a = 0; a < c1; a++)
			for (int b = a + 1; b < c1; b++) {
				int x = o1[a], y = o1[b], gt = 0;
				for (int i = k - 1; i >= 0; i--)
					if (l1[x][i] != l1[y][i]) {
						gt = l1[y][i] > l1[x][i];
						break;
					}
				if (gt)
					o1[a] = y, o1[b] = x;
			}
		int dmin = 1 << 30, dmax = -(1 << 30);
		for (int i = 0; i < c1; i++)
			for (int j = 0; j < c2; j++) {
				int d = 0;
				for (int e = 0; e < k; e++)
					d += (l2[j][e] + p) - l1[o1[i]][e];
				dmin = d < dmin ? d : dmin;
				dmax = d > dmax ? d : dmax;
			}
		/* the text's "exact procedure": DELTA, then I, then J */
		for (int delta = dmin; delta <= dmax; delta++)
			for (int i = 0; i < c1; i++)
				for (int j = 0; j < c2; j++) {
					int d = 0;
					for (int e = 0; e < k; e++)
						d += (l2[j][e] + p) - l1[o1[i]][e];
					if (d != delta)
						continue;
					int s1[MAXN], s2[MAXN];
					for (int e = 0; e < p; e++)
						s1[e] = e;
					for (int e = 0; e < n2; e++)
						s2[e] = p + e;
					for (int e = 0; e < k; e++) {
						int tmp = s1[l1[o1[i]][e]];
						s1[l1[o1[i]][e]] = s2[l2[j][e]];
						s2[l2[j][e]] = tmp;
					}
					if (split(s1, p, s2, n2, q))
						return 1;
				}
	}
	return 0;
}

/* C.3-C.14 for the single bracket. */
static int reference(void)
{
	int p0 = N / 2, W = 0, B = 0, w = 0, b = 0, a = 0;
	for (int i = 0; i < N; i++) {
		int flex = R % 2 == 0 && pref[i] && !strong[i];
		if (!pref[i])
			a++;
		else if (flex)
			*(pref[i] == 'w' ? &w : &b) += 1;
		else
			*(pref[i] == 'w' ? &W : &B) += 1;
	}
	int x1 = B + b > W + w ? p0 - W - w - a : p0 - B - b - a;
	int z1 = B > W ? p0 - W - b - w - a : p0 - B - b - w - a;
	x1 = x1 < 0 ? 0 : x1;
	z1 = R % 2 ? 0 : z1 < 0 ? 0 : z1;
	for (int p = p0; p > 0; p--) {
		for (int a7d = R % 2; a7d >= 0; a7d--) {
			int x = x1, z = z1;
			for (;;) {
				for (int b5 = 1; b5 >= 0; b5--)
					for (int b6 = 1; b6 >= 0; b6--)
						if (walk(p, (struct lvl){ a7d, x, z, b5, b6 }))
							return 1;
				if (R % 2) {
					if (x >= p)
						break;
					x++;
				} else if (z < x) {
					z++;
				} else if (x < p) {
					x++;
					z = z1;
				} else {
					break;
				}
			}
		}
		x1 -= x1 > 0;
		z1 -= z1 > 0;
	}
	return 0;
}

/* A 001 line in the layout of t/support/trf_lines.c (which asserts
 * with Check and so cannot run here): blocks "OPP COLOUR =" or "-H",
 * every score the sum of draws and half-point byes. */
static void line001(char *out, size_t size, int id, const char *spec)
{
	char blocks[1024] = "";
	size_t bl = 0;
	int half = 0;

	for (const char *s = spec; *s;) {
		if (*s == ' ') {
			s++;
			continue;
		}
		if (*s == '-') {
			bl += (size_t)snprintf(blocks + bl, sizeof(blocks) - bl, "0000 - %c  ", s[1]);
			s += 2;
		} else {
			char *end;
			long opp = strtol(s, &end, 10);
			bl += (size_t)snprintf(blocks + bl, sizeof(blocks) - bl, "%4ld %c %c  ", opp,
					       end[0], end[1]);
			s = end + 2;
		}
		half++;
	}
	char name[40];
	snprintf(name, sizeof(name), "Player, No%d", id);
	snprintf(out, size, "001 %4d m    %-33s %4d ENG %11s %10s %2d.%d %4s  %s\n", id, name,
		 2600 - 10 * id, "", "", half / 2, half % 2 ? 5 : 0, "", blocks);
}

/* A random history of draws and half-point byes, rounds 1..rr. */
static struct trf_doc *random_doc(int n, int rr)
{
	static char blocks[MAXN][256];
	static char lines[MAXN + 2][1400];
	int met[MAXN][MAXN] = { { 0 } };

	for (int i = 0; i < n; i++)
		blocks[i][0] = 0;
	for (int r = 0; r < rr; r++) {
		int perm[MAXN], k = n;
		for (int i = 0; i < n; i++)
			perm[i] = i;
		for (int i = n - 1; i > 0; i--) {
			int j = rnd_below(i + 1), t = perm[i];
			perm[i] = perm[j], perm[j] = t;
		}
		char tmp[32];
		for (int i = 0; i < k; i++) {
			int x = perm[i];
			int y = i + 1 < k ? perm[i + 1] : -1;
			if (y < 0 || met[x][y] || rnd_below(6) == 0) {
				strcat(blocks[x], " -H");
				continue;
			}
			met[x][y] = met[y][x] = 1;
			int xw = rnd_below(2);
			snprintf(tmp, sizeof(tmp), " %d%c=", y + 1, xw ? 'w' : 'b');
			strcat(blocks[x], tmp);
			snprintf(tmp, sizeof(tmp), " %d%c=", x + 1, xw ? 'b' : 'w');
			strcat(blocks[y], tmp);
			i++;
		}
	}
	static char text[(MAXN + 2) * 1400];
	size_t len = (size_t)snprintf(text, sizeof(text), "012 brute\nXXR 20\n");
	for (int i = 0; i < n; i++) {
		line001(lines[i], sizeof(lines[i]), i + 1, blocks[i]);
		len += (size_t)snprintf(text + len, sizeof(text) - len, "%s", lines[i]);
	}
	struct trf_diag d = { 0 };
	struct trf_doc *doc = trf_read_mem(text, len, "brute.trf", &d);
	if (doc && trf_validate(doc, &d) != 0) {
		trf_free(doc);
		doc = NULL;
	}
	return doc;
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 2000, passed = 0, failed = 0, skipped = 0;
	int none = 0, moved = 0;	/* no pairing; not the plain S1-S2 split */
	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 2012;

	for (int it = 0; it < count; it++) {
		int n = 2 + rnd_below(MAXN - 1), rr = 1 + rnd_below(4);
		struct trf_doc *doc = random_doc(n, rr);
		struct trf_diag d = { 0 };
		struct tmt *t = doc ? tmt_build(doc, &d) : NULL;
		if (!t) {
			skipped++;
			trf_free(doc);
			continue;
		}
		T = t;
		R = t->next_round;
		N = 0;
		for (int i = 0; i < t->n; i++)
			if (tmt_to_be_paired(t, i, R))
				ord[N++] = i;	/* equal scores: pairing-number order */
		prefs();
		int ref = reference();
		none += !ref;
		for (int j = 0; ref && j < N / 2; j++)
			if (result[j] != j + N / 2) {
				moved++;
				break;
			}
		struct pairing pg;
		struct dutch2012_options o = { 20 };
		int rc = dutch2012_pair(t, R, &o, &pg, &d);
		int ok = (rc == TRF_OK) == ref;
		if (ok && ref) {
			for (int i = 0; i < pg.nboards; i++) {
				int a = -1, b = -1;
				for (int j = 0; j < N; j++) {
					if (ord[j] == pg.boards[i].white)
						a = j;
					if (ord[j] == pg.boards[i].black)
						b = j;
				}
				ok &= a >= 0 && b >= 0 && result[a] == b;
			}
			int rb = -1;
			for (int j = 0; j < N; j++)
				if (result[j] < 0)
					rb = ord[j];
			ok &= pg.nboards == N / 2 && pg.bye == rb;
		}
		if (!ok) {
			printf("case %d (n %d, round %d): engine %d, reference %d\n", it, N, R, rc, ref);
			if (failed < 3) {
				trf_write(doc, stdout);
			}
		}
		if (rc == TRF_OK)
			pairing_free(&pg);
		passed += ok;
		failed += !ok;
		tmt_free(t);
		trf_free(doc);
	}
	printf("dutch-2012 brute: %d without a pairing, %d away from transposition 0\n", none,
	       moved);
	printf("dutch-2012 brute: %d passed, %d failed (%d skipped)\n", passed, failed, skipped);
	return failed != 0;
}

/*
 * standings_props.c - properties of the C.07 tie-breaks on real
 * tournaments (issue 28): every file given is read and, for every
 * player and edition (2022, 2024, 2026):
 *   - a cut never raises a value: BH/C2 <= BH/C1 <= BH, BH/M1 <= BH/C1,
 *     FB/C1 <= FB, SB/C1 <= SB, PS/C1 <= PS;
 *   - SB never exceeds BH times the points of a win (each round adds
 *     its BH part times the points scored, at most a win's);
 *   - WON <= WIN, BWG <= WON, BWG <= BPG, GE + VUR = rounds, KS <= PTS;
 *   - a player who played every round over the board, against
 *     opponents who did too, has the same BH and SB in 2024 and 2026;
 *   - the performance tie-breaks (C.07 10): TPR is at least ARO exactly
 *     when the player scored at least half the points of his rated
 *     games (dp of table 8.1.1 has the sign of p - 0.50); PTP lies
 *     between the lowest opponent less 800 and the highest plus 736;
 *     APRO (APPO) lies between the lowest and the highest TPR (PTP)
 *     of the opponents met over the board;
 * and for the standings by PTS,BH/C1,BH,SB,DE,WIN,BPG:
 *   - the order never rises in points; every place lies in its tie;
 *   - ranks written from the standings give no finding; two players of
 *     different places swapped give exactly two findings.
 * Prints "standings props: N passed, N failed" (checks) and exits
 * non-zero on any failure.
 *
 * usage: standings_props FILE...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "standings/standings.h"

static long passed, failed;

static void expect(int ok, const char *file, int id, const char *what)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	if (failed <= 20)
		fprintf(stderr, "%s: player %d: %s\n", file, id, what);
}

static const char values_list[] =
	"PTS,BH,BH/C1,BH/C2,BH/M1,FB,FB/C1,SB,SB/C1,PS,PS/C1,WIN,WON,BPG,BWG,GE,VUR,KS";
enum { PTS, BH, BHC1, BHC2, BHM1, FB, FBC1, SB, SBC1, PS, PSC1, WIN, WON, BPG, BWG, GE,
       VUR, KS };

static int compute(const struct tmt *t, const char *list, int edition,
		   struct stnd_spec *s, struct stnd_table *tab)
{
	char err[256];

	memset(s, 0, sizeof(*s));
	if (stnd_parse(list, s, err, sizeof(err)) < 0) {
		fprintf(stderr, "%s\n", err);
		return -1;
	}
	s->edition = edition;
	return stnd_compute(t, s, tab);
}

/* Whether p and all its opponents played every round over the board. */
static int all_played(const struct tmt *t, int p)
{
	for (int r = 1; r <= t->rounds; r++) {
		const struct tmt_round *rd = tmt_at(t, p, r);
		if (rd->kind != TMT_PLAYED)
			return 0;
		for (int k = 1; k <= t->rounds; k++)
			if (tmt_at(t, rd->opponent, k)->kind != TMT_PLAYED)
				return 0;
	}
	return 1;
}

static void value_props(const char *file, const struct tmt *t)
{
	static const int editions[] = { STND_V2022, STND_V2024, STND_V2026 };
	struct stnd_spec s[3];
	struct stnd_table tab[3];

	for (int e = 0; e < 3; e++)
		if (compute(t, values_list, editions[e], &s[e], &tab[e]) < 0) {
			expect(0, file, 0, "cannot compute");
			return;
		}
	int win = t->win_points > 0 ? t->win_points : 10;
	for (int e = 0; e < 3; e++) {
		for (int p = 0; p < t->n; p++) {
			const long *v = &tab[e].value[(size_t)p * tab[e].ntb];
			int id = t->players[p].id;
			expect(v[BHC2] <= v[BHC1] && v[BHC1] <= v[BH], file, id, "BH cut raises");
			expect(v[BHM1] <= v[BHC1], file, id, "BH/M1 above BH/C1");
			expect(v[FBC1] <= v[FB], file, id, "FB/C1 above FB");
			expect(v[SBC1] <= v[SB], file, id, "SB/C1 above SB");
			expect(v[PSC1] <= v[PS], file, id, "PS/C1 above PS");
			/* No round scores more than a win. */
			expect(v[SB] * 10 <= v[BH] * win, file, id, "SB above BH times a win");
			expect(v[WON] <= v[WIN] && v[BWG] <= v[WON] && v[BWG] <= v[BPG], file, id,
			       "WON, WIN, BWG, BPG out of order");
			expect(v[GE] + v[VUR] == t->rounds * 100L, file, id, "GE + VUR != rounds");
			expect(v[KS] <= v[PTS], file, id, "KS above PTS");
		}
	}
	for (int p = 0; p < t->n; p++)
		if (all_played(t, p)) {
			size_t at = (size_t)p * tab[1].ntb;
			expect(tab[1].value[at + BH] == tab[2].value[at + BH] &&
			       tab[1].value[at + SB] == tab[2].value[at + SB],
			       file, t->players[p].id, "2024 and 2026 differ without unplayed rounds");
		}
	for (int e = 0; e < 3; e++) {
		stnd_table_free(&tab[e]);
		stnd_spec_free(&s[e]);
	}
}

/* C.07 10: TPR, PTP, APRO, APPO against the games they read. */
static void performance_props(const char *file, const struct tmt *t)
{
	struct stnd_spec s;
	struct stnd_table tab;
	enum { TPR, PTP, APRO, APPO, ARO };

	if (compute(t, "TPR,PTP,APRO,APPO,ARO", STND_V2026, &s, &tab) < 0) {
		expect(0, file, 0, "cannot compute");
		return;
	}
	for (int p = 0; p < t->n; p++) {
		const long *v = &tab.value[(size_t)p * tab.ntb];
		int id = t->players[p].id, games = 0, twice_pts = 0;
		int lo = 1 << 30, hi = 0;
		long tlo = 1L << 40, thi = 0, plo = 1L << 40, phi = 0;
		for (int r = 1; r <= t->rounds; r++) {
			const struct tmt_round *rd = tmt_at(t, p, r);
			if (rd->kind != TMT_PLAYED || rd->opponent < 0)
				continue;
			const long *o = &tab.value[(size_t)rd->opponent * tab.ntb];
			tlo = o[TPR] < tlo ? o[TPR] : tlo;
			thi = o[TPR] > thi ? o[TPR] : thi;
			plo = o[PTP] < plo ? o[PTP] : plo;
			phi = o[PTP] > phi ? o[PTP] : phi;
			int rt = t->players[rd->opponent].rating;
			if (rt <= 0)
				continue;
			games++;
			/* game points: a win 2, a draw 1 (halves) */
			twice_pts += rd->result == '1' || rd->result == 'W' ? 2 :
				     rd->result == '=' || rd->result == 'D' ? 1 : 0;
			lo = rt < lo ? rt : lo;
			hi = rt > hi ? rt : hi;
		}
		if (!games)
			continue;
		expect((v[TPR] >= v[ARO]) == (twice_pts >= games), file, id,
		       "TPR against ARO does not follow the score");
		expect(v[PTP] >= (lo - 800) * 100L && v[PTP] <= (hi + 736) * 100L, file, id,
		       "PTP outside its opponents' range");
		expect(v[APRO] >= tlo && v[APRO] <= thi, file, id,
		       "APRO outside the opponents' TPRs");
		expect(v[APPO] >= plo && v[APPO] <= phi, file, id,
		       "APPO outside the opponents' PTPs");
	}
	stnd_table_free(&tab);
	stnd_spec_free(&s);
}

static void order_props(const char *file, const struct tmt *t, struct trf_doc *doc)
{
	struct stnd_spec s;
	struct stnd_table tab;

	if (compute(t, "PTS,BH/C1,BH,SB,DE,WIN,BPG", STND_V2026, &s, &tab) < 0) {
		expect(0, file, 0, "cannot compute");
		return;
	}
	for (int i = 0; i < t->n; i++) {
		int p = tab.order[i];
		if (i)
			expect(tab.value[(size_t)tab.order[i - 1] * tab.ntb] >=
			       tab.value[(size_t)p * tab.ntb], file, t->players[p].id,
			       "points rise down the standings");
		expect(tab.rank[i] <= i + 1 && i + 1 <= tab.last[i], file, t->players[p].id,
		       "place outside its tie");
		doc->players[t->players[p].trf_index].rank = i + 1;
	}
	FILE *null = fopen("/dev/null", "w");
	if (!null) {
		expect(0, file, 0, "/dev/null");
		return;
	}
	expect(stnd_check_ranks(null, t, &s, &tab, STND_TEXT, file) == 0, file, 0,
	       "ranks from the standings give findings");
	/* Swap the first two players of different places. */
	for (int i = 0; i + 1 < t->n; i++) {
		if (tab.rank[i] == tab.rank[i + 1])
			continue;
		struct trf_player *a = &doc->players[t->players[tab.order[i]].trf_index];
		struct trf_player *b = &doc->players[t->players[tab.order[i + 1]].trf_index];
		int keep = a->rank;
		a->rank = b->rank;
		b->rank = keep;
		expect(stnd_check_ranks(null, t, &s, &tab, STND_TEXT, file) == 2, file,
		       t->players[tab.order[i]].id, "a swap does not give two findings");
		break;
	}
	fclose(null);
	stnd_table_free(&tab);
	stnd_spec_free(&s);
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		struct trf_diag d = { 0 };
		struct trf_doc *doc = trf_read_file(argv[i], &d);
		struct tmt *t = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
		if (!t) {
			expect(0, argv[i], 0, d.msg);
			trf_free(doc);
			continue;
		}
		value_props(argv[i], t);
		performance_props(argv[i], t);
		order_props(argv[i], t, doc);
		tmt_free(t);
		trf_free(doc);
	}
	printf("standings props: %ld passed, %ld failed\n", passed, failed);
	return failed != 0;
}

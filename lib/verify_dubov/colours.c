/*
 * colours.c - who gets white on a board (5.2.1-5.2.5), rule by rule so
 * that a finding names the rule that decides.
 */
#include <stdlib.h>

#include "pairing/pairing.h"
#include "verify_dubov/internal.h"

/* 5.2.1: more points, then the better initial ranking. */
static int ranks_higher(const struct vdplayer *a, const struct vdplayer *b)
{
	if (a->score != b->score)
		return a->score > b->score;
	return a->idx < b->idx;
}

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/* The colour a should get against b, and the rule deciding it. */
static char colour_of(const struct vdround *v, const struct vdplayer *a,
		      const struct vdplayer *b, const char **rule)
{
	const struct tmt *t = v->t;
	int a_high = ranks_higher(a, b);
	const struct vdplayer *hi = a_high ? a : b;

	if (a->games == 0 && b->games == 0) {
		/* 5.2.1: the initial colour (lots; if not recorded, as the
		 * file's round 1 shows it, companion 2.7) by parity. */
		char init = t->initial_colour ? t->initial_colour : tmt_infer_initial_colour(t);
		if (!init)
			init = 'w';
		char c = tmt_colour_rank(t, hi->idx, v->r) % 2 == 1 ? init : other(init);
		*rule = "5.2.1";
		return a_high ? c : other(c);
	}
	char pa = a->pref.colour, pb = b->pref.colour;
	if (pa != pb) {
		*rule = "5.2.2";
		return pa ? pa : other(pb);
	}
	if (a->pref.strength != b->pref.strength) {
		*rule = "5.2.3";
		return a->pref.strength > b->pref.strength ? pa : other(pb);
	}
	/* 5.2.4: the latest step back, over the played games of each,
	 * where one had white and the other black. */
	char ha[512], hb[512];
	int na = tmt_colour_history(t, a->idx, v->r - 1, ha, sizeof(ha));
	int nb = tmt_colour_history(t, b->idx, v->r - 1, hb, sizeof(hb));
	na = na < (int)sizeof(ha) ? na : (int)sizeof(ha) - 1;
	nb = nb < (int)sizeof(hb) ? nb : (int)sizeof(hb) - 1;
	for (int i = na - 1, j = nb - 1; i >= 0 && j >= 0; i--, j--)
		if (ha[i] != hb[j] && (ha[i] == 'w' || ha[i] == 'b')) {
			*rule = "5.2.4";
			return other(ha[i]);
		}
	*rule = "5.2.5";
	char c = hi->pref.colour ? hi->pref.colour : 'b';
	return a_high ? c : other(c);
}

/* The colour the file gives the player in round r, 0 if none. */
static char file_colour(const struct tmt *t, int p, int r)
{
	const struct trf_player *tp = t->players[p].trf;

	if (!tp || r > tp->nblocks)
		return 0;
	char c = tp->blocks[r - 1].colour;
	return c == 'w' || c == 'W' ? 'w' : c == 'b' || c == 'B' ? 'b' : 0;
}

int vd_check_colours(struct vdround *v)
{
	struct pairing rec;

	if (pairing_from_round(&rec, v->t, v->r) < 0) {
		pairing_free(&rec);
		return -1;
	}
	for (int i = 0; i < rec.nboards; i++) {
		int w = rec.boards[i].white, b = rec.boards[i].black;
		if (w < 0 || b < 0 || w >= v->t->n || b >= v->t->n ||
		    v->of[w] < 0 || v->of[b] < 0 || file_colour(v->t, w, v->r) != 'w')
			continue;
		const struct vdplayer *pw = &v->p[v->of[w]], *pb = &v->p[v->of[b]];
		const char *rule;
		if (colour_of(v, pw, pb, &rule) != 'w') {
			/* Both preferences, so that the rule can be followed. */
			int ids[2] = { pw->id, pb->id };
			char prefs[160];
			check_prefs_text(pw->id, pw->pref, pb->id, pb->pref, prefs, sizeof(prefs));
			verify_finding_detail(v->f, ids, 2, NULL, NULL);
			vd_finding(v, NULL, rule, "%d-%d: %d should have white%s",
				   pw->id, pb->id, pb->id, prefs);
		}
	}
	pairing_free(&rec);
	return 0;
}

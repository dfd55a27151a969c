/*
 * verify_dutch_2012.c - see verify_dutch_2012.h.  Every quantity is
 * computed here from the text: A.7 preferences from the played colours
 * (F.2, F.3), B.1b from the rounds before, E.1-E.5 on each board.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "verify_dutch_2012/judge.h"
#include "verify_dutch_2012/walk.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

struct pl {
	char pref;		/* A.7 */
	int strength;		/* 0 none, 1 mild, 2 strong, 3 absolute */
	char hist[256];		/* played colours, closed up (F.3) */
	int n;
};

static void pref_of(const struct tmt *t, int p, int r, struct pl *x)
{
	int cd = tmt_colour_diff(t, p, r - 1);
	int len = tmt_colour_history(t, p, r - 1, x->hist, sizeof(x->hist));

	x->n = len < (int)sizeof(x->hist) ? len : (int)sizeof(x->hist) - 1;
	x->pref = 0;
	x->strength = 0;
	if (x->n == 0)
		return;		/* A.7.f */
	char last = x->hist[x->n - 1];
	if (cd > 1 || cd < -1 || (x->n >= 2 && x->hist[x->n - 2] == last)) {
		x->strength = 3;	/* A.7.a */
		x->pref = cd > 1 ? 'b' : cd < -1 ? 'w' : last == 'w' ? 'b' : 'w';
	} else if (cd == 1 || cd == -1) {
		x->strength = 2;	/* A.7.b */
		x->pref = cd > 0 ? 'b' : 'w';
	} else {
		x->strength = 1;	/* A.7.c */
		x->pref = last == 'w' ? 'b' : 'w';
	}
}

/* B.1b: a point or half point without playing before round r. */
static int had_unplayed_point(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r; k++)
		if (vw_unplayed_point(t, p, k))
			return 1;
	return 0;
}

static int top_scorer(const struct tmt *t, int p, int r, int total)
{
	return total > 0 && r == total && 2 * tmt_pairing_score(t, p, r) > (r - 1) * t->win_points;
}

struct ctx {
	FILE *f;
	int r, findings;
};

static void finding(struct ctx *c, const char *where, const char *rule, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verify_vfinding(c->f, c->r, "bracket", where, rule, fmt, ap);
	va_end(ap);
	c->findings++;
}

/* The higher ranked of a board's players by A.2: score, then pairing
 * number (*hi, *lo); the bracket's score label into where. */
static void board_players(const struct tmt *t, int r, const struct pairing_board *pb,
			  int *hi, int *lo, char *where, size_t size);

/* E.1-E.5: whether a (higher ranked) should have white; *rule names it. */
static int white_for_higher(const struct tmt *t, int a, int b, int r, const struct pl *x,
			    const struct pl *y, const char **rule)
{
	if (x->pref && y->pref && x->pref == y->pref) {
		if (x->strength != y->strength) {
			*rule = "E.2";
			return (x->strength > y->strength) == (x->pref == 'w');
		}
		*rule = "E.3";
		for (int i = x->n - 1, j = y->n - 1; i >= 0 && j >= 0; i--, j--)
			if (x->hist[i] != y->hist[j])
				return x->hist[i] == 'b';
		*rule = "E.4";
		return x->pref == 'w';
	}
	if (x->pref || y->pref) {
		*rule = "E.1";
		return x->pref ? x->pref == 'w' : y->pref == 'b';
	}
	*rule = "E.5";
	char init = t->initial_colour ? t->initial_colour : 'w';
	int odd = tmt_colour_rank(t, a, r) % 2 == 1;
	(void)b;
	return odd == (init == 'w');
}

static void score_text(char *buf, size_t n, int tenths)
{
	if (tenths % 10)
		snprintf(buf, n, "%d.%d", tenths / 10, tenths % 10);
	else
		snprintf(buf, n, "%d", tenths / 10);
}

static void board_players(const struct tmt *t, int r, const struct pairing_board *pb,
			  int *hi, int *lo, char *where, size_t size)
{
	int w = pb->white, b = pb->black;
	int sw = tmt_pairing_score(t, w, r), sb = tmt_pairing_score(t, b, r);

	*hi = w < b ? w : b;
	*lo = w < b ? b : w;
	if (sw != sb) {
		*hi = sw > sb ? w : b;
		*lo = sw > sb ? b : w;
	}
	score_text(where, size, tmt_pairing_score(t, *hi, r));
}

int verify_dutch2012_round(const struct tmt *t, int r, const struct verify_options *o,
			   FILE *f)
{
	struct pairing p;
	struct ctx c = { f, r, 0 };
	int total = o && o->total_rounds ? o->total_rounds : t->total_rounds;
	int explain = o && o->explain;

	if (r < 1 || r > t->rounds || pairing_from_round(&p, t, r) < 0)
		return -1;
	int *seen = calloc((size_t)t->n + 1, sizeof(int));
	if (!seen) {
		pairing_free(&p);
		return -1;
	}
	/* In the order the text decides: B.1 and B.2 on every pair (no
	 * pairing may break them), the PAB (B.1b, A.5), the brackets from
	 * the top (C.1-C.14), then the colours of the pairs made (E). */
	for (int i = 0; i < p.nboards; i++) {
		int w = p.boards[i].white, b = p.boards[i].black, hi, lo;
		char where[16];
		board_players(t, r, &p.boards[i], &hi, &lo, where, sizeof(where));
		int iw = t->players[w].id, ib = t->players[b].id;
		seen[w]++;
		seen[b]++;
		if (tmt_played_each_other(t, w, b, r - 1)) {
			verify_finding_ids(f, 2, iw, ib);
			finding(&c, where, "B.1a", "%d-%d: they have met before", iw, ib);
		/* B.1a: an XXP pair counts as met (the engine and the walk read
		 * it so, field.c), so the file may not pair it either. */
		} else if (tmt_forbidden(t, w, b, r)) {
			verify_finding_ids(f, 2, iw, ib);
			finding(&c, where, "B.1a", "%d-%d: a forbidden pair (XXP)", iw, ib);
		}
		struct pl x, y;
		pref_of(t, hi, r, &x);
		pref_of(t, lo, r, &y);
		if (x.strength == 3 && y.strength == 3 && x.pref == y.pref &&
		    !top_scorer(t, hi, r, total) && !top_scorer(t, lo, r, total)) {
			verify_finding_ids(f, 2, iw, ib);
			finding(&c, where, "B.2", "%d-%d: both have an absolute preference for %s",
				iw, ib, x.pref == 'w' ? "white" : "black");
		}
	}
	if (p.bye >= 0) {
		seen[p.bye]++;
		char where[16];
		score_text(where, sizeof(where), tmt_pairing_score(t, p.bye, r));
		if (had_unplayed_point(t, p.bye, r)) {
			verify_finding_ids(f, 1, t->players[p.bye].id);
			finding(&c, where, "B.1b", "the PAB goes to %d, who had a point or half point without playing",
				t->players[p.bye].id);
		}
	}
	int k = 0;
	for (int i = 0; i < t->n; i++) {
		int want = tmt_to_be_paired(t, i, r) != 0;
		k += want;
		if (seen[i] != want) {
			verify_finding_ids(f, 1, t->players[i].id);
			finding(&c, NULL, "A.5", "%d is paired %d times", t->players[i].id, seen[i]);
		}
	}
	if ((p.bye >= 0) != (k % 2)) {
		if (p.bye >= 0)
			verify_finding_ids(f, 1, t->players[p.bye].id);
		finding(&c, NULL, "A.5", "%s with %d players to pair",
			p.bye >= 0 ? "a PAB" : "no PAB", k);
	}
	/* C.1-C.14, bracket by bracket, when everyone is paired once */
	int once = 1, unjudged = 0;
	for (int i = 0; i < t->n; i++)
		once &= seen[i] == (tmt_to_be_paired(t, i, r) != 0);
	if (once) {
		for (int i = 0; i < t->n; i++)
			seen[i] = -1;
		for (int i = 0; i < p.nboards; i++) {
			seen[p.boards[i].white] = p.boards[i].black;
			seen[p.boards[i].black] = p.boards[i].white;
		}
		int nj = vw_judge_round(t, r, total, explain, seen, f, &unjudged);
		if (nj < 0) {
			free(seen);
			pairing_free(&p);
			return -1;
		}
		c.findings += nj;
	}
	for (int i = 0; i < p.nboards; i++) {
		int w = p.boards[i].white, b = p.boards[i].black, hi, lo;
		char where[16];
		board_players(t, r, &p.boards[i], &hi, &lo, where, sizeof(where));
		int iw = t->players[w].id, ib = t->players[b].id;
		struct pl x, y;
		pref_of(t, hi, r, &x);
		pref_of(t, lo, r, &y);
		const char *rule;
		int hw = white_for_higher(t, hi, lo, r, &x, &y, &rule);
		int want_w = hw ? hi : lo;
		if (want_w != w) {
			verify_finding_ids(f, 2, iw, ib);
			finding(&c, where, rule, "%d-%d: %d should have white", iw, ib,
				t->players[want_w].id);
		} else if (explain) {
			/* where is the higher player's score, not always the
			 * bracket the walk pairs them in: no pairs given */
			char text[64];
			snprintf(text, sizeof(text), "%d-%d by %s", iw, ib, rule);
			struct verify_value why = { "colours", text };
			struct verify_explain e = { "bracket", where, NULL, 0, NULL, 0, NULL, 0,
						    NULL, 0, &why, 1 };
			verify_explain(f, r, &e, "explain: %d-%d: colours by %s", iw, ib, rule);
		}
	}
	if (!c.findings && unjudged)
		fprintf(f, "round %d: not judged\n", r);	/* not "complies" */
	else
		verify_summary(f, r, c.findings);
	free(seen);
	pairing_free(&p);
	return c.findings;
}

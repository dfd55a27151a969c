/*
 * verify_dubov_1997.c - see verify_dubov_1997.h.  The limitations and
 * the colours are checked on each board as recorded; the bye and the
 * score groups against the verifier's own pairing of the round
 * (derive.c), group by group from the top, up to the first group where
 * they part.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "verify_dubov_1997/internal.h"

struct out {
	FILE *f;
	int r, n;
};

static void score_text(char *buf, size_t n, int tenths)
{
	if (tenths % 10)
		snprintf(buf, n, "%d.%d", tenths / 10, tenths % 10);
	else
		snprintf(buf, n, "%d", tenths / 10);
}

__attribute__((format(printf, 4, 5)))
static void say(struct out *o, int pts, const char *rule, const char *fmt, ...)
{
	va_list ap;
	char where[16];

	score_text(where, sizeof(where), pts);
	va_start(ap, fmt);
	verify_vfinding(o->f, o->r, "group", pts >= 0 ? where : NULL, rule, fmt, ap);
	va_end(ap);
	o->n++;
}

static int sn(const struct v97round *x, int pos)
{
	return x->t->players[x->pl[pos].id].id;
}

/* The limitation the board breaks, worded. */
static void limitations(const struct v97round *x, struct out *o, int w, int b)
{
	const char *rule = v97_broken(x, w, b);
	const struct v97 *pw = &x->pl[w], *pb = &x->pl[b];
	int pts = pw->pts > pb->pts ? pw->pts : pb->pts;

	if (!rule)
		return;
	verify_finding_ids(o->f, 2, sn(x, w), sn(x, b));
	if (!strcmp(rule, "2.1")) {
		say(o, pts, rule, "%d-%d: they have played each other%s", sn(x, w), sn(x, b),
		    tmt_played_each_other(x->t, pw->id, pb->id, x->r - 1) ? "" : " (or may not meet, XXP)");
	} else if (!strcmp(rule, "2.3")) {
		int dw = pw->whites + 1 - pw->blacks, db = pb->whites - pb->blacks - 1;
		int who = dw > 2 ? w : b;
		say(o, pts, rule, "%d-%d: %d's colour difference becomes %+d", sn(x, w), sn(x, b),
		    sn(x, who), who == w ? dw : db);
	} else if (!strcmp(rule, "2.4")) {
		int who = pw->c1 == 'w' && pw->c2 == 'w' ? w : b;
		say(o, pts, rule, "%d-%d: %d gets %s a third time in a row", sn(x, w), sn(x, b),
		    sn(x, who), who == w ? "White" : "Black");
	}
}

static const char *why_rule(enum v97_why w)
{
	switch (w) {
	case W_ROW: return "6.2";
	case W_FLOATER: return "8.2";
	case W_T71: return "7.1";
	case W_T72: return "7.2";
	default: return "6.3";
	}
}

/* The recorded pairing by position: partner position (-1 none or not
 * to be paired, -2 the bye) and whether White; made once, so that
 * asking a player's board is not a scan of the boards. */
struct recpos {
	int *partner;
	unsigned char *white;
};

static int recpos_make(struct recpos *rp, const struct v97round *x, const struct pairing *p,
		       const int *pos)
{
	rp->partner = malloc(sizeof(int) * ((size_t)x->k + 1));
	rp->white = calloc((size_t)x->k + 1, 1);
	if (!rp->partner || !rp->white)
		return -1;
	for (int a = 0; a < x->k; a++)
		rp->partner[a] = -3;
	/* the first board a player is on, as a scan would find it; the bye
	 * before any board */
	for (int i = 0; i < p->nboards; i++) {
		int w = pos[p->boards[i].white], b = pos[p->boards[i].black];
		if (w >= 0 && rp->partner[w] == -3) {
			rp->partner[w] = b;
			rp->white[w] = 1;
		}
		if (b >= 0 && rp->partner[b] == -3)
			rp->partner[b] = w;
	}
	if (p->bye >= 0 && pos[p->bye] >= 0)
		rp->partner[pos[p->bye]] = -2;
	for (int a = 0; a < x->k; a++)
		if (rp->partner[a] == -3)
			rp->partner[a] = -1;
	return 0;
}

static void recpos_free(struct recpos *rp)
{
	free(rp->partner);
	free(rp->white);
}

/* Round 1 by 5: the halves and the colours. */
static void round_one(const struct v97round *x, struct out *o, const struct pairing *p,
		      const struct recpos *rp)
{
	int h = x->k / 2;
	char lot = x->t->initial_colour ? x->t->initial_colour : 'w';

	if (x->k % 2 && p->bye != x->pl[x->k - 1].id) {
		verify_finding_ids(o->f, 1, sn(x, x->k - 1));
		say(o, -1, "5", "the PAB goes to the last player, %d", sn(x, x->k - 1));
	}
	for (int i = 0; i < h; i++) {
		int a_white = (i % 2 == 0) == (lot == 'w');
		int w = a_white ? i : i + h, b = a_white ? i + h : i;
		if (rp->partner[w] != b || !rp->white[w])
			verify_finding_ids(o->f, 2, x->t->players[x->pl[w].id].id,
					   x->t->players[x->pl[b].id].id);
		if (rp->partner[w] != b || !rp->white[w])
			say(o, -1, "5", "pair %d of the halves is %d-%d", i + 1,
			    x->t->players[x->pl[w].id].id, x->t->players[x->pl[b].id].id);
	}
}

/* A recorded partner as words: "7", "the PAB" (-2), "nobody" (-1). */
static void partner_text(const struct v97round *x, int ra, char *buf, size_t size)
{
	if (ra >= 0)
		snprintf(buf, size, "%d", sn(x, ra));
	else
		snprintf(buf, size, "%s", ra == -2 ? "the PAB" : "nobody");
}

static void compare_groups(const struct v97round *x, struct out *o, const struct pairing *p,
			   const int *pos, const struct recpos *rp, int explain)
{
	if (x->bye != -1 && rp->partner[x->bye] != -2) {
		int other = p->bye >= 0 && pos[p->bye] >= 0 ? sn(x, pos[p->bye]) : 0;
		if (other)
			verify_finding_ids(o->f, 2, sn(x, x->bye), other);
		else
			verify_finding_ids(o->f, 1, sn(x, x->bye));
		if (other)
			say(o, x->pl[x->bye].pts, "4", "the PAB goes to %d, the first by 4 whose "
			    "absence leaves the round pairable; the file gives it to %d",
			    sn(x, x->bye), other);
		else
			say(o, x->pl[x->bye].pts, "4", "the PAB goes to %d, the first by 4 whose "
			    "absence leaves the round pairable; the file gives none", sn(x, x->bye));
	}
	for (int pts = 1 << 30;;) {
		int next = -1;
		for (int i = 0; i < x->k; i++)
			if (x->pl[i].pts < pts && x->pl[i].pts > next)
				next = x->pl[i].pts;
		if (next < 0)
			return;
		pts = next;
		for (int a = 0; a < x->k; a++) {
			int b = x->partner[a];
			if (x->pl[a].pts != pts || b < 0)
				continue;
			if (x->pl[b].pts > pts || (x->pl[b].pts == pts && b < a))
				continue;	/* the pair belongs to b's group or was seen */
			int ra = rp->partner[a];
			const char *cw;
			int aw = v97_white(x, a, b, &cw);
			int pw = aw ? a : b, pb = aw ? b : a;	/* White first */
			if (explain) {
				char where[16], pair_text[64];
				score_text(where, sizeof(where), pts);
				int pair[2] = { sn(x, pw), sn(x, pb) };
				snprintf(pair_text, sizeof(pair_text), "%d-%d (colours by %s)",
					 pair[0], pair[1], cw);
				struct verify_value why = { why_rule(x->why[a]), pair_text };
				struct verify_explain e = { "group", where, pair, 2, NULL, 0, pair, 1,
							    NULL, 0, &why, 1 };
				verify_explain(o->f, o->r, &e, "explain: %s: %s", why.name, pair_text);
			}
			if (ra == b)
				continue;
			/* where the groups part: a floater or transfer differs
			 * (6.4, 7.x, 8.2), else the rows (6.2/6.3) */
			const char *rule = why_rule(x->why[a]);
			if (ra >= 0 && x->pl[ra].pts != pts && x->why[a] != W_T71 &&
			    x->why[a] != W_T72 && x->why[a] != W_FLOATER)
				rule = x->pl[ra].pts < pts ? "6.4" : "8.2";
			/* a transfer the file makes that 2.5 forbids */
			if (ra >= 0 && x->pl[ra].pts < pts && !v97_up_allowed(x, &x->pl[ra]))
				rule = "2.5";
			int rb = rp->partner[b];
			char with_a[32], with_b[32];
			partner_text(x, ra, with_a, sizeof(with_a));
			partner_text(x, rb, with_b, sizeof(with_b));
			int ids[4] = { sn(x, a), sn(x, b) }, n = 2;
			if (ra >= 0)
				ids[n++] = sn(x, ra);
			if (rb >= 0)
				ids[n++] = sn(x, rb);
			verify_finding_detail(o->f, ids, n, NULL, NULL);
			say(o, pts, rule, "the text pairs %d-%d where the file has %d with %s and "
			    "%d with %s", sn(x, pw), sn(x, pb), sn(x, a), with_a, sn(x, b), with_b);
			return;	/* the groups below follow from this one */
		}
	}
}

int verify_dubov1997_round(const struct tmt *t, int r, const struct verify_options *o,
			   FILE *f)
{
	struct v97round x;
	struct v97past past;
	struct pairing p;
	struct out out = { f, r, 0 };
	struct recpos rp = { NULL, NULL };
	int total = o && o->total_rounds ? o->total_rounds : t->total_rounds;
	int explain = o && o->explain, rc = 0;

	if (r < 1 || r > t->rounds || pairing_from_round(&p, t, r) < 0)
		return -1;
	if (total <= 0)
		total = t->rounds;	/* 2.5: at least the rounds played */
	int *pos = malloc(sizeof(int) * ((size_t)t->n + 1));
	int *seen = calloc((size_t)t->n + 1, sizeof(int));
	memset(&x, 0, sizeof(x));
	memset(&past, 0, sizeof(past));
	/* 2.5, 6.4: the earlier rounds derived again (history.c) */
	if (!pos || !seen || v97_read_past(t, r, total, &past) < 0 ||
	    v97_setup(&x, t, r, total, &past) < 0) {
		rc = -1;
		goto out;
	}
	if (past.unexplained)
		fprintf(f, "round %d: note: 2.5, 6.4: %d earlier game%s between different scores "
			"the 1997 procedure does not make (the first in round %d) count%s as a float "
			"of the higher player, not a transfer\n", r, past.unexplained,
			past.unexplained == 1 ? "" : "s", past.round_of_first,
			past.unexplained == 1 ? "s" : "");
	x.explain = explain ? f : NULL;
	for (int i = 0; i < t->n; i++)
		pos[i] = -1;
	for (int i = 0; i < x.k; i++)
		pos[x.pl[i].id] = i;
	/* In the order the text decides: the limitations of 2 on every
	 * board (no pairing may break them), the PAB (2.2, 4), the score
	 * groups from the top (5-8), then the colours of the pairs (3). */
	for (int i = 0; i < p.nboards; i++) {
		int w = p.boards[i].white, b = p.boards[i].black;
		seen[w]++;
		seen[b]++;
		if (pos[w] < 0 || pos[b] < 0)
			continue;	/* reported below */
		if (r == 1)
			continue;	/* 5 decides, below */
		limitations(&x, &out, pos[w], pos[b]);
	}
	if (p.bye >= 0) {
		seen[p.bye]++;
		if (pos[p.bye] >= 0 && r > 1 && x.pl[pos[p.bye]].free_point) {
			verify_finding_ids(f, 1, t->players[p.bye].id);
			say(&out, x.pl[pos[p.bye]].pts, "2.2", "the PAB goes to %d, who has had a "
			    "point without playing", t->players[p.bye].id);
		}
	}
	for (int i = 0; i < t->n; i++) {
		int want = pos[i] >= 0;
		if (seen[i] != want) {
			verify_finding_ids(f, 1, t->players[i].id);
			say(&out, -1, "6.4", "%d is paired %d times, to be paired %d", t->players[i].id,
			    seen[i], want);
		}
	}
	if ((p.bye >= 0) != (x.k % 2)) {
		if (p.bye >= 0)
			verify_finding_ids(f, 1, t->players[p.bye].id);
		say(&out, -1, "4", "%s with %d players to pair", p.bye >= 0 ? "a PAB" : "no PAB", x.k);
	}
	if (recpos_make(&rp, &x, &p, pos) < 0) {
		rc = -1;
		goto out;
	}
	if (r == 1) {
		round_one(&x, &out, &p, &rp);
	} else {
		int d = v97_derive(&x);
		if (d == -1) {
			rc = -1;
			goto out;
		}
		if (d == 1)
			say(&out, -1, "pairing", "no pairing of the round meets 2.1-2.4%s",
			    x.k % 2 ? " with a bye by 2.2" : "");
		else if (d == -2)
			fprintf(f, "round %d: note: the search bound was reached; the score groups "
				"are not re-derived\n", r);
		else if (d < 0)
			fprintf(f, "round %d: note: the derivation left players unpaired\n", r);
		else
			compare_groups(&x, &out, &p, pos, &rp, explain);
	}
	for (int i = 0; i < p.nboards && r > 1; i++) {
		int w = p.boards[i].white, b = p.boards[i].black;
		if (pos[w] < 0 || pos[b] < 0 || v97_broken(&x, pos[w], pos[b]))
			continue;
		const char *why;
		if (!v97_white(&x, pos[w], pos[b], &why)) {
			int pts = x.pl[pos[w]].pts > x.pl[pos[b]].pts ? x.pl[pos[w]].pts : x.pl[pos[b]].pts;
			verify_finding_ids(f, 2, t->players[w].id, t->players[b].id);
			say(&out, pts, "3", "%d-%d: %d should have White (%s)", t->players[w].id,
			    t->players[b].id, t->players[b].id, why);
		}
	}
	verify_summary(f, r, out.n);
	rc = out.n;
out:
	recpos_free(&rp);
	v97_teardown(&x);
	v97_past_free(&past);
	free(pos);
	free(seen);
	pairing_free(&p);
	return rc;
}

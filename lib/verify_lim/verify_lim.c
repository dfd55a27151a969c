/*
 * verify_lim.c - one recorded round against the Lim System: the PAB
 * (1.1, 7.1), then the score groups in the order of 2.2 (downward from
 * the top to just above the median, upward from the bottom to just
 * below it, the median last), each with its own players and the
 * floaters the recorded pairing sends into it; in each, compatibility
 * (2.1, 6) and colours (5) of the pairs made there (pairs.c), and the
 * procedure's decisions against the recorded ones (judge.c); the
 * blocked median group (2.6) here.
 */
#include <stdlib.h>
#include <string.h>

#include "pairing/pairing.h"
#include "verify_lim/state.h"
#include "check/check.h"

/* Pairs made in the group, the recorded partners within it, the
 * floaters it sends on (into out). */
static int run_group(struct lstate *s, struct gctx *c, const struct lcarry *cin,
		     struct lcarry *out, struct lresult *o, int judge_it)
{
	struct lround *v = &s->v;
	int rc = -1;

	c->nmem = 0;
	for (int i = 0; i < c->g.nres; i++)
		c->mem[c->nmem++] = c->g.res[i];
	for (int i = 0; i < cin->n; i++)
		c->mem[c->nmem++] = cin->pos[i];
	for (int i = 0; i < c->nmem; i++)
		s->member[c->mem[i]] = 1;
	for (int i = 0; i < c->nmem; i++) {
		int x = c->mem[i], y = v->mate[x];
		s->rec[x] = y >= 0 && s->member[y] ? y : -1;
	}
	/* Nothing reads the procedure's decisions when the round is not
	 * judged group by group (2.1 broken, or the recorded pairs are the
	 * procedure's own) and no explanation is asked for: o stays empty. */
	if (!s->o->explain && (s->incompatible || s->as_procedure)) {
		memset(o, 0, sizeof(*o));
	} else if (lresult_init(o, v->n) < 0 || lgroup_run(v, &c->g, o) < 0) {
		goto out;
	}
	rc = 0;
	if (judge_it && !s->incompatible && !s->as_procedure)
		rc = lv_judge(s, c, o);
	if (s->o->explain && judge_it)
		lv_explain(s, c, o);
	out->n = 0;
	for (int i = 0; i < c->nmem; i++) {
		int x = c->mem[i];
		if (v->mate[x] >= 0 && s->member[v->mate[x]])
			continue;
		int j = 0;
		while (j < cin->n && cin->pos[j] != x)
			j++;
		out->pos[out->n] = x;
		out->kind[out->n++] = j < cin->n ? cin->kind[j] : c->g.dir > 0 ? 'D' : 'U';
	}
out:
	return rc;
}

/* Check the recorded pairs made inside the group: compatibility (2.1)
 * before the group's decisions, colours (5) of the compatible pairs
 * after them (colours are allocated to the pairs made). */
static void check_pairs(struct lstate *s, struct gctx *c, const struct lcarry *cin, int upper,
			int colours)
{
	struct lround *v = &s->v;

	for (int i = 0; i < c->g.nres; i++)
		s->member[c->g.res[i]] = 1;
	for (int i = 0; i < cin->n; i++)
		s->member[cin->pos[i]] = 1;
	for (int pass = 0; pass < 2; pass++) {
		const int *list = pass ? cin->pos : c->g.res;
		int k = pass ? cin->n : c->g.nres;
		for (int i = 0; i < k; i++) {
			int x = list[i], y = v->mate[x];
			if (y < 0 || !s->member[y] || !s->white[x])
				continue;
			if (!colours)
				lv_check_compat(s, c->label, x, y);
			else if (lcompat(v, x, y))
				lv_check_colour(s, c->label, x, y,
						s->as_procedure ? s->upper[x] : upper);
		}
	}
}

static void clear_members(struct lstate *s, const struct gctx *c, const struct lcarry *cin)
{
	for (int i = 0; i < c->g.nres; i++)
		s->member[c->g.res[i]] = 0;
	for (int i = 0; i < cin->n; i++)
		s->member[cin->pos[i]] = 0;
}


/*
 * Append the pairs o made (in order) to the side's stack (2.6), those
 * whose players the recorded pairing also pairs in this group.  The
 * procedure is run on the recorded floaters, so where the record
 * differs o may pair a player the record floats on, who is then paired
 * again in a later group, or reaches the median group as a floater and
 * would be cracked into it a second time.  Each player is paired by the
 * record in one group only and the two sides share no player, so the
 * stacks never hold more than v.n positions.  (Where o and the record
 * agree, which is when 2.6 is judged, nothing is left out.)
 */
static void push_pairs(struct lstate *s, int side, const struct lresult *o)
{
	for (int i = 0; i + 1 < o->npairs; i += 2) {
		int x = o->pairs[i], y = o->pairs[i + 1];
		if (s->rec[x] < 0 || s->rec[y] < 0)
			continue;
		s->stack[side][s->nstack[side]++] = x;
		s->stack[side][s->nstack[side]++] = y;
	}
}

/* The median group, with 2.6 for a blocked one. */
static int median_group(struct lstate *s, struct gctx *c, struct lcarry *cin,
			struct lresult *o)
{
	struct lround *v = &s->v;
	int rc = -1, n = v->n;
	int *exp = malloc(sizeof(int) * ((size_t)n + 1));
	struct lcarry base = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	struct lcarry sink = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	int *in = malloc(sizeof(int) * ((size_t)n + 1));
	char *kind = malloc((size_t)n + 1);
	int nexp = 0;

	if (!exp || !base.pos || !base.kind || !sink.pos || !sink.kind || !in || !kind)
		goto out;
	if (s->incompatible || s->as_procedure) {
		/* Only described: nothing to judge (2.1 broken, or the
		 * pairs are the procedure's own). */
		lv_order_in(v, c->g.dir, cin, in, kind, &c->g.nin);
		c->g.in = in;
		c->g.kind = kind;
		rc = run_group(s, c, cin, &sink, o, 1);
		goto out;
	}
	/* The floaters without the recorded cracked pairs. */
	for (int i = 0; i < cin->n; i++) {
		int cracked = 0;
		for (int j = 0; j < s->ncracked && !cracked; j++)
			cracked = s->cracked[j] == cin->pos[i];
		if (!cracked) {
			base.pos[base.n] = cin->pos[i];
			base.kind[base.n++] = cin->kind[i];
		}
	}
	/* 2.6: crack pairs until the median group pairs completely. */
	int guard = 0;
	for (;;) {
		lresult_free(o);
		lv_order_in(v, c->g.dir, &base, in, kind, &c->g.nin);
		c->g.in = in;
		c->g.kind = kind;
		if (lresult_init(o, n) < 0 || lgroup_run(v, &c->g, o) < 0)
			goto out;
		if (!o->nfl || guard++ > n)
			break;
		int nd = 0, nu = 0;
		for (int i = 0; i < base.n; i++) {
			nd += base.kind[i] == 'D';
			nu += base.kind[i] == 'U';
		}
		int side = nd > nu ? 1 : 0;
		if (!s->nstack[side])
			side = !side;
		if (!s->nstack[side])
			break;
		for (int k = 0; k < 2; k++) {
			int x = s->stack[side][--s->nstack[side]];
			exp[nexp++] = x;
			base.pos[base.n] = x;
			base.kind[base.n++] = side ? 'U' : 'D';
		}
	}
	/* The cracks made must be the recorded ones. */
	int same = nexp == s->ncracked;
	for (int i = 0; i < nexp && same; i++) {
		int in2 = 0;
		for (int j = 0; j < s->ncracked && !in2; j++)
			in2 = s->cracked[j] == exp[i];
		same = in2;
	}
	if (!same) {
		char t1[512], t2[512];
		lv_ids_text(s, exp, nexp, t1, sizeof(t1));
		lv_ids_text(s, s->cracked, s->ncracked, t2, sizeof(t2));
		lv_about(s, exp, nexp, s->cracked, s->ncracked);
		lv_finding(s, c->label, "2.6 median", "the median group needs the pairs of %s cracked "
			"(2.6), the recorded pairing cracks those of %s", t1, t2);
		rc = 0;
		goto out;
	}
	if (o->nfl) {
		/* Still blocked with nothing left to crack. */
		rc = 0;
		if (s->o->explain) {
			struct verify_explain e = { "group", c->label, NULL, 0, NULL, 0, NULL, 0,
						    NULL, 0, NULL, 0 };
			verify_explain(s->f, v->r, &e, "median group blocked, no pair left to crack");
		}
		goto out;
	}
	/* Judge it with the floaters as recorded (cracks included). */
	lresult_free(o);
	lv_order_in(v, c->g.dir, cin, in, kind, &c->g.nin);
	c->g.in = in;
	c->g.kind = kind;
	rc = run_group(s, c, cin, &sink, o, 1);
out:
	free(exp);
	free(base.pos);
	free(base.kind);
	free(sink.pos);
	free(sink.kind);
	free(in);
	free(kind);
	return rc;
}

static int walk(struct lstate *s)
{
	struct lround *v = &s->v;
	struct lgroups gr;
	int n = v->n, rc = -1;
	struct lcarry a = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	struct lcarry b = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	struct lcarry down = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	struct lcarry live = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	struct lcarry thru = { malloc(sizeof(int) * ((size_t)n + 1)), malloc((size_t)n + 1), 0 };
	int *in = malloc(sizeof(int) * ((size_t)n + 1));
	char *kind = malloc((size_t)n + 1);
	struct gctx c;
	struct lresult o;
	char label[32];

	memset(&gr, 0, sizeof(gr));
	memset(&o, 0, sizeof(o));
	memset(&c, 0, sizeof(c));
	c.mem = malloc(sizeof(int) * ((size_t)n + 1));
	if (!a.pos || !a.kind || !b.pos || !b.kind || !down.pos || !down.kind || !live.pos ||
	    !live.kind || !thru.pos || !thru.kind || !in || !kind || !c.mem ||
	    lv_groups_build(s, &gr) < 0)
		goto out;
	/* The procedure's own pairing of the whole round first. */
	if (!s->incompatible) {
		int *pm = malloc(sizeof(int) * ((size_t)n + 1));
		if (!pm || lv_procedure(s, &gr, pm, s->upper) < 0) {
			free(pm);
			goto out;
		}
		s->as_procedure = 1;
		for (int i = 0; i < n; i++)
			if (i != v->bye && v->mate[i] >= 0 && pm[i] != v->mate[i])
				s->as_procedure = 0;
		free(pm);
		if (s->as_procedure && s->o->explain)
			verify_explain(s->f, v->r, NULL, "the recorded pairs are the procedure's own");
	}
	c.label = label;
	c.g.in = in;
	c.g.kind = kind;
	/* Upper groups downward (2.2), then lower groups upward. */
	for (int side = 0; side < 2; side++) {
		struct lcarry *cin = &a, *cout = &b;
		cin->n = 0;
		int first = side ? gr.ng - 1 : 0, step = side ? -1 : 1;
		for (int g = first; g != gr.median; g += step) {
			lv_points(gr.score[g], label);
			c.g.dir = side ? -1 : 1;
			c.g.median = 0;
			c.g.res = lv_residents(&gr, g, &c.g.nres);
			lv_set_next(&gr, g, &c);
			c.crack_side = side;
			/* Cracked pairs (2.6) pass through to the median group. */
			live.n = thru.n = 0;
			for (int i = 0; i < cin->n; i++) {
				struct lcarry *to = s->is_cracked[cin->pos[i]] ? &thru : &live;
				to->pos[to->n] = cin->pos[i];
				to->kind[to->n++] = cin->kind[i];
			}
			lv_order_in(v, c.g.dir, &live, in, kind, &c.g.nin);
			check_pairs(s, &c, &live, !side, 0);
			int r = run_group(s, &c, &live, cout, &o, 1);
			check_pairs(s, &c, &live, !side, 1);
			clear_members(s, &c, &live);
			if (r < 0)
				goto out;
			for (int i = 0; i < thru.n; i++) {
				cout->pos[cout->n] = thru.pos[i];
				cout->kind[cout->n++] = thru.kind[i];
			}
			push_pairs(s, side, &o);
			lresult_free(&o);
			struct lcarry *t = cin;
			cin = cout;
			cout = t;
		}
		/* Floaters into the median group. */
		for (int i = 0; i < cin->n; i++) {
			down.pos[down.n] = cin->pos[i];
			down.kind[down.n++] = cin->kind[i];
		}
	}
	lv_points(gr.score[gr.median], label);
	c.g.dir = 1;
	c.g.median = 1;
	c.g.res = lv_residents(&gr, gr.median, &c.g.nres);
	c.g.next = NULL;
	c.g.nnext = 0;
	c.g.next_dir = 1;
	c.crack_side = -1;
	check_pairs(s, &c, &down, 1, 0);
	for (int i = 0; i < c.g.nres; i++)
		s->member[c.g.res[i]] = 0;
	for (int i = 0; i < down.n; i++)
		s->member[down.pos[i]] = 0;
	int r = median_group(s, &c, &down, &o);
	check_pairs(s, &c, &down, 1, 1);
	clear_members(s, &c, &down);
	if (r < 0)
		goto out;
	rc = 0;
out:
	lresult_free(&o);
	lv_groups_free(&gr);
	free(a.pos);
	free(a.kind);
	free(b.pos);
	free(b.kind);
	free(down.pos);
	free(down.kind);
	free(live.pos);
	free(live.kind);
	free(thru.pos);
	free(thru.kind);
	free(in);
	free(kind);
	free(c.mem);
	return rc;
}

static int state_init(struct lstate *s, const struct tmt *t, int r, int last, int maxi)
{
	struct pairing rec;
	int rc = -1;

	pairing_init(&rec);
	if (lround_init(&s->v, t, r, last, maxi) < 0 || pairing_from_round(&rec, t, r) < 0)
		goto out;
	struct lround *v = &s->v;
	size_t n = (size_t)v->n + 1;
	s->member = calloc(n, 1);
	s->rec = malloc(sizeof(int) * n);
	s->stack[0] = malloc(sizeof(int) * n);
	s->stack[1] = malloc(sizeof(int) * n);
	s->cracked = malloc(sizeof(int) * n);
	s->white = calloc(n, 1);
	s->is_cracked = calloc(n, 1);
	s->upper = calloc(n, 1);
	if (!s->member || !s->rec || !s->stack[0] || !s->stack[1] || !s->cracked || !s->white ||
	    !s->is_cracked || !s->upper)
		goto out;
	for (int i = 0; i < rec.nboards; i++) {
		int w = v->of[rec.boards[i].white], b = v->of[rec.boards[i].black];
		if (w >= 0 && b >= 0) {
			v->mate[w] = b;
			v->mate[b] = w;
			s->white[w] = 1;
		}
	}
	v->bye = rec.bye >= 0 ? v->of[rec.bye] : -1;
	rc = 0;
out:
	pairing_free(&rec);
	return rc;
}

static void state_free(struct lstate *s)
{
	lround_free(&s->v);
	free(s->member);
	free(s->rec);
	free(s->stack[0]);
	free(s->stack[1]);
	free(s->cracked);
	free(s->white);
	free(s->is_cracked);
	free(s->upper);
}

/* Lim 6, last resort: if the last round has no complete pairing even
 * with the colour limits dropped between equal scores, drop them all. */
static int last_round_fallback(struct lstate *s)
{
	struct lround *v = &s->v;
	int *who = malloc(sizeof(int) * ((size_t)v->n + 1));
	int *wit = malloc(sizeof(int) * ((size_t)v->n + 1));
	int k = 0, rc = -1;

	if (!who || !wit)
		goto out;
	for (int i = 0; i < v->n; i++)
		if (i != v->bye)
			who[k++] = i;
	memcpy(wit, v->mate, sizeof(int) * (size_t)v->n);
	rc = 0;
	if (k % 2 == 0) {
		int ok = lperfect_wit(v, who, k, wit);
		if (ok < 0)
			rc = -1;
		else if (!ok)
			lround_relax(v);
	}
out:
	free(who);
	free(wit);
	return rc;
}

int verify_lim_round(const struct tmt *t, int r, const struct verify_options *o,
		     int maxi, FILE *f)
{
	struct lstate s;
	int total = o->total_rounds ? o->total_rounds : t->total_rounds;
	int rc = -1;

	if (r < 1 || r > t->rounds)
		return -1;
	if (maxi < 0)	/* companion 6: more players than 2^rounds */
		maxi = total > 0 && total < 30 && (long)t->n > (1L << total);
	memset(&s, 0, sizeof(s));
	s.o = o;
	s.f = f;
	if (state_init(&s, t, r, total > 0 && r == total, maxi) < 0)
		goto out;
	if (s.v.last && last_round_fallback(&s) < 0)
		goto out;
	for (int i = 0; i < s.v.n; i++)
		if (s.v.mate[i] >= 0 && !lcompat(&s.v, i, s.v.mate[i]))
			s.incompatible = 1;
	if (lv_check_bye(&s) < 0 || walk(&s) < 0)
		goto out;
	verify_summary(f, r, s.findings);
	rc = s.findings;
out:
	state_free(&s);
	return rc;
}

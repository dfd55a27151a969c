/*
 * judge.c - a score group's recorded decisions against the procedure's
 * (lgroup_run()): who floats (2.3, 3.2-3.4, 3.9, 3.10), whom the
 * incoming floaters meet (3.6-3.8), the exchange order (4.1-4.3) and the
 * colour scrutiny (5.2); pairs cracked for the median group (2.6) are
 * recognised here and judged there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_lim/state.h"

static const char *key_rule(int k, int dir)
{
	switch (k) {
	case LK_TYPE: return "3.9 floater type";
	case LK_AGAIN: return "3.10 floater again";
	case LK_COLOUR: return "3.2 floater colour";
	default: return dir > 0 ? "3.3 floater choice" : "3.4 floater choice";
	}
}

static const char *const type_name[4] = { "d", "c", "b", "a" };

/* The recorded floaters are not the procedure's. */
static int judge_floats(struct lstate *s, struct gctx *c, const struct lresult *o,
			const int *recf, int nrecf)
{
	struct lround *v = &s->v;
	int *a = malloc(sizeof(int) * ((size_t)c->nmem + 1));
	int *b = malloc(sizeof(int) * ((size_t)c->nmem + 1));
	int (*key)[LK_N] = malloc(sizeof(*key) * ((size_t)c->nmem + 1));
	int na = 0, nb = 0, rc = -1;
	char t1[512], t2[512];

	if (!a || !b || !key)
		goto out;
	for (int i = 0; i < nrecf; i++) {
		int in = 0;
		for (int j = 0; j < o->nfl && !in; j++)
			in = o->fl[j] == recf[i];
		if (!in)
			a[na++] = recf[i];
	}
	for (int j = 0; j < o->nfl; j++) {
		int in = 0;
		for (int i = 0; i < nrecf && !in; i++)
			in = o->fl[j] == recf[i];
		if (!in)
			b[nb++] = o->fl[j];
	}
	rc = 0;
	if (c->g.median) {
		lv_ids_text(s, a, na, t1, sizeof(t1));
		lv_about(s, a, na, NULL, 0);
		lv_finding(s, c->label, "2.6 median", "the median group pairs everyone, yet %s %s "
			"paired outside it", t1, na == 1 ? "is" : "are");
		goto out;
	}
	if (nrecf != o->nfl) {
		lv_ids_text(s, recf, nrecf, t1, sizeof(t1));
		lv_ids_text(s, o->fl, o->nfl, t2, sizeof(t2));
		lv_about(s, recf, nrecf, o->fl, o->nfl);
		lv_finding(s, c->label, "2.3 transfer", "%s float%s out, but the group can make %d "
			"pairs, so only %d float%s (%s)", t1, nrecf == 1 ? "s" : "", o->nu, o->nfl,
			o->nfl == 1 ? "s" : "", t2);
		goto out;
	}
	if (lfloater_keys(v, &c->g, c->mem, c->nmem, key) < 0) {
		rc = -1;
		goto out;
	}
	/* The procedure's first differing choice e against the recorded
	 * floater y it prefers most (the greedy's exchange property). */
	int e = b[0], y = -1, ke = -1, ky = -1;
	for (int i = 0; i < c->nmem; i++) {
		if (c->mem[i] == e)
			ke = i;
		for (int j = 0; j < na; j++)
			if (c->mem[i] == a[j]) {
				int better = ky < 0;
				for (int f = 0; !better && f < LK_N; f++) {
					if (key[i][f] != key[ky][f]) {
						better = key[i][f] < key[ky][f];
						break;
					}
				}
				if (better) {
					ky = i;
					y = a[j];
				}
			}
	}
	if (ke < 0 || ky < 0)
		goto out;
	int f = 0;
	while (f < LK_N - 1 && key[ke][f] == key[ky][f])
		f++;
	const char *rule = key_rule(f, c->g.dir);
	lv_about3(s, y, e, -1);	/* the recorded floater and the procedure's */
	if (key[ky][f] < key[ke][f] || key[ky][f] == key[ke][f]) {
		lv_finding(s, c->label, "2.3 transfer", "floating %d leaves fewer than %d pairs; %d "
			"floats instead", lv_id(s, y), o->nu, lv_id(s, e));
		goto out;
	}
	switch (f) {
	case LK_TYPE:
		lv_finding(s, c->label, rule, "%d (type %s) floats, but %d (type %s) should", lv_id(s, y),
			type_name[key[ky][f]], lv_id(s, e), type_name[key[ke][f]]);
		break;
	case LK_AGAIN:
		lv_finding(s, c->label, rule, "%d floated in round %d and should not float again; %d "
			"should", lv_id(s, y), v->r - 1, lv_id(s, e));
		break;
	case LK_COLOUR:
		lv_finding(s, c->label, rule, "%d floats, but %d, due %s like most of the group, "
			"should", lv_id(s, y), lv_id(s, e), v->p[e].due == 'w' ? "white" : "black");
		break;
	default:
		lv_finding(s, c->label, rule, "%d floats, but the %s numbered %d should", lv_id(s, y),
			c->g.dir > 0 ? "lower" : "higher", lv_id(s, e));
		break;
	}
out:
	free(a);
	free(b);
	free(key);
	return rc;
}

/* Compare the procedure's decisions with the recorded ones. */
int lv_judge(struct lstate *s, struct gctx *c, const struct lresult *o)
{
	int *recf = malloc(sizeof(int) * ((size_t)c->nmem + 1));
	int nrecf = 0, rc = -1;

	if (!recf)
		return -1;
	for (int i = 0; i < c->nmem; i++)
		if (s->rec[c->mem[i]] < 0)
			recf[nrecf++] = c->mem[i];
	/* 2.6: pairs the procedure made here, cracked for a blocked median
	 * (whether they are the right ones is judged there). */
	if (c->crack_side >= 0 && nrecf > o->nfl) {
		int ok = 1;
		for (int j = 0; j < o->nfl && ok; j++)
			ok = s->rec[o->fl[j]] < 0;
		for (int i = 0; i < nrecf && ok; i++) {
			int x = recf[i], in = 0;
			for (int j = 0; j < o->nfl && !in; j++)
				in = o->fl[j] == x;
			ok = in || (o->mate[x] >= 0 && s->rec[o->mate[x]] < 0);
		}
		if (ok) {
			int m = 0;
			for (int i = 0; i < nrecf; i++) {
				int x = recf[i], in = 0;
				for (int j = 0; j < o->nfl && !in; j++)
					in = o->fl[j] == x;
				if (in) {
					recf[m++] = x;
				} else {
					s->cracked[s->ncracked++] = x;
					s->is_cracked[x] = 1;
				}
			}
			for (int i = 0; i < s->ncracked; i++)
				if (s->member[s->cracked[i]])
					s->rec[s->cracked[i]] = o->mate[s->cracked[i]];
			nrecf = m;
		}
	}
	int same = nrecf == o->nfl;
	for (int i = 0; i < nrecf && same; i++) {
		int in = 0;
		for (int j = 0; j < o->nfl && !in; j++)
			in = o->fl[j] == recf[i];
		same = in;
	}
	if (!same) {
		rc = judge_floats(s, c, o, recf, nrecf);
		goto out;
	}
	rc = 0;
	/* 3.6-3.8: the floaters' opponents, in the order they are paired. */
	for (int i = 0; i < o->nfp; i += 2) {
		int f = o->pairs[i], x = o->pairs[i + 1];
		if (s->rec[f] == x)
			continue;
		lv_about3(s, f, x, s->rec[f]);
		lv_finding(s, c->label, "3.8 floater opponent", "floater %d should meet %d (%s: the "
			"%s compatible player due the other colour, else the %s compatible), not %d",
			lv_id(s, f), lv_id(s, x), c->g.dir > 0 ? "pairing downward" : "pairing upward",
			c->g.dir > 0 ? "highest numbered" : "lowest numbered",
			c->g.dir > 0 ? "highest numbered" : "lowest numbered", lv_id(s, s->rec[f]));
		goto out;
	}
	/* 4.1-4.3: the pairs before the colour scrutiny, in the order made. */
	for (int i = o->nfp; i < o->npairs; i += 2) {
		int a = o->pairs4[i], b4 = o->pairs4[i + 1], r = s->rec[a];
		if (r == b4 || r == o->mate[a])
			continue;
		lv_about3(s, a, b4, r);
		lv_finding(s, c->label, "4.1 exchange order", "%d should meet %d (the first opponent "
			"in the exchange order of 4.2/4.3 that leaves the rest of the group pairable), "
			"not %d", lv_id(s, a), lv_id(s, b4), lv_id(s, r));
		goto out;
	}
	/* 5.2: the exchanges of the colour scrutiny. */
	for (int i = o->nfp; i < o->npairs; i += 2) {
		int a = o->pairs4[i], b4 = o->pairs4[i + 1], bf = o->mate[a];
		if (s->rec[a] == bf)
			continue;
		lv_about3(s, a, b4, bf != b4 ? bf : s->rec[a]);
		if (bf != b4)
			lv_finding(s, c->label, "5.2 colour exchange", "%d and %d are due the same colour; "
				"the colour scrutiny pairs %d-%d instead", lv_id(s, a), lv_id(s, b4),
				lv_id(s, a), lv_id(s, bf));
		else
			lv_finding(s, c->label, "5.2 colour exchange", "%d-%d: no exchange for colours "
				"should be made (recorded %d-%d)", lv_id(s, a), lv_id(s, b4), lv_id(s, a),
				lv_id(s, s->rec[a]));
		goto out;
	}
out:
	free(recf);
	return rc;
}

/* The line of lv_explain() with its facts: the residents and the
 * floaters in, the pairs made (after 5.2), who floats out. */
static void explain_facts(struct lstate *s, const struct gctx *c, const struct lresult *o,
			  const char *how, const char *text)
{
	int n = c->g.nres + c->g.nin;
	int *ids = malloc(sizeof(int) * ((size_t)n + (size_t)o->npairs + (size_t)o->nfl + 1));
	char most[16];

	snprintf(most, sizeof(most), "%d", o->nu);
	struct verify_value val[2] = { { "pairing", how }, { "most pairs", most } };
	struct verify_explain e = { "group", c->label, NULL, 0, NULL, 0, NULL, 0, NULL, 0,
				    val, 2 };
	if (ids) {
		int *pp = ids + n, *fl = pp + o->npairs, np = 0;
		for (int i = 0; i < c->g.nres; i++)
			ids[i] = lv_id(s, c->g.res[i]);
		for (int i = 0; i < c->g.nin; i++)
			ids[c->g.nres + i] = lv_id(s, c->g.in[i]);
		for (int i = 0; i + 1 < o->npairs; i += 2) {
			int a = o->pairs[i], b = i < o->nfp ? o->pairs[i + 1] : o->mate[a];
			if (b < 0)
				continue;
			pp[2 * np] = lv_id(s, a);
			pp[2 * np++ + 1] = lv_id(s, b);
		}
		for (int i = 0; i < o->nfl; i++)
			fl[i] = lv_id(s, o->fl[i]);
		e = (struct verify_explain){ "group", c->label, ids, n, ids + c->g.nres, c->g.nin,
					     pp, np, fl, o->nfl, val, 2 };
	}
	verify_explain(s->f, s->v.r, &e, "%s", text ? text : "");
	free(ids);
}

/* A line describing the group's decisions (verify_options.explain). */
void lv_explain(struct lstate *s, const struct gctx *c, const struct lresult *o)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return;
	const char *how = c->g.median ? "median, paired downward" :
			  c->g.dir > 0 ? "paired downward" : "paired upward";
	fprintf(f, "%s, %d player%s", how, c->g.nres, c->g.nres == 1 ? "" : "s");
	for (int i = 0; i < c->g.nin; i++)
		fprintf(f, "%s%s %d", i ? ", " : "; floaters in: ", c->g.kind[i] == 'D' ? "DF" : "UF",
			lv_id(s, c->g.in[i]));
	fprintf(f, "; at most %d pairs", o->nu);
	for (int i = 0; i < o->nfl; i++)
		fprintf(f, "%s%d", i ? ", " : "; floating out: ", lv_id(s, o->fl[i]));
	for (int i = 0; i < o->nfp; i += 2)
		fprintf(f, "%s%d-%d", i ? " " : "; floaters paired: ", lv_id(s, o->pairs[i]),
			lv_id(s, o->pairs[i + 1]));
	/* 2.4: the proposed pairs of the residents left. */
	int k = (o->npairs - o->nfp) / 2;
	int *ord = malloc(sizeof(int) * (2 * (size_t)k + 1));
	if (ord) {
		for (int j = 0; j < 2 * k; j++)
			ord[j] = o->pairs4[o->nfp + j];
		for (int a = 1; a < 2 * k; a++)
			for (int b = a; b > 0 && ord[b] < ord[b - 1]; b--) {
				int t = ord[b];
				ord[b] = ord[b - 1];
				ord[b - 1] = t;
			}
		/* Upward the list runs from the lowest numbered. */
		for (int i = 0; i < k; i++) {
			int x = c->g.dir > 0 ? ord[i] : ord[2 * k - 1 - i];
			int y = c->g.dir > 0 ? ord[i + k] : ord[k - 1 - i];
			fprintf(f, "%s%d-%d", i ? " " : "; proposed: ", lv_id(s, x), lv_id(s, y));
		}
		free(ord);
	}
	for (int i = o->nfp; i < o->npairs; i += 2)
		fprintf(f, "%s%d-%d", i > o->nfp ? " " : "; exchanges give: ", lv_id(s, o->pairs4[i]),
			lv_id(s, o->pairs4[i + 1]));
	int swapped = 0;
	for (int i = o->nfp; i < o->npairs; i += 2)
		swapped |= o->mate[o->pairs4[i]] != o->pairs4[i + 1];
	if (swapped)
		for (int i = o->nfp; i < o->npairs; i += 2)
			fprintf(f, "%s%d-%d", i > o->nfp ? " " : "; after 5.2: ", lv_id(s, o->pairs[i]),
				lv_id(s, o->mate[o->pairs[i]]));
	fclose(f);
	explain_facts(s, c, o, how, buf);
	free(buf);
}

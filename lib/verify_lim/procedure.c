/*
 * procedure.c - the whole round as the procedure pairs it, for the PAB
 * recorded: the groups in the order of 2.2, each with the floaters the
 * procedure itself sends on, and the blocked median group cracked as
 * 2.6 says.  When this gives exactly the recorded pairs, the round's
 * decisions need no judging group by group: the group-by-group walk
 * attributes pairs to the group two players share, and pairs formed
 * after cracking (3-5 of one group meeting again in the median group)
 * would look like decisions of their old group.
 */
#include <stdlib.h>
#include <string.h>

#include "verify_lim/state.h"

struct proc {
	struct lcarry a, b, fin;
	int *in;
	char *kind;
	int *stack[2];
	int nstack[2];
};

static int carry_init(struct lcarry *c, int n)
{
	c->pos = malloc(sizeof(int) * ((size_t)n + 1));
	c->kind = malloc((size_t)n + 1);
	c->n = 0;
	return c->pos && c->kind ? 0 : -1;
}

static void carry_free(struct lcarry *c)
{
	free(c->pos);
	free(c->kind);
}

/* The floaters o sends on: incoming ones keep their kind. */
static void send_on(const struct lresult *o, const struct lcarry *cin, int dir,
		    struct lcarry *out)
{
	out->n = 0;
	for (int i = 0; i < o->nfl; i++) {
		int x = o->fl[i], j = 0;
		while (j < cin->n && cin->pos[j] != x)
			j++;
		out->pos[out->n] = x;
		out->kind[out->n++] = j < cin->n ? cin->kind[j] : dir > 0 ? 'D' : 'U';
	}
}

static void take_pairs(struct proc *p, int side, const struct lresult *o, int *mate,
		       unsigned char *upper)
{
	for (int i = 0; i + 1 < o->npairs; i += 2) {
		int x = o->pairs[i], y = o->pairs[i + 1];
		mate[x] = y;
		mate[y] = x;
		upper[x] = upper[y] = side != 1;	/* 5.4 */
		if (side >= 0) {
			p->stack[side][p->nstack[side]++] = x;
			p->stack[side][p->nstack[side]++] = y;
		}
	}
}

int lv_procedure(struct lstate *s, const struct lgroups *gr, int *mate, unsigned char *upper)
{
	struct lround *v = &s->v;
	int n = v->n, rc = -1;
	struct proc p;
	struct gctx c;
	struct lresult o;

	memset(&p, 0, sizeof(p));
	memset(&c, 0, sizeof(c));
	memset(&o, 0, sizeof(o));
	p.in = malloc(sizeof(int) * ((size_t)n + 1));
	p.kind = malloc((size_t)n + 1);
	p.stack[0] = malloc(sizeof(int) * ((size_t)n + 1));
	p.stack[1] = malloc(sizeof(int) * ((size_t)n + 1));
	if (carry_init(&p.a, n) < 0 || carry_init(&p.b, n) < 0 || carry_init(&p.fin, n) < 0 ||
	    !p.in || !p.kind || !p.stack[0] || !p.stack[1])
		goto out;
	for (int i = 0; i < n; i++)
		mate[i] = -1;
	c.g.in = p.in;
	c.g.kind = p.kind;
	for (int side = 0; side < 2; side++) {
		struct lcarry *cin = &p.a, *cout = &p.b;
		cin->n = 0;
		int first = side ? gr->ng - 1 : 0, step = side ? -1 : 1;
		for (int g = first; g != gr->median; g += step) {
			c.g.dir = side ? -1 : 1;
			c.g.median = 0;
			c.g.res = lv_residents(gr, g, &c.g.nres);
			lv_set_next(gr, g, &c);
			lv_order_in(v, c.g.dir, cin, p.in, p.kind, &c.g.nin);
			if (lresult_init(&o, n) < 0 || lgroup_run(v, &c.g, &o) < 0)
				goto out;
			take_pairs(&p, side, &o, mate, upper);
			send_on(&o, cin, c.g.dir, cout);
			lresult_free(&o);
			struct lcarry *t = cin;
			cin = cout;
			cout = t;
		}
		for (int i = 0; i < cin->n; i++) {
			p.fin.pos[p.fin.n] = cin->pos[i];
			p.fin.kind[p.fin.n++] = cin->kind[i];
		}
	}
	/* The median group; 2.6 while it cannot be paired. */
	c.g.dir = 1;
	c.g.median = 1;
	c.g.res = lv_residents(gr, gr->median, &c.g.nres);
	c.g.next = NULL;
	c.g.nnext = 0;
	for (int guard = 0; guard <= n; guard++) {
		lv_order_in(v, 1, &p.fin, p.in, p.kind, &c.g.nin);
		if (lresult_init(&o, n) < 0 || lgroup_run(v, &c.g, &o) < 0)
			goto out;
		if (!o.nfl)
			break;
		int nd = 0, nu = 0;
		for (int i = 0; i < p.fin.n; i++) {
			nd += p.fin.kind[i] == 'D';
			nu += p.fin.kind[i] == 'U';
		}
		int side = nd > nu ? 1 : 0;
		if (!p.nstack[side])
			side = !side;
		if (!p.nstack[side])
			break;
		for (int k = 0; k < 2; k++) {
			int x = p.stack[side][--p.nstack[side]];
			mate[x] = -1;
			p.fin.pos[p.fin.n] = x;
			p.fin.kind[p.fin.n++] = side ? 'U' : 'D';
		}
		lresult_free(&o);
	}
	take_pairs(&p, -1, &o, mate, upper);
	rc = 0;
out:
	lresult_free(&o);
	carry_free(&p.a);
	carry_free(&p.b);
	carry_free(&p.fin);
	free(p.in);
	free(p.kind);
	free(p.stack[0]);
	free(p.stack[1]);
	return rc;
}

/* findings.c - the lines every verifier prints; see check.h.  While
 * the driver captures a stream (capture.h), each finding written to it
 * is also kept with its parts. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "check/capture.h"
#include "check/check.h"

/* One capture at a time per thread: the driver runs one verifier at a time. */
static _Thread_local struct capture *active;

void capture_begin(struct capture *c)
{
	active = c;
}

void capture_end(struct capture *c)
{
	if (active == c)
		active = NULL;
}

static void captured_free(struct captured *x)
{
	free(x->rule);
	free(x->kind);
	free(x->where);
	free(x->text);
	free(x->submitted);
	free(x->best);
	free(x->players);
	memset(x, 0, sizeof(*x));
}

void capture_free(struct capture *c)
{
	for (int i = 0; i < c->n; i++)
		captured_free(&c->v[i]);
	free(c->v);
	captured_free(&c->pending);
	capture_explain_free(c);
	free(c->unjudged_text);
	c->unjudged_text = NULL;
	c->unjudged = 0;
	c->v = NULL;
	c->n = c->cap = 0;
	c->has_pending = 0;
}

static char *dup_or_null(const char *s, int *oom)
{
	char *p = s ? strdup(s) : NULL;

	if (s && !p)
		*oom = 1;
	return p;
}

void verify_finding_detail(FILE *f, const int *ids, int n, const char *submitted,
			   const char *best)
{
	struct capture *c = active;

	if (!c || c->f != f)
		return;
	captured_free(&c->pending);
	if (n > 0 && !(c->pending.players = malloc(sizeof(int) * (size_t)n)))
		c->oom = 1;
	for (int i = 0; i < n && c->pending.players; i++)
		c->pending.players[c->pending.nplayers++] = ids[i];
	c->pending.submitted = dup_or_null(submitted, &c->oom);
	c->pending.best = dup_or_null(best, &c->oom);
	c->has_pending = 1;
}

void verify_finding_ids(FILE *f, int n, ...)
{
	int ids[8];
	va_list ap;

	if (n > 8)
		n = 8;
	va_start(ap, n);
	for (int i = 0; i < n; i++)
		ids[i] = va_arg(ap, int);
	va_end(ap);
	verify_finding_detail(f, ids, n, NULL, NULL);
}

/* " [17 Smith, John; 42 Doe, Jane]" for --names. */
static void names_text(FILE *f, const struct capture *c, const struct captured *x)
{
	if (!x->nplayers)
		return;
	fputs(" [", f);
	for (int i = 0; i < x->nplayers; i++) {
		int k = x->players[i] >= 0 && x->players[i] <= c->t->max_id ?
			c->t->by_id[x->players[i]] : -1;
		const char *name = k >= 0 && c->t->players[k].trf ? c->t->players[k].trf->name : "";
		fprintf(f, "%s%d%s%s", i ? "; " : "", x->players[i], *name ? " " : "", name);
	}
	fputc(']', f);
}

static struct captured *keep(struct capture *c, const char *kind, const char *where, const char *rule,
		 const char *text)
{
	if (c->n == c->cap) {
		int cap = c->cap ? 2 * c->cap : 8;
		struct captured *v = realloc(c->v, sizeof(*v) * (size_t)cap);
		if (!v) {
			c->oom = 1;
			return NULL;
		}
		c->v = v;
		c->cap = cap;
	}
	struct captured *x = &c->v[c->n++];
	if (c->has_pending) {
		*x = c->pending;
		memset(&c->pending, 0, sizeof(c->pending));
		c->has_pending = 0;
	} else {
		memset(x, 0, sizeof(*x));
	}
	x->rule = dup_or_null(rule, &c->oom);
	x->kind = dup_or_null(where ? kind : NULL, &c->oom);
	x->where = dup_or_null(where, &c->oom);
	x->text = dup_or_null(text, &c->oom);
	return x;
}

void verify_vfinding(FILE *f, int r, const char *kind, const char *where,
		     const char *rule, const char *fmt, va_list ap)
{
	struct capture *c = active && active->f == f ? active : NULL;
	char small[512], *text = small;
	va_list aq;

	va_copy(aq, ap);
	int len = vsnprintf(small, sizeof(small), fmt, aq);
	va_end(aq);
	if (len >= (int)sizeof(small) && (text = malloc((size_t)len + 1)))
		vsnprintf(text, (size_t)len + 1, fmt, ap);
	if (!text) {
		text = small;	/* truncated rather than lost */
		if (c)
			c->oom = 1;
	}
	fprintf(f, "round %d: ", r);
	if (where)
		fprintf(f, "%s %s: ", kind, where);
	fprintf(f, "%s: %s", rule, text);
	if (c) {
		struct captured *x = keep(c, kind, where, rule, text);
		if (x && c->names)
			names_text(f, c, x);
	}
	fputc('\n', f);
	if (text != small)
		free(text);
}

void verify_not_judged(FILE *f, int r, const char *fmt, ...)
{
	struct capture *c = active && active->f == f ? active : NULL;
	char text[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	fprintf(f, "round %d: not judged: %s\n", r, text);
	if (!c)
		return;
	size_t old = c->unjudged_text ? strlen(c->unjudged_text) : 0;
	char *s = realloc(c->unjudged_text, old + strlen(text) + 3);
	if (!s) {
		c->oom = 1;
		return;
	}
	snprintf(s + old, strlen(text) + 3, "%s%s", old ? "; " : "", text);
	c->unjudged_text = s;
	c->unjudged++;
}

void verify_explain(FILE *f, int r, const struct verify_explain *e, const char *fmt, ...)
{
	struct capture *c = active && active->f == f ? active : NULL;
	char small[1024], *text = small;
	va_list ap, aq;

	va_start(ap, fmt);
	va_copy(aq, ap);
	int len = vsnprintf(small, sizeof(small), fmt, aq);
	va_end(aq);
	if (len >= (int)sizeof(small) && (text = malloc((size_t)len + 1)))
		vsnprintf(text, (size_t)len + 1, fmt, ap);
	va_end(ap);
	if (!text) {
		text = small;	/* truncated rather than lost */
		if (c)
			c->oom = 1;
	}
	fprintf(f, "round %d: ", r);
	if (e && e->where)
		fprintf(f, "%s %s: ", e->kind, e->where);
	fprintf(f, "%s\n", text);
	if (c)
		capture_explain(c, e, text);
	if (text != small)
		free(text);
}

void verify_summary(FILE *f, int r, int findings)
{
	if (findings)
		fprintf(f, "round %d: %d finding%s\n", r, findings, findings == 1 ? "" : "s");
	else
		fprintf(f, "round %d: complies\n", r);
}

void check_met_text(const struct tmt *t, int a, int b, int r, char *buf, size_t size)
{
	int met[8], n = 0, more = 0;
	size_t k;

	for (int q = 1; q < r; q++) {
		const struct tmt_round *x = tmt_at(t, a, q);
		if (x && x->kind == TMT_PLAYED && x->opponent == b) {
			if (n < 8)
				met[n++] = q;
			else
				more = 1;
		}
	}
	buf[0] = 0;
	if (!n || size < 2)
		return;
	k = (size_t)snprintf(buf, size, ", in round%s", n > 1 ? "s" : "");
	for (int i = 0; i < n && k < size; i++)
		k += (size_t)snprintf(buf + k, size - k, "%s %d", !i ? "" :
				      i == n - 1 && !more ? " and" : ",", met[i]);
	if (more && k < size)
		snprintf(buf + k, size - k, " and later");
}

static const char *strength_name(enum tmt_strength s)
{
	return s == TMT_PREF_ABSOLUTE ? "absolute" : s == TMT_PREF_STRONG ? "strong" :
	       s == TMT_PREF_MILD ? "mild" : "none";
}

static void pref_text(int id, struct tmt_pref p, char *buf, size_t size)
{
	if (!p.colour)
		snprintf(buf, size, "%d none", id);
	else
		snprintf(buf, size, "%d %s (%s)", id, p.colour == 'w' ? "white" : "black",
			 strength_name(p.strength));
}

void check_prefs_text(int ida, struct tmt_pref pa, int idb, struct tmt_pref pb,
		      char *buf, size_t size)
{
	char x[64], y[64];

	pref_text(ida, pa, x, sizeof(x));
	pref_text(idb, pb, y, sizeof(y));
	snprintf(buf, size, "; preferences: %s, %s", x, y);
}

/*
 * explain.c - the facts of --explain kept beside its lines: one record
 * per bracket or score group, however many lines the verifier writes of
 * it, for -c --format=json (trfpair(1), CHECK OUTPUT, JSON report).
 */
#include <stdlib.h>
#include <string.h>

#include "check/capture.h"
#include "format/json.h"

static int same(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static char *dup(struct capture *c, const char *s)
{
	char *p = s ? strdup(s) : NULL;

	if (s && !p)
		c->oom = 1;
	return p;
}

/* Append to *v (*n used) the ids[0..k-1] it lacks; pairs (k even, two
 * at a time) count as the same in either order. */
static void add_ids(struct capture *c, int **v, int *n, const int *ids, int k, int pairs)
{
	int step = pairs ? 2 : 1;

	if (k <= 0 || !ids)
		return;
	int *w = realloc(*v, sizeof(int) * ((size_t)*n + (size_t)k));
	if (!w) {
		c->oom = 1;
		return;
	}
	*v = w;
	for (int i = 0; i + step <= k; i += step) {
		int seen = 0;
		for (int j = 0; j + step <= *n && !seen; j += step)
			seen = pairs ? (w[j] == ids[i] && w[j + 1] == ids[i + 1]) ||
				       (w[j] == ids[i + 1] && w[j + 1] == ids[i]) :
				       w[j] == ids[i];
		if (seen)
			continue;
		w[(*n)++] = ids[i];
		if (pairs)
			w[(*n)++] = ids[i + 1];
	}
}

static void add_str(struct capture *c, char ***v, int n, const char *s)
{
	char **w = realloc(*v, sizeof(char *) * ((size_t)n + 1));

	if (!w) {
		c->oom = 1;
		return;
	}
	*v = w;
	w[n] = dup(c, s);
}

/* The record of e's bracket: the one already kept, else a new one. */
static struct explained *record(struct capture *c, const struct verify_explain *e)
{
	const char *kind = e && e->where ? e->kind : NULL, *where = e ? e->where : NULL;

	for (int i = 0; i < c->nx; i++)
		if (same(c->x[i].kind, kind) && same(c->x[i].where, where))
			return &c->x[i];
	struct explained *x = realloc(c->x, sizeof(*x) * ((size_t)c->nx + 1));
	if (!x) {
		c->oom = 1;
		return NULL;
	}
	c->x = x;
	x = &c->x[c->nx++];
	memset(x, 0, sizeof(*x));
	x->kind = dup(c, kind);
	x->where = dup(c, where);
	return x;
}

void capture_explain(struct capture *c, const struct verify_explain *e, const char *text)
{
	struct explained *x = record(c, e);

	if (!x)
		return;
	if (e) {
		add_ids(c, &x->players, &x->nplayers, e->players, e->nplayers, 0);
		add_ids(c, &x->incoming, &x->nincoming, e->incoming, e->nincoming, 0);
		add_ids(c, &x->pairs, &x->npairs, e->pairs, 2 * e->npairs, 1);
		add_ids(c, &x->floaters, &x->nfloaters, e->floaters, e->nfloaters, 0);
		for (int i = 0; i < e->nvalues; i++) {
			add_str(c, &x->names, x->nvalues, e->values[i].name);
			add_str(c, &x->values, x->nvalues, e->values[i].value);
			if (!c->oom)
				x->nvalues++;
		}
	}
	add_str(c, &x->lines, x->nlines, text);
	if (!c->oom)
		x->nlines++;
}

void capture_explain_free(struct capture *c)
{
	for (int i = 0; i < c->nx; i++) {
		struct explained *x = &c->x[i];
		for (int k = 0; k < x->nvalues; k++) {
			free(x->names[k]);
			free(x->values[k]);
		}
		for (int k = 0; k < x->nlines; k++)
			free(x->lines[k]);
		free(x->kind);
		free(x->where);
		free(x->players);
		free(x->incoming);
		free(x->pairs);
		free(x->floaters);
		free(x->names);
		free(x->values);
		free(x->lines);
	}
	free(c->x);
	c->x = NULL;
	c->nx = 0;
}

static void ids_json(struct json *j, const char *key, const int *v, int n)
{
	json_key(j, key);
	json_open(j, '[');
	for (int i = 0; i < n; i++)
		json_int(j, v[i]);
	json_close(j);
}

void explain_json(struct json *j, const struct capture *c, int with_findings)
{
	json_open(j, '[');
	for (int i = 0; i < c->nx; i++) {
		const struct explained *x = &c->x[i];
		json_open(j, '{');
		json_key_str(j, "kind", x->kind);
		json_key_str(j, "bracket", x->where);
		ids_json(j, "players", x->players, x->nplayers);
		ids_json(j, "incoming", x->incoming, x->nincoming);
		json_key(j, "pairs");
		json_open(j, '[');
		for (int k = 0; k + 1 < x->npairs; k += 2) {
			json_open(j, '[');
			json_int(j, x->pairs[k]);
			json_int(j, x->pairs[k + 1]);
			json_close(j);
		}
		json_close(j);
		ids_json(j, "floaters", x->floaters, x->nfloaters);
		json_key(j, "values");
		json_open(j, '[');
		for (int k = 0; k < x->nvalues; k++) {
			json_open(j, '{');
			json_key_str(j, "name", x->names[k]);
			json_key_str(j, "value", x->values[k]);
			json_close(j);
		}
		json_close(j);
		json_key(j, "lines");
		json_open(j, '[');
		for (int k = 0; k < x->nlines; k++)
			json_str(j, x->lines[k]);
		json_close(j);
		/* The findings beside the bracket they are about. */
		json_key(j, "findings");
		json_open(j, '[');
		for (int k = 0; with_findings && k < c->n; k++)
			if (same(c->v[k].where, x->where) &&
			    (!x->where || same(c->v[k].kind, x->kind)))
				json_int(j, k);
		if (with_findings && !x->where)
			json_int(j, c->n);	/* the pairing finding, after the verifier's */
		json_close(j);
		json_close(j);
	}
	json_close(j);
}

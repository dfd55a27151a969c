/*
 * snapshot.c - the optimal duals of a solve, kept apart from the
 * match_warm that goes on to the next solve (match_snapshot_take()):
 * which pairs were tight in that solve can then be asked pair by pair,
 * later, without a bitmap of all pairs.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "match/duals.h"
#include "match/match.h"

struct match_snapshot {
	struct match_duals d;
};

static void *dup(const void *p, size_t size)
{
	void *q = malloc(size ? size : 1);

	if (q && size)
		memcpy(q, p, size);
	return q;
}

void match_snapshot_free(struct match_snapshot *s)
{
	if (!s)
		return;
	free(s->d.y);
	free(s->d.top);
	free(s->d.cz);
	free(s->d.lca.tour);
	free(s->d.lca.depth);
	free(s->d.lca.first);
	free(s->d.lca.table);
	free(s);
}

struct match_snapshot *match_snapshot_take(const struct match_warm *ws)
{
	const struct match_duals *d = match_warm_duals(ws);
	struct match_snapshot *s;

	if (!d) {
		errno = EINVAL;
		return NULL;
	}
	if (!(s = calloc(1, sizeof(*s))))
		return NULL;
	size_t n = (size_t)d->n, W = (size_t)d->W, len = (size_t)d->lca.len;
	s->d.n = d->n;
	s->d.W = d->W;
	s->d.lca.len = d->lca.len;
	s->d.lca.levels = d->lca.levels;
	s->d.y = dup(d->y, n * W * sizeof(uint64_t));
	s->d.top = dup(d->top, n * sizeof(int));
	s->d.cz = dup(d->cz, 2 * n * W * sizeof(uint64_t));
	s->d.lca.tour = dup(d->lca.tour, len * sizeof(int));
	s->d.lca.depth = dup(d->lca.depth, len * sizeof(int));
	s->d.lca.first = dup(d->lca.first, 2 * n * sizeof(int));
	s->d.lca.table = dup(d->lca.table, (size_t)d->lca.levels * (len + 1) * sizeof(int));
	if (!s->d.y || !s->d.top || !s->d.cz || !s->d.lca.tour || !s->d.lca.depth ||
	    !s->d.lca.first || !s->d.lca.table) {
		match_snapshot_free(s);
		return NULL;
	}
	return s;
}

int match_snapshot_words(const struct match_snapshot *s)
{
	return s->d.W - 1;
}

int match_snapshot_slack(const struct match_snapshot *s, int u, int v, const uint64_t *weight)
{
	uint64_t rc[MATCH_MAX_WORDS + 1];

	match_duals_reduced(&s->d, u, v, weight, rc);
	return wide_is_neg(rc, s->d.W) ? -1 : !wide_is_zero(rc, s->d.W);
}

/*
 * generate.c - the round loop of the generator: announce the round's
 * absences (retired players, requested half-point byes), pair it with
 * the engine from the document as it stands, draw the results, record
 * them; repeat.  Each round is paired from exactly what the finished
 * file will show, so a checker re-pairing the file meets the same data.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rtg/internal.h"
#include "tournament/tournament.h"

struct plan {
	int *retire;		/* round from which the player is absent, 0 never */
	int *hpb;		/* round of a requested half-point bye, 0 none */
};

/* Per player, always four draws, so that rates do not shift the stream. */
static int make_plan(struct plan *pl, const struct rtg_config *c, size_t n,
		     struct rtg_rng *g)
{
	int rounds = c->value[RTG_ROUNDS];
	int rr = c->value[RTG_RETIRED], hr = c->value[RTG_HPB];

	pl->retire = calloc(n ? n : 1, sizeof(int));
	pl->hpb = calloc(n ? n : 1, sizeof(int));
	if (!pl->retire || !pl->hpb)
		return -1;
	for (size_t p = 0; p < n; p++) {
		double u1 = rtg_rng_unit(g), u2 = rtg_rng_unit(g);
		int r1 = rounds >= 2 ? rtg_rng_range(g, 2, rounds) : 0;
		int r2 = rounds >= 2 ? rtg_rng_range(g, 1, rounds - 1) : 0;
		if (rr && u1 * rr < 1.0)
			pl->retire[p] = r1;
		/* Never in the last round (engine-cli.md §5.1). */
		if (hr && u2 * hr < 1.0)
			pl->hpb[p] = r2;
	}
	return 0;
}

/*
 * The round's Z and H blocks.  A retirement or bye that would leave
 * fewer than two players to pair is dropped, so every round has a game.
 */
static int absences(struct trf_doc *doc, struct plan *pl, int r)
{
	int n = (int)doc->nplayers, left = 0;

	for (int p = 0; p < n; p++)	/* still in before this round's news */
		left += !pl->retire[p] || pl->retire[p] >= r;
	for (int p = 0; p < n; p++) {
		if (pl->retire[p] == r && left <= 2)
			pl->retire[p] = 0;
		else if (pl->retire[p] == r)
			left--;
	}
	for (int p = 0; p < n; p++) {
		int out = pl->retire[p] && pl->retire[p] <= r;
		if (!out && pl->hpb[p] == r && left > 2) {
			if (trf_set_block(doc, (size_t)p, r, 0, '-', 'H') < 0)
				return -1;
			left--;
		} else if (out && trf_set_block(doc, (size_t)p, r, 0, '-', 'Z') < 0) {
			return -1;
		}
	}
	return 0;
}

static int rating(const struct trf_doc *doc, const struct rtg_config *c, int p)
{
	int rt = doc->players[p].rating;
	/* Unrated players of a model play as the lowest rating. */
	return rt ? rt : c->value[RTG_LOW];
}

static int record(struct trf_doc *doc, const struct tmt *t, const struct pairing *pr,
		  int r, const struct rtg_config *c, struct rtg_rng *g)
{
	int fr = c->value[RTG_FORFEIT];
	/* Each player misses a game with probability q, independently:
	 * 1 - (1 - q)^2 = 1/ForfeitRate of the games are forfeited. */
	double q = fr ? 1.0 - sqrt(1.0 - 1.0 / fr) : 0.0;
	double share = c->value[RTG_DRAW] / 1000.0;

	for (int i = 0; i < pr->nboards; i++) {
		int w = t->players[pr->boards[i].white].trf_index;
		int b = t->players[pr->boards[i].black].trf_index;
		int wid = doc->players[w].id, bid = doc->players[b].id;
		int wgone = rtg_rng_unit(g) < q, bgone = rtg_rng_unit(g) < q;
		char res = rtg_game_result(g, rating(doc, c, w), rating(doc, c, b), share);
		char wr, br;
		if (wgone || bgone) {
			wr = wgone ? '-' : '+';
			br = bgone ? '-' : '+';
		} else {
			wr = res;
			br = res == '1' ? '0' : res == '0' ? '1' : '=';
		}
		if (trf_set_block(doc, (size_t)w, r, bid, 'w', wr) < 0 ||
		    trf_set_block(doc, (size_t)b, r, wid, 'b', br) < 0)
			return -1;
	}
	if (pr->bye >= 0 &&
	    trf_set_block(doc, (size_t)t->players[pr->bye].trf_index, r, 0, '-', 'U') < 0)
		return -1;
	return 0;
}

/* Pair and record round r.  Returns an enum trf_status. */
static int play_round(const struct rtg_request *req, struct trf_doc *doc,
		      const struct rtg_config *c, struct rtg_rng *g, int r,
		      struct trf_diag *d)
{
	struct tmt *t = tmt_build(doc, d);
	struct pairing pr;

	if (!t)
		return d->status;
	if (t->next_round != r) {
		trf_diag_set(d, req->name, 0, 0, TRF_EINTERNAL,
			     "generated file would pair round %d, not %d", t->next_round, r);
		tmt_free(t);
		return TRF_EINTERNAL;
	}
	int rc = req->engine(t, r, req->engine_ctx, &pr, d);
	if (rc == TRF_OK) {
		if (record(doc, t, &pr, r, c, g) < 0) {
			trf_diag_set(d, req->name, 0, 0, TRF_ELIMIT, "out of memory");
			rc = TRF_ELIMIT;
		}
		pairing_free(&pr);
	}
	tmt_free(t);
	return rc;
}

int rtg_generate(const struct rtg_request *req, struct rtg_result *res,
		 struct trf_diag *d)
{
	struct rtg_rng g;
	struct plan pl = { NULL, NULL };
	const char *name = req->name ? req->name : "";

	memset(res, 0, sizeof(*res));
	res->config = req->config;
	rtg_rng_seed(&g, req->seed);
	if (rtg_resolve(&res->config, &g, name, d) < 0)
		return d->status;
	const struct rtg_config *c = &res->config;
	struct trf_doc *doc = rtg_field(c, req, &g, d);
	if (!doc)
		return d->status;
	if (make_plan(&pl, c, doc->nplayers, &g) < 0) {
		trf_diag_set(d, name, 0, 0, TRF_ELIMIT, "out of memory");
		free(pl.retire);
		free(pl.hpb);
		trf_free(doc);
		return TRF_ELIMIT;
	}
	int rc = TRF_OK;
	for (int r = 1; r <= c->value[RTG_ROUNDS] && rc == TRF_OK; r++) {
		if (absences(doc, &pl, r) < 0) {
			trf_diag_set(d, name, 0, 0, TRF_ELIMIT, "out of memory");
			rc = TRF_ELIMIT;
		} else if ((rc = play_round(req, doc, c, &g, r, d)) != TRF_OK) {
			res->failed_round = r;
		}
	}
	free(pl.retire);
	free(pl.hpb);
	trf_recompute_points(doc);
	trf_recompute_ranks(doc);
	if (rc != TRF_OK && rc != TRF_ENOPAIRING) {
		trf_free(doc);
		return rc;
	}
	res->doc = doc;
	return rc;
}

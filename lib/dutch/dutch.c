/*
 * dutch.c - pairing one round by the Dutch System: brackets from the top
 * scoregroup down (C.04.3 A.3, B), the completion test that finds the
 * PPB and collapses the rest into the last bracket (A.9, C4), the PAB
 * in the last bracket (A.5, C2), colours (E) and board order.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch/internal.h"

struct round_state {
	struct dround dr;
	int (*pairs)[2];
	int npairs;
	int bye;		/* dr index or -1 */
	int *buf, *floaters, *members;
};

static int nomem(struct trf_diag *d)
{
	trf_diag_set(d, "", 0, 0, TRF_ELIMIT, "out of memory");
	return TRF_ELIMIT;
}

/* Run one bracket and keep its pairs; floaters go to fl/nfl. */
static int run_bracket(struct round_state *s, struct bracket *b, int *fl, int *nfl)
{
	int n = bracket_pair(&s->dr, b, s->pairs + s->npairs, fl, nfl);

	if (n < 0)
		return -1;
	s->npairs += n;
	return 0;
}

/* The end of the scoregroup that starts at i (A.3). */
static int group_end(const struct dround *dr, int i)
{
	int end = i;

	while (end < dr->n && dr->p[end].score == dr->p[i].score)
		end++;
	return end;
}

/* The last bracket's leftover is the PAB receiver; more is a bug. */
static int take_bye(struct round_state *s, const int *fl, int nfl, struct trf_diag *d)
{
	if (nfl > 1) {
		trf_diag_set(d, "", 0, 0, TRF_EINTERNAL,
			     "internal error: %d players left unpaired", nfl);
		return TRF_EINTERNAL;
	}
	s->bye = nfl ? fl[0] : -1;
	return TRF_OK;
}

static int pair_brackets(struct round_state *s, struct trf_diag *d)
{
	struct dround *dr = &s->dr;
	int n = dr->n, nmdp = 0, start = 0, nfl = 0;
	int *mdp = s->buf, *fl = s->floaters, *mem = s->members;

	while (start < n) {
		int end = group_end(dr, start);
		int nmem = 0;
		for (int i = 0; i < nmdp; i++)
			mem[nmem++] = mdp[i];
		for (int i = start; i < end; i++)
			mem[nmem++] = i;
		struct bracket b = { mem, nmem, nmdp, NULL, 0, BRACKET_LAST, nmem % 2, 0, 0, 0, 0 };
		if (end == n) {
			/* The last bracket: complete the round, PAB included. */
			if (run_bracket(s, &b, fl, &nfl) < 0)
				return nomem(d);
			goto last;
		}
		int next = group_end(dr, end);
		b.mode = BRACKET_NORMAL;
		b.lower = NULL;
		b.nlower = next - end;
		b.nnext = b.nlower;
		/* C7: the next scoregroup is the last bracket, with the PAB
		 * if the players left are odd */
		b.next_last = next == n;
		b.bye_needed = (nmem + next - end) % 2;
		int *low = malloc(sizeof(int) * (size_t)(n - end + 1));
		if (!low)
			return nomem(d);
		for (int i = end; i < n; i++)
			low[i - end] = i;
		b.lower = low;
		int saved = s->npairs;
		if (run_bracket(s, &b, fl, &nfl) < 0) {
			free(low);
			return nomem(d);
		}
		/* A.9: can the floaters and everyone below still be paired? */
		int *rest = malloc(sizeof(int) * (size_t)(nfl + n - end + 1));
		if (!rest) {
			free(low);
			return nomem(d);
		}
		memcpy(rest, fl, sizeof(int) * (size_t)nfl);
		memcpy(rest + nfl, low, sizeof(int) * (size_t)(n - end));
		int ok = dround_completable(dr, rest, nfl + n - end);
		free(rest);
		if (ok < 0) {
			free(low);
			return nomem(d);
		}
		if (ok) {
			free(low);
			memcpy(mdp, fl, sizeof(int) * (size_t)nfl);
			nmdp = nfl;
			start = end;
			continue;
		}
		/* This bracket is the PPB: pair it again for completion (C4),
		 * then everyone left forms the collapsed last bracket. */
		s->npairs = saved;
		b.mode = BRACKET_PPB;
		b.next_last = 0;
		b.nlower = n - end;
		b.bye_needed = (nmem + n - end) % 2;
		int rc = run_bracket(s, &b, fl, &nfl);
		free(low);
		if (rc < 0)
			return nomem(d);
		nmem = 0;
		for (int i = 0; i < nfl; i++)
			mem[nmem++] = fl[i];
		int nclb_mdp = nmem;
		for (int i = end; i < n; i++)
			mem[nmem++] = i;
		struct bracket clb = { mem, nmem, nclb_mdp, NULL, 0, BRACKET_LAST, nmem % 2, 0, 0, 0, 0 };
		if (run_bracket(s, &clb, fl, &nfl) < 0)
			return nomem(d);
		goto last;
	}
	return TRF_OK;
last:
	return take_bye(s, fl, nfl, d);
}

/*
 * C.04.3 (2026) C5: the PAB goes to the lowest score for which the round
 * can still be completed.  Marks who may take it (byecand) and, for C9,
 * what pairing each player of that score earns: more for fewer games
 * played, so the receiver is one with the most games.
 */
static int settle_bye_score(struct dround *dr, const int *all)
{
	int n = dr->n;

	if (n % 2 == 0)
		return 1;
	for (int k = n - 1; k >= 0; k--) {
		if (k < n - 1 && dr->p[k].score == dr->p[k + 1].score)
			continue;
		int s = dr->p[k].score;
		for (int i = 0; i < n; i++)
			dr->p[i].byecand = dr->p[i].pab_ok && dr->p[i].score <= s;
		int ok = dround_completable(dr, all, n);
		if (ok < 0)
			return -1;
		if (ok) {
			dr->bye_score = s;
			break;
		}
	}
	/* C9: weight by rank of games played, most games ranked first. */
	for (int i = 0; i < n; i++) {
		if (dr->p[i].score != dr->bye_score)
			continue;
		int more = 0;
		for (int j = 0; j < n; j++)
			if (dr->p[j].score == dr->bye_score && dr->p[j].played >= dr->p[i].played)
				more++;
		dr->p[i].c9w = more - 1;
	}
	return 1;
}

/* Whether the players who[0..n) can all be paired among themselves. */
static int pairable(const struct dround *dr, const int *who, int n)
{
	return n % 2 ? 0 : dround_completable(dr, who, n);
}

/*
 * The 2026 text: no PPB and no collapsed bracket.  Every bracket but
 * the last is paired with completion (C4) first, everyone below in the
 * graph, and the C8 look-ahead on the next scoregroup.
 */
static int pair_brackets_2026(struct round_state *s, struct trf_diag *d)
{
	struct dround *dr = &s->dr;
	int n = dr->n, nmdp = 0, start = 0, nfl = 0;
	int *mdp = s->buf, *fl = s->floaters, *mem = s->members;
	int *low = malloc(sizeof(int) * (size_t)(n + 1));

	if (!low)
		return nomem(d);
	while (start < n) {
		int end = group_end(dr, start);
		int next = group_end(dr, end);
		int nmem = 0;
		for (int i = 0; i < nmdp; i++)
			mem[nmem++] = mdp[i];
		for (int i = start; i < end; i++)
			mem[nmem++] = i;
		for (int i = end; i < n; i++)
			low[i - end] = i;
		struct bracket b = { mem, nmem, nmdp, low, n - end,
				     end == n ? BRACKET_LAST : BRACKET_C4,
				     (nmem + n - end) % 2, next - end, 0, 0, 0 };
		/* C9 binds in the bracket that gives the PAB and floats
		 * nobody else: the bye score is reached here and the
		 * players below pair among themselves. */
		if (n % 2 && dr->bye_score >= dr->p[start].score) {
			int ok = pairable(dr, low, n - end);
			if (ok < 0) {
				free(low);
				return nomem(d);
			}
			b.c9 = ok;
		}
		if (run_bracket(s, &b, fl, &nfl) < 0) {
			free(low);
			return nomem(d);
		}
		memcpy(mdp, fl, sizeof(int) * (size_t)nfl);
		nmdp = nfl;
		start = end;
	}
	free(low);
	return take_bye(s, fl, nfl, d);
}

int dutch_pair(const struct tmt *t, int r, const struct dutch_options *opt,
	       struct pairing *out, struct trf_diag *d)
{
	struct round_state s;
	int total = opt && opt->total_rounds ? opt->total_rounds : t->total_rounds;
	int edition = opt && opt->edition ? opt->edition : DUTCH_2026;
	int rc;

	memset(&s, 0, sizeof(s));
	pairing_init(out);
	s.bye = -1;
	if (edition != DUTCH_2017 && edition != DUTCH_2026) {
		trf_diag_set(d, "", 0, 0, TRF_EINVALID,
			     "the Dutch engine has no %d edition (2017 or 2026)", edition);
		return TRF_EINVALID;
	}
	if (dround_init(&s.dr, t, r, total, edition) < 0)
		return nomem(d);
	int n = s.dr.n;
	s.pairs = malloc(sizeof(*s.pairs) * (size_t)(n / 2 + 1));
	s.buf = malloc(sizeof(int) * (size_t)(n + 1));
	s.floaters = malloc(sizeof(int) * (size_t)(n + 1));
	s.members = malloc(sizeof(int) * (size_t)(2 * n + 1));
	int *all = malloc(sizeof(int) * (size_t)(n + 1));
	if (!s.pairs || !s.buf || !s.floaters || !s.members || !all) {
		rc = nomem(d);
		goto out;
	}
	for (int i = 0; i < n; i++)
		all[i] = i;
	/* A.9: without a complete round-pairing the arbiter decides. */
	int ok = dround_completable(&s.dr, all, n);
	if (ok <= 0) {
		if (ok < 0) {
			rc = nomem(d);
		} else {
			trf_diag_set(d, "", 0, 0, TRF_ENOPAIRING,
				     "round %d: no pairing of the %d players satisfies C1-C3%s",
				     r, n, n % 2 ? " with a PAB allowed by C2" : "");
			rc = TRF_ENOPAIRING;
		}
		goto out;
	}
	if (edition == DUTCH_2026 && settle_bye_score(&s.dr, all) < 0) {
		rc = nomem(d);
		goto out;
	}
	rc = edition == DUTCH_2026 ? pair_brackets_2026(&s, d) : pair_brackets(&s, d);
	if (rc != TRF_OK)
		goto out;
	for (int i = 0; i < s.npairs; i++) {
		int a = s.pairs[i][0], b = s.pairs[i][1];
		int aw = dcolour_white(&s.dr, a, b);
		int w = s.dr.p[aw ? a : b].idx, bl = s.dr.p[aw ? b : a].idx;
		if (pairing_add(out, w, bl) < 0) {
			rc = nomem(d);
			goto out;
		}
	}
	out->bye = s.bye >= 0 ? s.dr.p[s.bye].idx : -1;
	pairing_sort_boards(out, t, r);
out:
	free(all);
	free(s.pairs);
	free(s.buf);
	free(s.floaters);
	free(s.members);
	dround_free(&s.dr);
	if (rc != TRF_OK)
		pairing_free(out);
	return rc;
}

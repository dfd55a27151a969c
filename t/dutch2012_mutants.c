/*
 * dutch2012_mutants.c - the 2012 Dutch verifier (lib/verify_dutch_2012)
 * against damaged rounds of tournaments the 2012 engine generates.
 *
 * For each tournament and each kind, one round k is damaged, the later
 * rounds dropped, and the verifier must flag round k with the rule the
 * damage breaks:
 *   rematch   two boards re-formed so that two players meet again: B.1a
 *   bye-b1b   the bye moved to a player who had a point or half point
 *             without playing (a bye of any kind, a forfeit win): B.1b
 *   colour-b2 two non-top scorers with the same absolute preference
 *             paired (a third colour in a row or a difference of 3): B.2
 *   exchange  opponents exchanged between two boards (both pairs legal):
 *             the bracket's walk departs, a rule of C.1-C.14 / B.3-B.6 /
 *             D.1-D.3
 *   bye-move  the bye moved to another player who may have it: the
 *             walk departs likewise
 *   forbid    an XXP pair, for round k only, of two players who meet in
 *             it: B.1a (a forbidden pair is read as met)
 * A kind that cannot be made in the chosen round is skipped, and so is a
 * round the verifier does not accept undamaged (findings, or not
 * judged: the generating engine paired it otherwise than the verifier's
 * walk of the text), counted apart: a damage the verifier flags there
 * proves nothing.
 *
 * usage: dutch2012_mutants [COUNT [FIRST]]
 * Prints "dutch-2012 mutants: N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch_2012/dutch_2012.h"
#include "rtg/rtg.h"
#include "trf/trf.h"
#include "verify_dutch_2012/verify_dutch_2012.h"

enum kind { REMATCH, BYE_B1B, COLOUR_B2, EXCHANGE, BYE_MOVE, FORBID, NKINDS };
static const char *const name[NKINDS] = { "rematch", "bye-b1b", "colour-b2", "exchange",
					  "bye-move", "forbid" };

static int total_rounds;

static int engine(const struct tmt *t, int r, void *ctx, struct pairing *out,
		  struct trf_diag *d)
{
	struct dutch2012_options o = { total_rounds };

	(void)ctx;
	return dutch2012_pair(t, r, &o, out, d);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* Round k's opponent (doc index) of doc player p: -1 none, -2 a bye. */
static int opp(const struct trf_doc *doc, int p, int k)
{
	const struct trf_player *pl = &doc->players[p];

	if (pl->nblocks < k)
		return -1;
	char c = trf_result_code(&pl->blocks[k - 1]);
	if (c == 'U')
		return -2;
	if (!pl->blocks[k - 1].opponent || !trf_result_played(c))
		return -1;
	return trf_find_player(doc, pl->blocks[k - 1].opponent);
}

static int met(const struct trf_doc *doc, int a, int b, int k)
{
	for (int r = 1; r < k; r++)
		if (opp(doc, a, r) == b)
			return 1;
	return 0;
}

static int had_bye_or_forfeit_win(const struct trf_doc *doc, int a, int k)
{
	const struct trf_player *pl = &doc->players[a];

	for (int r = 1; r < k && r <= pl->nblocks; r++) {
		char c = trf_result_code(&pl->blocks[r - 1]);
		if (c == 'U' || c == '+' || c == 'H' || c == 'F')
			return 1;	/* B.1b: a point or half point without playing */
	}
	return 0;
}

/* A.7.a from the played games before round k: 'w', 'b' or 0. */
static char absolute(const struct trf_doc *doc, int a, int k)
{
	const struct trf_player *pl = &doc->players[a];
	char last = 0, prev = 0;
	int cd = 0;

	for (int r = 1; r < k && r <= pl->nblocks; r++) {
		const struct trf_block *b = &pl->blocks[r - 1];
		if (!trf_result_played(trf_result_code(b)) || !b->opponent)
			continue;
		char c = (char)(b->colour | 0x20);
		cd += c == 'w' ? 1 : -1;
		prev = last;
		last = c;
	}
	if (cd > 1 || (last == 'w' && prev == 'w'))
		return 'b';
	if (cd < -1 || (last == 'b' && prev == 'b'))
		return 'w';
	return 0;
}

static int white(const struct trf_doc *doc, int a, int k)
{
	return (doc->players[a].blocks[k - 1].colour | 0x20) == 'w';
}

static void pair(struct trf_doc *doc, int w, int b, int k)
{
	trf_set_block(doc, (size_t)w, k, doc->players[b].id, 'w', '=');
	trf_set_block(doc, (size_t)b, k, doc->players[w].id, 'b', '=');
}

/* a meets c, their old opponents b and d meet; colours stay with a, b. */
static void swap_boards(struct trf_doc *doc, int a, int b, int c, int d, int k)
{
	int wa = white(doc, a, k), wb = white(doc, b, k);

	if (wa)
		pair(doc, a, c, k);
	else
		pair(doc, c, a, k);
	if (wb)
		pair(doc, b, d, k);
	else
		pair(doc, d, b, k);
}

/* The bye of round k moves from z to w; z takes w's board. */
static void move_bye(struct trf_doc *doc, int z, int w, int k)
{
	int o = opp(doc, w, k), ww = white(doc, w, k);

	trf_set_block(doc, (size_t)w, k, 0, '-', 'U');
	if (ww)
		pair(doc, z, o, k);
	else
		pair(doc, o, z, k);
}

/* Damage round k; the ids named in the expected finding into ids[].
 * Returns 1 when made. */
/* An XXP line for a and b, in force in round k only. */
static void forbid(struct trf_doc *doc, int a, int b, int k)
{
	struct trf_forbidden *f = realloc(doc->forbidden, (doc->nforbidden + 1) * sizeof(*f));

	if (!f)
		abort();
	doc->forbidden = f;
	f[doc->nforbidden++] = (struct trf_forbidden){ .a = doc->players[a].id,
						       .b = doc->players[b].id,
						       .first_round = k, .last_round = k };
}

static int mutate(struct trf_doc *doc, int k, enum kind kind, unsigned seed, int *ids)
{
	int n = (int)doc->nplayers, bye = -1;

	for (int p = 0; p < n; p++)
		if (opp(doc, p, k) == -2)
			bye = p;
	for (int s = 0; s < n * n; s++) {
		int a = (int)((seed + (unsigned)s) % (unsigned)n);
		int c = (int)((seed / 7 + (unsigned)s * 31u) % (unsigned)n);
		int b = opp(doc, a, k), d = opp(doc, c, k);
		switch (kind) {
		case REMATCH:
		case COLOUR_B2:
		case EXCHANGE:
			if (b < 0 || d < 0 || a == c || a == d || met(doc, b, d, k))
				break;
			if (kind == REMATCH && !met(doc, a, c, k))
				break;
			if (kind == COLOUR_B2 && (met(doc, a, c, k) || !absolute(doc, a, k) ||
						  absolute(doc, a, k) != absolute(doc, c, k)))
				break;
			if (kind == EXCHANGE &&
			    (met(doc, a, c, k) ||
			     (absolute(doc, a, k) && absolute(doc, a, k) == absolute(doc, c, k))))
				break;
			if (kind != REMATCH && absolute(doc, b, k) &&
			    absolute(doc, b, k) == absolute(doc, d, k))
				break;
			swap_boards(doc, a, b, c, d, k);
			ids[0] = doc->players[a].id;
			ids[1] = doc->players[c].id;
			return 1;
		case BYE_B1B:
		case BYE_MOVE:
			if (bye < 0 || a == bye || opp(doc, a, k) < 0 ||
			    had_bye_or_forfeit_win(doc, a, k) != (kind == BYE_B1B) ||
			    opp(doc, a, k) == bye || met(doc, bye, opp(doc, a, k), k))
				break;
			move_bye(doc, bye, a, k);
			ids[0] = doc->players[a].id;
			return 1;
		case FORBID:
			if (b < 0)
				break;
			forbid(doc, a, b, k);
			ids[0] = doc->players[a].id;
			ids[1] = doc->players[b].id;
			return 1;
		default:
			break;
		}
	}
	return 0;
}

/* Whether line is "round k: bracket S: RULE: ..." with RULE a rule of
 * the walk. */
static int walk_rule(const char *line, int k)
{
	static const char *const rules[] = { "C.1", "C.12", "C.13", "C.14", "B.3", "B.4", "B.5", "B.6",
					     "D.1", "D.2", "D.3", NULL };
	char head[32];
	const char *p;

	snprintf(head, sizeof(head), "round %d: bracket ", k);
	if (strncmp(line, head, strlen(head)) || !(p = strstr(line + strlen(head), ": ")))
		return 0;
	p += 2;
	for (int i = 0; rules[i]; i++)
		if (!strncmp(p, rules[i], strlen(rules[i])) && p[strlen(rules[i])] == ':')
			return 1;
	return 0;
}

static int flagged(const char *out, enum kind kind, int k, const int *ids)
{
	char want[128], alt[128];

	switch (kind) {
	case REMATCH:
	case COLOUR_B2:
	case FORBID:
		snprintf(want, sizeof(want), ": %s: %d-%d:", kind == COLOUR_B2 ? "B.2" : "B.1a",
			 ids[0], ids[1]);
		snprintf(alt, sizeof(alt), ": %s: %d-%d:", kind == COLOUR_B2 ? "B.2" : "B.1a",
			 ids[1], ids[0]);
		return strstr(out, want) || strstr(out, alt);
	case BYE_B1B:
		snprintf(want, sizeof(want), ": B.1b: the PAB goes to %d,", ids[0]);
		return strstr(out, want) != NULL;
	default:
		for (const char *l = out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
			if (walk_rule(l, k))
				return 1;
		return 0;
	}
}

static int verify(const struct tmt *t, int r, char **out);

/* Whether the verifier accepts round k of doc as it is. */
static int accepted(struct trf_doc *doc, int k)
{
	struct trf_diag d = { 0 };
	struct tmt *t = trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
	char *out = NULL;
	int ok = t != NULL && verify(t, k, &out) == 0 && strstr(out, ": complies\n") != NULL;

	free(out);
	tmt_free(t);
	return ok;
}

static int verify(const struct tmt *t, int r, char **out)
{
	struct verify_options o = { total_rounds, 0, 0, 0 };
	size_t len = 0;
	FILE *f = open_memstream(out, &len);

	if (!f)
		abort();
	int nf = verify_dutch2012_round(t, r, &o, f);
	fclose(f);
	return nf;
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 60, first = argc > 2 ? atoi(argv[2]) : 0;
	int passed = 0, failed = 0, made[NKINDS] = { 0 }, unaccepted = 0;
	unsigned seed = 12;

	for (int i = first; i < first + count; i++) {
		int n = 6 + (int)(((uint64_t)i * 2654435761u) % 40), rounds = 5 + i % 5;
		struct rtg_request req = { .seed = 0x2012bu + (uint64_t)i, .engine = engine };
		struct rtg_result res;
		struct trf_diag d = { 0 };

		total_rounds = rounds;
		set(&req.config, RTG_PLAYERS, n);
		set(&req.config, RTG_ROUNDS, rounds);
		set(&req.config, RTG_DRAW, 100 + 100 * (i % 4));
		if (i % 3 == 1)
			set(&req.config, RTG_FORFEIT, 25);
		int rc = rtg_generate(&req, &res, &d);
		int played = rc == TRF_OK ? rounds : rc == TRF_ENOPAIRING ? res.failed_round - 1 : 0;
		for (int kind = 0; kind < NKINDS && played >= 2; kind++) {
			/* forbid draws its round apart, so the other kinds keep
			 * the rounds they had before it was added */
			int k = kind == FORBID ? 1 + i % played
					       : 2 + (int)(seed++ % (unsigned)(played - 1));
			if (kind == COLOUR_B2 && k == rounds)
				k--;	/* no top scorers: B.2 holds for everyone */
			if (k < (kind == FORBID ? 1 : 2))
				continue;
			char *text = NULL;
			size_t tlen = 0;
			FILE *f = open_memstream(&text, &tlen);
			if (!f || trf_write(res.doc, f) < 0)
				abort();
			fclose(f);
			struct trf_doc *doc = trf_read_mem(text, tlen, "generated", &d);
			free(text);
			if (!doc)
				abort();
			for (size_t p = 0; p < doc->nplayers; p++)
				if (doc->players[p].nblocks > k)
					doc->players[p].nblocks = k;
			int ids[2] = { 0, 0 };
			trf_recompute_points(doc);
			if (!accepted(doc, k)) {
				unaccepted++;
				trf_free(doc);
				continue;
			}
			if (!mutate(doc, k, (enum kind)kind, seed * 2654435761u, ids)) {
				trf_free(doc);
				continue;
			}
			trf_recompute_points(doc);
			struct tmt *t = trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
			int ok = t != NULL;
			char *out = NULL;
			if (ok) {
				verify(t, k, &out);
				ok = flagged(out, (enum kind)kind, k, ids);
			}
			made[kind]++;
			if (ok) {
				passed++;
			} else {
				failed++;
				printf("tournament %d round %d %s: %s\n%s", i, k, name[kind],
				       !t ? d.msg : "not flagged as expected",
				       out ? out : "");
			}
			free(out);
			tmt_free(t);
			trf_free(doc);
		}
		trf_free(res.doc);
	}
	for (int k = 0; k < NKINDS; k++)
		printf("# %s: %d made\n", name[k], made[k]);
	printf("# %d rounds not accepted undamaged, not mutated\n", unaccepted);
	printf("dutch-2012 mutants: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}

/*
 * dubov1997_props.c - property and mutant tests of the Dubov System,
 * 1997 text, on tournaments generated with its own engine (lib/rtg,
 * lib/dubov_1997).
 *
 * Properties, every round: every player to be paired is paired once,
 * one bye exactly when their number is odd; no pair has played before
 * (2.1); the PAB goes to nobody who has had a point without playing
 * (2.2); nobody's colour difference leaves -2..2 (2.3) or has the same
 * colour three times running (2.4) - each worked out here from the
 * history, apart from both engine and verifier; and the verifier
 * (lib/verify_dubov_1997) finds nothing.  (2.5 binds the transfers of
 * 7.1 and 7.2, which a file cannot tell from a floater's game: the
 * verifier's own pairing of each round checks it.)  A tournament the
 * engine cannot finish must have no pairing left that meets 2.1-2.4
 * with a bye by 2.2.
 *
 * Mutants, in one round of each tournament: a rematch (the verifier
 * must name 2.1), the bye moved to a player who scored without playing
 * (2.2), colours reversed beyond +-2 (2.3) or into a third colour in a
 * row (2.4), two opponents exchanged within a score group (6.2 or 6.3)
 * and the bye moved to another player (4), each flagged in that round.
 *
 * usage: dubov1997_props [COUNT [FIRST]]
 * Prints "dubov-1997 props: N passed, N failed" (rounds) and
 * "dubov-1997 mutants: N passed, N failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/dubov_1997.h"
#include "match/match.h"
#include "rtg/rtg.h"
#include "verify_dubov_1997/verify_dubov_1997.h"

static int total_rounds;

static int engine(const struct tmt *t, int r, void *ctx, struct pairing *out,
		  struct trf_diag *d)
{
	struct dubov1997_options o = { total_rounds };

	(void)ctx;
	return dubov1997_pair(t, r, &o, out, d);
}

static void set(struct rtg_config *c, enum rtg_key k, int v)
{
	c->given[k] = 1;
	c->value[k] = v;
}

/* 2.3 / 2.4 written here: may p take colour c in round r? */
static int may_take(const struct tmt *t, int p, int r, char c)
{
	char h[512];
	int n = tmt_colour_history(t, p, r - 1, h, sizeof(h));
	int d = tmt_colour_diff(t, p, r - 1) + (c == 'w' ? 1 : -1);

	if (n >= (int)sizeof(h))
		n = (int)sizeof(h) - 1;
	if (d > 2 || d < -2)
		return 0;
	return !(n >= 2 && h[n - 1] == c && h[n - 2] == c);
}

static int legal(const struct tmt *t, int a, int b, int r)
{
	if (tmt_played_each_other(t, a, b, r - 1) || tmt_forbidden(t, a, b, r))
		return 0;
	return (may_take(t, a, r, 'w') && may_take(t, b, r, 'b')) ||
	       (may_take(t, a, r, 'b') && may_take(t, b, r, 'w'));
}

/* 2.2: a point without playing before round r. */
static int free_point(const struct tmt *t, int p, int r)
{
	for (int k = 1; k < r; k++) {
		const struct tmt_round *rd = tmt_at(t, p, k);
		if (rd->kind == TMT_PAB || rd->kind == TMT_FORFEIT_WIN || rd->kind == TMT_FPB)
			return 1;
		if (rd->kind != TMT_PLAYED && t->win_points > 0 && rd->points >= t->win_points)
			return 1;
	}
	return 0;
}

/* The verifier's lines for round r into *buf; its finding count. */
static int verify(const struct tmt *t, int r, char **buf)
{
	struct verify_options vo = { total_rounds, 0, 0, 0 };
	size_t len = 0;
	FILE *f = open_memstream(buf, &len);

	if (!f)
		abort();
	int nf = verify_dubov1997_round(t, r, &vo, f);
	fclose(f);
	return nf;
}

static int check_round(const struct tmt *t, int r, int id)
{
	struct pairing p;
	int ok = 1, k = 0;
	int *seen = calloc((size_t)t->n + 1, sizeof(int));

	if (!seen || pairing_from_round(&p, t, r) < 0)
		abort();
	for (int i = 0; i < p.nboards; i++) {
		int w = p.boards[i].white, b = p.boards[i].black;
		seen[w]++;
		seen[b]++;
		if (!tmt_at(t, w, r)->paired || tmt_at(t, w, r)->kind != TMT_PLAYED)
			continue;	/* a forfeit: colours and rematches do not count */
		if (tmt_played_each_other(t, w, b, r - 1)) {
			printf("tournament %d round %d: 2.1: %d-%d met before\n", id, r,
			       t->players[w].id, t->players[b].id);
			ok = 0;
		}
		if (!may_take(t, w, r, 'w') || !may_take(t, b, r, 'b')) {
			printf("tournament %d round %d: 2.3/2.4: %d-%d\n", id, r, t->players[w].id,
			       t->players[b].id);
			ok = 0;
		}
	}
	if (p.bye >= 0) {
		seen[p.bye]++;
		if (r > 1 && free_point(t, p.bye, r)) {
			printf("tournament %d round %d: 2.2: bye to %d\n", id, r, t->players[p.bye].id);
			ok = 0;
		}
	}
	for (int i = 0; i < t->n; i++) {
		int want = tmt_to_be_paired(t, i, r) != 0;
		k += want;
		if (seen[i] != want) {
			printf("tournament %d round %d: player %d paired %d times\n", id, r,
			       t->players[i].id, seen[i]);
			ok = 0;
		}
	}
	if ((p.bye >= 0) != (k % 2)) {
		printf("tournament %d round %d: a bye with %d players\n", id, r, k);
		ok = 0;
	}
	char *buf = NULL;
	int nf = verify(t, r, &buf);
	if (nf != 0) {
		printf("tournament %d round %d: verifier:\n%s", id, r, buf ? buf : "");
		ok = 0;
	}
	free(buf);
	pairing_free(&p);
	free(seen);
	return ok;
}

static int all_pairable(const struct tmt *t, int r, const int *who, int k, int skip)
{
	int n = k, pairs = 0;
	unsigned char *adj = calloc((size_t)n * (size_t)n + 1, 1);
	int *pos = malloc(sizeof(int) * ((size_t)n + 1)), *mate = malloc(sizeof(int) * ((size_t)n + 1));
	int m = 0;

	if (!adj || !pos || !mate)
		abort();
	for (int a = 0; a < k; a++)
		for (int b = 0; b < k; b++)
			if (a != b && legal(t, who[a], who[b], r))
				adj[a * n + b] = 1;
	for (int a = 0; a < k; a++)
		if (a != skip)
			pos[m++] = a;
	pairs = m ? match_cardinality(adj, (size_t)n, pos, m, mate, 0) : 0;
	free(adj);
	free(pos);
	free(mate);
	return 2 * pairs == m;
}

static int really_stuck(const struct tmt *t, int r)
{
	int *who = malloc(sizeof(int) * ((size_t)t->n + 1)), k = 0, any = 0;

	if (!who)
		abort();
	for (int i = 0; i < t->n; i++)
		if (tmt_to_be_paired(t, i, r))
			who[k++] = i;
	if (k % 2 == 0)
		any = all_pairable(t, r, who, k, -1);
	for (int c = 0; k % 2 && c < k && !any; c++)
		any = !free_point(t, who[c], r) && all_pairable(t, r, who, k, c);
	free(who);
	return !any;
}

/* ------------------------------------------------------------------ */
/* Mutants: edit round r of the document, rebuild, verify round r.      */

static struct trf_player *pl(struct trf_doc *doc, int id)
{
	for (size_t i = 0; i < doc->nplayers; i++)
		if (doc->players[i].id == id)
			return &doc->players[i];
	return NULL;
}

static void set_game(struct trf_doc *doc, int r, int w, int b)
{
	struct trf_block *x = &pl(doc, w)->blocks[r - 1], *y = &pl(doc, b)->blocks[r - 1];

	x->opponent = b;
	x->colour = 'w';
	x->result = '=';
	y->opponent = w;
	y->colour = 'b';
	y->result = '=';
}

static void set_bye(struct trf_doc *doc, int r, int p)
{
	struct trf_block *x = &pl(doc, p)->blocks[r - 1];

	x->opponent = 0;
	x->colour = '-';
	x->result = 'U';
}

/* The round-r boards of doc as start numbers (played games only). */
struct board {
	int w, b;
};

static int boards_of(const struct tmt *t, int r, struct board *bd, int *bye)
{
	int n = 0;

	*bye = 0;
	for (int i = 0; i < t->n; i++) {
		const struct tmt_round *rd = tmt_at(t, i, r);
		if (rd->kind == TMT_PAB)
			*bye = t->players[i].id;
		if (rd->kind == TMT_PLAYED && rd->colour == 'w')
			bd[n++] = (struct board){ t->players[i].id, t->players[rd->opponent].id };
	}
	return n;
}

/* Keep the blocks of round r to restore them. */
static struct trf_block *save(const struct trf_doc *doc, int r)
{
	struct trf_block *s = malloc(sizeof(*s) * (doc->nplayers + 1));
	for (size_t i = 0; i < doc->nplayers; i++)
		s[i] = doc->players[i].blocks[r - 1];
	return s;
}

static void restore(struct trf_doc *doc, int r, const struct trf_block *s)
{
	for (size_t i = 0; i < doc->nplayers; i++)
		doc->players[i].blocks[r - 1] = s[i];
}

static int mut_pass, mut_fail;
static const char *const kinds[] = { "rematch", "bye-after-free-point", "colour-difference",
				     "third-colour", "exchanged", "moved-bye" };
static int kind_count[6];

/* Verify round r of the mutated doc: a line naming rule must appear. */
static void judge(struct trf_doc *doc, int r, const char *what, const char *rule, int id)
{
	struct trf_diag d = { 0 };
	struct tmt *t = tmt_build(doc, &d);
	char *buf = NULL, want[64];

	if (!t) {
		printf("tournament %d round %d: mutant %s: %s\n", id, r, what, d.msg);
		mut_fail++;
		return;
	}
	verify(t, r, &buf);
	int found = 0;
	char head[32];
	snprintf(head, sizeof(head), "round %d: ", r);
	for (char *line = buf; line && *line;) {
		char *end = strchr(line, '\n');
		if (end)
			*end = 0;
		/* rule: one article or several separated by '|' */
		for (const char *r0 = rule; *r0 && !found;) {
			size_t n = strcspn(r0, "|");
			snprintf(want, sizeof(want), ": %.*s:", (int)n, r0);
			if (!strncmp(line, head, strlen(head)) && strstr(line, want))
				found = 1;
			r0 += n + (r0[n] == '|');
		}
		line = end ? end + 1 : NULL;
	}
	for (int k = 0; k < 6; k++)
		kind_count[k] += !strcmp(kinds[k], what);
	if (found) {
		mut_pass++;
	} else {
		mut_fail++;
		printf("tournament %d round %d: mutant %s not flagged %s\n", id, r, what, rule);
	}
	free(buf);
	tmt_free(t);
}

static void mutants(struct trf_doc *doc, const struct tmt *t, int r, int id)
{
	struct board *bd = malloc(sizeof(*bd) * ((size_t)t->n + 1));
	int bye, nb = boards_of(t, r, bd, &bye);
	struct trf_block *keep = save(doc, r);

	/* a rematch: a-b and c-d become a-c where a and c met before */
	for (int i = 0, done = 0; i < nb && !done; i++)
		for (int j = 0; j < nb && !done; j++) {
			if (i == j)
				continue;
			int a = bd[i].w, b = bd[i].b, c = bd[j].b, e = bd[j].w;
			int ia = tmt_index(t, a), ic = tmt_index(t, c);
			if (!tmt_played_each_other(t, ia, ic, r - 1))
				continue;
			set_game(doc, r, a, c);
			set_game(doc, r, e, b);
			judge(doc, r, "rematch", "2.1", id);
			restore(doc, r, keep);
			done = 1;
		}
	/* the bye to a player with a point without playing */
	for (int i = 0, done = !bye; i < nb && !done; i++)
		for (int s = 0; s < 2 && !done; s++) {
			int x = s ? bd[i].b : bd[i].w, y = s ? bd[i].w : bd[i].b;
			if (!free_point(t, tmt_index(t, x), r))
				continue;
			set_bye(doc, r, x);
			set_game(doc, r, s ? bye : y, s ? y : bye);
			judge(doc, r, "bye-after-free-point", "2.2", id);
			restore(doc, r, keep);
			done = 1;
		}
	/* colours reversed beyond 2.3, or into 2.4 only */
	for (int i = 0, d3 = 0, d4 = 0; i < nb && !(d3 && d4); i++) {
		int w = tmt_index(t, bd[i].w), b = tmt_index(t, bd[i].b);
		int b_white_ok3 = tmt_colour_diff(t, b, r - 1) + 1 <= 2;
		int w_black_ok3 = tmt_colour_diff(t, w, r - 1) - 1 >= -2;
		int three = !may_take(t, b, r, 'w') || !may_take(t, w, r, 'b');
		if (!d3 && (!b_white_ok3 || !w_black_ok3)) {
			set_game(doc, r, bd[i].b, bd[i].w);
			judge(doc, r, "colour-difference", "2.3", id);
			restore(doc, r, keep);
			d3 = 1;
		} else if (!d4 && b_white_ok3 && w_black_ok3 && three) {
			set_game(doc, r, bd[i].b, bd[i].w);
			judge(doc, r, "third-colour", "2.4", id);
			restore(doc, r, keep);
			d4 = 1;
		}
	}
	/* two opponents exchanged in one score group, legal both ways */
	for (int i = 0, done = 0; i < nb && !done; i++)
		for (int j = i + 1; j < nb && !done; j++) {
			int a = tmt_index(t, bd[i].w), b = tmt_index(t, bd[i].b);
			int c = tmt_index(t, bd[j].w), e = tmt_index(t, bd[j].b);
			int s = tmt_pairing_score(t, a, r);
			if (tmt_pairing_score(t, b, r) != s || tmt_pairing_score(t, c, r) != s ||
			    tmt_pairing_score(t, e, r) != s)
				continue;
			if (!may_take(t, a, r, 'w') || !may_take(t, e, r, 'b') ||
			    !may_take(t, c, r, 'w') || !may_take(t, b, r, 'b') ||
			    tmt_played_each_other(t, a, e, r - 1) || tmt_played_each_other(t, c, b, r - 1) ||
			    tmt_forbidden(t, a, e, r) || tmt_forbidden(t, c, b, r))
				continue;
			set_game(doc, r, bd[i].w, bd[j].b);
			set_game(doc, r, bd[j].w, bd[i].b);
			judge(doc, r, "exchanged", "6.2|6.3", id);
			restore(doc, r, keep);
			done = 1;
		}
	/* the bye moved to another player who may have it */
	for (int i = 0, done = !bye; i < nb && !done; i++) {
		int x = bd[i].w, y = bd[i].b;
		if (free_point(t, tmt_index(t, x), r))
			continue;
		set_bye(doc, r, x);
		set_game(doc, r, bye, y);
		judge(doc, r, "moved-bye", "4", id);
		restore(doc, r, keep);
		done = 1;
	}
	free(keep);
	free(bd);
}

int main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 300, first = argc > 2 ? atoi(argv[2]) : 0;
	int passed = 0, failed = 0, truncated = 0;

	for (int i = first; i < first + count; i++) {
		uint64_t h = (uint64_t)i * 2654435761u;
		int n = 6 + (int)(h % 60), rounds = 5 + i % 7;
		struct rtg_request req = { .seed = 0x1997u + (uint64_t)i, .engine = engine };
		struct rtg_result res;
		struct trf_diag d = { 0 };

		total_rounds = rounds;
		set(&req.config, RTG_PLAYERS, n);
		set(&req.config, RTG_ROUNDS, rounds);
		set(&req.config, RTG_DRAW, 100 + 100 * (i % 4));
		if (i % 3 == 1) {
			set(&req.config, RTG_RETIRED, 12);
			set(&req.config, RTG_HPB, 9);
			set(&req.config, RTG_FORFEIT, 25);
		}
		int rc = rtg_generate(&req, &res, &d);
		if (rc != TRF_OK && rc != TRF_ENOPAIRING) {
			printf("tournament %d: generation failed (%d): %s\n", i, rc, d.msg);
			failed++;
			trf_free(res.doc);
			continue;
		}
		truncated += rc == TRF_ENOPAIRING;
		struct tmt *t = tmt_build(res.doc, &d);
		if (!t) {
			printf("tournament %d: %s\n", i, d.msg);
			failed++;
			trf_free(res.doc);
			continue;
		}
		if (rc == TRF_ENOPAIRING && !really_stuck(t, res.failed_round)) {
			printf("tournament %d: round %d could be paired (%s)\n", i, res.failed_round,
			       d.msg);
			failed++;
		}
		for (int r = 1; r <= t->rounds; r++) {
			int ok = check_round(t, r, i);
			passed += ok;
			failed += !ok;
		}
		for (int r = 2; r <= t->rounds; r++)
			mutants(res.doc, t, r, i);
		tmt_free(t);
		trf_free(res.doc);
	}
	printf("dubov-1997 props: %d tournaments (%d stopped early: no legal pairing left)\n",
	       count, truncated);
	printf("dubov-1997 mutants:");
	for (int k = 0; k < 6; k++)
		printf(" %s %d", kinds[k], kind_count[k]);
	printf("\ndubov-1997 mutants: %d passed, %d failed\n", mut_pass, mut_fail);
	printf("dubov-1997 props: %d passed, %d failed\n", passed + mut_pass, failed + mut_fail);
	return failed + mut_fail != 0;
}

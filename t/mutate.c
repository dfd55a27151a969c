/*
 * mutate.c - structured mutations of a valid tournament, for the
 * robustness harness (t/mutate-run.sh, `make mutate-run'): not fuzzed
 * bytes but the changes an arbiter's file really goes through.
 *
 *   mutate SEED IN OUT
 *
 * applies one to three of: a result flipped on both sides, an absence
 * in the round to be paired, a forbidden pair, an acceleration line,
 * the player lines shuffled, a withdrawal, a late entry.  The result is
 * meant to be mostly valid, so that the engines and verifiers run on
 * it; what they answer is not judged here, only how they end (the
 * harness).  Prints the mutations applied, one word each.
 */
#include <stdio.h>
#include <stdlib.h>

#include "trf/trf.h"
#include "support/rnd.h"

static struct trf_doc *doc;
static int rounds;		/* rounds with any block */
static FILE *extra;		/* lines appended after the document */

static int random_player(void)
{
	return rnd_below((int)doc->nplayers);
}

/* A played game (both sides hold real results): swap who won. */
static int flip_result(void)
{
	for (int tries = 0; tries < 50 && rounds > 0; tries++) {
		struct trf_player *p = &doc->players[random_player()];
		int r = 1 + rnd_below(rounds);
		if (p->nblocks < r || !p->blocks[r - 1].opponent)
			continue;
		struct trf_block *a = &p->blocks[r - 1];
		int q = trf_find_player(doc, a->opponent);
		if (q < 0 || doc->players[q].nblocks < r)
			continue;
		struct trf_block *b = &doc->players[q].blocks[r - 1];
		char ra = a->result, rb = b->result;
		if (!((ra == '1' && rb == '0') || (ra == '0' && rb == '1') ||
		      (ra == '=' && rb == '=')))
			continue;
		/* a win becomes a loss and a draw a win for a. */
		a->result = ra == '1' ? '0' : '1';
		b->result = rb == '0' ? '1' : '0';
		return 1;
	}
	return 0;
}

/* Absent from the round to be paired (a zero-point bye). */
static int absence(void)
{
	int p = random_player();

	return trf_set_block(doc, (size_t)p, rounds + 1, 0, '-', 'Z') == 0;
}

static int forbidden_pair(void)
{
	int a = random_player(), b = random_player();

	if (a == b)
		return 0;
	fprintf(extra, "XXP %d %d\n", doc->players[a].id, doc->players[b].id);
	return 1;
}

/* XXA: some virtual points in each round (whole and half points). */
static int acceleration(void)
{
	int n = rounds + 1 < 12 ? rounds + 1 : 12;

	fprintf(extra, "XXA %4d", doc->players[random_player()].id);
	for (int r = 0; r < n; r++)
		fprintf(extra, " %4.1f", rnd_below(3) * 0.5);
	fputc('\n', extra);
	return 1;
}

/* The 001 lines in another order (start numbers unchanged). */
static int shuffle(void)
{
	size_t n = 0;
	size_t *at = malloc(sizeof(*at) * (doc->nlines + 1));

	if (!at)
		return 0;
	for (size_t i = 0; i < doc->nlines; i++)
		if (doc->lines[i].kind == TRF_LINE_PLAYER)
			at[n++] = i;
	for (size_t i = n; i > 1; i--) {
		size_t j = (size_t)rnd_below((int)i);
		int t = doc->lines[at[i - 1]].player;
		doc->lines[at[i - 1]].player = doc->lines[at[j]].player;
		doc->lines[at[j]].player = t;
	}
	free(at);
	return n > 1;
}

/* Withdrawn after round k: his later games become forfeits the
 * opponents won, and he is absent from the round to be paired. */
static int withdrawal(void)
{
	if (rounds < 1)
		return 0;
	int p = random_player(), k = rnd_below(rounds + 1);
	struct trf_player *pl = &doc->players[p];

	for (int r = k + 1; r <= rounds && r <= pl->nblocks; r++) {
		struct trf_block *a = &pl->blocks[r - 1];
		int q = a->opponent ? trf_find_player(doc, a->opponent) : -1;
		if (q >= 0 && doc->players[q].nblocks >= r)
			doc->players[q].blocks[r - 1].result = '+';
		if (a->opponent)
			a->result = '-';
		else
			trf_set_block(doc, (size_t)p, r, 0, '-', 'Z');
	}
	return trf_set_block(doc, (size_t)p, rounds + 1, 0, '-', 'Z') == 0;
}

/* Arrived for round k + 1: rounds 1..k absent; whoever he met then
 * gets a full-point bye instead. */
static int late_entry(void)
{
	if (rounds < 2)
		return 0;
	int p = random_player(), k = 1 + rnd_below(rounds - 1);
	struct trf_player *pl = &doc->players[p];

	for (int r = 1; r <= k && r <= pl->nblocks; r++) {
		struct trf_block *a = &pl->blocks[r - 1];
		int q = a->opponent ? trf_find_player(doc, a->opponent) : -1;
		if (q >= 0 && trf_set_block(doc, (size_t)q, r, 0, '-', 'F') < 0)
			return 0;
		if (trf_set_block(doc, (size_t)p, r, 0, '-', 'Z') < 0)
			return 0;
	}
	return 1;
}

static const struct {
	const char *name;
	int (*apply)(void);
} kinds[] = {
	{ "flip", flip_result }, { "absence", absence },
	{ "forbidden", forbidden_pair }, { "acceleration", acceleration },
	{ "shuffle", shuffle }, { "withdrawal", withdrawal },
	{ "late-entry", late_entry },
};

int main(int argc, char **argv)
{
	struct trf_diag d = { 0 };
	char *buf = NULL;
	size_t len = 0;

	if (argc != 4) {
		fprintf(stderr, "usage: mutate SEED IN OUT\n");
		return 3;
	}
	rng_state = strtoull(argv[1], NULL, 10) * 0x9e3779b97f4a7c15ull + 1;
	doc = trf_read_file(argv[2], &d);
	if (!doc || !doc->nplayers) {
		trf_diag_print(&d);
		return 3;
	}
	rounds = trf_rounds_paired(doc);
	extra = open_memstream(&buf, &len);
	if (!extra)
		return 4;
	int n = 1 + rnd_below(3);
	for (int i = 0; i < n; i++) {
		int k = rnd_below((int)(sizeof(kinds) / sizeof(kinds[0])));
		if (kinds[k].apply())
			printf("%s%s", i ? " " : "", kinds[k].name);
	}
	putchar('\n');
	fclose(extra);
	trf_recompute_points(doc);
	FILE *f = fopen(argv[3], "w");
	int rc = !f || trf_write(doc, f) < 0 || fputs(buf ? buf : "", f) < 0;
	if (f && fclose(f))
		rc = 1;
	free(buf);
	trf_free(doc);
	return rc ? 5 : 0;
}

/*
 * validate.c - consistency between the lines of a TRF (trf-format.md
 * §3.2): start numbers, mirrored games, codes, points, number of rounds.
 * The first problem found is reported, at the line and column to fix.
 */
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

static int block_col(int round)
{
	return 92 + 10 * (round - 1);
}

static int fail(struct trf_diag *d, const struct trf_doc *doc, int line,
		int col, const char *msg)
{
	trf_diag_set(d, doc->path, line, col, TRF_EINVALID, "%s", msg);
	return -1;
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* Unique start numbers; 1..N without gaps unless XXC rank. */
static int check_ids(const struct trf_doc *doc, struct trf_diag *d)
{
	size_t n = doc->nplayers;
	int *seen = calloc(10000, sizeof(int));

	if (!seen) {
		trf_diag_set(d, doc->path, 0, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < n; i++) {
		const struct trf_player *p = &doc->players[i];
		if (p->id > 9999) {
			free(seen);
			return fail(d, doc, p->line, 5, "start number above 9999");
		}
		if (seen[p->id]) {
			trf_diag_set(d, doc->path, p->line, 5, TRF_EINVALID,
				     "duplicate start number %d (first on line %d)",
				     p->id, seen[p->id]);
			free(seen);
			return -1;
		}
		seen[p->id] = p->line;
	}
	free(seen);
	if (doc->rank_order)
		return 0;
	for (size_t i = 0; i < n; i++) {
		const struct trf_player *p = &doc->players[i];
		if ((size_t)p->id > n) {
			int *ids = malloc(n * sizeof(int)), missing = 1;
			if (!ids) {
				trf_diag_set(d, doc->path, 0, 0, TRF_ELIMIT, "out of memory");
				return -1;
			}
			for (size_t k = 0; k < n; k++)
				ids[k] = doc->players[k].id;
			qsort(ids, n, sizeof(int), cmp_int);
			for (size_t k = 0; k < n && ids[k] == missing; k++)
				missing++;
			free(ids);
			trf_diag_set(d, doc->path, p->line, 5, TRF_EINVALID,
				     "start number %d, but %zu players: start numbers must run 1..%zu "
				     "(%d is missing; use XXC rank for other numbers)",
				     p->id, n, n, missing);
			return -1;
		}
	}
	return 0;
}

/* The result the opponent's block must show for each result. */
static int complementary(char a, char b)
{
	static const char *pairs[] = { "10", "01", "==", "WL", "LW", "DD",
				       "+-", "-+", "--" };

	for (size_t i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++)
		if (pairs[i][0] == a && pairs[i][1] == b)
			return 1;
	return 0;
}

static char lower(char c)
{
	return (char)(c >= 'A' && c <= 'Z' ? c | 0x20 : c);
}

static int check_block(const struct trf_doc *doc, const struct trf_player *p,
		       int r, const int *index, struct trf_diag *d)
{
	const struct trf_block *b = &p->blocks[r - 1];
	int col = block_col(r);
	char code = trf_result_code(b), colour = lower(b->colour);

	if (!code) {
		trf_diag_set(d, doc->path, p->line, col + 7, TRF_EINVALID,
			     "round %d: result \"%c\" is not valid %s", r, b->result,
			     b->opponent ? "for a game" : "without an opponent (use U, H, F, Z)");
		return -1;
	}
	if (b->opponent == 0) {
		if (colour == 'w' || colour == 'b') {
			trf_diag_set(d, doc->path, p->line, col + 5, TRF_EINVALID,
				     "round %d: colour \"%c\" without an opponent", r, b->colour);
			return -1;
		}
		return 0;
	}
	if (b->opponent == p->id) {
		trf_diag_set(d, doc->path, p->line, col, TRF_EINVALID,
			     "round %d: player %d is paired with himself", r, p->id);
		return -1;
	}
	int oi = b->opponent <= 9999 ? index[b->opponent] : -1;
	if (oi < 0) {
		trf_diag_set(d, doc->path, p->line, col, TRF_EINVALID,
			     "round %d: opponent %d does not exist", r, b->opponent);
		return -1;
	}
	if (trf_result_played(code) && colour != 'w' && colour != 'b') {
		trf_diag_set(d, doc->path, p->line, col + 5, TRF_EINVALID,
			     "round %d: a played game needs colour w or b", r);
		return -1;
	}
	const struct trf_player *o = &doc->players[oi];
	if (o->nblocks < r || o->blocks[r - 1].opponent != p->id) {
		trf_diag_set(d, doc->path, p->line, col, TRF_EINVALID,
			     "round %d: player %d lists opponent %d, but %d (line %d) does not list %d",
			     r, p->id, o->id, o->id, o->line, p->id);
		return -1;
	}
	const struct trf_block *ob = &o->blocks[r - 1];
	char ocolour = lower(ob->colour), ocode = trf_result_code(ob);
	int colour_given = colour == 'w' || colour == 'b';
	int ocolour_given = ocolour == 'w' || ocolour == 'b';
	if ((colour_given || ocolour_given) &&
	    !(colour_given && ocolour_given && colour != ocolour)) {
		trf_diag_set(d, doc->path, p->line, col + 5, TRF_EINVALID,
			     "round %d: colours of %d (%c) and %d (%c) are not opposite",
			     r, p->id, b->colour, o->id, ob->colour);
		return -1;
	}
	if (ocode && !complementary(code, ocode)) {
		trf_diag_set(d, doc->path, p->line, col + 7, TRF_EINVALID,
			     "round %d: results of %d (%c) and %d (%c) do not match",
			     r, p->id, b->result, o->id, ob->result);
		return -1;
	}
	return 0;
}

/* The sum of player i's results, and of those not paired in round next. */
static int results_sum(const struct trf_doc *doc, size_t i, int next, int *pending)
{
	const struct trf_player *p = &doc->players[i];
	int sum = 0;

	*pending = 0;
	for (int r = 1; r <= p->nblocks; r++) {
		const struct trf_block *b = &p->blocks[r - 1];
		int pts = trf_result_points(&doc->points, trf_result_code(b), b->colour);
		sum += pts;
		if (r == next && !trf_block_pairs(b))
			*pending += pts;
	}
	return sum;
}

/*
 * Points must be the sum of the results (§3.2).  Accepted too, as the
 * engines do: without the points of a bye already entered for the round
 * to be paired, and with the acceleration points of the rounds so far.
 */
int trf_points_agree(const struct trf_doc *doc, size_t i, int next)
{
	const struct trf_player *p = &doc->players[i];
	int pending, accel = 0, sum = results_sum(doc, i, next, &pending);

	if (doc->acceleration && doc->acceleration[i])
		for (int r = 1; r <= next && r <= doc->accel_rounds; r++)
			accel += doc->acceleration[i][r - 1];
	if (p->points < 0)
		return sum == 0;
	return p->points == sum || p->points == sum - pending ||
	       (accel && (p->points == sum + accel || p->points == sum - pending + accel));
}

static int check_points(const struct trf_doc *doc, size_t i, int next,
			struct trf_diag *d)
{
	const struct trf_player *p = &doc->players[i];
	int pending, sum = results_sum(doc, i, next, &pending);

	if (trf_points_agree(doc, i, next))
		return 0;
	char want[8], have[8];
	trf_format_points(sum, want);
	if (p->points < 0)
		strcpy(have, "blank");
	else
		trf_format_points(p->points, have);
	trf_diag_set(d, doc->path, p->line, 81, TRF_EINVALID,
		     "points %s do not match the results, which sum to %s under the "
		     "tournament's point system%s", have + strspn(have, " "),
		     want + strspn(want, " "),
		     doc->points_declared ? "" : " (1-0.5-0; declare others with XXS or BBx)");
	return -1;
}

/* trf(5): at most one pairing-allocated bye (U) per round.  pab[r - 1]
 * holds the index + 1 of the player who has round r's, 0 none. */
static int check_pab(const struct trf_doc *doc, size_t i, int *pab, struct trf_diag *d)
{
	const struct trf_player *p = &doc->players[i];

	for (int r = 1; r <= p->nblocks; r++) {
		const struct trf_block *b = &p->blocks[r - 1];
		if (b->opponent || trf_result_code(b) != 'U')
			continue;
		if (pab[r - 1]) {
			const struct trf_player *o = &doc->players[pab[r - 1] - 1];
			/* `0000 - +` is the legacy spelling of U (bbp): say which
			 * the file wrote.  Several of them in a round were read
			 * as full-point byes (repair.c); this is one beside a U. */
			int plus = b->result == '+';
			trf_diag_set(d, doc->path, p->line, block_col(r) + 7, TRF_EINVALID,
				     "round %d: a second pairing-allocated bye (%s): %d (line %d) "
				     "has it already, and a round has at most one",
				     r, plus ? "`0000 - +`, read as U" : "U", o->id, o->line);
			return -1;
		}
		pab[r - 1] = (int)i + 1;
	}
	return 0;
}

int trf_validate(const struct trf_doc *doc, struct trf_diag *d)
{
	int *index;

	if (!doc->nplayers) {
		/* An empty file, or one of some other kind (issue 16). */
		trf_diag_set(d, doc->path, 1, 1, TRF_EINVALID,
			     "no player record (001 line): not a tournament report file");
		return -1;
	}
	if (check_ids(doc, d) < 0)
		return -1;
	index = malloc(10000 * sizeof(int));
	if (!index) {
		trf_diag_set(d, doc->path, 0, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	for (int k = 0; k < 10000; k++)
		index[k] = -1;
	for (size_t i = 0; i < doc->nplayers; i++)
		index[doc->players[i].id] = (int)i;

	/* A team's PAB is a U on each of its boards: lib/team checks that a
	 * round has one unpaired team (C.04.1 c), not one U. */
	int team = trf_team_evidence(doc, NULL) != TRF_TEAM_NONE;
	int next = trf_round_to_pair(doc), rc = 0, maxr = 1;
	for (size_t i = 0; i < doc->nplayers; i++)
		if (doc->players[i].nblocks > maxr)
			maxr = doc->players[i].nblocks;
	int *pab = calloc((size_t)maxr, sizeof(int));
	if (!pab) {
		free(index);
		trf_diag_set(d, doc->path, 0, 0, TRF_ELIMIT, "out of memory");
		return -1;
	}
	for (size_t i = 0; i < doc->nplayers && rc == 0; i++) {
		const struct trf_player *p = &doc->players[i];
		if (doc->total_rounds && p->nblocks > doc->total_rounds) {
			/* With the phrase of trfpair(1), EXIT STATUS, that programs
			 * calling an engine look for. */
			trf_diag_set(d, doc->path, p->line, block_col(doc->total_rounds + 1),
				     TRF_EINVALID,
				     "round %d is more than the %d rounds the tournament has "
				     "(XXR/142): The number of rounds is larger than the "
				     "reported number of rounds.",
				     doc->total_rounds + 1, doc->total_rounds);
			rc = -1;
			break;
		}
		for (int r = 1; r <= p->nblocks && rc == 0; r++)
			rc = check_block(doc, p, r, index, d);
		if (rc == 0 && !team)
			rc = check_pab(doc, i, pab, d);
		if (rc == 0)
			rc = check_points(doc, i, next, d);
	}
	free(pab);
	for (size_t k = 0; rc == 0 && k < doc->nforbidden; k++) {
		const struct trf_forbidden *f = &doc->forbidden[k];
		int bad_a = f->a > 9999 || index[f->a] < 0;
		if (bad_a || f->b > 9999 || index[f->b] < 0) {
			trf_diag_set(d, doc->path, f->line, bad_a ? f->col_a : f->col_b,
				     TRF_EINVALID, "forbidden pair %d-%d: player %d does not exist",
				     f->a, f->b, bad_a ? f->a : f->b);
			rc = -1;
		}
	}
	for (size_t k = 0; rc == 0 && k < doc->nabsences; k++) {
		int id = doc->absences[k].id;
		if (id > 9999 || index[id] < 0) {
			trf_diag_set(d, doc->path, doc->absences[k].line, doc->absences[k].col,
				     TRF_EINVALID, "absence of player %d, who does not exist", id);
			rc = -1;
		}
	}
	free(index);
	return rc;
}

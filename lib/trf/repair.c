/*
 * repair.c - what the files real programs export contain, read as they
 * mean it and noted (trf(5), REPAIRS OF REAL EXPORTS).  Runs once the
 * whole file is read, before any caller sees the document, so that the
 * command, the library and any other reader get the same repairs.  A
 * file that needs none is left exactly as read, with no notice.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/internal.h"

static int block_col(int round)
{
	return 92 + 10 * (round - 1);
}

static int nomem(struct trf_diag *d, const struct trf_doc *doc)
{
	trf_diag_set(d, doc->path, 0, 0, TRF_ELIMIT, "out of memory");
	return -1;
}

/* `0000 - 0`: no opponent and a loss.  Read as what it scores, a
 * zero-point bye (Z); trf_result_code() knows no loss without a game. */
static int zero_byes(struct trf_doc *doc, struct trf_diag *d)
{
	for (size_t i = 0; i < doc->nplayers; i++) {
		struct trf_player *p = &doc->players[i];
		for (int r = 1; r <= p->nblocks; r++) {
			struct trf_block *b = &p->blocks[r - 1];
			if (b->opponent || b->result != '0')
				continue;
			b->result = 'Z';
			if (trf_note(doc, TRF_NOTE_ZERO_BYE, p->line, block_col(r) + 7,
				     "round %d: `0000 - 0` (no opponent, a loss): read as a "
				     "zero-point bye (Z)", r) < 0)
				return nomem(d, doc);
		}
	}
	return 0;
}

static int max_rounds(const struct trf_doc *doc)
{
	int m = 0;

	for (size_t i = 0; i < doc->nplayers; i++)
		if (doc->players[i].nblocks > m)
			m = doc->players[i].nblocks;
	return m;
}

static int is_plus_bye(const struct trf_block *b)
{
	return b->opponent == 0 && b->result == '+';
}

/*
 * Several `0000 - +` in one round.  `+` without an opponent is the
 * legacy spelling of the pairing-allocated bye (bbp), of which a round
 * has at most one (C.04.1 c); several are board defaults of a team
 * league written as individual lines, each a full point not paired:
 * full-point byes (F).
 */
static int several_plus(struct trf_doc *doc, struct trf_diag *d)
{
	int maxr = max_rounds(doc);
	int *count = calloc((size_t)maxr + 1, sizeof(int));

	if (!count)
		return nomem(d, doc);
	for (size_t i = 0; i < doc->nplayers; i++) {
		const struct trf_player *p = &doc->players[i];
		for (int r = 1; r <= p->nblocks; r++)
			count[r] += is_plus_bye(&p->blocks[r - 1]);
	}
	for (size_t i = 0; i < doc->nplayers; i++) {
		struct trf_player *p = &doc->players[i];
		for (int r = 1; r <= p->nblocks; r++) {
			struct trf_block *b = &p->blocks[r - 1];
			if (count[r] < 2 || !is_plus_bye(b))
				continue;
			b->result = 'F';
			if (trf_note(doc, TRF_NOTE_SEVERAL_PLUS, p->line, block_col(r) + 7,
				     "round %d: %d players have `0000 - +`, and a round has at most "
				     "one pairing-allocated bye: each is read as a full-point bye "
				     "(F); a team file (013 lines) is checked as individual "
				     "pairings only", r, count[r]) < 0) {
				free(count);
				return nomem(d, doc);
			}
		}
	}
	free(count);
	return 0;
}

static int results_sum(const struct trf_doc *doc, const struct trf_player *p)
{
	int sum = 0;

	for (int r = 1; r <= p->nblocks; r++) {
		const struct trf_block *b = &p->blocks[r - 1];
		sum += trf_result_points(&doc->points, trf_result_code(b), b->colour);
	}
	return sum;
}

static const char *pts(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
	return buf + strspn(buf, " ");
}

/* An unplayed round written without a code: no opponent, no result
 * letter (`       -  `, `0000 -  `, or all blank inside the line). */
static int uncoded(const struct trf_block *b)
{
	return b->opponent == 0 && (b->result == ' ' || b->result == 0);
}

/* `0000 - -`: no opponent and the forfeit-loss letter, which
 * trf_result_code() reads as an absence (Z).  Swiss-Manager writes it
 * for a board not paired, and a team event may credit the board. */
static int dash(const struct trf_block *b)
{
	return b->opponent == 0 && b->result == '-';
}

/*
 * Points above the sum of the results, with unplayed rounds that score
 * nothing as written (is_cell: uncoded() or dash()).  The declared
 * total is kept and the gap read as what those rounds were worth: a
 * full-point bye (F) or a half-point bye (H) each, all of one kind when
 * the gap divides evenly, else full points first; a round the gap does
 * not reach stays as written.  Returns 1 when repaired, with code[r]
 * the letter given to round r (0: unchanged); 0 when the gap is not
 * made of byes (the file is left as read).
 */
static int gap_as_byes(struct trf_doc *doc, size_t i, int next,
		       int (*is_cell)(const struct trf_block *), char code[1000])
{
	struct trf_player *p = &doc->players[i];
	const struct trf_points *pt = &doc->points;
	int full = pt->fpb - pt->zpb, half = pt->hpb - pt->zpb;
	int gap = p->points - results_sum(doc, p), n = 0;
	char was[1000];

	memset(code, 0, 1000);
	if (gap <= 0 || full <= 0 || half <= 0)
		return 0;
	for (int r = 1; r < next && r <= p->nblocks; r++)
		n += is_cell(&p->blocks[r - 1]);
	if (!n)
		return 0;
	int left = gap;
	for (int r = 1; r < next && r <= p->nblocks; r++) {
		if (!is_cell(&p->blocks[r - 1]))
			continue;
		if (gap == n * half && gap != n * full)
			code[r] = 'H';
		else if (left >= full)
			code[r] = 'F';
		else if (left >= half)
			code[r] = 'H';
		left -= code[r] == 'F' ? full : code[r] == 'H' ? half : 0;
	}
	if (left) {
		memset(code, 0, 1000);
		return 0;
	}
	for (int r = 1; r < next && r <= p->nblocks; r++) {
		was[r] = p->blocks[r - 1].result;
		if (code[r])
			p->blocks[r - 1].result = code[r];
	}
	if (trf_points_agree(doc, i, next))
		return 1;
	for (int r = 1; r < next && r <= p->nblocks; r++)
		p->blocks[r - 1].result = was[r];
	memset(code, 0, 1000);
	return 0;
}

/* The rounds gap_as_byes() gave a letter, for a notice: "round 4 as a
 * full-point bye, F", "rounds 4 and 6 as half-point byes, H", "rounds
 * 4, 6 and 7 as byes F, H and H". */
static const char *byes_read(const char code[1000], char *buf, size_t size)
{
	char rounds[64] = "", letters[32] = "";
	size_t nr = 0, nl = 0;
	int k = 0, total = 0, same = 1, first = 0;

	for (int r = 1; r < 1000; r++)
		if (code[r]) {
			total++;
			if (!first)
				first = r;
			same &= code[r] == code[first];
		}
	for (int r = 1; r < 1000; r++) {
		if (!code[r])
			continue;
		const char *sep = !k ? "" : k == total - 1 ? " and " : ", ";
		k++;
		if (nr < sizeof(rounds))
			nr += (size_t)snprintf(rounds + nr, sizeof(rounds) - nr, "%s%d", sep, r);
		if (nl < sizeof(letters))
			nl += (size_t)snprintf(letters + nl, sizeof(letters) - nl, "%s%c", sep,
					       code[r]);
	}
	const char *kind = code[first] == 'F' ? "full-point" : "half-point";
	if (total == 1)
		snprintf(buf, size, "round %d as a %s bye, %c", first, kind, code[first]);
	else if (same)
		snprintf(buf, size, "rounds %s as %s byes, %c", rounds, kind, code[first]);
	else
		snprintf(buf, size, "rounds %s as byes %s", rounds, letters);
	return buf;
}

static int points(struct trf_doc *doc, struct trf_diag *d)
{
	int next = trf_round_to_pair(doc), all_zero = doc->nplayers > 1, agree = 1;
	char a[16], b[16];

	for (size_t i = 0; i < doc->nplayers; i++) {
		all_zero &= doc->players[i].points == 0;
		agree &= trf_points_agree(doc, i, next);
	}
	/* A Russian export: every Points field of the field 0.0, the games
	 * won. */
	if (all_zero && !agree) {
		for (size_t i = 0; i < doc->nplayers; i++)
			doc->players[i].points = results_sum(doc, &doc->players[i]);
		if (trf_note(doc, TRF_NOTE_POINTS_ZERO, doc->players[0].line, 81,
			     "every player's points are 0.0 while the results say otherwise: "
			     "points computed from the results") < 0)
			return nomem(d, doc);
		return 0;
	}
	for (size_t i = 0; i < doc->nplayers; i++) {
		struct trf_player *p = &doc->players[i];
		if (trf_points_agree(doc, i, next))
			continue;
		int sum = results_sum(doc, p), rc = 0;
		if (p->points < 0) {
			/* Tornelo: blank means not given. */
			p->points = sum;
			rc = trf_note(doc, TRF_NOTE_POINTS_BLANK, p->line, 81, "points blank: "
				      "computed from the results (%s)", pts(sum, a));
		} else {
			int was = p->points;
			char code[1000], which[128];
			if (gap_as_byes(doc, i, next, uncoded, code))
				rc = trf_note(doc, TRF_NOTE_POINTS_GAP, p->line, 81,
					      "points %s, but the results sum to %s: the declared "
					      "total is kept, and the unplayed rounds written "
					      "without a code are read as byes worth the "
					      "difference (%s)", pts(was, a), pts(sum, b),
					      byes_read(code, which, sizeof(which)));
			else if (gap_as_byes(doc, i, next, dash, code))
				rc = trf_note(doc, TRF_NOTE_POINTS_DASH, p->line, 81,
					      "points %s, but the results sum to %s: the declared "
					      "total is kept, and `0000 - -` (a board not paired, "
					      "which a team event may credit) is read as a bye worth "
					      "the difference (%s)", pts(was, a), pts(sum, b),
					      byes_read(code, which, sizeof(which)));
		}
		if (rc < 0)
			return nomem(d, doc);
	}
	return 0;
}

/*
 * Start numbers that look like final ranks (lichess renumbers players
 * by their standing): trf_start_order()'s signature, never on a team
 * file (its players are listed team by team) nor under XXC rank (the
 * file order is the pairing order).  Start numbers that merely do not
 * follow the ratings are no fault (C.04.2 B: another list, an
 * estimate): --info says so, not a notice.  Every finding assumes the
 * start numbers are the pairing numbers.
 */
static int rank_order(struct trf_doc *doc, struct trf_diag *d)
{
	struct trf_start_order o;

	if (doc->rank_order || trf_team_evidence(doc, NULL) != TRF_TEAM_NONE)
		return 0;
	if (trf_start_order(doc, &o) < 0)
		return nomem(d, doc);
	if (o.final_ranks && trf_note(doc, TRF_NOTE_RANK_ORDER, doc->players[0].line, 81,
				      "start numbers look like final ranks (the scores never "
				      "rise along the start numbers, %d players after %d rounds, "
				      "while the ratings do not follow them): findings assume "
				      "the start numbers are the pairing numbers",
				      o.players, o.rounds) < 0)
		return nomem(d, doc);
	return 0;
}

int trf_repair(struct trf_doc *doc, struct trf_diag *d)
{
	if (zero_byes(doc, d) < 0 || several_plus(doc, d) < 0 || points(doc, d) < 0 ||
	    rank_order(doc, d) < 0)
		return -1;
	return 0;
}

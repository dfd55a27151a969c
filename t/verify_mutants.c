/*
 * verify_mutants.c - the verifier against damaged tournaments.
 *
 * From each corpus file and round k, keep rounds 1..k, damage round k
 * in one of the ways below, drop the later rounds, recompute the
 * points, and require that the verifier flags round k with the rule
 * the damage breaks (and nothing in rounds 1..k-1):
 *   rematch   two pairs re-formed so that two players meet again: C1
 *   pab-c2    the PAB moved to a player who had a PAB or forfeit win: C2
 *   colour    the colours of one pair swapped: an E rule
 *   exchange  opponents exchanged between two pairs of one scoregroup:
 *             a quality criterion, B.8 (generation order) or an E rule
 *   pab-move  the PAB moved to another eligible player: C5-C19 or B.8
 *   float     two pairs of neighbouring scoregroups crossed, so that
 *             players float needlessly: C5-C7 or another criterion
 *   c3        two non-topscorers with the same absolute colour
 *             preference paired (not in the final round): C3
 *   exchange-11, swap-11, pab-move-11
 *             exchange (a-b c-d to a-c b-d), swap (to a-d c-b) and
 *             pab-move in a scoregroup of more than 10 players: a
 *             criterion, the generation order or a colour rule, found
 *             by the verifier alone (the engine's word never counts)
 * Prints "mutants: N passed, N failed" (a mutant passes when flagged
 * as expected); a mutation that cannot be made legal is skipped.
 * First, every round of every file as it is must have no finding from
 * the verifier alone: "verify: N passed, N failed".
 *
 *   verify_mutants [--edition=2026] [--every=N] [--verify-only]
 *                  [--name=NAME] [--priced-min=N] FILE...
 *
 * --edition=2026 checks by the 2026 text (colour rules 5.2.x, Article
 * 4 for the generation order; lines "verify-2026:", "mutants-2026:");
 * --every=N takes every Nth file only; --verify-only skips the mutants;
 * --name=NAME prints the first line as "NAME: N passed, N failed".
 * --priced-min=N solves the verifier's matching problems of N vertices
 * or more by pricing (vbest_priced_min; 0: all of them), so that the
 * small corpus files take that path too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dutch/dutch.h"
#include "systems/systems.h"
#include "trf/trf.h"
#include "verify/verify.h"
#include "verify/internal.h"

enum kind {
	REMATCH, PAB_C2, COLOUR, EXCHANGE, PAB_MOVE, FLOAT, SAME_ABS,
	EXCHANGE_BIG, SWAP_BIG, PAB_MOVE_BIG, NKINDS
};
static const char *const kind_name[NKINDS] = {
	"rematch", "pab-c2", "colour", "exchange", "pab-move", "float", "c3",
	"exchange-11", "swap-11", "pab-move-11"
};

/* The kinds made in scoregroups of more than 10 players (brackets the
 * literal walk of sequence.c cannot take: order.c decides them). */
static int big_kind(enum kind k)
{
	return k == EXCHANGE_BIG || k == SWAP_BIG || k == PAB_MOVE_BIG;
}

static int edition = DUTCH_2017;

/* A colour rule of the edition: E.1-E.5, or 5.2.1-5.2.5 in 2026. */
static int colour_rule(const char *rule)
{
	return edition == DUTCH_2026 ? !strncmp(rule, "5.2.", 4) :
	       rule[0] == 'E' && rule[1] == '.';
}

/* Rules a finding of each kind may name (prefix match on "RULE:"). */
static int expected(enum kind k, const char *rule)
{
	const char *order = edition == DUTCH_2026 ? "4" : "B.8";

	switch (k) {
	case REMATCH: return !strcmp(rule, "C1");
	case PAB_C2: return !strcmp(rule, "C2");
	case SAME_ABS: return !strcmp(rule, "C3");
	case COLOUR: return colour_rule(rule);
	default:
		return rule[0] == 'C' || !strcmp(rule, order) || colour_rule(rule);
	}
}

/* Player index (in doc) of the opponent in round k, or -1. */
static int opp(const struct trf_doc *doc, int p, int k)
{
	const struct trf_player *pl = &doc->players[p];

	if (pl->nblocks < k || !pl->blocks[k - 1].opponent)
		return -1;
	return trf_find_player(doc, pl->blocks[k - 1].opponent);
}

static int had_game(const struct trf_doc *doc, int a, int b, int k)
{
	const struct trf_player *pa = &doc->players[a];

	for (int r = 1; r < k && r <= pa->nblocks; r++)
		if (pa->blocks[r - 1].opponent == doc->players[b].id &&
		    trf_result_played(trf_result_code(&pa->blocks[r - 1])))
			return 1;
	return 0;
}

static int had_pab_or_forfeit_win(const struct trf_doc *doc, int a, int k)
{
	const struct trf_player *pa = &doc->players[a];

	for (int r = 1; r < k && r <= pa->nblocks; r++) {
		char c = trf_result_code(&pa->blocks[r - 1]);
		if (c == 'U' || c == '+')
			return 1;
	}
	return 0;
}

/* A.6.a from the played games before round k: 'w', 'b' or 0. */
static char absolute_pref(const struct trf_doc *doc, int a, int k)
{
	const struct trf_player *pa = &doc->players[a];
	char last = 0, prev = 0;
	int cd = 0;

	for (int r = 1; r < k && r <= pa->nblocks; r++) {
		const struct trf_block *b = &pa->blocks[r - 1];
		if (!trf_result_played(trf_result_code(b)))
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

static int score_before(const struct trf_doc *doc, int a, int k)
{
	const struct trf_player *pa = &doc->players[a];
	int s = 0;

	for (int r = 1; r < k && r <= pa->nblocks; r++)
		s += trf_result_points(&doc->points, trf_result_code(&pa->blocks[r - 1]),
				       pa->blocks[r - 1].colour);
	return s;
}

static void pair(struct trf_doc *doc, int w, int b, int k)
{
	trf_set_block(doc, (size_t)w, k, doc->players[b].id, 'w', '=');
	trf_set_block(doc, (size_t)b, k, doc->players[w].id, 'b', '=');
}

static int played_pair(const struct trf_doc *doc, int a, int k)
{
	int o = opp(doc, a, k);

	return o >= 0 && trf_result_played(trf_result_code(&doc->players[a].blocks[k - 1]));
}

/* Players on a's score before round k who take part in round k. */
static int group_size(const struct trf_doc *doc, int a, int k)
{
	int n = 0, sa = score_before(doc, a, k);

	for (size_t p = 0; p < doc->nplayers; p++) {
		const struct trf_player *pl = &doc->players[p];
		if (pl->nblocks < k || score_before(doc, (int)p, k) != sa)
			continue;
		char c = trf_result_code(&pl->blocks[k - 1]);
		n += opp(doc, (int)p, k) >= 0 || c == 'U';
	}
	return n;
}

/* Damage round k; returns 1 if a mutant was made. */
static int mutate(struct trf_doc *doc, int k, enum kind kind, unsigned seed)
{
	int n = (int)doc->nplayers;
	int start = (int)(seed % (unsigned)n);

	for (int i0 = 0; i0 < n; i0++) {
		int a = (start + i0) % n;
		int b = opp(doc, a, k);
		int bye_a = doc->players[a].nblocks >= k &&
			    trf_result_code(&doc->players[a].blocks[k - 1]) == 'U';
		switch (kind) {
		case COLOUR:
			if (b > a && played_pair(doc, a, k)) {
				char ca = doc->players[a].blocks[k - 1].colour;
				int w = ca == 'w' ? b : a, bl = ca == 'w' ? a : b;
				pair(doc, w, bl, k);
				return 1;
			}
			break;
		case REMATCH: case EXCHANGE: case FLOAT: case SAME_ABS:
		case EXCHANGE_BIG: case SWAP_BIG:
			if (b < 0 || !played_pair(doc, a, k))
				break;
			if (big_kind(kind) && group_size(doc, a, k) <= 10)
				break;
			for (int c = 0; c < n; c++) {
				int d = opp(doc, c, k);
				if (c == a || c == b || d < 0 || d == a || !played_pair(doc, c, k))
					continue;
				int sa = score_before(doc, a, k), sb = score_before(doc, b, k);
				int sc = score_before(doc, c, k), sd = score_before(doc, d, k);
				int ok = 0;
				if (kind == REMATCH)
					ok = had_game(doc, a, c, k) && !had_game(doc, b, d, k);
				else if (kind == SAME_ABS)
					ok = absolute_pref(doc, a, k) &&
					     absolute_pref(doc, a, k) == absolute_pref(doc, c, k) &&
					     !had_game(doc, a, c, k) && !had_game(doc, b, d, k);
				else if (kind == EXCHANGE || kind == EXCHANGE_BIG)
					ok = sa == sb && sb == sc && sc == sd &&
					     !had_game(doc, a, c, k) && !had_game(doc, b, d, k);
				else if (kind == SWAP_BIG)
					ok = sa == sb && sb == sc && sc == sd &&
					     !had_game(doc, a, d, k) && !had_game(doc, c, b, k);
				else
					ok = sa == sb && sc == sd && sc < sa &&
					     !had_game(doc, a, c, k) && !had_game(doc, b, d, k);
				if (ok && kind == SWAP_BIG) {
					pair(doc, a, d, k);
					pair(doc, c, b, k);
					return 1;
				}
				if (ok) {
					pair(doc, a, c, k);
					pair(doc, b, d, k);
					return 1;
				}
			}
			break;
		case PAB_C2: case PAB_MOVE: case PAB_MOVE_BIG:
			if (!bye_a)
				break;
			for (int c = 0; c < n; c++) {
				int d = opp(doc, c, k);
				if (d < 0 || !played_pair(doc, c, k) || had_game(doc, a, d, k))
					continue;
				if (kind == PAB_MOVE_BIG && group_size(doc, c, k) <= 10)
					continue;
				int bad = had_pab_or_forfeit_win(doc, c, k);
				if ((kind == PAB_C2) != bad)
					continue;
				pair(doc, a, d, k);
				trf_set_block(doc, (size_t)c, k, 0, '-', 'U');
				return 1;
			}
			break;
		default:
			break;
		}
	}
	return 0;
}

/* Generation-order findings on mutants: the verifier's own (order.c),
 * and lines from the engine's comparison, which must not occur. */
static int b8_own, b8_engine;

/* Check round r as -c does; returns whether a finding names an
 * expected rule, and in *nf whether the round has findings. */
static int flagged(const struct tmt *t, int r, int total, enum kind kind, int *nf,
		   int count_b8)
{
	struct verify_options o = { total, 0, edition, 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int ok = 0;

	*nf = check_edition_rounds(t, r, r, systems_edition("dutch", edition), &o, f);
	fclose(f);
	for (char *line = buf; line && *line; ) {
		char *end = strchr(line, '\n');
		char rule[32];
		const char *p = strstr(line, ": ");
		/* "round R: [bracket S: ]RULE: text" */
		if (p && !strncmp(p + 2, "bracket ", 8))
			p = strstr(p + 2, ": ");
		int engine = p && strstr(p + 2, ": the engine gives") != NULL;
		if (p && sscanf(p + 2, "%31[^:]:", rule) == 1 && expected(kind, rule)) {
			/* only the verifier's own findings count */
			ok |= !engine;
			if (!strcmp(rule, edition == DUTCH_2026 ? "4" : "B.8") && count_b8) {
				b8_engine += engine;
				b8_own += !engine;
			}
		}
		line = end ? end + 1 : NULL;
	}
	free(buf);
	return ok;
}

/* The undamaged files: the verifier alone finds nothing. */
static void clean_rounds(const char *path, int *passed, int *failed)
{
	struct trf_diag d;
	struct trf_doc *doc = trf_read_file(path, &d);
	struct tmt *t = doc && trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;

	if (!t) {
		printf("FAIL %s: cannot read\n", path);
		(*failed)++;
	}
	for (int r = 1; t && r <= t->rounds; r++) {
		struct verify_options o = { t->total_rounds ? t->total_rounds : t->rounds, 0, edition, 0 };
		char *buf = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&buf, &len);
		int nf = verify_dutch_round(t, r, &o, f);
		fclose(f);
		if (nf == 0) {
			(*passed)++;
		} else {
			(*failed)++;
			printf("FAIL %s round %d:\n%s", path, r, buf);
		}
		free(buf);
	}
	tmt_free(t);
	trf_free(doc);
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0, count[NKINDS] = { 0 }, every = 1, first = 1;
	unsigned seed = 1, seed_big = 7;
	const char *name = NULL;
	int verify_only = 0;

	for (; first < argc && !strncmp(argv[first], "--", 2); first++) {
		if (!strcmp(argv[first], "--edition=2026"))
			edition = DUTCH_2026;
		else if (!strcmp(argv[first], "--edition=2017"))
			edition = DUTCH_2017;
		else if (!strncmp(argv[first], "--every=", 8) && atoi(argv[first] + 8) > 0)
			every = atoi(argv[first] + 8);
		else if (!strncmp(argv[first], "--name=", 7))
			name = argv[first] + 7;
		else if (!strcmp(argv[first], "--verify-only"))
			verify_only = 1;
		else if (!strncmp(argv[first], "--priced-min=", 13) && atoi(argv[first] + 13) >= 0)
			vbest_priced_min = atoi(argv[first] + 13);
		else {
			fprintf(stderr, "verify_mutants: unknown option %s\n", argv[first]);
			return 2;
		}
	}
	const char *suffix = edition == DUTCH_2026 ? "-2026" : "";
	for (int i = first; i < argc; i += every)
		clean_rounds(argv[i], &passed, &failed);
	if (name)
		printf("%s: %d passed, %d failed\n", name, passed, failed);
	else
		printf("verify%s: %d passed, %d failed\n", suffix, passed, failed);
	int clean_failed = failed;
	if (verify_only)
		return failed ? 1 : 0;
	passed = failed = 0;

	for (int i = first; i < argc; i += every) {
		struct trf_diag d;
		struct trf_doc *full = trf_read_file(argv[i], &d);
		if (!full)
			continue;
		int rounds = 0;
		for (size_t p = 0; p < full->nplayers; p++)
			if (full->players[p].nblocks > rounds)
				rounds = full->players[p].nblocks;
		trf_free(full);
		for (int kind = 0; kind < NKINDS; kind++) {
			/* the big kinds draw from their own sequence, so that the
			 * others stay the mutants they were */
			unsigned *sp = big_kind((enum kind)kind) ? &seed_big : &seed;
			int k = 2 + (int)((*sp)++ % (unsigned)(rounds > 1 ? rounds - 1 : 1));
			if (kind == SAME_ABS && k == rounds)
				k--;
			if (k > rounds || k < 2)
				continue;
			struct trf_doc *doc = trf_read_file(argv[i], &d);
			for (size_t p = 0; p < doc->nplayers; p++)
				if (doc->players[p].nblocks > k)
					doc->players[p].nblocks = k;
			if (!mutate(doc, k, (enum kind)kind, *sp * 2654435761u)) {
				trf_free(doc);
				continue;
			}
			trf_recompute_points(doc);
			struct tmt *t = trf_validate(doc, &d) == 0 ? tmt_build(doc, &d) : NULL;
			int ok = 0, nf = 0, clean = 1;
			if (t) {
				for (int r = 1; r < k; r++) {
					int x;
					flagged(t, r, rounds, (enum kind)kind, &x, 0);
					clean &= x == 0;
				}
				ok = clean && flagged(t, k, rounds, (enum kind)kind, &nf, 1);
			}
			if (ok) {
				passed++;
				count[kind]++;
			} else {
				failed++;
				printf("FAIL %s round %d %s: %s\n", argv[i], k, kind_name[kind],
				       !t ? d.msg : !clean ? "earlier round flagged" :
				       nf ? "flagged with another rule" : "not flagged");
			}
			tmt_free(t);
			trf_free(doc);
		}
	}
	for (int k = 0; k < NKINDS; k++)
		printf("# %s: %d flagged\n", kind_name[k], count[k]);
	printf("# %s: %d by the verifier's own derivation, %d from the engine\n",
	       edition == DUTCH_2026 ? "4" : "B.8", b8_own, b8_engine);
	if (b8_engine) {
		printf("FAIL %d generation-order findings came from the engine\n", b8_engine);
		failed++;
	}
	printf("mutants%s: %d passed, %d failed\n", suffix, passed, failed);
	return failed || clean_failed ? 1 : 0;
}

/*
 * tournament.h - the tournament model derived from a validated TRF.
 *
 * lib/tournament/ owns every quantity the pairing systems read from the
 * history: per player and round the opponent, colour, result, whether
 * the game was played, byes and absences, scores, colour difference and
 * preference, floats, ARO, upfloat counts, PAB eligibility, topscorers,
 * the initial colour and the round to be paired.
 *
 * Players are addressed by index 0..n-1 in pairing-number order (the
 * start-number order, or file order under XXC rank); rounds are 1-based.
 * Scores are in tenths of a point, as in trf.h.
 */
#ifndef TRFPAIR_TOURNAMENT_H
#define TRFPAIR_TOURNAMENT_H

#include "trf/trf.h"

/* What happened to a player in one round. */
enum tmt_kind {
	TMT_PLAYED,		/* over-the-board game: 1 = 0 W D L */
	TMT_FORFEIT_WIN,	/* + : paired, not played */
	TMT_FORFEIT_LOSS,	/* - : paired, not played */
	TMT_PAB,		/* U : pairing-allocated bye */
	TMT_HPB,		/* H : requested half-point bye */
	TMT_FPB,		/* F : requested full-point bye */
	TMT_ZPB,		/* Z, blank, or no block: absent, zero points */
};

enum tmt_float { TMT_FLOAT_NONE, TMT_FLOAT_DOWN, TMT_FLOAT_UP };

enum tmt_strength {
	TMT_PREF_NONE,
	TMT_PREF_MILD,
	TMT_PREF_STRONG,
	TMT_PREF_ABSOLUTE
};

/* A colour preference: colour 'w', 'b' or 0 (none), and its strength. */
struct tmt_pref {
	char colour;
	enum tmt_strength strength;
};

struct tmt_round {
	enum tmt_kind kind;
	int opponent;		/* player index, -1 if none */
	char colour;		/* 'w', 'b' for played games; 0 otherwise */
	char result;		/* normalised code, see trf_result_code() */
	int points;		/* tenths earned in this round */
	int paired;		/* took (or, for next_round, takes) part in the
				 * pairing: not H, F, Z or absent */
};

struct tmt_player {
	int id;			/* start number */
	int rating;
	const struct trf_player *trf;
	int trf_index;		/* index in doc->players (XXA rows) */
	struct tmt_round *rounds;	/* rounds[r-1], r = 1..tmt.next_round;
					 * use tmt_at() for bounds */
};

enum tmt_system { TMT_DUTCH, TMT_DUBOV, TMT_LIM };

struct tmt {
	const struct trf_doc *doc;
	int n;			/* players */
	struct tmt_player *players;	/* pairing-number order */
	int rounds;		/* rounds recorded in the file: next_round - 1 */
	int next_round;		/* round to be paired (trf-format.md §5.1) */
	int total_rounds;	/* XXR / 142, or 0 if unknown */
	char initial_colour;	/* 'w', 'b', or 0 if undetermined */
	struct trf_points points;
	int win_points;		/* tenths of a win, for topscorers and PAB */
	int *by_id;		/* internal: start number -> index, or -1 */
	int max_id;		/* internal: size of by_id minus one */
};

/*
 * Build the model from a document that passed trf_validate().
 * Returns NULL with *d filled on failure (d may be NULL).
 * next_round may exceed total_rounds for a finished tournament;
 * callers that pair must check.
 */
struct tmt *tmt_build(const struct trf_doc *doc, struct trf_diag *d);
void tmt_free(struct tmt *t);

/*
 * The total number of rounds n, given apart from a file that has none
 * (no XXR or 142; trfpair --total-rounds).  A file that gives one must
 * give n; n below a round the file records is invalid.  0, or -1 with
 * *d set (TRF_EINVALID).
 */
int tmt_set_total_rounds(struct tmt *t, int n, struct trf_diag *d);

/* Index of the player with start number id, or -1. */
int tmt_index(const struct tmt *t, int id);

/*
 * Initial colour inferred from round 1 (companion §2.7): the first
 * player in pairing order who played a game in round 1 got the initial
 * colour if his tmt_colour_rank() is odd.  0 if nobody played round 1.
 */
char tmt_infer_initial_colour(const struct tmt *t);

/*
 * The record of player p in round r.  Rounds 1..rounds are history;
 * round next_round holds what is known before its pairing (a requested
 * bye or an absence, else paired = 1, result 0, no points).  Any other
 * r, or a bad p, gives an empty absent record (ZPB, paired = 0).
 */
const struct tmt_round *tmt_at(const struct tmt *t, int p, int r);

/* Over-the-board games in rounds 1..r (Dubov 2.1.4). */
int tmt_games_played(const struct tmt *t, int p, int r);

/*
 * Number used for the initial-colour parity in round r (C.04.3 E.5,
 * companion §2.7): the player's rank in pairing order counting only
 * players paired in round r or in an earlier round.
 */
int tmt_colour_rank(const struct tmt *t, int p, int r);

/* tmt_colour_rank() of every player at once into rank[0..t->n-1], in
 * time linear in players and rounds (the one-player call is linear in
 * the players before him). */
void tmt_colour_ranks(const struct tmt *t, int r, int *rank);

/* Score after rounds 1..r (r = 0: before round 1), without acceleration. */
int tmt_score(const struct tmt *t, int p, int r);

/* Virtual points (XXA) the player holds for pairing round r. */
int tmt_acceleration(const struct tmt *t, int p, int r);

/* Pairing score before round r: tmt_score(r-1) + tmt_acceleration(r). */
int tmt_pairing_score(const struct tmt *t, int p, int r);

/* Whether the player takes part in the pairing of round r (not H/F/Z,
 * not absent); r = 1..next_round, 0 for any other round. */
int tmt_to_be_paired(const struct tmt *t, int p, int r);

/* Colour difference (white minus black, played games only) after round r. */
int tmt_colour_diff(const struct tmt *t, int p, int r);

/*
 * Played colours after round r, oldest first, as "wbw..." into buf
 * (NUL-terminated, truncated to size).  Returns the full length.
 */
int tmt_colour_history(const struct tmt *t, int p, int r, char *buf,
		       size_t size);

/* Colour preference for round r+1 after r rounds (Dutch A.6, Dubov 1.5.2). */
struct tmt_pref tmt_colour_pref(const struct tmt *t, int p, int r,
				enum tmt_system sys);

/* Float the player received in round r (Dutch A.4.b, companion 3.6.2). */
enum tmt_float tmt_float(const struct tmt *t, int p, int r);

/* The same by the 2026 text (1.4.2-1.4.4): an unplayed round floats
 * down only when it scored more than a loss. */
enum tmt_float tmt_float_2026(const struct tmt *t, int p, int r);

/* Lim 3.1: transferred to another score-group in round r (the one of
 * the pair farther from the median score; both, across the median). */
int tmt_lim_transferred(const struct tmt *t, int p, int r);

/* Average rating of opponents met over the board in rounds 1..r,
 * rounded half up; 0 if none (Dubov 1.6). */
int tmt_aro(const struct tmt *t, int p, int r);

/* Upfloats in rounds 1..r (Dubov: played an opponent with a higher
 * pairing score before that round, i.e. tmt_float() == TMT_FLOAT_UP). */
int tmt_upfloats(const struct tmt *t, int p, int r);

/* Dubov 1.7: 2 + floor(total_rounds / 5); 0 if total rounds unknown. */
int tmt_maxt(const struct tmt *t);

/* C.04.3 C2: may receive the PAB in round r (no PAB, no forfeit win before). */
int tmt_pab_eligible(const struct tmt *t, int p, int r);

/* Basic Rule 4 of 2025 (Dubov C2, Lim 1.1): may receive the PAB in round
 * r: no PAB, and no round scored at a win's value without playing
 * (forfeit win, full-point bye), before. */
int tmt_pab_allowed_2025(const struct tmt *t, int p, int r);

/* Dutch A.7: topscorer when pairing round r, the final round only:
 * pairing score > 50% of (r - 1) wins.  0 if total rounds unknown. */
int tmt_topscorer(const struct tmt *t, int p, int r);

/* Whether an XXP (260) line forbids players a and b to meet in round r. */
int tmt_forbidden(const struct tmt *t, int a, int b, int r);

/* Whether the two players met over the board in rounds 1..r. */
int tmt_played_each_other(const struct tmt *t, int a, int b, int r);

/* Why two players of a round may not meet: tmt_each_barred(). */
enum tmt_barred {
	TMT_BARRED_XXP = 1,	/* an XXP (260) line, in this round */
	TMT_BARRED_MET		/* C.04.1 b: a game played over the board */
};

/*
 * Every pair of a round's field that may not meet in round r: an XXP
 * line of round r, then every game played over the board in rounds
 * 1..r-1 (forfeits do not count, companion §2.5).  place[i] is player
 * index i's place 0..n-1 in the caller's field, or -1 for a player not
 * in it.  bar(ctx, a, b, why) gets the two places, a != b, once a line
 * and once a game (so the same pair may come twice, XXP first, then
 * the games); the order of a and b carries no meaning.  One pass over
 * the histories and the XXP lines, instead of a test per pair.
 */
void tmt_each_barred(const struct tmt *t, int r, const int *place,
		     void (*bar)(void *ctx, int a, int b, enum tmt_barred why),
		     void *ctx);

#endif

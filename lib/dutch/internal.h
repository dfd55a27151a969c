/*
 * internal.h - shared by the files of lib/dutch/ only (not installed).
 */
#ifndef TRFPAIR_DUTCH_INTERNAL_H
#define TRFPAIR_DUTCH_INTERNAL_H

#include "dutch/dutch.h"

/* What the criteria need to know of a player for this round. */
struct dplayer {
	int idx;		/* index in struct tmt */
	int score;		/* pairing score before the round (A.2 a) */
	int cd;			/* colour difference (A.6) */
	struct tmt_pref pref;	/* A.6 */
	char last1, last2;	/* last two played colours, newest first */
	char hist[128];		/* played colours, oldest first (E.3) */
	int nhist;
	int df1, uf1, df2, uf2;	/* floats in rounds r-1 and r-2 (A.4) */
	int pab_ok;		/* C2 */
	int byecand;		/* may take the PAB: C2, and in 2026 C5 */
	int played;		/* games played over the board (2026 C9) */
	int c9w;		/* 2026 C9: weight earned by pairing him */
	int topscorer;		/* A.7 */
	int colour_rank;	/* number whose parity decides E.5 */
};

/* The round being paired: players in A.2 order and their compatibility. */
struct dround {
	const struct tmt *t;
	int r;
	int n;
	struct dplayer *p;	/* sorted: score desc, pairing number asc */
	unsigned char *compat;	/* n*n: may meet (C1, C3, XXP) */
	int win;		/* tenths of a win */
	char initial_colour;	/* 'w' or 'b' (E, initial-colour) */
	int edition;		/* DUTCH_2017 or DUTCH_2026 */
	int bye_score;		/* 2026 C5: the lowest score the PAB can go to */
};

static inline int dr_compat(const struct dround *dr, int a, int b)
{
	return dr->compat[(size_t)a * (size_t)dr->n + (size_t)b];
}

int dround_init(struct dround *dr, const struct tmt *t, int r, int total_rounds,
		int edition);
void dround_free(struct dround *dr);

/*
 * Colours of a pair by E.1-E.5: returns 1 if a gets white.  The result
 * for C8-C11 is summarised by dcolour_eval().
 */
int dcolour_white(const struct dround *dr, int a, int b);

struct dcolour_eval {
	int no_pref;		/* C10: players not getting their preference */
	int no_strong;		/* C11: ... their strong preference */
	int cd_over2;		/* C8: topscorers/opponents with |cd| > 2 */
	int three_row;		/* C9: ... with the same colour three times */
};
void dcolour_eval(const struct dround *dr, int a, int b, struct dcolour_eval *e);

/* Whether players (indices into dr->p) admit a complete pairing (A.9):
 * all paired but at most one, who must be allowed the PAB (C2, and in
 * 2026 C5: byecand). */
int dround_completable(const struct dround *dr, const int *who, int n);

/*
 * One bracket.  members: MDPs first then residents, each in A.2 order.
 * lower: players below the bracket (for C7 the next scoregroup only,
 * for the completion of a PPB or last bracket all of them).
 * Returns the number of pairs written to pairs[] (pairs of member
 * indices into dr->p), or -1 when out of memory.  floaters[] gets the
 * members left unpaired; the bye, in the last bracket, is one of them.
 */
enum bracket_mode {
	BRACKET_NORMAL,		/* C5-C19 with the C7 look-ahead */
	BRACKET_PPB,		/* completion (C4) first, no C7 */
	BRACKET_LAST,		/* completion with the PAB, no C7 */
	BRACKET_C4		/* 2026: completion (C4) and the C8 look-ahead */
};

struct bracket {
	const int *members;
	int nmembers;
	int nmdp;
	const int *lower;	/* NORMAL: next scoregroup; PPB: all lower */
	int nlower;
	enum bracket_mode mode;
	int bye_needed;		/* LAST/PPB/C4: odd number of players remaining */
	int nnext;		/* C4: the first nnext of lower are the next
				 * scoregroup (C8); NORMAL: nlower */
	int c9;			/* 2026 C9 weighs the PAB receiver's games */
	int next_last;		/* NORMAL: the next scoregroup is the last
				 * bracket, so C7 looks at it with its PAB */
	int relaxed;		/* C4 without the players below the next
				 * scoregroup (set by bracket_pair()) */
};

int bracket_pair(const struct dround *dr, const struct bracket *b,
		 int (*pairs)[2], int *floaters, int *nfloaters);

#endif

/*
 * dutch2012_text.h - a literal, slow reference of one round by the
 * Dutch System, 2012 text (C.1-C.14 with the backtracking of C.12 and
 * C.13), for the brute-force test.  Players are numbered by A.2 order.
 */
#ifndef TRFPAIR_T_DUTCH2012_TEXT_H
#define TRFPAIR_T_DUTCH2012_TEXT_H

#define D12T_MAX 16

struct d12t_player {
	int score;		/* in half points */
	char pref;		/* 'w', 'b' or 0 (A.7) */
	int strong, absol;	/* A.7.b (or a), A.7.a */
	int down1, down2;	/* downfloats in rounds R-1, R-2 (A.4, B.1b) */
	int up1, up2;		/* upfloats in rounds */
	int byeok;		/* may take the bye (B.1b, A.5) */
};

struct d12t_round {
	int n, round;
	struct d12t_player p[D12T_MAX];
	unsigned char met[D12T_MAX][D12T_MAX];	/* B.1a */
	long budget;		/* candidate tests left; < 0: ran out */
	int used_c12, used_c13;	/* backtracking happened */
};

/* Pair the round: partner[i] the opponent of player i, -1 for the bye.
 * 1 paired, 0 no pairing, -1 the budget ran out. */
int d12t_pair(struct d12t_round *r, int *partner);

#endif

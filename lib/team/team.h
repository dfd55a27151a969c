/*
 * team.h - team tournaments (issue 31): the teams of a TRF, what each
 * team did in each round, the checks that hold in every FIDE team Swiss,
 * and team standings.
 *
 * In a team Swiss the teams are paired (C.04.6) and each board follows
 * from the team pairing, so no individual system's rule says anything
 * about a board.  lib/team/ reads the team records (013 of TRF16; 310
 * with 300, 320, 330, 352 and 362 of TRF-2026), builds the matches from
 * the boards, and checks what holds whatever the team pairing system:
 * the boards of a team in a round form one match, no two teams meet
 * twice (C.04.1 b), at most one team is unpaired (C.04.1 c), a team gets
 * the PAB at most once and not after a forfeit win (C.04.1 d), and the
 * team records agree with the boards.  The team pairing system itself
 * (C.04.6) is not implemented.
 *
 * Points are tenths, as in trf.h: game points (GP) in the file's point
 * system for games, match points (MP) in the team point system (362;
 * 2-1-0 by default).
 */
#ifndef TRFPAIR_TEAM_H
#define TRFPAIR_TEAM_H

#include <stdio.h>

#include "tournament/tournament.h"

/* What a team did in a round. */
enum team_kind {
	TEAM_PLAYED,		/* a match with a board played over the board */
	TEAM_FORFEIT,		/* a match of forfeits only, or a 330 record */
	TEAM_PAB,		/* no opponent: a U on a board, or a 320 record */
	TEAM_BYE,		/* no opponent: requested byes (H, F) on its boards */
	TEAM_ABSENT		/* no opponent, no board scored: not paired */
};

struct team_round {
	enum team_kind kind;
	int opponent;		/* team index, -1 without one */
	char colour;		/* its board-1 player's colour in a played
				 * match (C.04.6 1.6.1), 'w' or 'b'; else 0 */
	int first;		/* named first in its match: its board-1
				 * player was to play white (330: the white team) */
	int boards;		/* members on a board (see team_board()) */
	int gp;			/* game points: its members' points */
	int mp;			/* match points */
	int forfeit_won;	/* a forfeited match it won (C.04.1 d) */
};

struct team {
	int number;		/* team pairing number: 310 cols 5-7; 013: the
				 * record's place among the 013 lines */
	char name[136];		/* UTF-8, blanks stripped */
	int line;		/* its record's line */
	int *members;		/* tmt player indices, in the record's order */
	int nmembers;
	int file_mp, file_gp;	/* 310 cols 55-60, 62-67 (tenths); -1 blank */
	int file_rank;		/* 310 cols 69-71; -1 blank */
	struct team_round *rounds;	/* rounds[r-1], r = 1..rounds */
};

/* A 300 record: team's line-up in a round (0 = unoccupied board). */
struct team_lineup {
	int line, round, team, opponent;	/* team indices (-1: none) */
	int *ids;		/* start numbers by board, 0 unoccupied */
	int nids;
};

/* A 330 record: a forfeited match. */
struct team_forfeit {
	int line, round, white, black;	/* team indices */
	char type[3];		/* "+-", "-+" or "--" */
};

struct team_tournament {
	const struct tmt *t;
	enum trf_team_source source;
	int source_line;
	int nteams;		/* 0: a 092/192 line alone names a team system */
	struct team *teams;	/* in team-number order */
	int *team_of;		/* [player index]: team index, -1 on none */
	int rounds;		/* rounds recorded (t->rounds) */
	int team_size;		/* 352's length, else the most boards of a team
				 * in a match */
	int win, draw, loss;	/* MP of a match won, drawn, lost (362) */
	int pab_mp, pab_gp;	/* 320 cols 5-8, 10-13; -1 when not given */
	int *pab;		/* 320: [r-1] the team index named, -1 none;
				 * NULL without a 320 record */
	int pab_line;
	char colours[32];	/* 352 ("WBWB"), "" without one */
	int colours_line;
	struct team_lineup *lineups;	/* 300 */
	int nlineups;
	struct team_forfeit *forfeits;	/* 330 */
	int nforfeits;
	int *board;		/* [p * rounds + r - 1]: p's board in round r,
				 * 0 on none */
};

/*
 * The teams of t's file and their rounds.  A file whose 092/192 line
 * alone says team (no 013 or 310 record) gets nteams 0.  Returns NULL
 * with *d filled (TRF_EINVALID with FILE:LINE:COL) for a team record
 * that cannot be read: a number that is not one, a player or team that
 * does not exist, a player on two teams, ...; TRF_ELIMIT out of memory.
 */
struct team_tournament *team_build(const struct tmt *t, struct trf_diag *d);
void team_free(struct team_tournament *tt);

/* Index of the team numbered number, or -1. */
int team_index(const struct team_tournament *tt, int number);

/* "team 3 (Bears)" into buf. */
void team_label(const struct team_tournament *tt, int team, char *buf, size_t size);

/* The board player p (tmt index) sat at in round r, 1-based; 0 on none. */
int team_board(const struct team_tournament *tt, int p, int r);

/* A fault of a team file (trfpair(1), TEAM TOURNAMENTS). */
struct team_finding {
	int round;		/* 0: the file as a whole */
	const char *rule;	/* "C.04.1b", "match", "320", ... */
	int teams[2];		/* team numbers; 0 unused */
	int boards[16];		/* boards concerned, in order; 0 ends */
	int players[8];		/* start numbers concerned; 0 ends */
	char text[1024];	/* the finding in words, without the round */
};

struct team_findings {
	struct team_finding *v;
	int n, cap;
};

/*
 * Every check of trfpair(1), TEAM TOURNAMENTS, on rounds first..last
 * (and the file-wide ones when last is the last round): findings in
 * round order, each round's in the order of the checks.  Returns 0, or
 * -1 when out of memory.
 */
int team_check(const struct team_tournament *tt, int first, int last,
	       struct team_findings *out);
void team_findings_free(struct team_findings *f);

/* "team tournament (013 records, line 12)" into buf: the record that
 * says so (trf_team_evidence()). */
void team_evidence_text(const struct trf_doc *doc, char *buf, size_t size);

/* How -c reports a team file (the formats of check.h). */
enum team_format { TEAM_TEXT, TEAM_JSON, TEAM_CSV };

struct team_request {
	enum team_format format;
	const char *file;	/* the input's name */
	int prefix;		/* text: every line begins "FILE: " */
	int round;		/* 0: every round, else that one */
};

struct stnd_request;

/*
 * -c on a team file: the team line, then each round's matches and
 * findings (rounds rq->round, or all), then the file-wide findings and
 * the verdict, on f; *findings gets their number.  Returns TRF_OK,
 * TRF_ELIMIT or TRF_EIO.  The command exits TRF_ETEAM when no check
 * failed: only team-level checks are made (trfpair(1), EXIT STATUS).
 */
int team_check_report(FILE *f, const struct team_tournament *tt, const struct team_request *rq,
		      int *findings);

/* The tie-breaks of team standings when neither --standings=LIST nor a
 * 212/202 record names them. */
extern const char team_default_list[];

/*
 * --standings on a team file: the teams by match points (or game
 * points when the 192 code ranks by them first) and the tie-breaks of
 * lib/standings that C.07 13 lets apply to teams (trfpair(1), TEAM
 * TOURNAMENTS).  A trf_status; messages on err ("FILE: ...", "note:").
 */
int team_standings(FILE *f, FILE *err, const struct team_tournament *tt,
		   const struct stnd_request *rq);

/* -c: the 310 rank column against the team standings when a list
 * applies, as stnd_check() does for players; *findings gets their
 * number.  Nothing for a file whose teams are not known. */
int team_check_ranks(FILE *f, FILE *err, const struct team_tournament *tt,
		     const struct stnd_request *rq, int *findings);

/* --info on a team file: the team line and the teams with their
 * players, before the individual summary.  A trf_status. */
int team_info(FILE *f, const struct team_tournament *tt);

#endif

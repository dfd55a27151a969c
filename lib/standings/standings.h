/*
 * standings.h - final standings and the tie-breaks of FIDE C.07
 * (Play-off and Tie-Break Regulations) for individual tournaments.
 *
 * lib/standings/ owns parsing a tie-break list ("PTS,BH/C1,SB"),
 * computing every player's values from the tournament model, ordering
 * the players by them, and comparing the rank column of a TRF with the
 * order found.  Team standings (lib/team/) use the same code on a
 * tournament of teams: one by match points, one by game points.
 *
 * Values are integers in hundredths (1.5 points == 150, SB 10.25 ==
 * 1025, a rating 2349 == 234900), so ties compare exactly.
 */
#ifndef TRFPAIR_STANDINGS_H
#define TRFPAIR_STANDINGS_H

#include <stdio.h>

#include "tournament/tournament.h"

enum stnd_code {
	STND_PTS, STND_DE, STND_WIN, STND_WON, STND_BPG, STND_BWG, STND_GE,
	STND_REP, STND_VUR, STND_BH, STND_FB, STND_SB, STND_AOB, STND_ARO,
	STND_RTNG, STND_KS, STND_PS, STND_TPR, STND_PTP, STND_APRO, STND_APPO,
	STND_ABH
};

/*
 * C.07's rules for unplayed rounds (its editions, trfpair(1) STANDINGS):
 * 2022: the 2009 virtual opponent; 2024: the dummy opponent holding the
 * player's own score (texts of 2023 and 2024); 2026 (as read): a dummy
 * holding at most a draw a round, a forfeit the lower of the two
 * players' scores.
 */
enum { STND_V2022 = 2022, STND_V2024 = 2024, STND_V2026 = 2026 };

struct stnd_tb {
	enum stnd_code code;
	int cut_low;		/* /Cn, /Mn: lowest contributions left out */
	int cut_high;		/* /Mn: highest contributions left out */
	int unrated;		/* /Unnnn: the rating of an unrated player for
				 * ARO, TPR, PTP, APRO, APPO; 0: left out */
	char text[24];		/* as written, e.g. "BH/C1" */
	char score;		/* teams (C.07 13): 'M' (:MP, EMMSB), 'G' (:GP,
				 * EGGSB), 'X' the other score than the
				 * primary (MPvGP); 0 the primary */
	int alt;		/* computed on the spec's alt tournament */
};

struct stnd_spec {
	struct stnd_tb *tb;
	int n;
	int edition;		/* STND_V2022..V2026 */
	const struct tmt *alt;	/* teams: the tournament of the other score
				 * (tie-breaks with alt set); NULL */
};

/*
 * Parse a comma-separated list of codes with modifiers into *s (edition
 * left as it is, unless a code carries /V2022, /V2024 or /V2026).
 * Returns 0, or -1 with a message in err (unknown code or modifier,
 * empty item, out of memory).
 */
int stnd_parse(const char *list, struct stnd_spec *s, char *err, size_t errsize);
void stnd_spec_free(struct stnd_spec *s);

/*
 * The edition in force on a start date YYYYMMDD: 2026 from 2026-03-01,
 * 2024 from 2023-07-01, else 2022; 2026 when ymd is 0 (unknown).
 */
int stnd_edition_of_date(int ymd);

/* Standings: players in order, with each one's values and shared rank. */
struct stnd_table {
	int n;			/* players */
	int ntb;
	long *value;		/* value[p * ntb + k]: player index p, tie-break k */
	int *order;		/* player indices, best first */
	int *rank;		/* rank[i]: 1-based place of order[i] (equal
				 * values on every tie-break share the place) */
	int *last;		/* last[i]: the last place of order[i]'s tie */
};

/*
 * Compute every tie-break of s for every player of t after round
 * t->rounds, and order the players.  Returns 0, or -1 when out of memory.
 */
int stnd_compute(const struct tmt *t, const struct stnd_spec *s, struct stnd_table *out);
void stnd_table_free(struct stnd_table *tab);

/* Value v of tie-break k written with its precision ("10.5", "7.25", "2349"). */
void stnd_format(const struct stnd_spec *s, int k, long v, char *buf, size_t size);

enum stnd_format { STND_TEXT, STND_CSV, STND_JSON };

/* Print the standings (trfpair(1), STANDINGS); returns 0 or -1 on a write error. */
int stnd_print(FILE *f, const struct tmt *t, const struct stnd_spec *s,
	       const struct stnd_table *tab, enum stnd_format fmt, const char *file);

/*
 * Compare the rank column of t's file with tab: one finding per player
 * whose rank is outside his place (or his tie's places), in text
 *   standings: 12 ranked 5th, should be 4th: BH/C1 23.5 against 22.0 for 31 (tied on PTS 6.0)
 * one a line, or (fmt STND_JSON) as JSON objects separated by commas,
 * the elements of a "findings" array.  Players without a rank are
 * skipped.  Returns the number of findings.
 */
int stnd_check_ranks(FILE *f, const struct tmt *t, const struct stnd_spec *s,
		     const struct stnd_table *tab, enum stnd_format fmt, const char *file);

/* Whether t's file has a rank on every player line. */
int stnd_has_ranks(const struct tmt *t);

/*
 * The tie-break list a TRF-2026 file names: its 212 record, else 202
 * (codes after the record number; 212 lists PTS first).  Copies it into
 * buf and returns 1, or returns 0 when the file has neither.
 */
int stnd_file_list(const struct trf_doc *doc, char *buf, size_t size);

/* Whether the file is a team tournament (310 or 013 records). */
int stnd_is_team_file(const struct trf_doc *doc);

/* What the command asks (trfpair(1), --standings and -c). */
struct stnd_request {
	const char *list;	/* --standings=LIST; NULL: the file's 212/202 */
	enum stnd_format format;
	const char *file;	/* the input's name */
	int start_ymd;		/* 042 as YYYYMMDD, 0 unknown: picks the edition
				 * when the list names none */
};

/* Team standings (lib/team/): t is the tournament of the teams by their
 * primary score, alt the same teams by the other one. */
struct stnd_team {
	const struct tmt *alt;
	char primary;		/* 'M' match points, 'G' game points */
	const char *default_list;	/* without 212/202 or a list */
};

/* The list used when neither the request nor the file names one. */
extern const char stnd_default_list[];

/* The codes offered for teams (C.07 13: articles 6-9 on match or game
 * points, 13.1, 13.2.1, 13.2.4), for messages and trfpair(1). */
extern const char stnd_team_codes[];

/*
 * --standings: the standings of t on f (a note on err when the default
 * list is used).  Returns a trf_status: TRF_EINVALID for a bad list or
 * a team file, TRF_ELIMIT out of memory, TRF_EIO on a write error.
 */
int stnd_standings(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq);

/*
 * -c: when the request or the file names a list and every player line
 * has a rank, check the ranks (stnd_check_ranks()), then, in text, the
 * line "standings: ranks comply" or "standings: ranks differ".  Nothing
 * otherwise.  *findings gets their number; returns a trf_status.
 */
int stnd_check(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
	       int *findings);

/* The same for the teams of a team file (lib/team/), t and team->alt
 * their tournaments; :MP, :GP, MPVGP, EMMSB and EGGSB read the score
 * they name, the codes of C.07 10 (ratings) are refused. */
int stnd_team_standings(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
			const struct stnd_team *team);
int stnd_team_check(FILE *f, FILE *err, const struct tmt *t, const struct stnd_request *rq,
		    const struct stnd_team *team, int *findings);

#endif

/*
 * check.h - `trfpair -c': what every verifier is told, the lines every
 * verifier prints, and the driver that runs a verifier side by side with
 * the engine of the same system over the rounds of a tournament.
 *
 * lib/check/ belongs to no system: the Dutch (lib/verify/), Dubov
 * (lib/verify_dubov/) and Lim (lib/verify_lim/) verifiers print through
 * it, and the driver takes its verifier and engine from a row of the
 * systems x editions table (lib/systems/systems.h).
 */
#ifndef TRFPAIR_CHECK_H
#define TRFPAIR_CHECK_H

#include <stdarg.h>
#include <stdio.h>

#include "pairing/check.h"
#include "tournament/tournament.h"

/* Lim's Maxi-tournament rule (companion 6); zero is the default. */
enum { VERIFY_MAXI_AUTO, VERIFY_MAXI_ON, VERIFY_MAXI_OFF };

struct verify_options {
	int total_rounds;	/* for A.7 topscorers; 0: t->total_rounds */
	int explain;		/* also describe brackets that comply */
	int edition;		/* the system's text by year; 0: its newest */
	int maxi;		/* Lim only: VERIFY_MAXI_AUTO by the field's
				 * size (more players than 2^rounds), _ON, _OFF */
};

/*
 * A round verifier: findings of round r of t go to f, one line each,
 * then one summary line; returns the number of findings, or -1 when out
 * of memory.
 */
typedef int (*verify_round_fn)(const struct tmt *t, int r,
			       const struct verify_options *o, FILE *f);

/* A system as -c runs it: its round verifier. */
struct verify_system {
	verify_round_fn round;
};

/* How -c reports (trfpair(1), CHECK OUTPUT). */
enum check_format {
	CHECK_TEXT,	/* finding lines and a summary line per round */
	CHECK_JSON,	/* one JSON object per round, one per line */
	CHECK_CSV,	/* one row per finding (or per round that has none) */
	CHECK_BBP	/* the reference engines' "Round #R" table of differing pairs */
};

struct systems_choice;

struct check_output {
	FILE *f;
	enum check_format format;
	const char *file;	/* the input's name, for JSON, CSV, BBP and the prefix */
	int prefix;		/* text: every line begins "FILE: " */
	int names;		/* text: player names after each finding */
	const char *system;	/* "dutch", ... for JSON and CSV; NULL: none */
	int edition_auto;	/* the edition was chosen by --edition=auto */
	/* Why the edition (systems_why()): said on the text edition line
	 * ("edition: LABEL; REASON") and in JSON; NULL: not said. */
	const struct systems_choice *edition_why;
	/* Called after each round (progress); NULL: none. */
	void (*round_done)(void *ctx, int r);
	void *ctx;
};

/* What a run of -c found. */
struct check_totals {
	int rounds;		/* rounds checked */
	int bad;		/* rounds with findings */
	int disagreements;	/* rounds where the verifier and the engine disagree */
	int unjudged;		/* rounds the verifier could not decide in full */
	int write_errno;	/* errno of the first failed flush of out->f; 0 */
};

/*
 * Both opinions on rounds first..last: the verifier's findings, and the
 * pairing the engine makes (engine_ctx is passed to it).  A round
 * complies when the verifier finds nothing and the engine makes the
 * recorded pairing; has findings when the verifier finds some and the
 * engine pairs otherwise (or finds no legal pairing); and is an
 * internal disagreement of trfpair when only one of the two objects.
 * Each round's lines are flushed when known.  Adds to *tot; returns 0,
 * or -1 when out of memory or the engine fails.
 */
int check_rounds_report(const struct tmt *t, int first, int last,
			const struct verify_system *sys, pairing_engine engine,
			void *engine_ctx, const struct verify_options *o,
			const struct check_output *out, struct check_totals *tot);

/* The header row of CHECK_CSV, once before the first file's rows. */
void check_csv_header(FILE *f);

/*
 * The same as text on f; returns the number of rounds with findings, a
 * disagreement or a part not judged, or -1 on error.
 */
int verify_rounds(const struct tmt *t, int first, int last,
		  const struct verify_system *sys, pairing_engine engine,
		  void *engine_ctx, const struct verify_options *o, FILE *f);

struct system_edition;

/*
 * The same with the verifier and engine of one edition of a system
 * (lib/systems/), the engine told o->total_rounds, o->maxi and the
 * edition's year.  The edition must be implemented.
 */
int check_edition_rounds(const struct tmt *t, int first, int last,
			 const struct system_edition *e,
			 const struct verify_options *o, FILE *f);
int check_edition_report(const struct tmt *t, int first, int last,
			 const struct system_edition *e,
			 const struct verify_options *o,
			 const struct check_output *out, struct check_totals *tot);

/*
 * The first lines of -c output: "edition: LABEL", then, when the
 * tournament's start date (042) is known and e was not in force on it,
 * one "note: ..." line naming the --edition that was.
 */
void check_print_edition(FILE *f, const struct system_edition *e,
			 const struct trf_doc *doc);

/* The same as out reports it: text lines (with out's prefix), the
 * edition line followed by "; REASON" when out->edition_why says why;
 * nothing in the other formats, which name the edition in every round.
 * With out->edition_auto, a 042 date that cannot be read (and no
 * 092/192 name) is a "note: ..." line naming the text checked by. */
void check_report_edition(const struct check_output *out,
			  const struct system_edition *e, const struct trf_doc *doc);

/*
 * A finding line "round R: [KIND WHERE: ]RULE: text"; kind is
 * "bracket" or "group", where may be NULL for the round.
 */
void verify_vfinding(FILE *f, int r, const char *kind, const char *where,
		     const char *rule, const char *fmt, va_list ap);

/*
 * Optional, just before a finding: the players it concerns (start
 * numbers), the recorded pairing's value and the best possible (NULL:
 * none).  -c's JSON and CSV carry them, and --names prints the players'
 * names after the finding.
 */
void verify_finding_detail(FILE *f, const int *ids, int n, const char *submitted,
			   const char *best);

/* The same with players only, given as n start numbers after n. */
void verify_finding_ids(FILE *f, int n, ...);

/*
 * For C1 lines: ", in round 3" (", in rounds 2 and 5", ...) naming the
 * rounds before r in which players a and b (struct tmt indices) met
 * over the board; "" when they did not.
 */
void check_met_text(const struct tmt *t, int a, int b, int r, char *buf, size_t size);

/*
 * For colour lines: "; preferences: 1 white (strong), 2 none" for
 * players with start numbers ida, idb and preferences pa, pb.
 */
void check_prefs_text(int ida, struct tmt_pref pa, int idb, struct tmt_pref pb,
		      char *buf, size_t size);

/*
 * A part of round r the verifier could not decide, e.g. because its own
 * search bound ran out: "round R: not judged: TEXT".  Not a finding:
 * -c reports such a round as not judged (exit 4) unless the verifier
 * finds something elsewhere in it (trfpair(1), CHECK OUTPUT).
 */
__attribute__((format(printf, 3, 4)))
void verify_not_judged(FILE *f, int r, const char *fmt, ...);

/* A criterion or quantity of a bracket as --explain gives it: the name
 * ("C6", "M1", "G1") and its value in words ("PSD 1.0, 0.0"). */
struct verify_value {
	const char *name;
	const char *value;
};

/*
 * What --explain says of one bracket or score group, beside its line:
 * -c --format=json gathers the facts of each bracket (all the lines of
 * the same kind and where) into one record (trfpair(1), CHECK OUTPUT,
 * JSON report).  Arrays hold start numbers; NULL with 0 where the line
 * gives none.
 */
struct verify_explain {
	const char *kind;	/* "bracket" or "group"; NULL: the round */
	const char *where;	/* its score label; NULL: the round */
	const int *players;	/* its members, in the text's order */
	int nplayers;
	const int *incoming;	/* of them, those from another bracket: the
				 * MDPs (Dutch), upfloaters (Dubov), floaters
				 * (Lim) */
	int nincoming;
	const int *pairs;	/* the pairs made in it, two start numbers each */
	int npairs;
	const int *floaters;	/* members it leaves to another bracket */
	int nfloaters;
	const struct verify_value *values;	/* criteria and quantities, in order */
	int nvalues;
};

/*
 * An --explain line "round R: KIND WHERE: text" ("round R: text" for
 * the round) with the facts of e beside it, kept for JSON while -c
 * captures f.
 */
__attribute__((format(printf, 4, 5)))
void verify_explain(FILE *f, int r, const struct verify_explain *e, const char *fmt, ...);

/* "round R: complies" or "round R: N finding(s)". */
void verify_summary(FILE *f, int r, int findings);

#endif

/*
 * systems.h - the pairing systems and their editions: one table that
 * the command, the -c driver and the reports read instead of naming
 * systems themselves.
 *
 * A row is one edition of one system (FIDE Dutch C.04.3 2026, 2017,
 * 2012; Dubov C.04.4.1 2025, 1997; Lim C.04.4.3): its year, how a
 * person and a TRF file name it, when it was in force, its engine and
 * verifier (NULL while that edition is not implemented), and the
 * columns of its check-list.  lib/systems/
 * is wiring above the engines and the verifiers; they never include it.
 */
#ifndef TRFPAIR_SYSTEMS_H
#define TRFPAIR_SYSTEMS_H

#include "check/check.h"
#include "pairing/check.h"
#include "report/checklist.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

/* What every engine of the table is told (its pairing_engine ctx). */
struct systems_engine_options {
	int total_rounds;	/* 0: the file's XXR */
	int maxi;		/* Lim: VERIFY_MAXI_AUTO, _ON, _OFF */
	int edition;		/* the row's year */
};

struct system_edition {
	const char *system;	/* "dutch", "dubov", "lim": the --flag */
	int year;		/* the edition, as --edition=YEAR names it */
	int also_year;		/* a re-issue accepted as this edition; 0 none */
	const char *label;	/* "FIDE (Dutch) System C.04.3, 2026 text" */
	const char *criteria;	/* "C1-C21", for --info */
	int from, until;	/* in force YYYYMMDD..YYYYMMDD; 0: open */
	const char *const *trf_names;	/* 092/192 names, NULL-terminated */
	pairing_engine engine;	/* NULL: not implemented */
	struct verify_system check;	/* check.round NULL: not implemented */
	/* The check-list's columns (-l): what this text pairs on, read its
	 * way; CL_END-terminated. */
	const enum checklist_column *checklist;
};

/* The rows, newest edition of each system first; NULL-terminated. */
extern const struct system_edition *const systems_table[];

/* "the Dutch System" etc. for messages; NULL for an unknown system. */
const char *systems_name(const char *system);

/* The newest edition of system; NULL for an unknown system. */
const struct system_edition *systems_newest(const char *system);

/* The edition of system with year (or also_year) year; NULL if none. */
const struct system_edition *systems_edition(const char *system, int year);

/* Whether e's engine and verifier exist. */
int systems_implemented(const struct system_edition *e);

/* Whether e was in force on ymd (YYYYMMDD). */
int systems_in_force_on(const struct system_edition *e, int ymd);

/* The edition of system in force on ymd; NULL if none the table has. */
const struct system_edition *systems_in_force(const char *system, int ymd);

/*
 * The tournament's start date (042) as YYYYMMDD, or 0 when the line is
 * missing or its date cannot be read in full (trf_parse_date()).
 */
int systems_start_date(const struct trf_doc *doc);

/* The text of the 042 line after its code, blanks skipped; NULL if the
 * file has none. */
const char *systems_start_text(const struct trf_doc *doc);

/*
 * The edition of system that the file names in a 092 or 192 line
 * (FIDE_DUTCH_2025, FIDE_DUBOV_2026, ...; a `_BAKU' suffix is ignored),
 * or NULL.  A name without a year (FIDE_DUTCH) names no edition.
 */
const struct system_edition *systems_named(const char *system,
					   const struct trf_doc *doc);

/*
 * --edition=auto: the edition the file names (systems_named()), else
 * the one in force on its start date, else (no start date read) the one
 * in force today, else the newest.
 */
const struct system_edition *systems_auto(const char *system,
					  const struct trf_doc *doc);

/*
 * Why a run uses an edition (trfpair(1), EDITIONS): said on the edition
 * line of -c and --info, and in -c's JSON (edition_by, edition_reason).
 */
enum systems_by {
	SYSTEMS_BY_DEFAULT,	/* no edition asked for: the newest */
	SYSTEMS_BY_ASKED,	/* the edition asked for by its year */
	SYSTEMS_BY_092,		/* auto: named by the file's 092 line */
	SYSTEMS_BY_192,		/* auto: named by its 192 line */
	SYSTEMS_BY_START,	/* auto: in force on the start date (042) */
	SYSTEMS_BY_START_NONE,	/* auto: none of the table's then: the newest */
	SYSTEMS_BY_TODAY	/* auto: no start date read: in force today */
};

struct systems_choice {
	const struct system_edition *edition;
	enum systems_by by;
	int line;		/* the 092, 192 or 042 line; 0 none */
	int ymd;		/* the start date, or today for BY_TODAY; 0 none */
};

/* Today's date (local time) as YYYYMMDD; 0 if the clock cannot say. */
int systems_today(void);

/*
 * --edition=auto on a given day: systems_auto() with today (YYYYMMDD)
 * given, and why (NULL: not wanted).  Without a 092/192 name or a start
 * date read in full, the edition in force today, else the newest.
 */
const struct system_edition *systems_auto_on(const char *system,
					     const struct trf_doc *doc, int today,
					     struct systems_choice *why);

/*
 * Why e is used for doc when --edition was asked as `asked' (NULL: not
 * given; "auto"; a year), on day today.
 */
void systems_why(struct systems_choice *c, const struct system_edition *e,
		 const char *asked, const struct trf_doc *doc, int today);

/* "default", "asked", "092", "192", "042", "today": for scripts. */
const char *systems_by_name(enum systems_by by);

/* "in force on the start date (042), 2020-05-29" etc. into buf. */
void systems_why_text(const struct systems_choice *c, char *buf, size_t size);

#endif

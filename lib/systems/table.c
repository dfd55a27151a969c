/*
 * table.c - the rows of the systems x editions table (systems.h).
 *
 * In-force dates (trfpair(1), EDITIONS), from the texts and the FIDE
 * Handbook pages that carry them:
 *  - Dutch 2012 (Istanbul 2012): the Handbook titles it "C.04.3.1 FIDE
 *    (Dutch) System (until July 1st, 2017)", "Version as agreed by the
 *    83rd FIDE Congress in Istanbul 2012" (the Congress of the 2012
 *    Olympiad); its first day in force is not confirmed, so the row has
 *    no start and the texts before it count as this one.
 *  - Dutch 2017 (Baku 2016 / Goynuk 2017): from 1 July 2017, "effective
 *    till 31 January 2026" (the text approved for 1 July 2025 was
 *    delayed and replaced by the 2026 one; companion 0).
 *  - Dutch 2026 (Council 28/10/2025): "Applied from 1st February, 2026".
 *  - Dubov 1997: "Approved by the 1997 General Assembly" (the text; the
 *    Handbook page C.04.4.1 still carries that line over a later
 *    revision that cites the Basic Rules); no start date is known, so
 *    the row is open at the start.  Replaced by the text of the 2018
 *    General Assembly (not in the table, no engine), whose start is
 *    taken as 1 January 2019: tournaments from then until 30 June 2025
 *    fall in the gap and auto takes the newest edition for them.
 *  - Dubov 2025 (Council 13/04/2024): "Applied from 1st July, 2025"; the
 *    February 2026 re-issue (Council 28/10/2025) renumbers it without a
 *    change of rule (companion 5.1), so --edition=2026 takes this row.
 *  - Lim (1987, amended to 1999): still in force; the 2026 re-issue
 *    renumbers the same rules (companion 6).
 */
#include <stddef.h>

#include "dubov/dubov.h"
#include "dubov_1997/dubov_1997.h"
#include "dutch/dutch.h"
#include "dutch_2012/dutch_2012.h"
#include "lim/lim.h"
#include "systems/systems.h"
#include "verify/verify.h"
#include "verify_dubov/verify_dubov.h"
#include "verify_dubov_1997/verify_dubov_1997.h"
#include "verify_dutch_2012/verify_dutch_2012.h"
#include "verify_lim/verify_lim.h"

static int dutch_engine(const struct tmt *t, int r, void *ctx,
			struct pairing *out, struct trf_diag *d)
{
	const struct systems_engine_options *o = ctx;
	struct dutch_options opt = { o->total_rounds, o->edition };

	return dutch_pair(t, r, &opt, out, d);
}

static int dutch2012_engine(const struct tmt *t, int r, void *ctx,
			    struct pairing *out, struct trf_diag *d)
{
	const struct systems_engine_options *o = ctx;
	struct dutch2012_options opt = { o->total_rounds };

	return dutch2012_pair(t, r, &opt, out, d);
}

static int dubov_engine(const struct tmt *t, int r, void *ctx,
			struct pairing *out, struct trf_diag *d)
{
	const struct systems_engine_options *o = ctx;
	struct dubov_options opt = { o->total_rounds };

	return dubov_pair(t, r, &opt, out, d);
}

static int dubov1997_engine(const struct tmt *t, int r, void *ctx,
			    struct pairing *out, struct trf_diag *d)
{
	const struct systems_engine_options *o = ctx;
	struct dubov1997_options opt = { o->total_rounds };

	return dubov1997_pair(t, r, &opt, out, d);
}

/* VERIFY_MAXI_* as struct lim_options.maxi has it: -1, 1, 0. */
static int lim_maxi(int maxi)
{
	return maxi == VERIFY_MAXI_ON ? 1 : maxi == VERIFY_MAXI_OFF ? 0 : -1;
}

static int lim_engine(const struct tmt *t, int r, void *ctx,
		      struct pairing *out, struct trf_diag *d)
{
	const struct systems_engine_options *o = ctx;
	struct lim_options opt = { o->total_rounds, lim_maxi(o->maxi) };

	return lim_pair(t, r, &opt, out, d);
}

static int lim_verify(const struct tmt *t, int r, const struct verify_options *o,
		      FILE *f)
{
	return verify_lim_round(t, r, o, lim_maxi(o->maxi), f);
}

/* The names 092 and 192 lines use (trf-format.md 6.1): the reference
 * 2026 engine writes FIDE_DUTCH_2025 for the 2026 text; FIDE's code
 * table is reported to have FIDE_DUTCH_2017 and FIDE_DUTCH_2026.  The
 * Dubov spellings with a year follow the Dutch ones (our reading). */
static const char *const dutch_2026_names[] = {
	"FIDE_DUTCH_2026", "FIDE_DUTCH_2025", NULL
};
static const char *const dutch_2017_names[] = { "FIDE_DUTCH_2017", NULL };
/* No code names the older editions or Lim with a year. */
static const char *const no_names[] = { NULL };
static const char *const dubov_2025_names[] = {
	"FIDE_DUBOV_2026", "FIDE_DUBOV_2025", NULL
};

/*
 * The check-list columns of each edition (trfpair(1), CHECK-LIST): the
 * quantities its text pairs on.
 *  - Dutch 2017 and 2012: colour preference and its strength (A.6),
 *    floats of the last two rounds (A.4; 2017 C12-C19, 2012 B.5, B.6),
 *    PAB by C.04.1.d (2017 C2, 2012 B.1b: no PAB, no forfeit win).
 *  - Dutch 2026: the same, floats by 1.4.2-1.4.4 (an unplayed round
 *    floats only when it scored more than a loss) and the PAB by Basic
 *    Rule 4 (C2).
 *  - Dubov 2025: preference and strength (1.5.2; no game: mild Black),
 *    PAB by Basic Rule 4 (C2), games played (2.1.4), ARO (1.6),
 *    upfloats and MaxT (1.7, C8, C9), an upfloat last round (C10); no
 *    downfloats (1.3.2 note), so no F-2/F-1.
 *  - Dubov 1997: the due colour of 1 (no strength), the bye by 2.2, ARO
 *    in tenths (1, as 6.2 prints it), transfers up and whether 2.5 allows
 *    one, and whether the player was a floater before (6.4).
 *  - Lim: the due colour (5.3, 5.5, 5.6, 5.1), a float last round (3.1,
 *    3.10), the PAB by 1.1 (Basic Rule 4 in our reading).
 */
static const enum checklist_column dutch_columns[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_PREF_DUTCH, CL_STRENGTH_DUTCH, CL_FLOAT2, CL_FLOAT1, CL_PAB, CL_END
};
static const enum checklist_column dutch_2026_columns[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_PREF_DUTCH, CL_STRENGTH_DUTCH, CL_FLOAT2_2026, CL_FLOAT1_2026, CL_PAB_2025, CL_END
};
static const enum checklist_column dubov_2025_columns[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_PREF_DUBOV, CL_STRENGTH_DUBOV, CL_PAB_2025, CL_GAMES,
	CL_ARO, CL_UPF, CL_UPF1, CL_MAXT, CL_END
};
static const enum checklist_column dubov_1997_columns[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_DUE_DUBOV1997, CL_BYE_DUBOV1997, CL_ARO_TENTHS,
	CL_UP_DUBOV1997, CL_UP1_DUBOV1997, CL_UP_OK_DUBOV1997, CL_FLOATER_DUBOV1997, CL_END
};
static const enum checklist_column lim_columns[] = {
	CL_PNO, CL_ID, CL_RTG, CL_PTS, CL_COLOURS, CL_CD,
	CL_DUE_LIM, CL_LIM_FLOAT1, CL_PAB_2025, CL_END
};

static const struct system_edition dutch_2026 = {
	"dutch", DUTCH_2026, 0, "FIDE (Dutch) System C.04.3, 2026 text", "C1-C21",
	20260201, 0, dutch_2026_names, dutch_engine,
	{ verify_dutch_round },
	dutch_2026_columns
};

static const struct system_edition dutch_2017 = {
	"dutch", DUTCH_2017, 0, "FIDE (Dutch) System C.04.3, 2017 text", "C1-C19",
	20170701, 20260131, dutch_2017_names, dutch_engine,
	{ verify_dutch_round },
	dutch_columns
};

static const struct system_edition dutch_2012 = {
	"dutch", 2012, 0, "FIDE (Dutch) System C.04.3, 2012 text", "B1-B6, C.1-C.14",
	0, 20170630, no_names, dutch2012_engine,
	{ verify_dutch2012_round },
	dutch_columns
};

static const struct system_edition dubov_2025 = {
	"dubov", 2025, 2026, "Dubov System C.04.4.1, 2025 text", "C1-C10",
	20250701, 0, dubov_2025_names, dubov_engine,
	{ verify_dubov_round },
	dubov_2025_columns
};

static const struct system_edition dubov_1997 = {
	"dubov", 1997, 0, "Dubov System C.04.4.1, 1997 text", "rules 1-9",
	0, 20181231, no_names, dubov1997_engine,
	{ verify_dubov1997_round }, dubov_1997_columns
};

static const struct system_edition lim_1999 = {
	"lim", 1999, 2026, "Lim System C.04.4.3, 1987 text amended to 1999", "rules 1-8",
	0, 0, no_names, lim_engine,
	{ lim_verify },
	lim_columns
};

const struct system_edition *const systems_table[] = {
	&dutch_2026, &dutch_2017, &dutch_2012,
	&dubov_2025, &dubov_1997,
	&lim_1999,
	NULL
};

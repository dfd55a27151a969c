/*
 * columns.c - the check-list columns: per column its header, its cell
 * and its line of the legend.  Quantities come from lib/tournament; the
 * few that only one text defines (Dubov 1997, Lim due colours, 1997 ARO
 * in tenths) are read here the way trfpair(1) says that text reads them;
 * the 1997 transfers and floats are the engine's own reading of the
 * earlier rounds (dubov1997_moves()), so that the list shows what it
 * pairs on.
 */
#include <stdlib.h>
#include <string.h>

#include "dubov_1997/dubov_1997.h"
#include "report/columns.h"

#define CELL CHECKLIST_CELL

static void yes_no(char *buf, int yes)
{
	snprintf(buf, CELL, "%s", yes ? "Y" : "N");
}

static void mark(char *buf, int yes)
{
	snprintf(buf, CELL, "%s", yes ? "Y" : "");
}

static void colour_letter(char *buf, char c)
{
	snprintf(buf, CELL, "%s", c == 'w' ? "W" : c == 'b' ? "B" : "-");
}

static void pno(const struct tmt *t, int p, int r, char *buf)
{
	(void)t, (void)r;
	snprintf(buf, CELL, "%d", p + 1);
}

static void id(const struct tmt *t, int p, int r, char *buf)
{
	(void)r;
	snprintf(buf, CELL, "%d", t->players[p].id);
}

static void rtg(const struct tmt *t, int p, int r, char *buf)
{
	(void)r;
	snprintf(buf, CELL, "%d", t->players[p].rating);
}

static void pts(const struct tmt *t, int p, int r, char *buf)
{
	char b[16];

	trf_format_points(tmt_pairing_score(t, p, r), b);
	snprintf(buf, CELL, "%s", b + strspn(b, " "));
}

/* Long histories keep their last games, the ones that matter. */
static void colours(const struct tmt *t, int p, int r, char *buf)
{
	char hist[1024];

	tmt_colour_history(t, p, r - 1, hist, sizeof(hist));
	for (char *c = hist; *c; c++)
		*c = (char)(*c == 'w' ? 'W' : *c == 'b' ? 'B' : *c);
	size_t hl = strlen(hist);
	snprintf(buf, CELL, "%s", hl ? hist + (hl > CELL - 1 ? hl - (CELL - 1) : 0) : "-");
}

static void cd(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%+d", tmt_colour_diff(t, p, r - 1));
}

static const char *strength(struct tmt_pref pref)
{
	switch (pref.colour ? pref.strength : TMT_PREF_NONE) {
	case TMT_PREF_ABSOLUTE: return "absolute";
	case TMT_PREF_STRONG: return "strong";
	case TMT_PREF_MILD: return "mild";
	default: return "";
	}
}

static void pref_dutch(const struct tmt *t, int p, int r, char *buf)
{
	colour_letter(buf, tmt_colour_pref(t, p, r - 1, TMT_DUTCH).colour);
}

static void strength_dutch(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%s", strength(tmt_colour_pref(t, p, r - 1, TMT_DUTCH)));
}

/* Dubov 1.5.2.4: no game yet is a mild preference for Black. */
static void pref_dubov(const struct tmt *t, int p, int r, char *buf)
{
	colour_letter(buf, tmt_colour_pref(t, p, r - 1, TMT_DUBOV).colour);
}

static void strength_dubov(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%s", strength(tmt_colour_pref(t, p, r - 1, TMT_DUBOV)));
}

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/* The colours of p's last two games played before round r, or 0. */
static void last_two(const struct tmt *t, int p, int r, char *last, char *before)
{
	char hist[1024];
	int n = tmt_colour_history(t, p, r - 1, hist, sizeof(hist));

	if (n >= (int)sizeof(hist))
		n = (int)sizeof(hist) - 1;
	*last = n >= 1 ? hist[n - 1] : 0;
	*before = n >= 2 ? hist[n - 2] : 0;
}

/* Dubov 1997, 1: White after more Black games than White ones, or as
 * many and Black in the last game; Black the other way; none without a
 * game (trfpair(1), DUBOV SYSTEM, 1997 TEXT). */
static void due_dubov1997(const struct tmt *t, int p, int r, char *buf)
{
	int diff = tmt_colour_diff(t, p, r - 1);
	char last, before;

	last_two(t, p, r, &last, &before);
	colour_letter(buf, diff < 0 ? 'w' : diff > 0 ? 'b' : last ? other(last) : 0);
}

/* Lim: 5.3 (the same colour twice running must alternate), then
 * equalisation (5.5, 5.6), then alternation (5.1); none without a game. */
static void due_lim(const struct tmt *t, int p, int r, char *buf)
{
	int diff = tmt_colour_diff(t, p, r - 1);
	char last, before, due = 0;

	last_two(t, p, r, &last, &before);
	if (last && last == before)
		due = other(last);
	else if (diff)
		due = diff > 0 ? 'b' : 'w';
	else if (last)
		due = other(last);
	colour_letter(buf, due);
}

static void floated(char *buf, enum tmt_float fl)
{
	snprintf(buf, CELL, "%s", fl == TMT_FLOAT_UP ? "U" : fl == TMT_FLOAT_DOWN ? "D" : "");
}

static void float2(const struct tmt *t, int p, int r, char *buf)
{
	floated(buf, tmt_float(t, p, r - 2));
}

static void float1(const struct tmt *t, int p, int r, char *buf)
{
	floated(buf, tmt_float(t, p, r - 1));
}

static void float2_2026(const struct tmt *t, int p, int r, char *buf)
{
	floated(buf, tmt_float_2026(t, p, r - 2));
}

static void float1_2026(const struct tmt *t, int p, int r, char *buf)
{
	floated(buf, tmt_float_2026(t, p, r - 1));
}

static void lim_float1(const struct tmt *t, int p, int r, char *buf)
{
	mark(buf, r > 1 && tmt_lim_transferred(t, p, r - 1));
}

static void pab(const struct tmt *t, int p, int r, char *buf)
{
	yes_no(buf, tmt_pab_eligible(t, p, r));
}

/* Basic Rule 4 of 2025, and the same reading of Dubov 1997 2.2 ("a
 * point without playing"): PAB, forfeit win, full-point bye, or any
 * unplayed round scored as a win. */
static void pab_2025(const struct tmt *t, int p, int r, char *buf)
{
	yes_no(buf, tmt_pab_allowed_2025(t, p, r));
}

static void games(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%d", tmt_games_played(t, p, r - 1));
}

static void aro(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%d", tmt_aro(t, p, r - 1));
}

/* Dubov 1997, 1: ARO in tenths, half up, as the table of 6.2 prints
 * it (2318.4); 0 without a game. */
static void aro_tenths(const struct tmt *t, int p, int r, char *buf)
{
	long sum = 0, n = 0;

	for (int k = 1; k < r; k++) {
		const struct tmt_round *rd = tmt_at(t, p, k);
		if (rd->kind == TMT_PLAYED && rd->opponent >= 0) {
			sum += t->players[rd->opponent].rating;
			n++;
		}
	}
	/* TRF ratings have four digits: the modulus only bounds the cell. */
	unsigned long tenths = n ? (unsigned long)((20 * sum + n) / (2 * n)) : 0;
	snprintf(buf, CELL, "%lu.%lu", tenths / 10 % 1000000, tenths % 10);
}

/* Upfloats (Dubov 2025) or transfers up (1997 2.5): games played
 * against a higher score, scores before that round. */
static void upf(const struct tmt *t, int p, int r, char *buf)
{
	snprintf(buf, CELL, "%d", tmt_upfloats(t, p, r - 1));
}

static int up_last(const struct tmt *t, int p, int r)
{
	return r > 1 && tmt_float(t, p, r - 1) == TMT_FLOAT_UP;
}

/* Dubov 2025 C10, 1997 2.5: up in the round before. */
static void upf1(const struct tmt *t, int p, int r, char *buf)
{
	mark(buf, up_last(t, p, r));
}

/* Dubov 1.7: at MaxT upfloats a player is a maximum upfloater. */
static void maxt(const struct tmt *t, int p, int r, char *buf)
{
	int m = tmt_maxt(t);

	snprintf(buf, CELL, "%s", !m ? "?" : tmt_upfloats(t, p, r - 1) >= m ? "Y" : "N");
}

/* Dubov 1997 2.5: at most 3 transfers up under 10 rounds, else 4. */
static int cap_dubov1997(const struct tmt *t)
{
	return t->total_rounds > 9 ? 4 : 3;
}

/*
 * Dubov 1997 2.5, 6.4: the moves of every player before round r, as
 * dubov1997_moves() reads them, kept for the cells of one check-list
 * (one replay of the earlier rounds, not one a cell) until
 * checklist_cols_done().  NULL when out of memory or without the
 * number of rounds: the cells then show "?".
 */
static _Thread_local struct {
	const struct tmt *t;
	const void *players;
	int r, n;
	unsigned char *mv;
} moves_cache;

static const unsigned char *moves_1997(const struct tmt *t, int r)
{
	if (moves_cache.mv && moves_cache.t == t && moves_cache.players == t->players &&
	    moves_cache.r == r && moves_cache.n == t->n)
		return moves_cache.mv;
	free(moves_cache.mv);
	moves_cache.mv = malloc((size_t)t->n * (size_t)r + 1);
	moves_cache.t = t;
	moves_cache.players = t->players;
	moves_cache.r = r;
	moves_cache.n = t->n;
	if (moves_cache.mv && dubov1997_moves(t, r, NULL, moves_cache.mv, NULL) != 0) {
		free(moves_cache.mv);
		moves_cache.mv = NULL;
	}
	return moves_cache.mv;
}

void checklist_cols_done(void)
{
	free(moves_cache.mv);
	memset(&moves_cache, 0, sizeof(moves_cache));
}

/* p's moves in round k < r (DUBOV1997_UP, DUBOV1997_DOWN); -1 unknown. */
static int move_1997(const struct tmt *t, int p, int r, int k)
{
	const unsigned char *mv = moves_1997(t, r);

	if (!mv)
		return -1;
	return k >= 1 && k < r ? mv[(size_t)p * (size_t)r + (size_t)k] : 0;
}

/* Dubov 1997 2.5: transfers up before round r; -1 unknown. */
static int ups_1997(const struct tmt *t, int p, int r)
{
	int n = 0;

	for (int k = 1; k < r; k++) {
		int m = move_1997(t, p, r, k);
		if (m < 0)
			return -1;
		n += (m & DUBOV1997_UP) != 0;
	}
	return n;
}

static void up_dubov1997(const struct tmt *t, int p, int r, char *buf)
{
	int n = ups_1997(t, p, r);

	snprintf(buf, CELL, n < 0 ? "?" : "%d", n);
}

static void up1_dubov1997(const struct tmt *t, int p, int r, char *buf)
{
	int m = move_1997(t, p, r, r - 1);

	snprintf(buf, CELL, "%s", m < 0 ? "?" : m & DUBOV1997_UP ? "Y" : "");
}

/* Dubov 1997 2.5: may be transferred up in round r: any in the last
 * round; else not twice running and below the cap.  Unknown without
 * the number of rounds. */
static void up_ok_dubov1997(const struct tmt *t, int p, int r, char *buf)
{
	int n = ups_1997(t, p, r), last = move_1997(t, p, r, r - 1);

	if (!t->total_rounds || n < 0 || last < 0)
		snprintf(buf, CELL, "?");
	else
		yes_no(buf, r >= t->total_rounds ||
		       (n < cap_dubov1997(t) && !(last & DUBOV1997_UP)));
}

/* Dubov 1997 6.4: "was floater from higher score groups": the
 * procedure floated him down in an earlier round. */
static void floater_dubov1997(const struct tmt *t, int p, int r, char *buf)
{
	int was = 0;

	for (int k = 1; k < r; k++) {
		int m = move_1997(t, p, r, k);
		if (m < 0) {
			snprintf(buf, CELL, "?");
			return;
		}
		was |= (m & DUBOV1997_DOWN) != 0;
	}
	mark(buf, was);
}

static const struct checklist_col cols[CL_NCOLUMNS] = {
	[CL_PNO] = { "PNo", 1, pno, "PNo: pairing number", NULL },
	[CL_ID] = { "ID", 1, id, NULL, NULL },
	[CL_RTG] = { "Rtg", 1, rtg, NULL, NULL },
	[CL_PTS] = { "Pts", 1, pts, "Pts: pairing score", NULL },
	[CL_COLOURS] = { "Colours", 0, colours, NULL, NULL },
	[CL_CD] = { "CD", 1, cd, "CD: colour difference (W - B)", NULL },
	[CL_PREF_DUTCH] = { "Pref", 0, pref_dutch, "Pref: colour preference", NULL },
	[CL_STRENGTH_DUTCH] = { "Strength", 0, strength_dutch, NULL, NULL },
	[CL_PREF_DUBOV] = { "Pref", 0, pref_dubov,
			    "Pref: colour preference (mild B before a first game)", NULL },
	[CL_STRENGTH_DUBOV] = { "Strength", 0, strength_dubov, NULL, NULL },
	[CL_DUE_DUBOV1997] = { "Due", 0, due_dubov1997,
			       "Due: due colour (1: fewer games with it, else not the last one)", NULL },
	[CL_DUE_LIM] = { "Due", 0, due_lim,
			 "Due: due colour (5.3 after the same colour twice, else 5.5-5.6 "
			 "equalising, else 5.1 alternating)", NULL },
	[CL_FLOAT2] = { "F-2", 0, float2,
			"F-2, F-1: float two rounds ago, last round (U up, D down)", NULL },
	[CL_FLOAT1] = { "F-1", 0, float1, NULL, NULL },
	[CL_FLOAT2_2026] = { "F-2", 0, float2_2026,
			     "F-2, F-1: float two rounds ago, last round (U up, D down; "
			     "1.4: an unplayed round only when it scored more than a loss)", NULL },
	[CL_FLOAT1_2026] = { "F-1", 0, float1_2026, NULL, NULL },
	[CL_LIM_FLOAT1] = { "Fl-1", 0, lim_float1,
			    "Fl-1: a floater (3.1) in the last round", NULL },
	[CL_PAB] = { "PAB", 0, pab,
		     "PAB: may get the pairing-allocated bye (no PAB or forfeit win yet)", NULL },
	[CL_PAB_2025] = { "PAB", 0, pab_2025,
			  "PAB: may get the pairing-allocated bye (no PAB, forfeit win or "
			  "other round scored as a win without playing yet)", NULL },
	[CL_BYE_DUBOV1997] = { "PAB", 0, pab_2025,
			       "PAB: may get the pairing-allocated bye (2.2: no point yet without "
			       "playing)", NULL },
	[CL_GAMES] = { "Games", 1, games, "Games: games played (2.1.4)", NULL },
	[CL_ARO] = { "ARO", 1, aro, "ARO: average rating of opponents", NULL },
	[CL_UPF] = { "Upf", 1, upf, "Upf: upfloats", NULL },
	[CL_UPF1] = { "Up-1", 0, upf1, "Up-1: upfloated in the last round", NULL },
	[CL_MAXT] = { "MaxT", 0, maxt, "MaxT: at the maximum of %d upfloats", tmt_maxt },
	[CL_ARO_TENTHS] = { "ARO", 1, aro_tenths,
			    "ARO: average rating of opponents, in tenths", NULL },
	[CL_UP_DUBOV1997] = { "Up", 1, up_dubov1997,
			      "Up: transfers to a higher score group (2.5), Up-1: one in the last round, "
			      "as the 1997 procedure made them (paired again)",
			      NULL },
	[CL_UP1_DUBOV1997] = { "Up-1", 0, up1_dubov1997, NULL, NULL },
	[CL_UP_OK_DUBOV1997] = { "UpOK", 0, up_ok_dubov1997,
				 "UpOK: 2.5 allows a transfer up (at most %d, none twice running; "
				 "any in the last round)", cap_dubov1997 },
	[CL_FLOATER_DUBOV1997] = { "Fl", 0, floater_dubov1997,
				   "Fl: was a floater from a higher score group (6.4)", NULL },
};

const struct checklist_col *checklist_col(enum checklist_column c)
{
	return c > CL_END && c < CL_NCOLUMNS ? &cols[c] : NULL;
}

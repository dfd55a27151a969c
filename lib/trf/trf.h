/*
 * trf.h - FIDE Tournament Report File: the parsed document.
 *
 * lib/trf/ owns reading a TRF (TRF16, TRF(x), TRF(bx), TRF-2026) into a
 * struct trf_doc, checking it for consistency, and writing it back.
 * Every line is kept in file order so that an unmodified document is
 * written back byte for byte; `001` lines are regenerated from their
 * fields, all other lines are written verbatim.
 *
 * Scores are kept in tenths of a point (1.5 points == 15) so that every
 * point system in use (1-½-0, 3-1-0, ...) is exact.
 */
#ifndef TRFPAIR_TRF_H
#define TRFPAIR_TRF_H

#include <stddef.h>

/* Exit statuses shared by the library and the command (engine-cli.md §6). */
enum trf_status {
	TRF_OK = 0,
	TRF_ENOPAIRING = 1,	/* no legal pairing exists */
	TRF_EINTERNAL = 2,	/* internal error, or not implemented */
	TRF_EINVALID = 3,	/* invalid request or invalid TRF */
	TRF_ELIMIT = 4,		/* size limits, out of memory */
	TRF_EIO = 5,		/* file cannot be read or written */
	TRF_EDIFFER = 6,	/* -c: some round's pairing is not the rules' */
	TRF_ETEAM = 7		/* -c on a team file: only team-level checks
				 * were made, and none failed (lib/team/) */
};

/* One diagnostic: where and what.  line/col are 1-based, 0 if unknown. */
struct trf_diag {
	char file[512];
	int line;
	int col;
	int status;		/* an enum trf_status */
	char msg[512];
};

/* Line terminators, kept per line so a file is written back as read. */
enum trf_eol { TRF_EOL_NONE, TRF_EOL_LF, TRF_EOL_CRLF, TRF_EOL_CR };

/*
 * Round block of a `001` line (trf-format.md §3).  The characters are
 * kept as read (colour and result may be upper or lower case, or blank);
 * use trf_result_code() for the normalised result.
 */
struct trf_block {
	int opponent;		/* start number, 0 = none */
	char colour;		/* 'w', 'b', '-', ' ' as in the file */
	char result;		/* result character as in the file */
	char opp_text[5];	/* cols b..b+3 as read, kept for writing */
};

struct trf_player {
	int id;			/* start number, cols 5-8 */
	int line;		/* line number in the source file */
	char sex;		/* col 10 */
	char title[4];		/* cols 11-13, blanks stripped */
	char name[136];		/* cols 15-47, UTF-8, blanks stripped */
	int rating;		/* cols 49-52, 0 = unrated */
	char federation[4];	/* cols 54-56 */
	char fide_id[12];	/* cols 58-68 */
	char birth[12];		/* cols 70-79 */
	char *head;		/* cols 1-80 exactly as read (for writing) */
	int points;		/* cols 81-84 in tenths; -1 if blank */
	int rank;		/* cols 86-89; -1 if blank */
	char points_text[5];	/* cols 81-84 as read, written while unchanged */
	char rank_text[5];	/* cols 86-89 as read, likewise */
	int nblocks;		/* round blocks present (trailing blank ones dropped) */
	struct trf_block *blocks;	/* blocks[r-1] is round r */
	char *tail;		/* text after the last block, verbatim ("" mostly) */
};

/*
 * Point system in tenths (trf-format.md §3.3): XXS, BBx, 162.
 * Played results distinguish colour because XXS does.
 */
struct trf_points {
	int win_white, win_black;
	int draw_white, draw_black;
	int loss_white, loss_black;
	int forfeit_win, forfeit_loss;
	int pab, hpb, fpb, zpb;
	int explicit_pab;	/* PAB value was given, not derived from win */
};

/* A forbidden pair (XXP, 260), optionally limited to rounds. */
struct trf_forbidden {
	int a, b;
	int first_round, last_round;	/* 0 = all rounds */
	int line, col_a, col_b;	/* where a and b are written; 0 if not read */
};

/* Requested byes or absences announced outside the 001 lines (XXZ, 240). */
struct trf_absence {
	int id;
	int round;		/* 0 = the round to be paired (XXZ) */
	char type;		/* 'Z', 'H', 'F' */
	int line, col;		/* where id is written; 0 if not read */
};

/*
 * What the reader noted about the input (trf(5), REPAIRS OF REAL
 * EXPORTS): a line kept for the round trip but not read (an unknown
 * record code, a line shifted right by leading blanks), or a repair of
 * what real programs export (a column ruler ignored, points computed, an
 * uncoded unplayed round read as a bye, ...).  Each is a warning for a
 * lenient caller and an error for a strict one.  A repair that recurs is
 * noted once per file, at its first place, its text saying how many more.
 */
enum trf_notice_kind {
	TRF_NOTE_LINE,		/* a line kept but not read (per line) */
	TRF_NOTE_RULER,		/* a column ruler: digits counting columns */
	TRF_NOTE_LEGEND,	/* a column legend: DDD SSSS sTTT NNNN ... */
	TRF_NOTE_POINTS_GAP,	/* points above the results: uncoded rounds read as byes */
	TRF_NOTE_POINTS_BLANK,	/* points blank: computed from the results */
	TRF_NOTE_POINTS_ZERO,	/* all points 0.0: computed from the results */
	TRF_NOTE_SEVERAL_PLUS,	/* several `0000 - +` in a round: full-point byes */
	TRF_NOTE_ZERO_BYE,	/* `0000 - 0`: a zero-point bye (Z) */
	TRF_NOTE_NOT_UTF8,	/* a byte that is not UTF-8 in a UTF-8 file */
	TRF_NOTE_RANK_ORDER,	/* start numbers look like final ranks (trf_start_order) */
	TRF_NOTE_240_TYPE,	/* a 240 line with a blank bye type: Z */
	TRF_NOTE_XXS_CODE,	/* an XXS code JaVaFo does not define: ignored */
	TRF_NOTE_POINTS_DASH,	/* points above the results: `0000 - -` read as byes */
	TRF_NOTE_KINDS
};

struct trf_notice {
	int line, col;
	enum trf_notice_kind kind;
	int repeats;		/* further places of a once-per-file repair */
	char msg[256];
};

enum trf_line_kind { TRF_LINE_PLAYER, TRF_LINE_OTHER };

struct trf_line {
	enum trf_line_kind kind;
	char *text;		/* verbatim (no terminator); NULL for players */
	int player;		/* index into players[] for TRF_LINE_PLAYER */
	enum trf_eol eol;
};

struct trf_doc {
	char *path;
	struct trf_line *lines;
	size_t nlines;
	struct trf_player *players;	/* in file order */
	size_t nplayers;
	enum trf_eol eol;	/* dominant terminator, used for new lines */

	int total_rounds;	/* XXR / 142; 0 if not given */
	char initial_colour;	/* 'w' or 'b' from XXC / 152; 0 if not given */
	int rank_order;		/* XXC rank: file order is the pairing order */
	struct trf_points points;
	int points_declared;	/* a point system line was present */

	int **acceleration;	/* XXA/250: [player index][round-1], tenths; NULL if none */
	int accel_rounds;	/* width of each acceleration row */

	struct trf_forbidden *forbidden;
	size_t nforbidden;
	struct trf_absence *absences;
	size_t nabsences;
	char system[64];	/* 192 code, "" if none */
	int system_line;	/* its line, 0 if none */
	struct trf_notice *notices;	/* in line order */
	size_t nnotices;
};

/*
 * Read a TRF file.  Returns NULL and fills *d on failure: TRF_EIO when
 * the file cannot be read, TRF_EINVALID (with line and column) when a
 * line is malformed.  The document is not yet checked for consistency
 * between lines: call trf_validate().
 */
struct trf_doc *trf_read_file(const char *path, struct trf_diag *d);

/* Same, from memory; `name` is used in diagnostics. */
struct trf_doc *trf_read_mem(const char *buf, size_t len, const char *name,
			     struct trf_diag *d);
/* Both reject a line that cannot be a record (text, binary data), note
 * in doc->notices each line kept but not read (unknown codes), and
 * repair what real exports contain (trf(5), REPAIRS OF REAL EXPORTS),
 * noting each repair there too: a caller that wants the file as
 * written treats any notice as an error. */

void trf_free(struct trf_doc *doc);

/*
 * Check a document for consistency: at least one player, at most one
 * PAB a round, unique start numbers (contiguous
 * unless XXC rank), existing and symmetric opponents, complementary
 * results and opposite colours, valid codes, points matching the
 * results, no more rounds than XXR.  Returns 0, or -1 with *d filled
 * (status TRF_EINVALID).
 */
int trf_validate(const struct trf_doc *doc, struct trf_diag *d);

/*
 * Write a file atomically: fill() writes to a temporary file beside
 * path, which is then renamed over path; on any failure nothing is left
 * and *d says why (TRF_EIO).  Returns 0 or -1.
 */
int trf_atomic_write(const char *path, int (*fill)(void *stdio_file, const void *arg),
		     const void *arg, struct trf_diag *d);

/* Write the document to a stream / atomically to a file (tmp + rename). */
int trf_write(const struct trf_doc *doc, void *stdio_file);
int trf_write_file(const struct trf_doc *doc, const char *path,
		   struct trf_diag *d);

/*
 * Normalised result of a block: one of "1=0WDL+-UHFZ", with the legacy
 * forms of trf-format.md §3.1 mapped (blank -> 'Z', `0000 - +` -> 'U',
 * `0000 - =` -> 'H', `0000 - -` -> 'Z').  Returns 0 for an invalid code.
 */
char trf_result_code(const struct trf_block *b);

/* Whether a normalised result is an over-the-board game (1 = 0 W D L). */
int trf_result_played(char code);

/* Points (tenths) a normalised result earns with the given colour. */
int trf_result_points(const struct trf_points *p, char code, char colour);

/*
 * Rounds already paired (trf-format.md §5.1): the larger of the last
 * round with a pairing block (opponent or PAB) and one less than the
 * last round with any non-blank block.  The round to pair is this + 1,
 * or + 2 when every player has a non-pairing block in round + 1.
 */
int trf_rounds_paired(const struct trf_doc *doc);
int trf_round_to_pair(const struct trf_doc *doc);

/* Whether a block takes part in the pairing: real opponent or PAB. */
int trf_block_pairs(const struct trf_block *b);

/* Whether a block is entirely blank (padding or an absence). */
int trf_block_blank(const struct trf_block *b);

/* Recompute every player's points from the results; ranks from points
 * (1 + number of players with more points). */
void trf_recompute_points(struct trf_doc *doc);
void trf_recompute_ranks(struct trf_doc *doc);

/*
 * A team tournament (issue 31): the record that says so, and its line
 * (0 when none).  Team records (013 of TRF16, 310 of TRF-2026, which
 * outranks 013) outrank a 092 or 192 line whose text names a team
 * system ("Team Swiss System", "FIDE_TEAM_..."); the first line of the
 * strongest kind is named.
 */
enum trf_team_source {
	TRF_TEAM_NONE,
	TRF_TEAM_092,		/* 092 type of tournament names a team system */
	TRF_TEAM_192,		/* 192 pairing system code names one */
	TRF_TEAM_013,		/* a TRF16 team record */
	TRF_TEAM_310		/* a TRF-2026 team record */
};
enum trf_team_source trf_team_evidence(const struct trf_doc *doc, int *line);
/* "013", "310", "092", "192"; "" for TRF_TEAM_NONE. */
const char *trf_team_source_name(enum trf_team_source s);

/*
 * How the start numbers run against the scores and the ratings (trf(5),
 * Start numbers that look like final ranks), neighbour by neighbour in start-number order; unrated
 * players are left out of the rating pairs.  final_ranks: the signature
 * of a file numbered by final rank (the scores never rise but fall
 * somewhere, the ratings rise somewhere, in a field and a tournament
 * long enough that this is no chance: 20 players, 5 rounds paired).
 * Whether the file is a team file or its start numbers are not the
 * pairing numbers (XXC rank) is the caller's to ask.  0, or -1 when out
 * of memory.
 */
struct trf_start_order {
	int players, rounds;		/* players; rounds paired */
	int score_rises, score_falls;	/* the later one of two scores more / less */
	int rated_pairs, rating_rises;	/* neighbouring rated players; the later rated higher */
	int final_ranks;
};
int trf_start_order(const struct trf_doc *doc, struct trf_start_order *o);

/* Index of the player with start number id, or -1. */
int trf_find_player(const struct trf_doc *doc, int id);

/* Set a block (growing the player's round list as needed). */
int trf_set_block(struct trf_doc *doc, size_t player, int round,
		  int opponent, char colour, char result);

/* Parse a points value ("12", "1.5", "-0.5"; one decimal, trailing
 * zeros allowed) into tenths.  Returns 0, or -1 if malformed. */
int trf_parse_tenths(const char *s, int *out);

/*
 * A date as real programs write it (trf(5), Dates): YYYY/MM/DD,
 * YYYY-MM-DD, YYYY.MM.DD, DD.MM.YYYY, DD/MM/YYYY (MM/DD/YYYY when the
 * day cannot be a month), DD.MM.YY, blanks after separators
 * (`28. 07. 2005`), English month names (`May 29, 2020`, `13 Oct 2024`).
 * Returns 2 with *ymd = YYYYMMDD for a full date, 1 with *ymd = YYYY0000
 * for a year alone (`1979.  .  `), 0 when it cannot be read.
 */
int trf_parse_date(const char *s, int *ymd);

/* Formatting helper: "%4.1f"-style text of tenths into buf (>= 8 bytes). */
void trf_format_points(int tenths, char *buf);

/* printf-style fill of a diagnostic. */
void trf_diag_set(struct trf_diag *d, const char *file, int line, int col,
		  int status, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));

/* "FILE:LINE:COL: message" (line/col omitted when 0) to stderr. */
void trf_diag_print(const struct trf_diag *d);

#endif

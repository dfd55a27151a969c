/*
 * rtg.h - the Random Tournament Generator (engine-cli.md §5).
 *
 * lib/rtg/ owns simulating a whole tournament: the generator's
 * parameters (the JaVaFo 1.x / bbp config keys, or measured from a
 * model TRF), a portable seeded random stream, the field of players,
 * absences and byes, results drawn from the FIDE expected-score curve,
 * and the round loop that pairs each round with a given engine and
 * records it into a TRF document.  The same seed and parameters give
 * the same document on every platform.
 */
#ifndef TRFPAIR_RTG_H
#define TRFPAIR_RTG_H

#include <stdint.h>

#include "pairing/check.h"
#include "trf/trf.h"

/* Config keys, in the order their defaults are drawn (keep it). */
enum rtg_key {
	RTG_PLAYERS,		/* PlayersNumber */
	RTG_ROUNDS,		/* RoundsNumber */
	RTG_DRAW,		/* DrawPercentage, tenths of a percent */
	RTG_FORFEIT,		/* ForfeitRate: 1 game in N; 0 = none */
	RTG_RETIRED,		/* RetiredRate: 1 player in N retires; 0 = none */
	RTG_HPB,		/* HalfPointByeRate: 1 player in N; 0 = none */
	RTG_HIGH,		/* HighestRating */
	RTG_LOW,		/* LowestRating */
	RTG_WIN,		/* PointsForWin, tenths (also forfeit win) */
	RTG_DRAWPTS,		/* PointsForDraw, tenths (also HPB) */
	RTG_LOSS,		/* PointsForLoss */
	RTG_ZPB,		/* PointsForZPB */
	RTG_FLOSS,		/* PointsForForfeitLoss */
	RTG_PAB,		/* PointsForPAB; = PointsForWin if absent */
	RTG_NKEYS
};

struct rtg_config {
	int given[RTG_NKEYS];	/* set by the config file (or a model) */
	int value[RTG_NKEYS];
};

/* The key's name as written in config files. */
const char *rtg_key_name(enum rtg_key k);

/*
 * Parse a config file's text (engine-cli.md §5.1): Key=Value lines,
 * `#' comments, blank lines, any line ends.  Returns 0, or -1 with *d
 * naming the line (TRF_EINVALID; TRF_ELIMIT for values beyond what TRF
 * can hold).  `name' is used in diagnostics.
 */
int rtg_config_parse(const char *buf, size_t len, const char *name,
		     struct rtg_config *c, struct trf_diag *d);

/* Same, from a file (TRF_EIO when it cannot be read). */
int rtg_config_read_file(const char *path, struct rtg_config *c,
			 struct trf_diag *d);

/*
 * Fill the keys the config did not give from a model tournament (a
 * validated document): players and ratings are copied by the generator;
 * here the number of rounds (XXR, else the rounds played), the point
 * system, and the rates of draws, forfeits, absences and half-point
 * byes are measured.  Returns 0, or -1 with *d filled.
 */
int rtg_config_from_model(const struct trf_doc *model, struct rtg_config *c,
			  struct trf_diag *d);

struct rtg_request {
	struct rtg_config config;
	const struct trf_doc *model;	/* players from here, or NULL */
	uint64_t seed;
	pairing_engine engine;
	void *engine_ctx;
	const char *name;		/* for diagnostics, e.g. the output */
	const char *system;		/* "dutch", ...: System= and Edition= */
	int edition;			/* in the ### line, when system is set */
};

struct rtg_result {
	struct trf_doc *doc;	/* the tournament; on failure, the rounds so far */
	struct rtg_config config;	/* every key resolved */
	int failed_round;	/* round that could not be paired, else 0 */
};

/*
 * Simulate the tournament.  Returns TRF_OK with res->doc complete;
 * TRF_ENOPAIRING with res->failed_round set, *d saying why and res->doc
 * holding the rounds before it (and that round's byes); or another
 * status with res->doc NULL.  Free res->doc with trf_free().
 */
int rtg_generate(const struct rtg_request *req, struct rtg_result *res,
		 struct trf_diag *d);

/* A seed from the clock and the process id, for runs without -s. */
uint64_t rtg_seed_from_clock(void);

/* Parse a decimal seed 0 .. 2^64-1: 0, or -1 not a number, -2 too big. */
int rtg_parse_seed(const char *s, uint64_t *out);

#endif

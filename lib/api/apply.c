/*
 * apply.c - the members of trfpair_json()'s options object as the
 * command's flags (api.h lists them): each checked as the command
 * checks its arguments, an unknown one refused rather than ignored.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/internal.h"
#include "rtg/rtg.h"
#include "trf/trf.h"

/* An invalid request (exit status 3, as the command's for its flags). */
__attribute__((format(printf, 3, 4)))
static int bad(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
	return TRF_EINVALID;
}

static int is_bool(const struct api_option *v)
{
	return v->type == API_TRUE || v->type == API_FALSE;
}

/* A whole number 1..999 as the command reads --round. */
static int round_of(const struct api_option *v, int *out)
{
	char *end;
	long r;

	if (v->type != API_NUMBER && v->type != API_STRING)
		return -1;
	r = strtol(v->text, &end, 10);
	if (!*v->text || *end || r < 1 || r > 999)
		return -1;
	*out = (int)r;
	return 0;
}

/* Which operations take an option (RUN_* bits); 0: all. */
static unsigned takes(const char *name)
{
	static const struct { const char *name; unsigned ops; } tab[] = {
		{ "round", 1u << RUN_PAIR | 1u << RUN_CHECK | 1u << RUN_LIST },
		{ "explain", 1u << RUN_CHECK },
		{ "tiebreaks", 1u << RUN_CHECK | 1u << RUN_STANDINGS },
		{ "seed", 1u << RUN_GENERATE },
		{ "total_rounds", 1u << RUN_PAIR | 1u << RUN_CHECK | 1u << RUN_INFO |
				  1u << RUN_LIST | 1u << RUN_STANDINGS },
	};

	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (!strcmp(name, tab[i].name))
			return tab[i].ops;
	return 0;
}

static int one(const struct api_option *v, struct run_options *o, const char **name,
	       char *err, size_t size)
{
	unsigned ops = takes(v->name);

	if (ops && !(ops & 1u << o->op))
		return bad(err, size, "options: %s does not go with this operation", v->name);
	if (!strcmp(v->name, "system")) {
		if (v->type != API_STRING || (strcmp(v->text, "dutch") && strcmp(v->text, "dubov") &&
					      strcmp(v->text, "lim")))
			return bad(err, size, "options: system: \"dutch\", \"dubov\" or \"lim\"");
		o->system = v->text;
	} else if (!strcmp(v->name, "edition")) {
		if (v->type != API_STRING && v->type != API_NUMBER)
			return bad(err, size, "options: edition: a year or \"auto\"");
		o->edition = v->text;
	} else if (!strcmp(v->name, "strict")) {
		if (!is_bool(v))
			return bad(err, size, "options: strict: true or false");
		o->strict = v->type == API_TRUE;
	} else if (!strcmp(v->name, "explain")) {
		if (!is_bool(v))
			return bad(err, size, "options: explain: true or false");
		o->explain = v->type == API_TRUE;
	} else if (!strcmp(v->name, "maxi")) {
		if (!is_bool(v) && v->type != API_NULL)
			return bad(err, size, "options: maxi: true, false or null");
		o->maxi = v->type == API_NULL ? -1 : v->type == API_TRUE;
	} else if (!strcmp(v->name, "round")) {
		if (round_of(v, &o->round) < 0)
			return bad(err, size, "options: round: a round number (1-999)");
	} else if (!strcmp(v->name, "total_rounds")) {
		/* --total-rounds: for a file without XXR or 142. */
		if (round_of(v, &o->total_rounds) < 0)
			return bad(err, size, "options: total_rounds: a number of rounds (1-999)");
	} else if (!strcmp(v->name, "tiebreaks")) {
		if (v->type != API_STRING && v->type != API_NULL)
			return bad(err, size, "options: tiebreaks: a list such as \"PTS,BH/C1,SB\"");
		o->standings_list = v->text;
	} else if (!strcmp(v->name, "seed")) {
		int rc = v->type == API_NUMBER || v->type == API_STRING ?
			 rtg_parse_seed(v->text, &o->seed) : -1;
		if (rc == -1)
			return bad(err, size, "options: seed: an unsigned integer");
		if (rc == -2) {
			/* -s: a seed beyond 64 bits is a size limit (exit 4). */
			bad(err, size, "options: seed: out of range (0-18446744073709551615)");
			return TRF_ELIMIT;
		}
		o->seed_given = 1;
	} else if (!strcmp(v->name, "file")) {
		if (v->type != API_STRING || !*v->text)
			return bad(err, size, "options: file: a name");
		*name = v->text;
	} else {
		return bad(err, size, "options: unknown option '%s'", v->name);
	}
	return TRF_OK;
}

int api_options_apply(const struct api_options *opts, struct run_options *o,
		      const char **name, char *err, size_t errsize)
{
	o->maxi = -1;
	for (int i = 0; i < opts->n; i++) {
		int rc = one(&opts->v[i], o, name, err, errsize);
		if (rc != TRF_OK)
			return rc;
	}
	if (!o->system)
		return bad(err, errsize, "options: system: give \"dutch\", \"dubov\" or \"lim\"");
	if (o->maxi >= 0 && strcmp(o->system, "lim"))
		return bad(err, errsize, "options: maxi goes with the Lim system");
	return TRF_OK;
}

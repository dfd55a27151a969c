/*
 * trfpair.c - the command: parse the arguments, then call into lib/run/,
 * which does the operation (the JSON entry point lib/api/ shares it).
 *
 * Argument shapes follow JaVaFo and bbpPairings (engine-cli.md §1):
 *   trfpair [-r] SYSTEM INPUT -p [OUTPUT] [--round N] [-l [LIST]] [--format=json]
 *           [--total-rounds N]
 *   trfpair [-r] SYSTEM INPUT... -c [ROUND] [--round N] [--explain] [--names]
 *           [--format=text|json|csv] [--compat=bbp] [--progress]
 *   trfpair [-r] SYSTEM (-g [CONFIG] | MODEL -g) -o OUTPUT [-s SEED]
 *   trfpair [-r] SYSTEM INPUT -l [LIST] [--round N] [--format=text|csv|json]
 *   trfpair [-r] SYSTEM INPUT --info [--format=json]
 * Every form takes --edition=YEAR|auto (the system's rules by year).
 * -p, -c, -g and -l take an optional argument as the next word, so the
 * options are read in order ("-" in the option string) and a free word
 * goes to the option just before it when that one can take it; other
 * free words are inputs (several only with -c).  "-" is standard input
 * as an input and standard output as an output.
 */
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rtg/rtg.h"
#include "run/run.h"
#include "trf/trf.h"

#ifndef VERSION
#define VERSION "0.1.0"
#endif

enum mode { MODE_NONE, MODE_PAIR, MODE_CHECK, MODE_GENERATE, MODE_LIST, MODE_INFO,
	     MODE_STANDINGS };

struct args {
	const char *system;	/* "dutch", "dubov", "lim" */
	enum mode mode;
	const char *input;	/* the first input; -c takes several */
	const char **inputs;
	int ninputs;
	const char *output;	/* -p OUTPUT or -o OUTPUT */
	const char *config;	/* -g CONFIG */
	const char *list;	/* -l LIST */
	const char *seed;
	const char *format;
	int want_list;
	int round;		/* -c ROUND / --round N; 0 = all (-p: the next) */
	int explain;
	int names;		/* --names: player names in findings */
	int progress;		/* --progress: rounds done on a terminal */
	int compat_bbp;		/* --compat=bbp: the reference checker's report */
	int maxi;		/* Lim: -1 by the field's size, 0 off, 1 on */
	const char *edition;	/* --edition: a year, "auto", or NULL (newest) */
	int version;
	int strict;		/* --strict: input warnings are errors */
	int standings;		/* --standings given */
	const char *standings_list;	/* --standings=LIST, NULL: the file's */
	int total_rounds;	/* --total-rounds N: when the file has no XXR/142; 0 */
};

static void usage(FILE *f)
{
	fputs("usage: trfpair [-r] (--dutch|--dubov|--lim) INPUT -p [OUTPUT] [--round N] [-l [LIST]]\n"
	      "               [--format=text|json] [--total-rounds N]\n"
	      "       trfpair [-r] SYSTEM INPUT... -c [ROUND] [--round N] [--explain] [--names]\n"
	      "               [--format=text|json|csv] [--compat=bbp] [--progress] [-l [LIST]]\n"
	      "       trfpair [-r] SYSTEM (-g [CONFIG] | MODEL -g) -o OUTPUT [-s SEED]\n"
	      "       trfpair [-r] SYSTEM INPUT -l [LIST] [--round N] [--format=text|csv|json]\n"
	      "       trfpair [-r] SYSTEM INPUT --info [--format=text|json]\n"
	      "       trfpair [-r] SYSTEM INPUT --standings[=LIST] [--format=text|csv|json]\n"
	      "       (each with [--edition=YEAR|auto])\n"
	      "       trfpair --help | --version\n", f);
}

static void help(void)
{
	usage(stdout);
	fputs("\nPair Swiss-system chess rounds from FIDE Tournament Report Files (TRF),\n"
	      "and verify pairings made by other programs.\n\n"
	      "Systems:\n"
	      "  --dutch        FIDE (Dutch) System, C.04.3 (2026 and 2017 texts)\n"
	      "  --dubov        Dubov System, C.04.4.1 (2025 text, 2026 re-issue)\n"
	      "  --lim          Lim System, C.04.4.3\n"
	      "  --burstein     Burstein System, C.04.4.2: not implemented (exit 3)\n"
	      "  --edition=YEAR the system's text of that year (default: the newest);\n"
	      "                 auto: the one the file names (092) or in force on its\n"
	      "                 start date (042)\n"
	      "Operations:\n"
	      "  -p [OUTPUT]    pair the next round (stdout without OUTPUT, or -)\n"
	      "  -c [ROUND]     check every round (or ROUND) of each INPUT against the rules\n"
	      "  -g [CONFIG]    generate a random tournament; needs -o OUTPUT\n"
	      "  -l [LIST]      write the check-list\n"
	      "  --info         validate the file and summarise the tournament\n"
	      "  --standings[=LIST]  standings by FIDE C.07 tie-breaks (LIST: codes such\n"
	      "                 as PTS,BH/C1,SB; default: the file's 212/202); with -c:\n"
	      "                 also check the file's ranks\n"
	      "Options:\n"
	      "  -o OUTPUT      output of -g (- for stdout)\n"
	      "  -s SEED        seed of -g\n"
	      "  --round N      with -c: that round only; with -p: pair round N again\n"
	      "                 from rounds 1..N-1; with -l alone: the check-list\n"
	      "                 before round N\n"
	      "  --total-rounds N  the total number of rounds, for a file that gives\n"
	      "                 none (no XXR or 142)\n"
	      "  --explain      with -c: show every bracket decision\n"
	      "  --names        with -c: player names after each finding\n"
	      "  --format=FMT   -c report, check-list and standings format: text\n"
	      "                 (default), csv or json; -p and --info: text or json\n"
	      "  --compat=bbp   with -c: the reference engines' checker report, exit 0\n"
	      "  --progress     with -c: rounds done, on standard error if a terminal\n"
	      "  --maxi, --no-maxi  Lim: the Maxi-tournament 100-point rule on or\n"
	      "                 off (default: on with more players than 2^rounds)\n"
	      "  --strict       unknown record codes, repairs of real exports (trf(5)),\n"
	      "                 and a 192 line naming another system, are errors\n"
	      "                 (exit 3), not warnings\n"
	      "  -r             print the version line, then do the operation\n"
	      "  -h, --help     this text\n"
	      "  --version      the version line\n\n"
	      "Exit status: 0 success, 1 no legal pairing, 2 internal error (with -c:\n"
	      "the verifier and the engine disagree), 3 invalid request or TRF, 4 size\n"
	      "limit, 5 file access, 6 -c findings, 7 -c on a team file: team checks\n"
	      "only, none failed; several inputs: the worst.\n"
	      "INPUT - is standard input; an OUTPUT or LIST - is standard output.\n"
	      "See trfpair(1) and trf(5).\n", stdout);
}

__attribute__((format(printf, 1, 2)))
static int bad_usage(const char *fmt, ...)
{
	va_list ap;

	fputs("trfpair: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	usage(stderr);
	return TRF_EINVALID;
}

/*
 * A FIDE system flag of the reference engines (engine-cli.md §1) that
 * trfpair has no engine for: an invalid request that names the system,
 * so a caller can tell it from a typing error (trfpair(1), Pairing
 * systems).
 */
static int not_implemented(const char *system)
{
	fprintf(stderr, "trfpair: %s is not implemented; trfpair pairs and checks by the "
		"Dutch (--dutch), Dubov (--dubov) and Lim (--lim) systems\n", system);
	return TRF_EINVALID;
}

/* Which optional argument a free word after an option may fill. */
static const char **pending_slot(struct args *a, int last_opt)
{
	switch (last_opt) {
	case 'p': return a->output ? NULL : &a->output;
	case 'g': return a->config ? NULL : &a->config;
	case 'l': return a->list ? NULL : &a->list;
	default: return NULL;
	}
}

static int set_mode(struct args *a, enum mode m, const char *opt)
{
	if (a->mode != MODE_NONE && a->mode != m)
		return bad_usage("%s: only one of -p, -c, -g, --info", opt);
	a->mode = m;
	return 0;
}

static int parse_round(const char *s, int *out)
{
	char *end;
	long v = strtol(s, &end, 10);

	if (!*s || *end || v < 1 || v > 999)
		return -1;
	*out = (int)v;
	return 0;
}

static int parse_args(int argc, char **argv, struct args *a)
{
	enum { OPT_DUTCH = 256, OPT_DUBOV, OPT_LIM, OPT_ROUND, OPT_EXPLAIN,
	       OPT_FORMAT, OPT_INFO, OPT_VERSION, OPT_MAXI, OPT_NO_MAXI, OPT_EDITION,
	       OPT_STRICT, OPT_NAMES, OPT_PROGRESS, OPT_COMPAT, OPT_BURSTEIN, OPT_STANDINGS,
	       OPT_TOTAL_ROUNDS };
	static const struct option longopts[] = {
		{ "dutch", no_argument, NULL, OPT_DUTCH },
		{ "dubov", no_argument, NULL, OPT_DUBOV },
		{ "lim", no_argument, NULL, OPT_LIM },
		{ "burstein", no_argument, NULL, OPT_BURSTEIN },
		{ "round", required_argument, NULL, OPT_ROUND },
		{ "total-rounds", required_argument, NULL, OPT_TOTAL_ROUNDS },
		{ "explain", no_argument, NULL, OPT_EXPLAIN },
		{ "format", required_argument, NULL, OPT_FORMAT },
		{ "info", no_argument, NULL, OPT_INFO },
		{ "maxi", no_argument, NULL, OPT_MAXI },
		{ "no-maxi", no_argument, NULL, OPT_NO_MAXI },
		{ "edition", required_argument, NULL, OPT_EDITION },
		{ "strict", no_argument, NULL, OPT_STRICT },
		{ "names", no_argument, NULL, OPT_NAMES },
		{ "progress", no_argument, NULL, OPT_PROGRESS },
		{ "compat", required_argument, NULL, OPT_COMPAT },
		{ "standings", optional_argument, NULL, OPT_STANDINGS },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ NULL, 0, NULL, 0 }
	};
	int c, last = 0;

	opterr = 0;
	while ((c = getopt_long(argc, argv, "-pcglo:s:rh", longopts, NULL)) != -1) {
		const char **slot;
		int rc = 0;
		switch (c) {
		case 1:
			if ((slot = pending_slot(a, last)))
				*slot = optarg;
			else if (last == 'c' && !a->round && parse_round(optarg, &a->round) == 0)
				;
			else
				a->inputs[a->ninputs++] = optarg;
			last = 0;
			continue;
		case OPT_BURSTEIN:
			return not_implemented("the Burstein System (C.04.4.2)");
		case OPT_DUTCH: case OPT_DUBOV: case OPT_LIM: {
			const char *s = c == OPT_DUTCH ? "dutch" : c == OPT_DUBOV ? "dubov" : "lim";
			if (a->system && strcmp(a->system, s))
				return bad_usage("choose one system, not also --%s", s);
			a->system = s;
			break;
		}
		case 'p': rc = set_mode(a, MODE_PAIR, "-p"); break;
		case 'c': rc = set_mode(a, MODE_CHECK, "-c"); break;
		case 'g': rc = set_mode(a, MODE_GENERATE, "-g"); break;
		case OPT_INFO: rc = set_mode(a, MODE_INFO, "--info"); break;
		case 'l': a->want_list = 1; break;
		case 'o': a->output = optarg; break;
		case 's': a->seed = optarg; break;
		case 'r': a->version = 1; break;
		case OPT_ROUND:
			if (parse_round(optarg, &a->round) < 0)
				return bad_usage("--round: '%s' is not a round number", optarg);
			break;
		case OPT_TOTAL_ROUNDS:
			if (parse_round(optarg, &a->total_rounds) < 0)
				return bad_usage("--total-rounds: '%s' is not a number of rounds",
						 optarg);
			break;
		case OPT_EXPLAIN: a->explain = 1; break;
		case OPT_MAXI: a->maxi = 1; break;
		case OPT_NO_MAXI: a->maxi = 0; break;
		case OPT_EDITION: a->edition = optarg; break;
		case OPT_STRICT: a->strict = 1; break;
		case OPT_NAMES: a->names = 1; break;
		case OPT_PROGRESS: a->progress = 1; break;
		case OPT_STANDINGS:
			a->standings = 1;
			a->standings_list = optarg;
			break;
		case OPT_COMPAT:
			if (strcmp(optarg, "bbp"))
				return bad_usage("--compat: '%s' is not bbp", optarg);
			a->compat_bbp = 1;
			break;
		case OPT_FORMAT:
			if (strcmp(optarg, "text") && strcmp(optarg, "csv") && strcmp(optarg, "json"))
				return bad_usage("--format: '%s' is not text, json or csv", optarg);
			a->format = optarg;
			break;
		case 'h': help(); exit(0);
		case OPT_VERSION: a->version = 2; break;
		case ':':
			return bad_usage("option -%s needs an argument", (char[]){ (char)optopt, 0 });
		default:
			return bad_usage("unknown option '%s'", argv[optind - 1]);
		}
		if (rc)
			return rc;
		last = c;
	}
	if (a->want_list && a->mode == MODE_NONE)
		a->mode = MODE_LIST;
	if (a->standings && a->mode == MODE_NONE)
		a->mode = MODE_STANDINGS;
	a->input = a->ninputs ? a->inputs[0] : NULL;
	if (a->ninputs > 1 && a->mode != MODE_CHECK)
		return bad_usage("unexpected argument '%s' (only -c takes several inputs)",
				 a->inputs[1]);
	return 0;
}

/* -s SEED (-g); an enum trf_status, the message printed. */
static int seed_of(const struct args *a, struct run_options *o)
{
	if (!a->seed)
		return TRF_OK;
	int rc = rtg_parse_seed(a->seed, &o->seed);
	if (rc == -1)
		return bad_usage("-s: '%s' is not an unsigned integer", a->seed);
	if (rc == -2) {
		fprintf(stderr, "trfpair: -s: seed %s is out of range (0-%llu)\n", a->seed,
			(unsigned long long)UINT64_MAX);
		return TRF_ELIMIT;
	}
	o->seed_given = 1;
	return TRF_OK;
}

/* --progress: "checked N rounds (file I of M)" on a terminal. */
static void progress_round(void *ctx, int file, int nfiles, int r)
{
	int *rounds = ctx;

	(void)r;
	++*rounds;
	fprintf(stderr, "\rtrfpair: %d round%s checked, file %d of %d", *rounds,
		*rounds == 1 ? "" : "s", file, nfiles);
}

/* The operation the arguments ask for, in lib/run/'s terms. */
static void run_options_of(const struct args *a, struct run_options *o, int *rounds)
{
	static const enum run_op ops[] = {
		[MODE_NONE] = RUN_NONE, [MODE_PAIR] = RUN_PAIR, [MODE_CHECK] = RUN_CHECK,
		[MODE_GENERATE] = RUN_GENERATE, [MODE_LIST] = RUN_LIST, [MODE_INFO] = RUN_INFO,
		[MODE_STANDINGS] = RUN_STANDINGS,
	};

	*o = (struct run_options){
		.system = a->system, .op = ops[a->mode], .inputs = a->inputs,
		.ninputs = a->ninputs, .output = a->output, .config = a->config,
		.want_list = a->want_list, .list = a->list, .format = a->format,
		.round = a->round, .explain = a->explain, .names = a->names,
		.compat_bbp = a->compat_bbp, .maxi = a->maxi, .edition = a->edition,
		.strict = a->strict, .standings_list = a->standings_list,
		.total_rounds = a->total_rounds,
		.round_done = a->progress && isatty(2) ? progress_round : NULL, .ctx = rounds,
	};
}

/* Check what the operations need, then run them (lib/run/). */
static int run(const struct args *a)
{
	struct run_options o;
	int rounds = 0;

	if (!a->system)
		return bad_usage("%s", "choose a system: --dutch, --dubov or --lim");
	if (a->mode == MODE_NONE)
		return bad_usage("%s", "nothing to do: give -p, -c, -g, -l or --info");
	if (a->maxi >= 0 && strcmp(a->system, "lim"))
		return bad_usage("%s", "--maxi and --no-maxi go with --lim");
	run_options_of(a, &o, &rounds);
	int rc = run_prepare(&o);
	if (rc != TRF_OK)
		return rc;
	if (a->mode == MODE_GENERATE) {
		if (a->total_rounds)
			return bad_usage("%s", "--total-rounds goes with an input file, not -g");
		if (!a->output)
			return bad_usage("%s", "-g needs -o OUTPUT");
		if (!strcmp(a->output, "-") && a->want_list && !a->list)
			return bad_usage("%s", "-g -o - -l: give the check-list a name (or -)");
		if (a->format && !strcmp(a->format, "json") && !a->want_list)
			return bad_usage("%s", "--format=json goes with -c, -p, -l, --info or "
					 "--standings (-g writes a TRF)");
		if ((rc = seed_of(a, &o)) != TRF_OK)
			return rc;
		return run_operation(&o);
	}
	if (!a->input)
		return bad_usage("%s", "no input file");
	if (a->round && a->mode != MODE_CHECK && a->mode != MODE_PAIR && a->mode != MODE_LIST)
		return bad_usage("%s", "--round goes with -c, -p or -l");
	if (a->standings && a->mode != MODE_CHECK && a->mode != MODE_STANDINGS)
		return bad_usage("%s", "--standings goes alone or with -c");
	if ((a->names || a->progress || a->compat_bbp) && a->mode != MODE_CHECK)
		return bad_usage("%s", "--names, --progress and --compat go with -c");
	rc = run_operation(&o);
	if (o.round_done)
		fputc('\n', stderr);
	return rc;
}

/* The version line and the operation; an exit status. */
static int run_args(int argc, char **argv, struct args *a)
{
	int rc;

	if (argc == 1) {
		usage(stderr);
		return TRF_EINVALID;
	}
	if ((rc = parse_args(argc, argv, a)) != 0)
		return rc;
	if (a->version) {
		printf("trfpair %s\n", VERSION);
		if (a->version == 2 || (a->mode == MODE_NONE && !a->input && !a->system))
			return 0;
	}
	return run(a);
}

int main(int argc, char **argv)
{
	struct args a = { .maxi = -1 };

	/* Every free word may be an input of -c. */
	a.inputs = calloc((size_t)argc, sizeof(*a.inputs));
	if (!a.inputs)
		return TRF_ELIMIT;
	int rc = run_args(argc, argv, &a);
	free(a.inputs);
	return rc;
}

/*
 * trfpair.c - the command: parse the arguments, then call into lib/.
 *
 * Argument shapes follow JaVaFo and bbpPairings (engine-cli.md §1):
 *   trfpair [-r] SYSTEM INPUT -p [OUTPUT] [--round N] [-l [LIST]]
 *   trfpair [-r] SYSTEM INPUT... -c [ROUND] [--round N] [--explain] [--names]
 *           [--format=text|json|csv] [--compat=bbp] [--progress]
 *   trfpair [-r] SYSTEM (-g [CONFIG] | MODEL -g) -o OUTPUT [-s SEED]
 *   trfpair [-r] SYSTEM INPUT -l [LIST] [--format=text|csv|json]
 *   trfpair [-r] SYSTEM INPUT --info
 * Every form takes --edition=YEAR|auto (the system's rules by year).
 * -p, -c, -g and -l take an optional argument as the next word, so the
 * options are read in order ("-" in the option string) and a free word
 * goes to the option just before it when that one can take it; other
 * free words are inputs (several only with -c).  "-" is standard input
 * as an input and standard output as an output.
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check/check.h"
#include "pairing/check.h"
#include "report/checklist.h"
#include "report/info.h"
#include "rtg/rtg.h"
#include "standings/standings.h"
#include "systems/systems.h"
#include "team/team.h"
#include "tournament/tournament.h"
#include "trf/trf.h"

/*
 * Phrases that programs calling an engine look for on standard error
 * (trfpair(1), EXIT STATUS): lichess ends a Swiss when -p fails with
 * either, as bbpPairings words them.  trfpair's own reason follows.
 */
#define TRFPAIR_MSG_NO_PAIRING "No valid pairing exists"
#define TRFPAIR_MSG_ROUNDS "The number of rounds is larger than the reported number of rounds."

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
};

static void usage(FILE *f)
{
	fputs("usage: trfpair [-r] (--dutch|--dubov|--lim) INPUT -p [OUTPUT] [--round N] [-l [LIST]]\n"
	      "       trfpair [-r] SYSTEM INPUT... -c [ROUND] [--round N] [--explain] [--names]\n"
	      "               [--format=text|json|csv] [--compat=bbp] [--progress] [-l [LIST]]\n"
	      "       trfpair [-r] SYSTEM (-g [CONFIG] | MODEL -g) -o OUTPUT [-s SEED]\n"
	      "       trfpair [-r] SYSTEM INPUT -l [LIST] [--format=text|csv|json]\n"
	      "       trfpair [-r] SYSTEM INPUT --info\n"
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
	      "                 from rounds 1..N-1\n"
	      "  --explain      with -c: show every bracket decision\n"
	      "  --names        with -c: player names after each finding\n"
	      "  --format=FMT   -c report, check-list and standings format: text\n"
	      "                 (default), csv or json\n"
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
	       OPT_STRICT, OPT_NAMES, OPT_PROGRESS, OPT_COMPAT, OPT_BURSTEIN, OPT_STANDINGS };
	static const struct option longopts[] = {
		{ "dutch", no_argument, NULL, OPT_DUTCH },
		{ "dubov", no_argument, NULL, OPT_DUBOV },
		{ "lim", no_argument, NULL, OPT_LIM },
		{ "burstein", no_argument, NULL, OPT_BURSTEIN },
		{ "round", required_argument, NULL, OPT_ROUND },
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

/* An output name without a directory goes beside the input (engine-cli.md §1). */
static char *output_path(const char *input, const char *name)
{
	const char *slash = strrchr(input, '/');
	size_t dir = slash && !strchr(name, '/') ? (size_t)(slash - input) + 1 : 0;
	char *p = malloc(dir + strlen(name) + 1);

	if (p) {
		memcpy(p, input, dir);
		strcpy(p + dir, name);
	}
	return p;
}

/* --maxi/--no-maxi as the table's engines and verifiers take it. */
static int maxi_of(const struct args *a)
{
	return a->maxi < 0 ? VERIFY_MAXI_AUTO : a->maxi ? VERIFY_MAXI_ON : VERIFY_MAXI_OFF;
}

/* "2026, 2017": the editions of system, all or the implemented ones. */
static void list_editions(const char *system, int implemented, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = 0;
	for (int i = 0; systems_table[i] && n < size; i++) {
		const struct system_edition *e = systems_table[i];
		if (!strcmp(e->system, system) && (!implemented || systems_implemented(e)))
			n += (size_t)snprintf(buf + n, size - n, "%s%d", n ? ", " : "", e->year);
	}
}

/*
 * The edition --edition asks for (engine-cli: every mode takes it): a
 * year, auto (doc's 092/192 name, else its 042 date, else the newest;
 * the newest while doc is NULL), or the newest.  An edition the table
 * lacks or has not implemented is an invalid request.
 */
static int pick_edition(const struct args *a, const struct trf_doc *doc,
			const struct system_edition **out)
{
	const struct system_edition *e;
	char list[64];
	int is_auto = a->edition && !strcmp(a->edition, "auto");

	if (!a->edition) {
		e = systems_newest(a->system);
	} else if (is_auto) {
		e = doc ? systems_auto(a->system, doc) : systems_newest(a->system);
	} else {
		char *end;
		long y = strtol(a->edition, &end, 10);
		e = *a->edition && !*end && y > 0 && y < 10000 ?
		    systems_edition(a->system, (int)y) : NULL;
		if (!e) {
			list_editions(a->system, 0, list, sizeof(list));
			fprintf(stderr, "trfpair: --edition=%s: %s has no such edition "
				"(editions: %s, or auto)\n", a->edition,
				systems_name(a->system), list);
			return TRF_EINVALID;
		}
	}
	if (!systems_implemented(e)) {
		list_editions(a->system, 1, list, sizeof(list));
		fprintf(stderr, "trfpair: --edition=%s: %s%s is not implemented yet "
			"(implemented: %s)\n", a->edition, is_auto ? "the file's edition, " : "",
			e->label, list);
		return TRF_EINVALID;
	}
	*out = e;
	return TRF_OK;
}

/* NAME with its extension replaced by ext (engine-cli.md §4: .list). */
static char *with_extension(const char *name, const char *ext)
{
	const char *slash = strrchr(name, '/'), *dot = strrchr(name, '.');
	size_t keep = dot && dot > (slash ? slash + 1 : name) ? (size_t)(dot - name) : strlen(name);
	char *p = malloc(keep + strlen(ext) + 1);

	if (p) {
		memcpy(p, name, keep);
		strcpy(p + keep, ext);
	}
	return p;
}

/* What a check-list file holds: rounds first..last of t, each with the
 * pairing the file records for it when with_pairing, or `next'. */
struct list_job {
	const struct tmt *t;
	int first, last;
	const struct pairing *next;
	int with_pairing;
	struct checklist_options opt;
};

static int fill_list(void *f, const void *arg)
{
	const struct list_job *j = arg;

	for (int r = j->first; r <= j->last; r++) {
		struct checklist_options o = j->opt;
		struct pairing p;
		int rc;
		if (j->with_pairing && pairing_from_round(&p, j->t, r) < 0)
			return -1;
		o.pairing = j->with_pairing ? &p : j->next;
		o.no_header = r > j->first;
		if (r > j->first && o.format == CHECKLIST_TEXT)
			fputc('\n', f);
		rc = report_checklist(f, j->t, r, &o);
		if (j->with_pairing)
			pairing_free(&p);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/* After writing to standard output: TRF_OK, or TRF_EIO with a message
 * saying what failed (a full disk, a closed pipe). */
static int stdout_done(int failed)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout) && !failed)
		return TRF_OK;
	fprintf(stderr, "trfpair: standard output: %s\n", errno ? strerror(errno) : "write error");
	return TRF_EIO;
}

/*
 * Write the check-list of job to the -l file: its name beside `base'
 * (the input, or the -g output) unless it has a directory, by default
 * base with extension .list; "-" is standard output.
 */
static int write_list(const struct args *a, const struct system_edition *e,
		      const char *base, struct list_job *job)
{
	struct trf_diag d = { 0 };
	int rc = TRF_OK;

	job->opt.columns = e->checklist;
	job->opt.edition = e->label;
	job->opt.system = e->system;
	job->opt.year = e->year;
	job->opt.format = !a->format || !strcmp(a->format, "text") ? CHECKLIST_TEXT :
			  !strcmp(a->format, "csv") ? CHECKLIST_CSV : CHECKLIST_JSON;
	if (a->list && !strcmp(a->list, "-")) {
		return stdout_done(fill_list(stdout, job) < 0);
	}
	char *path = a->list ? output_path(base, a->list) : with_extension(base, ".list");
	if (!path)
		return TRF_ELIMIT;
	if (trf_atomic_write(path, fill_list, job, &d) < 0) {
		trf_diag_print(&d);
		rc = d.status;
	}
	free(path);
	return rc;
}

static int pair_next(const struct args *a, const struct system_edition *e,
		     const struct tmt *t)
{
	struct systems_engine_options opt = { 0, maxi_of(a), e->year };
	struct trf_diag d = { 0 };
	struct pairing p;
	/* --round K: round K again, from rounds 1..K-1 and the byes and
	 * absences the file records for it. */
	int r = a->round ? a->round : t->next_round;

	if (t->total_rounds && r > t->total_rounds) {
		if (r == t->next_round)
			fprintf(stderr, "%s: " TRFPAIR_MSG_ROUNDS " (all %d rounds are paired "
				"already: XXR or 142)\n", a->input, t->total_rounds);
		else
			fprintf(stderr, "%s: " TRFPAIR_MSG_ROUNDS " (--round %d: the "
				"tournament has %d rounds, XXR or 142)\n", a->input, r,
				t->total_rounds);
		return TRF_EINVALID;
	}
	if (r > t->next_round) {
		fprintf(stderr, "%s: --round %d: the file has %d rounds; the next one to pair is %d\n",
			a->input, r, t->rounds, t->next_round);
		return TRF_EINVALID;
	}
	if (!t->total_rounds) {
		fprintf(stderr, "%s: the total number of rounds must be given (XXR or 142)\n",
			a->input);
		return TRF_EINVALID;
	}
	if (r == 1 && !t->initial_colour) {
		fprintf(stderr, "%s: round 1 needs the initial colour (XXC white1 or black1, or 152)\n",
			a->input);
		return TRF_EINVALID;
	}
	int rc = e->engine(t, r, &opt, &p, &d);
	if (rc != TRF_OK) {
		fprintf(stderr, "%s: %s%s\n", a->input,
			rc == TRF_ENOPAIRING ? TRFPAIR_MSG_NO_PAIRING ": " : "", d.msg);
		return rc;
	}
	if (a->output && strcmp(a->output, "-")) {
		char *path = output_path(a->input, a->output);
		rc = !path ? TRF_ELIMIT : pairing_write_file(&p, t, path, &d) < 0 ? d.status : TRF_OK;
		if (path && rc != TRF_OK)
			trf_diag_print(&d);
		free(path);
	} else {
		rc = stdout_done(pairing_write(&p, t, stdout) < 0);
	}
	if (rc == TRF_OK && a->want_list) {
		struct list_job job = { .t = t, .first = r, .last = r, .next = &p };
		rc = write_list(a, e, a->input, &job);
	}
	pairing_free(&p);
	return rc;
}

/* -c on one file: the verifier and the engine on every recorded round
 * (or one), reported as out says. */
static int check_all(const struct args *a, const struct system_edition *e,
		     const struct tmt *t, const struct check_output *out)
{
	int total = t->total_rounds ? t->total_rounds : t->rounds;
	struct verify_options vo = { total, a->explain, e->year, maxi_of(a) };
	struct check_totals tot = { 0 };

	if (a->round > t->rounds) {
		fprintf(stderr, "%s: round %d is not in the file (%d rounds)\n", a->input,
			a->round, t->rounds);
		return TRF_EINVALID;
	}
	int first = a->round ? a->round : 1, last = a->round ? a->round : t->rounds;
	check_report_edition(out, e, t->doc);
	int rc = check_edition_report(t, first, last, e, &vo, out, &tot);
	if (tot.write_errno) {
		fprintf(stderr, "trfpair: standard output: %s\n", strerror(tot.write_errno));
		return TRF_EIO;
	}
	if (stdout_done(0) != TRF_OK)
		return TRF_EIO;
	if (rc < 0)
		return TRF_ELIMIT;
	/* The rank column, when a tie-break list applies (trfpair(1),
	 * STANDINGS); nothing for a file without 212/202 and --standings. */
	int ranks_differ = 0;
	if (out->format == CHECK_TEXT || out->format == CHECK_JSON) {
		struct stnd_request rq = { a->standings_list,
					   out->format == CHECK_JSON ? STND_JSON : STND_TEXT,
					   a->input, systems_start_date(t->doc) };
		int src = stnd_check(stdout, stderr, t, &rq, &ranks_differ);
		if (src != TRF_OK)
			return src;
		if (stdout_done(0) != TRF_OK)
			return TRF_EIO;
	}
	if (a->want_list) {
		/* The check-list of each checked round, with its pairing. */
		struct list_job job = { .t = t, .first = first, .last = last,
					.with_pairing = 1, .opt = { .round_columns = last } };
		rc = write_list(a, e, a->input, &job);
		if (rc != TRF_OK)
			return rc;
	}
	/* --compat=bbp: exit 0 whatever the rounds hold, as the reference
	 * engines do (engine-cli.md §3). */
	if (out->format == CHECK_BBP)
		return TRF_OK;
	return tot.disagreements ? TRF_EINTERNAL : tot.bad || ranks_differ ? TRF_EDIFFER :
	       tot.unjudged ? TRF_ELIMIT : TRF_OK;
}

/* -s SEED, or one from the clock; an enum trf_status. */
static int seed_of(const struct args *a, uint64_t *seed)
{
	if (!a->seed) {
		*seed = rtg_seed_from_clock();
		return TRF_OK;
	}
	int rc = rtg_parse_seed(a->seed, seed);
	if (rc == -1)
		return bad_usage("-s: '%s' is not an unsigned integer", a->seed);
	if (rc == -2) {
		fprintf(stderr, "trfpair: -s: seed %s is out of range (0-%llu)\n", a->seed,
			(unsigned long long)UINT64_MAX);
		return TRF_ELIMIT;
	}
	return TRF_OK;
}

/* The check-list of every generated round (engine-cli.md §4, -g -l). */
static int list_generated(const struct args *a, const struct system_edition *e,
			  const struct trf_doc *doc, const char *path)
{
	struct trf_diag d = { 0 };
	struct tmt *t = tmt_build(doc, &d);

	if (!t) {
		trf_diag_print(&d);
		return d.status;
	}
	struct list_job job = { .t = t, .first = 1, .last = t->rounds, .with_pairing = 1,
				.opt = { .round_columns = t->rounds } };
	int rc = write_list(a, e, path, &job);
	tmt_free(t);
	return rc;
}

/* Write what the generator made: the tournament, or the rounds so far. */
static int write_generated(const struct args *a, const struct system_edition *e, int rc,
			   const struct rtg_result *res, const char *path,
			   const struct trf_diag *why)
{
	struct trf_diag d = { 0 };

	if (rc == TRF_OK && !strcmp(a->output, "-")) {
		return stdout_done(trf_write(res->doc, stdout) < 0);
	}
	if (rc == TRF_OK) {
		if (trf_write_file(res->doc, path, &d) < 0) {
			trf_diag_print(&d);
			return d.status;
		}
		return a->want_list ? list_generated(a, e, res->doc, path) : TRF_OK;
	}
	/* The engine's message may name the round already. */
	char pre[32];
	int n = snprintf(pre, sizeof(pre), "round %d: ", res->failed_round);
	const char *msg = strncmp(why->msg, pre, (size_t)n) ? why->msg : why->msg + n;
	fprintf(stderr, "trfpair: round %d cannot be paired: %s\n", res->failed_round, msg);
	char *partial = malloc(strlen(path) + sizeof(".partial"));
	if (!partial)
		return TRF_ELIMIT;
	strcat(strcpy(partial, path), ".partial");
	if (trf_write_file(res->doc, partial, &d) < 0)
		trf_diag_print(&d);
	else if (res->failed_round > 1)
		fprintf(stderr, "trfpair: rounds 1-%d and the byes of round %d are in %s\n",
			res->failed_round - 1, res->failed_round, partial);
	else
		fprintf(stderr, "trfpair: the players and the byes of round 1 are in %s\n",
			partial);
	free(partial);
	return rc;
}

/* The system a 192 code names (TRF-2026, FIDE's code table, trf-format
 * §6.1: FIDE_DUTCH, FIDE_DUTCH_2017, FIDE_DUTCH_BAKU, ...): "dutch",
 * "dubov", "lim", or NULL for another system.  The edition it names is
 * edition_of_192()'s. */
static const char *system_of_192(const char *code)
{
	static const struct { const char *prefix, *system; } tab[] = {
		{ "FIDE_DUTCH", "dutch" }, { "FIDE_DUBOV", "dubov" }, { "FIDE_LIM", "lim" },
	};

	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++) {
		size_t n = strlen(tab[i].prefix);
		if (!strncasecmp(code, tab[i].prefix, n) && (!code[n] || code[n] == '_'))
			return tab[i].system;
	}
	return NULL;
}

/* One input warning: "FILE:LINE:COL: warning: ..." (an error with
 * --strict). */
__attribute__((format(printf, 5, 6)))
static void input_warning(const struct args *a, const char *file, int line, int col,
			  const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%d:%d: %s", file, line, col, a->strict ? "" : "warning: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* Lines of the input kept but not read, and a 192 line naming another
 * system than the one asked for (issue 16): warnings, or with --strict
 * errors (TRF_EINVALID). */
static int input_notices(const struct args *a, const struct trf_doc *doc)
{
	int n = 0;

	for (size_t i = 0; i < doc->nnotices; i++, n++)
		input_warning(a, doc->path, doc->notices[i].line, doc->notices[i].col, "%s",
			      doc->notices[i].msg);
	const char *named = doc->system[0] ? system_of_192(doc->system) : a->system;
	/* A team file's 192 names its team system: no system flag applies. */
	if ((!named || strcmp(named, a->system)) && !trf_team_evidence(doc, NULL)) {
		input_warning(a, doc->path, doc->system_line, 5, "192 names %s, %s, but "
			      "--%s was asked for", doc->system,
			      !named ? "another system" : !strcmp(named, "dutch") ?
			      "the Dutch System" : !strcmp(named, "dubov") ? "the Dubov System" :
			      "the Lim System", a->system);
		n++;
	}
	return a->strict && n ? TRF_EINVALID : TRF_OK;
}

/* The edition of system a 192 code names by the table's TRF names
 * (an optional _BAKU suffix), or NULL (none, or no year: FIDE_DUTCH). */
static const struct system_edition *edition_of_192(const char *system, const char *code)
{
	for (int i = 0; systems_table[i]; i++) {
		const struct system_edition *r = systems_table[i];
		if (strcmp(r->system, system))
			continue;
		for (const char *const *nm = r->trf_names; *nm; nm++) {
			size_t n = strlen(*nm);
			if (!strncasecmp(code, *nm, n) && (!code[n] || !strcasecmp(code + n, "_BAKU")))
				return r;
		}
	}
	return NULL;
}

/* A 192 line naming another edition of the system than e, the one
 * asked for: a warning, or with --strict an error (TRF_EINVALID). */
static int edition_192(const struct args *a, const struct trf_doc *doc,
		       const struct system_edition *e)
{
	const struct system_edition *named = doc->system[0] ?
		edition_of_192(a->system, doc->system) : NULL;

	if (!named || named == e)
		return TRF_OK;
	input_warning(a, doc->path, doc->system_line, 5, "192 names %s, the %d text, but the "
		      "%d text was asked for (--edition=%d or auto for the file's)",
		      doc->system, named->year, e->year, named->year);
	return a->strict ? TRF_EINVALID : TRF_OK;
}

/* -g: simulate a tournament (engine-cli.md §5). */
static int generate(const struct args *a)
{
	const struct system_edition *e = NULL;
	struct rtg_request req = { 0 };
	struct rtg_result res;
	struct systems_engine_options opt = { 0, maxi_of(a), 0 };	/* rounds: XXR */
	struct trf_diag d = { 0 };
	struct trf_doc *model = NULL;
	int rc;

	if ((rc = seed_of(a, &req.seed)) != TRF_OK)
		return rc;
	if (a->config && rtg_config_read_file(a->config, &req.config, &d) < 0) {
		trf_diag_print(&d);
		return d.status;
	}
	if (a->input) {
		model = trf_read_file(a->input, &d);
		if (model && (rc = input_notices(a, model)) != TRF_OK) {
			trf_free(model);
			return rc;
		}
		if (!model || trf_validate(model, &d) < 0 ||
		    rtg_config_from_model(model, &req.config, &d) < 0) {
			trf_diag_print(&d);
			trf_free(model);
			return d.status;
		}
	}
	/* auto: by the model's 092 or 042 lines, else the newest. */
	if ((rc = pick_edition(a, model, &e)) != TRF_OK) {
		trf_free(model);
		return rc;
	}
	opt.edition = e->year;
	/* -o beside the config or model (engine-cli.md §1). */
	const char *base = a->config ? a->config : a->input ? a->input : "";
	char *path = output_path(base, a->output);
	if (!path) {
		trf_free(model);
		return TRF_ELIMIT;
	}
	req.model = model;
	req.engine = e->engine;
	req.engine_ctx = &opt;
	req.system = e->system;
	req.edition = e->year;
	req.name = a->config ? a->config : a->input;
	rc = rtg_generate(&req, &res, &d);
	if (rc == TRF_OK || rc == TRF_ENOPAIRING)
		rc = write_generated(a, e, rc, &res, path, &d);
	else
		trf_diag_print(&d);
	trf_free(res.doc);
	trf_free(model);
	free(path);
	return rc;
}

/* Paths a and b name the same file (device and inode). */
static int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return a && b && stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

/* trfpair(1): the input is never modified.  Exit 3 when the output
 * path (what opt writes) names the input or the -g configuration. */
static int refuse_input(const struct args *a, const char *opt, const char *path)
{
	const char *in[2] = { a->input, a->config };

	if (!path)
		return TRF_ELIMIT;
	for (int i = 0; i < 2; i++)
		if (same_file(path, in[i])) {
			fprintf(stderr, "trfpair: %s %s: this is the input file %s, which is never "
				"overwritten\n", opt, path, in[i]);
			return TRF_EINVALID;
		}
	return TRF_OK;
}

/* The files -p, -o and -l would write, resolved as where they are
 * written, against the input files, before anything is done. */
static int check_outputs(const struct args *a)
{
	int gen = a->mode == MODE_GENERATE, rc = TRF_OK;
	const char *base = gen ? a->config ? a->config : a->input ? a->input : "" : a->input;
	char *out = NULL;

	if (!base)
		return TRF_OK;
	if (a->output && (gen || a->mode == MODE_PAIR)) {
		out = output_path(base, a->output);
		rc = refuse_input(a, gen ? "-o" : "-p", out);
	}
	if (rc == TRF_OK && a->want_list && !(a->list && !strcmp(a->list, "-")) &&
	    (!gen || out)) {
		const char *lbase = gen ? out : base;
		char *list = a->list ? output_path(lbase, a->list) : with_extension(lbase, ".list");
		rc = refuse_input(a, "-l", list);
		free(list);
	}
	free(out);
	return rc;
}

/* The input path, "-" for standard input (read whole, then parsed). */
static struct trf_doc *read_input(const char *path, struct trf_diag *d)
{
	if (strcmp(path, "-"))
		return trf_read_file(path, d);
	char *buf = NULL;
	size_t len = 0, cap = 0, n;
	do {
		if (len == cap) {
			char *nb = realloc(buf, cap = cap ? 2 * cap : 65536);
			if (!nb) {
				free(buf);
				trf_diag_set(d, "-", 0, 0, TRF_ELIMIT, "out of memory");
				return NULL;
			}
			buf = nb;
		}
		n = fread(buf + len, 1, cap - len, stdin);
		len += n;
	} while (n > 0);
	if (ferror(stdin)) {
		free(buf);
		trf_diag_set(d, "-", 0, 0, TRF_EIO, "cannot read standard input");
		return NULL;
	}
	struct trf_doc *doc = trf_read_mem(buf ? buf : "", len, "-", d);
	free(buf);
	return doc;
}

/* Read, validate and model path, and pick the edition it is taken by;
 * an enum trf_status, the message printed. */
static int load(const struct args *a, const char *path, struct trf_doc **docp,
		struct tmt **tp, const struct system_edition **e)
{
	struct trf_diag d = { 0 };
	struct trf_doc *doc = read_input(path, &d);
	int rc = doc ? input_notices(a, doc) : TRF_OK;

	if (rc != TRF_OK) {
		trf_free(doc);
		return rc;
	}
	if (!doc || trf_validate(doc, &d) < 0) {
		trf_diag_print(&d);
		trf_free(doc);
		return d.status;
	}
	struct tmt *t = tmt_build(doc, &d);
	if (!t) {
		trf_diag_print(&d);
		trf_free(doc);
		return d.status;
	}
	rc = pick_edition(a, doc, e);
	if (rc == TRF_OK)
		rc = edition_192(a, doc, *e);
	if (rc != TRF_OK) {
		tmt_free(t);
		trf_free(doc);
		return rc;
	}
	*docp = doc;
	*tp = t;
	return TRF_OK;
}

/* The worse of two exit statuses for a run over several files: an
 * internal error first, then file access, invalid input, size limits,
 * no legal pairing, findings, success (trfpair(1), EXIT STATUS). */
static int worse_status(int x, int y)
{
	static const int order[] = { TRF_OK, TRF_ETEAM, TRF_EDIFFER, TRF_ENOPAIRING, TRF_ELIMIT,
				     TRF_EINVALID, TRF_EIO, TRF_EINTERNAL };
	int rx = 0, ry = 0;

	for (int i = 0; i < (int)(sizeof(order) / sizeof(order[0])); i++) {
		if (order[i] == x)
			rx = i;
		if (order[i] == y)
			ry = i;
	}
	return rx >= ry ? x : y;
}

/* --progress: "checked N rounds (file I of M)" on a terminal. */
struct progress {
	int on, rounds, file, nfiles;
};

static void progress_round(void *ctx, int r)
{
	struct progress *p = ctx;

	(void)r;
	p->rounds++;
	fprintf(stderr, "\rtrfpair: %d round%s checked, file %d of %d", p->rounds,
		p->rounds == 1 ? "" : "s", p->file, p->nfiles);
}

/* -c over every input: each file's rounds, then its check-list. */
static int check_files(const struct args *a)
{
	struct progress prog = { a->progress && isatty(2), 0, 0, a->ninputs };
	enum check_format fmt = a->compat_bbp ? CHECK_BBP :
		!a->format || !strcmp(a->format, "text") ? CHECK_TEXT :
		!strcmp(a->format, "json") ? CHECK_JSON : CHECK_CSV;
	int worst = TRF_OK;

	if (!a->ninputs)
		return bad_usage("%s", "no input file");
	if (fmt == CHECK_CSV)
		check_csv_header(stdout);
	for (int i = 0; i < a->ninputs; i++) {
		struct args one = *a;
		struct tmt *t;
		struct trf_doc *doc;
		const struct system_edition *e;
		one.input = a->inputs[i];
		prog.file = i + 1;
		int rc = load(&one, one.input, &doc, &t, &e);
		if (rc == TRF_OK && trf_team_evidence(doc, NULL)) {
			/* A team file: lib/team's checks (trfpair(1), TEAM TOURNAMENTS). */
			struct team_request tr = {
				.format = fmt == CHECK_JSON ? TEAM_JSON : fmt == CHECK_CSV ?
					  TEAM_CSV : TEAM_TEXT,
				.file = one.input, .prefix = a->ninputs > 1, .round = a->round };
			rc = fmt == CHECK_BBP ? team_refuse_bbp(stderr, doc, one.input) :
			     team_check_file(stdout, stderr, t, &tr);
			tmt_free(t);
			trf_free(doc);
		} else if (rc == TRF_OK) {
			struct check_output out = {
				.f = stdout, .format = fmt, .file = one.input,
				.prefix = a->ninputs > 1, .names = a->names, .system = e->system,
				.edition_auto = a->edition && !strcmp(a->edition, "auto"),
				.round_done = prog.on ? progress_round : NULL, .ctx = &prog,
			};
			rc = check_all(&one, e, t, &out);
			tmt_free(t);
			trf_free(doc);
		} else {
			fflush(stdout);
		}
		worst = worse_status(worst, rc);
	}
	if (prog.on)
		fputc('\n', stderr);
	return worst;
}

/* Check what the operations need, then run them. */
static int run(const struct args *a)
{
	if (!a->system)
		return bad_usage("%s", "choose a system: --dutch, --dubov or --lim");
	if (a->mode == MODE_NONE)
		return bad_usage("%s", "nothing to do: give -p, -c, -g, -l or --info");
	if (a->maxi >= 0 && strcmp(a->system, "lim"))
		return bad_usage("%s", "--maxi and --no-maxi go with --lim");
	/* A year is checked before any file is read. */
	const struct system_edition *e;
	int rc = pick_edition(a, NULL, &e);
	if (rc != TRF_OK)
		return rc;
	rc = check_outputs(a);
	if (rc != TRF_OK)
		return rc;
	if (a->mode == MODE_GENERATE) {
		if (!a->output)
			return bad_usage("%s", "-g needs -o OUTPUT");
		if (!strcmp(a->output, "-") && a->want_list && !a->list)
			return bad_usage("%s", "-g -o - -l: give the check-list a name (or -)");
		return generate(a);
	}
	if (!a->input)
		return bad_usage("%s", "no input file");
	if (a->round && a->mode != MODE_CHECK && a->mode != MODE_PAIR)
		return bad_usage("%s", "--round goes with -c or -p");
	if (a->format && !strcmp(a->format, "json") && a->mode != MODE_CHECK &&
	    a->mode != MODE_STANDINGS && (!a->want_list || a->mode == MODE_INFO))
		return bad_usage("%s", "--format=json goes with -c, -l or --standings");
	if (a->standings && a->mode != MODE_CHECK && a->mode != MODE_STANDINGS)
		return bad_usage("%s", "--standings goes alone or with -c");
	if ((a->names || a->progress || a->compat_bbp) && a->mode != MODE_CHECK)
		return bad_usage("%s", "--names, --progress and --compat go with -c");
	if (a->mode == MODE_CHECK)
		return check_files(a);

	struct trf_doc *doc;
	struct tmt *t;
	if ((rc = load(a, a->input, &doc, &t, &e)) != TRF_OK)
		return rc;
	switch (a->mode) {
	case MODE_INFO: {
		char label[160];
		if (trf_team_evidence(doc, NULL) && (rc = team_info(stdout, stderr, t)) != TRF_OK)
			break;
		snprintf(label, sizeof(label), "%s (%s)", e->label, e->criteria);
		/* The float column as the edition's check-list reads it. */
		int floats_2026 = 0;
		for (const enum checklist_column *c = e->checklist; *c != CL_END; c++)
			floats_2026 |= *c == CL_FLOAT1_2026;
		report_info(stdout, t, label, floats_2026);
		rc = stdout_done(0);
		break;
	}
	case MODE_PAIR:
		rc = trf_team_evidence(doc, NULL) ? team_refuse_pairing(stderr, doc, a->input) :
		     pair_next(a, e, t);
		break;
	case MODE_STANDINGS: {
		struct stnd_request rq = { a->standings_list,
			!a->format || !strcmp(a->format, "text") ? STND_TEXT :
			!strcmp(a->format, "csv") ? STND_CSV : STND_JSON,
			a->input, systems_start_date(doc) };
		rc = stnd_standings(stdout, stderr, t, &rq);
		if (rc == TRF_OK)
			rc = stdout_done(0);
		break;
	}
	default: {
		/* The tournament as it stands before the round to be paired. */
		struct list_job job = { .t = t, .first = t->next_round, .last = t->next_round };
		rc = write_list(a, e, a->input, &job);
		break;
	}
	}
	tmt_free(t);
	trf_free(doc);
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

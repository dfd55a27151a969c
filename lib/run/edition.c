/*
 * edition.c - which text of the system a run follows (--edition=YEAR,
 * auto or the newest: engine-cli, every mode takes it), and what a 192
 * line naming another system or edition than the one asked for is.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "run/internal.h"

int run_maxi(const struct run_options *o)
{
	return o->maxi < 0 ? VERIFY_MAXI_AUTO : o->maxi ? VERIFY_MAXI_ON : VERIFY_MAXI_OFF;
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
 * A year, auto (doc's 092/192 name, else its 042 date, else the newest;
 * the newest while doc is NULL), or the newest.  An edition the table
 * lacks or has not implemented is an invalid request.
 */
int run_pick_edition(const struct run_options *o, const struct trf_doc *doc,
		     const struct system_edition **out)
{
	const struct system_edition *e;
	char list[64];
	int is_auto = o->edition && !strcmp(o->edition, "auto");

	if (!o->edition) {
		e = systems_newest(o->system);
	} else if (is_auto) {
		e = doc ? systems_auto(o->system, doc) : systems_newest(o->system);
	} else {
		char *end;
		long y = strtol(o->edition, &end, 10);
		e = *o->edition && !*end && y > 0 && y < 10000 ?
		    systems_edition(o->system, (int)y) : NULL;
		if (!e) {
			list_editions(o->system, 0, list, sizeof(list));
			run_say(o, RUN_ERROR, NULL, 0, 0, "--edition=%s: %s has no such edition "
				"(editions: %s, or auto)", o->edition,
				systems_name(o->system), list);
			return TRF_EINVALID;
		}
	}
	if (!systems_implemented(e)) {
		list_editions(o->system, 1, list, sizeof(list));
		run_say(o, RUN_ERROR, NULL, 0, 0, "--edition=%s: %s%s is not implemented yet "
			"(implemented: %s)", o->edition, is_auto ? "the file's edition, " : "",
			e->label, list);
		return TRF_EINVALID;
	}
	*out = e;
	return TRF_OK;
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
static void input_warning(const struct run_options *o, const char *file, int line, int col,
			  const char *text)
{
	struct run_message m = { o->strict ? RUN_ERROR : RUN_WARNING, file, line, col, 1,
				 text, 0 };

	if (o->message)
		o->message(o->ctx, &m);
	else
		run_message_print(stderr, &m);
}

/* Lines of the input kept but not read, and a 192 line naming another
 * system than the one asked for (issue 16): warnings, or with --strict
 * errors (TRF_EINVALID). */
int run_input_notices(const struct run_options *o, const struct trf_doc *doc)
{
	int n = 0;

	for (size_t i = 0; i < doc->nnotices; i++, n++)
		input_warning(o, doc->path, doc->notices[i].line, doc->notices[i].col,
			      doc->notices[i].msg);
	const char *named = doc->system[0] ? system_of_192(doc->system) : o->system;
	/* A team file's 192 names its team system: no system flag applies. */
	if ((!named || strcmp(named, o->system)) && !trf_team_evidence(doc, NULL)) {
		char text[512];
		snprintf(text, sizeof(text), "192 names %s, %s, but --%s was asked for",
			 doc->system, !named ? "another system" : !strcmp(named, "dutch") ?
			 "the Dutch System" : !strcmp(named, "dubov") ? "the Dubov System" :
			 "the Lim System", o->system);
		input_warning(o, doc->path, doc->system_line, 5, text);
		n++;
	}
	return o->strict && n ? TRF_EINVALID : TRF_OK;
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

int run_edition_192(const struct run_options *o, const struct trf_doc *doc,
		    const struct system_edition *e)
{
	const struct system_edition *named = doc->system[0] ?
		edition_of_192(o->system, doc->system) : NULL;
	char text[512];

	if (!named || named == e)
		return TRF_OK;
	snprintf(text, sizeof(text), "192 names %s, the %d text, but the %d text was asked "
		 "for (--edition=%d or auto for the file's)", doc->system, named->year,
		 e->year, named->year);
	input_warning(o, doc->path, doc->system_line, 5, text);
	return o->strict ? TRF_EINVALID : TRF_OK;
}

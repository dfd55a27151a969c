/*
 * entry.c - the web page's way into the command (make wasm, issue 27).
 *
 * The page runs the command itself: src/trfpair.c is compiled for the
 * web with its main() renamed trfpair_main (-Dmain=trfpair_main), so
 * that the options, the messages and the exit statuses are the
 * command's, with no second code path.  The page's worker writes the
 * TRF into Emscripten's in-memory file system and calls
 * trfpair_web_run() with the words of a command line; what the command
 * prints goes to the files OUT_PATH and ERR_PATH, which the worker
 * reads back byte for byte.
 *
 * trfpair_web_systems() writes the systems x editions table
 * (lib/systems) to OUT_PATH as JSON, so that the page's lists of
 * systems and editions are the library's, not a copy in JavaScript.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "systems/systems.h"

#define OUT_PATH "/run/stdout"
#define ERR_PATH "/run/stderr"
#define MAX_WORDS 64

int trfpair_main(int argc, char **argv);
int trfpair_web_run(char *words);
int trfpair_web_systems(void);

/*
 * words: the arguments after the program name, each ended by a newline
 * (the page never passes a newline inside one).  Returns the command's
 * exit status; 2 (internal error) when the run cannot be set up.
 */
int trfpair_web_run(char *words)
{
	char *argv[MAX_WORDS + 2] = { "trfpair" };
	int argc = 1;

	for (char *w = words, *nl; *w && (nl = strchr(w, '\n')); w = nl + 1) {
		if (argc > MAX_WORDS)
			return 2;
		*nl = 0;
		argv[argc++] = w;
	}
	argv[argc] = NULL;
	if (!freopen(OUT_PATH, "w", stdout) || !freopen(ERR_PATH, "w", stderr))
		return 2;
	/* Each call is a fresh command line: 0 resets musl's getopt fully. */
	optind = 0;
	int rc = trfpair_main(argc, argv);
	fflush(stdout);
	fflush(stderr);
	return rc;
}

/* A JSON string of the table's own text (ASCII labels and names). */
static void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++)
		if (*s == '"' || *s == '\\')
			fprintf(f, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, f);
	fputc('"', f);
}

/*
 * {"systems":[{"system":"dutch","name":"the FIDE (Dutch) System",
 *   "editions":[{"year":2026,"also_year":null,"label":"...",
 *   "from":20260201,"until":null,"implemented":true},...]},...]}:
 * each system in the table's order, its editions newest first.
 * Returns 0, or 2 when OUT_PATH cannot be written.
 */
int trfpair_web_systems(void)
{
	FILE *f = fopen(OUT_PATH, "w");
	const char *last = NULL;

	if (!f)
		return 2;
	fputs("{\"systems\":[", f);
	for (int i = 0; systems_table[i]; i++) {
		const struct system_edition *e = systems_table[i];
		int first = !last || strcmp(last, e->system);
		if (first) {
			if (last)
				fputs("]},", f);
			fputs("{\"system\":", f);
			json_str(f, e->system);
			fputs(",\"name\":", f);
			json_str(f, systems_name(e->system));
			fputs(",\"editions\":[", f);
			last = e->system;
		} else {
			fputc(',', f);
		}
		fprintf(f, "{\"year\":%d,\"also_year\":", e->year);
		e->also_year ? fprintf(f, "%d", e->also_year) : fputs("null", f);
		fputs(",\"label\":", f);
		json_str(f, e->label);
		fputs(",\"from\":", f);
		e->from ? fprintf(f, "%d", e->from) : fputs("null", f);
		fputs(",\"until\":", f);
		e->until ? fprintf(f, "%d", e->until) : fputs("null", f);
		fprintf(f, ",\"implemented\":%s}", systems_implemented(e) ? "true" : "false");
	}
	fputs(last ? "]}]}\n" : "]}\n", f);
	return fclose(f) ? 2 : 0;
}

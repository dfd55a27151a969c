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
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OUT_PATH "/run/stdout"
#define ERR_PATH "/run/stderr"
#define MAX_WORDS 64

int trfpair_main(int argc, char **argv);
int trfpair_web_run(char *words);

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

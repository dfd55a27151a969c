/*
 * api_doc.c - trfpair_json() from the command line, for the tests of
 * the JSON entry point (t0042): api_doc OPERATION OPTIONS [FILE] prints
 * the document of FILE's bytes (none: an empty input) and a newline;
 * exit 0, or 2 when the document cannot be made.
 */
#include <stdio.h>
#include <stdlib.h>

#include "api/api.h"

int main(int argc, char **argv)
{
	char *buf = NULL;
	size_t len = 0;

	if (argc < 3 || argc > 4) {
		fputs("usage: api_doc OPERATION OPTIONS [FILE]\n", stderr);
		return 2;
	}
	if (argc == 4) {
		FILE *f = fopen(argv[3], "rb");
		if (!f || fseek(f, 0, SEEK_END) != 0) {
			perror(argv[3]);
			return 2;
		}
		long n = ftell(f);
		rewind(f);
		buf = malloc(n > 0 ? (size_t)n : 1);
		if (!buf || n < 0 || fread(buf, 1, (size_t)n, f) != (size_t)n) {
			perror(argv[3]);
			return 2;
		}
		len = (size_t)n;
		fclose(f);
	}
	char *doc = trfpair_json(argv[1], argv[2], buf, len);
	free(buf);
	if (!doc)
		return 2;
	puts(doc);
	trfpair_json_free(doc);
	return 0;
}

/*
 * roundtrip.c - read and write back every TRF named on the command line
 * and compare the bytes: an unmodified document must be reproduced line
 * for line with its line ends.  Prints one line per failure and the
 * closing "N passed, N failed".  With --no-notes first, a file with a
 * line kept but not read (an unknown record code) fails too: every
 * valid file of the corpus uses codes of its dialect only.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/trf.h"

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n;

	*len = 0;
	if (!f)
		return NULL;
	do {
		if (cap - *len < 4096) {
			char *nb = realloc(buf, cap = cap * 2 + 8192);
			if (!nb) {
				free(buf);
				fclose(f);
				return NULL;
			}
			buf = nb;
		}
		n = fread(buf + *len, 1, cap - *len, f);
		*len += n;
	} while (n > 0);
	fclose(f);
	return buf;
}

/* Line number of the first difference, for the failure message. */
static int first_diff_line(const char *a, size_t na, const char *b, size_t nb)
{
	int line = 1;

	for (size_t i = 0; i < na && i < nb && a[i] == b[i]; i++)
		line += a[i] == '\n' || (a[i] == '\r' && (i + 1 >= na || a[i + 1] != '\n'));
	return line;
}

int main(int argc, char **argv)
{
	int passed = 0, failed = 0, no_notes = argc > 1 && !strcmp(argv[1], "--no-notes");

	for (int i = 1 + no_notes; i < argc; i++) {
		struct trf_diag d = { 0 };
		size_t ilen, olen = 0;
		char *in = slurp(argv[i], &ilen), *out = NULL;
		struct trf_doc *doc = in ? trf_read_mem(in, ilen, argv[i], &d) : NULL;
		int ok = 0;

		if (!doc) {
			printf("FAIL %s: cannot read\n", argv[i]);
			if (in)
				trf_diag_print(&d);
		} else if (trf_validate(doc, &d) < 0) {
			printf("FAIL %s: does not validate\n", argv[i]);
			trf_diag_print(&d);
		} else if (no_notes && doc->nnotices) {
			printf("FAIL %s:%d:%d: %s\n", argv[i], doc->notices[0].line,
			       doc->notices[0].col, doc->notices[0].msg);
		} else {
			FILE *mem = open_memstream(&out, &olen);
			if (mem && trf_write(doc, mem) == 0 && fclose(mem) == 0) {
				ok = olen == ilen && memcmp(in, out, ilen) == 0;
				if (!ok)
					printf("FAIL %s: differs from line %d\n", argv[i],
					       first_diff_line(in, ilen, out, olen));
			} else {
				printf("FAIL %s: cannot write\n", argv[i]);
			}
		}
		ok ? passed++ : failed++;
		free(out);
		free(in);
		trf_free(doc);
	}
	printf("roundtrip: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}

/* trf_lines.c - see trf_lines.h. */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/trf_lines.h"

const char *pl(int id, const char *pts, const char *blocks)
{
	static char ring[32][256];
	static int k;
	char *s = ring[k++ % 32];

	snprintf(s, sizeof(ring[0]),
		 "001 %4d m    Player %-26d 1800 ENG %11d 2000/01/01 %4s %4s  %s",
		 id, id, 1000000 + id, pts, "", blocks);
	return s;
}

struct trf_doc *build(struct trf_diag *d, const char *const *lines, size_t n)
{
	size_t len = 1;
	for (size_t i = 0; i < n; i++)
		len += strlen(lines[i]) + 1;
	char *buf = malloc(len), *p = buf;
	ck_assert_ptr_nonnull(buf);
	for (size_t i = 0; i < n; i++)
		p += sprintf(p, "%s\n", lines[i]);
	struct trf_doc *doc = trf_read_mem(buf, (size_t)(p - buf), "mem.trf", d);
	free(buf);
	return doc;
}

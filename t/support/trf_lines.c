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

static int block_points(char res)
{
	return strchr("1W+UF", res) ? 10 : strchr("=DH", res) ? 5 : 0;
}

void spec_line(char *out, size_t size, long id, long rating, const char *spec)
{
	char blocks[1024] = "", name[40];
	size_t bl = 0;
	const char *s = spec;
	char *end;
	int pts = 0;

	while (*s) {
		long opp = 0;
		char col, res;
		if (*s == ' ') {
			s++;
			continue;
		}
		if (*s == '-') {
			col = '-';
			s++;
		} else {
			opp = strtol(s, &end, 10);
			s = end;
			col = *s++;
		}
		res = *s++;
		ck_assert_msg(res != 0, "bad block in '%s'", spec);
		pts += block_points(res);
		if (opp)
			bl += (size_t)snprintf(blocks + bl, sizeof(blocks) - bl, "%4ld %c %c  ",
					       opp, col, res);
		else
			bl += (size_t)snprintf(blocks + bl, sizeof(blocks) - bl, "0000 %c %c  ",
					       col, res);
		ck_assert(bl < sizeof(blocks));
	}
	snprintf(name, sizeof(name), "Player, No%ld", id);
	int n = snprintf(out, size, "001 %4ld m    %-33s %4ld ENG %11s %10s %2d.%d %4s  %s",
			 id, name, rating, "", "", pts / 10, pts % 10, "", blocks);
	ck_assert(n >= 0 && (size_t)n < size);
	while (n && out[n - 1] == ' ')
		out[--n] = 0;
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

/* report.c - the lines the verifier writes; see state.h. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_lim/state.h"
#include "check/check.h"

int lv_id(const struct lstate *s, int pos)
{
	return pos >= 0 ? s->v.p[pos].id : 0;
}

void lv_points(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
	memmove(buf, buf + strspn(buf, " "), strlen(buf + strspn(buf, " ")) + 1);
}

void lv_finding(struct lstate *s, const char *group, const char *rule, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verify_vfinding(s->f, s->v.r, "group", group, rule, fmt, ap);
	va_end(ap);
	s->findings++;
}

void lv_about(struct lstate *s, const int *a, int na, const int *b, int nb)
{
	int *ids = malloc(sizeof(int) * ((size_t)na + (size_t)nb + 1)), k = 0;

	for (int i = 0; ids && i < na; i++)
		ids[k++] = lv_id(s, a[i]);
	for (int i = 0; ids && i < nb; i++) {
		int seen = 0;
		for (int j = 0; j < na && !seen; j++)
			seen = a[j] == b[i];
		if (!seen)
			ids[k++] = lv_id(s, b[i]);
	}
	verify_finding_detail(s->f, ids, k, NULL, NULL);
	free(ids);
}

void lv_about3(struct lstate *s, int x, int y, int z)
{
	int pos[3], k = 0;

	if (x >= 0)
		pos[k++] = x;
	if (y >= 0 && y != x)
		pos[k++] = y;
	if (z >= 0 && z != x && z != y)
		pos[k++] = z;
	lv_about(s, pos, k, NULL, 0);
}

/* "12, 15, 20" for a list of positions. */
void lv_ids_text(const struct lstate *s, const int *pos, int k, char *buf, size_t size)
{
	size_t m = 0;

	buf[0] = 0;
	for (int i = 0; i < k && m + 16 < size; i++)
		m += (size_t)snprintf(buf + m, size - m, "%s%d", i ? ", " : "", lv_id(s, pos[i]));
	if (!k)
		snprintf(buf, size, "nobody");
}

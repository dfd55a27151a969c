/* report.c - the lines the verifier writes; see state.h. */
#include <stdarg.h>
#include <stdio.h>
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

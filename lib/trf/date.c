/*
 * date.c - dates as the programs that write TRF files write them
 * (trf(5), Dates): the 042 and 052 lines say when a tournament started
 * and ended, and --edition=auto picks the text in force on the start.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "trf/trf.h"

static int valid(int y, int m, int d)
{
	static const int days[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > days[m - 1])
		return 0;
	if (m == 2 && d == 29 && (y % 4 || (y % 100 == 0 && y % 400)))
		return 0;
	return 1;
}

/* 1-12 for an English month name or its first three letters, else 0. */
static int month_of(const char *w, size_t n)
{
	static const char *const names[] = { "january", "february", "march", "april",
		"may", "june", "july", "august", "september", "october", "november",
		"december" };

	if (n == 4 && !strncasecmp(w, "sept", 4))
		return 9;
	for (int m = 0; m < 12; m++)
		if (n >= 3 && n <= strlen(names[m]) && !strncasecmp(w, names[m], n))
			return m + 1;
	return 0;
}

enum { MAXTOK = 4 };

struct token {
	int value;		/* the number, or the month (1-12) of a word */
	int digits;		/* 0 for a month name */
};

/* Numbers and month names, separated by blanks and . / - , only; one
 * of . / - between numbers, the same each time (2025/03-01 is no date). */
static int tokens(const char *s, struct token *t, int *n)
{
	char sep = 0;

	*n = 0;
	while (*s) {
		if (strchr(" ./-,", *s)) {
			if (*s != ' ' && *s != ',') {
				if (sep && *s != sep)
					return -1;
				sep = *s;
			}
			s++;
			continue;
		}
		if (*n == MAXTOK)
			return -1;
		size_t k = 0;
		if (isdigit((unsigned char)*s)) {
			int v = 0;
			while (isdigit((unsigned char)s[k]) && k < 5)
				v = v * 10 + (s[k++] - '0');
			if (isdigit((unsigned char)s[k]))
				return -1;
			t[*n].value = v;
			t[*n].digits = (int)k;
		} else if (isalpha((unsigned char)*s)) {
			while (isalpha((unsigned char)s[k]))
				k++;
			if (!(t[*n].value = month_of(s, k)))
				return -1;
			t[*n].digits = 0;
		} else {
			return -1;
		}
		s += k;
		(*n)++;
	}
	return 0;
}

static int full(int y, int m, int d, int *ymd)
{
	if (!valid(y, m, d))
		return 0;
	*ymd = y * 10000 + m * 100 + d;
	return 2;
}

int trf_parse_date(const char *s, int *ymd)
{
	struct token t[MAXTOK];
	int n;

	*ymd = 0;
	if (tokens(s, t, &n) < 0)
		return 0;
	if (n == 1 && t[0].digits == 4 && t[0].value >= 1900 && t[0].value <= 2999) {
		*ymd = t[0].value * 10000;	/* a year alone: `1979.  .  ` */
		return 1;
	}
	if (n != 3)
		return 0;
	/* A month name: `May 29, 2020`, `29 May 2020`. */
	if (!t[0].digits && t[1].digits && t[2].digits == 4)
		return full(t[2].value, t[0].value, t[1].value, ymd);
	if (t[0].digits && !t[1].digits && t[2].digits == 4)
		return full(t[2].value, t[1].value, t[0].value, ymd);
	if (!t[0].digits || !t[1].digits || !t[2].digits)
		return 0;
	if (t[0].digits == 4)		/* YYYY/MM/DD (TRF-2026) */
		return full(t[0].value, t[1].value, t[2].value, ymd);
	if (t[0].digits > 2 || t[1].digits > 2)
		return 0;
	int y = t[2].value;
	if (t[2].digits == 2)		/* DD.MM.YY: 00-69 are 20YY */
		y += y < 70 ? 2000 : 1900;
	else if (t[2].digits != 4)
		return 0;
	/* Day first, as Europe writes it; month first when the day cannot
	 * be a month (05/29/2020). */
	if (t[1].value > 12 && t[0].value <= 12)
		return full(y, t[0].value, t[1].value, ymd);
	return full(y, t[1].value, t[0].value, ymd);
}

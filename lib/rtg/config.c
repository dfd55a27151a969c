/*
 * config.c - the generator's config file (engine-cli.md §5.1): Java
 * property lines `Key=Value' with the JaVaFo 1.x / bbp key set.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rtg/internal.h"

static const char *const names[RTG_NKEYS] = {
	"PlayersNumber", "RoundsNumber", "DrawPercentage", "ForfeitRate",
	"RetiredRate", "HalfPointByeRate", "HighestRating", "LowestRating",
	"PointsForWin", "PointsForDraw", "PointsForLoss", "PointsForZPB",
	"PointsForForfeitLoss", "PointsForPAB"
};

const char *rtg_key_name(enum rtg_key k)
{
	return k < RTG_NKEYS ? names[k] : "?";
}

static int find_key(const char *s)
{
	/* bbp accepts the spelling of the JaVaFo 1.4 manual too. */
	if (!strcmp(s, "HalfPointByteRate"))
		return RTG_HPB;
	for (int k = 0; k < RTG_NKEYS; k++)
		if (!strcmp(s, names[k]))
			return k;
	return -1;
}

/* Decimal with at most one decimal digit, into tenths; -1 if not
 * (no sign: no key takes a negative value). */
static int parse_tenths(const char *s, long *out)
{
	int v;

	if (*s == '-' || *s == '+' || trf_parse_tenths(s, &v) < 0)
		return -1;
	*out = v;
	return 0;
}

static int parse_int(const char *s, long *out)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*out = strtol(s, &end, 10);
	return *end || errno ? -1 : 0;
}

/* Range of each key: [min, max] valid; above lim is a size limit (exit 4). */
struct range {
	int tenths;
	long min, max, lim;
	const char *what;
};

static const struct range ranges[RTG_NKEYS] = {
	[RTG_PLAYERS] = { 0, 2, 9999, 9999, "a number of players, 2-9999" },
	[RTG_ROUNDS] = { 0, 1, 99, 99, "a number of rounds, 1-99" },
	[RTG_DRAW] = { 1, 0, 1000, 1000000000, "a percentage, 0-100" },
	[RTG_FORFEIT] = { 0, 0, 1000000000, 1000000000, "0 (none) or N >= 1" },
	[RTG_RETIRED] = { 0, 0, 1000000000, 1000000000, "0 (none) or N >= 2" },
	[RTG_HPB] = { 0, 0, 1000000000, 1000000000, "0 (none) or N >= 1" },
	[RTG_HIGH] = { 0, 1, 9999, 9999, "a rating, 1-9999" },
	[RTG_LOW] = { 0, 1, 9999, 9999, "a rating, 1-9999" },
	[RTG_WIN] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
	[RTG_DRAWPTS] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
	[RTG_LOSS] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
	[RTG_ZPB] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
	[RTG_FLOSS] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
	[RTG_PAB] = { 1, 0, 999, 999, "points, 0-99.9 with one decimal" },
};

static int set_value(struct rtg_config *c, int k, const char *val, const char *name,
		     int line, int col, struct trf_diag *d)
{
	const struct range *r = &ranges[k];
	long v;
	int rc = r->tenths ? parse_tenths(val, &v) : parse_int(val, &v);

	/* The JaVaFo/bbp minimums: ForfeitRate and HalfPointByeRate >= 1,
	 * RetiredRate >= 2; 0 switches the event off. */
	if (rc == 0 && k == RTG_RETIRED && v == 1)
		rc = -1;
	if (rc == 0 && v > r->lim) {
		trf_diag_set(d, name, line, col, TRF_ELIMIT, "%s: %s is too large (%s)",
			     names[k], val, r->what);
		return -1;
	}
	if (rc < 0 || v < r->min || v > r->max) {
		trf_diag_set(d, name, line, col, TRF_EINVALID, "%s: '%s' is not %s",
			     names[k], val, r->what);
		return -1;
	}
	c->given[k] = line;
	c->value[k] = (int)v;
	return 0;
}

/* Strip blanks at both ends in place; returns the start. */
static char *trim(char *s)
{
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\f'))
		s[--n] = 0;
	return s + strspn(s, " \t\f");
}

static int parse_line(char *text, struct rtg_config *c, const char *name,
		      int line, struct trf_diag *d)
{
	char *s = trim(text), *eq;

	if (!*s || *s == '#' || *s == '!')
		return 0;
	if (!(eq = strchr(s, '='))) {
		trf_diag_set(d, name, line, (int)(s - text) + 1, TRF_EINVALID,
			     "expected Key=Value, e.g. PlayersNumber=40");
		return -1;
	}
	*eq = 0;
	char *key = trim(s), *val = trim(eq + 1);
	int k = find_key(key);
	if (k < 0) {
		trf_diag_set(d, name, line, (int)(key - text) + 1, TRF_EINVALID,
			     "unknown key '%s'", key);
		return -1;
	}
	return set_value(c, k, val, name, line, (int)(val - text) + 1, d);
}

int rtg_config_parse(const char *buf, size_t len, const char *name,
		     struct rtg_config *c, struct trf_diag *d)
{
	size_t i = 0;
	int line = 0;

	while (i < len) {
		size_t j = i;
		while (j < len && buf[j] != '\n' && buf[j] != '\r')
			j++;
		char *text = malloc(j - i + 1);
		if (!text) {
			trf_diag_set(d, name, 0, 0, TRF_ELIMIT, "out of memory");
			return -1;
		}
		memcpy(text, buf + i, j - i);
		text[j - i] = 0;
		line++;
		int rc = memchr(text, 0, j - i) ? -2 : parse_line(text, c, name, line, d);
		free(text);
		if (rc == -2)
			trf_diag_set(d, name, line, 0, TRF_EINVALID, "NUL byte in the line");
		if (rc)
			return -1;
		/* CRLF is one line end; CR and LF alone are one each. */
		i = j + (j < len && buf[j] == '\r' && j + 1 < len && buf[j + 1] == '\n' ? 2 : 1);
	}
	if (c->given[RTG_HIGH] && c->given[RTG_LOW] &&
	    c->value[RTG_HIGH] < c->value[RTG_LOW]) {
		int l = c->given[RTG_HIGH] > c->given[RTG_LOW] ? c->given[RTG_HIGH] :
			c->given[RTG_LOW];
		trf_diag_set(d, name, l, 0, TRF_EINVALID,
			     "HighestRating %d is below LowestRating %d",
			     c->value[RTG_HIGH], c->value[RTG_LOW]);
		return -1;
	}
	return 0;
}

int rtg_config_read_file(const char *path, struct rtg_config *c,
			 struct trf_diag *d)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f) {
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot open: %s", strerror(errno));
		return -1;
	}
	do {
		if (len + 4096 > cap) {
			char *nb = realloc(buf, cap = 2 * cap + 4096);
			if (!nb) {
				free(buf);
				fclose(f);
				trf_diag_set(d, path, 0, 0, TRF_ELIMIT, "out of memory");
				return -1;
			}
			buf = nb;
		}
		len += n = fread(buf + len, 1, cap - len, f);
	} while (n > 0);
	int err = ferror(f);
	fclose(f);
	if (err) {
		free(buf);
		trf_diag_set(d, path, 0, 0, TRF_EIO, "cannot read");
		return -1;
	}
	int rc = rtg_config_parse(buf, len, path, c, d);
	free(buf);
	return rc;
}

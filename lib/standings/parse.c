/*
 * parse.c - a tie-break list as written in 202/212 records and on the
 * command line: "PTS,BH/C1,SB/C1,ARO/V2024".
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "standings/standings.h"

static const struct {
	const char *name;
	enum stnd_code code;
	int cuts;		/* takes /Cn and /Mn (C.07 modifiers) */
	int rated;		/* takes /Unnnn (C.07 10: the unrated's rating) */
} codes[] = {
	{ "PTS", STND_PTS, 0, 0 }, { "DE", STND_DE, 0, 0 }, { "WIN", STND_WIN, 0, 0 },
	{ "WON", STND_WON, 0, 0 }, { "BPG", STND_BPG, 0, 0 }, { "BWG", STND_BWG, 0, 0 },
	{ "GE", STND_GE, 0, 0 }, { "REP", STND_REP, 0, 0 }, { "VUR", STND_VUR, 0, 0 },
	{ "BH", STND_BH, 1, 0 }, { "FB", STND_FB, 1, 0 }, { "SB", STND_SB, 1, 0 },
	{ "AOB", STND_AOB, 0, 0 }, { "ARO", STND_ARO, 1, 1 }, { "RTNG", STND_RTNG, 0, 0 },
	{ "KS", STND_KS, 0, 0 }, { "PS", STND_PS, 1, 0 }, { "TPR", STND_TPR, 0, 1 },
	{ "PTP", STND_PTP, 0, 1 }, { "APRO", STND_APRO, 0, 1 }, { "APPO", STND_APPO, 0, 1 },
	{ "ABH", STND_ABH, 0, 0 },
	/* Teams (C.07 13): MPvGP is the score other than the primary (13.1);
	 * EMMSB and EGGSB are SB on match or game points (13.2.1, 13.2.4). */
	{ "MPVGP", STND_PTS, 0, 0 }, { "EMMSB", STND_SB, 1, 0 }, { "EGGSB", STND_SB, 1, 0 },
};

/* A rating of 3-4 digits after /U; -1 if none. */
static int rating_number(const char *s, size_t n)
{
	if (n < 3 || n > 4)
		return -1;
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return -1;
	return atoi(s);
}

/* A number of 1-2 digits after a modifier letter; -1 if none. */
static int small_number(const char *s, size_t n)
{
	if (n < 1 || n > 2)
		return -1;
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return -1;
	return atoi(s);
}

/* One item "CODE[/MOD...]" of length len. */
static int parse_item(const char *s, size_t len, struct stnd_tb *tb, int *edition,
		      char *err, size_t errsize)
{
	size_t n = strcspn(s, "/:");

	if (n > len)
		n = len;
	memset(tb, 0, sizeof(*tb));
	if (len >= sizeof(tb->text)) {
		snprintf(err, errsize, "'%.*s' is not a tie-break code", (int)len, s);
		return -1;
	}
	memcpy(tb->text, s, len);
	size_t i;
	for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++)
		if (strlen(codes[i].name) == n && !strncasecmp(codes[i].name, s, n))
			break;
	if (i == sizeof(codes) / sizeof(codes[0])) {
		snprintf(err, errsize, "'%.*s' is not a tie-break code trfpair knows "
			 "(trfpair(1), STANDINGS)", (int)n, s);
		return -1;
	}
	tb->code = codes[i].code;
	tb->score = !strcasecmp(codes[i].name, "MPVGP") ? 'X' :
		    !strcasecmp(codes[i].name, "EMMSB") ? 'M' :
		    !strcasecmp(codes[i].name, "EGGSB") ? 'G' : 0;
	/* NAME:MP or NAME:GP (the TEC's notation): the score a team
	 * tie-break reads. */
	if (n < len && s[n] == ':') {
		if (len - n < 3 || (len > n + 3 && s[n + 3] != '/') || tb->score ||
		    (strncasecmp(s + n + 1, "MP", 2) && strncasecmp(s + n + 1, "GP", 2))) {
			snprintf(err, errsize, "'%.*s': only :MP or :GP may follow %s", (int)len, s,
				 codes[i].name);
			return -1;
		}
		tb->score = (char)toupper((unsigned char)s[n + 1]);
		n += 3;
	}
	for (size_t at = n; at < len;) {
		const char *m = s + at + 1;
		size_t mlen = strcspn(m, "/");
		if (at + 1 + mlen > len)
			mlen = len - at - 1;
		int num = small_number(m + 1, mlen - 1);
		char c = (char)toupper((unsigned char)m[0]);
		if (mlen == 5 && c == 'V' && (!strncmp(m + 1, "2022", 4) ||
					       !strncmp(m + 1, "2024", 4) ||
					       !strncmp(m + 1, "2026", 4))) {
			*edition = atoi(m + 1);
		} else if (codes[i].cuts && c == 'C' && num >= 0) {
			tb->cut_low = num;	/* C.07: cut the n lowest */
		} else if (codes[i].cuts && c == 'M' && num >= 0 && tb->code != STND_PS) {
			tb->cut_low = tb->cut_high = num;	/* C.07: median, both ends */
		} else if (codes[i].rated && c == 'U' && rating_number(m + 1, mlen - 1) > 0) {
			tb->unrated = rating_number(m + 1, mlen - 1);
		} else {
			snprintf(err, errsize, "'%.*s': modifier '/%.*s' is not one trfpair "
				 "knows for %s", (int)len, s, (int)mlen, m, codes[i].name);
			return -1;
		}
		at += 1 + mlen;
	}
	return 0;
}

int stnd_parse(const char *list, struct stnd_spec *s, char *err, size_t errsize)
{
	size_t cap = 1;

	for (const char *c = list; *c; c++)
		cap += *c == ',';
	s->tb = calloc(cap, sizeof(*s->tb));
	s->n = 0;
	if (!s->tb) {
		snprintf(err, errsize, "out of memory");
		return -1;
	}
	const char *p = list;
	for (;;) {
		p += strspn(p, " ");
		size_t len = strcspn(p, ",");
		size_t trim = len;
		while (trim && p[trim - 1] == ' ')
			trim--;
		if (!trim) {
			snprintf(err, errsize, "empty tie-break in '%s'", list);
			stnd_spec_free(s);
			return -1;
		}
		if (parse_item(p, trim, &s->tb[s->n], &s->edition, err, errsize) < 0) {
			stnd_spec_free(s);
			return -1;
		}
		s->n++;
		if (!p[len])
			break;
		p += len + 1;
	}
	return 0;
}

void stnd_spec_free(struct stnd_spec *s)
{
	free(s->tb);
	s->tb = NULL;
	s->n = 0;
}

/* C.07 editions: 2023-07-01 the dummy opponent, 2026-03-01 the new text. */
int stnd_edition_of_date(int ymd)
{
	if (!ymd || ymd >= 20260301)
		return STND_V2026;
	return ymd >= 20230701 ? STND_V2024 : STND_V2022;
}

/*
 * team.c - whether a file is a team tournament, and which record says
 * so (issue 31).  In a team Swiss the teams are paired and each board
 * follows from the team pairing, so no individual system's rule says
 * anything about a board: callers use this to say so first and to keep
 * individual-system judgements and warnings off such files.
 */
#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "trf/trf.h"

/* Whether free text names a team event: "Team Swiss System",
 * "FIDE_TEAM_BAKU", "Teams: ..." (any case, as a word start). */
static int names_team(const char *s)
{
	for (const char *p = s; *p; p++)
		if ((p == s || !isalpha((unsigned char)p[-1])) && !strncasecmp(p, "team", 4))
			return 1;
	return 0;
}

enum trf_team_source trf_team_evidence(const struct trf_doc *doc, int *line)
{
	enum trf_team_source best = TRF_TEAM_NONE;
	int at = 0;

	for (size_t i = 0; i < doc->nlines; i++) {
		const char *s = doc->lines[i].text;
		enum trf_team_source src = TRF_TEAM_NONE;
		if (doc->lines[i].kind != TRF_LINE_OTHER || !s || strlen(s) < 3 ||
		    (s[3] && s[3] != ' '))
			continue;
		if (!strncmp(s, "310", 3))
			src = TRF_TEAM_310;
		else if (!strncmp(s, "013", 3))
			src = TRF_TEAM_013;
		else if ((!strncmp(s, "092", 3) || !strncmp(s, "192", 3)) && names_team(s + 3))
			src = s[0] == '0' ? TRF_TEAM_092 : TRF_TEAM_192;
		/* A team record outranks a name: it says who the teams are;
		 * and 310 outranks 013, which TRF-2026 replaces by it. */
		if (src != TRF_TEAM_NONE && (best == TRF_TEAM_NONE || (src >= TRF_TEAM_013 &&
								       best < TRF_TEAM_013) ||
					     (src == TRF_TEAM_310 && best == TRF_TEAM_013))) {
			best = src;
			at = (int)i + 1;
		}
	}
	if (line)
		*line = at;
	return best;
}

const char *trf_team_source_name(enum trf_team_source s)
{
	switch (s) {
	case TRF_TEAM_092: return "092";
	case TRF_TEAM_192: return "192";
	case TRF_TEAM_013: return "013";
	case TRF_TEAM_310: return "310";
	default: return "";
	}
}

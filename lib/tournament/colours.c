/*
 * colours.c - colour difference, history and preference.  Only games
 * played over the board count; rounds without one are dropped, as if
 * they lay before round 1 (companion §2.5, C.04.2.D.5).
 */
#include "tournament/tournament.h"

static char other(char c)
{
	return c == 'w' ? 'b' : 'w';
}

/* Played colour of p in round k, or 0. */
static char played_colour(const struct tmt *t, int p, int k)
{
	const struct tmt_round *rd = tmt_at(t, p, k);

	return rd->kind == TMT_PLAYED ? rd->colour : 0;
}

/* C.04.3 A.6: whites minus blacks. */
int tmt_colour_diff(const struct tmt *t, int p, int r)
{
	int k, diff = 0;

	for (k = 1; k <= r && k <= t->rounds; k++) {
		char c = played_colour(t, p, k);

		if (c == 'w')
			diff++;
		else if (c == 'b')
			diff--;
	}
	return diff;
}

int tmt_colour_history(const struct tmt *t, int p, int r, char *buf,
		       size_t size)
{
	size_t len = 0;
	int k;

	for (k = 1; k <= r && k <= t->rounds; k++) {
		char c = played_colour(t, p, k);

		if (!c)
			continue;
		if (len + 1 < size)
			buf[len] = c;
		len++;
	}
	if (size)
		buf[len < size ? len : size - 1] = '\0';
	return (int)len;
}

/* The colours of the latest and the one before of p's played games. */
static int last_two(const struct tmt *t, int p, int r, char *last,
		    char *before)
{
	int k, found = 0;

	*last = *before = 0;
	if (r > t->rounds)
		r = t->rounds;
	for (k = r; k >= 1 && found < 2; k--) {
		char c = played_colour(t, p, k);

		if (!c)
			continue;
		if (found++ == 0)
			*last = c;
		else
			*before = c;
	}
	return found;
}

struct tmt_pref tmt_colour_pref(const struct tmt *t, int p, int r,
				enum tmt_system sys)
{
	struct tmt_pref pref = { 0, TMT_PREF_NONE };
	int diff = tmt_colour_diff(t, p, r);
	char last, before;

	if (!last_two(t, p, r, &last, &before)) {
		/* Dubov 1.5.2.4: no game yet is a mild wish for black;
		 * C.04.3 A.6.d: no preference in the other systems. */
		if (sys == TMT_DUBOV) {
			pref.colour = 'b';
			pref.strength = TMT_PREF_MILD;
		}
		return pref;
	}
	/* A.6.a: the colour difference decides before the last two
	 * games (they can disagree only after a topscorer exception). */
	if (diff > 1 || diff < -1) {
		pref.colour = diff > 1 ? 'b' : 'w';
		pref.strength = TMT_PREF_ABSOLUTE;
	} else if (before && last == before) {
		pref.colour = other(last);
		pref.strength = TMT_PREF_ABSOLUTE;
	} else if (diff != 0) {
		/* A.6.b */
		pref.colour = diff > 0 ? 'b' : 'w';
		pref.strength = TMT_PREF_STRONG;
	} else {
		/* A.6.c: alternate from the last game played. */
		pref.colour = other(last);
		pref.strength = TMT_PREF_MILD;
	}
	return pref;
}

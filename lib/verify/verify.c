/*
 * verify.c - one recorded round against the Dutch System: the absolute
 * criteria of every pair and the PAB (C1-C3, XXP), the brackets from
 * the top scoregroup down as the recorded pairing implies them (A.3,
 * A.9, C4-C19), and the colours of every pair (E.1-E.5).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "pairing/pairing.h"
#include "verify/internal.h"
#include "check/check.h"

struct vstate {
	struct vround v;
	const struct verify_options *o;
	FILE *f;
	int *mate;		/* position -> partner position, -1 */
	int *rec;		/* mate, and VREC_PAB for the PAB (vbracket.rec) */
	int bye;		/* position of the PAB, -1 */
	int findings;
	/* What check_brackets() already worked out for the bracket it is
	 * about to visit (2017, to tell a PPB), so that judge() need not
	 * do it again: the same calls on the same bracket. */
	struct {
		int valid;
		struct vvalues got, best;	/* the recorded and the best values */
		int hint;		/* first was found from the recorded one */
		int found;		/* vorder_first_best()'s result */
		int *first;		/* its candidate */
	} pre;
	struct vtight *tight;	/* the bracket's vbracket_tight() pairs */
	int *about, nabout;	/* the players of the next finding (start numbers) */
};

static int id_of(const struct vstate *s, int pos)
{
	return s->v.t->players[s->v.p[pos].idx].id;
}

static void points(int tenths, char *buf)
{
	trf_format_points(tenths, buf);
	memmove(buf, buf + strspn(buf, " "), strlen(buf + strspn(buf, " ")) + 1);
}

__attribute__((format(printf, 4, 5)))
static void finding(struct vstate *s, const char *bracket, const char *rule,
		    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verify_vfinding(s->f, s->v.r, "bracket", bracket, rule, fmt, ap);
	va_end(ap);
	s->findings++;
}

/* C1-C3, XXP for every pair; C2 for the PAB. */
static void check_absolute(struct vstate *s)
{
	static const char *const what[] = {
		"C1", "have met before",
		"C3", "are non-topscorers with the same absolute colour preference",
		"XXP", "are a forbidden pair",
	};

	for (int a = 0; a < s->v.n; a++) {
		int b = s->mate[a];
		if (b < a)
			continue;
		const char *rule = vround_forbids(&s->v, a, b);
		for (size_t k = 0; rule && k < sizeof(what) / sizeof(what[0]); k += 2)
			if (!strcmp(rule, what[k])) {
				/* C1 names the rounds of the earlier games. */
				int ids[2] = { id_of(s, a), id_of(s, b) };
				char met[64] = "";
				if (!strcmp(rule, "C1"))
					check_met_text(s->v.t, s->v.p[a].idx, s->v.p[b].idx,
						       s->v.r, met, sizeof(met));
				verify_finding_detail(s->f, ids, 2, NULL, NULL);
				finding(s, NULL, rule, "%d and %d %s%s", ids[0], ids[1],
					what[k + 1], met);
			}
	}
	if (s->bye >= 0 && !s->v.p[s->bye].c2) {
		verify_finding_ids(s->f, 1, id_of(s, s->bye));
		finding(s, NULL, "C2", s->v.ed->pab_lowest_score ?
			"%d gets the PAB but already had a PAB or a round scored as a win unplayed" :
			"%d gets the PAB but already had a PAB or a forfeit win",
			id_of(s, s->bye));
	}
	/* 2026 C5: the PAB on the lowest score that leaves a complete round. */
	if (s->bye >= 0 && s->v.p[s->bye].c2 && s->v.bye_score >= 0 &&
	    s->v.p[s->bye].score > s->v.bye_score) {
		char got[16], low[16];
		points(s->v.p[s->bye].score, got);
		points(s->v.bye_score, low);
		verify_finding_ids(s->f, 1, id_of(s, s->bye));
		finding(s, NULL, "C5", "%d gets the PAB on %s; the lowest score it can go to is %s",
			id_of(s, s->bye), got, low);
	}
	if (s->bye >= 0 && s->v.n % 2 == 0) {
		verify_finding_ids(s->f, 1, id_of(s, s->bye));
		finding(s, NULL, "A.5", "%d gets the PAB though the number of players is even",
			id_of(s, s->bye));
	}
	for (int a = 0; a < s->v.n; a++)
		if (s->mate[a] < 0 && a != s->bye) {
			verify_finding_ids(s->f, 1, id_of(s, a));
			finding(s, NULL, "A.9", "%d is to be paired but has no opponent",
				id_of(s, a));
		}
}

/* E.1-E.5 for every pair. */
static void check_colours(struct vstate *s, const struct pairing *rec)
{
	for (int i = 0; i < rec->nboards; i++) {
		int w = s->v.of[rec->boards[i].white], b = s->v.of[rec->boards[i].black];
		const char *rule;
		if (w < 0 || b < 0)
			continue;
		int want_w = vcolour(&s->v, w, b, &rule);
		if (!want_w) {
			/* Both preferences, so that the rule can be followed. */
			int ids[2] = { id_of(s, w), id_of(s, b) };
			char prefs[160];
			check_prefs_text(ids[0], s->v.p[w].pref, ids[1], s->v.p[b].pref,
					 prefs, sizeof(prefs));
			verify_finding_detail(s->f, ids, 2, NULL, NULL);
			finding(s, NULL, rule, "%d-%d: %d should have white%s", ids[0], ids[1],
				ids[1], prefs);
		}
	}
}

/* "[3.0 1.0 0.0]" for a list of scores or score differences; "[2 0]"
 * for a list of counts (2026 C9); sep ", " and no brackets for
 * --explain. */
static void list_text(const struct vlist *l, int counts, const char *sep, int brackets,
		      char *buf, size_t size)
{
	size_t k = 0;

	buf[0] = 0;
	if (brackets)
		k += (size_t)snprintf(buf, size, "[");
	for (int i = 0; i < l->n && k + 16 < size; i++) {
		char p[16];
		if (counts)
			snprintf(p, sizeof(p), "%d", l->v[i]);
		else
			points(l->v[i], p);
		k += (size_t)snprintf(buf + k, size - k, "%s%s", i ? sep : "", p);
	}
	if (brackets)
		snprintf(buf + k, size - k, "]");
}

/* " (17, 42)": the players behind a list, if it names any. */
static void who_text(const struct vlist *l, char *buf, size_t size)
{
	size_t k = 0;

	buf[0] = 0;
	for (int i = 0; i < l->n && k + 8 < size; i++)
		if (l->who[i])
			k += (size_t)snprintf(buf + k, size - k, "%s%d", k ? ", " : " (",
					      l->who[i]);
	if (k)
		snprintf(buf + k, size - k, ")");
}

/* Criteria that are counts of players. */
static int is_count(int k)
{
	return k == VC5 || k == VC7P || (k >= VC8 && k <= VC15);
}

/* What a criterion counts, for "N <text>" or "<text> [...]", by the
 * round's edition. */
static void crit_text(const struct vround *v, int k, char *buf, size_t size)
{
	static const char *const text[VCRIT] = {
		[VC5] = "downfloaters",
		[VC6] = "PSD",
		[VC7P] = "players left unpaired in the following bracket",
		[VC7S] = "PSD of the following bracket",
		[VC8] = "topscorers or opponents get a colour difference beyond 2",
		[VC9] = "topscorers or opponents get the same colour three times in a row",
		[VC10] = "players do not get their colour preference",
		[VC11] = "players do not get their strong colour preference",
	};
	static const char *const flo[4] = { "downfloat", "upfloat", "downfloat", "upfloat" };
	/* 2026 C14-C21 (companion 4.9) */
	static const char *const who26[4] = {
		"resident downfloaters", "MDP opponents", "resident downfloaters", "MDP opponents"
	};
	static const char *const sd26[4] = {
		"scores of MDPs", "scores of the MDPs behind opponents", "scores of MDPs",
		"scores of the MDPs behind opponents"
	};
	int r = v->r, y26 = v->ed->year >= 2026;

	if (y26 && k == VC6)
		snprintf(buf, size, "downfloaters' scores");
	else if (y26 && k == VC7S)
		snprintf(buf, size, "scores left unpaired in the following bracket");
	else if (k == VCBYE)
		snprintf(buf, size, "unplayed rounds of the player who gets the PAB");
	else if (y26 && k >= VC12 && k <= VC15)
		snprintf(buf, size, "%s with the same %s as in round %d", who26[k - VC12],
			 flo[k - VC12], r - 1 - (k - VC12) / 2);
	else if (y26 && k >= VC16)
		snprintf(buf, size, "%s with the same %s as in round %d", sd26[k - VC16],
			 flo[k - VC16], r - 1 - (k - VC16) / 2);
	else if (k >= VC12 && k <= VC15)
		snprintf(buf, size, "players get the same %s as in round %d",
			 flo[k - VC12], r - 1 - (k - VC12) / 2);
	else if (k >= VC16)
		snprintf(buf, size, "score differences of players with the same %s as in round %d",
			 flo[k - VC16], r - 1 - (k - VC16) / 2);
	else
		snprintf(buf, size, "%s", text[k]);
}

static void value_text(const struct vlist *l, int k, char *buf, size_t size)
{
	if (is_count(k))
		snprintf(buf, size, "%d", l->n);
	else
		list_text(l, k == VCBYE, " ", 1, buf, size);
}

/* --explain: one criterion in words, "downfloaters' scores 1.0, 0.0". */
static void explain_text(const struct vround *v, const struct vlist *l, int k,
			 char *buf, size_t size)
{
	static const char *const count26[VCRIT] = {
		[VC5] = "downfloaters",
		[VC7P] = "left unpaired in the following bracket",
		[VC8] = "colour differences beyond 2",
		[VC9] = "same colour three times",
		[VC10] = "colour preferences not met",
		[VC11] = "strong colour preferences not met",
	};
	char what[160], val[512];

	if (is_count(k) && count26[k]) {
		snprintf(buf, size, "%s %s %d", vcrit_name(v, k), count26[k], l->n);
		return;
	}
	crit_text(v, k, what, sizeof(what));
	if (is_count(k)) {
		/* "players get the same downfloat as in round 3" -> count */
		snprintf(buf, size, "%s %s: %d", vcrit_name(v, k), what, l->n);
		return;
	}
	list_text(l, k == VCBYE, ", ", 0, val, sizeof(val));
	snprintf(buf, size, "%s %s %s", vcrit_name(v, k), what, val);
}

/* The candidate in one line: "1-4 2-5, floating 3 6". */
static void candidate_text(const struct vstate *s, const struct vbracket *b,
			   const int *mate, char *buf, size_t size)
{
	size_t k = 0;
	int floats = 0;

	buf[0] = 0;
	for (int i = 0; i < b->nm && k + 16 < size; i++)
		if (mate[i] > i)
			k += (size_t)snprintf(buf + k, size - k, "%s%d-%d", k ? " " : "",
					      id_of(s, b->members[i]), id_of(s, b->members[mate[i]]));
	for (int i = 0; i < b->nm && k + 16 < size; i++)
		if (mate[i] < 0)
			k += (size_t)snprintf(buf + k, size - k, "%s%d", floats++ ? " " :
					      k ? "; floating " : "floating ",
					      id_of(s, b->members[i]));
}

/* The recorded candidate of bracket b: mate[] over its members, -1 for
 * those who float (MDPs never meet inside a bracket, B.3). */
static int recorded_candidate(const struct vstate *s, const struct vbracket *b,
			      int *rmate)
{
	int *pos = malloc(sizeof(int) * ((size_t)s->v.n + 1));

	if (!pos)
		return -1;
	for (int i = 0; i < s->v.n; i++)
		pos[i] = -1;
	for (int i = 0; i < b->nm; i++)
		pos[b->members[i]] = i;
	for (int i = 0; i < b->nm; i++) {
		int m = s->mate[b->members[i]];
		rmate[i] = m >= 0 && pos[m] >= 0 && !(i < b->nmdp && pos[m] < b->nmdp) ? pos[m] : -1;
	}
	free(pos);
	return 0;
}

/*
 * The players a bracket's finding is about, for -c's JSON and --names:
 * the players behind the criterion's value (l) if it names any; else
 * those whose partner differs between candidates a and b; else (b
 * NULL) those a leaves unpaired.  Kept until the finding's values are
 * known (finding_detail_values).
 */
static void finding_players(struct vstate *s, const struct vbracket *b, const int *a,
			    const int *c, const struct vlist *l)
{
	int k = 0;

	s->nabout = 0;
	if (!s->about && !(s->about = malloc(sizeof(int) * ((size_t)s->v.n + 1))))
		return;
	for (int i = 0; l && i < l->n; i++)
		if (l->who[i])
			s->about[k++] = l->who[i];
	for (int i = 0; !k && i < b->nm; i++)
		if (c ? a[i] != c[i] : a[i] < 0)
			s->about[k++] = id_of(s, b->members[i]);
	s->nabout = k;
	verify_finding_detail(s->f, s->about, k, NULL, NULL);
}

/* The recorded and the best value beside the players just given. */
static void finding_detail_values(struct vstate *s, const char *got, const char *best)
{
	verify_finding_detail(s->f, s->about, s->nabout, got, best);
}

/*
 * The generation order (2017 B.8, 2026 Article 4) for a bracket the
 * recorded candidate ties with the best on the criteria: the first such
 * candidate in that order (order.c, at every size) must be the recorded
 * one.  In 2017, when that first candidate would leave the round
 * incomplete outside the PPB (the bracket would then be the PPB, A.9),
 * the order is not judged.
 */
static int judge_order(struct vstate *s, const struct vbracket *b, const char *label,
		       const struct vvalues *best, const int *rmate,
		       struct vtight *tight)
{
	int *fmate = malloc(sizeof(int) * ((size_t)b->nm + 1));
	int rc = -1;

	if (!fmate)
		return -1;
	int found;
	if (s->pre.valid && s->pre.hint) {
		found = s->pre.found;
		memcpy(fmate, s->pre.first, sizeof(int) * (size_t)b->nm);
	} else {
		found = vorder_first_best_tight(b, best, rmate, 1, tight, fmate);
	}
	if (found < 0)
		goto out;
	rc = 0;
	if (!found || !memcmp(fmate, rmate, sizeof(int) * (size_t)b->nm))
		goto out;
	if (!b->last && !b->need_completion) {
		int ok = vbracket_completes(b, fmate);
		if (ok <= 0) {
			rc = ok;
			goto out;
		}
	}
	char first[4096], rec[4096];
	candidate_text(s, b, fmate, first, sizeof(first));
	candidate_text(s, b, rmate, rec, sizeof(rec));
	finding_players(s, b, fmate, rmate, NULL);
	if (s->v.ed->year >= 2026)
		finding(s, label, "4", "%s comes earlier in the generation order (Article 4) "
			"and is as good on C4-C21 as the recorded %s", first, rec);
	else
		finding(s, label, "B.8", "%s comes earlier in the generation order (B.6/B.7, "
			"D.1-D.3) and is as good on C5-C19 as the recorded %s", first, rec);
out:
	free(fmate);
	return rc;
}

/*
 * --explain: the bracket's line, "4 players, 1 MDP: 1-4 2-5, floating
 * 3; C6 PSD 1.0, 0.0", and its facts (members, MDPs, the recorded
 * pairs, who floats, the criteria's values) beside it.  0, or -1.
 */
static int explain_bracket(struct vstate *s, const struct vbracket *b, const char *label,
			   const int *rmate, const struct vvalues *got)
{
	char cand[4096], vals[2048], g[VCRIT][1024];
	struct verify_value val[VCRIT];
	int *ids = malloc(sizeof(int) * (3 * (size_t)b->nm + 1));
	int np = 0, nf = 0, nv = 0;
	size_t k = 0;

	if (!ids)
		return -1;
	int *pairs = ids + b->nm, *fl = ids + 2 * (size_t)b->nm;
	candidate_text(s, b, rmate, cand, sizeof(cand));
	vals[0] = 0;
	for (int c = 0; c < VCRIT && k + 64 < sizeof(vals); c++) {
		if (!got->c[c].n || c == VC5 || (c == VC7P && got->c[VC7S].n))
			continue;
		explain_text(&s->v, &got->c[c], c, g[c], sizeof(g[c]));
		k += (size_t)snprintf(vals + k, sizeof(vals) - k, "%s%s", k ? "; " : " ", g[c]);
		/* "C6 PSD 1.0, 0.0": the name, then its value */
		const char *name = vcrit_name(&s->v, c);
		size_t len = strlen(name);
		val[nv].name = name;
		val[nv++].value = g[c] + len + (g[c][len] == ' ');
	}
	for (int i = 0; i < b->nm; i++) {
		ids[i] = id_of(s, b->members[i]);
		if (rmate[i] > i) {
			pairs[2 * np] = ids[i];
			pairs[2 * np++ + 1] = id_of(s, b->members[rmate[i]]);
		} else if (rmate[i] < 0) {
			fl[nf++] = ids[i];
		}
	}
	struct verify_explain e = { "bracket", label, ids, b->nm, ids, b->nmdp, pairs, np,
				    fl, nf, val, nv };
	verify_explain(s->f, s->v.r, &e, "%d player%s, %d MDP%s: %s;%s", b->nm,
		       b->nm == 1 ? "" : "s", b->nmdp, b->nmdp == 1 ? "" : "s", cand, vals);
	free(ids);
	return 0;
}

/* Compare a bracket's recorded candidate with the best; report the first
 * criterion where it is worse, or else B.8. */
static int judge(void *ctx, const struct vbracket *b, const char *label,
		 const int *rmate)
{
	struct vstate *s = ctx;
	int *bmate = malloc(sizeof(int) * ((size_t)b->nm + 1));
	struct vvalues got, best;
	int rc = -1;

	memset(&got, 0, sizeof(got));
	memset(&best, 0, sizeof(best));
	if (!bmate)
		goto out;
	if (s->pre.valid) {
		got = s->pre.got;
		best = s->pre.best;
		memset(&s->pre.got, 0, sizeof(s->pre.got));
		memset(&s->pre.best, 0, sizeof(s->pre.best));
	} else {
		vtight_free(s->tight);
		s->tight = NULL;
		if (vbracket_values(b, rmate, &got) < 0 ||
		    vbracket_best_tight(b, &best, bmate, &s->tight) < 0)
			goto out;
	}
	rc = 0;
	int worse = 0;
	if (s->v.ed->completion_everywhere && !b->last) {
		/* 2026 C4: the players not yet paired can still all be paired. */
		int ok = vbracket_completes(b, rmate);
		if (ok < 0) {
			rc = -1;
			goto out;
		}
		if (!ok) {
			char cand[4096];
			candidate_text(s, b, rmate, cand, sizeof(cand));
			/* about the players it leaves */
			finding_players(s, b, rmate, NULL, NULL);
			finding(s, label, "C4", "%s leaves players who cannot all be paired", cand);
			worse = 1;
		}
	}
	for (int k = 0; k < VCRIT && !worse; k++) {
		int c = vlist_cmp(&got.c[k], &best.c[k]);
		if (c == 0)
			continue;
		char g[512], w[512], who[512], what[160];
		value_text(&got.c[k], k, g, sizeof(g));
		value_text(&best.c[k], k, w, sizeof(w));
		who_text(&got.c[k], who, sizeof(who));
		crit_text(&s->v, k, what, sizeof(what));
		worse = 1;
		/* the players behind the value, else those the best
		 * candidate pairs otherwise; the values for -c's JSON */
		finding_players(s, b, rmate, s->pre.valid ? s->pre.first : bmate, &got.c[k]);
		finding_detail_values(s, g, w);
		if (c < 0)
			finding(s, label, "internal", "%s: the recorded %s beats the computed best %s",
				vcrit_name(&s->v, k), g, w);
		else if (is_count(k))
			finding(s, label, vcrit_name(&s->v, k), "%s %s%s; best possible %s", g, what, who, w);
		else
			finding(s, label, vcrit_name(&s->v, k), "%s %s%s; best possible %s", what, g, who, w);
	}
	if (!worse)
		rc = judge_order(s, b, label, &best, rmate, s->tight);
	if (s->o->explain && explain_bracket(s, b, label, rmate, &got) < 0)
		rc = -1;
out:
	vvalues_free(&got);
	vvalues_free(&best);
	free(bmate);
	return rc;
}

/* The recorded candidate of b, handed to fn. */
static int visit(struct vstate *s, const struct vbracket *b, const char *label,
		 vbracket_fn fn, void *ctx)
{
	int *rmate = malloc(sizeof(int) * ((size_t)b->nm + 1));
	int rc = -1;

	if (rmate && recorded_candidate(s, b, rmate) == 0)
		rc = fn(ctx, b, label, rmate);
	free(rmate);
	return rc;
}

/*
 * 2026 C9 applies in the bracket the PAB must come from: its score is
 * not above the PAB score and the players below it pair among
 * themselves (rules companion 4.6).
 */
static int set_c9(const struct vstate *s, struct vbracket *b)
{
	int sc = s->v.p[b->members[b->nm - 1]].score;

	b->c9 = 0;
	if (s->v.bye_score < 0 || sc > s->v.bye_score || b->nbelow % 2)
		return 0;
	int ok = b->nbelow ? vround_completable(&s->v, b->below, b->nbelow, s->rec) : 1;
	if (ok < 0)
		return -1;
	b->c9 = ok;
	return 0;
}

static void pre_free(struct vstate *s)
{
	vvalues_free(&s->pre.got);
	vvalues_free(&s->pre.best);
	free(s->pre.first);
	memset(&s->pre, 0, sizeof(s->pre));
	vtight_free(s->tight);
	s->tight = NULL;
}

/*
 * The values of b's recorded candidate and the best ones, and the first
 * best candidate in generation order (from the recorded one when it is
 * of the best values: what judge() asks for), into s->pre.  0, or -1.
 */
static int pre_bracket(struct vstate *s, const struct vbracket *b)
{
	int *rmate = malloc(sizeof(int) * ((size_t)b->nm + 1));
	int rc = -1;

	pre_free(s);
	s->pre.first = malloc(sizeof(int) * ((size_t)b->nm + 1));
	/* first: a best candidate, unless the order finds one */
	if (!rmate || !s->pre.first || recorded_candidate(s, b, rmate) < 0 ||
	    vbracket_values(b, rmate, &s->pre.got) < 0 ||
	    vbracket_best_tight(b, &s->pre.best, s->pre.first, &s->tight) < 0)
		goto out;
	s->pre.hint = vvalues_cmp(&s->pre.got, &s->pre.best) == 0;
	s->pre.found = vorder_first_best_tight(b, &s->pre.best, s->pre.hint ? rmate : NULL,
					       s->pre.hint, s->tight, s->pre.first);
	s->pre.valid = 1;
	rc = 0;
out:
	if (rc < 0)
		pre_free(s);
	free(rmate);
	return rc;
}

/* Walk the brackets as the recorded pairing implies them. */
static int check_brackets(struct vstate *s, vbracket_fn fn, void *ctx)
{
	int n = s->v.n, nmdp = 0, start = 0, rc = 0;
	int *mem = malloc(sizeof(int) * (2 * (size_t)n + 1));
	int *mdp = malloc(sizeof(int) * ((size_t)n + 1));
	int *bm = malloc(sizeof(int) * ((size_t)n + 1));
	struct vbracket_cache *cache = vbracket_cache_new();

	if (!mem || !mdp || !bm || !cache) {
		rc = -1;
		goto out;
	}
	while (start < n && rc == 0) {
		int end = start, nm = 0;
		while (end < n && s->v.p[end].score == s->v.p[start].score)
			end++;
		for (int i = 0; i < nmdp; i++)
			mem[nm++] = mdp[i];
		for (int i = start; i < end; i++)
			mem[nm++] = i;
		char label[32];
		points(s->v.p[start].score, label);
		int next = end;
		while (next < n && s->v.p[next].score == s->v.p[end].score)
			next++;
		int *below = mem + nm;
		for (int i = end; i < n; i++)
			below[i - end] = i;
		struct vbracket b = { &s->v, mem, nm, nmdp, below, next - end, end < n,
				      end == n, 0, below, n - end, 0, 0, cache, s->rec };
		vbracket_cache_clear(cache);
		if (s->v.ed->completion_everywhere) {
			/* 2026: C4 in every bracket, C8 with the next. */
			b.need_completion = 1;
			b.c7 = b.nnext > 0;
			if (set_c9(s, &b) < 0) {
				rc = -1;
				break;
			}
		} else if (end < n) {
			/* C7 (A.9 note, C2): the next scoregroup is the last
			 * bracket, with a PAB when the players left are odd. */
			b.next_bye = next == n && (nm + n - end) % 2;
			/* A.9: is this the PPB?  Its best candidate (without
			 * C4; C7 with that PAB) must leave a round that can
			 * still be completed. */
			int ok = -1;
			if (pre_bracket(s, &b) == 0) {
				/* "After a bracket is paired": with its chosen
				 * candidate, the first best in generation order
				 * where the verifier can walk the sequence. */
				if (s->pre.found < 0)
					ok = -2;
				memcpy(bm, s->pre.first, sizeof(int) * (size_t)nm);
				int *rest = malloc(sizeof(int) * ((size_t)n + 1)), k = 0;
				if (rest) {
					for (int i = 0; i < nm; i++)
						if (bm[i] < 0)
							rest[k++] = mem[i];
					for (int i = end; i < n; i++)
						rest[k++] = i;
					if (ok != -2)
						ok = vround_completable(&s->v, rest, k, s->rec);
					free(rest);
				}
			}
			if (ok < 0) {
				rc = -1;
				break;
			}
			if (!ok) {
				pre_free(s);	/* another bracket now */
				vbracket_cache_clear(cache);
				b.c7 = 0;
				b.need_completion = 1;
				strcat(label, " (PPB)");
			}
		}
		rc = visit(s, &b, label, fn, ctx);
		pre_free(s);
		/* The recorded downfloaters are the next bracket's MDPs. */
		int nf = 0;
		for (int i = 0; i < nm; i++) {
			int m = s->mate[mem[i]];
			int paired_here = 0;
			for (int j = 0; j < nm && m >= 0; j++)
				paired_here |= mem[j] == m && !(i < nmdp && j < nmdp);
			if (!paired_here)
				bm[nf++] = mem[i];
		}
		memcpy(mdp, bm, sizeof(int) * (size_t)nf);
		nmdp = nf;
		if (b.need_completion && !s->v.ed->completion_everywhere) {
			/* Everyone left is the collapsed last bracket. */
			nm = 0;
			for (int i = 0; i < nmdp; i++)
				mem[nm++] = mdp[i];
			for (int i = end; i < n; i++)
				mem[nm++] = i;
			struct vbracket clb = { &s->v, mem, nm, nmdp, NULL, 0, 0, 1, 0, NULL, 0, 0, 0,
						cache, s->rec };
			vbracket_cache_clear(cache);
			points(s->v.p[end].score, label);
			strcat(label, " (CLB)");
			if (rc == 0)
				rc = visit(s, &clb, label, fn, ctx);
			break;
		}
		start = end;
	}
out:
	pre_free(s);
	vbracket_cache_free(cache);
	free(mem);
	free(mdp);
	free(bm);
	return rc;
}

/* The round as recorded: the players (A.2), who meets whom, the PAB. */
static int state_init(struct vstate *s, struct pairing *rec, const struct tmt *t,
		      int r, int total, const struct vedition *ed)
{
	s->bye = -1;
	if (!ed || vround_init(&s->v, t, r, total, ed) < 0 ||
	    pairing_from_round(rec, t, r) < 0)
		return -1;
	s->mate = malloc(sizeof(int) * ((size_t)s->v.n + 1));
	if (!s->mate)
		return -1;
	for (int i = 0; i < s->v.n; i++)
		s->mate[i] = -1;
	for (int i = 0; i < rec->nboards; i++) {
		int w = s->v.of[rec->boards[i].white], b = s->v.of[rec->boards[i].black];
		if (w >= 0 && b >= 0) {
			s->mate[w] = b;
			s->mate[b] = w;
		}
	}
	s->bye = rec->bye >= 0 ? s->v.of[rec->bye] : -1;
	s->rec = malloc(sizeof(int) * ((size_t)s->v.n + 1));
	if (!s->rec)
		return -1;
	memcpy(s->rec, s->mate, sizeof(int) * (size_t)s->v.n);
	if (s->bye >= 0)
		s->rec[s->bye] = VREC_PAB;
	return 0;
}

int vround_brackets(const struct tmt *t, int r, int total, vbracket_fn fn, void *ctx)
{
	return vround_brackets_edition(t, r, total, 2017, fn, ctx);
}

int vround_brackets_edition(const struct tmt *t, int r, int total, int year,
			    vbracket_fn fn, void *ctx)
{
	struct vstate s;
	struct pairing rec;
	int rc = -1;

	memset(&s, 0, sizeof(s));
	pairing_init(&rec);
	if (state_init(&s, &rec, t, r, total, vedition_of(year)) == 0)
		rc = check_brackets(&s, fn, ctx);
	free(s.mate);
	free(s.rec);
	pairing_free(&rec);
	vround_free(&s.v);
	return rc;
}

int verify_dutch_round(const struct tmt *t, int r,
		       const struct verify_options *o, FILE *f)
{
	struct vstate s;
	struct pairing rec;
	int total = o->total_rounds ? o->total_rounds : t->total_rounds;
	int rc = -1;

	memset(&s, 0, sizeof(s));
	s.o = o;
	s.f = f;
	pairing_init(&rec);
	if (state_init(&s, &rec, t, r, total, vedition_of(o->edition)) < 0)
		goto out;
	/* In the order the rules decide: what no pairing may break (C1-C3,
	 * the PAB, A.9), the brackets from the top (A.3, C4-C21), then the
	 * colours of the pairs made (E, 2026 Article 5). */
	check_absolute(&s);
	int absolute = s.findings;
	/* Brackets are judged only on a pairing that is legal at all. */
	if (!absolute && check_brackets(&s, judge, &s) < 0)
		goto out;
	check_colours(&s, &rec);
	verify_summary(f, r, s.findings);
	rc = s.findings;
out:
	free(s.mate);
	free(s.rec);
	free(s.about);
	pairing_free(&rec);
	vround_free(&s.v);
	return rc;
}

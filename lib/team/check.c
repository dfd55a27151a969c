/*
 * check.c - what holds for teams in every FIDE team Swiss, whatever the
 * team pairing system (trfpair(1), TEAM TOURNAMENTS):
 *
 *   match     the boards of a team in a round form one match: every
 *             board against the same team, none against its own team
 *             or a player on no team;
 *   C.04.1b   no two teams are paired again after playing each other;
 *   C.04.1c   at most one team is unpaired (the team PAB) in a round;
 *   C.04.1d   a team that had the PAB, or won a match by forfeit, does
 *             not get the PAB;
 * and that the team records agree with the boards: 300 (line-ups; in
 * TRF-2026 files the boards of a match face each other board by board),
 * 320 (the team PAB), 330 (forfeited matches), 352 (colours by board)
 * and 310 (the teams' match and game points).
 */
#include <stdlib.h>
#include <string.h>

#include "team/internal.h"

struct team_finding *team_add_finding(struct team_findings *f, int round, const char *rule)
{
	if (f->n == f->cap) {
		int cap = f->cap ? 2 * f->cap : 16;
		struct team_finding *v = realloc(f->v, (size_t)cap * sizeof(*v));
		if (!v)
			return NULL;
		f->v = v;
		f->cap = cap;
	}
	struct team_finding *x = &f->v[f->n++];
	memset(x, 0, sizeof(*x));
	x->round = round;
	x->rule = rule;
	return x;
}

void team_findings_free(struct team_findings *f)
{
	free(f->v);
	memset(f, 0, sizeof(*f));
}

/* "board 2", "boards 1 and 3", "boards 1-4", "boards 1, 3-4". */
static void boards_text(const int *b, int n, char *buf, size_t size)
{
	size_t k = (size_t)snprintf(buf, size, "board%s ", n == 1 ? "" : "s");

	for (int i = 0; i < n && k < size; i++) {
		int j = i;
		while (j + 1 < n && b[j + 1] == b[j] + 1)
			j++;
		const char *sep = !i ? "" : j == n - 1 && i == j ? " and " : ", ";
		if (j > i + 1 || (j == i + 1 && n > 2))
			k += (size_t)snprintf(buf + k, size - k, "%s%d-%d", sep, b[i], b[j]);
		else if (j == i + 1)
			k += (size_t)snprintf(buf + k, size - k, "%s%d and %d", sep, b[i], b[j]);
		else
			k += (size_t)snprintf(buf + k, size - k, "%s%d", sep, b[i]);
		i = j;
	}
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/* The boards of team k's members in round r that meet team o (o = -2:
 * every board; o = -3: boards without opponent), sorted, into b[16];
 * returns how many. */
static int boards_of(const struct team_tournament *tt, int k, int r, int o, int *b)
{
	const struct team *tm = &tt->teams[k];
	int n = 0;

	for (int i = 0; i < tm->nmembers && n < 15; i++) {
		int p = tm->members[i];
		const struct tmt_round *rd = tmt_at(tt->t, p, r);
		int bd = team_board(tt, p, r);
		int ot = rd->opponent >= 0 ? tt->team_of[rd->opponent] : -1;
		if (!bd)
			continue;
		if (o == -2 || (o == -3 && rd->opponent < 0) || (o >= 0 && rd->opponent >= 0 && ot == o))
			b[n++] = bd;
	}
	qsort(b, (size_t)n, sizeof(*b), cmp_int);
	b[n] = 0;
	return n;
}

static void set_teams(const struct team_tournament *tt, struct team_finding *x, int a, int b)
{
	x->teams[0] = a >= 0 ? tt->teams[a].number : 0;
	x->teams[1] = b >= 0 ? tt->teams[b].number : 0;
}

#define ADD(out, r, rule) \
	struct team_finding *x = team_add_finding((out), (r), (rule)); \
	if (!x) \
		return -1

/* match: a board against a player of no team, or of the own team. */
static int odd_boards(const struct team_tournament *tt, int r, struct team_findings *out)
{
	const struct tmt *t = tt->t;

	for (int p = 0; p < t->n; p++) {
		const struct tmt_round *rd = tmt_at(t, p, r);
		int q = rd->opponent, k = tt->team_of[p];
		if (q < 0 || (k >= 0 && tt->team_of[q] >= 0 && tt->team_of[q] != k))
			continue;
		/* Each pair once: from the side with a team, else the lower. */
		if (k < 0 && (tt->team_of[q] >= 0 || q < p))
			continue;
		if (k >= 0 && tt->team_of[q] == k && q < p)
			continue;
		char who[200];
		int id = t->players[p].id, oid = t->players[q].id;
		ADD(out, r, "match");
		x->players[0] = id;
		x->players[1] = oid;
		if (k < 0) {
			snprintf(x->text, sizeof(x->text), "players %d and %d play each other, and "
				 "neither is on a team", id, oid);
			continue;
		}
		team_label(tt, k, who, sizeof(who));
		set_teams(tt, x, k, -1);
		x->boards[0] = team_board(tt, p, r);
		if (tt->team_of[q] == k) {
			x->boards[1] = team_board(tt, q, r);
			snprintf(x->text, sizeof(x->text), "%s plays itself: its players %d (board "
				 "%d) and %d (board %d) play each other", who, id, x->boards[0], oid,
				 x->boards[1]);
		} else {
			snprintf(x->text, sizeof(x->text), "%s board %d: player %d plays %d, who is "
				 "on no team", who, x->boards[0], id, oid);
		}
	}
	return 0;
}

/* match: the boards of team k meet more than one team. */
static int split_match(const struct team_tournament *tt, int k, int r, struct team_findings *out)
{
	const struct team *tm = &tt->teams[k];
	int seen[16], ns = 0;

	for (int i = 0; i < tm->nmembers && ns < 16; i++) {
		const struct tmt_round *rd = tmt_at(tt->t, tm->members[i], r);
		int o = rd->opponent >= 0 ? tt->team_of[rd->opponent] : -1;
		int dup = o < 0 || o == k;
		for (int j = 0; j < ns && !dup; j++)
			dup = seen[j] == o;
		if (!dup)
			seen[ns++] = o;
	}
	if (ns < 2)
		return 0;
	char who[200], part[1200] = "";
	size_t n = 0;
	team_label(tt, k, who, sizeof(who));
	ADD(out, r, "match");
	set_teams(tt, x, k, tm->rounds[r - 1].opponent);
	boards_of(tt, k, r, -2, x->boards);
	for (int j = 0; j < ns && n < sizeof(part); j++) {
		char opp[200], bt[120];
		int b[16], nb = boards_of(tt, k, r, seen[j], b);
		team_label(tt, seen[j], opp, sizeof(opp));
		boards_text(b, nb, bt, sizeof(bt));
		n += (size_t)snprintf(part + n, sizeof(part) - n, "%s%s on %s",
				      !j ? "" : j == ns - 1 ? " and " : ", ", opp, bt);
	}
	snprintf(x->text, sizeof(x->text), "%s plays %s: the boards of a team in a round "
		 "form one match", who, part);
	return 0;
}

/* 300 (TRF-2026 files): the boards of a match face each other board by
 * board; a line-up out of the 310 order needs a 300 record. */
static int board_order(const struct team_tournament *tt, int k, int r, struct team_findings *out)
{
	const struct team *tm = &tt->teams[k];
	int o = tm->rounds[r - 1].opponent;

	if (tt->source != TRF_TEAM_310 || o < k)
		return 0;
	for (int i = 0; i < tm->nmembers; i++) {
		int p = tm->members[i];
		const struct tmt_round *rd = tmt_at(tt->t, p, r);
		if (rd->opponent < 0 || tt->team_of[rd->opponent] != o)
			continue;
		int b = team_board(tt, p, r), ob = team_board(tt, rd->opponent, r);
		if (b == ob || !b || !ob)
			continue;	/* a player left out of a 300: lineup() */
		char who[200], opp[200];
		team_label(tt, k, who, sizeof(who));
		team_label(tt, o, opp, sizeof(opp));
		ADD(out, r, "300");
		set_teams(tt, x, k, o);
		x->boards[0] = b;
		x->boards[1] = ob;
		x->players[0] = tt->t->players[p].id;
		x->players[1] = tt->t->players[rd->opponent].id;
		snprintf(x->text, sizeof(x->text), "board %d of %s (player %d) plays board %d of "
			 "%s (player %d): the boards of a match face each other; a line-up out of "
			 "the 310 order needs a 300 record", b, who, x->players[0], ob, opp,
			 x->players[1]);
	}
	return 0;
}

/* 300: the record's opponent and players against the boards. */
static int lineup(const struct team_tournament *tt, const struct team_lineup *u,
		  struct team_findings *out)
{
	const struct tmt *t = tt->t;
	const struct team *tm = &tt->teams[u->team];
	int r = u->round, o = tm->rounds[r - 1].opponent;
	char who[200], opp[200];

	team_label(tt, u->team, who, sizeof(who));
	if (u->opponent >= 0 && u->opponent != o) {
		team_label(tt, u->opponent, opp, sizeof(opp));
		ADD(out, r, "300");
		set_teams(tt, x, u->team, u->opponent);
		snprintf(x->text, sizeof(x->text), "line %d gives the line-up of %s against %s, "
			 "but its boards %s", u->line, who, opp, o < 0 ? "meet no team" : "meet ");
		if (o >= 0) {
			team_label(tt, o, opp, sizeof(opp));
			strncat(x->text, opp, sizeof(x->text) - strlen(x->text) - 1);
		}
	}
	for (int i = 0; i < u->nids; i++) {
		int p = u->ids[i] ? tmt_index(t, u->ids[i]) : -1;
		if (p < 0)
			continue;
		const char *why = tt->team_of[p] != u->team ? "is not on the team" :
				  !team_board(tt, p, r) ? "has no game or bye that round" : NULL;
		if (!why)
			continue;
		ADD(out, r, "300");
		set_teams(tt, x, u->team, -1);
		x->boards[0] = i + 1;
		x->players[0] = u->ids[i];
		snprintf(x->text, sizeof(x->text), "line %d puts player %d at board %d of %s, "
			 "but he %s", u->line, u->ids[i], i + 1, who, why);
	}
	for (int i = 0; i < tm->nmembers; i++) {
		int p = tm->members[i], listed = 0;
		if (!team_board(tt, p, r) && tmt_at(t, p, r)->opponent < 0)
			continue;
		for (int j = 0; j < u->nids; j++)
			listed |= u->ids[j] == t->players[p].id;
		if (listed)
			continue;
		ADD(out, r, "300");
		set_teams(tt, x, u->team, -1);
		x->players[0] = t->players[p].id;
		snprintf(x->text, sizeof(x->text), "line %d gives the line-up of %s without "
			 "player %d, who plays that round", u->line, who, t->players[p].id);
	}
	return 0;
}

/* 330: the forfeited match against the boards. */
static int forfeited(const struct team_tournament *tt, const struct team_forfeit *f,
		     struct team_findings *out)
{
	int r = f->round;
	char w[200], b[200], bt[120];

	team_label(tt, f->white, w, sizeof(w));
	team_label(tt, f->black, b, sizeof(b));
	for (int side = 0; side < 2; side++) {
		int k = side ? f->black : f->white, o = side ? f->white : f->black;
		const struct team *tm = &tt->teams[k];
		int played[16], np = 0, wrong[16], nw = 0;
		for (int i = 0; i < tm->nmembers; i++) {
			int p = tm->members[i];
			const struct tmt_round *rd = tmt_at(tt->t, p, r);
			int bd = team_board(tt, p, r);
			if (!bd || rd->opponent < 0 || np >= 15 || nw >= 15)
				continue;
			if (tt->team_of[rd->opponent] != o)
				continue;	/* split_match() says it */
			if (rd->kind == TMT_PLAYED)
				played[np++] = bd;
			else if (rd->result != (f->type[side] == '+' ? '+' : '-'))
				wrong[nw++] = bd;
		}
		qsort(played, (size_t)np, sizeof(int), cmp_int);
		qsort(wrong, (size_t)nw, sizeof(int), cmp_int);
		if (np) {
			boards_text(played, np, bt, sizeof(bt));
			ADD(out, r, "330");
			set_teams(tt, x, f->white, f->black);
			memcpy(x->boards, played, (size_t)np * sizeof(int));
			snprintf(x->text, sizeof(x->text), "line %d says %s - %s was forfeited (%s), "
				 "but %s of %s were played", f->line, w, b, f->type, bt,
				 side ? b : w);
		}
		if (nw) {
			boards_text(wrong, nw, bt, sizeof(bt));
			ADD(out, r, "330");
			set_teams(tt, x, f->white, f->black);
			memcpy(x->boards, wrong, (size_t)nw * sizeof(int));
			snprintf(x->text, sizeof(x->text), "line %d says %s - %s was forfeited %s, "
				 "but %s of %s have another result than %c", f->line, w, b, f->type, bt,
				 side ? b : w, f->type[side]);
		}
	}
	return 0;
}

/* C.04.1 c (and 320): at most one team unpaired. */
static int pab(const struct team_tournament *tt, int r, struct team_findings *out)
{
	int first = -1, second = -1, n = 0;
	char list[1200] = "";
	size_t len = 0;

	for (int k = 0; k < tt->nteams; k++) {
		if (tt->teams[k].rounds[r - 1].kind != TEAM_PAB)
			continue;
		char who[200];
		team_label(tt, k, who, sizeof(who));
		if (len < sizeof(list))
			len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
						!n ? "" : ", ", who);
		if (first < 0)
			first = k;
		else if (second < 0)
			second = k;
		n++;
	}
	if (n > 1) {
		ADD(out, r, "C.04.1c");
		set_teams(tt, x, first, second);
		boards_of(tt, first, r, -3, x->boards);
		snprintf(x->text, sizeof(x->text), "%d teams have no opponent: %s; a round has "
			 "at most one unpaired team, the PAB", n, list);
	}
	if (!tt->pab)
		return 0;
	int named = tt->pab[r - 1];
	for (int k = 0; k < tt->nteams; k++) {
		const struct team_round *tr = &tt->teams[k].rounds[r - 1];
		char who[200], opp[200];
		team_label(tt, k, who, sizeof(who));
		if (k == named && tr->opponent >= 0) {
			team_label(tt, tr->opponent, opp, sizeof(opp));
			ADD(out, r, "320");
			set_teams(tt, x, k, tr->opponent);
			boards_of(tt, k, r, tr->opponent, x->boards);
			snprintf(x->text, sizeof(x->text), "line %d names %s the PAB of round %d, "
				 "but it plays %s", tt->pab_line, who, r, opp);
		} else if (k != named && tr->kind == TEAM_PAB) {
			ADD(out, r, "320");
			set_teams(tt, x, k, -1);
			boards_of(tt, k, r, -3, x->boards);
			snprintf(x->text, sizeof(x->text), "%s has a pairing-allocated bye (U) on its "
				 "boards, but line %d names %s as the PAB of round %d", who,
				 tt->pab_line, named >= 0 ? "another team" : "no team", r);
		}
	}
	return 0;
}

/* C.04.1 b: teams paired again after they played each other. */
static int rematch(const struct team_tournament *tt, int k, int r, struct team_findings *out)
{
	const struct team_round *tr = &tt->teams[k].rounds[r - 1];
	int o = tr->opponent;

	if (o < k)
		return 0;
	for (int e = 1; e < r; e++) {
		const struct team_round *was = &tt->teams[k].rounds[e - 1];
		if (was->opponent != o || was->kind != TEAM_PLAYED)
			continue;
		char who[200], opp[200];
		team_label(tt, k, who, sizeof(who));
		team_label(tt, o, opp, sizeof(opp));
		ADD(out, r, "C.04.1b");
		set_teams(tt, x, k, o);
		boards_of(tt, k, r, o, x->boards);
		snprintf(x->text, sizeof(x->text), "%s and %s meet again: they played each other "
			 "in round %d", who, opp, e);
		return 0;
	}
	return 0;
}

/* C.04.1 d: the PAB to a team that had it, or won a match by forfeit. */
static int pab_again(const struct team_tournament *tt, int k, int r, struct team_findings *out)
{
	if (tt->teams[k].rounds[r - 1].kind != TEAM_PAB)
		return 0;
	for (int e = 1; e < r; e++) {
		const struct team_round *was = &tt->teams[k].rounds[e - 1];
		if (was->kind != TEAM_PAB && !was->forfeit_won)
			continue;
		char who[200];
		team_label(tt, k, who, sizeof(who));
		ADD(out, r, "C.04.1d");
		set_teams(tt, x, k, -1);
		boards_of(tt, k, r, -3, x->boards);
		snprintf(x->text, sizeof(x->text), "%s gets the PAB, but it %s in round %d", who,
			 was->kind == TEAM_PAB ? "had the PAB" : "won its match by forfeit", e);
		return 0;
	}
	return 0;
}

/* 352: one team's boards take the sequence, the other's its reverse. */
static int colours(const struct team_tournament *tt, int k, int r, struct team_findings *out)
{
	const struct team *tm = &tt->teams[k];
	int o = tm->rounds[r - 1].opponent, as[2] = { 0, 0 }, len = (int)strlen(tt->colours);
	char seen[64] = "";
	size_t n = 0;

	if (!len || o < k || tm->rounds[r - 1].kind == TEAM_ABSENT)
		return 0;
	for (int b = 1; b <= len; b++)
		for (int i = 0; i < tm->nmembers; i++) {
			int p = tm->members[i];
			const struct trf_player *tp = tt->t->players[p].trf;
			const struct tmt_round *rd = tmt_at(tt->t, p, r);
			if (team_board(tt, p, r) != b || rd->opponent < 0 || !tp || r > tp->nblocks)
				continue;
			char c = tp->blocks[r - 1].colour | 0x20;
			if (c != 'w' && c != 'b')
				continue;
			as[c == (tt->colours[b - 1] | 0x20) ? 0 : 1]++;
			if (n + 1 < sizeof(seen))
				seen[n++] = c;
		}
	if (!as[0] || !as[1])
		return 0;
	char who[200], opp[200];
	team_label(tt, k, who, sizeof(who));
	team_label(tt, o, opp, sizeof(opp));
	ADD(out, r, "352");
	set_teams(tt, x, k, o);
	boards_of(tt, k, r, o, x->boards);
	snprintf(x->text, sizeof(x->text), "the colours of %s against %s by board (%s) follow "
		 "neither the 352 sequence %s (line %d) nor its reverse", who, opp, seen,
		 tt->colours, tt->colours_line);
	return 0;
}

/* 310: the teams' match and game points against the rounds. */
static int totals(const struct team_tournament *tt, struct team_findings *out)
{
	for (int k = 0; k < tt->nteams; k++) {
		const struct team *tm = &tt->teams[k];
		int mp = 0, gp = 0;
		for (int r = 1; r <= tt->rounds; r++) {
			mp += tm->rounds[r - 1].mp;
			gp += tm->rounds[r - 1].gp;
		}
		for (int g = 0; g < 2; g++) {
			int file = g ? tm->file_gp : tm->file_mp, have = g ? gp : mp;
			if (file < 0 || file == have)
				continue;
			char who[200], a[16], b[16];
			team_label(tt, k, who, sizeof(who));
			trf_format_points(file, a);
			trf_format_points(have, b);
			ADD(out, 0, "310");
			set_teams(tt, x, k, -1);
			snprintf(x->text, sizeof(x->text), "%s: line %d gives %s %s points, the "
				 "rounds give %s", who, tm->line, a + strspn(a, " "),
				 g ? "game" : "match", b + strspn(b, " "));
		}
	}
	return 0;
}

int team_check(const struct team_tournament *tt, int first, int last,
	       struct team_findings *out)
{
	if (!tt->nteams)
		return 0;	/* a 092/192 line alone: the teams are not known */
	for (int r = first; r <= last && r <= tt->rounds; r++) {
		if (odd_boards(tt, r, out) < 0)
			return -1;
		for (int k = 0; k < tt->nteams; k++)
			if (split_match(tt, k, r, out) < 0 || board_order(tt, k, r, out) < 0)
				return -1;
		for (int i = 0; i < tt->nlineups; i++)
			if (tt->lineups[i].round == r && lineup(tt, &tt->lineups[i], out) < 0)
				return -1;
		for (int i = 0; i < tt->nforfeits; i++)
			if (tt->forfeits[i].round == r && forfeited(tt, &tt->forfeits[i], out) < 0)
				return -1;
		if (pab(tt, r, out) < 0)
			return -1;
		for (int k = 0; k < tt->nteams; k++)
			if (rematch(tt, k, r, out) < 0 || pab_again(tt, k, r, out) < 0 ||
			    colours(tt, k, r, out) < 0)
				return -1;
	}
	if (last >= tt->rounds && totals(tt, out) < 0)
		return -1;
	return 0;
}

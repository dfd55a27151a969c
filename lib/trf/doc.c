/* doc.c - the document in memory: lookup, edits, freeing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf/trf.h"

void trf_free(struct trf_doc *doc)
{
	if (!doc)
		return;
	for (size_t i = 0; i < doc->nlines; i++)
		free(doc->lines[i].text);
	for (size_t i = 0; i < doc->nplayers; i++) {
		free(doc->players[i].head);
		free(doc->players[i].blocks);
		free(doc->players[i].tail);
	}
	if (doc->acceleration)
		for (size_t i = 0; i < doc->nplayers; i++)
			free(doc->acceleration[i]);
	free(doc->acceleration);
	free(doc->lines);
	free(doc->players);
	free(doc->forbidden);
	free(doc->absences);
	free(doc->notices);
	free(doc->path);
	free(doc);
}

int trf_find_player(const struct trf_doc *doc, int id)
{
	for (size_t i = 0; i < doc->nplayers; i++)
		if (doc->players[i].id == id)
			return (int)i;
	return -1;
}

int trf_set_block(struct trf_doc *doc, size_t player, int round,
		  int opponent, char colour, char result)
{
	struct trf_player *p = &doc->players[player];

	if (round < 1)
		return -1;
	if (round > p->nblocks) {
		struct trf_block *nb = realloc(p->blocks, sizeof(*nb) * (size_t)round);
		if (!nb)
			return -1;
		for (int r = p->nblocks; r < round; r++) {
			memset(&nb[r], 0, sizeof(nb[r]));
			nb[r].colour = ' ';
			nb[r].result = ' ';
			memcpy(nb[r].opp_text, "    ", 5);
		}
		p->blocks = nb;
		p->nblocks = round;
	}
	struct trf_block *b = &p->blocks[round - 1];
	b->opponent = opponent;
	b->colour = colour;
	b->result = result;
	snprintf(b->opp_text, sizeof(b->opp_text), "%4d", opponent);
	if (opponent == 0)
		memcpy(b->opp_text, "0000", 5);
	/* A line that grows loses the padding it had after its last block. */
	p->tail[0] = 0;
	return 0;
}

static int block_points(const struct trf_doc *doc, const struct trf_block *b)
{
	return trf_result_points(&doc->points, trf_result_code(b), b->colour);
}

void trf_recompute_points(struct trf_doc *doc)
{
	for (size_t i = 0; i < doc->nplayers; i++) {
		struct trf_player *p = &doc->players[i];
		int sum = 0;
		for (int r = 0; r < p->nblocks; r++)
			sum += block_points(doc, &p->blocks[r]);
		p->points = sum;
	}
}

void trf_recompute_ranks(struct trf_doc *doc)
{
	for (size_t i = 0; i < doc->nplayers; i++) {
		int better = 0;
		for (size_t j = 0; j < doc->nplayers; j++)
			better += doc->players[j].points > doc->players[i].points;
		doc->players[i].rank = better + 1;
	}
}

/* trf-format.md §5.1 steps 1-3. */
int trf_rounds_paired(const struct trf_doc *doc)
{
	int last_pairing = 0, last_any = 0;

	for (size_t i = 0; i < doc->nplayers; i++) {
		const struct trf_player *p = &doc->players[i];
		for (int r = 1; r <= p->nblocks; r++) {
			const struct trf_block *b = &p->blocks[r - 1];
			if (trf_block_pairs(b) && r > last_pairing)
				last_pairing = r;
			if (!trf_block_blank(b) && r > last_any)
				last_any = r;
		}
	}
	return last_pairing > last_any - 1 ? last_pairing : last_any - 1;
}

/* Steps 4-5: the next round, skipping one in which nobody is paired. */
int trf_round_to_pair(const struct trf_doc *doc)
{
	int r = trf_rounds_paired(doc) + 1;

	if (doc->nplayers == 0)
		return r;
	for (size_t i = 0; i < doc->nplayers; i++) {
		const struct trf_player *p = &doc->players[i];
		if (p->nblocks < r || trf_block_blank(&p->blocks[r - 1]))
			return r;
	}
	return r + 1;
}

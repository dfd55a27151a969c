/*
 * dutch2012_fixture.h - what the hand-worked Dutch 2012 tests ask of the
 * tournament in fx_tm (support/dutch_fixture.h): the engine's next
 * round, and the verifier's findings on a round.
 */
#ifndef TRFPAIR_T_DUTCH2012_FIXTURE_H
#define TRFPAIR_T_DUTCH2012_FIXTURE_H

/* The findings of the last d12_verify(). */
extern char d12_out[8192];

/* The 2012 verifier's findings on round r (--explain on), into
 * d12_out; their number. */
int d12_verify(int r);
/* The test fails unless d12_out holds line. */
void d12_has(const char *line);
/* The test fails unless the 2012 engine pairs the next round as
 * want[0..n-1] (start numbers, white first) with bye (0: none). */
void d12_engine_gives(int n, const int (*want)[2], int bye);

#endif

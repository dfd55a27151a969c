// api.test.mjs - every call of the package on the samples and the
// fixtures of t/fixtures/api, the same cases as the Python module's
// (python/tests/test_trfpair.py).  Expected pairings and findings are
// worked by hand (the example of trf-format.md §9, as t0005 derives
// them), not taken from the library.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FIXTURES, SAMPLES, loadPackage, read, roundPairing } from './common.mjs';

const { load, TrfpairError } = await loadPackage();
const trfpair = await load();
const EXAMPLE = read(SAMPLES, 'example.trf');

const sortedBoards = (p) => p.boards.map(([w, b]) => `${w}-${b}`).sort();

test('pair: round 3 of the example by the 2017 text (engine-cli.md §2)', async () => {
  const doc = await trfpair.pair(EXAMPLE, { system: 'dutch', edition: 2017 });
  assert.equal(doc.status, 0);
  assert.equal(doc.error, null);
  const { system, edition, round, pairing } = doc.result;
  assert.deepEqual([system, edition, round], ['dutch', 2017, 3]);
  assert.deepEqual(pairing, { boards: [[1, 2], [4, 6], [3, 5]], pab: null });
});

test('pair: text, bytes and an ArrayBuffer give the same document', async () => {
  const a = await trfpair.pair(EXAMPLE, { system: 'dutch' });
  assert.deepEqual(await trfpair.pair(EXAMPLE.toString('utf8'), { system: 'dutch' }), a);
  const ab = EXAMPLE.buffer.slice(EXAMPLE.byteOffset, EXAMPLE.byteOffset + EXAMPLE.byteLength);
  assert.deepEqual(await trfpair.pair(ab, { system: 'dutch' }), a);
});

test('pair: round 2 again gives 6-1 and 2-3, the PAB to 4 (t0005)', async () => {
  const { result } = await trfpair.pair(EXAMPLE, { system: 'dutch', edition: 2017, round: 2 });
  assert.equal(result.round, 2);
  assert.deepEqual(sortedBoards(result.pairing), ['2-3', '6-1']);
  assert.equal(result.pairing.pab, 4);
});

test('pair: no legal pairing is an error with status 1', async () => {
  await assert.rejects(trfpair.pair(read(FIXTURES, 'met.trf'), { system: 'dutch', file: 'met.trf' }),
    (e) => e instanceof TrfpairError && e.status === 1 && e.file === 'met.trf' &&
      e.line === 0 && e.diagnosticMessage.startsWith('No valid pairing exists: ') &&
      e.message === 'met.trf: ' + e.diagnosticMessage);
});

test('check: the example complies', async () => {
  const doc = await trfpair.check(EXAMPLE, { system: 'dutch', edition: 2017 });
  assert.equal(doc.status, 0);
  assert.deepEqual(doc.result.map((r) => [r.round, r.status]), [[1, 'complies'], [2, 'complies']]);
});

test('check: a wrong round names C1 (6 and 3 met) and E.1 (2 is due white)', async () => {
  const doc = await trfpair.check(read(FIXTURES, 'wrong.trf'), { system: 'dutch', edition: 2017 });
  assert.equal(doc.status, 6);
  const r2 = doc.result.find((r) => r.round === 2 && r.findings);
  assert.equal(r2.status, 'findings');
  const rule = (name) => r2.findings.find((f) => f.rule === name);
  assert.deepEqual([...rule('C1').players].sort(), [3, 6]);
  assert.deepEqual([...rule('E.1').players].sort(), [1, 2]);
  assert.deepEqual(sortedBoards(r2.pairing), ['2-3', '6-1']);
});

test('check: one round, and auto reads the start date (2017 text in force)', async () => {
  const one = await trfpair.check(read(FIXTURES, 'wrong.trf'), { system: 'dutch', edition: 2017, round: 2 });
  assert.deepEqual(one.result.map((r) => r.round), [2]);
  const auto = await trfpair.check(EXAMPLE, { system: 'dutch', edition: 'auto' });
  assert.deepEqual([...new Set(auto.result.map((r) => r.edition))], [2017]);
});

test('info: the summary of the example', async () => {
  const { result } = await trfpair.info(EXAMPLE, { system: 'dutch' });
  assert.deepEqual([result.rounds_played, result.total_rounds, result.next_round], [2, 5, 3]);
  assert.equal(result.initial_colour, 'white');
  assert.equal(result.players.length, 6);
  const p = Object.fromEntries(result.players.map((x) => [x.id, x]));
  assert.equal(p[3].points, 0);
  assert.equal(p[6].rating, 0);
  assert.equal(p[1].colours, 'wb');
});

test('checklist: the next round, and round 2 with the file\'s pairing', async () => {
  const next = await trfpair.checklist(EXAMPLE, undefined, { system: 'dutch' });
  assert.equal(next.result.round, 3);
  assert.equal(next.result.players.length, 6);
  const r2 = await trfpair.checklist(EXAMPLE, 2, { system: 'dutch' });
  assert.equal(r2.result.round, 2);
  const p1 = r2.result.players.find((p) => p.id === 1);
  assert.deepEqual([p1.current.opponent, p1.current.colour], [6, 'B']);
});

test('standings: points first; the default list is a note', async () => {
  const doc = await trfpair.standings(EXAMPLE, ['PTS', 'BH'], { system: 'dutch' });
  const ids = doc.result.standings.map((r) => r.id);
  assert.deepEqual(doc.result.tiebreaks, ['PTS', 'BH']);
  assert.deepEqual(ids.slice(0, 3).sort(), [1, 2, 6]);
  assert.deepEqual(ids.slice(3, 5).sort(), [4, 5]);
  assert.equal(ids[5], 3);
  assert.deepEqual(doc.notes, []);
  const dflt = await trfpair.standings(EXAMPLE, undefined, { system: 'dutch' });
  assert.equal(dflt.notes.length, 1);
  assert.match(dflt.notes[0], /no 212 or 202 record/);
});

test('generate: seeded, and every round it made complies', async () => {
  const config = 'PlayersNumber=12\nRoundsNumber=4\n';
  const a = (await trfpair.generate(config, 7, { system: 'dutch' })).result;
  assert.equal((await trfpair.generate(config, 7, { system: 'dutch' })).result, a);
  assert.notEqual((await trfpair.generate(config, 8, { system: 'dutch' })).result, a);
  assert.equal(a.split('\n').filter((l) => l.startsWith('001')).length, 12);
  const doc = await trfpair.check(a, { system: 'dutch' });
  assert.equal(doc.status, 0);
  assert.equal(doc.result.length, 4);
});

test('generate: a 64-bit seed as a BigInt; beyond it, status 4', async () => {
  const max = (1n << 64n) - 1n;
  const { result } = await trfpair.generate('PlayersNumber=12\nRoundsNumber=4\n', max, { system: 'lim' });
  assert.match(result, /seed=18446744073709551615 /);
  await assert.rejects(trfpair.generate('', max + 1n, { system: 'lim' }), (e) => e.status === 4);
});

test('an unreadable file: the command\'s line, column, message and status', async () => {
  // Player 4's rating, columns 49-52 of line 17, is ABCD.
  await assert.rejects(trfpair.check(read(FIXTURES, 'bad.trf'), { system: 'dutch', file: 'bad.trf' }),
    (e) => e instanceof TrfpairError && e.status === 3 && e.file === 'bad.trf' && e.line === 17 &&
      e.col === 49 && /rating/.test(e.diagnosticMessage) &&
      e.message === 'bad.trf:17:49: ' + e.diagnosticMessage && e.document.result === null);
});

test('a warning is data; with strict it is the error', async () => {
  const doc = await trfpair.info(read(FIXTURES, 'warn.trf'), { system: 'dutch', file: 'warn.trf' });
  assert.deepEqual(doc.warnings.map((w) => [w.file, w.line, w.col]), [['warn.trf', 14, 1]]);
  await assert.rejects(trfpair.info(read(FIXTURES, 'warn.trf'), { system: 'dutch', strict: true }),
    (e) => e.status === 3 && e.line === 14 && e.col === 1);
});

test('invalid requests: status 3', async () => {
  for (const o of [{}, { system: 'swiss' }, { system: 'dutch', colour: 'white' },
    { system: 'dutch', edition: 1999 }, { system: 'dutch', maxi: true }, { system: 'dutch', round: 0 }])
    await assert.rejects(trfpair.pair(EXAMPLE, o), (e) => e.status === 3, JSON.stringify(o));
  const doc = await trfpair.call('swap', EXAMPLE, { system: 'dutch' });
  assert.equal(doc.status, 3);
  assert.match(doc.error.message, /not an operation/);
  await assert.rejects(trfpair.pair(42, { system: 'dutch' }), TypeError);
});

test('a round of 1000 players: round 11 of the sample, paired again, is the file\'s', async () => {
  const trf = read(SAMPLES, 'bench-1000.trf');
  const start = Date.now();
  const { result } = await trfpair.pair(trf, { system: 'dutch', edition: 2017, round: 11 });
  const seconds = (Date.now() - start) / 1000;
  const want = roundPairing(trf, 11);
  assert.equal(want.boards.size, 500);
  assert.deepEqual(new Set(result.pairing.boards.map(([w, b]) => `${w}-${b}`)), want.boards);
  assert.equal(result.pairing.pab, want.pab);
  assert.ok(seconds < 120, `${seconds} s`);
});

test('command: the trfpair command itself, files in memory', async () => {
  const r = await trfpair.command(['--dutch', '--edition=2017', 't.trf', '-p', 'out.txt'],
    { files: { 't.trf': EXAMPLE }, read: ['/in/out.txt'] });
  assert.equal(r.status, 0);
  assert.equal(r.stderr, '');
  assert.equal(new TextDecoder().decode(r.files['/in/out.txt']), '3\n1 2\n4 6\n3 5\n');
  const bad = await trfpair.command(['--dutch', 'b.trf', '-c'], { files: { 'b.trf': read(FIXTURES, 'bad.trf') } });
  assert.equal(bad.status, 3);
  assert.match(bad.stderr, /^b\.trf:17:49: /);
});

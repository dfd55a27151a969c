// agree.test.mjs - the same input gives the same facts everywhere: the
// command (--format=json), the Python module and this package, on the
// sample files and the fixtures of t/fixtures/api.  Results are
// compared as JSON values, with the status, the reader's warnings and
// the error against what the command prints on standard error.
// TRFPAIR names the command, TRFPAIR_LIB the library for Python.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES, SAMPLES, TOP, loadPackage } from './common.mjs';

const TRFPAIR = process.env.TRFPAIR || join(TOP, 'build', 'trfpair');
const { load } = await loadPackage();
const trfpair = await load();

// Each case: an operation, its options, and the command's words for it.
function cases() {
  const out = [];
  const add = (op, file, opts, words) => out.push({ op, file, opts: { ...opts, file }, words });
  const each = (file, system, big, edition) => {
    const o = edition ? { system, edition } : { system };
    const sys = ['--' + system].concat(edition ? ['--edition=' + edition] : []);
    add('info', file, o, [...sys, file, '--info', '--format=json']);
    add('checklist', file, o, [...sys, file, '-l', '-', '--format=json']);
    add('checklist', file, { ...o, round: 2 }, [...sys, file, '-l', '-', '--round', '2', '--format=json']);
    add('standings', file, { ...o, tiebreaks: 'PTS,BH/C1,SB' },
      [...sys, file, '--standings=PTS,BH/C1,SB', '--format=json']);
    if (big === 3000)
      return;
    if (big) {
      add('pair', file, { ...o, round: 11 }, [...sys, file, '-p', '-', '--round', '11', '--format=json']);
      add('check', file, { ...o, round: 3 }, [...sys, file, '-c', '--round', '3', '--format=json']);
    } else {
      add('pair', file, o, [...sys, file, '-p', '-', '--format=json']);
      add('check', file, o, [...sys, file, '-c', '--format=json']);
      add('check', file, { ...o, explain: true, tiebreaks: 'PTS,BH' },
        [...sys, file, '-c', '--explain', '--standings=PTS,BH', '--format=json']);
    }
  };
  each(join(SAMPLES, 'example.trf'), 'dutch');
  each(join(SAMPLES, 'example.trf'), 'dubov');
  each(join(SAMPLES, 'example.trf'), 'lim');
  each(join(SAMPLES, 'example.trf'), 'dutch', 0, 2012);
  each(join(SAMPLES, 'bench-1000.trf'), 'dutch', 1000, 2017);
  each(join(SAMPLES, 'bench-2026-1000.trf'), 'dutch', 1000);
  each(join(SAMPLES, 'dubov-1000.trf'), 'dubov', 1000);
  each(join(SAMPLES, 'lim-1000.trf'), 'lim', 1000);
  each(join(SAMPLES, 'bench-3000.trf'), 'dutch', 3000, 2017);
  each(join(SAMPLES, 'bench-2026-3000.trf'), 'dutch', 3000);
  for (const f of ['wrong.trf', 'warn.trf', 'bad.trf', 'met.trf'])
    each(join(FIXTURES, f), 'dutch', 0, 2017);
  return out;
}

// What the command says: its JSON as one value (check: its lines as an
// array), its status, its warnings and its first error, as data.
function command(c) {
  const r = spawnSync(TRFPAIR, c.words, { encoding: 'utf8', maxBuffer: 1 << 28 });
  const lines = r.stdout.split('\n').filter((l) => l);
  const warnings = [], errors = [], notes = [];
  for (const l of r.stderr.split('\n').filter((x) => x)) {
    const m = /^(.*):(\d+):(\d+): (warning: )?(.*)$/.exec(l);
    if (l.startsWith('note: '))
      notes.push(l.slice(6));
    else if (m && m[4])
      warnings.push({ file: m[1], line: +m[2], col: +m[3], message: m[5] });
    else
      errors.push(l);
  }
  return {
    status: r.status, warnings, notes, error: errors[0] || null,
    result: errors.length ? null : c.op === 'check' ? lines.map((l) => JSON.parse(l)) :
      lines.length ? JSON.parse(lines[0]) : null,
  };
}

// The Python module's documents, one process for all cases.
function python(all) {
  const script = `
import json, sys
import trfpair
for line in sys.stdin:
    c = json.loads(line)
    with open(c["file"], "rb") as f:
        data = f.read()
    print(json.dumps(trfpair.call(c["op"], data, **c["opts"])), flush=True)
`;
  const r = spawnSync(process.env.PYTHON || 'python3', ['-c', script], {
    input: all.map((c) => JSON.stringify(c) + '\n').join(''), encoding: 'utf8', maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: join(TOP, 'python') },
  });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter((l) => l).map((l) => JSON.parse(l));
}

// The error as the command prints it, from the document's error object.
function diagnostic(e) {
  if (e.file === null)
    return 'trfpair: ' + e.message;
  if (e.line && e.col)
    return `${e.file}:${e.line}:${e.col}: ${e.message}`;
  return e.line ? `${e.file}:${e.line}: ${e.message}` : `${e.file}: ${e.message}`;
}

test('the command, Python and npm give the same JSON on the samples and the fixtures', async () => {
  const all = cases();
  const py = python(all);
  assert.equal(py.length, all.length);
  let compared = 0;
  for (let i = 0; i < all.length; i++) {
    const c = all[i], what = `${c.op} ${JSON.stringify(c.opts)}`;
    const js = await trfpair.call(c.op, readFileSync(c.file), c.opts);
    const cmd = command(c);
    assert.deepEqual(py[i], js, `Python and npm differ: ${what}`);
    assert.equal(js.status, cmd.status, `status: ${what}`);
    assert.deepEqual(js.result, cmd.result, `result: ${what}`);
    assert.deepEqual(js.warnings, cmd.warnings, `warnings: ${what}`);
    assert.deepEqual(js.notes, cmd.notes, `notes: ${what}`);
    assert.equal(js.error && diagnostic(js.error), cmd.error, `error: ${what}`);
    compared++;
  }
  console.log(`agree: ${compared} cases, the command, Python and npm the same`);
  assert.ok(compared >= 80, `${compared} cases`);
});

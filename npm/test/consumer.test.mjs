// consumer.test.mjs - the packed tarball as a user gets it: installed
// offline into an empty project, imported by its name, with its types,
// README and nothing else it does not need.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES, SAMPLES, TARBALL } from './common.mjs';

test('npm install ./trfpair-X.tgz into an empty project, then import it', () => {
  assert.ok(TARBALL && existsSync(TARBALL), 'TRFPAIR_NPM_TGZ names the packed tarball');
  const dir = mkdtempSync(join(tmpdir(), 'trfpair-consumer-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{"name":"consumer","private":true,"type":"module"}\n');
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', TARBALL],
      { cwd: dir, stdio: 'inherit' });
    const pkg = join(dir, 'node_modules', 'trfpair');
    const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
    assert.deepEqual(manifest.dependencies, undefined);
    assert.ok(existsSync(join(pkg, manifest.types)), 'the declaration file is installed');
    assert.deepEqual(readdirSync(pkg).sort(), ['README.md', 'engine.mjs', 'index.d.ts', 'index.mjs',
      'package.json', 'worker.mjs'].concat(existsSync(join(pkg, 'LICENSE')) ? ['LICENSE'] : []).sort());
    // The README's example, as a user writes it.
    writeFileSync(join(dir, 'app.mjs'), `
import { load } from 'trfpair';
import { readFileSync } from 'node:fs';
const trfpair = await load();
const report = await trfpair.check(readFileSync(process.argv[2]), { system: 'dutch', edition: 2017 });
for (const round of report.result)
  console.log(round.round, round.status, (round.findings || []).map((f) => f.rule).join(' '));
`);
    const out = execFileSync('node', ['app.mjs', join(FIXTURES, 'wrong.trf')], { cwd: dir, encoding: 'utf8' });
    assert.equal(out, '1 complies \n2 findings C1 E.1 pairing\n');
    // And from CommonJS, by dynamic import.
    writeFileSync(join(dir, 'app.cjs'), `
import('trfpair').then(async ({ load }) => {
  const t = await load();
  const d = await t.pair(require('node:fs').readFileSync(process.argv[2]), { system: 'dutch', edition: 2017 });
  console.log(JSON.stringify(d.result.pairing));
});
`);
    const cjs = execFileSync('node', ['app.cjs', join(SAMPLES, 'example.trf')], { cwd: dir, encoding: 'utf8' });
    assert.equal(cjs, '{"boards":[[1,2],[4,6],[3,5]],"pab":null}\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

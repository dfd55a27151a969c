// browser.test.mjs - the package in a browser as a plain
// <script type="module"> over HTTP: load() starts worker.mjs and the
// answers are those Node gets.  The page runs in headless Chromium
// (CHROMIUM, default chromium) and posts what it got back to the
// server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { FIXTURES, PACKAGE, SAMPLES, loadPackage } from './common.mjs';

const PAGE = `<!doctype html><meta charset="utf-8"><title>trfpair</title>
<script type="module">
import { load } from './pkg/index.mjs';
const out = { set textContent(s) { fetch('/result', { method: 'POST', body: s }); } };
try {
  const t = await load();
  const text = async (u) => (await fetch(u)).text();
  const pair = await t.pair(await text('example.trf'), { system: 'dutch', edition: 2017 });
  const check = await t.check(await text('wrong.trf'), { system: 'dutch', edition: 2017 });
  let error = null;
  try { await t.check(await text('bad.trf'), { system: 'dutch', file: 'bad.trf' }); } catch (e) { error = [e.name, e.status, e.line, e.col]; }
  out.textContent = JSON.stringify({ worker: typeof Worker, pair, check, error });
} catch (e) {
  out.textContent = 'failed: ' + e;
}
</script>`;

const TYPES = { '.mjs': 'text/javascript', '.html': 'text/html', '.trf': 'text/plain' };

// The page's files and the package's; resolves posted with what the
// page posts to /result.
function serve() {
  const files = {
    '/index.html': Buffer.from(PAGE), '/example.trf': readFileSync(join(SAMPLES, 'example.trf')),
    '/wrong.trf': readFileSync(join(FIXTURES, 'wrong.trf')), '/bad.trf': readFileSync(join(FIXTURES, 'bad.trf')),
  };
  let done;
  const posted = new Promise((resolve) => { done = resolve; });
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (req.method === 'POST' && path === '/result') {
      const parts = [];
      req.on('data', (c) => parts.push(c));
      req.on('end', () => { res.end(); done(Buffer.concat(parts).toString('utf8')); });
      return;
    }
    let body = files[path];
    if (!body && path.startsWith('/pkg/')) {
      try { body = readFileSync(join(PACKAGE, normalize(path.slice(5)).replace(/^(\.\.[/\\])+/, ''))); } catch { /* 404 */ }
    }
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.slice(path.lastIndexOf('.'))] || 'application/octet-stream' });
    res.end(body);
  });
  return { server, posted };
}

test('a plain <script type="module"> in Chromium: the worker answers what Node gets', async () => {
  const { server, posted } = serve();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const browser = spawn(process.env.CHROMIUM || 'chromium', ['--headless', '--no-sandbox', '--disable-gpu',
    '--no-first-run', '--remote-debugging-port=0', url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  browser.stderr.on('data', (c) => { log += c; });
  const exited = new Promise((resolve) => browser.on('exit', resolve));
  let text;
  try {
    text = await Promise.race([posted, exited.then((c) => `chromium exited (${c})`),
      new Promise((resolve) => setTimeout(resolve, 180000, 'no answer in 180 s'))]);
  } finally {
    browser.kill();
    server.close();
  }
  assert.ok(text.startsWith('{'), `${text}\n${log.slice(-2000)}`);
  const got = JSON.parse(text);
  const { load } = await loadPackage();
  const t = await load();
  assert.equal(got.worker, 'function');
  assert.deepEqual(got.pair, await t.pair(readFileSync(join(SAMPLES, 'example.trf')), { system: 'dutch', edition: 2017 }));
  assert.deepEqual(got.check, await t.check(readFileSync(join(FIXTURES, 'wrong.trf')), { system: 'dutch', edition: 2017 }));
  assert.deepEqual(got.error, ['TrfpairError', 3, 17, 49]);
});

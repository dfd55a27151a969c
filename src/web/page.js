/*
 * page.js - the checker page (issue 27): reads the chosen TRF, has the
 * worker run the trfpair command on it, and shows what the command
 * says.  Every verdict, finding, message and file here is the
 * command's own output (its JSON report for -c, its CSV check-list for
 * -l, its output file for -p); the page only lays it out.
 *
 * document.body's data-state says where the page is (empty, loading,
 * checking, done, error), and each action's section has its own
 * data-state (idle, busy, done, error), so that a test can wait for it
 * (t/web/check-web.py).
 */
'use strict';

const $ = function (id) { return document.getElementById(id); };

/* ---- The worker ---- */

let worker = null, nextId = 1;
const pending = new Map();

function startWorker() {
	const src = $('engine').textContent + '\n' + $('worker').textContent;
	const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
	worker = new Worker(url);
	worker.onmessage = function (ev) {
		const p = pending.get(ev.data.id);
		pending.delete(ev.data.id);
		if (p)
			p(ev.data);
	};
	worker.onerror = function (ev) {
		const msg = 'trfpair: the page could not run its engine: ' + (ev.message || 'worker error') + '\n';
		for (const [id, p] of pending)
			p({ id: id, status: 2, stdout: new Uint8Array(0), stderr: msg, files: {}, ms: 0 });
		pending.clear();
	};
}

function post(msg, transfer) {
	return new Promise(function (resolve) {
		msg.id = nextId++;
		pending.set(msg.id, resolve);
		worker.postMessage(msg, transfer || []);
	});
}

const utf8 = new TextDecoder('utf-8');

/* `trfpair ARGS...` on the loaded file: {status, out, stdout, err, files}. */
async function trfpair(args, files, quiet) {
	const run = T.run;
	const r = await post({ type: 'run', args: args, files: files || [] });
	r.out = utf8.decode(r.stdout || new Uint8Array(0));
	/* Not the warnings of a file replaced in the meantime. */
	if (!quiet && run === T.run)
		noteWarnings(r.stderr);
	return r;
}

/* ---- Small helpers ---- */

function el(tag, attrs, children) {
	const e = document.createElement(tag);
	for (const k in attrs || {}) {
		if (k === 'text')
			e.textContent = attrs[k];
		else if (k.startsWith('data-') || k === 'class' || k === 'scope' || k === 'title')
			e.setAttribute(k, attrs[k]);
		else
			e[k] = attrs[k];
	}
	for (const c of children || [])
		e.append(c);
	return e;
}

function show(id, on) { $(id).hidden = !on; }

function setProgress(text, done, total) {
	$('progress').textContent = text;
	const bar = $('bar');
	bar.hidden = total === undefined;
	if (total !== undefined) {
		bar.max = Math.max(total, 1);
		bar.value = done;
	}
}

/* RFC 4180 CSV, as the command writes it (-l --format=csv). */
function parseCSV(text) {
	const rows = [];
	let row = [], cell = '', i = 0, quoted = false;
	while (i < text.length) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') { cell += '"'; i += 2; continue; }
			if (c === '"') { quoted = false; i++; continue; }
			cell += c; i++; continue;
		}
		if (c === '"') { quoted = true; i++; continue; }
		if (c === ',') { row.push(cell); cell = ''; i++; continue; }
		if (c === '\r') { i++; continue; }
		if (c === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; continue; }
		cell += c; i++;
	}
	if (cell !== '' || row.length)
		{ row.push(cell); rows.push(row); }
	return rows;
}

function table(head, rows, caption) {
	const t = el('table', {}, caption ? [el('caption', { text: caption })] : []);
	t.append(el('thead', {}, [el('tr', {}, head.map(function (h) { return el('th', { scope: 'col', text: h }); }))]));
	const body = el('tbody');
	for (const r of rows)
		body.append(el('tr', {}, r.map(function (c) { return el('td', { text: c }); })));
	t.append(body);
	return t;
}

/* ---- The tournament ---- */

const T = {
	name: null, bytes: null,	/* the file as chosen */
	names: new Map(),		/* start number -> name (001 lines, for the findings) */
	system: null, played: 0, next: 0, total: 0, edition: '',
	warnings: new Set(), run: 0,
};

/* A 192 line's system (TRF-2026: FIDE_DUTCH..., FIDE_DUBOV..., FIDE_LIM...). */
function systemOf192(text) {
	const m = /^192 +(\S+)/m.exec(text);
	if (!m)
		return null;
	const code = m[1].toUpperCase();
	for (const s of ['DUTCH', 'DUBOV', 'LIM'])
		if (code === 'FIDE_' + s || code.startsWith('FIDE_' + s + '_'))
			return s.toLowerCase();
	return null;
}

/* The players' names, for showing the findings in words: columns 5-8
 * (start number) and 15-47 (name) of the 001 lines (trf(5)). */
function readNames(text) {
	const names = new Map();
	for (const line of text.split(/\r\n|\r|\n/)) {
		if (!line.startsWith('001'))
			continue;
		const id = parseInt(line.substring(4, 8), 10);
		const name = line.substring(14, 47).trim();
		if (id > 0 && name)
			names.set(id, name);
	}
	return names;
}

function decodeTRF(bytes) {
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch (e) {
		return new TextDecoder('windows-1252').decode(bytes);
	}
}

function who(id) {
	const n = T.names.get(id);
	return n ? id + ' ' + n : String(id);
}

function baseArgs() {
	const ed = $('edition').value;
	return ['--' + T.system, T.name, '--edition=' + ed];
}

/* The reader's warnings (FILE:LINE:COL: warning: ...) and any other
 * line on standard error, shown verbatim, each once. */
function noteWarnings(stderr) {
	for (const line of (stderr || '').split('\n')) {
		if (!line || T.warnings.has(line))
			continue;
		T.warnings.add(line);
		$('warnings').append(el('li', { text: line }));
		show('warnings-box', true);
	}
}

function resetResults() {
	T.warnings.clear();
	for (const id of ['warnings', 'facts', 'info', 'round-list', 'cl-table', 'pair-table', 'pair-file', 'verdict', 'cl-note', 'pair-note', 'error-text'])
		$(id).textContent = '';
	for (const id of ['error', 'summary', 'rounds', 'checklist', 'pair', 'warnings-box', 'pair-download', 'pair-file-box'])
		show(id, false);
	$('checklist').dataset.state = 'idle';
	$('pair').dataset.state = 'idle';
}

async function chooseFile(file) {
	const bytes = new Uint8Array(await file.arrayBuffer());
	/* The name the messages give: the file's own, without a directory
	 * or a line end (the worker passes words one per line). */
	T.name = (file.name || 'input.trf').replace(/[\/\n\r]/g, '_');
	if (T.name === '-' || T.name.startsWith('.'))
		T.name = 'input.trf';
	T.bytes = bytes;
	await checkFile();
}

async function checkFile() {
	const run = ++T.run;
	const stale = function () { return run !== T.run; };
	resetResults();
	document.body.dataset.state = 'loading';
	$('recheck').disabled = false;
	const text = decodeTRF(T.bytes);
	T.names = readNames(text);
	const asked = $('system').value;
	const from192 = systemOf192(text);
	const edSystem = $('edition').selectedOptions[0].dataset.system;
	T.system = asked !== 'auto' ? asked : edSystem || from192 || 'dutch';
	setProgress('Reading ' + T.name + '...');
	const t0 = performance.now();
	await post({ type: 'file', name: T.name, bytes: T.bytes.slice().buffer });
	const info = await trfpair(baseArgs().concat(['--info']));
	if (stale())
		return;
	if (info.status !== 0) {
		$('error-text').textContent = info.stderr || ('trfpair exited with status ' + info.status);
		show('error', true);
		setProgress('The file was not checked (exit status ' + info.status + ').');
		document.body.dataset.state = 'error';
		return;
	}
	showSummary(info.out, asked !== 'auto' ? 'chosen' : edSystem ? 'by the edition chosen' :
		    from192 ? 'from the file\'s 192 line' : 'no 192 line: Dutch');
	await checkRounds(stale);
	if (stale())
		return;
	const secs = ((performance.now() - t0) / 1000).toFixed(1);
	setProgress('Checked ' + T.played + ' round' + (T.played === 1 ? '' : 's') + ' in ' + secs + ' s.');
	document.body.dataset.checkMs = String(Math.round(performance.now() - t0));
	document.body.dataset.state = 'done';
}

/* --info: "key:   value" lines, a blank line, the players' table. */
function showSummary(out, systemHow) {
	const facts = $('facts');
	const kv = {};
	for (const line of out.split('\n')) {
		const m = /^([a-z][a-z ]*):\s+(.*)$/.exec(line);
		if (m)
			kv[m[1]] = m[2];
		else if (line === '')
			break;
	}
	T.played = parseInt(kv['rounds played'], 10) || 0;
	T.next = parseInt(kv['next round'], 10) || T.played + 1;
	T.total = parseInt(kv['total rounds'], 10) || 0;
	T.edition = kv['edition'] || '';
	const rows = [['file', T.name], ['system', T.system + ' (' + systemHow + ')']];
	for (const k in kv)
		if (k !== 'file')
			rows.push([k, kv[k]]);
	for (const [k, v] of rows)
		facts.append(el('dt', { text: k }), el('dd', { text: v, 'data-fact': k }));
	$('info').textContent = out;
	show('summary', true);
	/* The check-list: each round played (with its recorded pairing), or
	 * the next one. */
	const sel = $('cl-round');
	sel.textContent = '';
	const last = T.total > 0 && T.next > T.total ? T.played : T.next;	/* none after the last */
	for (let r = 1; r <= last; r++)
		sel.append(el('option', { value: String(r), text: r <= T.played ? 'round ' + r : 'round ' + r + ' (next, before pairing)' }));
	sel.value = String(last);
	show('checklist', true);
	$('pair-round').textContent = String(T.next);
	$('pair-go').disabled = T.total > 0 && T.next > T.total;
	$('pair-note').textContent = $('pair-go').disabled ? 'All ' + T.total + ' rounds are paired.' : '';
	show('pair', true);
}

/* -c: one round at a time, so that the page can say how far it is. */
async function checkRounds(stale) {
	document.body.dataset.state = 'checking';
	show('rounds', true);
	const list = $('round-list');
	let bad = 0;
	for (let r = 1; r <= T.played; r++) {
		setProgress('Checking round ' + r + ' of ' + T.played + '...', r - 1, T.played);
		const res = await trfpair(baseArgs().concat(['-c', String(r), '--format=json']));
		if (stale())
			return;
		const li = roundItem(r, res);
		if (li.dataset.status !== 'complies')
			bad++;
		list.append(li);
	}
	setProgress('', T.played, T.played);
	$('verdict').textContent = T.played === 0 ? 'No round has been played yet.' :
		bad === 0 ? 'Every round complies with the rules (' + T.edition + ').' :
		bad + ' of ' + T.played + ' rounds do not comply (' + T.edition + ').';
	$('verdict').dataset.bad = String(bad);
}

const STATUS_WORDS = {
	complies: 'complies',
	findings: 'does not comply',
	disagreement: 'internal disagreement (please report)',
	not_judged: 'not judged',
};

/* One round: its verdict, its findings in words, its explanation a
 * click away.  The -c JSON report (trfpair(1), JSON report). */
function roundItem(r, res) {
	let obj = null;
	try {
		const line = res.out.split('\n').find(function (l) { return l.startsWith('{'); });
		obj = line ? JSON.parse(line) : null;
	} catch (e) {
		obj = null;
	}
	const status = obj ? obj.status : 'error';
	const li = el('li', { 'data-round': String(r), 'data-status': status, class: 'round ' + status });
	const mark = status === 'complies' ? '\u2713' : '\u2717';
	li.append(el('h3', {}, [el('span', { class: 'mark', text: mark + ' ' }),
		'Round ' + r + ': ', el('strong', { text: STATUS_WORDS[status] || 'not checked' })]));
	if (!obj) {
		li.append(el('pre', { class: 'message', text: res.stderr || res.out || ('exit status ' + res.status) }));
		return li;
	}
	if (obj.message)
		li.append(el('p', { class: 'message', text: obj.message }));
	if (obj.findings.length) {
		const ul = el('ul', { class: 'findings' });
		for (const f of obj.findings)
			ul.append(findingItem(f));
		li.append(ul);
	}
	if (obj.pairing && status !== 'complies')
		li.append(el('p', { class: 'rules-give', text: 'The rules give: ' + boardsInWords(obj.pairing) }));
	if (obj.no_pairing)
		li.append(el('p', { class: 'message', text: 'No legal pairing: ' + obj.no_pairing }));
	const btn = el('button', { type: 'button', class: 'explain', text: 'Explain bracket by bracket' });
	const pre = el('pre', { class: 'explanation', hidden: true });
	btn.addEventListener('click', function () { explain(r, btn, pre); });
	li.append(btn, pre);
	return li;
}

function findingItem(f) {
	const li = el('li', { class: 'finding', 'data-rule': f.rule || '', 'data-players': (f.players || []).join(' '),
			      'data-values': f.submitted === null || f.submitted === undefined ? '' : f.submitted + ' / ' + f.best });
	li.append(el('strong', { class: 'rule', text: f.rule }), ': ', el('span', { class: 'text', text: f.text }));
	const extra = [];
	if (f.bracket)
		extra.push('bracket ' + f.bracket);
	if (f.submitted !== null && f.submitted !== undefined)
		extra.push('submitted ' + f.submitted + ', best possible ' + f.best);
	if (extra.length)
		li.append(el('div', { class: 'values', text: extra.join('; ') }));
	if (f.players && f.players.length)
		li.append(el('div', { class: 'players', text: 'Players: ' + f.players.map(who).join('; ') }));
	return li;
}

function boardsInWords(p) {
	const b = p.boards.map(function (x) { return x[0] + '-' + x[1]; });
	if (p.pab)
		b.push('bye ' + p.pab);
	return b.join(', ');
}

async function explain(r, btn, pre) {
	if (!pre.hidden) {
		pre.hidden = true;
		return;
	}
	if (!pre.textContent) {
		btn.disabled = true;
		btn.dataset.state = 'busy';
		const res = await trfpair(baseArgs().concat(['-c', String(r), '--explain', '--names']));
		pre.textContent = res.out + (res.status === 0 || res.status === 6 ? '' : res.stderr);
		btn.disabled = false;
		btn.dataset.state = 'done';
	}
	pre.hidden = false;
}

/* ---- Check-list ---- */

/* The check-list of round r as {head, rows, note}: -l, written by the
 * command as CSV into a file the worker reads back.  A JSON check-list
 * (-l --format=json), when the command has one, would take this
 * function's place and nothing else. */
async function checklistOf(r) {
	const path = '/run/checklist.csv';
	const args = baseArgs().concat(r <= T.played ? ['-c', String(r)] : []).concat(['--format=csv', '-l', path]);
	const res = await trfpair(args, [path]);
	const bytes = res.files[path];
	if (!bytes)
		return { error: res.stderr || 'no check-list (exit status ' + res.status + ')' };
	const rows = parseCSV(utf8.decode(bytes));
	return { head: rows[0] || [], rows: rows.slice(1) };
}

async function showChecklist() {
	const sec = $('checklist');
	const r = parseInt($('cl-round').value, 10);
	sec.dataset.state = 'busy';
	$('cl-note').textContent = 'Making the check-list of round ' + r + '...';
	$('cl-table').textContent = '';
	const cl = await checklistOf(r);
	if (cl.error) {
		$('cl-note').textContent = cl.error;
		sec.dataset.state = 'error';
		return;
	}
	$('cl-note').textContent = r <= T.played ?
		'Before round ' + r + ', with the pairing the file records for it.' :
		'Before round ' + r + ', as the tournament stands.';
	$('cl-table').append(table(cl.head, cl.rows, 'Check-list, round ' + r));
	sec.dataset.state = 'done';
	sec.dataset.round = String(r);
}

/* ---- Pairing ---- */

let pairURL = null;

async function pairNext() {
	const sec = $('pair');
	sec.dataset.state = 'busy';
	$('pair-go').disabled = true;
	$('pair-note').textContent = 'Pairing round ' + T.next + '...';
	$('pair-table').textContent = '';
	const res = await trfpair(baseArgs().concat(['-p']));
	$('pair-go').disabled = false;
	if (res.status !== 0) {
		$('pair-note').textContent = res.stderr || ('exit status ' + res.status);
		sec.dataset.state = 'error';
		return;
	}
	/* The output file (trfpair(1), PAIRING OUTPUT): a count, then
	 * "white black" per board, "id 0" for the bye. */
	const lines = res.out.split('\n').filter(function (l) { return l !== ''; }).slice(1);
	const rows = [];
	let board = 0;
	for (const l of lines) {
		const [w, b] = l.split(' ').map(Number);
		rows.push(b === 0 ? ['bye', who(w), '(pairing-allocated bye)'] : [String(++board), who(w), who(b)]);
	}
	$('pair-note').textContent = 'Round ' + T.next + ' by ' + T.edition + ': ' + board + ' boards' +
		(rows.length > board ? ' and a bye.' : '.');
	$('pair-table').append(table(['Board', 'White', 'Black'], rows, 'Pairing, round ' + T.next));
	if (pairURL)
		URL.revokeObjectURL(pairURL);
	pairURL = URL.createObjectURL(new Blob([res.stdout], { type: 'text/plain' }));
	const a = $('pair-link');
	a.href = pairURL;
	a.download = T.name.replace(/\.[^.]*$/, '') + '-round' + T.next + '.txt';
	$('pair-file').textContent = res.out;
	show('pair-download', true);
	show('pair-file-box', true);
	sec.dataset.state = 'done';
}

/* ---- Editions: the command's own list (its message for an unknown one) ---- */

async function loadEditions() {
	const label = { dutch: 'Dutch', dubov: 'Dubov', lim: 'Lim' };
	for (const sys of ['dutch', 'dubov', 'lim']) {
		const r = await trfpair(['--' + sys, '--edition=0', '--info', 'none.trf'], [], true);
		const m = /editions: ([0-9, ]+)/.exec(r.stderr);
		const years = m ? m[1].split(/, */).filter(function (y) { return y; }) : [];
		if (years.length)
			$('edition').append(el('optgroup', { label: label[sys] }, years.map(function (y) {
				return el('option', { value: y, text: label[sys] + ', ' + y + ' text', 'data-system': sys });
			})));
	}
}

/* ---- Wiring ---- */

async function main() {
	$('file').addEventListener('change', function () {
		if (this.files.length)
			chooseFile(this.files[0]);
	});
	const drop = $('drop');
	drop.addEventListener('dragover', function (e) { e.preventDefault(); drop.classList.add('over'); });
	drop.addEventListener('dragleave', function () { drop.classList.remove('over'); });
	drop.addEventListener('drop', function (e) {
		e.preventDefault();
		drop.classList.remove('over');
		if (e.dataTransfer.files.length)
			chooseFile(e.dataTransfer.files[0]);
	});
	$('recheck').addEventListener('click', function () { if (T.bytes) checkFile(); });
	for (const id of ['system', 'edition'])
		$(id).addEventListener('change', function () { if (T.bytes) checkFile(); });
	$('cl-show').addEventListener('click', showChecklist);
	$('pair-go').addEventListener('click', pairNext);
	startWorker();
	const t0 = performance.now();
	const v = await trfpair(['--version'], [], true);
	$('engine-state').textContent = v.status === 0 ? 'Engine ready: ' + v.out.trim() + '.' :
		'The engine did not start: ' + v.stderr;
	document.body.dataset.engineMs = String(Math.round(performance.now() - t0));
	if (v.status === 0)
		await loadEditions();
	document.body.dataset.engine = v.status === 0 ? 'ready' : 'failed';
}

main();

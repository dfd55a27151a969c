/*
 * page.js - the checker page (issues 27, 32): reads the chosen TRF, has
 * the worker run the trfpair command on it, and shows what the command
 * says.  Every verdict, finding, message and file here is the
 * command's own output (its JSON report for -c, its JSON check-list for
 * -l, its output file for -p, the library's systems table for the
 * lists of systems and editions); the page only lays it out.
 *
 * document.body's data-state says where the page is (empty, loading,
 * checking, done, error, cancelled, changed), and each action's section
 * has its own data-state (idle, busy, done, error, cancelled), so that
 * a test can wait for it (t/web/check-web.py).
 */
'use strict';

const $ = function (id) { return document.getElementById(id); };

/* ---- The worker ---- */

/*
 * The npm package's engine and worker (npm/, make npm), with the page's
 * addition (src/web/worker.js), as one worker made from their text (a
 * classic one: src/web/build-page.awk), so that it works from file://
 * as from any static host.  Its
 * messages are the package's: {type: "command", args, files, read}
 * answers {status, stdout, stderr, files}, or {failure} when the
 * engine traps (the package's worker then starts a new instance).
 */
let worker = null, nextId = 1;
const pending = new Map();

/* A fresh worker: at the start, and after Cancel has ended the last. */
function startWorker() {
	const src = $('engine').textContent + '\n' + $('package-worker').textContent + '\n' + $('worker').textContent;
	const url = URL.createObjectURL(new Blob([src], { type: 'text/javascript' }));
	worker = new Worker(url);
	URL.revokeObjectURL(url);
	worker.onmessage = function (ev) {
		const m = ev.data;
		const p = pending.get(m.id);
		pending.delete(m.id);
		if (m.failure)
			Object.assign(m, { status: 2, stdout: new Uint8Array(0), stderr: m.failure + '\n', files: {} });
		if (p)
			p(m);
	};
	worker.onerror = function (ev) {
		const msg = 'trfpair: the page could not run its engine: ' + (ev.message || 'worker error') + '\n';
		for (const [id, p] of pending)
			p({ id: id, status: 2, stdout: new Uint8Array(0), stderr: msg, files: {} });
		pending.clear();
	};
}

function post(msg) {
	return new Promise(function (resolve) {
		msg.id = nextId++;
		pending.set(msg.id, resolve);
		worker.postMessage(msg);
	});
}

/* Cancel: a WebAssembly run cannot be interrupted, so the worker is
 * ended and a new one started; what waited on it gets {cancelled}. */
function cancelWork() {
	worker.terminate();
	for (const [id, p] of pending)
		p({ id: id, cancelled: true, status: 2, stdout: new Uint8Array(0), stderr: '', files: {} });
	pending.clear();
	startWorker();
}

const utf8 = new TextDecoder('utf-8');

/* `trfpair ARGS...` on the loaded file (the only file of the engine's
 * working folder): {status, out, stdout, stderr, files}; read names
 * the files the run writes that are wanted back. */
async function trfpair(args, read, quiet) {
	const run = T.run;
	const files = {};
	if (T.bytes)
		files[T.name] = T.bytes;
	const r = await post({ type: 'command', args: args, files: files, read: read || [] });
	r.out = utf8.decode(r.stdout || new Uint8Array(0));
	/* Not the warnings of a file replaced in the meantime. */
	if (!quiet && !r.cancelled && run === T.run)
		noteWarnings(r.stderr);
	return r;
}

/* ---- Small helpers ---- */

function el(tag, attrs, children) {
	const e = document.createElement(tag);
	for (const k in attrs || {}) {
		if (k === 'text')
			e.textContent = attrs[k];
		else if (k.startsWith('data-') || k === 'class' || k === 'scope' || k === 'title' || k.startsWith('aria-'))
			e.setAttribute(k, attrs[k]);
		else
			e[k] = attrs[k];
	}
	for (const c of children || [])
		e.append(c);
	return e;
}

function show(id, on) { $(id).hidden = !on; }

function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

function setProgress(text, done, total) {
	$('progress').textContent = text;
	const bar = $('bar');
	bar.hidden = total === undefined;
	if (total !== undefined) {
		bar.max = Math.max(total, 1);
		bar.value = done;
	}
}

/* The Cancel button shows while some work runs. */
let busy = 0;
function working(on) {
	busy = Math.max(0, busy + (on ? 1 : -1));
	show('cancel', busy > 0);
}

function table(head, rows, caption) {
	const t = el('table', {}, caption ? [el('caption', { text: caption })] : []);
	t.append(el('thead', {}, [el('tr', {}, head.map(function (h) { return el('th', { scope: 'col', text: h }); }))]));
	const body = el('tbody');
	for (const r of rows)
		body.append(el('tr', {}, r.map(function (c) { return c instanceof Node ? el('td', {}, [c]) : el('td', { text: c }); })));
	t.append(body);
	return t;
}

/* A download of bytes or text under a name, through a link the user
 * clicks (the link keeps its href, which a test reads back). */
function offer(a, data, name, type) {
	if (a.href && a.href.startsWith('blob:'))
		URL.revokeObjectURL(a.href);
	a.href = URL.createObjectURL(new Blob([data], { type: type }));
	a.download = name;
}

/* ---- The tournament ---- */

const T = {
	name: null, bytes: null,	/* the file as last read */
	file: null, handle: null,	/* where it comes from: a File, or a dropped file's handle */
	readAt: null,			/* when it was read */
	names: new Map(),		/* start number -> name (001 lines, for the findings) */
	system: null, played: 0, next: 0, total: 0, edition: '',
	warnings: new Set(), run: 0,
	json: [], complete: false,	/* the -c JSON line of each round; all rounds checked */
	text: null,			/* what -c prints, once asked for */
};

/* The library's systems and editions (src/web/entry.c). */
let SYSTEMS = [];

/* A 192 line's system (TRF-2026: FIDE_DUTCH..., FIDE_DUBOV..., FIDE_LIM...). */
function systemOf192(text) {
	const m = /^192 +(\S+)/m.exec(text);
	if (!m)
		return null;
	const code = m[1].toUpperCase();
	for (const s of SYSTEMS)
		if (code === 'FIDE_' + s.system.toUpperCase() || code.startsWith('FIDE_' + s.system.toUpperCase() + '_'))
			return s.system;
	return null;
}

/*
 * The file's lines as the reader reads them (lib/trf/read.c): a UTF-8
 * byte order mark skipped; UTF-8 when the file is well-formed UTF-8 or
 * holds a multibyte sequence, each byte that begins no sequence then
 * one character (shown U+FFFD); Latin-1 otherwise, one byte a
 * character; lines ended by LF, CRLF or CR.  Each line is an array of
 * characters, so that column N (the reader's, counted in characters)
 * is element N-1.
 */
function readerLines(bytes) {
	let s = bytes;
	if (s.length >= 3 && s[0] === 0xef && s[1] === 0xbb && s[2] === 0xbf)
		s = s.subarray(3);
	const seq = function (i) {	/* read.c utf8_seq() */
		const c = s[i];
		let len;
		if (c < 0x80)
			return 1;
		else if ((c & 0xe0) === 0xc0 && c >= 0xc2)
			len = 2;
		else if ((c & 0xf0) === 0xe0)
			len = 3;
		else if ((c & 0xf8) === 0xf0 && c <= 0xf4)
			len = 4;
		else
			return 0;
		if (i + len > s.length)
			return 0;
		for (let k = 1; k < len; k++)
			if ((s[i + k] & 0xc0) !== 0x80)
				return 0;
		return len;
	};
	let multibyte = false, invalid = false;
	for (let i = 0, len; i < s.length; i += len) {
		len = seq(i);
		if (!len) {
			invalid = true;
			len = 1;
		} else if (len > 1) {
			multibyte = true;
		}
	}
	const asUtf8 = !invalid || multibyte;
	const lines = [];
	let line = [];
	for (let i = 0; i < s.length;) {
		const c = s[i];
		if (c === 0x0a || c === 0x0d) {
			lines.push(line);
			line = [];
			i += c === 0x0d && s[i + 1] === 0x0a ? 2 : 1;
			continue;
		}
		if (!asUtf8 || c < 0x80) {
			line.push(String.fromCharCode(c));
			i++;
			continue;
		}
		const len = seq(i);
		if (!len) {
			line.push('\ufffd');
			i++;
			continue;
		}
		let cp = c & (len === 2 ? 0x1f : len === 3 ? 0x0f : 0x07);
		for (let k = 1; k < len; k++)
			cp = cp << 6 | (s[i + k] & 0x3f);
		line.push(cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? '\ufffd' : String.fromCodePoint(cp));
		i += len;
	}
	if (line.length)
		lines.push(line);
	return { utf8: asUtf8, lines: lines };
}

/* Line `line` of the file with column `col` marked: a <pre>'s children
 * (nothing when the file has no such line). */
function markedLine(line, col) {
	const L = readerLines(T.bytes).lines[line - 1];
	if (!L)
		return null;
	const i = Math.max(col, 1) - 1;
	const at = i < L.length ? L[i] : ' ';
	return [el('span', { class: 'lineno', text: line + ' ' }), L.slice(0, i).join(''),
		el('mark', { text: at, title: 'column ' + col }), L.slice(i + 1).join('')];
}

/* FILE:LINE:COL: MESSAGE of the loaded file, or null. */
function located(msg) {
	if (!msg.startsWith(T.name + ':'))
		return null;
	const m = /^(\d+):(\d+): (.*)$/s.exec(msg.substring(T.name.length + 1));
	return m && +m[1] > 0 ? { line: +m[1], col: +m[2], text: m[3] } : null;
}

/* The players' names, for showing the findings in words: columns 5-8
 * (start number) and 15-47 (name) of the 001 lines (trf(5)). */
function readNames(lines) {
	const names = new Map();
	for (const L of lines) {
		const line = L.join('');
		if (!line.startsWith('001'))
			continue;
		const id = parseInt(line.substring(4, 8), 10);
		const name = line.substring(14, 47).trim();
		if (id > 0 && name)
			names.set(id, name);
	}
	return names;
}

function who(id) {
	const n = T.names.get(id);
	return n ? id + ' ' + n : String(id);
}

function baseArgs() {
	return ['--' + T.system, T.name, '--edition=' + $('edition').value];
}

/* The reader's warnings (FILE:LINE:COL: warning: ...) and any other
 * line on standard error, shown verbatim, each once; each can be
 * opened to show the line of the file it is about, the column marked. */
function noteWarnings(stderr) {
	for (const line of (stderr || '').split('\n')) {
		if (!line || T.warnings.has(line))
			continue;
		T.warnings.add(line);
		const at = located(line);
		const src = at && markedLine(at.line, at.col);
		let item;
		if (src) {
			item = el('details', { class: 'warning' }, [el('summary', { text: line }),
				el('pre', { class: 'source' }, src)]);
		} else {
			item = el('span', { class: 'warning', text: line });
		}
		$('warnings').append(el('li', {}, [item]));
		show('warnings-box', true);
	}
	$('warnings-all').hidden = !$('warnings').querySelector('details');
}

function resetResults() {
	T.warnings.clear();
	T.played = 0;
	T.json = [];
	T.complete = false;
	T.text = null;
	for (const id of ['warnings', 'facts', 'info', 'round-list', 'cl-table', 'pair-table', 'pair-file', 'verdict',
			  'cl-note', 'pair-note', 'error-text', 'error-where', 'error-line'])
		$(id).textContent = '';
	for (const id of ['error', 'error-line', 'summary', 'rounds', 'checklist', 'pair', 'warnings-box',
			  'pair-download', 'pair-file-box', 'keep'])
		show(id, false);
	$('warnings-all').textContent = 'Show every line';
	for (const id of ['save-text', 'save-json']) {
		$(id).removeAttribute('href');
		$(id).dataset.state = 'idle';
	}
	$('checklist').dataset.state = 'idle';
	$('pair').dataset.state = 'idle';
}

/* A file chosen (input) or dropped (a handle when the browser gives
 * one: Check again then reads the file as it is now on disk). */
async function chooseFile(file, handle) {
	/* The name the messages give: the file's own, without a directory
	 * or a line end (the worker passes words one per line). */
	T.name = (file.name || 'input.trf').replace(/[\/\n\r]/g, '_');
	if (T.name === '-' || T.name.startsWith('.'))
		T.name = 'input.trf';
	T.file = file;
	T.handle = handle || null;
	await readAndCheck();
}

/*
 * Read the file from disk, then check it.  A browser's File is a
 * snapshot: once the file changes on disk, reading it again fails
 * (NotReadableError) instead of giving the new bytes.  Then only
 * choosing it again can read it, and the page says so rather than show
 * the old copy's results.
 */
async function readAndCheck() {
	const run = ++T.run;
	let bytes = null, file = T.file;
	try {
		if (T.handle)
			file = await T.handle.getFile();
		bytes = new Uint8Array(await file.arrayBuffer());
	} catch (e) {
		bytes = null;
	}
	if (run !== T.run)
		return;
	if (!bytes) {
		resetResults();
		T.bytes = null;
		$('recheck').disabled = true;
		setProgress(T.name + ' has changed on disk since it was chosen, and the browser lets the page read it ' +
			    'again only when it is chosen again: choose it again (or drop it here: a dropped file ' +
			    'is read afresh by Check again).');
		document.body.dataset.state = 'changed';
		return;
	}
	T.bytes = bytes;
	T.readAt = new Date();
	T.modified = file.lastModified ? new Date(file.lastModified) : null;
	await checkFile();
}

function clock(d) {
	return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

async function checkFile() {
	const run = ++T.run;
	const stale = function () { return run !== T.run; };
	resetResults();
	document.body.dataset.state = 'loading';
	$('recheck').disabled = false;
	const src = readerLines(T.bytes);
	T.names = readNames(src.lines);
	const asked = $('system').value;
	const from192 = systemOf192(src.lines.map(function (l) { return l.join(''); }).join('\n'));
	T.system = asked !== 'auto' ? asked : from192 || 'dutch';
	fillEditions(T.system);
	setProgress('Reading ' + T.name + '...');
	working(true);
	try {
		const t0 = performance.now();
		const info = await trfpair(baseArgs().concat(['--info']));
		if (stale())
			return;
		if (info.status !== 0) {
			showError(info);
			return;
		}
		showSummary(info.out, asked !== 'auto' ? 'chosen' : from192 ? 'from the file\'s 192 line' : 'no 192 line: Dutch');
		await checkRounds(stale);
		if (stale())
			return;
		const secs = ((performance.now() - t0) / 1000).toFixed(1);
		setProgress('Checked ' + plural(T.played, 'round', 'rounds') + ' in ' + secs + ' s.');
		document.body.dataset.checkMs = String(Math.round(performance.now() - t0));
		document.body.dataset.state = 'done';
	} finally {
		working(false);
	}
}

/* The reader's message: where it is, the line itself with the column
 * marked, and the message as the command prints it. */
function showError(info) {
	const msg = (info.stderr || '').trim() || 'trfpair could not read the file.';
	const first = msg.split('\n')[0];
	const at = located(first);
	if (at) {
		$('error-where').textContent = 'Line ' + at.line + ', column ' + at.col + ': ' + at.text;
		const src = markedLine(at.line, at.col);
		if (src) {
			$('error-line').append.apply($('error-line'), src);
			show('error-line', true);
		}
	}
	$('error-text').textContent = msg;
	show('error', true);
	setProgress('The file was not checked: trfpair cannot read it.');
	document.body.dataset.state = 'error';
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
	const read = clock(T.readAt) + ', ' + plural(T.bytes.length, 'byte', 'bytes') +
		(T.modified ? '; the file was last modified ' + clock(T.modified) : '');
	const rows = [['file', T.name], ['read', read], ['system', T.system + ' (' + systemHow + ')']];
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
	/* No XXR or 142: the pairing needs the total (the last round's
	 * rules), which the page asks for (-p --total-rounds N). */
	show('pair-total-box', T.total === 0);
	$('pair-total').min = String(T.next);
	$('pair-total').value = '';
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
		T.json.push(res.out);
		const li = roundItem(r, res);
		if (li.dataset.status !== 'complies')
			bad++;
		list.append(li);
	}
	setProgress('', T.played, T.played);
	T.complete = true;
	const ed = ' (' + T.edition + ').';
	$('verdict').textContent = T.played === 0 ? 'No round has been played yet.' :
		bad === 0 ? (T.played === 1 ? 'The round complies' : 'Every round complies') + ' with the rules' + ed :
		bad + ' of ' + plural(T.played, 'round', 'rounds') + (bad === 1 ? ' does' : ' do') + ' not comply' + ed;
	$('verdict').dataset.bad = String(bad);
	show('keep', T.played > 0);
}

const STATUS_WORDS = {
	complies: 'complies',
	findings: 'does not comply',
	disagreement: 'internal disagreement (please report)',
	not_judged: 'not judged',
};

/* One round: its verdict; for a round that does not comply, the line
 * that says in words what differs (the JSON summary), the findings in
 * the order the rules decide, and both pairings side by side with the
 * boards that differ marked; its explanation a click away.  The -c
 * JSON report (trfpair(1), CHECK OUTPUT). */
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
		li.append(el('pre', { class: 'message', text: res.stderr || res.out || 'trfpair gave no report of this round.' }));
		return li;
	}
	if (obj.summary)
		li.append(el('p', { class: 'summary', text: obj.summary.charAt(0).toUpperCase() + obj.summary.slice(1) + '.' }));
	if (obj.message)
		li.append(el('p', { class: 'message', text: obj.message }));
	if (obj.findings.length) {
		const ul = el('ul', { class: 'findings' });
		for (const f of obj.findings)
			ul.append(findingItem(f));
		li.append(ul);
	}
	if (obj.boards && status !== 'complies')
		li.append(bothPairings(r, obj.boards));
	if (obj.no_pairing)
		li.append(el('p', { class: 'message', text: 'No legal pairing: ' + obj.no_pairing }));
	const btn = el('button', { type: 'button', class: 'explain', text: 'Explain bracket by bracket' });
	const box = el('div', { class: 'explanation', hidden: true });
	btn.addEventListener('click', function () { explain(r, btn, box); });
	li.append(btn, box);
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

/* A player as a pairing shows one: number and name. */
function named(id, name) {
	return name ? id + ' ' + name : who(id);
}

/* White and Black told apart by a sign and a word, not by colour
 * alone: a white square for White, a black one for Black. */
function colourCell(side, id, name) {
	return el('span', { class: 'player ' + side, 'data-player': String(id) }, [
		el('span', { class: 'piece', text: side === 'white' ? '\u25a1 ' : '\u25a0 ', title: side === 'white' ? 'White' : 'Black' }),
		named(id, name)]);
}

const DIFFERS_WORDS = { pair: 'not in the other pairing', colours: 'colours reversed in the other pairing' };

/* One side of the -c JSON's "boards" (the file's or the rules'): a
 * table, each board that the other side does not have as it is marked
 * (data-differs "pair" or "colours", a sign and words). */
function pairingTable(side, caption, which) {
	const head = ['Board', 'White', 'Black', ''];
	const t = table(head, [], caption);
	t.className = 'pairing ' + which;
	const body = t.tBodies[0];
	for (const b of side.boards) {
		const d = b.differs || '';
		const tr = el('tr', { 'data-board': String(b.board), 'data-white': String(b.white), 'data-black': String(b.black),
				      'data-differs': d, class: d ? 'differs' : '' }, [
			el('td', { text: String(b.board) }),
			el('td', {}, [colourCell('white', b.white, b.white_name)]),
			el('td', {}, [colourCell('black', b.black, b.black_name)]),
			el('td', { class: 'diff', text: d ? '\u2190 ' + DIFFERS_WORDS[d] : '' })]);
		body.append(tr);
	}
	if (side.pab !== null && side.pab !== undefined) {
		const d = side.pab_differs ? 'pab' : '';
		body.append(el('tr', { 'data-board': 'PAB', 'data-white': String(side.pab), 'data-black': '', 'data-differs': d,
				       class: 'pab' + (d ? ' differs' : '') }, [
			el('td', { text: 'PAB' }),
			el('td', { text: named(side.pab, side.pab_name) }),
			el('td', { text: '(pairing-allocated bye)' }),
			el('td', { class: 'diff', text: d ? '\u2190 another player in the other pairing' : '' })]));
	}
	return t;
}

function bothPairings(r, boards) {
	const box = el('div', { class: 'pairings' });
	box.append(el('div', { class: 'scroll' }, [pairingTable(boards.file, 'Round ' + r + ' as the file pairs it', 'file')]));
	if (boards.rules)
		box.append(el('div', { class: 'scroll' }, [pairingTable(boards.rules, 'Round ' + r + ' as the rules pair it', 'rules')]));
	return box;
}

/* The players of a list, named. */
function whoAll(ids) {
	return ids.map(who).join('; ');
}

/*
 * --explain as the page's own layout: one block per bracket (or score
 * group), in the verifier's order, with its players, those who came
 * in, its pairs, who floats on, the values of the criteria, and beside
 * it the findings about it.  From -c R --explain --format=json's
 * "explain" records (trfpair(1), CHECK OUTPUT).
 */
function explainBlocks(obj) {
	const box = el('div', { class: 'brackets' });
	for (const x of obj.explain || []) {
		const title = x.kind ? (x.kind === 'group' ? 'Score group ' : 'Bracket ') + x.bracket : 'The round';
		const blk = el('section', { class: 'bracket', 'data-kind': x.kind || '', 'data-bracket': x.bracket || '',
					    'data-players': x.players.join(' '), 'data-incoming': x.incoming.join(' '),
					    'data-pairs': x.pairs.map(function (p) { return p.join('-'); }).join(' '),
					    'data-floaters': x.floaters.join(' ') });
		blk.append(el('h4', { text: title }));
		const facts = el('dl', { class: 'bracket-facts' });
		const fact = function (k, v) { facts.append(el('dt', { text: k }), el('dd', { text: v })); };
		if (x.players.length)
			fact(plural(x.players.length, 'player', 'players'), whoAll(x.players));
		if (x.incoming.length)
			fact('came in', whoAll(x.incoming));
		if (x.pairs.length)
			fact(plural(x.pairs.length, 'pair', 'pairs'), x.pairs.map(function (p) { return p.join(' \u2013 '); }).join(', '));
		if (x.floaters.length)
			fact('floating', whoAll(x.floaters));
		const body = el('div', { class: 'bracket-body' }, [facts]);
		if (x.values.length) {
			const t = table(['Criterion', 'Value'], x.values.map(function (v) { return [v.name, v.value]; }));
			t.className = 'criteria';
			body.append(el('div', { class: 'scroll' }, [t]));
		}
		blk.append(body);
		const side = el('aside', { class: 'bracket-findings' });
		if (x.findings.length) {
			const ul = el('ul', { class: 'findings' });
			for (const i of x.findings)
				ul.append(findingItem(obj.findings[i]));
			side.append(el('h5', { text: plural(x.findings.length, 'finding', 'findings') + ' here' }), ul);
		} else {
			side.append(el('p', { class: 'none', text: 'No finding here.' }));
		}
		blk.append(side);
		blk.append(el('details', { class: 'lines' }, [el('summary', { text: 'As trfpair -c --explain says it' }),
			el('pre', { text: x.lines.join('\n') })]));
		box.append(blk);
	}
	return box;
}

async function explain(r, btn, box) {
	if (!box.hidden) {
		box.hidden = true;
		return;
	}
	if (!box.hasChildNodes()) {
		btn.disabled = true;
		btn.dataset.state = 'busy';
		working(true);
		const res = await trfpair(baseArgs().concat(['-c', String(r), '--explain', '--format=json']), [], true);
		working(false);
		btn.disabled = false;
		if (res.cancelled) {
			btn.dataset.state = 'cancelled';
			return;
		}
		let obj = null;
		try {
			obj = JSON.parse(res.out.split('\n')[0]);
		} catch (e) {
			obj = null;
		}
		if (obj && obj.explain)
			box.append(explainBlocks(obj));
		else
			box.append(el('pre', { class: 'message', text: res.stderr || res.out || 'trfpair gave no explanation.' }));
		btn.dataset.state = 'done';
	}
	box.hidden = false;
}

/* ---- Keeping the report ---- */

function baseName() { return T.name.replace(/\.[^.]*$/, ''); }

/* Save as text: what `trfpair -c` prints, asked of the command when
 * first wanted.  Save as JSON: what `-c --format=json` prints, which is
 * the lines of the rounds the page checked, in order. */
async function saveText(ev) {
	const a = $('save-text');
	if (a.dataset.state === 'ready')
		return;		/* the link downloads */
	ev.preventDefault();
	if (a.dataset.state === 'busy' || !T.complete)
		return;
	a.dataset.state = 'busy';
	const run = T.run;
	setProgress('Writing the text report...');
	working(true);
	const res = await trfpair(baseArgs().concat(['-c']), [], true);
	working(false);
	if (run !== T.run || res.cancelled) {
		a.dataset.state = 'idle';
		return;
	}
	setProgress('');
	offer(a, res.stdout, baseName() + '-check.txt', 'text/plain');
	a.dataset.state = 'ready';
	a.click();
}

function saveJSON(ev) {
	const a = $('save-json');
	if (!T.complete) {
		ev.preventDefault();
		return;
	}
	if (a.dataset.state !== 'ready') {
		offer(a, T.json.join(''), baseName() + '-check.json', 'application/json');
		a.dataset.state = 'ready';
	}
}

/* ---- Check-list ---- */

/* A check-list cell: the JSON value of column c as the command's text
 * check-list shows it (trfpair(1), CHECK-LIST). */
function clCell(v, c) {
	if (v === null || v === undefined)
		return '';
	if (c.type === 'flag')
		return v ? 'Y' : 'N';
	if (c.type === 'number')
		return Number(v).toFixed(1);
	if (c.key === 'colour_diff')
		return v > 0 ? '+' + v : String(v);
	return String(v);
}

/* A game of an earlier round ("4w1", "U"), and the round being checked
 * as the file pairs it ("(6W)", "(PAB)", "(H)"). */
function gameCell(g) {
	if (!g)
		return '';
	return g.opponent ? g.opponent + (g.colour || '-').toLowerCase() + (g.result || '') : g.result || '';
}

function currentCell(g) {
	if (!g)
		return '';
	return '(' + (g.opponent ? g.opponent + (g.colour || '') : g.bye === 'U' ? 'PAB' : g.bye || '') + ')';
}

/* The check-list of round r (-l --format=json, written by the command
 * into a file the worker reads back): the players in the command's
 * order, with their names. */
async function checklistOf(r) {
	const path = '/run/checklist.json';
	const args = baseArgs().concat(r <= T.played ? ['-c', String(r)] : []).concat(['--format=json', '-l', path]);
	const res = await trfpair(args, [path], true);
	if (res.cancelled)
		return { cancelled: true };
	const bytes = res.files[path];
	if (!bytes)
		return { error: res.stderr || 'trfpair wrote no check-list.' };
	const doc = JSON.parse(utf8.decode(bytes));
	const cols = doc.columns;
	const nround = doc.players.reduce(function (m, p) { return Math.max(m, p.rounds.length); }, 0);
	const current = doc.players.some(function (p) { return p.current; });
	const head = ['Group'];
	for (const c of cols) {
		head.push(c.name);
		if (c.key === 'id')
			head.push('Name');
	}
	if (current)
		head.push('Cur');
	for (let k = 1; k <= nround; k++)
		head.push('R' + k);
	const rows = doc.players.map(function (p) {
		const row = [p.paired === false ? 'not paired' : p.group === null || p.group === undefined ? '' : Number(p.group).toFixed(1)];
		for (const c of cols) {
			row.push(clCell(p.values[c.key], c));
			if (c.key === 'id')
				row.push(p.name || '');
		}
		if (current)
			row.push(currentCell(p.current));
		for (let k = 0; k < nround; k++)
			row.push(gameCell(p.rounds[k]));
		return row;
	});
	return { head: head, rows: rows };
}

async function showChecklist() {
	const sec = $('checklist');
	const r = parseInt($('cl-round').value, 10);
	sec.dataset.state = 'busy';
	$('cl-note').textContent = 'Making the check-list of round ' + r + '...';
	$('cl-table').textContent = '';
	working(true);
	const cl = await checklistOf(r);
	working(false);
	if (cl.cancelled) {
		$('cl-note').textContent = 'Cancelled.';
		sec.dataset.state = 'cancelled';
		return;
	}
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

async function pairNext() {
	const sec = $('pair');
	const args = baseArgs().concat(['-p']);
	if (T.total === 0) {
		const n = $('pair-total').value.trim();
		if (!/^[1-9][0-9]*$/.test(n)) {
			$('pair-note').textContent = 'The file does not say how many rounds the tournament has (no XXR or 142 ' +
				'line), and the pairing depends on it: give the number of rounds, then pair.';
			sec.dataset.state = 'asking';
			$('pair-total').focus();
			return;
		}
		args.push('--total-rounds', n);
	}
	sec.dataset.state = 'busy';
	$('pair-go').disabled = true;
	$('pair-note').textContent = 'Pairing round ' + T.next + '...';
	$('pair-table').textContent = '';
	working(true);
	const res = await trfpair(args, [], true);
	working(false);
	$('pair-go').disabled = false;
	if (res.cancelled) {
		$('pair-note').textContent = 'Cancelled.';
		sec.dataset.state = 'cancelled';
		return;
	}
	if (res.status !== 0) {
		$('pair-note').textContent = res.stderr || 'trfpair could not pair the round.';
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
		rows.push(b === 0 ? ['PAB', who(w), '(pairing-allocated bye)'] : [String(++board), who(w), who(b)]);
	}
	$('pair-note').textContent = 'Round ' + T.next + ' by ' + T.edition + ': ' + plural(board, 'board', 'boards') +
		(rows.length > board ? ' and a pairing-allocated bye.' : '.');
	$('pair-table').append(table(['Board', 'White', 'Black'], rows, 'Pairing, round ' + T.next));
	offer($('pair-link'), res.stdout, baseName() + '-round' + T.next + '.txt', 'text/plain');
	$('pair-file').textContent = res.out;
	show('pair-download', true);
	show('pair-file-box', true);
	sec.dataset.state = 'done';
}

/* ---- Systems and editions: the library's table (src/web/entry.c) ---- */

function systemLabel(s) {
	/* "FIDE (Dutch) System C.04.3, 2026 text" -> "FIDE (Dutch) System C.04.3" */
	const l = s.editions[0].label;
	return l.replace(/, [^,]*$/, '');
}

/* The edition list of one system: auto, then its editions, newest
 * first; the choice kept when that system has it. */
function fillEditions(system) {
	const sel = $('edition');
	const keep = sel.value;
	const s = SYSTEMS.find(function (x) { return x.system === system; });
	sel.textContent = '';
	sel.append(el('option', { value: 'auto', text: 'auto: the file\'s, or in force at its start' }));
	for (const e of s ? s.editions : [])
		if (e.implemented)
			sel.append(el('option', { value: String(e.year), text: e.label.replace(/^.*, /, ''), title: e.label }));
	sel.value = [...sel.options].some(function (o) { return o.value === keep; }) ? keep : 'auto';
	sel.dataset.system = system;
}

async function loadSystems() {
	const r = await post({ type: 'systems' });
	try {
		SYSTEMS = JSON.parse(utf8.decode(r.stdout)).systems;
	} catch (e) {
		SYSTEMS = [];
	}
	for (const s of SYSTEMS)
		$('system').append(el('option', { value: s.system, text: systemLabel(s) }));
	fillEditions('dutch');
}

/* The system chosen: its editions only; auto: the file's system's. */
function systemChanged() {
	const v = $('system').value;
	fillEditions(v !== 'auto' ? v : T.system || 'dutch');
	if (T.bytes)
		checkFile();
}

/* ---- Wiring ---- */

async function main() {
	$('file').addEventListener('change', function () {
		const f = this.files[0];
		/* Emptied, so that choosing the same file again is a change
		 * and reads it again. */
		this.value = '';
		if (f)
			chooseFile(f, null);
	});
	const drop = $('drop');
	drop.addEventListener('dragover', function (e) { e.preventDefault(); drop.classList.add('over'); });
	drop.addEventListener('dragleave', function () { drop.classList.remove('over'); });
	drop.addEventListener('drop', function (e) {
		e.preventDefault();
		drop.classList.remove('over');
		const item = e.dataTransfer.items && e.dataTransfer.items[0];
		const file = e.dataTransfer.files[0];
		/* The handle must be asked for during the drop event. */
		const h = item && item.getAsFileSystemHandle ? item.getAsFileSystemHandle() : null;
		if (!file)
			return;
		Promise.resolve(h).then(function (handle) {
			chooseFile(file, handle && handle.kind === 'file' ? handle : null);
		}, function () {
			chooseFile(file, null);
		});
	});
	$('recheck').addEventListener('click', function () { if (T.file) readAndCheck(); });
	$('system').addEventListener('change', systemChanged);
	$('edition').addEventListener('change', function () { if (T.bytes) checkFile(); });
	$('cl-show').addEventListener('click', showChecklist);
	$('pair-go').addEventListener('click', pairNext);
	$('save-text').addEventListener('click', saveText);
	$('save-json').addEventListener('click', saveJSON);
	$('print').addEventListener('click', function () { window.print(); });
	$('warnings-all').addEventListener('click', function () {
		const all = [...$('warnings').querySelectorAll('details')];
		const open = !all.every(function (d) { return d.open; });
		for (const d of all)
			d.open = open;
		this.textContent = open ? 'Hide the lines' : 'Show every line';
	});
	$('cancel').addEventListener('click', function () {
		const state = document.body.dataset.state;
		const done = T.json.length;
		T.run++;
		cancelWork();
		busy = 0;
		show('cancel', false);
		for (const id of ['checklist', 'pair'])
			if ($(id).dataset.state === 'busy') {
				$(id).dataset.state = 'cancelled';
				$(id === 'pair' ? 'pair-note' : 'cl-note').textContent = 'Cancelled.';
				$(id === 'pair' ? 'pair-go' : 'cl-show').disabled = false;
			}
		if (state === 'loading' || state === 'checking') {
			setProgress('Cancelled: ' + done + ' of ' + plural(T.played, 'round was', 'rounds were') +
				    ' checked.' + (done ? ' The rounds above are those.' : ''));
			$('verdict').textContent = 'The check was cancelled after ' + done + ' of ' +
				plural(T.played, 'round', 'rounds') + '.';
			document.body.dataset.state = 'cancelled';
		} else {
			setProgress('Cancelled.');
		}
	});
	startWorker();
	const t0 = performance.now();
	const v = await trfpair(['--version'], [], true);
	$('engine-state').textContent = v.status === 0 ? 'Engine ready: ' + v.out.trim() + '.' :
		'The engine did not start: ' + v.stderr;
	document.body.dataset.engineMs = String(Math.round(performance.now() - t0));
	if (v.status === 0)
		await loadSystems();
	document.body.dataset.engine = v.status === 0 ? 'ready' : 'failed';
}

main();

/*
 * worker.js - the page's worker: runs the trfpair command, compiled to
 * WebAssembly (make wasm, src/web/entry.c), off the page's main thread.
 * The page starts it from a Blob of the engine's script followed by
 * this one, so that it works from file:// as from any static host.
 *
 * Messages in: {id, type: "file", name, bytes} puts the tournament in
 * /in/NAME (the only file there); {id, type: "run", args, files} runs
 * `trfpair ARGS...` in /in and answers {id, status, stdout (bytes),
 * stderr (text), files: {PATH: bytes}, ms}, reading back the output
 * files the run was asked to write.  Nothing leaves the machine.
 */
'use strict';

let engine = null;

function startEngine() {
	engine = createTrfpair({ print: function () {}, printErr: function () {} }).then(function (M) {
		M.FS.mkdir('/run');
		M.FS.mkdir('/in');
		return M;
	});
}
startEngine();

/* A file the run wrote, or null.  The command writes its files
 * atomically (lib/trf/atomic.c: mkstemp, then fchmod by the umask), and
 * Emscripten's umask leaves such a file with mode 0, which its file
 * system then refuses to read back: the worker makes it readable. */
function readIfThere(M, path) {
	try {
		M.FS.chmod(path, 420);	/* 0644 */
		return M.FS.readFile(path);
	} catch (e) {
		return null;
	}
}

function clearDir(M, dir) {
	for (const n of M.FS.readdir(dir))
		if (n !== '.' && n !== '..')
			M.FS.unlink(dir + '/' + n);
}

function run(M, m) {
	const files = {};
	let status, note = '';
	clearDir(M, '/run');
	M.FS.chdir('/in');
	const t0 = performance.now();
	try {
		status = M.ccall('trfpair_web_run', 'number', ['string'],
				 [m.args.map(function (a) { return a + '\n'; }).join('')]);
	} catch (e) {
		if (e && e.name === 'ExitStatus') {
			status = e.status;
		} else {
			/* A trap (memory, stack): the instance is lost; a new one
			 * serves the next message. */
			status = 2;
			note = 'trfpair: the WebAssembly engine stopped: ' + (e && e.message ? e.message : e) + '\n';
			startEngine();
		}
	}
	const ms = performance.now() - t0;
	const out = readIfThere(M, '/run/stdout') || new Uint8Array(0);
	const err = new TextDecoder().decode(readIfThere(M, '/run/stderr') || new Uint8Array(0)) + note;
	for (const p of m.files || [])
		files[p] = readIfThere(M, p);
	return { id: m.id, status: status, stdout: out, stderr: err, files: files, ms: ms };
}

self.onmessage = function (ev) {
	const m = ev.data;
	engine.then(function (M) {
		if (m.type === 'file') {
			clearDir(M, '/in');
			M.FS.writeFile('/in/' + m.name, new Uint8Array(m.bytes));
			self.postMessage({ id: m.id, status: 0 });
		} else if (m.type === 'systems') {
			clearDir(M, '/run');
			const status = M.ccall('trfpair_web_systems', 'number', [], []);
			self.postMessage({ id: m.id, status: status, stdout: readIfThere(M, '/run/stdout') || new Uint8Array(0) });
		} else {
			self.postMessage(run(M, m));
		}
	}).catch(function (e) {
		self.postMessage({ id: m.id, status: 2, stdout: new Uint8Array(0),
				   stderr: 'trfpair: the WebAssembly engine failed: ' + (e && e.message ? e.message : e) + '\n',
				   files: {}, ms: 0 });
	});
};

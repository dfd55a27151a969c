/*
 * glue.js - trfpair over an instance of its WebAssembly module (M): the
 * JSON entry point of the library (libtrfpair(3), JSON ENTRY POINT) and
 * the command itself.  Plain functions, no import or export, so that
 * the same text serves the package's ES modules (make npm appends it to
 * engine.mjs) and a page that builds its worker from script text.
 */

/* Input as bytes: a string is UTF-8; null and undefined are empty. */
function trfpairBytes(input) {
	if (input === null || input === undefined)
		return new Uint8Array(0);
	if (typeof input === 'string')
		return new TextEncoder().encode(input);
	if (input instanceof Uint8Array)
		return input;
	if (input instanceof ArrayBuffer)
		return new Uint8Array(input);
	if (ArrayBuffer.isView(input))
		return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
	throw new TypeError('trfpair: the input must be a string, a Uint8Array or an ArrayBuffer');
}

/* The options object as the library reads it: null and undefined are
 * the defaults, a BigInt seed its digits. */
function trfpairOptions(options) {
	const out = {};
	for (const [k, v] of Object.entries(options || {}))
		if (v !== null && v !== undefined)
			out[k] = typeof v === 'bigint' ? v.toString() : v;
	return JSON.stringify(out);
}

/* A NUL-ended UTF-8 copy of s in the module's memory (free it). */
function trfpairString(M, s) {
	const n = M.lengthBytesUTF8(s) + 1;
	const p = M._malloc(n);
	M.stringToUTF8(s, p, n);
	return p;
}

/* The document of trfpair_json() for operation on input, parsed. */
function trfpairCall(M, operation, options, input) {
	const bytes = trfpairBytes(input);
	const op = trfpairString(M, String(operation));
	const opts = trfpairString(M, trfpairOptions(options));
	const buf = M._malloc(bytes.length || 1);
	let doc = 0;
	try {
		/* HEAPU8 after _malloc: the memory may have grown. */
		M.HEAPU8.set(bytes, buf);
		doc = M._trfpair_json(op, opts, buf, bytes.length);
		if (!doc)
			throw new RangeError('trfpair: out of memory');
		return JSON.parse(M.UTF8ToString(doc));
	} finally {
		if (doc)
			M._trfpair_json_free(doc);
		M._free(buf);
		M._free(opts);
		M._free(op);
	}
}

/* A file the command wrote, or null.  It writes atomically (mkstemp,
 * then the mode by the umask), which leaves mode 0 under Emscripten's
 * umask, so it is made readable first. */
function trfpairReadIfThere(M, path) {
	try {
		M.FS.chmod(path, 420);	/* 0644 */
		return M.FS.readFile(path);
	} catch (e) {
		return null;
	}
}

function trfpairClearDir(M, dir) {
	for (const n of M.FS.readdir(dir))
		if (n !== '.' && n !== '..')
			M.FS.unlink(dir + '/' + n);
}

/*
 * `trfpair ARGS...` as the command runs, in the module's memory: files
 * ({NAME: bytes or text}) are the only files of the working folder /in;
 * read lists the paths to read back after the run.  Returns {status,
 * stdout (bytes), stderr (text), files: {PATH: bytes or null}}.  Throws
 * what the module throws when it traps (then the instance is lost).
 */
function trfpairCommand(M, args, files, read) {
	for (const d of ['/in', '/run'])
		if (!M.FS.analyzePath(d).exists)
			M.FS.mkdir(d);
	trfpairClearDir(M, '/run');
	trfpairClearDir(M, '/in');
	for (const [name, data] of Object.entries(files || {}))
		M.FS.writeFile('/in/' + name, trfpairBytes(data));
	M.FS.chdir('/in');
	/* src/web/entry.c: the words one a line (none holds a newline). */
	for (const a of args)
		if (String(a).indexOf('\n') >= 0)
			throw new TypeError('trfpair: an argument holds a newline');
	const words = trfpairString(M, args.map(function (a) { return a + '\n'; }).join(''));
	let status;
	try {
		status = M._trfpair_web_run(words);
	} catch (e) {
		if (!e || e.name !== 'ExitStatus')
			throw e;
		status = e.status;
	} finally {
		M._free(words);
	}
	const out = {};
	for (const p of read || [])
		out[p] = trfpairReadIfThere(M, p);
	return {
		status: status,
		stdout: trfpairReadIfThere(M, '/run/stdout') || new Uint8Array(0),
		stderr: new TextDecoder().decode(trfpairReadIfThere(M, '/run/stderr') || new Uint8Array(0)),
		files: out,
	};
}

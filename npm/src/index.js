/*
 * index.mjs - trfpair for JavaScript: FIDE Swiss pairings, pairing
 * checks that name the rule a wrong pairing breaks, standings and
 * random tournaments, from TRF files (README.md).
 *
 *	import { load } from 'trfpair';
 *	const trfpair = await load();
 *	const report = await trfpair.check(trfText, { system: 'dutch' });
 *
 * The engine is the trfpair C library compiled to WebAssembly
 * (engine.mjs, the module inside); every method answers the document of
 * its JSON entry point (libtrfpair(3), JSON ENTRY POINT), or rejects
 * with a TrfpairError when the command would print an error.  In a
 * browser the work runs in a worker (worker.mjs); in Node it runs in
 * the calling thread, which it blocks.
 */
import createTrfpair, { trfpairCall, trfpairCommand } from './engine.mjs';

/* What the command reports as an error, as data. */
export class TrfpairError extends Error {
	constructor(doc) {
		const e = doc.error;
		super(TrfpairError.diagnostic(e));
		this.name = 'TrfpairError';
		this.status = e.status;
		this.file = e.file;
		this.line = e.line;
		this.col = e.col;
		this.diagnosticMessage = e.message;
		this.document = doc;
	}

	/* FILE:LINE:COL: message, as the command prints it. */
	static diagnostic(e) {
		if (e.file === null)
			return 'trfpair: ' + e.message;
		if (e.line && e.col)
			return e.file + ':' + e.line + ':' + e.col + ': ' + e.message;
		if (e.line)
			return e.file + ':' + e.line + ': ' + e.message;
		return e.file + ': ' + e.message;
	}
}

const isNode = typeof process === 'object' && process !== null &&
	typeof process.versions === 'object' && !!process.versions.node;

/* The engine in this thread: Node, or a page that asks for it. */
class Inline {
	constructor() {
		this.engine = null;
	}

	module() {
		if (!this.engine)
			this.engine = createTrfpair({ print() {}, printErr() {} });
		return this.engine;
	}

	/* A trap loses the instance: the next call makes another. */
	async run(fn) {
		const M = await this.module();
		try {
			return fn(M);
		} catch (e) {
			if (!(e instanceof TypeError))
				this.engine = null;
			throw e;
		}
	}

	call(operation, options, input) {
		return this.run((M) => trfpairCall(M, operation, options, input));
	}

	command(args, files, read) {
		return this.run((M) => trfpairCommand(M, args, files, read));
	}

	terminate() {
		this.engine = null;
	}
}

/* The engine in a worker (worker.mjs), one message at a time. */
class InWorker {
	constructor() {
		this.worker = new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
		this.waiting = new Map();
		this.next = 1;
		this.worker.onmessage = (ev) => {
			const m = ev.data, p = this.waiting.get(m.id);
			this.waiting.delete(m.id);
			if (m.failure)
				p.reject(new Error(m.failure));
			else
				p.resolve(m);
		};
		this.worker.onerror = (ev) => {
			const why = new Error('trfpair: the worker failed: ' + (ev.message || 'error'));
			for (const p of this.waiting.values())
				p.reject(why);
			this.waiting.clear();
		};
	}

	post(m) {
		return new Promise((resolve, reject) => {
			m.id = this.next++;
			this.waiting.set(m.id, { resolve, reject });
			this.worker.postMessage(m);
		});
	}

	async call(operation, options, input) {
		return (await this.post({ type: 'call', operation, options, input })).doc;
	}

	async command(args, files, read) {
		const r = await this.post({ type: 'command', args, files, read });
		return { status: r.status, stdout: r.stdout, stderr: r.stderr, files: r.files };
	}

	terminate() {
		this.worker.terminate();
	}
}

function ok(doc) {
	if (doc.error !== null)
		throw new TrfpairError(doc);
	return doc;
}

/* The API over either place. */
class Trfpair {
	constructor(where) {
		this.where = where;
	}

	/* The document whatever it holds, an error too. */
	call(operation, input, options) {
		return this.where.call(operation, options, input);
	}

	async pair(trf, options) {
		return ok(await this.call('pair', trf, options));
	}

	async check(trf, options) {
		return ok(await this.call('check', trf, options));
	}

	async info(trf, options) {
		return ok(await this.call('info', trf, options));
	}

	async checklist(trf, round, options) {
		return ok(await this.call('checklist', trf, Object.assign({}, options, { round })));
	}

	async standings(trf, codes, options) {
		const tiebreaks = Array.isArray(codes) ? codes.join(',') : codes;
		return ok(await this.call('standings', trf, Object.assign({}, options, { tiebreaks })));
	}

	async generate(config, seed, options) {
		return ok(await this.call('generate', config, Object.assign({}, options, { seed })));
	}

	/* The trfpair command itself: {status, stdout, stderr, files}. */
	command(args, { files, read } = {}) {
		return this.where.command(args, files, read);
	}

	/* Stop the worker (browsers); the object is not to be used after. */
	terminate() {
		this.where.terminate();
	}
}

/*
 * The engine, ready.  options.worker: run in a worker (default: in a
 * browser, not in Node).
 */
export async function load(options = {}) {
	const worker = options.worker !== undefined ? options.worker :
		!isNode && typeof Worker === 'function';
	const where = worker ? new InWorker() : new Inline();
	if (!worker)
		await where.module();
	return new Trfpair(where);
}

export default load;

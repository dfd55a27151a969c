/*
 * worker.js - the page's addition to the npm package's worker
 * (npm/src/worker.js): the page builds its worker from the package's
 * engine (engine.mjs: the module and its glue, npm/src/glue.js), the
 * package's worker text, then this, so that the page runs the same
 * engine and glue as the package, with no copy of its own.
 *
 * The one message it adds: {id, type: "systems"} answers {id, status,
 * stdout}, the library's systems x editions table as JSON
 * (src/web/entry.c, trfpair_web_systems), for the page's lists.
 * Every other message is the package's ({type: "command"} and
 * {type: "call"}).
 */
const trfpairPackageMessage = self.onmessage;

self.onmessage = function (ev) {
	const m = ev.data;
	if (m.type !== 'systems')
		return trfpairPackageMessage(ev);
	trfpairEngine.then(function (M) {
		if (!M.FS.analyzePath('/run').exists)
			M.FS.mkdir('/run');
		const status = M._trfpair_web_systems();
		self.postMessage({ id: m.id, status: status, stdout: trfpairReadIfThere(M, '/run/stdout') || new Uint8Array(0) });
	}, function (e) {
		self.postMessage({ id: m.id, failure: 'trfpair: the WebAssembly engine failed: ' + trfpairWhy(e) });
	});
};

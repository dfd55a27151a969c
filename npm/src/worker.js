/*
 * worker.js - trfpair off the main thread of a page: the package's
 * load() starts it (worker.mjs, the same text after an import of
 * engine.mjs); a page may build its worker from engine.mjs and this
 * text.  It needs createTrfpair, trfpairCall and trfpairCommand in
 * scope.
 *
 * Messages in: {id, type: "call", operation, options, input} answers
 * {id, doc}; {id, type: "command", args, files, read} answers {id,
 * status, stdout, stderr, files} (glue.js, trfpairCommand).  When the
 * engine fails or traps: {id, failure: TEXT}; a trap loses the
 * instance, and a new one serves the next message.
 */
let trfpairEngine = null;

function trfpairStart() {
	trfpairEngine = createTrfpair({ print: function () {}, printErr: function () {} });
}
trfpairStart();

function trfpairWhy(e) {
	return e && e.message ? e.message : String(e);
}

self.onmessage = function (ev) {
	const m = ev.data;
	trfpairEngine.then(function (M) {
		let reply;
		try {
			reply = m.type === 'command' ? trfpairCommand(M, m.args, m.files, m.read) :
				{ doc: trfpairCall(M, m.operation, m.options, m.input) };
		} catch (e) {
			reply = { failure: 'trfpair: ' + trfpairWhy(e), kind: e && e.name };
			if (!(e instanceof TypeError))
				trfpairStart();
		}
		reply.id = m.id;
		self.postMessage(reply);
	}, function (e) {
		self.postMessage({ id: m.id, failure: 'trfpair: the WebAssembly engine failed: ' + trfpairWhy(e) });
	});
};

// summary.mjs - a reporter for node --test (make check-npm): each
// test's "ok"/"not ok" line with the failure's reason, then the line
// every suite of the project ends with, "npm: N passed, N failed".
export default async function* summary(source) {
  let passed = 0, failed = 0;
  for await (const ev of source) {
    const d = ev.data;
    if (ev.type === 'test:pass' && d.details?.type !== 'suite') {
      passed++;
      yield `ok - ${d.name} (${Math.round(d.details.duration_ms)} ms)\n`;
    } else if (ev.type === 'test:fail' && d.details?.type !== 'suite') {
      failed++;
      const why = d.details?.error?.cause ?? d.details?.error;
      yield `not ok - ${d.name}\n${String(why?.stack ?? why).replace(/^/gm, '#   ')}\n`;
    } else if (ev.type === 'test:stderr' || ev.type === 'test:stdout') {
      yield d.message;
    }
  }
  yield `npm: ${passed} passed, ${failed} failed\n`;
}

// common.mjs - what the package's tests share: where the built package
// is (make check-npm says: TRFPAIR_NPM_DIR, TRFPAIR_NPM_TGZ), the
// samples and fixtures of the source tree, and reading a round of a TRF.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const TOP = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SAMPLES = join(TOP, 'trf-samples');
export const FIXTURES = join(TOP, 't', 'fixtures', 'api');
export const PACKAGE = process.env.TRFPAIR_NPM_DIR || join(TOP, 'build', 'npm', 'trfpair');
export const TARBALL = process.env.TRFPAIR_NPM_TGZ;

export function read(...parts) {
  return readFileSync(join(...parts));
}

export async function loadPackage() {
  return import(pathToFileURL(join(PACKAGE, 'index.mjs')).href);
}

// Round r as the file records it: "white-black" strings and the PAB,
// from the columns of the 001 lines (trf-format.md §3).
export function roundPairing(trf, r) {
  const boards = new Set();
  let pab = null;
  for (const line of trf.toString('utf8').split(/\r?\n/)) {
    if (!line.startsWith('001'))
      continue;
    const at = 91 + 10 * (r - 1), block = line.slice(at, at + 8);
    const me = Number(line.slice(4, 8)), opp = block.slice(0, 4).trim();
    if (opp === '' || opp === '0000') {
      if (block[7] === 'U')
        pab = me;
    } else if (block[5] === 'w') {
      boards.add(`${me}-${Number(opp)}`);
    }
  }
  return { boards, pab };
}

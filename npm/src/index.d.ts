// index.d.ts - the types of trfpair's ES module (index.mjs).

/** A tournament report file: text, or its bytes. */
export type Input = string | Uint8Array | ArrayBuffer | ArrayBufferView;

export interface Options {
  /** The pairing system. */
  system: 'dutch' | 'dubov' | 'lim';
  /** A year of the system's text, or "auto" (the file's 092/192 or start date). */
  edition?: number | string | 'auto';
  /** Input warnings are errors (--strict). */
  strict?: boolean;
  /** pair: that round again; check: that round only; checklist: before that round. */
  round?: number;
  /** check: every bracket decision (--explain). */
  explain?: boolean;
  /** Lim: the Maxi-tournament rule on or off; null: by the field's size. */
  maxi?: boolean | null;
  /** check, standings: tie-break codes such as "PTS,BH/C1,SB". */
  tiebreaks?: string;
  /** generate: the seed (64 bits: a string or a bigint beyond 2^53). */
  seed?: number | string | bigint;
  /** The name messages and results give the input (default "-"). */
  file?: string;
}

/** A reader's warning: where in the file, and what. */
export interface Warning {
  file: string | null;
  line: number;
  col: number;
  message: string;
}

export interface ErrorObject extends Warning {
  /** The command's exit status (1 no legal pairing, 3 invalid, 4 limit, 5 access). */
  status: number;
}

/** The answer of the library's JSON entry point (libtrfpair(3)). */
export interface Document<R = unknown> {
  trfpair: string;
  operation: string;
  /** The command's exit status: 0, or 6 when check finds pairings against the rules. */
  status: number;
  warnings: Warning[];
  notes: string[];
  error: ErrorObject | null;
  /** What `trfpair ... --format=json` prints (check: one object per line). */
  result: R;
}

export interface Pairing {
  /** [white, black] start numbers, in publication order. */
  boards: [number, number][];
  /** The player with the pairing-allocated bye, or null. */
  pab: number | null;
}

export interface PairResult {
  file: string;
  system: string;
  edition: number;
  round: number;
  pairing: Pairing;
}

export interface Finding {
  rule: string;
  kind: string | null;
  bracket: string | null;
  players: number[];
  submitted: string | null;
  best: string | null;
  text: string;
  [key: string]: unknown;
}

/** One round of check (other members as trfpair(1), CHECK OUTPUT, describes). */
export interface CheckedRound {
  file: string;
  system: string;
  edition: number;
  round: number;
  status: string;
  findings: Finding[];
  pairing: Pairing | null;
  [key: string]: unknown;
}

export interface CommandResult {
  status: number;
  stdout: Uint8Array;
  stderr: string;
  files: Record<string, Uint8Array | null>;
}

/** What the command reports as an error, as data. */
export class TrfpairError extends Error {
  status: number;
  file: string | null;
  line: number;
  col: number;
  /** The message without its FILE:LINE:COL: place. */
  diagnosticMessage: string;
  document: Document<null>;
}

export interface Trfpair {
  pair(trf: Input, options: Options): Promise<Document<PairResult>>;
  check(trf: Input, options: Options): Promise<Document<(CheckedRound | Record<string, unknown>)[]>>;
  info(trf: Input, options: Options): Promise<Document<Record<string, unknown>>>;
  checklist(trf: Input, round: number | undefined, options: Options): Promise<Document<Record<string, unknown>>>;
  standings(trf: Input, codes: string | string[] | undefined, options: Options): Promise<Document<Record<string, unknown>>>;
  /** A random tournament; result is its TRF text. */
  generate(config: Input | null, seed: number | string | bigint, options: Options): Promise<Document<string>>;
  /** The document whatever it holds, an error too. */
  call(operation: string, input: Input | null, options: Options): Promise<Document>;
  /** The trfpair command: files are the working folder's only files. */
  command(args: string[], options?: { files?: Record<string, Input>; read?: string[] }): Promise<CommandResult>;
  /** Stop the worker; the object is not to be used after. */
  terminate(): void;
}

/** The engine, ready: in a worker in browsers, in this thread in Node. */
export function load(options?: { worker?: boolean }): Promise<Trfpair>;
export default load;

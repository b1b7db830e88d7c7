// How the scripts start the reference API: in Node, through tsx, with the V8 flags it runs with.

/**
 * A young generation of at most 8 MB a semi-space. V8 otherwise sizes it by the machine's memory (64 MB
 * on the 24 GB benchmark machine) and grows it there once pages are served at a high rate, which
 * showed as 25 to 30 MB more resident memory while the same pages were served again. Held at 8 MB,
 * serving a million workers to 20 readers again and again stays within 3 MB, with as many pages a
 * second and a p99 no higher
 * (docs/performance.md, "The reference API at a million workers").
 */
const REFERENCE_API_NODE_FLAGS = ['--max-semi-space-size=8'];

/** The arguments to `node` (`process.execPath`) that run the reference API from the source tree. */
export const referenceApiArguments = [...REFERENCE_API_NODE_FLAGS, '--import', 'tsx', 'server/main.ts'];

// Segments explained and compared (issue 37), on the bench workspace's 100,000 workers with 200
// segments of 20 clauses each (scripts/bench/segment-rules-fixture.ts). Runs the console's own
// evaluator (src/lib/segment-rules) through tsx; needs neither the build nor the browser.
//
// - explain one person: the verdict of every clause of a 20-clause segment with the worker's own
//   values, in words (explainWorker + explanationText); median over 41 people. Target < 50 ms.
// - a person's segments: all 200 segments decided for one worker (segmentsOfWorker); median over
//   41 people. Target < 100 ms.
// - overlaps: one segment's members compared with the 199 others (overlapsOf, as the overlaps
//   thread runs it, the clause masks shared); the first comparison, then the median of 5.
//   Target < 1,000 ms; in the console it runs in a Web Worker, off the main thread.
// The same at 1,000,000 workers (the `giga` workspace's rows, dirty ones included; issue 40):
// explaining one person (< 50 ms) and a person's segments (< 200 ms), with the time to prepare the
// columns (once per list of workers, shared by every reader: no target). Overlaps are not run there.
// BENCH_SEED, when set without `giga`, leaves the million out.
import { registerHooks } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { seeded } from './helpers.mjs';

// The console's code as Vite would give it: the i18n catalogues are a module the build makes
// (`virtual:i18n-catalogues`; here there are none, and the English written in the code is used), and
// `import.meta.env` is Vite's (here, an empty one).
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === 'virtual:i18n-catalogues'
      ? { url: 'data:text/javascript,export const catalogues = {};', shortCircuit: true }
      : nextResolve(specifier, context),
  load: (url, context, nextLoad) => {
    const loaded = nextLoad(url, context);
    if (!url.includes('/src/') || !loaded.source) return loaded;
    const source = loaded.source.toString();
    return source.includes('import.meta.env')
      ? { ...loaded, source: source.replaceAll('import.meta.env', '({})') }
      : loaded;
  },
});

/** Runs without the build, the reference API or the browser. */
export const standalone = true;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  return [...(seeded('bench') ? await atScale('bench') : []), ...(seeded('giga') ? await atScale('giga') : [])];
}

async function atScale(workspace) {
  const giga = workspace === 'giga';
  const fixture = await tsImport('./segment-rules-fixture.ts', import.meta.url);
  const rules = await tsImport('../../src/lib/segment-rules/evaluate-segment.ts', import.meta.url);
  const { explainWorker } = await tsImport('../../src/lib/segment-rules/explain.ts', import.meta.url);
  const { segmentsOfWorker } = await tsImport('../../src/lib/segment-rules/person-segments.ts', import.meta.url);
  const { overlapsOf } = await tsImport('../../src/lib/segment-rules/overlaps.ts', import.meta.url);
  const { explanationText } = await tsImport('../../src/features/segments/model/explain-text.ts', import.meta.url);

  const workers = fixture.benchWorkers(workspace);
  const segments = fixture.benchSegments(workers).map((segment, n) => ({ ...segment, id: `s${n}` }));
  const prepared = performance.now();
  const columns = new rules.PreviewColumns(workers);
  for (const field of ['department', 'jobTitle', 'lifecycleStage', 'manager', 'name', 'managerId', 'id'])
    columns.column(field);
  const prepare = performance.now() - prepared;
  console.log(
    `  ${workers.length.toLocaleString('en')} workers, ${segments.length} segments of ${segments[0].clauses.length} clauses; columns prepared once in ${prepare.toFixed(0)} ms`,
  );

  const people = Array.from({ length: 41 }, (_, k) => Math.floor((k * workers.length) / 41));
  const explainTimes = people.map((index) => {
    const started = performance.now();
    const who = workers[index].name ?? workers[index].id;
    explanationText(who, explainWorker(columns, segments[0], index));
    return performance.now() - started;
  });
  let memberships = 0;
  const segmentsTimes = people.map((index) => {
    const started = performance.now();
    const found = segmentsOfWorker(columns, segments, index);
    memberships += found.member.length;
    return performance.now() - started;
  });
  console.log(`  a person is in ${(memberships / people.length).toFixed(1)} of ${segments.length} segments on average`);

  if (giga) {
    return [
      { name: '1,000,000 workers: columns prepared (once per list of workers)', value: prepare, unit: 'ms' },
      {
        name: '1,000,000 workers: explain one person (20 clauses, in words)',
        value: median(explainTimes),
        unit: 'ms',
        target: 50,
      },
      {
        name: '1,000,000 workers: a person’s segments (200 segments)',
        value: median(segmentsTimes),
        unit: 'ms',
        target: 200,
      },
    ];
  }

  const compare = () => {
    const masks = new rules.ClauseMaskCache(columns);
    const started = performance.now();
    const report = overlapsOf(columns, segments[0], segments.slice(1), masks);
    return { ms: performance.now() - started, report };
  };
  const first = compare();
  const overlapTimes = [first.ms, ...Array.from({ length: 4 }, () => compare().ms)];
  console.log(`  segment 1 shares members with ${first.report.overlaps.length} of 199 others`);

  return [
    { name: 'explain one person (20 clauses, in words)', value: median(explainTimes), unit: 'ms', target: 50 },
    { name: 'a person’s segments (200 segments)', value: median(segmentsTimes), unit: 'ms', target: 100 },
    { name: 'overlaps of one segment with 199 others', value: median(overlapTimes), unit: 'ms', target: 1000 },
  ];
}

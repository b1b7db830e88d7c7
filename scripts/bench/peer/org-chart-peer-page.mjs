// The benchmark's peer: d3-org-chart (as its README sets it up) on the same workers, read from the
// same API, in the same browser. Bundled by esbuild when the benchmark starts (see org-chart-peer.mjs)
// and exposed as `window.peer` for the benchmark to drive.
// d3-org-chart animates with d3-transition, which d3-zoom (its dependency) installs on selections.
import { OrgChart } from 'd3-org-chart';

const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let data = [];
let chart = null;

const escape = (text) =>
  String(text ?? '').replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

/** Every worker, page after page, like the console; rows the peer cannot place go under the top. */
async function load(limitRows) {
  const started = performance.now();
  const rows = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({ limit: '5000' });
    if (cursor) query.set('cursor', cursor);
    const response = await fetch(`/api/workers/org-chart?${query}`, { credentials: 'same-origin' });
    const page = await response.json();
    rows.push(...page.results);
    cursor = page.pagination.nextCursor;
  } while (cursor && (!limitRows || rows.length < limitRows));
  const loaded = performance.now();
  performance.mark('peer:data-complete');
  // d3-org-chart (d3.stratify) needs exactly one root, unique ids, known managers and no cycle: a
  // repeated id keeps its first row; anyone else who cannot be placed goes under the top.
  const seen = new Set();
  const unique = rows.filter((row) => typeof row.id === 'string' && !seen.has(row.id) && seen.add(row.id));
  const root = unique.find((row) => row.managerId === null) ?? unique[0];
  const parentOf = new Map(
    unique.map((row) => [
      row.id,
      row === root ? null : seen.has(row.managerId) && row.managerId !== row.id ? row.managerId : root.id,
    ]),
  );
  // A cycle is cut where the walk up from one of its members comes back to a row on the same walk.
  const state = new Map();
  for (const row of unique) {
    const walk = [];
    let id = row.id;
    while (id !== null && !state.has(id)) {
      state.set(id, walk);
      walk.push(id);
      id = parentOf.get(id);
    }
    if (id !== null && state.get(id) === walk) parentOf.set(id, root.id);
  }
  data = unique.map((row) => ({
    id: row.id,
    parentId: parentOf.get(row.id),
    name: row.name,
    jobTitle: row.jobTitle,
    department: row.department,
  }));
  return { load: loaded - started, count: data.length, prepared: performance.now() - loaded };
}

/** Data in memory → first chart drawn (and painted). */
async function draw() {
  const started = performance.now();
  chart = new OrgChart()
    .container('#chart')
    .svgHeight(window.innerHeight)
    .data(data)
    .duration(0)
    .nodeWidth(() => 240)
    .nodeHeight(() => 112)
    .childrenMargin(() => 64)
    .compactMarginBetween(() => 32)
    .compactMarginPair(() => 64)
    .nodeContent(
      (
        d,
      ) => `<div class="card" data-id="${escape(d.data.id)}" style="box-sizing:border-box;width:${d.width}px;height:${d.height}px;
        padding:12px;border:1px solid #ccd;border-radius:8px;background:#fff;font-size:13px">
        <strong>${escape(d.data.name)}</strong><div>${escape(d.data.jobTitle)}</div>
        <div style="color:#667">${escape(d.data.department)}</div></div>`,
    )
    .render();
  await afterNextPaint();
  return performance.now() - started;
}

/** Renders after `change` and waits for the paint. */
async function timed(change) {
  const started = performance.now();
  change();
  chart.render();
  await afterNextPaint();
  return performance.now() - started;
}

window.peer = {
  load,
  draw,
  focus: (id) => timed(() => chart.clearHighlighting().setCentered(id).setHighlighted(id)),
  expand: (id) => timed(() => chart.setExpanded(id, true)),
  collapse: (id) => timed(() => chart.setExpanded(id, false)),
  expandAll: async () => {
    const started = performance.now();
    chart.expandAll();
    await afterNextPaint();
    return performance.now() - started;
  },
  /** Opens whole levels from the top until about `cards` are shown, then fits them in view. */
  openLevels: async (cards) => {
    const children = new Map();
    for (const row of data)
      if (row.parentId !== null)
        (children.get(row.parentId) ?? children.set(row.parentId, []).get(row.parentId)).push(row);
    // In d3-org-chart, `_expanded` on a row means "shown" (its managers open up to it).
    chart.clearHighlighting();
    for (const row of data) {
      row._expanded = false;
      row._centered = false;
    }
    let level = data.filter((row) => row.parentId === null);
    let shown = level.length;
    while (level.length) {
      const next = level.flatMap((row) => children.get(row.id) ?? []);
      if (shown + next.length > cards) break;
      for (const row of next) row._expanded = true;
      shown += next.length;
      level = next;
    }
    chart.render().fit({ animate: false });
    await afterNextPaint();
    return document.querySelectorAll('.node').length;
  },
  nodesInDom: () => document.querySelectorAll('.node').length,
};

import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { get, useFormState, useWatch, type Control } from 'react-hook-form';
import type { WorkerSummary } from '../../../../contract';
import { formatQuantity } from '../../../lib/format';
import { workerLookupKeys } from '../api/keys';
import { useWorkerLookups, type WorkerLookup } from '../api/resolve-workers';
import type { SegmentFormValues } from '../model/form-values';
import { addWorkerIds, parseWorkerIds } from '../model/worker-ids';
import { WorkerPicker } from './WorkerPicker';
import styles from './SegmentEditor.module.css';

export type WorkerListName = 'includedWorkerIds' | 'excludedWorkerIds';

/** Chips shown before "Show all": long manual lists stay readable. */
const COLLAPSED_COUNT = 60;

const copy: Record<WorkerListName, { title: string; hint: string; picker: string; other: string; empty: string }> = {
  includedWorkerIds: {
    title: 'Included workers',
    hint: 'Always members, whatever the clauses say.',
    picker: 'Add a worker to include',
    other: 'excluded',
    empty: 'Nobody is included by hand.',
  },
  excludedWorkerIds: {
    title: 'Excluded workers',
    hint: 'Never members, even when the clauses select them.',
    picker: 'Add a worker to exclude',
    other: 'included',
    empty: 'Nobody is excluded by hand.',
  },
};

/** Ids the lookups say name nobody. */
function unknownIds(ids: readonly string[], lookups: ReadonlyMap<string, WorkerLookup>): string[] {
  return ids.filter((id) => lookups.get(id)?.status === 'unknown');
}

/** A list of workers picked by name or pasted as ids, shown by name, unknown ids flagged. */
export function WorkerListField({
  name,
  control,
  setList,
  readOnly,
}: {
  name: WorkerListName;
  control: Control<SegmentFormValues>;
  setList: (name: WorkerListName, ids: string[]) => void;
  readOnly: boolean;
}) {
  const otherName: WorkerListName = name === 'includedWorkerIds' ? 'excludedWorkerIds' : 'includedWorkerIds';
  const ids = useWatch({ control, name });
  const otherIds = useWatch({ control, name: otherName });
  const { errors } = useFormState({ control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const lookups = useWorkerLookups(ids);
  const queryClient = useQueryClient();
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [pasteResult, setPasteResult] = useState('');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const text = copy[name];

  const listed = useMemo(() => new Set(ids), [ids]);
  const elsewhere = useMemo(() => new Set(otherIds), [otherIds]);
  const unknown = unknownIds(ids, lookups);
  const shown = expanded ? ids : ids.slice(0, COLLAPSED_COUNT);

  const pick = (worker: WorkerSummary) => {
    queryClient.setQueryData(workerLookupKeys.byId(worker.id), worker);
    setList(name, addWorkerIds(ids, [worker.id]).list);
  };
  const addPasted = () => {
    const parsed = parseWorkerIds(pasted);
    if (parsed.length === 0) {
      setPasteResult('Paste one or more worker ids first.');
      return;
    }
    const { list, added, skipped } = addWorkerIds(ids, parsed);
    setList(name, list);
    setPasted('');
    setPasteResult(
      `Added ${formatQuantity(added.length, 'id')}` +
        (skipped.length > 0 ? `; ${skipped.length} already listed.` : '.'),
    );
  };
  const removeId = (workerId: string) =>
    setList(
      name,
      ids.filter((other) => other !== workerId),
    );

  return (
    <section className={`card ${styles.workerList}`} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHeading}>
        <h3 id={`${id}-title`}>
          {text.title} <span className="badge">{ids.length}</span>
        </h3>
        <p className="field-hint">{text.hint}</p>
      </div>
      <div className={styles.workerListBody}>
        {ids.length === 0 ? (
          <p className="muted">{text.empty}</p>
        ) : (
          <ul className={styles.workerChips} aria-label={text.title} id={`${name}-list`} tabIndex={-1}>
            {shown.map((workerId) => (
              <WorkerChip
                key={workerId}
                workerId={workerId}
                lookup={lookups.get(workerId) ?? { status: 'pending' }}
                alsoElsewhere={elsewhere.has(workerId) ? text.other : null}
                onRemove={readOnly ? null : () => removeId(workerId)}
              />
            ))}
          </ul>
        )}
        {ids.length > COLLAPSED_COUNT ? (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
          >
            {expanded ? 'Show fewer' : `Show all ${ids.length}`}
          </button>
        ) : null}
        {unknown.length > 0 ? (
          <div className="alert alert-danger" role="alert">
            <p>
              {unknown.length === 1 ? 'This id names' : 'These ids name'} no worker in this workspace:{' '}
              <span className="mono">{unknown.join(', ')}</span>. Remove {unknown.length === 1 ? 'it' : 'them'} before
              saving.
            </p>
            {readOnly ? null : (
              <button
                type="button"
                className="btn btn-small"
                onClick={() =>
                  setList(
                    name,
                    ids.filter((workerId) => !unknown.includes(workerId)),
                  )
                }
              >
                Remove unknown ids
              </button>
            )}
          </div>
        ) : null}
        {error ? (
          <p className="field-error" id={`${name}-error`}>
            {error}
          </p>
        ) : null}
        {readOnly ? null : (
          <div className={styles.workerTools}>
            <div className="field">
              <WorkerPicker
                label={text.picker}
                inputId={`${name}-picker`}
                listed={listed}
                elsewhere={elsewhere}
                elsewhereLabel={`already ${text.other}`}
                onPick={pick}
              />
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              aria-expanded={pasteOpen}
              aria-controls={`${id}-paste`}
              onClick={() => setPasteOpen(!pasteOpen)}
            >
              {pasteOpen ? 'Close paste' : 'Paste a list of ids'}
            </button>
            {pasteOpen ? (
              <div id={`${id}-paste`} className={styles.paste}>
                <label className="field-label" htmlFor={`${id}-paste-text`}>
                  Worker ids to {name === 'includedWorkerIds' ? 'include' : 'exclude'}
                </label>
                <textarea
                  id={`${id}-paste-text`}
                  className="textarea mono"
                  aria-describedby={`${id}-paste-hint`}
                  value={pasted}
                  onChange={(event) => setPasted(event.target.value)}
                  placeholder={'wrk_0001\nwrk_0002'}
                />
                <p id={`${id}-paste-hint`} className="field-hint">
                  Separate ids with commas, spaces or new lines.
                </p>
                <div className="row">
                  <button type="button" className="btn btn-small" onClick={addPasted}>
                    Add ids
                  </button>
                  <span className="muted" role="status">
                    {pasteResult}
                  </span>
                </div>
              </div>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}

function WorkerChip({
  workerId,
  lookup,
  alsoElsewhere,
  onRemove,
}: {
  workerId: string;
  lookup: WorkerLookup;
  alsoElsewhere: string | null;
  onRemove: (() => void) | null;
}) {
  const invalid = lookup.status === 'unknown' || alsoElsewhere !== null;
  const name = lookup.status === 'found' ? lookup.worker.name : null;
  return (
    <li className={invalid ? `${styles.workerChip} ${styles.chipInvalid}` : styles.workerChip}>
      <span className={styles.workerChipText}>
        {name ? <span className={styles.workerName}>{name}</span> : null}
        <span className={`mono ${styles.workerId}`}>{workerId}</span>
        {lookup.status === 'unknown' ? <span className="badge badge-danger">Unknown id</span> : null}
        {lookup.status === 'pending' ? <span className="muted">Looking up…</span> : null}
        {lookup.status === 'failed' ? <span className="muted">Name unavailable</span> : null}
        {alsoElsewhere ? <span className="badge badge-danger">Also {alsoElsewhere}</span> : null}
      </span>
      {onRemove ? (
        <button
          type="button"
          className={styles.chipRemove}
          aria-label={`Remove ${name ?? workerId}`}
          onClick={onRemove}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

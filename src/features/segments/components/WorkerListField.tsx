import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { get, useFormState, useWatch, type Control } from 'react-hook-form';
import type { WorkerSummary } from '../../../../contract';
import { formatInteger } from '../../../lib/format';
import { defineMessages, T, translate, useT, type MessageDescriptor } from '../../../lib/i18n';
import { workerLookupKeys } from '../api/keys';
import { useWorkerLookups, type WorkerLookup } from '../api/resolve-workers';
import type { SegmentFormValues } from '../model/form-values';
import { addWorkerIds, parseWorkerIds } from '../model/worker-ids';
import { WorkerPicker } from './WorkerPicker';
import styles from './SegmentEditor.module.css';

export type WorkerListName = 'includedWorkerIds' | 'excludedWorkerIds';

/** Chips shown before "Show all": long manual lists stay readable. */
const COLLAPSED_COUNT = 60;

const messages = defineMessages({
  includedTitle: { id: 'segments.workers.includedTitle', defaultMessage: 'Included workers' },
  includedHint: { id: 'segments.workers.includedHint', defaultMessage: 'Always members, whatever the clauses say.' },
  includedPicker: { id: 'segments.workers.includedPicker', defaultMessage: 'Add a worker to include' },
  includedEmpty: { id: 'segments.workers.includedEmpty', defaultMessage: 'Nobody is included by hand.' },
  excludedTitle: { id: 'segments.workers.excludedTitle', defaultMessage: 'Excluded workers' },
  excludedHint: {
    id: 'segments.workers.excludedHint',
    defaultMessage: 'Never members, even when the clauses select them.',
  },
  excludedPicker: { id: 'segments.workers.excludedPicker', defaultMessage: 'Add a worker to exclude' },
  excludedEmpty: { id: 'segments.workers.excludedEmpty', defaultMessage: 'Nobody is excluded by hand.' },
  alreadyOther: {
    id: 'segments.workers.alreadyOther',
    defaultMessage: '{other, select, excluded {already excluded} other {already included}}',
    description: 'Beside a worker the picker offers who is on the other list',
  },
  alsoOther: {
    id: 'segments.workers.alsoOther',
    defaultMessage: '{other, select, excluded {Also excluded} other {Also included}}',
    description: 'A badge on a worker who is on both lists',
  },
  pasteFirst: { id: 'segments.workers.pasteFirst', defaultMessage: 'Paste one or more worker ids first.' },
  pasted: {
    id: 'segments.workers.pasted',
    defaultMessage:
      '{added, plural, one {Added # id} other {Added # ids}}{skipped, plural, =0 {.} other {; # already listed.}}',
  },
  showFewer: { id: 'segments.workers.showFewer', defaultMessage: 'Show fewer' },
  showAll: { id: 'segments.workers.showAll', defaultMessage: 'Show all {count}' },
  unknown: {
    id: 'segments.workers.unknown',
    defaultMessage:
      '{count, plural, one {This id names no worker in this workspace: <ids></ids>. Remove it before saving.} other {These ids name no worker in this workspace: <ids></ids>. Remove them before saving.}}',
    description: '<ids></ids> is replaced by the ids',
  },
  removeUnknown: { id: 'segments.workers.removeUnknown', defaultMessage: 'Remove unknown ids' },
  closePaste: { id: 'segments.workers.closePaste', defaultMessage: 'Close paste' },
  openPaste: { id: 'segments.workers.openPaste', defaultMessage: 'Paste a list of ids' },
  pasteLabel: {
    id: 'segments.workers.pasteLabel',
    defaultMessage: '{list, select, included {Worker ids to include} other {Worker ids to exclude}}',
  },
  pasteHint: { id: 'segments.workers.pasteHint', defaultMessage: 'Separate ids with commas, spaces or new lines.' },
  addIds: { id: 'segments.workers.addIds', defaultMessage: 'Add ids' },
  unknownId: { id: 'segments.workers.unknownId', defaultMessage: 'Unknown id' },
  lookingUp: { id: 'segments.workers.lookingUp', defaultMessage: 'Looking up…' },
  nameUnavailable: { id: 'segments.workers.nameUnavailable', defaultMessage: 'Name unavailable' },
  remove: { id: 'segments.workers.remove', defaultMessage: 'Remove {name}' },
});

type OtherList = 'included' | 'excluded';

const copy: Record<
  WorkerListName,
  {
    title: MessageDescriptor;
    hint: MessageDescriptor;
    picker: MessageDescriptor;
    other: OtherList;
    empty: MessageDescriptor;
  }
> = {
  includedWorkerIds: {
    title: messages.includedTitle,
    hint: messages.includedHint,
    picker: messages.includedPicker,
    other: 'excluded',
    empty: messages.includedEmpty,
  },
  excludedWorkerIds: {
    title: messages.excludedTitle,
    hint: messages.excludedHint,
    picker: messages.excludedPicker,
    other: 'included',
    empty: messages.excludedEmpty,
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
  const t = useT('segments');

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
      setPasteResult(translate(messages.pasteFirst));
      return;
    }
    const { list, added, skipped } = addWorkerIds(ids, parsed);
    setList(name, list);
    setPasted('');
    setPasteResult(translate(messages.pasted, { added: added.length, skipped: skipped.length }));
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
          {t(text.title)} <span className="badge">{formatInteger(ids.length)}</span>
        </h3>
        <p className="field-hint">{t(text.hint)}</p>
      </div>
      <div className={styles.workerListBody}>
        {ids.length === 0 ? (
          <p className="muted">{t(text.empty)}</p>
        ) : (
          <ul className={styles.workerChips} aria-label={t(text.title)} id={`${name}-list`} tabIndex={-1}>
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
            {expanded ? t(messages.showFewer) : t(messages.showAll, { count: formatInteger(ids.length) })}
          </button>
        ) : null}
        {unknown.length > 0 ? (
          <div className="alert alert-danger" role="alert">
            <p>
              <T
                message={messages.unknown}
                values={{ count: unknown.length, ids: () => <span className="mono">{unknown.join(', ')}</span> }}
              />
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
                {t(messages.removeUnknown)}
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
                label={t(text.picker)}
                inputId={`${name}-picker`}
                listed={listed}
                elsewhere={elsewhere}
                elsewhereLabel={t(messages.alreadyOther, { other: text.other })}
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
              {t(pasteOpen ? messages.closePaste : messages.openPaste)}
            </button>
            {pasteOpen ? (
              <div id={`${id}-paste`} className={styles.paste}>
                <label className="field-label" htmlFor={`${id}-paste-text`}>
                  {t(messages.pasteLabel, { list: name === 'includedWorkerIds' ? 'included' : 'excluded' })}
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
                  {t(messages.pasteHint)}
                </p>
                <div className="row">
                  <button type="button" className="btn btn-small" onClick={addPasted}>
                    {t(messages.addIds)}
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
  alsoElsewhere: OtherList | null;
  onRemove: (() => void) | null;
}) {
  const t = useT('segments');
  const invalid = lookup.status === 'unknown' || alsoElsewhere !== null;
  const name = lookup.status === 'found' ? lookup.worker.name : null;
  return (
    <li className={invalid ? `${styles.workerChip} ${styles.chipInvalid}` : styles.workerChip}>
      <span className={styles.workerChipText}>
        {name ? <span className={styles.workerName}>{name}</span> : null}
        <span className={`mono ${styles.workerId}`}>{workerId}</span>
        {lookup.status === 'unknown' ? <span className="badge badge-danger">{t(messages.unknownId)}</span> : null}
        {lookup.status === 'pending' ? <span className="muted">{t(messages.lookingUp)}</span> : null}
        {lookup.status === 'failed' ? <span className="muted">{t(messages.nameUnavailable)}</span> : null}
        {alsoElsewhere ? (
          <span className="badge badge-danger">{t(messages.alsoOther, { other: alsoElsewhere })}</span>
        ) : null}
      </span>
      {onRemove ? (
        <button
          type="button"
          className={styles.chipRemove}
          aria-label={t(messages.remove, { name: name ?? workerId })}
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

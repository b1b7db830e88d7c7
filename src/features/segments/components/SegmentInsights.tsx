import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Dialog } from '../../../components/Dialog';
import { formatInteger } from '../../../lib/format';
import { defineMessages, T, translate, useT } from '../../../lib/i18n';
import { saveCsv } from '../../../lib/save-file';
import type { OverlapReport } from '../../../lib/segment-rules/overlaps';
import { useSegmentRules } from '../../../lib/segment-rules/use-segment-rules';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';
import { useSegmentPolicies } from '../api/list-segment-policies';
import { allowValue, excludeWorker, includeWorker } from '../model/explain-fixes';
import type { OperandValues, SegmentFormValues } from '../model/form-values';
import { membersCsv, membersFileName } from '../model/members-csv';
import { readPastedRule, ruleToJson, type PasteProblem } from '../model/rule-clipboard';
import { createOverlapsThread } from '../thread/overlaps-thread';
import { PersonCheck, type PersonFixes } from './PersonCheck';
import { usePreview } from './use-segment-preview';
import type { WorkerListName } from './WorkerListField';
import styles from './SegmentInsights.module.css';

const messages = defineMessages({
  overlapsTitle: { id: 'segments.overlaps.title', defaultMessage: 'Overlaps' },
  overlapsHint: {
    id: 'segments.overlaps.hint',
    defaultMessage: 'Other segments that share members with this one, as the form stands.',
  },
  compare: { id: 'segments.overlaps.compare', defaultMessage: 'Compare with every segment' },
  comparing: {
    id: 'segments.overlaps.comparing',
    defaultMessage: '{known, select, yes {Comparing… {read} of {total} segments read} other {Comparing…}}',
  },
  none: { id: 'segments.overlaps.none', defaultMessage: 'No other segment shares a member with this one.' },
  list: { id: 'segments.overlaps.list', defaultMessage: 'Segments sharing members' },
  duplicate: { id: 'segments.overlaps.duplicate', defaultMessage: 'Duplicate: exactly the same members' },
  shared: {
    id: 'segments.overlaps.shared',
    defaultMessage: '{shared} shared ({share, number, percent} of this segment; it has {count})',
    description: '{shared} and {count}: numbers of workers; {share}: the part of this segment’s members',
  },
  partial: { id: 'segments.overlaps.partial', defaultMessage: ' · partial: some clauses are not counted here' },
  usedTitle: { id: 'segments.used.title', defaultMessage: 'Where it is used' },
  usedFailed: { id: 'segments.used.failed', defaultMessage: 'The policies that use this segment could not be read.' },
  usedReading: { id: 'segments.used.reading', defaultMessage: 'Reading the policies…' },
  usedNone: { id: 'segments.used.none', defaultMessage: 'No policy applies this segment.' },
  usedList: { id: 'segments.used.list', defaultMessage: 'Policies that apply this segment' },
  orgChart: { id: 'segments.used.orgChart', defaultMessage: 'See on the org chart' },
  elsewhereTitle: { id: 'segments.elsewhere.title', defaultMessage: 'Take it elsewhere' },
  download: { id: 'segments.elsewhere.download', defaultMessage: 'Download members (CSV)' },
  copy: { id: 'segments.elsewhere.copy', defaultMessage: 'Copy rule as JSON' },
  paste: { id: 'segments.elsewhere.paste', defaultMessage: 'Paste a rule…' },
  copied: { id: 'segments.elsewhere.copied', defaultMessage: 'Rule copied as JSON.' },
  copyFailed: { id: 'segments.elsewhere.copyFailed', defaultMessage: 'The rule could not be copied.' },
  csvHeader: {
    id: 'segments.elsewhere.csvHeader',
    defaultMessage: 'id,name,job title,department,manager,lifecycle stage',
    description: 'The members file’s column names, separated by commas: keep six, in this order, without commas inside',
  },
  pasteTitle: { id: 'segments.pasteDialog.title', defaultMessage: 'Paste a rule' },
  pasteDescription: {
    id: 'segments.pasteDialog.description',
    defaultMessage:
      'Paste a rule copied with “Copy rule as JSON”. It replaces this form’s rule and lists once it is valid; nothing changes otherwise.',
  },
  cancel: { id: 'segments.pasteDialog.cancel', defaultMessage: 'Cancel' },
  use: { id: 'segments.pasteDialog.use', defaultMessage: 'Use this rule' },
  label: { id: 'segments.pasteDialog.label', defaultMessage: 'Rule (JSON)' },
  problems: {
    id: 'segments.pasteDialog.problems',
    defaultMessage: 'This rule cannot be used as it is; nothing was changed:',
  },
  problem: {
    id: 'segments.pasteDialog.problem',
    defaultMessage: '<b>{field}:</b> {message}',
    description: '{message}: what is wrong, in the service’s words',
  },
});

interface SegmentInsightsProps {
  form: UseFormReturn<SegmentFormValues>;
  mode: 'create' | 'edit';
  readOnly: boolean;
  setList: (name: WorkerListName, ids: string[]) => void;
  setFieldValue: (name: `clauses.${number}.values`, value: OperandValues[]) => void;
}

/**
 * Answers about the segment beside its editor: why a person is in or out (and fixes), which
 * segments share its members, where it is used, and its members and rule to take elsewhere.
 */
export function SegmentInsights({ form, mode, readOnly, setList, setFieldValue }: SegmentInsightsProps) {
  const { segmentId } = useParams();
  const id = mode === 'edit' && segmentId ? segmentId : null;
  const values = useWatch({ control: form.control }) as SegmentFormValues;
  const preview = usePreview();
  const policies = useSegmentPolicies(id);
  const fixes = useMemo((): PersonFixes | null => {
    if (readOnly) return null;
    const setLists = (lists: Pick<SegmentFormValues, 'includedWorkerIds' | 'excludedWorkerIds'>) => {
      setList('includedWorkerIds', lists.includedWorkerIds);
      setList('excludedWorkerIds', lists.excludedWorkerIds);
    };
    return {
      include: (workerId) => setLists(includeWorker(form.getValues(), workerId)),
      exclude: (workerId) => setLists(excludeWorker(form.getValues(), workerId)),
      allow(clauseIndex, value) {
        const clause = form.getValues(`clauses.${clauseIndex}`);
        const allowed = clause ? allowValue(clause, value) : null;
        if (!allowed) return;
        form.setValue(`clauses.${clauseIndex}.operator`, allowed.operator, { shouldDirty: true });
        setFieldValue(`clauses.${clauseIndex}.values`, allowed.values);
      },
    };
  }, [form, readOnly, setList, setFieldValue]);

  return (
    <div className={styles.column}>
      {preview.engine ? (
        <PersonCheck
          values={values}
          workers={preview.workers}
          columns={preview.engine.columns}
          fixes={fixes}
          policies={policies.data ?? null}
        />
      ) : null}
      {id ? <Overlaps id={id} values={values} /> : null}
      {id ? <WhereUsed id={id} policies={policies} /> : null}
      <TakeElsewhere form={form} mode={mode} id={id} readOnly={readOnly} values={values} />
    </div>
  );
}

function Overlaps({ id, values }: { id: string; values: SegmentFormValues }) {
  const t = useT('segments');
  const preview = usePreview();
  const [asked, setAsked] = useState(false);
  const { allowed, rules, read, total } = useSegmentRules({ enabled: asked });
  const thread = useMemo(
    () => (asked && preview.engine ? createOverlapsThread(preview.workers, preview.engine.columns) : null),
    [asked, preview.engine, preview.workers],
  );
  useEffect(() => () => thread?.dispose(), [thread]);
  const [report, setReport] = useState<{ report: OverlapReport; key: string } | null>(null);
  const key = JSON.stringify([
    values.scope,
    values.match,
    values.clauses,
    values.includedWorkerIds,
    values.excludedWorkerIds,
  ]);
  useEffect(() => {
    if (!thread || !rules) return;
    let current = true;
    const own = { ...values, id, name: values.name };
    void thread
      .compare(
        own,
        rules.filter((rule) => rule.id !== id),
      )
      .then((next) => {
        if (current) setReport({ report: next, key });
      });
    return () => {
      current = false;
    };
    // `key` stands for the values that decide the members.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thread, rules, id, key]);
  if (!allowed) return null;
  const shown = report?.report ?? null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-overlaps-title">
      <div className={styles.heading}>
        <h2 id="segment-overlaps-title" className={styles.title}>
          {t(messages.overlapsTitle)}
        </h2>
        <p className="field-hint">{t(messages.overlapsHint)}</p>
      </div>
      {!asked ? (
        <button type="button" className="btn btn-small" onClick={() => setAsked(true)}>
          {t(messages.compare)}
        </button>
      ) : !shown ? (
        <p role="status" className="field-hint">
          {t(messages.comparing, {
            known: total !== null ? 'yes' : 'no',
            read: formatInteger(read),
            total: formatInteger(total ?? 0),
          })}
        </p>
      ) : shown.overlaps.length === 0 ? (
        <p role="status">{t(messages.none)}</p>
      ) : (
        <ul className={styles.overlaps} aria-label={t(messages.list)}>
          {shown.overlaps.map((overlap) => {
            const share = shown.count === 0 ? 0 : Math.round((overlap.shared / shown.count) * 100) / 100;
            return (
              <li key={overlap.id}>
                <Link to={`/segments/${encodeURIComponent(overlap.id)}`}>{overlap.name}</Link>
                <span className={styles.overlapDetail}>
                  {overlap.duplicate ? (
                    <strong className={styles.duplicate}>{t(messages.duplicate)}</strong>
                  ) : (
                    t(messages.shared, {
                      shared: formatInteger(overlap.shared),
                      share,
                      count: formatInteger(overlap.count),
                    })
                  )}
                  {overlap.exact ? '' : t(messages.partial)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function WhereUsed({ id, policies }: { id: string; policies: ReturnType<typeof useSegmentPolicies> }) {
  const t = useT('segments');
  if (!policies.allowed) return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-used-title">
      <div className={styles.heading}>
        <h2 id="segment-used-title" className={styles.title}>
          {t(messages.usedTitle)}
        </h2>
      </div>
      {policies.isError ? (
        <p className="field-hint">{t(messages.usedFailed)}</p>
      ) : !policies.data ? (
        <p role="status" className="field-hint">
          {t(messages.usedReading)}
        </p>
      ) : policies.data.length === 0 ? (
        <p>{t(messages.usedNone)}</p>
      ) : (
        <ul className={styles.overlaps} aria-label={t(messages.usedList)}>
          {policies.data.map((policy) => (
            <li key={policy.id}>
              <Link to={`/policies/${encodeURIComponent(policy.id)}`}>{policy.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn btn-small btn-ghost" to={`/org-chart?segment=${encodeURIComponent(id)}`}>
        {t(messages.orgChart)}
      </Link>
    </section>
  );
}

function TakeElsewhere({
  form,
  mode,
  id,
  readOnly,
  values,
}: {
  form: UseFormReturn<SegmentFormValues>;
  mode: 'create' | 'edit';
  id: string | null;
  readOnly: boolean;
  values: SegmentFormValues;
}) {
  const t = useT('segments');
  const { snapshot, workers } = usePreview();
  const copy = useCopyToClipboard(2000);
  const [pasting, setPasting] = useState(false);
  return (
    <section className={`card ${styles.section}`} aria-labelledby="segment-elsewhere-title">
      <div className={styles.heading}>
        <h2 id="segment-elsewhere-title" className={styles.title}>
          {t(messages.elsewhereTitle)}
        </h2>
      </div>
      <div className={styles.fixes}>
        <button
          type="button"
          className="btn btn-small"
          disabled={!snapshot}
          onClick={() =>
            snapshot &&
            saveCsv(
              membersCsv(workers, snapshot.members, translate(messages.csvHeader).split(',')),
              membersFileName(values.name),
            )
          }
        >
          {t(messages.download)}
        </button>
        <button type="button" className="btn btn-small" onClick={() => void copy.copy(ruleToJson(form.getValues()))}>
          {t(messages.copy)}
        </button>
        {mode === 'create' && !readOnly ? (
          <button type="button" className="btn btn-small" onClick={() => setPasting(true)}>
            {t(messages.paste)}
          </button>
        ) : null}
        {id ? (
          <Link className="btn btn-small btn-ghost" to={`/org-chart?segment=${encodeURIComponent(id)}`}>
            {t(messages.orgChart)}
          </Link>
        ) : null}
      </div>
      <p role="status" className="field-hint">
        {copy.status === 'copied' ? t(messages.copied) : copy.status === 'failed' ? t(messages.copyFailed) : ''}
      </p>
      <PasteRuleDialog open={pasting} onClose={() => setPasting(false)} form={form} />
    </section>
  );
}

function PasteRuleDialog({
  open,
  onClose,
  form,
}: {
  open: boolean;
  onClose(): void;
  form: UseFormReturn<SegmentFormValues>;
}) {
  const t = useT('segments');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<PasteProblem[]>([]);
  const field = useRef<HTMLTextAreaElement>(null);
  const apply = () => {
    const pasted = readPastedRule(text, form.getValues('name'), t);
    if (!pasted.ok) {
      setProblems(pasted.problems);
      field.current?.focus();
      return;
    }
    const options = { shouldDirty: true } as const;
    const current = form.getValues('name').trim();
    form.setValue('name', current || pasted.values.name, options);
    form.setValue('scope', pasted.values.scope, options);
    form.setValue('match', pasted.values.match, options);
    form.setValue('clauses', pasted.values.clauses, options);
    form.setValue('includedWorkerIds', pasted.values.includedWorkerIds, options);
    form.setValue('excludedWorkerIds', pasted.values.excludedWorkerIds, options);
    setProblems([]);
    setText('');
    onClose();
  };
  const errorId = 'paste-rule-errors';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(messages.pasteTitle)}
      description={t(messages.pasteDescription)}
      initialFocus={field}
      wide
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t(messages.cancel)}
          </button>
          <button type="button" className="btn btn-primary" onClick={apply}>
            {t(messages.use)}
          </button>
        </>
      }
    >
      <label htmlFor="paste-rule-text" className="field-label">
        {t(messages.label)}
      </label>
      <textarea
        id="paste-rule-text"
        ref={field}
        className={`input ${styles.paste}`}
        rows={10}
        value={text}
        spellCheck={false}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {problems.length > 0 ? (
        <div id={errorId} className="alert alert-danger" role="alert">
          <p>{t(messages.problems)}</p>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem.path || 'text'} data-path={problem.path}>
                <T
                  message={messages.problem}
                  values={{ field: problem.field, message: problem.message, b: (chunks) => <strong>{chunks}</strong> }}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Dialog>
  );
}

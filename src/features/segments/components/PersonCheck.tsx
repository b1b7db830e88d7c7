import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { OrgChartWorker } from '../../../../contract';
import { formatList } from '../../../lib/format';
import { defineMessages, T, useT } from '../../../lib/i18n';
import type { PreviewColumns } from '../../../lib/segment-rules/evaluate-segment';
import { explainWorker } from '../../../lib/segment-rules/explain';
import { explanationText } from '../model/explain-text';
import type { SegmentFormValues } from '../model/form-values';
import { findPeople, foldPeople, personName } from '../model/person-search';
import { PERSON_CHECK_ID, usePersonChecks } from './person-check-context';
import styles from './SegmentInsights.module.css';

const messages = defineMessages({
  title: { id: 'segments.person.title', defaultMessage: 'Check a person' },
  hint: {
    id: 'segments.person.hint',
    defaultMessage: 'Why someone is in or out, clause by clause, as the form stands now.',
  },
  placeholder: { id: 'segments.person.placeholder', defaultMessage: 'Find by name, id or job title' },
  nobody: { id: 'segments.person.nobody', defaultMessage: 'Nobody in the org chart matches “{q}”.' },
  found: { id: 'segments.person.found', defaultMessage: 'People found' },
  check: { id: 'segments.person.check', defaultMessage: 'Check {name}' },
  checked: { id: 'segments.person.checked', defaultMessage: 'People checked' },
  stop: { id: 'segments.person.stop', defaultMessage: 'Remove {name} from the check' },
  remove: { id: 'segments.person.remove', defaultMessage: 'Remove' },
  clausesFor: { id: 'segments.person.clausesFor', defaultMessage: 'Clauses for {name}' },
  clauseLine: {
    id: 'segments.person.clauseLine',
    defaultMessage: 'Clause {number}: {sentence} — <b>{verdict}</b>',
    description: '{verdict}: “matches”, “does not match”',
  },
  allow: { id: 'segments.person.allow', defaultMessage: 'Allow “{value}” too' },
  policies: {
    id: 'segments.person.policies',
    defaultMessage:
      '{count, plural, one {Through this segment, the policy {policies} reaches {name}.} other {Through this segment, the policies {policies} reach {name}.}}',
    description: '{policies}: quoted policy names, as ““Laptops” and “Payroll””',
  },
  quoted: { id: 'segments.person.quoted', defaultMessage: '“{name}”' },
  include: { id: 'segments.person.include', defaultMessage: 'Include {name}' },
  exclude: { id: 'segments.person.exclude', defaultMessage: 'Exclude {name}' },
  orgChart: { id: 'segments.person.orgChart', defaultMessage: 'On the org chart' },
});

export interface PersonFixes {
  include(id: string): void;
  exclude(id: string): void;
  /** Lets clause `clauseIndex` also allow `value` (equals → is one of). */
  allow(clauseIndex: number, value: string): void;
}

interface PersonCheckProps {
  values: SegmentFormValues;
  workers: readonly OrgChartWorker[];
  columns: PreviewColumns;
  /** Null when the form cannot be changed (read-only). */
  fixes: PersonFixes | null;
  /** The policies that apply this segment (saved segments, with policies:read). */
  policies: readonly { id: string; name: string }[] | null;
}

/**
 * "Check a person": why someone is in or out, clause by clause, from the evaluator the count
 * uses, following the unsaved form. Any number of people one after another; up to ten pinned.
 */
export function PersonCheck({ values, workers, columns, fixes, policies }: PersonCheckProps) {
  const t = useT('segments', 'segmentRules');
  const checks = usePersonChecks();
  const [typed, setTyped] = useState('');
  const found = useMemo(() => findPeople(workers, typed), [workers, typed]);
  useEffect(() => {
    const controller = new AbortController();
    void foldPeople(workers, controller.signal);
    return () => controller.abort();
  }, [workers]);
  const inputId = useId();
  if (!checks) return null;
  return (
    <section className={`card ${styles.section}`} aria-labelledby={`${PERSON_CHECK_ID}-title`} id={PERSON_CHECK_ID}>
      <div className={styles.heading}>
        <h2 id={`${PERSON_CHECK_ID}-title`} className={styles.title}>
          {t(messages.title)}
        </h2>
        <p className="field-hint">{t(messages.hint)}</p>
      </div>
      <div className={styles.search}>
        <label htmlFor={inputId} className="visually-hidden">
          {t(messages.title)}
        </label>
        <input
          id={inputId}
          type="search"
          className="input"
          placeholder={t(messages.placeholder)}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        {typed.trim() !== '' ? (
          found.length === 0 ? (
            <p className="field-hint" role="status">
              {t(messages.nobody, { q: typed.trim() })}
            </p>
          ) : (
            <ul className={styles.results} aria-label={t(messages.found)}>
              {found.map((index) => {
                const worker = workers[index]!;
                const detail = [worker.jobTitle, worker.department].filter(Boolean).join(' · ');
                return (
                  <li key={index}>
                    <button
                      type="button"
                      className={`btn btn-small btn-ghost ${styles.result}`}
                      onClick={() => {
                        checks.check(index);
                        setTyped('');
                      }}
                    >
                      <span>{t(messages.check, { name: personName(worker, t) })}</span>
                      {detail ? <span className={styles.resultDetail}>{detail}</span> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </div>
      {checks.pinned.length > 0 ? (
        <ul className={styles.pinned} aria-label={t(messages.checked)}>
          {checks.pinned.map((index) =>
            workers[index] ? (
              <li key={index}>
                <PersonExplanation
                  index={index}
                  worker={workers[index]}
                  values={values}
                  columns={columns}
                  fixes={fixes}
                  policies={policies}
                  onUnpin={() => checks.unpin(index)}
                />
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </section>
  );
}

function PersonExplanation({
  index,
  worker,
  values,
  columns,
  fixes,
  policies,
  onUnpin,
}: {
  index: number;
  worker: OrgChartWorker;
  values: SegmentFormValues;
  columns: PreviewColumns;
  fixes: PersonFixes | null;
  policies: readonly { id: string; name: string }[] | null;
  onUnpin(): void;
}) {
  const t = useT('segments', 'segmentRules');
  const who = personName(worker, t);
  const words = useMemo(
    () => explanationText(who, explainWorker(columns, values, index), t),
    [who, columns, values, index, t],
  );
  const titleId = `${PERSON_CHECK_ID}-${index}`;
  const included = values.includedWorkerIds.includes(worker.id);
  const excluded = values.excludedWorkerIds.includes(worker.id);
  const tone = !words.certain ? styles.maybe : words.member ? styles.in : styles.out;
  return (
    <article className={styles.person} aria-labelledby={titleId}>
      <header className={styles.personHeader}>
        <h3 id={titleId} tabIndex={-1} className={styles.personName}>
          {who}
        </h3>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={onUnpin}
          aria-label={t(messages.stop, { name: who })}
        >
          {t(messages.remove)}
        </button>
      </header>
      <p className={`${styles.verdict} ${tone}`} data-testid="person-verdict">
        <span aria-hidden="true">{!words.certain ? '? ' : words.member ? '✓ ' : '✗ '}</span>
        {words.verdict}
      </p>
      {words.clauses.length > 0 ? (
        <ol className={styles.clauses} aria-label={t(messages.clausesFor, { name: who })}>
          {words.clauses.map((line) => (
            <li key={line.number} className={styles.clause}>
              <span
                className={`${styles.mark} ${line.mark === '✓' ? styles.in : line.mark === '✗' ? styles.out : styles.maybe}`}
                aria-hidden="true"
              >
                {line.mark}
              </span>
              <span className={styles.clauseText}>
                <span>
                  <T
                    message={messages.clauseLine}
                    values={{
                      number: line.number,
                      sentence: line.sentence,
                      verdict: line.markText,
                      b: (chunks) => <strong>{chunks}</strong>,
                    }}
                  />
                </span>
                <span className={styles.clauseDetail}>{line.detail}</span>
                {fixes && line.allowValue !== null ? (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => fixes.allow(line.number - 1, line.allowValue!)}
                  >
                    {t(messages.allow, { value: line.allowValue })}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <p className={styles.line}>{words.lists}</p>
      {words.combination ? <p className={styles.line}>{words.combination}</p> : null}
      {words.member && policies && policies.length > 0 ? (
        <p className={styles.line}>
          {t(messages.policies, {
            count: policies.length,
            policies: formatList(policies.map((policy) => t(messages.quoted, { name: policy.name }))),
            name: who,
          })}
        </p>
      ) : null}
      {fixes ? (
        <div className={styles.fixes}>
          {!included || excluded ? (
            <button type="button" className="btn btn-small" onClick={() => fixes.include(worker.id)}>
              {t(messages.include, { name: who })}
            </button>
          ) : null}
          {!excluded ? (
            <button type="button" className="btn btn-small" onClick={() => fixes.exclude(worker.id)}>
              {t(messages.exclude, { name: who })}
            </button>
          ) : null}
          <Link className="btn btn-small btn-ghost" to={`/org-chart?focus=${encodeURIComponent(worker.id)}`}>
            {t(messages.orgChart)}
          </Link>
        </div>
      ) : null}
    </article>
  );
}

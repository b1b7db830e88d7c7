import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  PAGE_LIMIT,
  paths,
  policySummarySchema,
  scriptSummarySchema,
  secretSummarySchema,
  segmentSummarySchema,
  type OrgChartWorker,
  type Permission,
  type Session,
} from '../../../contract';
import { http } from '../../lib/http';
import { defineMessages, LOCALE_NAMES, LOCALES, type Translate } from '../../lib/i18n';
import { useOrgChartWorkers } from '../../lib/workforce/org-chart-workers';
import type { WorkerTable } from '../../lib/workforce/worker-table';
import { navigationItems } from '../navigation';
import { mayOpen } from '../route-access';
import { buildSearchIndex, SearchIndexBuilder, type PaletteItem, type SearchIndex } from './palette-search';

const messages = defineMessages({
  noAccess: { id: 'menus.palette.noAccess', defaultMessage: 'Your role has no access' },
  newSegment: { id: 'menus.palette.newSegment', defaultMessage: 'New segment' },
  newScript: { id: 'menus.palette.newScript', defaultMessage: 'New script' },
  createApiKey: { id: 'menus.palette.createApiKey', defaultMessage: 'Create API key' },
  switchTheme: { id: 'menus.palette.switchTheme', defaultMessage: 'Switch theme' },
  lightOrDark: { id: 'menus.palette.lightOrDark', defaultMessage: 'Light or dark' },
  language: {
    id: 'menus.palette.language',
    defaultMessage: 'Language: {language}',
    description: 'Palette action switching the console to a language, named in its own words',
  },
  languageDetail: { id: 'menus.palette.languageDetail', defaultMessage: 'Switch the console’s language' },
});

/** The areas, marked where the role lacks access (they stay reachable and say so). */
export function areaItems(session: Session, t: Translate): PaletteItem[] {
  return navigationItems.map((area) => ({
    id: `area:${area.to}`,
    kind: 'area',
    label: t(area.label),
    detail: mayOpen(area, session) ? undefined : t(messages.noAccess),
    to: area.to,
  }));
}

/** The actions the role allows. */
export function actionItems(session: Session, t: Translate): PaletteItem[] {
  const can = (permission: Permission) => session.permissions.includes(permission);
  const actions: (PaletteItem | false)[] = [
    can('segments:write') && {
      id: 'action:new-segment',
      kind: 'action',
      label: t(messages.newSegment),
      to: '/segments/new',
    },
    can('scripts:write') && {
      id: 'action:new-script',
      kind: 'action',
      label: t(messages.newScript),
      to: '/scripts/new',
    },
    can('api_keys:manage') &&
      session.authMethod === 'session' && {
        id: 'action:create-api-key',
        kind: 'action',
        label: t(messages.createApiKey),
        to: '/settings/api-keys?create=1',
      },
    {
      id: 'action:switch-theme',
      kind: 'action',
      label: t(messages.switchTheme),
      detail: t(messages.lightOrDark),
      action: 'toggle-theme',
    },
    // One per language but the current one; its name in its own words, so anyone can find their own.
    ...LOCALES.filter((locale) => locale !== t.locale).map((locale): PaletteItem => ({
      id: `action:language-${locale}`,
      kind: 'action',
      label: t(messages.language, { language: LOCALE_NAMES[locale] }),
      detail: t(messages.languageDetail),
      action: 'set-language',
      locale,
    })),
  ];
  return actions.filter((action): action is PaletteItem => action !== false);
}

const LIST_STALE_MS = 60_000;

interface ListSource {
  kind: 'segment' | 'policy' | 'script' | 'secret';
  permission: Permission;
  load: (signal: AbortSignal) => Promise<PaletteItem[]>;
}

const listOptions = { limit: PAGE_LIMIT.max };

/** Each area's list endpoint; a secret is found by its name only, its value is never read. */
const listSources: ListSource[] = [
  {
    kind: 'segment',
    permission: 'segments:read',
    load: async (signal) =>
      (await http.getPage(paths.segments, segmentSummarySchema, { ...listOptions, signal })).items.map((segment) => ({
        id: `segment:${segment.id}`,
        kind: 'segment',
        label: segment.name,
        to: `/segments/${encodeURIComponent(segment.id)}`,
      })),
  },
  {
    kind: 'policy',
    permission: 'policies:read',
    load: async (signal) =>
      (await http.getPage(paths.policies, policySummarySchema, { ...listOptions, signal })).items.map((policy) => ({
        id: `policy:${policy.id}`,
        kind: 'policy',
        label: policy.name,
        to: `/policies/${encodeURIComponent(policy.id)}`,
      })),
  },
  {
    kind: 'script',
    permission: 'scripts:read',
    load: async (signal) =>
      (await http.getPage(paths.scripts, scriptSummarySchema, { ...listOptions, signal })).items.map((script) => ({
        id: `script:${script.id}`,
        kind: 'script',
        label: script.name,
        to: `/scripts/${encodeURIComponent(script.id)}`,
      })),
  },
  {
    kind: 'secret',
    permission: 'secrets:read',
    load: async (signal) =>
      (await http.getPage(paths.secrets, secretSummarySchema, { ...listOptions, signal })).items.map((secret) => ({
        id: `secret:${secret.id}`,
        kind: 'secret',
        label: secret.name,
        to: '/secrets',
      })),
  },
];

/** The segments, policies, scripts and secrets the role may read, as one search index. */
export function useListIndex(session: Session, t: Translate): { index: SearchIndex; loading: boolean } {
  const allowed = listSources.filter((source) => session.permissions.includes(source.permission));
  const lists = useQuery({
    queryKey: ['palette', 'lists', session.workspace.subdomain, allowed.map((source) => source.kind)],
    queryFn: async ({ signal }) => {
      const settled = await Promise.allSettled(allowed.map((source) => source.load(signal)));
      return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    },
    staleTime: LIST_STALE_MS,
    throwOnError: false,
  });
  const index = useMemo(
    () => buildSearchIndex([...areaItems(session, t), ...actionItems(session, t), ...(lists.data ?? [])]),
    [lists.data, session, t],
  );
  return { index, loading: lists.isPending };
}

export function workerItem(worker: OrgChartWorker): PaletteItem {
  return {
    id: `worker:${worker.id}`,
    kind: 'worker',
    label: worker.name ?? worker.id,
    detail: [worker.jobTitle, worker.department].filter(Boolean).join(' · ') || undefined,
    to: `/org-chart?focus=${encodeURIComponent(worker.id)}`,
  };
}

/** Workers indexed per task: a task of them stays short on a slow phone, so keys typed meanwhile answer. */
const WORKERS_PER_TASK = 5_000;

/**
 * Every worker of the table as a search index, a few thousand per task (the palette answers keys
 * meanwhile); null when `signal` aborts first. A worker's item is made only when found.
 */
export async function buildWorkerIndex(table: WorkerTable, signal: AbortSignal): Promise<SearchIndex | null> {
  const size = table.length;
  const builder = new SearchIndexBuilder(size, (position) => workerItem(table.record(position)));
  for (let from = 0; from < size; from += WORKERS_PER_TASK) {
    if (from > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal.aborted) return null;
    const labels: string[] = [];
    const details: string[] = [];
    for (let position = from; position < Math.min(size, from + WORKERS_PER_TASK); position += 1) {
      labels.push(table.name(position) ?? table.id(position));
      details.push(
        [table.field(position, 'jobTitle'), table.field(position, 'department')].filter(Boolean).join(' · '),
      );
    }
    builder.add(labels, details);
  }
  return builder.build();
}

/** Every worker as a search index, built (a few thousand per task) once the workers have arrived. */
export function useWorkerIndex(): { index: SearchIndex | null; loaded: number; total: number | null } {
  const workers = useOrgChartWorkers();
  const table = workers.complete ? workers.items : null;
  const [built, setBuilt] = useState<{ table: WorkerTable; index: SearchIndex } | null>(null);
  useEffect(() => {
    if (!table) return;
    const controller = new AbortController();
    void buildWorkerIndex(table, controller.signal).then((index) => {
      if (index) setBuilt({ table, index });
    });
    return () => controller.abort();
  }, [table]);
  const index = built && built.table === table ? built.index : null;
  return { index, loaded: workers.progress.loaded, total: workers.progress.total };
}

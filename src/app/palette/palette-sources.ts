import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
import { navigationItems } from '../navigation';
import { mayOpen } from '../route-access';
import { buildSearchIndex, type PaletteItem, type SearchIndex } from './palette-search';

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

/** Every worker as a search index, built once when the workers have arrived. */
export function useWorkerIndex(): { index: SearchIndex | null; loaded: number; total: number | null } {
  const workers = useOrgChartWorkers();
  const index = useMemo(
    () => (workers.complete ? buildSearchIndex(workers.items.records().map(workerItem)) : null),
    [workers.complete, workers.items],
  );
  return { index, loaded: workers.progress.loaded, total: workers.progress.total };
}

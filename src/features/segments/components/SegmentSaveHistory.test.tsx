import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, membersHandler, on, page, requestsTo } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render';
import { sameVersion, SegmentSaveHistory } from './SegmentSaveHistory';

afterEach(() => {
  vi.unstubAllGlobals();
});

const save = (id: string, action: string, etag: string, userId = 'usr_hedy') => ({
  id,
  action,
  targetType: 'segment',
  targetId: 'seg_eng',
  actor: { type: 'user', userId, name: null },
  clientAddress: '192.0.2.7',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  etag,
});

describe('SegmentSaveHistory', () => {
  it('lists who saved the segment, when and which version (not from where), marking the one being edited', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () =>
        page([
          save('3', 'segment.replace', 'v3'),
          save('2', 'segment.replace', 'v2', 'usr_ada'),
          save('1', 'segment.create', 'v1', 'usr_ada'),
        ]),
      ),
    );
    renderInApp(<SegmentSaveHistory segmentId="seg_eng" currentEtag={'"v3"'} />);
    await user.click(screen.getByRole('button', { name: 'Save history' }));
    const items = within(await screen.findByRole('list', { name: 'Saves, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Saved by Hedy Lamarr 5 minutes ago · version v3This version',
      'Saved by Ada Lovelace 5 minutes ago · version v2',
      'Created by Ada Lovelace 5 minutes ago · version v1',
    ]);
    const reads = requestsTo(fetchMock, 'GET', /audit-events/);
    expect(reads).toHaveLength(1);
    const url = new URL(String(reads[0]![0]), 'http://x');
    expect([url.searchParams.get('targetType'), url.searchParams.get('targetId')]).toEqual(['segment', 'seg_eng']);
    expect(screen.getByRole('link', { name: 'See every event on this segment in Activity' })).toHaveAttribute(
      'href',
      '/activity?targetType=segment&targetId=seg_eng',
    );
  });

  it('says when no save is recorded', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => page([])),
    );
    renderInApp(<SegmentSaveHistory segmentId="seg_eng" currentEtag={null} />);
    await user.click(screen.getByRole('button', { name: 'Save history' }));
    expect(await screen.findByText('No saves are recorded for this segment.')).toBeInTheDocument();
  });

  it('says the service keeps no activity log where it answers 404', async () => {
    const user = userEvent.setup();
    fakeApi(
      membersHandler,
      on('GET', '/api/audit-events', () => failure(404, 'not_found')),
    );
    renderInApp(<SegmentSaveHistory segmentId="seg_eng" currentEtag={null} />);
    await user.click(screen.getByRole('button', { name: 'Save history' }));
    expect(
      await screen.findByText('This service keeps no activity log, so there is no save history.'),
    ).toBeInTheDocument();
  });
});

describe('sameVersion', () => {
  it('matches the ETag header’s spelling of a version with the event’s', () => {
    expect(sameVersion('abc', '"abc"')).toBe(true);
    expect(sameVersion('abc', 'W/"abc"')).toBe(true);
    expect(sameVersion('"abc"', '"abc"')).toBe(true);
    expect(sameVersion('abc', '"abd"')).toBe(false);
    expect(sameVersion(null, '"abc"')).toBe(false);
  });
});

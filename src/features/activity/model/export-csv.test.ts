import { describe, expect, it } from 'vitest';
import { translate } from '../../../lib/i18n';
import { csvFileName, csvStart, eventCsvRow } from './export-csv';

describe('the CSV export', () => {
  it('starts with a byte-order mark and the header', () => {
    expect(csvStart(translate)).toBe(
      '\ufeffTime (UTC),Action,Action code,Who,Actor type,Actor id,Object type,Object id,Client address,ETag,Event id\r\n',
    );
  });

  it('writes an event with names resolved and quotes where needed', () => {
    const row = eventCsvRow(
      {
        id: '42',
        action: 'segment.replace',
        targetType: 'segment',
        targetId: 'seg_1',
        actor: { type: 'user', userId: 'usr_ada', name: null },
        clientAddress: '203.0.113.9',
        at: '2026-11-27T10:00:00.000Z',
        etag: '"v7"',
      },
      new Map([['usr_ada', 'Lovelace, Ada']]),
      translate,
    );
    expect(row).toBe(
      '2026-11-27T10:00:00.000Z,Saved a segment,segment.replace,"Lovelace, Ada",user,usr_ada,segment,seg_1,203.0.113.9,"""v7""",42\r\n',
    );
  });

  it('names the file by the day', () => {
    expect(csvFileName(new Date('2026-11-27T23:00:00Z'))).toBe('activity-2026-11-27.csv');
  });
});

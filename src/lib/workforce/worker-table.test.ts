import { describe, expect, it } from 'vitest';
import type { OrgChartWorker } from '../../../contract';
import { packWorkers } from './packed-workers';
import { WorkerTable } from './worker-table';

const worker = (id: string, managerId: string | null, more: Partial<OrgChartWorker> = {}): OrgChartWorker => ({
  id,
  name: `Name ${id}`,
  jobTitle: 'Engineer',
  department: 'R&D',
  managerId,
  manager: managerId && `Name ${managerId}`,
  lifecycleStage: 'active',
  ...more,
});

function tableOf(pages: OrgChartWorker[][]): WorkerTable {
  const table = new WorkerTable();
  for (const page of pages) table.push(packWorkers(page));
  table.seal();
  return table;
}

describe('WorkerTable', () => {
  it('gives back every record as it came, page after page, null and absent fields included', () => {
    const pages = [
      [worker('w1', null), worker('w2', 'w1', { name: null, department: undefined })],
      [worker('w3', 'w1', { name: 'Zoë Ünal', lifecycleStage: 'odd' }), { id: '', name: undefined }],
    ];
    const table = tableOf(pages);
    expect(table.length).toBe(4);
    expect(table.records()).toEqual(pages.flat());
    expect(table.record(1).department).toBeUndefined();
    expect(table.name(1)).toBeNull();
    expect(table.id(2)).toBe('w3');
    expect(table.managerId(2)).toBe('w1');
    expect(table.field(2, 'manager')).toBe('Name w1');
  });

  it('tells an empty name from a null and an absent one, and a manager’s name from what their id tells', () => {
    const pages = [
      [
        worker('boss', null, { name: '' }),
        worker('a', 'boss', { manager: null }),
        worker('b', 'boss', { manager: undefined }),
        worker('c', null, { manager: 'Somebody' }),
        worker('d', undefined as unknown as null, { manager: null }),
      ],
      [
        worker('e', 'ghost', { manager: 'ghost' }),
        worker('f', 'ghost', { manager: 'Ghost Manager' }),
        worker('g', 'a', { name: null, manager: 'Name a' }),
        worker('h', 'g', { manager: null }),
        { id: 'i', name: '' },
      ],
    ];
    const table = tableOf(pages);
    expect(table.records()).toEqual(pages.flat());
    expect([table.name(0), table.name(7), table.name(9)]).toEqual(['', null, '']);
    expect(table.nameIsBlank(0)).toBe(true);
    expect([...Array(10).keys()].map((index) => table.field(index, 'manager'))).toEqual([
      null,
      null,
      undefined,
      'Somebody',
      null,
      'ghost',
      'Ghost Manager',
      'Name a',
      null,
      undefined,
    ]);
  });

  it('keeps every job title, department and stage, and finds every id, however many there are', () => {
    // Past 65,534 distinct values a page's codes no longer fit 16 bits: the table keeps them wider.
    const many = Array.from({ length: 66_000 }, (_, k) =>
      worker(`w${k}`, null, { jobTitle: `Title ${k}`, department: k % 2 ? null : undefined }),
    );
    const table = tableOf([many.slice(0, 30_000), many.slice(30_000)]);
    for (const index of [0, 1, 29_999, 30_000, 65_999]) {
      expect(table.field(index, 'jobTitle')).toBe(`Title ${index}`);
      expect(table.field(index, 'department')).toBe(index % 2 ? null : undefined);
      expect(table.field(index, 'lifecycleStage')).toBe('active');
    }
    expect(table.code(65_999, 'jobTitle')).not.toBe(table.code(65_998, 'jobTitle'));
    expect(table.code(1, 'department')).toBe(-1);
    // The id index outgrew 16 bits on the way.
    for (const index of [0, 12_345, 65_534, 65_535, 65_999]) expect(table.indexOf(`w${index}`)).toBe(index);
  });

  it('folds the names for search when asked, page by page, each place within one name', () => {
    const table = tableOf([
      [worker('a', null, { name: 'Ann' }), worker('b', 'a', { name: 'BELL' }), worker('c', 'a', { name: null })],
      [
        worker('d', 'a', { name: 'Zoë Ünal' }),
        worker('e', 'a', { name: 'Noel\nBell' }),
        worker('f', 'a', { name: '   ' }),
        worker('g', 'a', { name: 'Bella' }),
      ],
      [],
      [worker('h', 'a', { name: 'Nell' })],
    ]);
    const placesOf = (term: string, count?: number) => {
      const places: string[] = [];
      table.foldedNames(count).eachPlace(term, (index, text, start, end, at) => {
        places.push(
          `${table.id(index)}:${text.slice(start, at)}[${text.slice(at, at + term.length)}]${text.slice(at + term.length, end)}`,
        );
      });
      return places;
    };
    expect(placesOf('ell')).toEqual(['b:b[ell]', 'g:b[ell]a', 'e:noel b[ell]', 'h:n[ell]']);
    // Not across two names, nor into one folded apart.
    expect(placesOf('nb')).toEqual([]);
    expect(placesOf('azo')).toEqual([]);
    expect(placesOf('zoe un')).toEqual(['d:[zoe un]al']);
    expect(placesOf('ell', 5)).toEqual(['b:b[ell]', 'e:noel b[ell]']);
    // Made once while held (a search as it is typed), for as many workers as asked.
    const held = table.foldedNames();
    expect(table.foldedNames()).toBe(held);
    expect(table.foldedNames(5)).not.toBe(held);
  });

  it('finds the first worker with an id, in any page, and tells repeats apart', () => {
    const table = tableOf([
      [worker('a', null), worker('b', 'a')],
      [worker('a', 'b'), worker('c', 'a')],
    ]);
    expect(table.indexOf('a')).toBe(0);
    expect(table.indexOf('c')).toBe(3);
    expect(table.indexOf('nobody')).toBe(-1);
    expect([0, 1, 2, 3].map((index) => table.repeatsAnId(index))).toEqual([false, false, true, false]);
  });

  it('keeps finding every id as the index grows past its first size', () => {
    const pages = Array.from({ length: 5 }, (_, page) =>
      Array.from({ length: 997 }, (_, k) => worker(`w${page * 997 + k}`, k === 0 ? null : `w${page * 997}`)),
    );
    const table = tableOf(pages);
    for (let index = 0; index < table.length; index += 1) expect(table.indexOf(`w${index}`)).toBe(index);
    expect(table.indexOf('w4985')).toBe(-1);
  });

  it('tells every repeated id, and finds each first one, as the index grows and once sealed', () => {
    const ids = Array.from({ length: 3000 }, (_, k) => (k % 7 === 6 ? `w${k >> 1}` : `w${k}`));
    const table = new WorkerTable();
    for (let start = 0; start < ids.length; start += 997) {
      table.push(packWorkers(ids.slice(start, start + 997).map((id) => worker(id, null))));
    }
    const firstOf = (id: string) => ids.indexOf(id);
    const check = () => {
      ids.forEach((id, k) => {
        expect(table.repeatsAnId(k)).toBe(firstOf(id) < k);
        expect(table.indexOf(id)).toBe(firstOf(id));
      });
      expect(table.indexOf('w3000')).toBe(-1);
    };
    check();
    table.seal();
    check();
  });

  it('points at a manager already in the table, and still gives their id and name as sent', () => {
    const pages = [
      [worker('boss', null), worker('a', 'boss'), worker('b', 'later'), worker('c', 'boss', { manager: 'The Boss' })],
      [worker('later', 'boss', { name: null }), worker('d', 'later', { manager: 'Someone' }), worker('e', 'a')],
    ];
    const table = tableOf(pages);
    expect(table.records()).toEqual(pages.flat());
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => table.managerIndex(index))).toEqual([-1, 0, -1, 0, 0, 4, 1]);
  });

  it('makes room for the total it is told, and still grows past it', () => {
    const table = new WorkerTable();
    table.reserve(3000);
    expect(table.capacity).toBe(3000);
    const workers = Array.from({ length: 4000 }, (_, k) => worker(`w${k}`, k === 0 ? null : 'w0'));
    table.push(packWorkers(workers.slice(0, 2500)));
    expect(table.capacity).toBe(3000);
    table.push(packWorkers(workers.slice(2500)));
    expect(table.length).toBe(4000);
    for (let index = 0; index < 4000; index += 1) expect(table.indexOf(`w${index}`)).toBe(index);
  });

  it('knows an id that is empty or only spaces', () => {
    const table = WorkerTable.of([worker('', null), worker('  ', null), worker(' x', null), worker('x', null)]);
    expect([0, 1, 2, 3].map((index) => table.idIsBlank(index))).toEqual([true, true, false, false]);
  });

  it('makes the records once for everyone holding them', () => {
    const table = WorkerTable.of([worker('a', null)]);
    expect(table.records()).toBe(table.records());
  });

  it('takes no page once the last one is in', () => {
    const table = WorkerTable.of([worker('a', null)]);
    expect(() => table.push(packWorkers([worker('b', 'a')]))).toThrow(/complete/);
  });
});

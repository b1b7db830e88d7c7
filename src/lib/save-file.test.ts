import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_FILE_URL_LIFETIME_MS, saveCsv } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveCsv', () => {
  it('clicks a download link for the file and frees its URL only once the browser has had time to read it', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:saved';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: this.isConnected });
    });

    saveCsv(['a,b\r\n', '1,2\r\n'], 'numbers.csv');

    expect(clicked).toEqual([{ href: 'blob:saved', download: 'numbers.csv', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(await created[0]!.text()).toBe('a,b\r\n1,2\r\n');
    vi.advanceTimersByTime(SAVED_FILE_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:saved');
  });
});

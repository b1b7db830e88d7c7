import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http';
import { translate } from '../../../lib/i18n';
import { refusedFilter } from './refused-filter';

const refusal = (target: string | null, status = 400) =>
  new ApiError({ status, errorCode: 'validation_error', message: 'from must come before to.', target });

describe('refusedFilter', () => {
  it('names the filter a 400 targets, with the service’s words', () => {
    expect(refusedFilter(refusal('from'), translate)).toEqual({
      key: 'from',
      label: 'From',
      message: 'from must come before to.',
    });
    expect(refusedFilter(refusal('targetType'), translate)?.label).toBe('Object type');
  });

  it('is no filter’s fault for a cursor, a page size, another status or another error', () => {
    expect(refusedFilter(refusal('cursor'), translate)).toBeNull();
    expect(refusedFilter(refusal('limit'), translate)).toBeNull();
    expect(refusedFilter(refusal(null), translate)).toBeNull();
    expect(refusedFilter(refusal('from', 500), translate)).toBeNull();
    expect(refusedFilter(new Error('x'), translate)).toBeNull();
  });
});

/**
 * A comparison that failed in its Web Worker (`detail`: the worker's own words) or could not start
 * there (`detail` null). The message is for logs; the console words it from these fields.
 */
export class ComparisonFailure extends Error {
  constructor(readonly detail: string | null) {
    super(
      detail === null ? 'The comparison could not be started in this browser.' : `The comparison failed: ${detail}`,
    );
    this.name = 'ComparisonFailure';
  }
}

import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/**
 * Node's own SQLite (`node:sqlite`), with the few conveniences the stores use: statements that return
 * their first column (`pluck`) or rows as arrays (`raw`), transactions that nest, and pragmas.
 */
/**
 * A statement's parameters: values, arrays of values (bound in order, as if passed one by one) or an
 * object of named values.
 */
const bound = (params: unknown[]) => (params.some(Array.isArray) ? params.flat() : params) as SQLInputValue[];

export class Statement {
  #plucked = false;

  constructor(private readonly statement: StatementSync) {
    // A named value the statement does not use is left unused (a query built from filters names some).
    statement.setAllowUnknownNamedParameters(true);
  }

  /** Each row is its first column's value. */
  pluck(): this {
    this.statement.setReturnArrays(true);
    this.#plucked = true;
    return this;
  }

  /** Each row is an array of its columns' values, in the query's order. */
  raw(): this {
    this.statement.setReturnArrays(true);
    return this;
  }

  get(...params: unknown[]): unknown {
    const row = this.statement.get(...bound(params));
    return this.#plucked ? (row as unknown as unknown[] | undefined)?.[0] : row;
  }

  all(...params: unknown[]): unknown[] {
    const rows = this.statement.all(...bound(params)) as unknown[];
    return this.#plucked ? rows.map((row) => (row as unknown[])[0]) : rows;
  }

  *iterate(...params: unknown[]): Generator<unknown> {
    for (const row of this.statement.iterate(...bound(params))) {
      yield this.#plucked ? (row as unknown as unknown[])[0] : row;
    }
  }

  run(...params: unknown[]): { changes: number; lastInsertRowid: number } {
    const { changes, lastInsertRowid } = this.statement.run(...bound(params));
    return { changes: Number(changes), lastInsertRowid: Number(lastInsertRowid) };
  }
}

/** How long a statement waits for another connection's write lock before failing (SQLITE_BUSY). */
const BUSY_TIMEOUT_MS = 5000;

export class Database {
  readonly #db: DatabaseSync;
  #savepoints = 0;

  constructor(location: string) {
    this.#db = new DatabaseSync(location, { timeout: BUSY_TIMEOUT_MS });
  }

  get inTransaction(): boolean {
    return this.#db.isTransaction;
  }

  prepare(sql: string): Statement {
    return new Statement(this.#db.prepare(sql));
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  /** `PRAGMA <source>`: its rows, or with `simple` the first column of the first. */
  pragma(source: string, { simple = false } = {}): unknown {
    const statement = this.prepare(`PRAGMA ${source}`);
    return simple ? statement.pluck().get() : statement.all();
  }

  /** A scalar SQL function written in JavaScript (its arity is the function's). */
  function(name: string, implementation: (...args: SQLInputValue[]) => SQLInputValue): void {
    this.#db.function(name, implementation);
  }

  /**
   * `write` wrapped in a transaction: committed when it returns, rolled back when it throws. Called
   * inside another, it runs in a savepoint of it.
   */
  transaction<Args extends unknown[], Result>(write: (...args: Args) => Result): (...args: Args) => Result {
    return (...args) => {
      const nested = this.#db.isTransaction;
      const savepoint = `nested_${this.#savepoints}`;
      if (nested) {
        this.#savepoints += 1;
        this.#db.exec(`SAVEPOINT ${savepoint}`);
      } else this.#db.exec('BEGIN');
      try {
        const result = write(...args);
        this.#db.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
        return result;
      } catch (error) {
        if (this.#db.isTransaction) {
          this.#db.exec(nested ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
        }
        throw error;
      } finally {
        if (nested) this.#savepoints -= 1;
      }
    };
  }

  close(): void {
    this.#db.close();
  }
}

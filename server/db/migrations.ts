import type { Database } from './sqlite';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE workspaces (
        id INTEGER PRIMARY KEY,
        subdomain TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL
      );

      CREATE TABLE memberships (
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        user_id TEXT NOT NULL REFERENCES users(id),
        role TEXT NOT NULL,
        PRIMARY KEY (workspace_id, user_id)
      ) WITHOUT ROWID;

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        user_id TEXT NOT NULL REFERENCES users(id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );

      CREATE TABLE login_states (
        state_hash TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        provider TEXT NOT NULL,
        return_to TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );

      CREATE TABLE authorization_codes (
        code_hash TEXT PRIMARY KEY,
        state_hash TEXT NOT NULL REFERENCES login_states(state_hash),
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        user_id TEXT NOT NULL REFERENCES users(id),
        expires_at TEXT NOT NULL,
        consumed_at TEXT
      );

      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        name TEXT NOT NULL,
        prefix TEXT NOT NULL,
        secret_hash TEXT NOT NULL UNIQUE,
        scopes TEXT NOT NULL,
        created_at TEXT NOT NULL,
        created_by_user_id TEXT NOT NULL REFERENCES users(id),
        last_used_at TEXT,
        expires_at TEXT,
        revoked_at TEXT
      );
      CREATE INDEX api_keys_by_workspace ON api_keys (workspace_id, created_at DESC, id);

      -- Workers keep a rowid key: imported HR data may repeat an id.
      CREATE TABLE workers (
        rowid INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        id TEXT NOT NULL,
        name TEXT,
        name_key TEXT NOT NULL,
        job_title TEXT,
        department TEXT,
        manager_id TEXT,
        lifecycle_stage TEXT
      );
      CREATE INDEX workers_by_workspace ON workers (workspace_id);
      CREATE INDEX workers_by_id ON workers (workspace_id, id);
      CREATE INDEX workers_by_name ON workers (workspace_id, name_key);

      CREATE TABLE license_costs (
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        day TEXT NOT NULL,
        annual_cost REAL NOT NULL,
        unassigned_annual_cost REAL NOT NULL,
        licenses INTEGER NOT NULL,
        unpriced INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, day)
      ) WITHOUT ROWID;

      CREATE TABLE segments (
        id TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        scope TEXT NOT NULL,
        match TEXT NOT NULL,
        clauses TEXT NOT NULL,
        included_worker_ids TEXT NOT NULL,
        excluded_worker_ids TEXT NOT NULL,
        etag TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by_user_id TEXT NOT NULL REFERENCES users(id)
      );
      CREATE UNIQUE INDEX segments_by_name ON segments (workspace_id, name_key);

      CREATE TABLE scripts (
        id TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        name TEXT NOT NULL,
        name_key TEXT NOT NULL,
        code TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        created_by_user_id TEXT NOT NULL REFERENCES users(id)
      );
      CREATE UNIQUE INDEX scripts_by_name ON scripts (workspace_id, name_key);

      CREATE TABLE secrets (
        id TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        name TEXT NOT NULL,
        description TEXT,
        encrypted_value TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX secrets_by_name ON secrets (workspace_id, name);

      CREATE TABLE policies (
        id TEXT PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        name TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX policies_by_name ON policies (workspace_id, name);

      CREATE TABLE policy_revisions (
        policy_id TEXT NOT NULL REFERENCES policies(id),
        number INTEGER NOT NULL,
        source TEXT NOT NULL,
        created_by_user_id TEXT NOT NULL REFERENCES users(id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (policy_id, number)
      );

      CREATE TABLE policy_segment_references (
        policy_id TEXT NOT NULL REFERENCES policies(id),
        segment_id TEXT NOT NULL,
        PRIMARY KEY (policy_id, segment_id)
      ) WITHOUT ROWID;
      CREATE INDEX policy_segment_references_by_segment ON policy_segment_references (segment_id);

      CREATE TABLE policy_secret_references (
        policy_id TEXT NOT NULL REFERENCES policies(id),
        secret_id TEXT NOT NULL,
        disclosure_forbidden INTEGER NOT NULL,
        PRIMARY KEY (policy_id, secret_id)
      ) WITHOUT ROWID;
      CREATE INDEX policy_secret_references_by_secret ON policy_secret_references (secret_id);

      CREATE TABLE audit_events (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        action TEXT NOT NULL,
        target_id TEXT NOT NULL,
        actor_user_id TEXT NOT NULL,
        api_key_id TEXT,
        at TEXT NOT NULL
      );
      CREATE INDEX audit_events_by_target ON audit_events (workspace_id, target_id, action, id);
    `,
  },
  {
    version: 2,
    name: 'failed authentication audit and limits, API key rotation time',
    sql: `
      CREATE TABLE audit_events_next (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        action TEXT NOT NULL,
        target_id TEXT NOT NULL,
        actor_user_id TEXT,
        api_key_id TEXT,
        client_address TEXT,
        at TEXT NOT NULL
      );
      INSERT INTO audit_events_next (id, workspace_id, action, target_id, actor_user_id, api_key_id, at)
        SELECT id, workspace_id, action, target_id, actor_user_id, api_key_id, at FROM audit_events;
      DROP TABLE audit_events;
      ALTER TABLE audit_events_next RENAME TO audit_events;
      CREATE INDEX audit_events_by_target ON audit_events (workspace_id, target_id, action, id);
      CREATE INDEX audit_events_by_action ON audit_events (workspace_id, action, id);

      CREATE TABLE auth_failure_buckets (
        key TEXT PRIMARY KEY,
        tokens REAL NOT NULL,
        updated_at_ms INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX auth_failure_buckets_by_age ON auth_failure_buckets (updated_at_ms);

      ALTER TABLE api_keys ADD COLUMN rotated_at TEXT;
    `,
  },
  {
    version: 3,
    name: 'workers by id cover the name (the org chart looks up each manager by id)',
    sql: `
      -- In rowid order within an id, so "the first worker with this id" is the first entry, and with the
      -- name, so that lookup reads the index alone. It serves every query the old index did.
      CREATE INDEX workers_by_id_with_name ON workers (workspace_id, id, rowid, name);
      DROP INDEX workers_by_id;
    `,
  },
  {
    version: 4,
    name: 'the activity log: target types, ETags, and an index for each filter',
    sql: `
      CREATE TABLE audit_events_next (
        id INTEGER PRIMARY KEY,
        workspace_id INTEGER NOT NULL REFERENCES workspaces(id),
        action TEXT NOT NULL,
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        actor_user_id TEXT,
        api_key_id TEXT,
        client_address TEXT,
        etag TEXT,
        at TEXT NOT NULL
      );
      INSERT INTO audit_events_next
          (id, workspace_id, action, target_type, target_id, actor_user_id, api_key_id, client_address, at)
        SELECT id, workspace_id, action,
          CASE WHEN action LIKE 'secret.%' THEN 'secret' WHEN action = 'auth.limited' THEN 'limit' ELSE 'credential' END,
          target_id, actor_user_id, api_key_id, client_address, at
        FROM audit_events;
      DROP TABLE audit_events;
      ALTER TABLE audit_events_next RENAME TO audit_events;
      -- A secret's last reveal (the secrets list).
      CREATE INDEX audit_events_by_target ON audit_events (workspace_id, target_id, action, id);
      -- GET /audit-events, newest first: one index per filter, each in the list's order (at, id), so a
      -- filtered page (and a date range within it) is a seek and a walk of as many entries as it shows.
      -- A member's and a key's also carry action and target type, so that counting what they did of a
      -- kind reads the index alone.
      CREATE INDEX audit_events_by_time ON audit_events (workspace_id, at, id);
      CREATE INDEX audit_events_by_actor ON audit_events (workspace_id, actor_user_id, at, id, action, target_type);
      CREATE INDEX audit_events_by_key ON audit_events (workspace_id, api_key_id, at, id, action, target_type);
      CREATE INDEX audit_events_by_action ON audit_events (workspace_id, action, at, id);
      CREATE INDEX audit_events_by_object ON audit_events (workspace_id, target_type, target_id, at, id);

      -- Events a day of each action, kept by the insert itself (events are never changed or deleted):
      -- a page's total over whole days is a sum of these, not a count of a million index entries.
      CREATE TABLE audit_event_days (
        workspace_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        action TEXT NOT NULL,
        target_type TEXT NOT NULL,
        events INTEGER NOT NULL,
        PRIMARY KEY (workspace_id, day, action, target_type)
      ) WITHOUT ROWID;
      INSERT INTO audit_event_days (workspace_id, day, action, target_type, events)
        SELECT workspace_id, substr(at, 1, 10), action, target_type, count(*) FROM audit_events GROUP BY 1, 2, 3, 4;
      CREATE TRIGGER audit_events_counted AFTER INSERT ON audit_events BEGIN
        INSERT INTO audit_event_days (workspace_id, day, action, target_type, events)
          VALUES (NEW.workspace_id, substr(NEW.at, 1, 10), NEW.action, NEW.target_type, 1)
          ON CONFLICT DO UPDATE SET events = events + 1;
      END;
    `,
  },
  {
    version: 5,
    name: 'the activity log: an index for each combination of filters',
    sql: `
      -- GET /audit-events reads each combination of filters through one index (named by the store,
      -- INDEXED BY): the filters it seeks to, then (at, id) in the list's order, then the filters it
      -- checks in the entry itself, so that no row is read to be rejected and a first page is a seek
      -- and a walk of a page's entries, or of one member's, key's or object's entries at most.
      -- A member's and a key's also carry the object, so every filter with actor is read from them.
      DROP INDEX audit_events_by_actor;
      CREATE INDEX audit_events_by_actor
        ON audit_events (workspace_id, actor_user_id, at, id, action, target_type, target_id);
      DROP INDEX audit_events_by_key;
      CREATE INDEX audit_events_by_key ON audit_events (workspace_id, api_key_id, at, id, action, target_type, target_id);
      -- An object's events, with the action (an action on one object).
      DROP INDEX audit_events_by_object;
      CREATE INDEX audit_events_by_object ON audit_events (workspace_id, target_type, target_id, at, id, action);
      -- An action on a type of object (the index of an action alone held no type: an action with a type
      -- it never has walked every event of that action), and a type of object alone (was a walk of
      -- every event, newest first, until a page of that type was found).
      CREATE INDEX audit_events_by_action_type ON audit_events (workspace_id, action, target_type, at, id);
      CREATE INDEX audit_events_by_type ON audit_events (workspace_id, target_type, at, id);
    `,
  },
  {
    version: 6,
    name: 'workers counted per workspace by the writes themselves',
    sql: `
      -- Every page of a list of workers says how many the workspace has: one row read, not a count
      -- of a million index entries (some 20-60 ms) on the first page after each write.
      CREATE TABLE worker_counts (
        workspace_id INTEGER PRIMARY KEY,
        workers INTEGER NOT NULL
      );
      INSERT INTO worker_counts (workspace_id, workers) SELECT workspace_id, count(*) FROM workers GROUP BY 1;
      CREATE TRIGGER workers_counted_in AFTER INSERT ON workers BEGIN
        INSERT INTO worker_counts (workspace_id, workers) VALUES (NEW.workspace_id, 1)
          ON CONFLICT DO UPDATE SET workers = workers + 1;
      END;
      CREATE TRIGGER workers_counted_out AFTER DELETE ON workers BEGIN
        UPDATE worker_counts SET workers = workers - 1 WHERE workspace_id = OLD.workspace_id;
      END;
      CREATE TRIGGER workers_counted_moved AFTER UPDATE OF workspace_id ON workers
        WHEN NEW.workspace_id IS NOT OLD.workspace_id BEGIN
        UPDATE worker_counts SET workers = workers - 1 WHERE workspace_id = OLD.workspace_id;
        INSERT INTO worker_counts (workspace_id, workers) VALUES (NEW.workspace_id, 1)
          ON CONFLICT DO UPDATE SET workers = workers + 1;
      END;
    `,
  },
];

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function migrate(db: Database, all: readonly Migration[] = migrations): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of all) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}

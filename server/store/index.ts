import type { Db } from '../db/open';
import { createApiKeyStore } from './api-keys';
import { createAuditStore } from './audit';
import { createAuthFailureStore } from './auth-failures';
import { createLicenseStore } from './licenses';
import { createMemberStore } from './members';
import { createPolicyStore } from './policies';
import { createScriptStore } from './scripts';
import { createSecretStore } from './secrets';
import { createSegmentStore } from './segments';
import { createSegmentReferenceStore } from './segment-references';
import { createSessionStore } from './sessions';
import { createWorkerStore } from './workers';
import { createWorkspaceStore } from './workspaces';

export function createStores(db: Db) {
  return {
    db,
    workspaces: createWorkspaceStore(db),
    members: createMemberStore(db),
    sessions: createSessionStore(db),
    apiKeys: createApiKeyStore(db),
    audit: createAuditStore(db),
    authFailures: createAuthFailureStore(db),
    workers: createWorkerStore(db),
    licenses: createLicenseStore(db),
    segments: createSegmentStore(db),
    segmentReferences: createSegmentReferenceStore(db),
    scripts: createScriptStore(db),
    secrets: createSecretStore(db),
    policies: createPolicyStore(db),
  };
}

export type Stores = ReturnType<typeof createStores>;

/**
 * PROVISIONAL: the audit event as issue 39 describes it, until contract/assumed.ts defines it
 * (the reference API's side is being written). Replace with the contract's type when it lands.
 */
export type AuditActor =
  | { type: 'user'; userId: string; name: string | null }
  | { type: 'api_key'; apiKeyId: string; name: string | null; userId: string | null }
  | { type: 'anonymous' };

export interface AuditEvent {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  actor: AuditActor;
  clientAddress: string | null;
  at: string;
  /** The ETag a write produced (segment saves). */
  etag: string | null;
}

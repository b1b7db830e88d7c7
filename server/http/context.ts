import type { Permission, Role } from '../../contract';
import type { ClientView } from './origin';

export interface Workspace {
  id: number;
  subdomain: string;
  name: string;
}

export interface Principal {
  user: { id: string; name: string; email: string };
  role: Role;
  permissions: ReadonlySet<Permission>;
  authMethod: 'session' | 'api_key';
  sessionId: number | null;
  apiKeyId: string | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    client: ClientView;
    workspace: Workspace;
    principal: Principal;
  };
}

import * as z from 'zod/mini';

/**
 * ASSUMPTION. The spec says API keys carry scopes that never exceed their creator's permissions,
 * but names neither scopes nor roles (section 5). These are ours; a scope and a permission are
 * the same string. A key's scopes are every permission but those only a signed-in member uses.
 */
export const apiKeyScopes = [
  'segments:read',
  'segments:write',
  'workers:read',
  'licenses:read',
  'secrets:read',
  'secrets:reveal',
  'policies:read',
  'scripts:read',
  'scripts:write',
  'members:read',
  'api_keys:manage',
  'audit:read',
] as const;
export const apiKeyScopeSchema = z.enum(apiKeyScopes);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const permissions = [
  ...apiKeyScopes,
  /**
   * Rotate and revoke keys other members created (everyone with `api_keys:manage` may change
   * their own), and run the admin tools. Never a key's scope: keys cannot manage keys (spec 5.5).
   */
  'api_keys:manage_all',
] as const;
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;

export const roles = ['owner', 'admin', 'hr_editor', 'finance_viewer'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Roles as people read them: the account menu, the development sign-in page. */
export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  hr_editor: 'HR editor',
  finance_viewer: 'Finance viewer',
};

export const rolePermissions: Record<Role, readonly Permission[]> = {
  owner: permissions,
  admin: permissions,
  hr_editor: [
    'segments:read',
    'segments:write',
    'workers:read',
    'policies:read',
    'scripts:read',
    'members:read',
    'api_keys:manage',
  ],
  finance_viewer: ['licenses:read', 'workers:read', 'members:read', 'api_keys:manage'],
};

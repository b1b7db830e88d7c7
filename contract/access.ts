import * as z from 'zod/mini';

/**
 * ASSUMPTION. The spec says API keys carry scopes that never exceed their creator's permissions,
 * but names neither scopes nor roles (section 5). These are ours; a scope and a permission are
 * the same string.
 */
export const permissions = [
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

/**
 * 1 administrator, 2 parent, 3 organization; null until the user chose a type. Kept apart from
 * the schemas so that pages needing only the roles do not load the validation library.
 */
export const ROLES = { administrator: 1, parent: 2, organization: 3 } as const;
export type RoleName = keyof typeof ROLES;
export type RoleNumber = (typeof ROLES)[RoleName];

/**
 * /master-admin and /mobile-admin, one chunk: they share the users, applications and log panels,
 * and as two lazy chunks those panels became shared chunks of their own, each one more name in the
 * landing entry's preload map (decision 045).
 */
export { MasterAdminPage } from './master-admin-page';
export { MobileAdminPage } from './mobile-admin-page';

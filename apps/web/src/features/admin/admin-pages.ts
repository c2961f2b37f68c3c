/*
 * The master admin's overview pages, /master-admin and /mobile-admin, in one chunk behind one loader
 * of the route table: they share the users, applications and log panels, and each loader names its
 * chunk and that chunk's imports in the landing's entry, which must not grow with every admin page.
 * The tools are the other chunk (admin-tool-pages.ts): together they pass a page's 180 KB budget.
 */
export { MasterAdminPage } from './master-admin-page';
export { MobileAdminPage } from './mobile-admin-page';

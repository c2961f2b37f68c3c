/*
 * The master admin's pages (/master-admin, /mobile-admin, /database-admin, /email-test,
 * /stress-test) in one chunk behind one loader of the route table: each loader names its chunk and
 * that chunk's imports in the landing's entry, and the landing's JavaScript must not grow with every
 * admin tool. Admins load a little more once; nobody else loads any of it.
 */
export { DatabaseAdminPage } from './database-admin-page';
export { EmailTestPage } from './email-test-page';
export { MasterAdminPage } from './master-admin-page';
export { MobileAdminPage } from './mobile-admin-page';
export { StressTestPage } from './stress-test-page';

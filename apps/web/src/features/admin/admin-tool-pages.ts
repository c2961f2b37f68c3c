/*
 * The admins' tools, /database-admin, /email-test and /stress-test, in one chunk behind one loader of
 * the route table (admin-pages.ts says why).
 */
export { DatabaseAdminPage } from './database-admin-page';
export { EmailTestPage } from './email-test-page';
export { StressTestPage } from './stress-test-page';

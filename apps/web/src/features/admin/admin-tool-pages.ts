/*
 * The admins' tools, /email-test and /stress-test, in one chunk behind one loader of the route
 * table: each loader or chunk more is bytes on the landing's entry.
 */
export { EmailTestPage } from './email-test-page';
export { StressTestPage } from './stress-test-page';

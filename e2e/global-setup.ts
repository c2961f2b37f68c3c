import { startMailSink } from './support/mail-sink';

/**
 * Starts the SMTP sink the server under test delivers to. scripts/e2e.mjs picks the port (and gives
 * the server SMTP_URL=smtp://127.0.0.1:<port>) and the folder the received messages are written to;
 * without those variables (Playwright run by hand against some server) there is no sink, and the
 * specs that read e-mail say so.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const folder = process.env.E2E_MAIL_DIR;
  if (!port || !folder) return undefined;
  const sink = await startMailSink(port, folder);
  return () => sink.close();
}

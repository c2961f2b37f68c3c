import type { SignUpRequest } from '@marcador/contracts';
import { DEFAULT_COUNTRY, displayName, type SignupInput, validateSignup } from '@marcador/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountError, requestLocale } from '../../plugins/locale';
import { arrivalOf, linkOrigin } from '../../plugins/origins';
import { cleanProfile } from '../accounts/profile-input';
import { profilesRepository, UsernameTakenError } from '../accounts/profiles.repository';
import { usersRepository } from '../accounts/users.repository';
import { verifyCaptcha } from '../captcha/captcha-verifier';
import { recordInvitedSignup } from '../invitations/invite-joins';
import { PREMIUM_VERIFY_CALLBACK_PATH, VERIFY_CALLBACK_PATH } from './account-emails';
import { fromAuthApiError } from './auth-errors';
import { refuseBreachedPassword } from './password-checks';

/** better-auth's answer when storing the user failed, as a lost race on the unique e-mail does. */
const isCreateUserFailure = (error: unknown) =>
  (error as { body?: { code?: unknown } } | null)?.body?.code === 'FAILED_TO_CREATE_USER';

const usernameTaken = () =>
  new AccountError(409, 'username_taken', 'auth.errors.usernameTaken', {}, [
    { field: 'username', key: 'auth.errors.usernameTaken' },
  ]);

/** The form as the domain rules see it, optional fields filled with their defaults. */
function signupInput(body: SignUpRequest): SignupInput {
  return {
    ...body,
    age: body.age ?? null,
    skillLevel: body.skillLevel ?? null,
    country: body.country ?? DEFAULT_COUNTRY,
    state: body.state ?? '',
    city: body.city ?? '',
  };
}

/**
 * The user better-auth stored for a sign-up, or null when the address already has an account (its
 * owner is e-mailed instead). That includes losing the insert to a simultaneous sign-up with the
 * same address: from then on the address has an account, so it is answered as one, never as a
 * failure. Other refusals of better-auth leave in our error shape.
 */
async function storeUser(app: FastifyInstance, body: { name: string; email: string; password: string }) {
  const users = usersRepository(app.database.db);
  try {
    const { user } = await app.auth.api.signUpEmail({ body });
    // For an existing address better-auth answers with a stand-in user that was never stored.
    return (await users.exists(user.id)) ? user : null;
  } catch (error) {
    const winner = isCreateUserFailure(error) ? await users.findByEmail(body.email) : null;
    if (!winner) throw fromAuthApiError(error);
    await app.accountEmails.sendAccountExists({ ...winner, name: body.name });
    return null;
  }
}

/** Notes the invite link the account came through (decision 032); a failure is logged, never refused. */
async function noteInvite(app: FastifyInstance, userId: string, code: string): Promise<void> {
  try {
    await recordInvitedSignup(app.database.db, userId, code);
  } catch (error) {
    app.log.warn({ err: error, userId }, 'noting the invite link of a sign-up failed');
  }
}

/**
 * Our sign-up (better-auth's raw one is disabled): the spec's rules with its messages, captcha,
 * username uniqueness and the breached-password check, then the user through better-auth, the
 * profile, and the verification e-mail. No half accounts: if the profile cannot be stored the user
 * is deleted again. An e-mail that already has an account gets the same answer (better-auth
 * e-mails its owner instead), so the answer never tells whether an address is registered.
 */
export async function signUp(app: FastifyInstance, request: FastifyRequest, body: SignUpRequest): Promise<void> {
  const input = signupInput(body);
  const [firstIssue, ...moreIssues] = validateSignup(input);
  if (firstIssue) throw AccountError.validation([firstIssue, ...moreIssues]);
  if ((await verifyCaptcha(app.config, body.captchaToken, request.ip)) === 'rejected') {
    throw new AccountError(400, 'captcha_failed', 'auth.errors.captchaFailed');
  }
  const profiles = profilesRepository(app.database.db);
  if (await profiles.usernameTaken(input.username)) throw usernameTaken();
  await refuseBreachedPassword(app, input.password, 'password');

  // A new player is in the directory; the profile's setting takes them out.
  const profile = cleanProfile({ ...input, sports: body.sports, language: requestLocale(request), inDirectory: true });
  const user = await storeUser(app, {
    name: displayName(profile),
    email: input.email.trim(),
    password: input.password,
  });
  if (!user) return;
  const users = usersRepository(app.database.db);
  try {
    await profiles.create(user.id, profile);
  } catch (error) {
    await users.remove(user.id);
    throw error instanceof UsernameTakenError ? usernameTaken() : error;
  }
  if (body.invite) await noteInvite(app, user.id, body.invite);
  await app.accountEmails.sendNewVerification(
    user,
    linkOrigin(app.config, arrivalOf(request)),
    body.intent === 'premium' ? PREMIUM_VERIFY_CALLBACK_PATH : VERIFY_CALLBACK_PATH,
  );
}

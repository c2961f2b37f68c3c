import type { SignUpRequest } from '@marcador/contracts';
import { DEFAULT_COUNTRY, type SignupInput, validateSignup } from '@marcador/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccountError, requestLocale } from '../../plugins/locale';
import { arrivalOf, linkOrigin } from '../../plugins/origins';
import { cleanProfile } from '../accounts/profile-input';
import { profilesRepository, UsernameTakenError } from '../accounts/profiles.repository';
import { usersRepository } from '../accounts/users.repository';
import { verifyCaptcha } from '../captcha/captcha-verifier';
import { refuseBreachedPassword } from './password-checks';

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

  const profile = cleanProfile({ ...input, sports: body.sports, language: requestLocale(request) });
  const { user } = await app.auth.api.signUpEmail({
    body: { name: `${profile.firstName} ${profile.lastName}`, email: input.email.trim(), password: input.password },
  });
  const users = usersRepository(app.database.db);
  // An existing address gets a stand-in user that was never stored; its owner has been e-mailed.
  if (!(await users.exists(user.id))) return;
  try {
    await profiles.create(user.id, profile);
  } catch (error) {
    await users.remove(user.id);
    throw error instanceof UsernameTakenError ? usernameTaken() : error;
  }
  await app.accountEmails.sendNewVerification(user, linkOrigin(app.config, arrivalOf(request)));
}

import { AuthPage } from './auth-page';
import { SignUpForm } from './sign-up-form';

/**
 * /registration?intent=premium: where the Premium upsell sends visitors. The sign-up screen, with
 * the Premium notice when the intent says so (the account is created first, free).
 */
export function RegistrationPage() {
  return <AuthPage defaultMode="signup" signUpForm={SignUpForm} />;
}

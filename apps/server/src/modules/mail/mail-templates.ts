import type { EmailTemplate } from '@marcador/contracts';
import {
  accountExistsEmail,
  basicEmail,
  passwordResetEmail,
  verificationEmail,
  welcomeEmail,
} from './templates/account-templates';
import { courtAdminEmail, playerInviteEmail, postMatchInviteEmail } from './templates/invitation-templates';
import { notificationEmail } from './templates/notification-template';
import { premiumEndedEmail, premiumWelcomeEmail } from './templates/premium-templates';
import type { EmailTemplateDef } from './templates/template';

/** Every template by name, for /email-test; senders import the template they need directly. */
export const mailTemplates: Readonly<Record<EmailTemplate, EmailTemplateDef<unknown>>> = {
  basic: basicEmail,
  verification: verificationEmail,
  welcome: welcomeEmail,
  'password-reset': passwordResetEmail,
  'account-exists': accountExistsEmail,
  'court-admin': courtAdminEmail,
  'player-invite': playerInviteEmail,
  'post-match-invite': postMatchInviteEmail,
  'premium-welcome': premiumWelcomeEmail,
  'premium-ended': premiumEndedEmail,
  notification: notificationEmail,
};

import { PASSWORD_MAX_LENGTH } from '@marcador/domain';
import { useTranslation } from '../../lib/use-translation';
import { PasswordField, type PasswordFieldProps } from '../ui/password-field';

type AccountPasswordFieldProps = Omit<PasswordFieldProps, 'showLabel' | 'hideLabel'>;

/**
 * The account screens' password input: the show/hide toggle named in the current language, and a
 * length cap one past the rule's maximum so an over-long password reaches the rule's own message.
 */
export function AccountPasswordField(props: AccountPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <PasswordField
      maxLength={PASSWORD_MAX_LENGTH + 1}
      {...props}
      showLabel={t('password.show')}
      hideLabel={t('password.hide')}
    />
  );
}

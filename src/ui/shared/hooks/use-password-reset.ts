import { useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../../application/session/password-reset';
import { PROVIDER_BASE_URL } from '../../../application/tokens';
import { EMAIL_MAX_LENGTH, type PasswordResetError } from '../../../domain/session/login';
import { useService } from '../services';

/**
 * The "forgot password" dialog's state, from the e-mail already typed in the sign-in form: the
 * e-mail is checked on submit (spec point 5) and, when valid, the provider's reset page is handed
 * to `openPage` (each layout opens it its own way), then `onDone` closes the dialog. Used only by
 * the open dialog: nothing of it runs in the sign-in screen's first (prerendered) render.
 */
export function usePasswordReset(initialEmail: string, openPage: (url: string) => void, onDone: () => void) {
  const providerBase = useService<string>(PROVIDER_BASE_URL);
  const [email, setEmail] = useState(initialEmail.slice(0, EMAIL_MAX_LENGTH));
  const [error, setError] = useState<PasswordResetError | null>(null);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const request = requestPasswordReset(providerBase, email);
    if (request.kind === 'invalid') return setError(request.error);
    setError(null);
    openPage(request.url);
    onDone();
  };
  return {
    email,
    setEmail: (value: string) => setEmail(value.slice(0, EMAIL_MAX_LENGTH)),
    maxLength: EMAIL_MAX_LENGTH,
    error,
    submit,
  };
}

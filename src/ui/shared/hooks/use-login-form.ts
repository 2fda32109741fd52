import { useState, type FormEvent } from 'react';
import {
  EMAIL_MAX_LENGTH,
  isLoginValid,
  PASSWORD_MAX_LENGTH,
  validateLogin,
  type LoginValidation,
} from '../../../domain/session/login';
import { useAuth } from './use-auth';

/** The sign-in form's state: fields kept across failures, checked before sending (spec point 5). */
export function useLoginForm() {
  const { login, busy, error } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [validation, setValidation] = useState<LoginValidation>({});

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = validateLogin({ email, password });
    setValidation(result);
    if (isLoginValid(result)) login({ email, password });
  };

  // Fields never hold more than their limit, however the text arrives (typed, pasted, set by script).
  return {
    email,
    setEmail: (value: string) => setEmail(value.slice(0, EMAIL_MAX_LENGTH)),
    password,
    setPassword: (value: string) => setPassword(value.slice(0, PASSWORD_MAX_LENGTH)),
    limits: { email: EMAIL_MAX_LENGTH, password: PASSWORD_MAX_LENGTH },
    validation,
    submit,
    busy,
    error,
  };
}

import { useState, type FormEvent } from 'react';
import { isLoginValid, validateLogin, type LoginValidation } from '../../../domain/login';
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

  return { email, setEmail, password, setPassword, validation, submit, busy, error };
}

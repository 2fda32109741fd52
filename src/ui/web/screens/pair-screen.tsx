import { useActorRef, useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pairingMachine } from '../../../application/pairing.machine';
import { createPairingActors } from '../../../application/session.actors';
import { ACTOR_OPTIONS, type ActorOptions } from '../../../application/tokens';
import { SESSION_API, type SessionApi } from '../../../ports/session.port';
import { errorTextKey } from '../../shared/i18n/i18n';
import { useService } from '../../shared/services';
import { webForm } from '../../shared/theme/form';

/** The code is read more easily spaced out and in capitals. */
const codeForm = css`
  input {
    font-size: 1.4rem;
    letter-spacing: 0.2em;
    text-transform: uppercase;
  }
`;
const alert = css`
  color: var(--color-error);
`;

/** Eight characters, a dash and a little room for spaces around them. */
const PAIRING_INPUT_MAX_LENGTH = 16;

/** /pair (web): the activation code shown on a TV, checked for its format, confirmed, then granted to the TV. */
export function PairScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const sessionApi = useService<SessionApi>(SESSION_API);
  const options = useService<ActorOptions>(ACTOR_OPTIONS);
  const machine = useMemo(() => pairingMachine.provide({ actors: createPairingActors(sessionApi) }), [sessionApi]);
  const actor = useActorRef(machine, { ...options, input: { code } });
  const state = useSelector(actor, (snapshot) => ({
    paired: snapshot.matches('paired'),
    verifying: snapshot.hasTag('busy'),
    confirming: snapshot.hasTag('confirm'),
    code: snapshot.context.code,
    error: snapshot.context.error,
  }), (a, b) => a.paired === b.paired && a.verifying === b.verifying && a.confirming === b.confirming && a.code === b.code && a.error === b.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'pair.submit', code });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('pairing_title')}</h1>
      {state.confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('pair_confirm_question', { code: state.code })}</p>
          <button type="button" onClick={() => actor.send({ type: 'pair.confirm' })}>{t('pair_confirm')}</button>
          <button type="button" onClick={() => { setCode(''); actor.send({ type: 'pair.refuse' }); }} autoFocus>{t('pair_refuse')}</button>
        </div>
      ) : state.paired ? (
        <>
          <p role="status">{t('pair_done')}</p>
          <button type="button" onClick={() => { setCode(''); actor.send({ type: 'pair.again' }); }}>{t('pair_again')}</button>
        </>
      ) : (
        <form className={cx(webForm, codeForm)} onSubmit={submit} noValidate aria-busy={state.verifying}>
          <p>{t('pair_intro')}</p>
          {state.error ? <p role="alert" className={alert}>{t(state.error === 'code_format' ? 'code_format' : errorTextKey(state.error))}</p> : null}
          <label htmlFor={`${id}-code`}>{t('pair_code')}</label>
          <input id={`${id}-code`} autoComplete="off" maxLength={PAIRING_INPUT_MAX_LENGTH} value={code} onChange={(event) => setCode(event.target.value)} aria-invalid={state.error !== null} />
          <button type="submit" disabled={state.verifying}>{t('pair_submit')}</button>
        </form>
      )}
    </section>
  );
}

import { defineTexts } from '../define-texts';

/** Texts of the device code sign-in (TV) and of the pairing page (web). */
export const pairingTexts = defineTexts({
  fr: {
    otp_start: 'Se connecter avec un code',
    otp_title: 'Connexion avec un code',
    otp_instructions: 'Sur votre téléphone ou ordinateur, ouvrez {{uri}} et saisissez ce code :',
    otp_waiting: 'En attente de validation…',
    otp_cancel: 'Revenir au formulaire',
    pair_intro: 'Saisissez le code d’activation affiché sur votre téléviseur.',
    pair_code: "Code d'activation",
    pair_submit: 'Associer',
    pair_done: 'Votre téléviseur est associé : il se connecte à votre compte.',
    pair_again: 'Associer un autre appareil',
    code_format: 'Le format du code saisi semble incorrect.',
  },
  de: {
    otp_start: 'Mit einem Code anmelden',
    otp_title: 'Anmeldung mit Code',
    otp_instructions: 'Öffnen Sie auf Ihrem Telefon oder Computer {{uri}} und geben Sie diesen Code ein:',
    otp_waiting: 'Warten auf Bestätigung…',
    otp_cancel: 'Zurück zum Formular',
    pair_intro: 'Geben Sie den Aktivierungscode ein, der auf Ihrem Fernseher angezeigt wird.',
    pair_code: 'Aktivierungscode',
    pair_submit: 'Koppeln',
    pair_done: 'Ihr Fernseher ist gekoppelt: Er meldet sich bei Ihrem Konto an.',
    pair_again: 'Ein weiteres Gerät koppeln',
    code_format: 'Das Format des eingegebenen Codes scheint falsch zu sein.',
  },
  en: {
    otp_start: 'Sign in with a code',
    otp_title: 'Sign in with a code',
    otp_instructions: 'On your phone or computer, open {{uri}} and enter this code:',
    otp_waiting: 'Waiting for confirmation…',
    otp_cancel: 'Back to the form',
    pair_intro: 'Enter the activation code shown on your TV.',
    pair_code: 'Activation code',
    pair_submit: 'Pair',
    pair_done: 'Your TV is paired: it is signing in to your account.',
    pair_again: 'Pair another device',
    code_format: 'The code entered does not seem to have the right format.',
  },
});

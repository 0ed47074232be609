/**
 * The provider's texts in English and German. German must have every English key (the type says so).
 * `{name}` placeholders are filled by `translate`.
 */
const en = {
  signInTitle: "Sign in",
  signInLead: "Sign in to your {brand} account.",
  email: "E-mail address",
  password: "Password",
  signInButton: "Sign in",
  forgotPassword: "Forgot your password?",
  noAccount: "New to {brand}?",
  createAccountLink: "Create an account",
  cancel: "Cancel and return to {brand}",
  registerTitle: "Create your account",
  registerLead: "One account to book and manage your stays with {brand}.",
  name: "Full name",
  passwordHint: "At least {min} characters.",
  registerButton: "Create account",
  haveAccount: "Already have an account?",
  signInLink: "Sign in",
  resetTitle: "Reset your password",
  resetLead: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
  resetButton: "Send link",
  resetSentTitle: "Check your inbox",
  resetSent:
    "If there is an account for {email}, we have sent it a link to choose a new password. The link works once, for {minutes} minutes.",
  backToSignIn: "Back to sign-in",
  newPasswordTitle: "Choose a new password",
  newPasswordLead: "For the account {email}.",
  newPassword: "New password",
  newPasswordButton: "Save password",
  passwordChangedTitle: "Password changed",
  passwordChanged: "Your new password is saved. Sign in with it now.",
  resetLinkInvalidTitle: "This link no longer works",
  resetLinkInvalid: "A link to reset your password works once and for {minutes} minutes. Ask for a new one.",
  requestNewLink: "Ask for a new link",
  logoutTitle: "Sign out of {brand}?",
  logoutLead: "You will be signed out of your {brand} account on this device.",
  logoutYes: "Sign out",
  logoutNo: "Stay signed in",
  loggedOutTitle: "You are signed out",
  loggedOut: "You have been signed out of {brand}.",
  accountTitle: "Your account",
  accountSignInLead: "Sign in to manage your {brand} account.",
  signedInAs: "Signed in as",
  signOutEverywhere: "Sign out on all devices",
  signOutEverywhereLead:
    "Ends every sign-in with this account, on this device and all others. You will need your password to sign in again.",
  signedOutEverywhere: "You have been signed out on all devices.",
  backToBrand: "Back to {brand}",
  errorSummary: "Please check the following:",
  emailRequired: "Enter your e-mail address.",
  emailInvalid: "Enter an e-mail address like name@example.com.",
  passwordRequired: "Enter your password.",
  nameRequired: "Enter your name.",
  nameTooLong: "Enter a name of at most {max} characters.",
  passwordTooShort: "Choose a password of at least {min} characters.",
  passwordTooLong: "Choose a password of at most {max} characters.",
  emailTaken: "There is already an account for this e-mail address. Sign in, or reset your password.",
  badCredentials: "The e-mail address or the password is not right.",
  lockedOut:
    "Too many failed attempts. For your security, sign-in is paused for {minutes} minutes. You can reset your password meanwhile.",
  formExpiredTitle: "This form has expired",
  formExpired: "For your security the form could not be sent. Go back, reload the page and try again.",
  sessionExpiredTitle: "This sign-in has expired",
  sessionExpired: "Return to {brand} and start again.",
  errorTitle: "Something went wrong",
  errorLead: "The sign-in request could not be completed. Return to {brand} and try again.",
  resetMailSubject: "Reset your {brand} password",
  resetMailGreeting: "Hello {name},",
  resetMailBody:
    "Someone, hopefully you, asked to reset the password of your {brand} account. Choose a new password here:",
  resetMailButton: "Choose a new password",
  resetMailFooter:
    "The link works once, for {minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.",
  otherLanguage: "Deutsch",
  otherLanguageLabel: "Diese Seite auf Deutsch",
};

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  signInTitle: "Anmelden",
  signInLead: "Melden Sie sich bei Ihrem Konto bei {brand} an.",
  email: "E-Mail-Adresse",
  password: "Passwort",
  signInButton: "Anmelden",
  forgotPassword: "Passwort vergessen?",
  noAccount: "Neu bei {brand}?",
  createAccountLink: "Konto erstellen",
  cancel: "Abbrechen und zurück zu {brand}",
  registerTitle: "Konto erstellen",
  registerLead: "Ein Konto, um Ihre Aufenthalte bei {brand} zu buchen und zu verwalten.",
  name: "Vollständiger Name",
  passwordHint: "Mindestens {min} Zeichen.",
  registerButton: "Konto erstellen",
  haveAccount: "Sie haben schon ein Konto?",
  signInLink: "Anmelden",
  resetTitle: "Passwort zurücksetzen",
  resetLead:
    "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen.",
  resetButton: "Link senden",
  resetSentTitle: "Sehen Sie in Ihr Postfach",
  resetSent:
    "Wenn es ein Konto für {email} gibt, haben wir dorthin einen Link geschickt, mit dem Sie ein neues Passwort wählen. Der Link gilt einmal und {minutes} Minuten lang.",
  backToSignIn: "Zurück zur Anmeldung",
  newPasswordTitle: "Neues Passwort wählen",
  newPasswordLead: "Für das Konto {email}.",
  newPassword: "Neues Passwort",
  newPasswordButton: "Passwort speichern",
  passwordChangedTitle: "Passwort geändert",
  passwordChanged: "Ihr neues Passwort ist gespeichert. Melden Sie sich jetzt damit an.",
  resetLinkInvalidTitle: "Dieser Link gilt nicht mehr",
  resetLinkInvalid:
    "Ein Link zum Zurücksetzen des Passworts gilt einmal und {minutes} Minuten lang. Fordern Sie einen neuen an.",
  requestNewLink: "Neuen Link anfordern",
  logoutTitle: "Von {brand} abmelden?",
  logoutLead: "Sie werden auf diesem Gerät von Ihrem Konto bei {brand} abgemeldet.",
  logoutYes: "Abmelden",
  logoutNo: "Angemeldet bleiben",
  loggedOutTitle: "Sie sind abgemeldet",
  loggedOut: "Sie wurden von {brand} abgemeldet.",
  accountTitle: "Ihr Konto",
  accountSignInLead: "Melden Sie sich an, um Ihr Konto bei {brand} zu verwalten.",
  signedInAs: "Angemeldet als",
  signOutEverywhere: "Auf allen Geräten abmelden",
  signOutEverywhereLead:
    "Beendet jede Anmeldung mit diesem Konto, auf diesem und allen anderen Geräten. Danach melden Sie sich mit Ihrem Passwort wieder an.",
  signedOutEverywhere: "Sie wurden auf allen Geräten abgemeldet.",
  backToBrand: "Zurück zu {brand}",
  errorSummary: "Bitte prüfen Sie Folgendes:",
  emailRequired: "Geben Sie Ihre E-Mail-Adresse ein.",
  emailInvalid: "Geben Sie eine E-Mail-Adresse wie name@example.com ein.",
  passwordRequired: "Geben Sie Ihr Passwort ein.",
  nameRequired: "Geben Sie Ihren Namen ein.",
  nameTooLong: "Geben Sie einen Namen mit höchstens {max} Zeichen ein.",
  passwordTooShort: "Wählen Sie ein Passwort mit mindestens {min} Zeichen.",
  passwordTooLong: "Wählen Sie ein Passwort mit höchstens {max} Zeichen.",
  emailTaken:
    "Für diese E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück.",
  badCredentials: "E-Mail-Adresse oder Passwort stimmen nicht.",
  lockedOut:
    "Zu viele Fehlversuche. Zu Ihrer Sicherheit ist die Anmeldung für {minutes} Minuten gesperrt. Sie können Ihr Passwort in der Zwischenzeit zurücksetzen.",
  formExpiredTitle: "Dieses Formular ist abgelaufen",
  formExpired:
    "Zu Ihrer Sicherheit konnte das Formular nicht gesendet werden. Gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es noch einmal.",
  sessionExpiredTitle: "Diese Anmeldung ist abgelaufen",
  sessionExpired: "Kehren Sie zu {brand} zurück und beginnen Sie noch einmal.",
  errorTitle: "Etwas ist schiefgegangen",
  errorLead:
    "Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zu {brand} zurück und versuchen Sie es noch einmal.",
  resetMailSubject: "Ihr Passwort bei {brand} zurücksetzen",
  resetMailGreeting: "Hallo {name},",
  resetMailBody:
    "jemand, hoffentlich Sie, möchte das Passwort Ihres Kontos bei {brand} zurücksetzen. Hier wählen Sie ein neues Passwort:",
  resetMailButton: "Neues Passwort wählen",
  resetMailFooter:
    "Der Link gilt einmal und {minutes} Minuten lang. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese Mail: Ihr Passwort bleibt, wie es ist.",
  otherLanguage: "English",
  otherLanguageLabel: "This page in English",
};

export type Language = "en" | "de";
export const LANGUAGES: readonly Language[] = ["en", "de"];
const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, de };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(language: Language): Translate {
  return (key, values = {}) =>
    MESSAGES[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

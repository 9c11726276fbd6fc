import { primaryActionClass } from '@/components/ui/styles';
import { TextField } from '@/components/ui/TextField';

/** The sign-in card's texts in one language, laid out as /login lays them out, inert. */
export function CredentialFieldsPreview(texts: {
  title: string;
  login: string;
  password: string;
  signIn: string;
  passkey: string;
  forgot: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{texts.title}</h2>
      <TextField label={texts.login} readOnly />
      <TextField label={texts.password} type="password" readOnly />
      <span className={`text-center ${primaryActionClass}`}>{texts.signIn}</span>
      <span className="rounded-md border border-brand-700 px-4 py-2.5 text-center font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-400">
        {texts.passkey}
      </span>
      <span className="text-sm text-brand-700 underline dark:text-brand-400">{texts.forgot}</span>
    </div>
  );
}

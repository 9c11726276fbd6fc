'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState, type ChangeEvent } from 'react';
import { useApi } from '@/components/providers/AppProviders';
import { useSnackbar } from '@/components/providers/snackbar';
import { FormAlert } from '@/components/ui/FormAlert';
import { ApiError } from '@/lib/api/client';
import { rememberProfileChange } from '@/lib/browser/legacy-storage';

/** Types the file picker offers; the server decides by the file's bytes, not by this list. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The current picture and an upload that replaces it at once; the server re-encodes whatever arrives. */
export function ProfilePictureForm({ pictureUrl }: { pictureUrl: string | null }) {
  const t = useTranslations('editProfile');
  const tErrors = useTranslations('errors');
  const api = useApi();
  const snackbar = useSnackbar();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const form = new FormData();
      form.append('picture', file);
      const saved = await api.call('profilePicture', { form });
      rememberProfileChange(saved);
      snackbar.success(t('pictureSaved'));
      router.refresh();
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : tErrors('unavailable');
      setError(message);
      snackbar.error(message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {pictureUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the picture is the signed-in user's own, served privately by the API; next/image's optimizer would fetch it without the session
        <img
          src={pictureUrl}
          alt={t('pictureAlt')}
          width={96}
          height={96}
          className="h-24 w-24 rounded-full object-cover"
          data-testid="profile-picture"
        />
      ) : (
        <span
          className="grid h-24 w-24 place-items-center rounded-full bg-slate-200 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-400"
          data-testid="profile-picture-none"
        >
          {t('noPicture')}
        </span>
      )}
      <div className="flex flex-col gap-2">
        <label className="inline-flex w-fit cursor-pointer rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 has-disabled:cursor-wait has-disabled:opacity-70">
          {busy ? t('uploading') : t('choosePicture')}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => void upload(event)}
            className="sr-only"
            data-testid="picture-input"
          />
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('pictureHint')}</p>
        <FormAlert message={error} />
      </div>
    </div>
  );
}

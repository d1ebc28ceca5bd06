import type { ErrorBody } from '@krishimitra/contract';
import { routes } from '@krishimitra/contract/routes';
import { type FormEvent, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Header } from '../../components/ui/header.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ApiError, request } from '../../lib/api.ts';
import { loadProfile } from '../../state/actions.ts';
import { userLoaded } from '../../state/auth.ts';
import { useAppDispatch, useAppSelector } from '../../state/store.ts';

/**
 * /profile/edit (an addition to the spec's screens, issue 14): the farmer's name and pincode,
 * checked with the server's own schema and saved with POST /user/profile/; the language is
 * changed on its own screen, linked from here. The pincode is where their forecast is for.
 */
export default function EditProfile() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.auth.user);
  const [typed, setTyped] = useState<{ name: string; pincode: string } | null>(null);
  const [errors, setErrors] = useState<ErrorBody>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => { void dispatch(loadProfile()).catch(() => undefined); }, [dispatch]);
  // What the farmer typed, else what the profile holds.
  const form = typed ?? { name: user?.name ?? '', pincode: user?.pincode ?? '' };
  const set = (field: 'name' | 'pincode') => (value: string) => setTyped({ ...form, [field]: value });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { checkProfile } = await import('./profile-errors.ts');
    const found = checkProfile(form);
    setErrors(found ?? {});
    if (found) return;
    setSaving(true);
    try {
      dispatch(userLoaded(await request(routes.updateProfile, { body: form, quiet: true })));
      toast.success(t('profile.saved'));
      navigate(-1);
    } catch (err) {
      // The server's field messages go under their fields; anything else is said once.
      if (err instanceof ApiError && err.body && (err.body.name || err.body.pincode)) setErrors(err.body);
      else if (navigator.onLine) toast.error(t('errors.generic'), { id: 'network' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page">
      <Header back title={t('profile.edit')} />
      <main className="page-body">
        <form className="stack" onSubmit={(e) => void save(e)} noValidate>
          <TextField label={t('auth.name')} value={form.name} onValue={set('name')} maxLength={100} autoComplete="name" errors={errors.name} />
          <TextField label={t('auth.pincode')} value={form.pincode} onValue={set('pincode')} numeric maxLength={10} autoComplete="postal-code" errors={errors.pincode} />
          <button type="submit" className="button block" disabled={saving || !user}>{saving ? t('common.loading') : t('profile.save')}</button>
        </form>
        <Link className="link-button" to="/profile/changeLanguage">{t('menu.changeLanguages')}</Link>
      </main>
    </div>
  );
}

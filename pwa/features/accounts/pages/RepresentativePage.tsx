import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { representativeCompletionSchema } from '@domain/profiles';
import { GENERIC_NOTICES } from '@domain/notices';
import { api } from '@/lib/api-client';
import { countriesQuery } from '@/lib/countries';
import { reportServerError, toastFormErrors } from '@/lib/form-feedback';
import { currentUserAtom, useSession, type SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { LoadingOverlay } from '@/ui/Spinner';
import { CompanyDetailsFields } from '../components/CompanyDetailsFields';
import { companyDetailsDefaults, toCompanyUpdate, type CompanyDetailsValues } from '../components/company-details-values';
import { authPageTarget, paymentReturnTarget, roleHome } from '@/lib/after-auth';
import '@/ui/panel.css';
import '../accounts.css';

function RepresentativeForm({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setUser = useSetAtom(currentUserAtom);
  const save = useMutation({ mutationFn: (body: Record<string, unknown>) => api.put<SessionUser>('/user', body) });
  const form = useForm<CompanyDetailsValues>({
    resolver: zodResolver(representativeCompletionSchema({ today: new Date(), format: 'form' })) as never,
    mode: 'onTouched',
    defaultValues: companyDetailsDefaults(user, params.get('company') ?? ''),
  });
  const { errors, isSubmitting } = form.formState;

  const handleValid = async (values: CompanyDetailsValues) => {
    const { siren: _siren, legal_form: _form, fix_phone: _phone, ...entreprise } = values.entreprise;
    try {
      const saved = await save.mutateAsync(toCompanyUpdate({ ...values, entreprise }));
      setUser(saved);
      void navigate(paymentReturnTarget(params) ?? authPageTarget(params, saved.role), { replace: true });
    } catch (err) {
      reportServerError(err, form.setError, (field) => field, GENERIC_NOTICES.error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid, toastFormErrors)} aria-label="Représentant légal">
      <CompanyDetailsFields register={form.register} errors={errors} withCompanyIdentity={false} />
      <Button type="submit" block loading={isSubmitting}>
        Valider
      </Button>
    </form>
  );
}

/**
 * /login/representative?company&id&amount(&return): a company finishes its account (legal representative
 * and head office) before giving; then the payment page it interrupted (`return`), else the pot's tips
 * page (id and amount) or the company home.
 */
export function RepresentativePage() {
  const { user, token, status } = useSession();
  const countries = useQuery(countriesQuery);
  const [params] = useSearchParams();
  if (token && !user && status !== 'ready') return <LoadingOverlay label="Chargement de votre compte…" />;
  if (!user) return <Navigate to={{ pathname: '/login', search: params.toString() ? `?${params}` : '' }} replace />;
  if (user.role.name !== 'enterprise') return <Navigate to={roleHome(user.role)} replace />;
  return (
    <div className="auth-page container">
      <title>Représentant légal — Entraide</title>
      <h1 className="auth-page__title">Finalisez votre compte entreprise</h1>
      <section className="panel auth-card auth-card--narrow" aria-label="Représentant légal et siège social">
        <p className="panel auth-card__intro">
          Ces informations sont nécessaires pour valider votre compte de paiement et vous délivrer les reçus fiscaux.
        </p>
        {countries.isPending ? <LoadingOverlay /> : <RepresentativeForm user={user} />}
      </section>
    </div>
  );
}

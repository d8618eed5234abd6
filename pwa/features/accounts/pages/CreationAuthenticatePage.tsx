import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { wizardFlowOf } from '@/lib/wizard-flow';
import { useSetAtom } from 'jotai';
import { companyDetailsSchema } from '@domain/profiles';
import { POT_MESSAGES } from '@domain/messages';
import { GENERIC_NOTICES } from '@domain/notices';
import { api } from '@/lib/api-client';
import { countriesQuery } from '@/lib/countries';
import { toastFormErrors } from '@/lib/form-feedback';
import { currentUserAtom, type SessionUser } from '@/lib/store';
import { Button } from '@/ui/Button';
import { LoadingOverlay } from '@/ui/Spinner';
import { toastError } from '@/ui/toast';
import { CompanyDetailsFields } from '../components/CompanyDetailsFields';
import { companyDetailsDefaults, toCompanyUpdate, type CompanyDetailsValues } from '../components/company-details-values';
import { FacebookButton } from '../components/FacebookButton';
import { LoginForm } from '../components/LoginForm';
import { RegistrationForm } from '../components/RegistrationForm';
import { useForgotPassword } from '../components/use-forgot-password';
import '@/ui/panel.css';
import '../accounts.css';

const isCompanyType = (type: string | undefined) => type === 'company';

/**
 * The pot-creation flow's authenticate screen (/create/{type}/authenticate). Companies first fill the
 * company details form (creation variant: landline and representative address required); then sign in
 * or register; the details are then saved with PUT /user. The account type must match the pot type
 * (spec: else an error and back to /). Afterwards the flow goes on to /create/{type}/details, whose
 * draft survived the detour.
 */
export function CreationAuthenticatePage() {
  const { type } = useParams();
  const company = isCompanyType(type);
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const setUser = useSetAtom(currentUserAtom);
  const forgot = useForgotPassword();
  const countries = useQuery(countriesQuery);
  const [details, setDetails] = useState<CompanyDetailsValues | null>(null);
  const form = useForm<CompanyDetailsValues>({
    resolver: zodResolver(companyDetailsSchema({ today: new Date(), format: 'form', variant: 'creation' })) as never,
    mode: 'onTouched',
    defaultValues: companyDetailsDefaults(null),
  });

  const handleSignedIn = async (user: SessionUser) => {
    if ((user.role.name === 'enterprise') !== company) {
      toastError(POT_MESSAGES.wrongAccountType);
      void navigate('/', { replace: true });
      return;
    }
    if (company && details) {
      try {
        setUser(await api.put<SessionUser>('/user', toCompanyUpdate(details)));
      } catch {
        toastError(GENERIC_NOTICES.error);
      }
    }
    void navigate({ pathname: `/${wizardFlowOf(pathname)}/${type}/details`, search }, { replace: true });
  };

  const showDetails = company && !details;
  const rep = details?.entreprise.representative;
  return (
    <div className="auth-page container">
      <title>Identifiez-vous — Entraide</title>
      <h1 className="auth-page__title">{showDetails ? 'Votre entreprise' : 'Identifiez-vous pour créer votre cagnotte'}</h1>
      {company && <p className="auth-steps">Étape {showDetails ? '1' : '2'} sur 2</p>}
      {showDetails ? (
        <section className="panel auth-card auth-card--narrow" aria-label="Informations de l’entreprise">
          {countries.isPending ? (
            <LoadingOverlay />
          ) : (
            <form noValidate onSubmit={form.handleSubmit(setDetails, toastFormErrors)} aria-label="Informations de l’entreprise">
              <CompanyDetailsFields register={form.register} errors={form.formState.errors} withCompanyIdentity />
              <Button type="submit" block>
                Continuer
              </Button>
            </form>
          )}
        </section>
      ) : (
        <div className="auth-page__columns">
          <section className="panel auth-card" aria-labelledby="creation-login-title">
            <h2 id="creation-login-title">Déjà inscrit ? Connectez-vous</h2>
            <LoginForm
              flow="creation"
              onSignedIn={handleSignedIn}
              onForgotPassword={forgot.open}
              footer={<FacebookButton from="creation" />}
            />
          </section>
          <section className="panel auth-card" aria-labelledby="creation-signup-title">
            <h2 id="creation-signup-title">Nouveau ? Inscrivez-vous</h2>
            <RegistrationForm
              flow="creation"
              initialKind={company ? 'enterprise' : 'private'}
              kindLocked
              onSignedIn={handleSignedIn}
              defaults={
                details
                  ? {
                      enterprise_name: details.entreprise.enterprise_name,
                      siren: details.entreprise.siren,
                      legal_form: details.entreprise.legal_form,
                      rep_firstname: rep?.firstname,
                      rep_name: rep?.name,
                    }
                  : undefined
              }
            />
            {company && (
              <Button variant="ghost" size="sm" onClick={() => setDetails(null)}>
                Modifier les informations de l’entreprise
              </Button>
            )}
          </section>
        </div>
      )}
      {forgot.modal}
    </div>
  );
}

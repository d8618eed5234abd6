// /association/espace/compte-de-versement — the account that receives the donations: the representative
// types the holder's name and the IBAN; the bank checks the name (Verification of Payee) and the answer
// is shown before anything else. A matching name goes straight on to the representative's strong
// authentication at the provider (back on .../retour); a close one offers the bank's name in one tap or
// to continue as typed; a name that does not match must be corrected.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CharityOverview, PayoutAccount } from '@domain/charity-area-types';
import { reportServerError } from '@/lib/form-feedback';
import { Button } from '@/ui/Button';
import { CharityReadPage } from '../components/CharityPage';
import { PayeeCheckNotice } from '../components/PayeeCheckNotice';
import { PayoutAccountCard } from '../components/PayoutAccountCard';
import { PayoutAccountForm, usePayoutForm, type PayoutValues } from '../components/PayoutAccountForm';
import { leaveTo } from '../leave-to';
import { charityPaths } from '../paths';
import { useOverview, useSavePayoutAccount } from '../requests/charity-requests';

type Saved = { payout_account: PayoutAccount; redirect_url: string | null };

const serverField = (field: string) => field.replace(/^payout_account\./, '');

function PayoutAccountScreen({ overview }: { overview: CharityOverview }) {
  const save = useSavePayoutAccount();
  const form = usePayoutForm(overview.legal_details?.organisation_name ?? overview.charity.name);
  const [saved, setSaved] = useState<Saved | null>(null);
  const account = saved?.payout_account ?? overview.payout_account;

  const send = async (values: PayoutValues) => {
    try {
      const answer = await save.mutateAsync(values);
      setSaved(answer);
      if (answer.redirect_url && answer.payout_account.verification.check === 'MATCH') leaveTo.assign(answer.redirect_url);
    } catch (err) {
      reportServerError(err, form.setError, serverField);
    }
  };
  const useName = (name: string) => {
    form.setValue('holder_name', name, { shouldValidate: true });
    if (form.getValues('iban')) void form.handleSubmit(send)();
    else form.setFocus('iban');
  };

  if (overview.sca.status !== 'active') {
    return (
      <div className="charity-notice charity-notice--wait">
        <p>Le compte de versement s’enregistre une fois l’authentification forte faite.</p>
        <Link to={charityPaths.sca}>Faire l’authentification forte</Link>
      </div>
    );
  }
  const next = saved?.redirect_url;
  const check = saved?.payout_account.verification.check;
  return (
    <>
      {account && (
        <section className="charity-section" aria-labelledby="charity-account-title">
          <h2 id="charity-account-title">{saved ? 'Le compte que vous venez d’indiquer' : 'Le compte enregistré'}</h2>
          <PayoutAccountCard account={account} />
          <PayeeCheckNotice verification={account.verification} onUseName={useName} busy={save.isPending} />
          {next && check === 'CLOSE_MATCH' && (
            <Button variant="secondary" block className="charity-gap" onClick={() => leaveTo.assign(next)}>
              Garder « {account.holder_name} » et m’authentifier
            </Button>
          )}
          {!saved && account.status === 'pending_sca' && (
            <p className="charity-muted">L’authentification de ce compte n’a pas été faite : indiquez-le à nouveau pour la recommencer.</p>
          )}
        </section>
      )}
      <section className="charity-section" aria-labelledby="charity-account-form-title">
        <h2 id="charity-account-form-title">{account ? 'Indiquer un autre compte ou corriger le nom' : 'Le compte de l’association'}</h2>
        <p className="charity-muted">
          La banque vérifie que le nom du titulaire correspond au compte, puis Mangopay vous demande de vous authentifier.
        </p>
        <PayoutAccountForm form={form} onSubmit={send} submitLabel="Vérifier et enregistrer le compte" />
      </section>
    </>
  );
}

export function PayoutAccountPage() {
  const overview = useOverview();
  return (
    <CharityReadPage title="Compte de versement" query={overview}>
      {(data) => <PayoutAccountScreen overview={data} />}
    </CharityReadPage>
  );
}

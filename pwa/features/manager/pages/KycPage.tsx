// KYC: the identity documents an account sent to the payment provider, found by its e-mail, with their
// statuses (a charity's documents are on its own page).
import { Field } from '@/ui/Field';
import { useUserKyc } from '../requests/manager-requests';
import { KycDocuments } from '../components/KycDocuments';
import { ManagerPage } from '../components/ManagerPage';
import { QueryState } from '../components/QueryState';
import { SearchForm } from '../components/SearchForm';
import { useUrlFilters } from '../components/use-url-filters';

export function KycPage() {
  const { values, apply } = useUrlFilters(['email'] as const);
  const kyc = useUserKyc(values.email);
  return (
    <ManagerPage
      title="Vérifications d’identité (KYC)"
      intro="Les documents d’un donateur ou d’une entreprise, tels que le prestataire de paiement les a reçus et vérifiés."
    >
      <SearchForm key={values.email} label="Rechercher un compte" onSearch={apply}>
        <Field label="E-mail du compte" name="email" type="email" required defaultValue={values.email} />
      </SearchForm>
      {values.email && (
        <QueryState query={kyc}>
          {(status) => (
            <section className="mgr-section" aria-label={`Documents de ${status.email ?? values.email}`}>
              <h2>{status.email ?? values.email}</h2>
              <KycDocuments status={status} caption={`Documents de ${status.email ?? values.email}`} />
            </section>
          )}
        </QueryState>
      )}
    </ManagerPage>
  );
}

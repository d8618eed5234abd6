// /association/espace/informations — the legal details. Saving them creates (or updates) the charity's
// account at the payment provider; the next step is the representative's strong authentication.
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/lib/store';
import { toastSuccess } from '@/ui/toast';
import { CharityReadPage } from '../components/CharityPage';
import { LegalDetailsForm, legalDetailsDefaults } from '../components/LegalDetailsForm';
import { charityPaths } from '../paths';
import { useOverview, useSaveLegalDetails } from '../requests/charity-requests';

export function LegalDetailsPage() {
  const overview = useOverview();
  const save = useSaveLegalDetails();
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <CharityReadPage
      title="Informations légales"
      lead="Telles qu’elles figurent au registre : le prestataire de paiement les compare aux documents de l’association."
      query={overview}
    >
      {(data) => (
        <LegalDetailsForm
          defaults={legalDetailsDefaults(data.legal_details, data.charity.name, user?.email ?? '')}
          onSave={async (details) => {
            const answer = await save.mutateAsync(details);
            toastSuccess('Informations légales enregistrées.');
            void navigate(answer.sca.status === 'active' ? charityPaths.home : charityPaths.sca);
          }}
        />
      )}
    </CharityReadPage>
  );
}

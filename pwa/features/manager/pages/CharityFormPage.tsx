// Creation and edit of a charity; after saving, its page in the manager area.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toastSuccess } from '@/ui/toast';
import { useCharity, useCreateCharity, useUpdateCharity } from '../requests/manager-requests';
import { CharityForm } from '../components/CharityForm';
import { ManagerPage } from '../components/ManagerPage';
import { QueryState } from '../components/QueryState';
import { managerPaths } from '../paths';

export function NewCharityPage() {
  const create = useCreateCharity();
  const navigate = useNavigate();
  return (
    <ManagerPage title="Nouvelle association" intro="Son séquestre est ouvert chez le prestataire de paiement juste après la création.">
      <CharityForm
        submitLabel="Créer l’association"
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          toastSuccess(`L’association ${created.name} est créée.`);
          void navigate(managerPaths.charity(created.id));
        }}
      />
    </ManagerPage>
  );
}

export function EditCharityPage() {
  const id = Number(useParams().id);
  const charity = useCharity(id);
  const update = useUpdateCharity(id);
  const navigate = useNavigate();
  return (
    <ManagerPage
      title={charity.data ? `Modifier ${charity.data.name}` : 'Modifier l’association'}
      actions={<Link to={managerPaths.charity(id)}>Retour à la fiche</Link>}
    >
      <QueryState query={charity}>
        {(data) => (
          <CharityForm
            charity={data}
            submitLabel="Enregistrer les modifications"
            onSubmit={async (body) => {
              const saved = await update.mutateAsync(body);
              toastSuccess(`Les modifications de ${saved.name} sont enregistrées.`);
              void navigate(managerPaths.charity(id));
            }}
          />
        )}
      </QueryState>
    </ManagerPage>
  );
}

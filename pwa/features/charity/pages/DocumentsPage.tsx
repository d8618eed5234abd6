// /association/espace/documents — the documents Mangopay asks of the charity (KYB), each with its state,
// the refusal's reason, and the form that sends it straight to the provider.
import type { CharityDocuments, KybType } from '@domain/charity-area-types';
import { CharityReadPage } from '../components/CharityPage';
import { DocumentCard } from '../components/DocumentCard';
import { useDocuments } from '../requests/charity-requests';

/** The latest document sent of a type. */
const latestOf = (data: CharityDocuments, type: KybType) =>
  data.documents.filter((d) => d.type === type).sort((a, b) => b.created_at.localeCompare(a.created_at))[0];

function DocumentList({ documents }: { documents: CharityDocuments }) {
  return (
    <div className="charity-section">
      {documents.required.map((type) => (
        <DocumentCard key={type} type={type} latest={latestOf(documents, type)} />
      ))}
    </div>
  );
}

export function DocumentsPage() {
  const documents = useDocuments();
  return (
    <CharityReadPage
      title="Documents"
      lead="Mangopay vérifie ces documents avant le premier versement. Ils lui sont envoyés directement ; la vérification prend en général quelques jours."
      query={documents}
    >
      {(data) => <DocumentList documents={data} />}
    </CharityReadPage>
  );
}

import { Link, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/ui/Button';
import { Modal } from '@/ui/Modal';

/** The company profile, where SIREN and legal form are entered. */
export const COMPANY_PROFILE_PATH = '/company/profile';

/** Whether a company account lacks the SIREN or the legal form it needs to pay (pots spec §4). */
export function companyDetailsMissing(
  user: { role: { name: string }; entreprise?: { siren?: string | null; legal_form?: string | null } | null } | null,
): boolean {
  if (!user || user.role.name !== 'enterprise') return false;
  return !user.entreprise?.siren?.trim() || !user.entreprise?.legal_form?.trim();
}

/** The blocking popup of a company without SIREN or legal form: the only way on is the company profile. */
export function SirenMissingModal({ backTo }: { backTo: string }) {
  const navigate = useNavigate();
  return (
    <Modal
      title="Informations de votre entreprise"
      closeOnBackdrop={false}
      onClose={() => navigate(backTo)}
      footer={
        <Link className={buttonClassName({ block: true })} to={COMPANY_PROFILE_PATH}>
          Compléter le profil de mon entreprise
        </Link>
      }
    >
      <p>
        Pour effectuer un don au nom de votre entreprise, le numéro SIREN et la forme juridique de votre entreprise doivent figurer sur
        votre profil.
      </p>
    </Modal>
  );
}

import { Link } from 'react-router-dom';
import type { Association } from '@domain/directory';
import { Modal } from '@/ui/Modal';
import { certificationLabel } from '@/lib/charities/certification';
import { CharityLogo } from '@/ui/charities/CharityLogo';
import { RichText } from '@/ui/RichText';
import { charityPath } from '@/lib/charities/paths';

type ChooseCharityModalProps = {
  charity: Association;
  /** The choice is on its way to step 2: the button shows it is working. */
  choosing?: boolean;
  onChoose: () => void;
  onClose: () => void;
};

/** 'En savoir plus' in step 1: the charity in short, and the button that picks it for the pot. */
export function ChooseCharityModal({ charity, choosing = false, onChoose, onClose }: ChooseCharityModalProps) {
  return (
    <Modal
      title={charity.name}
      onClose={onClose}
      size="lg"
      actions={{ cancel: 'Retour à la liste', onClick: onChoose, loading: choosing, children: 'Choisir cette association' }}
    >
      <div className="choose-charity">
        <div className="choose-charity__head">
          <CharityLogo name={charity.name} url={charity.logo.url} size={72} />
          <div>
            <p className="choose-charity__category">{charity.category.name}</p>
            <img src={charity.assoc_path_certification} alt={certificationLabel(charity.certification)} width={40} height={40} />
          </div>
        </div>
        {charity.description && <p>{charity.description}</p>}
        {charity.about && <RichText html={charity.about} />}
        <p>
          <Link to={charityPath(charity)} target="_blank" rel="noopener">
            Voir la fiche complète de l’association
          </Link>
        </p>
      </div>
    </Modal>
  );
}

import type { Association } from '@domain/directory';
import { Modal } from '@/ui/Modal';
import { CharityDetail } from './CharityDetail';

/** 'En savoir plus': the charity's page in a modal over the directory. */
export function CharityDetailModal({ charity, onClose }: { charity: Association; onClose: () => void }) {
  return (
    <Modal title={charity.name} onClose={onClose} size="lg">
      <CharityDetail charity={charity} embedded />
    </Modal>
  );
}

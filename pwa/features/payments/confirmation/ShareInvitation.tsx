import { useState } from 'react';
import { Button } from '@/ui/Button';
import { potPageUrl } from '@/lib/pot-paths';
import { shareWithDevice } from '@/lib/web-share';

/** The thank-you's invitation to share the pot: the device's share sheet, else the link copied. */
export function ShareInvitation({ potId, potName }: { potId: number; potName: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = potPageUrl(potId);

  async function share() {
    if (await shareWithDevice({ title: potName, text: `Soutenez la cagnotte « ${potName} » avec moi sur Entraide`, url })) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section className="confirmation__share" aria-labelledby="confirmation-share-title">
      <h2 id="confirmation-share-title" className="confirmation__share-title">
        Invitez vos proches à donner
      </h2>
      <p>Chaque partage aide la cagnotte « {potName} » à atteindre son objectif.</p>
      <Button variant="secondary" block onClick={() => void share()}>
        Partager la cagnotte
      </Button>
      <p role="status" className="confirmation__share-status">
        {copied === true && 'Le lien de la cagnotte est copié : collez-le dans un message.'}
        {copied === false && <>Le lien de la cagnotte : {url}</>}
      </p>
    </section>
  );
}

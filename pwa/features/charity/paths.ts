// Addresses of the charity area (a charity's representative, role charity), under /association/espace:
// the slug 'espace' is reserved so no charity's public page /association/{slug} can take it
// (domain/charity-input.ts).
import { CHARITY_AREA_ROOT } from '@/lib/after-auth';

export const charityPaths = {
  home: CHARITY_AREA_ROOT,
  legalDetails: `${CHARITY_AREA_ROOT}/informations`,
  sca: `${CHARITY_AREA_ROOT}/authentification`,
  scaReturn: `${CHARITY_AREA_ROOT}/authentification/retour`,
  payoutAccount: `${CHARITY_AREA_ROOT}/compte-de-versement`,
  payoutAccountReturn: `${CHARITY_AREA_ROOT}/compte-de-versement/retour`,
  documents: `${CHARITY_AREA_ROOT}/documents`,
  money: `${CHARITY_AREA_ROOT}/dons`,
};

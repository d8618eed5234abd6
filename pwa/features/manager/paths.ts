// Addresses of the manager area (under /manager).
export const MANAGER_ROOT = '/manager';

export const managerPaths = {
  charities: `${MANAGER_ROOT}/associations`,
  newCharity: `${MANAGER_ROOT}/associations/nouvelle`,
  charity: (id: number) => `${MANAGER_ROOT}/associations/${id}`,
  editCharity: (id: number) => `${MANAGER_ROOT}/associations/${id}/modifier`,
  pots: `${MANAGER_ROOT}/cagnottes`,
  pot: (id: number) => `${MANAGER_ROOT}/cagnottes/${id}`,
  donations: `${MANAGER_ROOT}/dons`,
  payouts: `${MANAGER_ROOT}/versements`,
  kyc: `${MANAGER_ROOT}/kyc`,
  newsletter: `${MANAGER_ROOT}/newsletter`,
  audit: `${MANAGER_ROOT}/journal`,
  totals: `${MANAGER_ROOT}/totaux-annuels`,
  findings: `${MANAGER_ROOT}/ecarts`,
};

export const MANAGER_NAV = [
  { path: managerPaths.charities, label: 'Associations' },
  { path: managerPaths.pots, label: 'Cagnottes' },
  { path: managerPaths.donations, label: 'Dons' },
  { path: managerPaths.payouts, label: 'Versements' },
  { path: managerPaths.kyc, label: 'KYC' },
  { path: managerPaths.newsletter, label: 'Newsletter' },
  { path: managerPaths.audit, label: 'Journal' },
  { path: managerPaths.totals, label: 'Totaux annuels' },
  { path: managerPaths.findings, label: 'Écarts' },
] as const;

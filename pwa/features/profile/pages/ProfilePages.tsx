import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { countriesQuery } from '@/lib/countries';
import { useSession, type SessionUser } from '@/lib/store';
import { LoadingOverlay } from '@/ui/Spinner';
import { AreaNav } from '@/ui/AreaNav';
import { CompanyAccountForm } from '../components/CompanyAccountForm';
import { CompanyDetailsForm } from '../components/CompanyDetailsForm';
import { CredentialsForm } from '../components/CredentialsForm';
import { PersonalDataSection } from '../components/PersonalDataSection';
import { PrivateProfileForm } from '../components/PrivateProfileForm';
import { ProfileSection } from '../components/ProfileSection';
import { SecondFactorSection } from '../components/SecondFactorSection';
import { SessionsSection } from '../components/SessionsSection';
import '../components/profile.css';

const SESSIONS_INTRO =
  'Les appareils connectés à votre compte. Une session se termine après 30 jours sans activité, et au plus tard 90 jours après la connexion.';

type UserForm = (props: { user: SessionUser }) => ReactNode;

/**
 * Both profiles, for the signed-in user: their own sections (a title and a form each) first, then the
 * account's (AccountSections).
 * The forms wait for the countries list so a saved country shows as chosen.
 */
function ProfileFrame({ area, sections }: { area: '/company' | '/particular'; sections: Array<[title: string, Form: UserForm]> }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="profile-page container">
      <title>Mon profil — Entraide</title>
      <AreaNav area={area} />
      <h1 className="profile-page__title">Mon profil</h1>
      <ProfileContent>
        {sections.map(([title, Form]) => (
          <ProfileSection key={title} title={title}>
            <Form user={user} />
          </ProfileSection>
        ))}
        <AccountSections user={user} company={area === '/company'} />
      </ProfileContent>
    </div>
  );
}

/** The sections, once the countries list is there. */
function ProfileContent({ children }: { children: ReactNode }) {
  const countries = useQuery(countriesQuery);
  return countries.isPending ? <LoadingOverlay label="Chargement de votre profil…" /> : <div className="profile-grid">{children}</div>;
}

/** What both profiles end with: e-mail and password, second factor, sessions, personal data. */
function AccountSections({ user, company }: { user: SessionUser; company: boolean }) {
  return (
    <>
      <ProfileSection title="E-mail et mot de passe">
        <CredentialsForm user={user} company={company} />
      </ProfileSection>
      <ProfileSection title="Double authentification">
        <SecondFactorSection userId={user.id} />
      </ProfileSection>
      <ProfileSection title="Mes sessions" intro={SESSIONS_INTRO}>
        <SessionsSection userId={user.id} />
      </ProfileSection>
      <ProfileSection title="Mes données personnelles" intro="Téléchargez vos données ou fermez votre compte.">
        <PersonalDataSection />
      </ProfileSection>
    </>
  );
}

/** /company/profile: account, company (with the logo), e-mail and password, second factor, sessions, personal data. */
export function CompanyProfilePage() {
  return (
    <ProfileFrame
      area="/company"
      sections={[
        ['Mon compte', CompanyAccountForm],
        ['Mon entreprise', CompanyDetailsForm],
      ]}
    />
  );
}

/** /particular/profile: personal details, e-mail and password, second factor, sessions, personal data. */
export function PrivateProfilePage() {
  return <ProfileFrame area="/particular" sections={[['Mes informations', PrivateProfileForm]]} />;
}

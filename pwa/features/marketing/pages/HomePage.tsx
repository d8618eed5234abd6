import { AudienceChoice } from '../home/AudienceChoice';
import { Benefits } from '../home/Benefits';
import { CategoryCarousel } from '../home/CategoryCarousel';
import { CompanyGiving } from '../home/CompanyGiving';
import { FourSteps } from '../home/FourSteps';
import { HomeHero } from '../home/HomeHero';
import { KeyFigures } from '../home/KeyFigures';
import { PressLogos } from '../home/PressLogos';
import { TestimonialCarousel } from '../home/TestimonialCarousel';
import '../marketing.css';
import '../home/home.css';

/** The home page (also /home, /home/private and /home/company, which redirect here). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <AudienceChoice />
      <CategoryCarousel />
      <FourSteps />
      <KeyFigures />
      <Benefits />
      <CompanyGiving />
      <TestimonialCarousel />
      <PressLogos />
    </>
  );
}

import { AudienceChoice } from '../home/AudienceChoice';
import { Benefits } from '../home/Benefits';
import { CategoryCarousel } from '../home/CategoryCarousel';
import { CompanyGiving } from '../home/CompanyGiving';
import { FourSteps } from '../home/FourSteps';
import { HomeHero } from '../home/HomeHero';
import { KeyFigures } from '../home/KeyFigures';
import { PressLogos } from '../home/PressLogos';
import { TestimonialCarousel } from '../home/TestimonialCarousel';
import { Deferred } from '@/ui/Deferred';
import '../marketing.css';
import '../home/home.css';

/** The sections below the first screen of a phone, in the page's order (a fixed list). */
const BELOW_THE_FOLD = [CategoryCarousel, FourSteps, KeyFigures, Benefits, CompanyGiving, TestimonialCarousel, PressLogos];

/** The home page (also /home, /home/private and /home/company, which redirect here). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <AudienceChoice />
      {/* Below the first screen: each section renders in a task of its own after the first paint. */}
      {BELOW_THE_FOLD.map((Section, index) => (
        <Deferred key={index}>
          <Section />
        </Deferred>
      ))}
    </>
  );
}

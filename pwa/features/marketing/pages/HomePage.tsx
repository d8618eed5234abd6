import { AudienceChoice } from '../home/AudienceChoice';
import { Benefits } from '../home/Benefits';
import { CategoryCarousel } from '../home/CategoryCarousel';
import { CompanyGiving } from '../home/CompanyGiving';
import { FourSteps } from '../home/FourSteps';
import { HomeHero } from '../home/HomeHero';
import { KeyFigures } from '../home/KeyFigures';
import { PressLogos } from '../home/PressLogos';
import { TestimonialCarousel } from '../home/TestimonialCarousel';
import { useRenderStage } from '../../../ui/useRenderStage';
import '../marketing.css';
import '../home/home.css';

/** The home page (also /home, /home/private and /home/company, which redirect here). */
export function HomePage() {
  // The first screen (the promise, the audience choice, the causes) at once; the sections below it in two
  // later tasks, so that no single task holds a slow phone's main thread long (issue 10's TBT).
  const stage = useRenderStage(2);
  return (
    <>
      <HomeHero />
      <AudienceChoice />
      <CategoryCarousel />
      {stage >= 1 && (
        <>
          <FourSteps />
          <KeyFigures />
          <Benefits />
        </>
      )}
      {stage >= 2 && (
        <>
          <CompanyGiving />
          <TestimonialCarousel />
          <PressLogos />
        </>
      )}
    </>
  );
}

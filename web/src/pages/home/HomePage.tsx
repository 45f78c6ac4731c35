import { DesignerCallToAction } from './DesignerCallToAction';
import { HomeHero } from './HomeHero';
import { OccasionTiles } from './OccasionTiles';

export function HomePage() {
  return (
    <>
      <title>Adire — African fashion designers</title>
      <HomeHero />
      <OccasionTiles />
      <DesignerCallToAction />
    </>
  );
}

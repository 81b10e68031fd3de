/**
 * The banner pictures, drawn for us as SVG (no stock photos). Each is its own file (never inlined), so a
 * picture that fails to load shows the banner's grey placeholder and is reported.
 */
import auto from './auto.svg?no-inline';
import business from './business.svg?no-inline';
import checklist from './checklist.svg?no-inline';
import flood from './flood.svg?no-inline';
import generic from './generic.svg?no-inline';
import home from './home.svg?no-inline';
import life from './life.svg?no-inline';
import medicare from './medicare.svg?no-inline';
import pet from './pet.svg?no-inline';
import piggy from './piggy.svg?no-inline';
import shield from './shield.svg?no-inline';
import umbrella from './umbrella.svg?no-inline';
import type { GuideKey } from '../../../content/guides/known-guides';

export type ArtworkName = GuideKey | 'generic';

/** The pictures are decoration beside the heading, so their text alternative is empty. */
const picture = (src: string) => ({ src, alt: '' });

export const BANNER_ARTWORK: Record<ArtworkName, { left: { src: string; alt: string }; right: { src: string; alt: string } }> = {
  home: { left: picture(home), right: picture(shield) },
  auto: { left: picture(auto), right: picture(piggy) },
  flood: { left: picture(flood), right: picture(checklist) },
  life: { left: picture(life), right: picture(piggy) },
  business: { left: picture(business), right: picture(checklist) },
  pet: { left: picture(pet), right: picture(shield) },
  umbrella: { left: picture(umbrella), right: picture(shield) },
  medicare: { left: picture(medicare), right: picture(piggy) },
  generic: { left: picture(generic), right: picture(piggy) },
};

/** The pet page: the dog and cat are its large picture, so the banner shows savings and protection. */
export const PET_PAGE_ARTWORK = { banner: { left: picture(piggy), right: picture(shield) }, picture: pet };

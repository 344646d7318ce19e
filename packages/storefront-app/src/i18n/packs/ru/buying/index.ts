import type { SectionShape } from '../../../pack';
import { buying as cart } from './cart';
import { buying as addToCart } from './add-to-cart';
import { buying as states } from './states';
import { buying as messages } from './messages';

/** Russian strings of the buying section: its parts, which pages load as they need them. */
export const buying: SectionShape<'buying'> = { ...cart, ...addToCart, ...states, ...messages };

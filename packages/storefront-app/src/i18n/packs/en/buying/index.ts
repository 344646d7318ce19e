import { buying as cart } from './cart';
import { buying as addToCart } from './add-to-cart';
import { buying as states } from './states';
import { buying as messages } from './messages';

/** English strings of the buying section: its parts, which pages load as they need them (i18n/load.ts). */
export const buying = { ...cart, ...addToCart, ...states, ...messages };

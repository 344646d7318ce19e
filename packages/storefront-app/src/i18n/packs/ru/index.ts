import type { PackShape } from '../../pack';
import { account } from './account';
import { buying } from './buying';
import { catalog } from './catalog';
import { common } from './common';
import { content } from './content';
import { errors } from './errors';
import { home } from './home';
import * as kit from './kit';
import * as kitPages from './kit-pages';
import { shell } from './shell';
import { sourcing } from './sourcing';
import { tools } from './tools';

/** The Russian pack: every English entry, checked by the compiler against PackShape. */
export const ru: PackShape = { common, shell, home, catalog, buying, account, sourcing, content, tools, errors, ...kit, ...kitPages };

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

/** The English pack: the source every other language is translated from. */
export const en = { common, shell, home, catalog, buying, account, sourcing, content, tools, errors, ...kit, ...kitPages };

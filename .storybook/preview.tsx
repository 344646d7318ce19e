import { themes, themeNames } from '@ferrite/tokens';
import type { ThemeName } from '@ferrite/tokens';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { MouseEvent } from 'react';
// The kit's fonts, as a site using the kit loads them: stories render alike on every machine.
import '@ferrite/tokens/fonts.css';
import '../packages/ui/src/Box/global.css';
import { LinkProvider, makeLinkComponent } from '../packages/ui/src/LinkProvider';

/** Links in stories must not navigate the preview iframe away. */
const StoryLink = makeLinkComponent(({ href, onClick, ref, ...rest }) => (
  <a
    ref={ref}
    href={href}
    {...rest}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    }}
  />
));

const directions = ['ltr', 'rtl'] as const;
type Direction = (typeof directions)[number];

/**
 * Puts the theme class on <body> (not on a wrapper: Radix portals render into <body>) and the
 * direction and language on <html>, so the whole preview, portals included, follows the toolbar.
 */
const WithThemeAndDirection: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName | undefined) ?? 'ferrite';
  const direction = (context.globals.direction as Direction | undefined) ?? 'ltr';
  useEffect(() => {
    const body = document.body;
    for (const name of themeNames) body.classList.toggle(themes[name], name === theme);
    document.documentElement.dir = direction;
    document.documentElement.lang = direction === 'rtl' ? 'ar' : 'en';
  }, [theme, direction]);
  return (
    <LinkProvider component={StoryLink}>
      <div dir={direction} lang={direction === 'rtl' ? 'ar' : 'en'}>
        <Story />
      </div>
    </LinkProvider>
  );
};

const preview: Preview = {
  decorators: [WithThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'ferrite', title: 'Ferrite (red)' },
          { value: 'cobalt', title: 'Cobalt (blue)' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left (Arabic)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'ferrite', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every story is checked with axe-core; any violation fails its test (see packages/ui/README.md).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;

import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** True when a vanilla-extract plugin is already in the list (the vitest config adds its own). */
const hasVanillaExtract = (plugins: unknown[]): boolean =>
  plugins.flat(3).some((plugin) => {
    const name = (plugin as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.startsWith('vanilla-extract');
  });

const preBundled = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@radix-ui/react-dialog',
  '@radix-ui/react-dropdown-menu',
  'react-dom/server',
];

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './tokens/*.mdx',
    './tokens/*.stories.tsx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    // The store's real pages over recorded API answers ("Storybook shows what ships").
    '../packages/storefront-app/src/stories/*.stories.tsx',
  ],
  addons: ['@storybook/addon-vitest', '@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const plugins = viteConfig.plugins ?? [];
    return {
      ...viteConfig,
      plugins: hasVanillaExtract(plugins) ? plugins : [...plugins, vanillaExtractPlugin()],
      // Pre-bundle what stories import lazily, so Vite never re-optimises (and reloads) mid-run.
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...preBundled],
      },
    };
  },
};

export default config;

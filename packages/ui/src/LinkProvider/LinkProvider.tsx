import { createContext, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/** What the kit passes to the injected link component: an anchor's props with a required `href`. */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Target URL or app path. */
  href: string;
  /** Ref to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
};

/** A component that renders a link: a plain `<a>` by default, the router's link in the app. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** True for URLs the router must not handle: other origins, mailto:, tel:, and downloads. */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

function DefaultLink({ ref, ...props }: LinkComponentProps) {
  return <a ref={ref} {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(DefaultLink);

/**
 * Identity helper that types an app's link adapter, e.g.
 * `makeLinkComponent(({ href, ...rest }) => <RouterLink to={href} {...rest} />)`.
 */
export const makeLinkComponent = (component: LinkComponent): LinkComponent => component;

export type LinkProviderProps = {
  /** The link component every kit link renders through. @default a plain `<a>` */
  component: LinkComponent;
  /** The tree that uses it. */
  children: ReactNode;
};

/** Injects the app's link component (react-router's Link in the storefront) into every kit link. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component in effect: the injected one, or a plain `<a>`. */
export const useLinkComponent = (): LinkComponent => useContext(LinkComponentContext);

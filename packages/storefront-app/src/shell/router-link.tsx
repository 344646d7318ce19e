import { Link, useNavigate } from 'react-router-dom';
import { isExternalHref, makeLinkComponent, type LinkComponentProps } from '@ferrite/ui';

/**
 * An app path ('/…'): a plain anchor whose click navigates in the app. React Router's Link also
 * resolves relative paths, which it does for every link on every render: with the menus' hundreds
 * of links that was a quarter of a page's server render.
 */
function AppPathLink({ href, ref, onClick, ...rest }: LinkComponentProps) {
  const navigate = useNavigate();
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        const here = window.location.pathname + window.location.search + window.location.hash;
        // Like Link: following a link to the page you are on does not add a history entry.
        void navigate(href, { replace: href === here });
      }}
    />
  );
}

/** The kit's links go through react-router, so in-app links navigate without a reload. */
export const RouterLink = makeLinkComponent(({ href, ref, ...rest }) =>
  isExternalHref(href) || rest.target === '_blank' || rest.download !== undefined ? (
    <a ref={ref} href={href} {...rest} />
  ) : href.startsWith('/') ? (
    <AppPathLink ref={ref} href={href} {...rest} />
  ) : (
    <Link ref={ref} to={href} {...rest} />
  ),
);

import { Link } from 'react-router-dom';
import { isExternalHref, makeLinkComponent } from '@ferrite/ui';

/** The kit's links go through react-router, so in-app links navigate without a reload. */
export const RouterLink = makeLinkComponent(({ href, ref, ...rest }) =>
  isExternalHref(href) || rest.target === '_blank' || rest.download !== undefined ? <a ref={ref} href={href} {...rest} /> : <Link ref={ref} to={href} {...rest} />,
);

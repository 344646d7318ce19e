import { useState } from 'react';
import { Footer } from '@ferrite/ui';
import { useServices } from '../state/context';
import { showSnackbar } from '../state/stores';

/** The footer with the newsletter wired to the API (spec §5 and §8 messages). */
export function ShellFooter() {
  const { api, stores } = useServices();
  const site = stores.business.site;
  const [subscribing, setSubscribing] = useState(false);

  const onSubscribe = (email: string) => {
    setSubscribing(true);
    api
      .call<unknown>('POST', '/MessageSubscription/AddMessageSubscriptionService', { Email: email })
      .then((envelope) => {
        // Failures were already shown by the client; success has its own message (spec §8).
        if (envelope.state === 'success') showSnackbar(stores, 'success', envelope.message || 'Subscription successfully');
      })
      .catch(() => undefined)
      .finally(() => setSubscribing(false));
  };

  return (
    <Footer
      onSubscribe={onSubscribe}
      onInvalid={(message) => showSnackbar(stores, 'warning', message)}
      subscribing={subscribing}
      contact={{ phone: site.contactPhone, email: site.contactEmail }}
      brand={site.brand}
      year={site.copyrightYear}
    />
  );
}

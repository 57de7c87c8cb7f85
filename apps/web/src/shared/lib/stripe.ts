import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// One Stripe.js per publishable key for the page's life (loadStripe adds Stripe's script once).
const stripes = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded on first use. Import it only from code that is itself
 * loaded lazily (the checkout's and the add-card dialog's Stripe forms), so Stripe's libraries stay
 * out of every other screen's bundle.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

import type { ApolloCache } from '@apollo/client';

/**
 * The lists that show delivery facts: the arrivals, the home grid (deliveryStatus), the delivery
 * check and the goods lines of a transport. Evicted from the cache after a delivery is recorded or
 * scanned, so each shows it at once: the mounted ones refetch now, the others when next opened.
 * (The editor reads its one line from the network each time it opens.)
 */
const DELIVERY_FIELDS = /^(arrivals|deliveryStatus|deliveryCheck\w*|transportShipments)$/;

export function evictDeliveryLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: (value, { fieldName, DELETE }) => (DELIVERY_FIELDS.test(fieldName) ? DELETE : value),
  });
  cache.gc();
}

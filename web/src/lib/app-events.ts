/**
 * Signals from the data layer to the React tree, which subscribes once (session provider, toasts):
 * the data layer has no access to React state, and the tree must not depend on link internals.
 */
type Listener<T> = (value: T) => void;

function channel<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit: (value: T) => listeners.forEach((listener) => listener(value)),
    subscribe: (listener: Listener<T>) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The refresh token is gone or refused: the user must sign in again. */
export const sessionExpired = channel<void>();
/** The user signed out or the session expired: cached data of that user must go. */
export const sessionEnded = channel<void>();
/** A read failed: shown as an error toast with this Korean message. */
export const operationFailed = channel<string>();

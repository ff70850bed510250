import { createContext, useContext, type Context } from 'react';

/**
 * A context whose hook throws `message` when used outside its provider, so a missing provider
 * fails loudly at the call site instead of rendering with silent defaults.
 */
export function createRequiredContext<T>(displayName: string, message: string): [Context<T | null>, () => T] {
  const context = createContext<T | null>(null);
  context.displayName = displayName;
  const useRequired = (): T => {
    const value = useContext(context);
    if (value === null) throw new Error(message);
    return value;
  };
  return [context, useRequired];
}

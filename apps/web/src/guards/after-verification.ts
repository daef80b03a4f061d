import { safeRedirect } from './safe-redirect';

/**
 * Where "Continuar para a Aula" leads after the e-mail verification: the page the person signed
 * up from (`/cadastrar?redirect=`). The link is opened later, usually in another tab of the same
 * browser, so the target waits in localStorage; it is judged again when read.
 */
const KEY = 'aula:after-verification';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Remembers the sign-up's target (home forgets any earlier one). */
export function rememberAfterVerification(target: string): void {
  try {
    if (target === '/') storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, target);
  } catch {
    // Storage full or refused: the verification then continues home.
  }
}

/** The remembered target, judged again, or `/`. */
export function afterVerification(): string {
  try {
    return safeRedirect(storage()?.getItem(KEY));
  } catch {
    return '/';
  }
}

/** Forgets the target once the verification has used it. */
export function forgetAfterVerification(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

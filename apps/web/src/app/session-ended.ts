import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../guards/decide';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * The stored person's session ended under them: a 401 while someone was signed in (signed out on
 * another device, expired). Called by the app's HTTP adapter after the user is cleared.
 */
export function announceSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}

/** Listens for an ended session; answers the function that stops listening. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Sends the person to login, with where they were kept in `redirect`, when their session ends
 * under them (S59), on any page: a public one (a free lecture, the catalogue) has no guard that
 * would. The header already shows nobody (the user was cleared first). The login is a new entry
 * in the history: Back returns to the page, as a guest (a guarded page's own guard then replaces it).
 */
export function useLoginWhenSessionEnds(): void {
  const navigate = useNavigate();
  const location = useLocation();
  // Reads the location of the moment the session ends, without listening again on each move.
  const toLogin = useEffectEvent(() => navigate(loginRedirect(location)));
  useEffect(() => onSessionEnded(() => toLogin()), []);
}

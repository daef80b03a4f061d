// No zod here: the home's catalogue (the first download, ADR 029) links to the checkout too.

/**
 * The offer link a person follows from "Comprar": the checkout page with their e-mail where the
 * platform takes it (Hotmart, Kiwify and Eduzz fill the checkout's e-mail field from `?email=`), so
 * the purchase arrives under the account they use here. Other addresses are left as they are.
 */
export function offerLinkFor(offerUrl: string, email?: string | null): string {
  if (!email) return offerUrl;
  let parsed: URL;
  try {
    parsed = new URL(offerUrl);
  } catch {
    return offerUrl;
  }
  const host = parsed.hostname.toLowerCase();
  const takesEmail = ['hotmart.com', 'kiwify.com.br', 'kiwify.app', 'eduzz.com'].some(
    (domain) => host === domain || host.endsWith(`.${domain}`),
  );
  if (!takesEmail) return offerUrl;
  parsed.searchParams.set('email', email);
  return parsed.toString();
}

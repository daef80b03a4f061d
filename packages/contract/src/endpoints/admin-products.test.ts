import { describe, expect, it } from 'vitest';
import { offerLinkFor, productInputSchema } from './admin-products';

describe('offerLinkFor', () => {
  it('sets the e-mail on Hotmart, Kiwify and Eduzz checkouts, leaves other addresses alone', () => {
    expect(offerLinkFor('https://pay.hotmart.com/F1?off=a', 'ana@aula.dev')).toBe(
      'https://pay.hotmart.com/F1?off=a&email=ana%40aula.dev',
    );
    expect(offerLinkFor('https://pay.kiwify.com.br/x', 'ana@aula.dev')).toContain('email=ana%40');
    expect(offerLinkFor('https://sun.eduzz.com/123', 'ana@aula.dev')).toContain('email=ana%40');
    expect(offerLinkFor('https://loja.example.com/p', 'ana@aula.dev')).toBe(
      'https://loja.example.com/p',
    );
    expect(offerLinkFor('https://pay.hotmart.com/F1', null)).toBe('https://pay.hotmart.com/F1');
  });

  it('refuses an offer link that is not https', () => {
    const base = { title: 'A', slug: 'a', can_comment: true, platform_ids: [] };
    expect(
      productInputSchema.safeParse({ ...base, offer_url: 'https://pay.hotmart.com/x' }).success,
    ).toBe(true);
    for (const offer_url of ['http://pay.hotmart.com/x', 'javascript:alert(1)']) {
      expect(productInputSchema.safeParse({ ...base, offer_url }).success).toBe(false);
    }
  });
});

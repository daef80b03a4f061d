import { isCrawler } from './report';

describe('isCrawler', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'WhatsApp/2.23.20.0',
  ])('knows %s as a crawler', (ua) => {
    expect(isCrawler(ua)).toBe(true);
  });

  it('does not take a person’s browser for one', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});

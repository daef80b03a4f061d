import { expect, test } from '@playwright/test';
import { renderHtml } from '../apps/api/src/mail/template';
import { FONT_CSS } from './fonts';

/**
 * The e-mail template (ADR 039) as a mail client shows it: rendered in Chromium, light and dark
 * (the client's `prefers-color-scheme`), at a desktop client's 1280 px and a phone's 375 px.
 * Three messages: a security notice with a button, a notification with its unsubscribe link
 * and a name that holds markup (shown as text), and a code (its paragraph large).
 */
const MESSAGES = {
  verification: renderHtml({
    subject: 'Confirme seu e-mail na Aula',
    body: 'Olá, Maria Silva!\n\nConfirme seu e-mail para receber os avisos da Aula. O link vale por 24 horas.',
    action: {
      label: 'Confirmar e-mail',
      url: 'https://aula.escola.com.br/verificar-email?token=Zm9vYmFyYmF6cXV4cXV1eA',
    },
  }),
  reply: renderHtml({
    subject: 'Nova resposta em “Hooks na prática” (React do zero)',
    body: 'Ana <b>Souza</b> respondeu a um comentário que você segue:\n\n“Use o useEffect só para sincronizar com algo de fora do React.”',
    action: {
      label: 'Ver a resposta',
      url: 'https://aula.escola.com.br/react-do-zero/aula/7#comentario-42',
    },
    unsubscribeUrl: 'https://aula.escola.com.br/descadastrar?token=assinado.abc123',
  }),
  code: renderHtml({
    subject: 'Seu código para redefinir a senha',
    body: 'Olá, Maria Silva! Seu código para redefinir a senha:\n\n482913\n\nEle vale por 15 minutos. Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
  }),
} as const;

for (const [name, html] of Object.entries(MESSAGES)) {
  for (const width of [1280, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`e-mail ${name} ${theme} ${width}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          deviceScaleFactor: 1,
          colorScheme: theme,
          locale: 'pt-BR',
        });
        const page = await context.newPage();
        await page.setContent(html);
        await page.addStyleTag({ content: FONT_CSS });
        await page.evaluate(() => document.fonts.ready);
        // Markup in a name is text, never an element.
        await expect(page.locator('b')).toHaveCount(0);
        if (name === 'code') await expect(page.locator('p.code')).toHaveText('482913');
        else
          await expect(
            page.getByRole('link', { name: /Confirmar e-mail|Ver a resposta/ }),
          ).toBeVisible();
        await expect(page).toHaveScreenshot(`email-${name}.${theme}.${width}.png`, {
          fullPage: true,
        });
        await context.close();
      });
    }
  }
}

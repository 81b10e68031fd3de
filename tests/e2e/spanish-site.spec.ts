/**
 * Issue 26: the site in Spanish (es-US) at /es. The pages written in Spanish so far (site/pages.ts `spanish`),
 * prerendered with lang="es" and hreflang both ways; the language switch in the header, the phone menu and the
 * footer, which keeps the page mounted and is remembered for the next visit; and a Spanish page's link to a page
 * not yet written in Spanish, which leads to its English address.
 */
import type { TestInfo } from '@playwright/test';
import { AGENCY } from '@site/agency';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForRow } from './support/db';
import { isPhone, switchLanguage } from './support/language';
import { waitForMail } from './support/mailbox';
import { signInAsStaff } from './support/staff';
import { expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag, ALSO_ON_PHONE } from './support/test';

/** The site's own address as the server names it (PUBLIC_BASE_URL in the tests). */
const siteOf = (testInfo: TestInfo) => testInfo.project.use.baseURL!;

test.describe('The site in Spanish', () => {
  test(
    'the Spanish home page arrives prerendered in Spanish, with its English version named both ways',
    { tag: ALSO_ON_PHONE },
    async ({ page, request }, testInfo) => {
      const SITE = siteOf(testInfo);
      const html = await (await request.get('/es')).text();
      expect(html.startsWith('<!doctype html>\n<html lang="es"')).toBe(true);
      expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe('Seguros sin complicaciones');
      expect(html.match(/<noscript>([^<]*)<\/noscript>/)?.[1]).toBe(
        'Este sitio necesita JavaScript. Llámenos al (800) 555-0142, lun. a vie., 8 a. m. a 6 p. m. (hora del Este).',
      );
      expect(html).toContain(`<link rel="canonical" href="${SITE}/es" />`);
      const alternates = (page: string) =>
        [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, hreflang, href]) => `${hreflang} ${href}`);
      const expected = [`en ${SITE}/`, `es ${SITE}/es`, `x-default ${SITE}/`];
      expect(alternates(html)).toEqual(expected);
      const english = await (await request.get('/')).text();
      expect(english.startsWith('<!doctype html>\n<html lang="en"')).toBe(true);
      expect(alternates(english)).toEqual(expected);

      await page.goto('/es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Seguros sin complicaciones | Keystone Insurance Agency');
      await expect(page.getByRole('heading', { level: 1, name: 'Seguros sin complicaciones' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Elija productos para combinar y ahorrar.' })).toBeVisible();
      await expect(page.locator('a[data-quote-link="Home"]')).toHaveAccessibleName('COTIZAR Hogar');
      await expect(page.getByRole('region', { name: 'Estados que atendemos' })).toContainText('49 de 50 estados');
      await expect(page.getByRole('contentinfo')).toContainText('Atendemos en 49 de 50 estados.');
      // The help panel every page has, in the page's language.
      await page.getByRole('button', { name: /^¿Necesita ayuda\? Chatee, llame o escríbanos/ }).click();
      const panel = page.getByRole('dialog', { name: '¿Cómo podemos ayudarle?' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('heading', { name: 'Horario de atención' })).toBeVisible();
      await expect(panel.getByTestId('business-hours')).toHaveText('Chat en vivo: lun. a vie., 9 a. m. a 5 p. m. (hora del Este)');
      await expectNoSeriousA11yViolations(page, testInfo, 'help panel in Spanish');
      await panel.getByRole('button', { name: 'Cerrar el panel de ayuda' }).click();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, testInfo, 'home in Spanish');
      await snapshot(page, testInfo, 'home-in-spanish');
    },
  );

  test('switching language keeps the page, its place and what is open on it, and is remembered for the next visit', async ({ page }) => {
    await page.goto('/');
    const statesList = page.locator('details').filter({ hasText: 'See all the states we serve' });
    await statesList.locator('summary').click();
    await expect(statesList).toHaveAttribute('open', '');

    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seguros sin complicaciones' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // The same page, not a new one: the list opened in English is still open in Spanish.
    await expect(page.locator('details').filter({ hasText: 'Vea todos los estados que atendemos' })).toHaveAttribute('open', '');
    await expect(page).toHaveTitle('Seguros sin complicaciones | Keystone Insurance Agency');

    // Remembered: the English address of a page written in Spanish now leads to its Spanish one.
    await page.goto('/chooseproducts');
    await expect(page).toHaveURL(/\/es\/chooseproducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Elija productos para combinar y ahorrar.' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/chooseproducts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Select products to bundle & save.' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Insurance Simplified' })).toBeVisible();
  });

  test('on a phone the switch is in the menu; the menu leads to the Spanish pages', { tag: ALSO_ON_PHONE }, async ({ page }, testInfo) => {
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1, name: 'Seguros sin complicaciones' })).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      const menu = page.getByRole('dialog', { name: 'Menú' });
      await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
      await snapshot(page, testInfo, 'phone-menu-in-spanish', { viewport: true });
      await menu.getByRole('link', { name: 'Quiénes somos' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Quiénes somos' }).click();
    }
    await expect(page).toHaveURL(/\/es\/aboutus$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Quiénes somos \|/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/aboutus');
  });

  test('a Spanish address of a page with no Spanish (the back office) leads to its English page; the Spanish sitemap lists the Spanish pages', async ({
    request,
  }) => {
    // The sitemaps are written at build time, with the agency's public address.
    const SITE = AGENCY.siteUrl;
    const response = await request.get('/es/admin?utm_source=test', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/admin?utm_source=test');

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-es.xml`);
    const sitemap = await (await request.get('/sitemap-es.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}/es</loc>`);
    expect(sitemap).toContain(`<loc>${SITE}/es/chooseproducts</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/chooseproducts"/>`);
    expect(sitemap).toContain(`<loc>${SITE}/es/aboutus</loc>`);
    expect(sitemap).not.toContain('/es/admin');
  });

  test(
    'a quote request in Spanish: refused in Spanish, switched to English and back mid-form with the answers kept, sent and stored',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      test.setTimeout(60_000); // two axe runs
      const email = `lucia.${uniqueTag(testInfo)}@example.com`;
      await page.goto('/es');
      await page.locator('a[data-quote-link="Home"]').click();
      await expect(page).toHaveURL(/\/es\/quotes\/home\?productType=Home/);
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de cotización' })).toBeVisible();
      await expect(page.getByTestId('product-type')).toHaveText('Seguro de hogar');
      await expect(page).toHaveTitle('Seguro de hogar: cotización | Keystone Insurance Agency');

      // Refused in Spanish, in the browser, before anything is sent.
      await page.getByRole('button', { name: 'Cotizar gratis' }).click();
      await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
      await expect(page.getByText('Indique si tiene seguro actualmente')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
      await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
      await page.getByRole('textbox', { name: 'Apellido' }).fill('Hernández');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await expectNoSeriousA11yViolations(page, testInfo, 'quote form in Spanish with its refusals');
      await snapshot(page, testInfo, 'quote-form-in-spanish');

      // Mid-form to English: the same form, its answers kept, its remaining refusals now in English.
      await switchLanguage(page, 'English');
      await expect(page).toHaveURL(/\/quotes\/home\?productType=Home/);
      await expect(page.getByRole('heading', { level: 1, name: 'Product Quote' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Lucía');
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
      await expect(page.getByText('Please select if you are currently insured')).toBeVisible();
      await expect(page.getByText('Indique si tiene seguro actualmente')).toHaveCount(0);

      await switchLanguage(page, 'Español');
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de cotización' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Hernández');
      await page.getByRole('textbox', { name: 'Teléfono' }).fill('3055550188');
      await page.getByRole('textbox', { name: 'Dirección de la propiedad' }).fill('100 Calle Ocho, Miami, FL 33135');
      await page.getByRole('radiogroup', { name: '¿Tiene seguro actualmente?' }).getByRole('radio', { name: 'Sí' }).check();
      await page.getByRole('button', { name: 'Cotizar gratis' }).click();

      await expect(page.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeVisible();
      await expect(page.getByText('Un experto en seguros se comunicará con usted en un plazo de 24 horas.')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: '¡Su solicitud de cotización se envió correctamente!' })).toBeVisible();
      const referenceNumber = (await page.getByTestId('reference-number').textContent())!;
      const row = await waitForRow<Record<string, string>>('SELECT * FROM quote_requests WHERE reference_number = ?', referenceNumber);
      expect(row).toMatchObject({ first_name: 'Lucía', last_name: 'Hernández', email, currently_insured: 'Yes', product_type: 'Home Insurance' });
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, testInfo, 'thank-you in Spanish');
      await snapshot(page, testInfo, 'quote-thank-you-in-spanish');
    },
  );

  test("staff see a request's language on its page; the back office stays in English", async ({ page, browser, baseURL }, testInfo) => {
    const email = `ana.${uniqueTag(testInfo)}@example.com`;
    await page.goto('/es');
    // A request sent from the Spanish page, as its form sends it.
    const referenceNumber = await page.evaluate(async (address) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
      const body = { first_name: 'Ana', last_name: 'Ruiz', email: address, phone: '3055550101', product_type: 'Life Insurance', currently_insured: 'No' };
      const response = await fetch('/api/submit-quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, 'accept-language': 'es' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { referenceNumber: string }).referenceNumber;
    }, email);
    const staffContext = await browser.newContext();
    await signInAsStaff(staffContext, baseURL!, 'Sam Rivera');
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`/admin/submissions/${referenceNumber}`);
    await expect(staffPage.getByRole('heading', { level: 1, name: new RegExp(referenceNumber) })).toBeVisible({ timeout: 15_000 });
    await expect(staffPage.getByTestId('submission-language')).toHaveText('In Spanish');
    await expect(staffPage.locator('html')).toHaveAttribute('lang', 'en');
    await staffContext.close();
  });

  test('the server refuses a Spanish page in Spanish (422), field by field', async ({ page }) => {
    await page.goto('/es/quotes/home?productType=Home%20Insurance');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de cotización' })).toBeVisible();
    // What the page's own API call would carry: its language, its CSRF token.
    const answer = await page.evaluate(async () => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const response = await fetch('/api/submit-quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, 'accept-language': document.documentElement.lang },
        body: JSON.stringify({
          product_type: 'Home Insurance',
          first_name: 'Lucía',
          last_name: 'Hernández',
          email: 'lucia@example',
          phone: '3055550188',
          currently_insured: 'Sí',
        }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toMatchObject({
      status: 422,
      body: {
        message: 'Corrija los errores e inténtelo de nuevo.',
        errors: { email: ['Escriba un correo electrónico válido'], currently_insured: ['Indique si tiene seguro actualmente'] },
      },
    });
  });

  test(
    'signing in to the account in Spanish: the page, the refusal, the mail and the account, all in Spanish',
    { tag: ALSO_ON_PHONE },
    async ({ page }, testInfo) => {
      const email = `lucia.${uniqueTag(testInfo)}@example.com`;
      await page.goto('/es/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example');
      await page.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }).click();
      await expect(page.getByText('Escriba una dirección de correo electrónico válida')).toBeVisible();
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
      await page.getByRole('button', { name: 'Enviarme un enlace para iniciar sesión' }).click();
      await expect(page.getByTestId('sign-in-link-sent')).toContainText(`Si ${email} es suya, le enviamos un enlace para iniciar sesión.`);
      await expectNoSeriousA11yViolations(page, testInfo, 'sign-in link sent, in Spanish');
      await snapshot(page, testInfo, 'sign-in-in-spanish');

      // The mail, as delivered by SMTP: in Spanish, its link to the Spanish page.
      const mail = await waitForMail(email, /^Su enlace para iniciar sesión en Keystone Insurance Agency$/, 1);
      expect(mail.body).toContain('Alguien pidió iniciar sesión en Keystone Insurance Agency con esta dirección de correo electrónico.');
      expect(mail.body).toMatch(/hasta el \d{1,2} de [a-z]+ de \d{4} a las .+ \(hora del Este\)/);
      const link = /(https?:\/\/\S+\/es\/account\/sign-in#[A-Za-z0-9_-]{43})/.exec(mail.body)?.[1];
      expect(link, 'the mail carries the Spanish sign-in link').toBeDefined();

      await page.goto(link!);
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciando su sesión' })).toBeVisible();
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      // Their requests first, as in English, in Spanish.
      await expect(page).toHaveURL(/\/es\/account\/requests$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes' })).toBeVisible();
      await page.goto('/es/account');
      await expect(page.getByRole('heading', { level: 2, name: 'Sus datos' })).toBeVisible();
      await expect(page.getByText(`Sesión iniciada como ${email}`)).toBeVisible();
      await expect(page.getByTestId('account-link')).toHaveText('Mi cuenta');
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page, testInfo, 'account home, in Spanish');
      await snapshot(page, testInfo, 'account-in-spanish');
    },
  );
});

/**
 * Issue 26: the portal's forms in Spanish, as a Spanish-speaking policyholder uses them, at 360 and 1280 px: a
 * cancellation with the win-back callback, from the Policy Changes menu, refused in Spanish, switched to English
 * and back mid-step with every answer kept, its draft offered back in Spanish, sent; its success screen, its
 * confirmation, the proof of the address and the receipt all in Spanish (read from the SMTP receiver). And the
 * state-insurer letter: its guidance, the upload and the signature in our signing page, the signed copy mailed
 * in Spanish, and /verify.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { onePagePdfBytes } from '../support/document-fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { choose, stepHeading, summaryLinks, todayInEastern } from './support/change-forms';
import { queryOne, sqliteFile, waitForRow } from './support/db';
import { comeBackToDraftLater } from './support/drafts';
import { switchLanguage } from './support/language';
import { waitForMail } from './support/mailbox';
import { ALSO_ON_PHONE, chooseFile, compactTag, expect, expectNoHorizontalOverflow, snapshot, test, uniqueTag } from './support/test';

/** Today as a Spanish reader reads it: '29 de noviembre de 2026'. */
const todayInSpanish = () => new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${todayInEastern()}T00:00:00Z`));

test(
  'a cancellation in Spanish with a callback: refused, switched and resumed with its answers, sent, and every mail in Spanish',
  { tag: ALSO_ON_PHONE },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000); // four axe runs and three mails
    const tag = uniqueTag(testInfo);
    const email = `lucia.${tag}@example.com`;
    const policy = `crs-${tag}`.slice(0, 40);
    const siguiente = page.getByRole('button', { name: 'Siguiente' });

    await page.goto('/es/customerservice/policy-changes');
    await expect(page.getByRole('heading', { level: 1, name: 'Cambios en la póliza' })).toBeVisible();
    await page.getByRole('link', { name: /Solicitud de cancelación/ }).click();
    await expect(page).toHaveURL(/\/es\/customerservice\/policy-changes\/cancellation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitud de cancelación de póliza' })).toBeVisible();
    await expect(page).toHaveTitle(/^Solicitud de cancelación de póliza \|/);

    // The contact step, refused in Spanish in the browser, then filled.
    await siguiente.click();
    await expect(summaryLinks(page).first()).toHaveText('El nombre es obligatorio');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Hernández');
    await page.getByRole('textbox', { name: 'Número de póliza' }).fill(policy);
    await page.getByRole('textbox', { name: 'Número de teléfono' }).pressSequentially('3055550188');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await siguiente.click();

    // The reason: refused in Spanish; a reason with its own section and the win-back offer.
    await expect(stepHeading(page, 'Motivo de la cancelación')).toBeFocused();
    await siguiente.click();
    await expect(summaryLinks(page)).toHaveText(['Seleccione el motivo de la cancelación', 'Elija la fecha en que debe terminar la cobertura']);
    await page.getByLabel('¿Cuándo debe terminar la cobertura?').fill(todayInEastern());
    await page.getByRole('radio', { name: 'Cambio a otra aseguradora' }).check();
    const insurer = page.getByRole('region', { name: 'Datos del nuevo seguro' });
    await insurer.getByRole('textbox', { name: 'Nombre de la nueva aseguradora' }).fill('Harbor Mutual');
    await insurer.getByRole('textbox', { name: 'Número de la nueva póliza' }).fill('HM-778812');
    const winBack = page.getByRole('region', { name: 'Antes de irse' });
    await winBack.getByRole('checkbox', { name: '¿Le gustaría hablar de sus opciones?' }).check();
    await siguiente.click();
    await expect(summaryLinks(page)).toHaveText(['Seleccione una fecha para la llamada', 'Seleccione un horario para la llamada']);
    await winBack.getByLabel('Fecha preferida').fill(todayInEastern());
    await choose(page, 'Horario preferido', 'Tarde (de 12 p.m. a 5 p.m.)');

    // Mid-step to English and back: the same step, every answer kept, its words in the language chosen.
    await switchLanguage(page, 'English');
    await expect(page).toHaveURL(/\/customerservice\/policy-changes\/cancellation$/);
    await expect(stepHeading(page, 'Cancellation Reason')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Switching to a New Insurer' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'New Insurer Name' })).toHaveValue('Harbor Mutual');
    await expect(page.getByRole('combobox', { name: 'Preferred Time' })).toHaveValue('Afternoon (12pm - 5pm)');
    await switchLanguage(page, 'Español');
    await expect(stepHeading(page, 'Motivo de la cancelación')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Horario preferido' })).toHaveValue('Tarde (de 12 p.m. a 5 p.m.)');

    // The draft, offered back in Spanish after leaving, resumes on this step.
    await comeBackToDraftLater(page, 'afternoon');
    await expect(page.getByTestId('draft-banner')).toContainText('Formulario incompleto');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(stepHeading(page, 'Motivo de la cancelación')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cambio a otra aseguradora' })).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'reason step in Spanish');
    await snapshot(page, testInfo, 'cancellation-reason-in-spanish');
    await siguiente.click();

    // Documents: the reason's type named in Spanish, never blocking.
    await expect(stepHeading(page, 'Documentos')).toBeFocused();
    await expect(page.getByText('Confirmación del nuevo seguro', { exact: true })).toBeVisible();
    await siguiente.click();

    // The review: the summary in Spanish (the dates with the month named), the terms with the English governing.
    await expect(stepHeading(page, 'Revisión y términos')).toBeFocused();
    const review = page.getByTestId('review-list');
    await expect(review).toContainText('Titular de la pólizaLucía Hernández');
    await expect(review).toContainText('MotivoCambio a otra aseguradora');
    await expect(review).toContainText(`Fecha de fin de la cobertura${todayInSpanish()} (solicitada)`);
    await expect(review).toContainText(`Llamada solicitada${todayInSpanish()}, Tarde (de 12 p.m. a 5 p.m.) (hora del Este)`);
    await expect(page.getByTestId('terms-box')).toContainText('No es definitiva hasta que nuestro equipo la haya revisado y aprobado.');
    await expect(page.getByTestId('terms-box')).toContainText('Si hay diferencias, prevalece la versión en inglés.');
    const submit = page.getByRole('button', { name: 'Enviar solicitud de cancelación' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Leí y acepto los términos y condiciones' }).check();
    await expectNoSeriousA11yViolations(page, testInfo, 'review step in Spanish');
    await submit.click();

    // Sent: the success screen in Spanish, the request stored with its callback and its language.
    const success = page.getByTestId('success-screen');
    await expect(success.getByRole('heading', { name: 'Solicitud de cancelación enviada' })).toBeFocused();
    const reference = (await success.getByText(/^CR-[0-9A-Z]{8}$/).textContent())!.trim();
    await expect(success.getByTestId('success-details')).toContainText('Cambio a otra aseguradora');
    await expect(success.getByRole('link', { name: 'Ver el estado de la solicitud' })).toBeVisible();
    const row = await waitForRow<{ reason: string; win_back: number; callback_time: string }>(
      'SELECT * FROM cancellation_requests WHERE reference_number = ?',
      reference,
    );
    expect(row).toMatchObject({ reason: 'new_insurer', win_back: 1, callback_time: 'afternoon' });
    expect(queryOne<{ locale: string }>('SELECT locale FROM submissions WHERE reference_number = ?', reference)).toEqual({ locale: 'es' });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'success screen in Spanish');
    await snapshot(page, testInfo, 'cancellation-success-in-spanish');

    // The confirmation, in Spanish.
    const confirmation = await waitForMail(email, new RegExp(`^Recibimos su solicitud: Solicitud de cancelación de póliza \\(${reference}\\)$`));
    expect(confirmation.body).toContain(`Su número de referencia es ${reference}.`);

    // The receipt: the address is proved first, by a mail and a page in Spanish; then the receipt comes, in Spanish.
    await success.getByRole('button', { name: 'Enviar comprobante' }).click();
    await expect(success).toContainText(`Comprobante enviado a ${email}`);
    const proof = await waitForMail(email, /^Confirme su dirección de correo electrónico para Keystone Insurance Agency$/);
    expect(proof.body).toContain('un comprobante de una solicitud hecha en nuestro sitio web está esperando para enviarse a ella.');
    const link = /(https?:\/\/\S+\/es\/confirm-email#[A-Za-z0-9_-]{43})/.exec(proof.body)?.[1];
    expect(link, 'the proof mail carries the Spanish page').toBeDefined();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Confirmar mi dirección de correo electrónico' }).click();
    await expect(page.getByRole('heading', { name: 'Su dirección de correo electrónico está confirmada' })).toBeVisible();
    await expect(page.getByTestId('address-confirmed')).toContainText('Lo que estaba esperando (un correo) va en camino');
    const receipt = await waitForMail(email, new RegExp(`^Su comprobante de Keystone Insurance Agency: ${reference}$`));
    expect(receipt.body).toContain('Motivo: Cambio a otra aseguradora');
    expect(receipt.body).toContain(`Llamada solicitada: ${todayInSpanish()}, Tarde (de 12 p.m. a 5 p.m.) (hora del Este)`);
    expect(receipt.body).toContain('Guarde este número de referencia');
  },
);

test(
  'a state-insurer letter in Spanish: the guidance, the upload, the signature in our signing page, the signed copy mailed in Spanish, /verify',
  { tag: ALSO_ON_PHONE },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000); // four axe runs, a signature, a sealing and two mails
    const tag = compactTag(testInfo);
    const email = `lucia.${tag}@example.com`;

    await page.goto('/es/customerservice/citizens');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda para titulares de pólizas de Citizens' })).toBeVisible();
    await page.getByRole('tab', { name: 'Prueba de residencia' }).click();
    await expect(page.getByText(/en los últimos 12 meses/).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'guidance in Spanish');
    await page.getByRole('link', { name: /^Comenzar/ }).click();
    await expect(page).toHaveURL(/\/es\/customerservice\/citizens-upload\/proofofresidency$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba de residencia' })).toBeVisible();

    // The upload, refused in Spanish without a file, then sent.
    await page.getByRole('button', { name: 'Subir documento', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No eligió ningún archivo. Elija un archivo para subir.' })).toBeVisible();
    await chooseFile(page, { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: onePagePdfBytes('Contrato de arrendamiento') }, /Elija un archivo/);
    await page.getByRole('button', { name: 'Subir documento', exact: true }).click();
    await expect(page.getByText('Subido: contrato.pdf')).toBeVisible();

    // The signer, refused in Spanish, then given.
    await page.getByRole('button', { name: 'Pedir el enlace para firmar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Complete todos los campos antes de pedir el enlace para firmar.' })).toBeVisible();
    await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellido' }).fill('Hernández');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await page.getByRole('textbox', { name: 'Número de póliza' }).fill(`cit-${tag}`);
    await expectNoSeriousA11yViolations(page, testInfo, 'signer step in Spanish');
    await page.getByRole('button', { name: 'Pedir el enlace para firmar' }).click();

    // Our signing page, in Spanish, in its window: the consent, a name refused, then signed.
    const dialog = page.getByRole('dialog', { name: 'Firme su documento' });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="Página de firma"]');
    await expect(frame.getByRole('heading', { name: 'Firmar: Prueba de residencia' })).toBeVisible();
    await expect(frame.getByTestId('english-governs')).toHaveText(
      'Esta es una traducción del texto en inglés. Si hay diferencias, prevalece la versión en inglés.',
    );
    await frame.getByRole('checkbox', { name: /Acepto usar registros electrónicos y firmas electrónicas/ }).check();
    await frame.getByRole('textbox', { name: 'Escriba su nombre completo para firmar' }).fill('Lucía Smith');
    await frame.getByRole('button', { name: 'Firmar documento' }).click();
    await expect(frame.getByText('Para firmar, escriba su nombre completo exactamente así: Lucía Hernández.')).toBeVisible();
    await snapshot(page, testInfo, 'signing-frame-in-spanish');
    await frame.getByRole('textbox', { name: 'Escriba su nombre completo para firmar' }).fill('lucía hernández');
    await frame.getByRole('button', { name: 'Firmar documento' }).click();

    await expect(page.getByRole('heading', { name: 'Firma completada' })).toBeVisible();
    await expect(page.getByText('Gracias por enviar su documento. Tramitaremos su solicitud en breve.')).toBeVisible();
    await expect(page.getByTestId('signature-completed-note')).toContainText(`Le enviaremos su copia firmada a ${email} cuando esa dirección esté confirmada.`);
    const reference = (await page.getByTestId('reference-number').textContent())!;
    expect(queryOne<{ locale: string }>('SELECT locale FROM submissions WHERE reference_number = ?', reference)).toEqual({ locale: 'es' });
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'signature completed in Spanish');
    await snapshot(page, testInfo, 'signature-completed-in-spanish');

    // The address proved in Spanish; the signed copy follows, in Spanish.
    const proof = await waitForMail(email, /^Confirme su dirección de correo electrónico para Keystone Insurance Agency$/);
    expect(proof.body).toContain('un documento firmado (Prueba de residencia) está esperando para enviarse a ella.');
    await page.goto(/(https?:\/\/\S+\/es\/confirm-email#[A-Za-z0-9_-]{43})/.exec(proof.body)![1]!);
    await page.getByRole('button', { name: 'Confirmar mi dirección de correo electrónico' }).click();
    await expect(page.getByRole('heading', { name: 'Su dirección de correo electrónico está confirmada' })).toBeVisible();
    const copy = await waitForMail(email, new RegExp(`^Su documento firmado: Prueba de residencia \\(${reference}\\)$`));
    expect(copy.body).toMatch(/^Hola, Lucía:/m);
    expect(copy.body).toMatch(/Gracias por firmar su documento \(Prueba de residencia\) el \d{1,2} de [a-z]+ de \d{4}/);

    // /verify in Spanish knows the sealed copy.
    const sealed = await waitForRow<{ stored_name: string }>(
      `SELECT u.stored_name FROM signing_documents d JOIN uploads u ON u.id = d.sealed_upload_id WHERE d.email = ? AND d.status = 'sealed'`,
      email,
    );
    await page.goto('/es/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificar un documento firmado' })).toBeVisible();
    const sealedBytes = readFileSync(path.join(path.dirname(sqliteFile()), 'uploads', sealed.stored_name));
    await chooseFile(page, { name: 'firmado.pdf', mimeType: 'application/pdf', buffer: sealedBytes }, 'PDF firmado');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByTestId('verify-result')).toContainText('Nosotros emitimos este documento');
    await expect(page.getByTestId('verify-result')).toContainText('Prueba de residencia: firmado por Lucía Hernández el');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page, testInfo, 'verify in Spanish');
    await snapshot(page, testInfo, 'verify-in-spanish');
  },
);

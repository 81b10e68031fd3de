import { describe, expect, it, vi } from 'vitest';
import { AGENCY } from '@site/agency';
import { translatorFor } from '@site/i18n/catalogue';
import { contactSupport, type ContactSupportEnvironment } from './contact-support';
import { STANDARD_QUOTE_TEXT } from './content';

const ENGLISH = translatorFor(STANDARD_QUOTE_TEXT, 'en');
const SPANISH = translatorFor(STANDARD_QUOTE_TEXT, 'es');

const environment = (overrides: Partial<ContactSupportEnvironment>): ContactSupportEnvironment => ({
  confirm: vi.fn(() => false),
  call: vi.fn(),
  copy: vi.fn(async () => {}),
  notifyCopied: vi.fn(),
  notifyCopyFailed: vi.fn(),
  ...overrides,
});

describe('contactSupport (seed 000 §2.5)', () => {
  it('asks whether to call the support number, and calls it', async () => {
    const env = environment({ confirm: vi.fn(() => true) });
    expect(await contactSupport(ENGLISH, env)).toBe('called');
    expect(env.confirm).toHaveBeenCalledWith(expect.stringContaining(AGENCY.phone));
    expect(env.call).toHaveBeenCalledWith('tel:8005550142');
    expect(env.copy).not.toHaveBeenCalled();
  });

  it('copies the support e-mail when the visitor cancels, with an Email Copied notification', async () => {
    const env = environment({});
    expect(await contactSupport(ENGLISH, env)).toBe('copied');
    expect(env.call).not.toHaveBeenCalled();
    expect(env.copy).toHaveBeenCalledWith(AGENCY.supportEmail);
    expect(env.notifyCopied).toHaveBeenCalledWith({ title: 'Email Copied', message: expect.stringContaining(AGENCY.supportEmail) });
  });

  it('shows the address when the browser refuses the clipboard', async () => {
    const env = environment({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    expect(await contactSupport(ENGLISH, env)).toBe('shown');
    expect(env.notifyCopied).not.toHaveBeenCalled();
    expect(env.notifyCopyFailed).toHaveBeenCalledWith({ title: 'Email Support', message: expect.stringContaining(AGENCY.supportEmail) });
  });

  it('asks and answers in Spanish on a Spanish page', async () => {
    const env = environment({});
    expect(await contactSupport(SPANISH, env)).toBe('copied');
    expect(env.confirm).toHaveBeenCalledWith(
      `¿Desea llamar a nuestro equipo de soporte al ${AGENCY.phone}? Si prefiere copiar nuestra dirección de correo electrónico de soporte, elija Cancelar.`,
    );
    expect(env.notifyCopied).toHaveBeenCalledWith({
      title: 'Correo electrónico copiado',
      message: `${AGENCY.supportEmail} está en su portapapeles. Escríbanos y le responderemos en un plazo de 24 horas.`,
    });
    const refused = environment({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await contactSupport(SPANISH, refused);
    expect(refused.notifyCopyFailed).toHaveBeenCalledWith({
      title: 'Escríbanos',
      message: `Escríbanos a ${AGENCY.supportEmail} y le responderemos en un plazo de 24 horas.`,
    });
  });

  it('keeps the English words', async () => {
    const env = environment({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    await contactSupport(ENGLISH, env);
    expect(env.confirm).toHaveBeenCalledWith(
      `Would you like to call our support team at ${AGENCY.phone}? Choose Cancel to copy our support email address instead.`,
    );
    expect(env.notifyCopyFailed).toHaveBeenCalledWith({
      title: 'Email Support',
      message: `Write to us at ${AGENCY.supportEmail} and we will reply within 24 hours.`,
    });
  });
});

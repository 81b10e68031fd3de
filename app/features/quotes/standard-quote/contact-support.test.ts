import { describe, expect, it, vi } from 'vitest';
import { AGENCY } from '@site/agency';
import { contactSupport, type ContactSupportEnvironment } from './contact-support';

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
    expect(await contactSupport(env)).toBe('called');
    expect(env.confirm).toHaveBeenCalledWith(expect.stringContaining(AGENCY.phone));
    expect(env.call).toHaveBeenCalledWith('tel:8005550142');
    expect(env.copy).not.toHaveBeenCalled();
  });

  it('copies the support e-mail when the visitor cancels, with an Email Copied notification', async () => {
    const env = environment({});
    expect(await contactSupport(env)).toBe('copied');
    expect(env.call).not.toHaveBeenCalled();
    expect(env.copy).toHaveBeenCalledWith(AGENCY.supportEmail);
    expect(env.notifyCopied).toHaveBeenCalledWith({ title: 'Email Copied', message: expect.stringContaining(AGENCY.supportEmail) });
  });

  it('shows the address when the browser refuses the clipboard', async () => {
    const env = environment({ copy: vi.fn(async () => Promise.reject(new Error('denied'))) });
    expect(await contactSupport(env)).toBe('shown');
    expect(env.notifyCopied).not.toHaveBeenCalled();
    expect(env.notifyCopyFailed).toHaveBeenCalledWith({ title: 'Email Support', message: expect.stringContaining(AGENCY.supportEmail) });
  });
});
